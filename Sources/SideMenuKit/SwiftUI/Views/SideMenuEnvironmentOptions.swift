#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore
  import UIKit

  /// What the SwiftUI-only modifiers applied after `.sideMenu(…)` set for it: the ⌃⌘S switch,
  /// looks in SwiftUI's types, the VoiceOver texts and where VoiceOver goes when the menu closes.
  /// They reach the modifier through the environment, as `tint(_:)` reaches its views; `nil`
  /// keeps the appearance's value.
  struct SideMenuEnvironmentOptions {
    /// Whether the modifier offers ⌃⌘S while a menu is docked.
    var isSidebarShortcutEnabled = true
    /// Liquid Glass of a style and tint, replacing the appearance's glass.
    var glassStyle: SideMenuGlassEffectStyle?
    var glassTint: Color?
    /// SwiftUI's own `Glass` (iOS 26), drawn as it is; stored erased because the type exists
    /// only in the iOS 26 SDK and on iOS 26.
    var glass: (any Sendable)?
    /// The opaque stand-in for a blur or glass under Reduce Transparency.
    var reducedTransparencyColor: Color?
    /// The VoiceOver texts.
    var closeMenuLabel: String?
    var menuOpenedAnnouncement: String?
    var menuClosedAnnouncement: String?
    /// Gives VoiceOver focus to the app's element when the menu closes.
    var focusOnClose: SideMenuAccessibilityFocusTarget?

    /// An appearance with these options in place of its own values.
    ///
    /// - Parameter appearance: The modifier's appearance.
    /// - Returns: The appearance the stage draws from.
    @MainActor
    func applied(to appearance: SideMenuAppearance) -> SideMenuAppearance {
      var applied = appearance
      if glassStyle != nil || glass != nil {
        // A `Glass` of the app's is drawn as given; the style only routes the rule (glass where
        // the system has it, the blur or the opaque colour elsewhere).
        applied.glassEffectStyle = glassStyle ?? .regular
        applied.glassTintColor = glassTint.map { UIColor($0) }
      }
      if let reducedTransparencyColor {
        applied.reducedTransparencyColor = UIColor(reducedTransparencyColor)
      }
      if let closeMenuLabel { applied.scrimAccessibilityLabel = closeMenuLabel }
      if let menuOpenedAnnouncement { applied.menuOpenedAnnouncement = menuOpenedAnnouncement }
      if let menuClosedAnnouncement { applied.menuClosedAnnouncement = menuClosedAnnouncement }
      return applied
    }
  }

  /// An app's `AccessibilityFocusState` binding, set to its value when the menu closes.
  struct SideMenuAccessibilityFocusTarget {
    /// Sets the app's focus state.
    let focus: @MainActor () -> Void
  }

  extension SideMenuViewModel {
    /// Sets the app's focus state (``SwiftUI/View/sideMenuAccessibilityFocus(_:)``) when the
    /// menu is closed or closing: SwiftUI then moves VoiceOver to the element bound to it, at
    /// the update that follows — after the update that made the content reachable again.
    /// A menu that stays open (a modal one docking) moves no focus.
    ///
    /// - Returns: Whether the app's element was asked for focus (else the default applies).
    func focusAppElementOnClose() -> Bool {
      guard let target = accessibilityFocusOnClose, machine.isHeadingClosed else { return false }
      target.focus()
      return true
    }
  }

  private struct SideMenuEnvironmentOptionsKey: EnvironmentKey {
    static let defaultValue = SideMenuEnvironmentOptions()
  }

  extension EnvironmentValues {
    /// The options the SwiftUI-only modifiers set for an enclosing `sideMenu` modifier.
    var sideMenuOptions: SideMenuEnvironmentOptions {
      get { self[SideMenuEnvironmentOptionsKey.self] }
      set { self[SideMenuEnvironmentOptionsKey.self] = newValue }
    }
  }
#endif
