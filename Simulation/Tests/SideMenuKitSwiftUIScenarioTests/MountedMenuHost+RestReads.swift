import SideMenuCore
import SwiftUISimulation

@testable import SideMenuKit

// What the docking, docked-focus, edge-case, interruptible and pointer suites read of the real
// `.sideMenu` body: the app's screen they mount under it (a "Menu" button, a full-bleed surface,
// the area it lays out in, whatever a scenario adds), and reads of what the body drew — the
// content's frame and safe area, the scrim, the menu's row, field and group, the "Close menu"
// element, VoiceOver's order, the keyboard shortcuts. Each read finds rendered views (by the
// shapes and labels the app draws, or the body's own modifiers where the app has no handle),
// so a defect in the body's modifiers shows in them.

/// The full area of the app's screen, drawn ignoring the safe area: its frame on screen is the
/// content's as the menu's stage placed it.
struct ContentSurface: Shape {
  func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The area the app's screen lays its views out in (inside its safe area), drawn clear.
struct ContentLayoutArea: Shape {
  func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The app's screen under the menu: white and full bleed, with what a scenario added
/// (``MountedMenuAppState/contentExtra``, in the screen's full-bleed coordinates) and its layout
/// area; the app's "Menu" button is `MountedContentExtras`'s. It keeps the `sideMenu` actions
/// its environment gives it, as an app's button would use them.
struct MountedAppScreen: View {
  let state: MountedMenuAppState
  @Environment(\.sideMenu) private var sideMenu

  var body: some View {
    // Not a state change: a plain property the scenario reads, set as the body runs.
    let _ = state.contentActions = sideMenu
    ZStack(alignment: .topLeading) {
      ZStack(alignment: .topLeading) {
        ContentSurface().fill(Color.white)
        state.contentExtra
      }
      .ignoresSafeArea()
      ContentLayoutArea().fill(Color.clear)
    }
  }
}

/// A text field in the menu (UIKit's, through a representable: the model has no `TextField`).
struct MenuTextField: UIViewRepresentable {
  func makeUIView(context: Context) -> UITextField { UITextField() }
  func updateUIView(_ field: UITextField, context: Context) {}
}

/// A long vertical table in the app's screen, filling it.
struct ContentList: UIViewRepresentable {
  func makeUIView(context: Context) -> UITableView { UITableView() }
  func updateUIView(_ list: UITableView, context: Context) {
    list.contentSize = CGSize(width: list.bounds.width, height: 5000)
  }
}

/// Counts what a scenario's control did.
@MainActor
final class TapCounter {
  var count = 0
}

extension MountedMenuHost {
  // MARK: The content

  /// Every view the body drew (SwiftUI views and the UIKit views of representables) of `type`.
  func drawnUIKitViews<T: UIView>(_ type: T.Type) -> [T] {
    var found: [T] = []
    func visit(_ view: UIView) {
      if let match = view as? T { found.append(match) }
      for subview in view.subviews { visit(subview) }
    }
    visit(host.controller.view)
    return found
  }

  /// The content's frame as the render server draws it, in window points (the window's bounds
  /// before it is drawn).
  var contentFrame: CGRect {
    host.renderedViews("ContentSurface").first?.simulationPresentedFrameInWindow
      ?? device.window.bounds
  }

  /// The content's safe area as the body gave it: its layout area's insets in its frame.
  var contentSafeArea: UIEdgeInsets {
    let frame = contentFrame
    let layout = contentLayoutFrame
    return UIEdgeInsets(
      top: layout.minY - frame.minY, left: layout.minX - frame.minX,
      bottom: frame.maxY - layout.maxY, right: frame.maxX - layout.maxX)
  }

  /// The drawn button labelled `label`.
  func drawnButton(_ label: String) -> UIView? {
    host.renderedViews("Button").first { $0.accessibilityLabel == label }
  }

  /// Whether VoiceOver reaches the content (its "Menu" button).
  var isContentAccessible: Bool {
    guard let button = menuButton else { return false }
    return device.accessibleElements().contains { $0 === button }
  }

