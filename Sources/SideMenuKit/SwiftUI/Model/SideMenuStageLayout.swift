#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore
  import UIKit

  /// Everything the SwiftUI stage draws for one frame, read off the model: the view applies
  /// these values as they are (its body holds no rule), and the simulation's SwiftUI host
  /// renders the same values, so what runs there is what the view shows.
  struct SideMenuStageLayout: Equatable {
    /// What stands behind a menu's own views.
    enum MenuBackground: Equatable {
      /// Nothing: the menu draws its own background.
      case none
      /// A `UIVisualEffectView` blur, its effect at `strength` (0…1) — the menu's fade, applied
      /// to the effect rather than to the view's alpha (see ``Menu/groupOpacity``).
      case blur(UIBlurEffect.Style, strength: Double)
      /// Reduce Transparency: the appearance's opaque stand-in for the blur or the glass (or
      /// glass's where neither can be shown), faded with the menu's views.
      case opaque(UIColor, opacity: Double)
      /// Liquid Glass (`glassEffect(_:in:)`, iOS 26 and later) of a style and tint, in the
      /// menu's rounded shape (``Menu/cornerRadius``), faded with the menu's views.
      case glass(SideMenuGlassEffectStyle, tint: UIColor?)
    }

    /// One menu slot.
    struct Menu: Equatable {
      /// The modifier's slot (0: the first menu, 1: the second).
      var slot: Int
      /// The edge the slot's menu is on now.
      var edge: SideMenuEdge
      /// Whether the slot's menu is built (from the first time the engine shows it).
      var isMounted: Bool
      /// Whether the frame is this menu's (the engine's shown side).
      var isShown: Bool
      /// Whether it can be seen, touched and reached by VoiceOver.
      var isVisible: Bool
      /// Whether it is the modal group VoiceOver stays in.
      var isModal: Bool
      /// Where it is laid out, in container points.
      var frame: SideMenuRect
      /// The engine's transform of the menu.
      var transform: SideMenuTransform
      /// Opacity of the whole slot, blur included: 1 whenever a blur is shown, because alpha
      /// below 1 on a visual effect view or any of its superviews makes the effect "look
      /// incorrect or not show up at all"
      /// (https://developer.apple.com/documentation/uikit/uivisualeffectview).
      var groupOpacity: Double
      /// Opacity of the app's menu views (the engine's menu alpha while a blur is shown).
      var contentOpacity: Double
      /// What stands behind the menu's views.
      var background: MenuBackground
      /// The radius of the menu's continuous corners, in points (a floating panel's, the
      /// engine's `menuCornerRadius`; 0 for none): the background and the menu's views are
      /// clipped to it, its shadow shaped by it.
      var cornerRadius: Double
      /// The menu's shadow: opacity 0…1 and radius in points.
      var shadowOpacity: Double
      var shadowRadius: Double
      /// The safe area the menu's spacers give back (physical sides, points).
      var safeArea: SideMenuInsets
      /// Its place in the stage's z order (content 2, scrim 3; a menu above the content 4).
      var zIndex: Double
      /// Its VoiceOver sort priority among the stage's children: 1 for a docked menu, which
      /// VoiceOver reaches before the content beside it (content 0), else 0.
      /// https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)
      var accessibilitySortPriority: Double
    }

    /// The ⌃⌘S command of a docked menu: its title in the keyboard-shortcut overlay, its edge
    /// and whether it opens or closes that edge's menu.
    struct SidebarCommand: Equatable {
      var title: String
      var edge: SideMenuEdge
      /// Whether it opens the sidebar (collapsed or collapsing, or the other edge's menu shown:
      /// the engine's `isHeadingClosed(_:)`) rather than closing it.
      var opens = true
      /// The key: S, with ``modifiers`` — ⌃⌘S, as `SideMenuController`'s key command (the
      /// sidebar convention of Apple's Mac and iPad apps; see its `keyCommands`). The view
      /// hands both to `keyboardShortcut(_:modifiers:)` as they are.
      var key: KeyEquivalent = "s"
      /// Control and Command.
      var modifiers: EventModifiers = [.control, .command]

      /// What pressing it does: opens the sidebar or closes it (``opens``).
      @MainActor func perform(with actions: SideMenuActions) {
        if opens { actions.open(edge) } else { actions.close() }
      }

      // Written out: `KeyEquivalent` is not `Equatable` in the iOS 16.5 SDK; its `character`
      // is (https://developer.apple.com/documentation/swiftui/keyequivalent/character).
      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.edge == rhs.edge && lhs.opens == rhs.opens
          && lhs.key.character == rhs.key.character && lhs.modifiers == rhs.modifiers
      }
    }

    /// Where the content is laid out, in container points, while a menu is docked (or the mode
    /// changes): the room beside the menu, so the content is narrower, not covered or scaled;
    /// `nil` while sliding, when the content fills the container.
    var contentFrame: SideMenuRect?
    /// The ⌃⌘S command while a menu is docked (`nil` otherwise).
    var sidebarCommand: SidebarCommand?

    /// The content's safe area, given back by spacers (physical sides, points).
    var contentSafeArea: SideMenuInsets
    /// Whether assistive technologies reach the content (not while a modal menu is open).
    var isContentAccessible: Bool
    /// The scrim's opacity 0…1, and whether it catches touches.
    var scrimAlpha: Double
    /// Where the scrim stands: the container under the content's transform, or — beside the
    /// vertical bar on the menu's edge (iPhone Duo) — the container less the bar's strip, so
    /// the strip's controls in the content stay tappable and undimmed (the engine's
    /// ``SideMenuContainer/scrimPlacement(for:contentFrame:)``, as the UIKit stage places it).
    var scrim: SideMenuScrimPlacement
    var isScrimActive: Bool
    /// The modal menu's "Close menu" element, over the dimmed area; `nil` while no menu is
    /// modal.
    var closeElement: SideMenuRect?
    /// Whether the Escape key closes the menu (a menu is on screen).
    var isEscapeEnabled: Bool
    /// The menu slots.
    var menus: [Menu]
  }

  extension SideMenuViewModel {
    /// The stage for one frame.
    ///
    /// - Parameters:
    ///   - frame: The frame to draw (``frame(at:)``).
    ///   - container: The engine's container.
    ///   - slots: The modifier's menu slots: the slot number and the edge its menu is on.
    /// - Returns: What the stage draws.
    func stage(
      frame: SideMenuFrameState, container: SideMenuContainer,
      slots: [(slot: Int, edge: SideMenuEdge)]
    ) -> SideMenuStageLayout {
      let isMenuShown = !frame.isMenuHidden
      let isDocked = frame.layoutMode == .docked
      let shownEdge = edge(on: frame.side)
      let spacers = spacerInsets
      let menus = slots.map { slot, edge in
        let isShown = edge == shownEdge
        let isVisible = isShown && isMenuShown
        let isModal = isVisible && isMenuModal
        let alpha = isVisible ? frame.menuAlpha : 0
        let background: SideMenuStageLayout.MenuBackground
        let groupOpacity: Double
        let contentOpacity: Double
        // The UIKit layer's rule (glass, blur, or the opaque stand-in), with this system's
        // glass and the environment's Reduce Transparency.
        switch SideMenuMenuBackground.resolve(
          appearance, isGlassAvailable: isGlassAvailable,
          isReduceTransparencyEnabled: isReduceTransparencyEnabled)
        {
        case .none:
          (background, groupOpacity, contentOpacity) = (.none, alpha, 1)
        case .opaque(let color):
          // The opaque stand-in the UIKit layer draws, faded with the menu.
          background = .opaque(color, opacity: 1)
          (groupOpacity, contentOpacity) = (alpha, 1)
        case .glass(let style, let tint):
          // SwiftUI's glass is the system's drawing, faded with the menu like its views.
          background = .glass(style, tint: tint)
          (groupOpacity, contentOpacity) = (alpha, 1)
        case .blur(let style):
          // The blur fades by its strength and the menu's views by their own opacity; nothing
          // around the blur is faded.
          background = .blur(style, strength: alpha)
          (groupOpacity, contentOpacity) = (isVisible ? 1 : 0, alpha)
        }
        let rect =
          isShown
          ? frame.menuFrame
          : SideMenuRect(x: 0, y: 0, width: menuWidth(for: edge), height: container.size.height)
        var safeArea =
          isShown
          ? frame.menuSafeAreaInsets
            // Hidden: only the top and bottom insets are known without a position.
          : SideMenuInsets(top: spacers.top, bottom: spacers.bottom)
        safeArea.bottom = spacers.bottom
        return SideMenuStageLayout.Menu(
          slot: slot, edge: edge, isMounted: isMounted(slot: slot, edge: edge), isShown: isShown,
          isVisible: isVisible, isModal: isModal, frame: rect,
          transform: isShown ? frame.menuTransform : .identity, groupOpacity: groupOpacity,
          contentOpacity: contentOpacity, background: background,
          cornerRadius: isShown ? frame.menuCornerRadius : 0,
          shadowOpacity: isShown ? frame.menuShadowOpacity : 0,
          shadowRadius: frame.menuShadowRadius,
          safeArea: safeArea,
          zIndex: isShown ? (frame.isMenuAboveContent ? 4 : 0) : -1,
          accessibilitySortPriority: isVisible && isDocked ? 1 : 0)
      }
      // Docked (or becoming docked) the content stands in the engine's content frame, with the
      // safe area of that place (none on the menu's side); the top and bottom insets stay the
      // spacers' (the keyboard's at the bottom, while one is up).
      var contentFrame: SideMenuRect?
      var contentSafeArea = spacers
      if frame.layoutMode == .docked || frame.dockedFraction > 0 {
        let rect = frame.contentFrame
        contentFrame = rect
        contentSafeArea = container.safeAreaInsets(of: rect)
        contentSafeArea.top = spacers.top
        contentSafeArea.bottom = spacers.bottom
      }
      let isModal = isMenuModal
      var sidebarCommand: SideMenuStageLayout.SidebarCommand?
      if let docked = dockedEdge {
        // Titled for what it does to the sidebar itself: open it while it is collapsed or
        // collapsing — also while the other edge's menu is shown — else close it.
        let opens = machine.isHeadingClosed(docked)
        sidebarCommand = .init(
          title: opens ? SideMenuStrings.showSidebar : SideMenuStrings.hideSidebar,
          edge: docked, opens: opens)
      }
      return SideMenuStageLayout(
        contentFrame: contentFrame, sidebarCommand: sidebarCommand,
        contentSafeArea: contentSafeArea, isContentAccessible: !isModal,
        scrimAlpha: frame.scrimAlpha, scrim: container.scrimPlacement(for: frame),
        isScrimActive: isMenuShown && !isContentInteractionEnabled,
        closeElement: isMenuShown && isModal ? frame.dimmedArea(in: container.bounds) : nil,
        // Escape leaves a sliding menu; a docked one is part of the screen (the engine
        // ignores escape there).
        isEscapeEnabled: isMenuShown && !isDocked, menus: menus)
    }
  }
#endif