  /// The labels of the elements VoiceOver reaches, in its order.
  var labels: [String] {
    device.accessibleElements().compactMap { ($0 as? UIView)?.accessibilityLabel }
  }

  // MARK: The menu

  /// The first menu's frame as drawn, in window points (`.zero` before it is first drawn).
  var drawnMenuFrame: CGRect { menuSurfaces.first?.simulationPresentedFrameInWindow ?? .zero }

  /// The first menu's row ("Home") as drawn.
  var menuRow: UIView? { drawnButton("Home") }

  /// The first menu's text field.
  var menuField: UITextField? {
    guard let surface = menuSurfaces.first else { return nil }
    return drawnUIKitViews(UITextField.self).first { $0.isDescendant(of: group(of: surface)) }
  }

  /// The menu's own safe area on the left, as drawn: how far its row stands in from its edge.
  var menuSafeAreaLeft: CGFloat {
    guard let row = menuRow, let surface = menuSurfaces.first else { return -1 }
    return row.simulationPresentedFrameInWindow.minX - surface.simulationPresentedFrameInWindow.minX
  }

  /// The first menu's group as VoiceOver sees it: the body's `accessibilityElement(children:
  /// .contain)` around the menu (and, while modal, its "Close menu" element).
  var menuGroup: UIView? { menuSurfaces.first.map { group(of: $0) } }

  /// Whether the first menu's group is modal for VoiceOver (`accessibilityViewIsModal`).
  var isMenuModal: Bool { menuGroup?.accessibilityViewIsModal ?? false }

  private func group(of surface: UIView) -> UIView {
    var view: UIView? = surface
    while let current = view {
      if let drawn = current as? _SwiftUIView, drawn.swiftUIType == "accessibilityElement" {
        return drawn
      }
      view = current.superview
    }
    return surface
  }

  // MARK: The scrim and the "Close menu" element

  /// The scrim as the body drew it: the stage's one tap gesture (the app's views here use
  /// none), around its dimming rectangle.
  var scrimTapTarget: UIView? { host.renderedViews("onTapGesture").first }

  /// The scrim's opacity as drawn (0…1).
  var scrimAlpha: CGFloat {
    guard let scrim = scrimTapTarget else { return 0 }
    let shape = scrim.subviewsDeep.first { ($0 as? _SwiftUIView)?.swiftUIType == "Rectangle" }
    return shape?.simulationPresentedAlpha ?? 0
  }

  /// Whether the scrim takes touches somewhere on the window's middle row: a hit test there
  /// lands on it.
  var scrimTakesTaps: Bool {
    guard let scrim = scrimTapTarget else { return false }
    let bounds = device.window.bounds
    return stride(from: bounds.minX + 5, to: bounds.maxX, by: 10).contains { x in
      device.window.hitTest(CGPoint(x: x, y: bounds.midY), with: nil)?.isDescendant(of: scrim)
        == true
    }
  }

  /// The modal menu's "Close menu" element as drawn (`nil`: none).
  var shownCloseElement: UIView? {
    host.renderedViews("").first {
      $0.accessibilityLabel == appearance.scrimAccessibilityLabel && !$0.isHidden
    }
  }

  // MARK: Keys

  /// The title of the ⌃⌘S control the body declares (`nil`: none).
  var sidebarCommandTitle: String? {
    shortcuts.controls.first { $0.key == "s" && $0.modifiers == [.control, .command] }?.title
  }

  /// Whether the body's Escape control is enabled.
  var isEscapeEnabled: Bool {
    shortcuts.controls.first { $0.key == .escape }?.isEnabled ?? false
  }

  // MARK: VoiceOver

  /// The `.screenChanged` / `.layoutChanged` posts since `start`.
  func focusPosts(since start: Int) -> [UIAccessibility.Post] {
    device.accessibilityPosts.dropFirst(start).filter {
      $0.notification == .screenChanged || $0.notification == .layoutChanged
    }
  }
}

extension UIView {
  /// This view's subviews at every depth, depth first.
  fileprivate var subviewsDeep: [UIView] {
    subviews.flatMap { [$0] + $0.subviewsDeep }
  }
}
