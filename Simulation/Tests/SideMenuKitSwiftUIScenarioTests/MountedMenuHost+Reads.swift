import SideMenuCore
import SwiftUISimulation

@testable import SideMenuKit

// What SwiftUIScenarioTests reads from the mounted app (the product's real `.sideMenu` body):
// the app's own views a scenario puts in the content and the menus (a menu button, a text
// field, a list, a navigation stack: UIKit views through `UIViewRepresentable`, as an app
// embeds them), and reads of what the body drew, found in the rendered tree by the app's
// labels and named shapes or by the view types the body draws — not the model's stage.

/// The views a scenario adds to the mounted app, published so the app's views update when a
/// scenario changes them (a SwiftUI state change, applied at the end of the turn).
@MainActor
final class MountedAppExtras: ObservableObject {
  /// Whether the content shows its "Menu" button (the control that opens the menu).
  @Published var showsMenuButton = true
  /// The "Menu" button's opacity (0…1).
  @Published var menuButtonOpacity = 1.0
  /// A text field in the content, at its top.
  @Published var contentField: UITextField?
  /// A navigation stack filling the content (its UIKit navigation controller).
  @Published var contentNavigation: UINavigationController?
  /// A text field in the first menu, below its row.
  @Published var menuField: UITextField?
  /// A vertical list filling the first menu.
  @Published var menuList: UIScrollView?
  /// A navigation stack filling the first menu.
  @Published var menuNavigation: UINavigationController?
  /// The `onSideMenuChange` stream as the app heard it, progress left out.
  private(set) var notifications: [String] = []

  func heard(_ notification: SideMenuNotification) {
    if case .progress = notification { return }
    notifications.append("\(notification)")
  }
}

/// A UIKit view in SwiftUI, sized to the space offered.
struct MountedUIKitView: UIViewRepresentable {
  let view: UIView
  func makeUIView(context: Context) -> UIView { view }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// Where the content lays its views out (its safe area): drawn as its own shape.
struct ContentLayoutSurface: Shape {
  func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Where a menu lays its views out (its safe area): drawn as its own shape.
struct MenuLayoutSurface: Shape {
  func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The content's views over its white background.
struct MountedContentExtras: View {
  @ObservedObject var extras: MountedAppExtras
  @Environment(\.sideMenu) private var sideMenu

  var body: some View {
    ZStack(alignment: .topLeading) {
      ContentLayoutSurface().fill(Color.clear)
      if let navigation = extras.contentNavigation {
        MountedUIKitView(view: navigation.view)
      }
      if let field = extras.contentField {
        MountedUIKitView(view: field).frame(height: 44).offset(y: 44)
      }
      if extras.showsMenuButton {
        Button("Menu") { sideMenu.toggle() }.opacity(extras.menuButtonOpacity).frame(
          width: 44, height: 44)
      }
    }
  }
}

/// A menu's views over its surface and row (slot 0: the first menu).
struct MountedMenuExtras: View {
  @ObservedObject var extras: MountedAppExtras
  let slot: Int

  var body: some View {
    ZStack(alignment: .topLeading) {
      MenuLayoutSurface().fill(Color.clear)
      if slot == 0, let navigation = extras.menuNavigation {
        MountedUIKitView(view: navigation.view)
      }
      if slot == 0, let list = extras.menuList {
        MountedUIKitView(view: list)
      }
      if slot == 0, let field = extras.menuField {
        MountedUIKitView(view: field).frame(height: 44).offset(y: 44)
      }
    }
  }
}

/// A menu background as the real body drew it.
enum DrawnMenuBackground: Equatable {
  case none
  /// A `UIVisualEffectView` with a blur of this style; strength 0…1 as drawn.
  case blur(UIBlurEffect.Style, strength: Double)
  /// Liquid Glass (`glassEffect`): clear or regular, tinted (colours compared by value).
  case glass(clear: Bool, tint: CGColor?)
  /// A plain colour (compared by value).
  case opaque(CGColor)
}

@MainActor
extension MountedMenuHost {
  var extras: MountedAppExtras { state.extras }
  /// The `onSideMenuChange` stream as the app heard it, progress left out.
  var notifications: [String] { extras.notifications }

  // MARK: Finding what the body drew

  /// Every view SwiftUI drew, in the window's subview order.
  var drawnViews: [UIView] { host.renderedViews("") }

  /// The first drawn view of a type whose name starts with `prefix` labelled `label`.
  func drawn(_ prefix: String, labelled label: String) -> UIView? {
    host.renderedViews(prefix).first { $0.accessibilityLabel == label }
  }

  /// The content's "Menu" button as drawn (`nil`: not in the tree).
  var menuButton: UIView? { drawn("Button", labelled: "Menu") }

  /// A menu's row as drawn: "Home" in the first slot, "Filters" in the second.
  func menuRow(_ slot: Int = 0) -> UIView? {
    drawn("Button", labelled: slot == 0 ? "Home" : "Filters")
  }

  /// The modal menu's "Close menu" element: the accessibility element the body labelled with
  /// the appearance's scrim label.
  var closeElement: UIView? {
    drawnViews.first {
      $0.isAccessibilityElement && $0.accessibilityLabel == appearance.scrimAccessibilityLabel
    }
  }

  /// A menu slot's container-sized group (the element VoiceOver keeps the modal menu in):
  /// the nearest `accessibilityElement(children: .contain)` around the slot's surface.
  func slotGroup(_ slot: Int = 0) -> UIView? {
    guard slot < menuSurfaces.count else { return nil }
    return ancestors(of: menuSurfaces[slot]).first {
      ($0 as? _SwiftUIView)?.swiftUIType == "accessibilityElement" && !$0.isAccessibilityElement
    }
  }

  /// The views from `view` up to the window, `view` first.
  func ancestors(of view: UIView) -> [UIView] {
    var chain: [UIView] = []
    var current: UIView? = view
    while let next = current {
      chain.append(next)
      current = next.superview
    }
    return chain
  }

  /// Whether touches can reach `view`: it and every view around it take interaction and are
  /// shown (UIKit's hit-testing rules: hidden, alpha below 0.01 or interaction off skip it).
  func takesTouches(_ view: UIView) -> Bool {
    ancestors(of: view).allSatisfy {
      $0.isUserInteractionEnabled && !$0.isHidden && $0.simulationPresentedAlpha >= 0.01
    }
  }

  /// The opacity `view` is drawn with: its own and every view's around it, multiplied.
  func drawnOpacity(_ view: UIView) -> Double {
    ancestors(of: view).reduce(1) { $0 * Double($1.simulationPresentedAlpha) }
  }

  /// The views drawn inside `root` for types whose name starts with `prefix`.
  func drawn(_ prefix: String, in root: UIView) -> [UIView] {
    var found: [UIView] = []
    func visit(_ view: UIView) {
      if let drawn = view as? _SwiftUIView, drawn.swiftUIType.hasPrefix(prefix) {
        found.append(drawn)
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return found
  }

  // MARK: The scrim

  /// The dimming view: the filled rectangle drawn outside every menu slot.
  var scrim: UIView? {
    let groups = (0..<menuSurfaces.count).compactMap { slotGroup($0) }
    return host.renderedViews("Rectangle").first { rectangle in
      !groups.contains { rectangle.isDescendant(of: $0) }
    }
  }
  /// Whether the scrim takes touches (the stage's `isScrimActive`, as drawn).
  var isScrimActive: Bool { scrim.map(takesTouches) ?? false }

  // MARK: Layout

  /// Where the content lays out its views, in window points.
  var contentLayoutFrame: CGRect {
    host.renderedViews("ContentLayoutSurface").first?.simulationPresentedFrameInWindow ?? .zero
  }

  /// A menu's safe area as its views get it: its layout area inside its surface, in points.
  func menuSafeArea(_ slot: Int = 0) -> UIEdgeInsets? {
    let surfaces = menuSurfaces
    let layouts = host.renderedViews("MenuLayoutSurface")
    guard slot < surfaces.count, slot < layouts.count else { return nil }
    let outer = surfaces[slot].simulationPresentedFrameInWindow
    let inner = layouts[slot].simulationPresentedFrameInWindow
    return UIEdgeInsets(
      top: inner.minY - outer.minY, left: inner.minX - outer.minX,
      bottom: outer.maxY - inner.maxY, right: outer.maxX - inner.maxX)
  }

  // MARK: The menu's drawing

  /// The clip around a menu's views: the nearest `clipShape` around its row.
  func menuContentClip(_ slot: Int = 0) -> UIView? {
    guard let row = menuRow(slot) else { return nil }
    // The model's `clipShape` clips with a view of the shape's frame inside the modifier's view.
    return ancestors(of: row).first { ($0 as? _SwiftUIView)?.swiftUIType == "clipShape.clip" }
  }

  /// The blur the body drew behind a menu (its `UIViewRepresentable`), if any.
  func menuBlur(_ slot: Int = 0) -> SideMenuFadingBlurView? {
    guard let group = slotGroup(slot) else { return nil }
    return drawn("SideMenuBlurView", in: group).lazy.compactMap {
      $0.subviews.first { $0 is SideMenuFadingBlurView } as? SideMenuFadingBlurView
    }.first
  }

  /// The glass effect view the body drew behind a menu, if any.
  func menuGlass(_ slot: Int = 0) -> UIVisualEffectView? {
    guard let group = slotGroup(slot) else { return nil }
    return drawn("glassEffect", in: group).lazy.compactMap {
      $0.subviews.first { $0 is UIVisualEffectView } as? UIVisualEffectView
    }.first
  }

  /// The plain colour the body drew behind a menu (its opaque background), if any: a filled
  /// colour in the slot that is neither clear nor the app's.
  func menuOpaqueBackground(_ slot: Int = 0) -> UIView? {
    guard let group = slotGroup(slot) else { return nil }
    return drawn("Color", in: group).first {
      ($0.backgroundColor?.simulationAlpha() ?? 0) > 0 && !$0.isHidden
    }
  }

  /// The blur's strength as drawn: the paused fade's fraction between none and full
  /// (SideMenuFadingBlurView keeps it in a property animator; no UIKit view exposes a blur's
  /// drawn strength, so the animator is read by reflection).
  func drawnStrength(_ blur: SideMenuFadingBlurView) -> Double {
    let mirror = Mirror(reflecting: blur)
    if let fade = mirror.children.first(where: { $0.label == "fade" })?.value
      as? UIViewPropertyAnimator
    {
      return Double(fade.fractionComplete)
    }
    let effectView = blur.subviews.first { $0 is UIVisualEffectView } as? UIVisualEffectView
    return effectView?.effect == nil ? 0 : 1
  }

  /// What the body drew behind a menu.
  func drawnBackground(_ slot: Int = 0) -> DrawnMenuBackground {
    if let glass = menuGlass(slot), let effect = glass.effect as? UIGlassEffect {
      return .glass(clear: effect.simulationStyle == .clear, tint: effect.tintColor?.cgColor)
    }
    if let blur = menuBlur(slot) {
      let effectView = blur.subviews.first { $0 is UIVisualEffectView } as? UIVisualEffectView
      let fade = drawnStrength(blur)
      let style =
        (effectView?.effect as? UIBlurEffect)?.style
        ?? blurStyle(blur) ?? .systemMaterial
      return .blur(style, strength: fade)
    }
    if let opaque = menuOpaqueBackground(slot), let color = opaque.backgroundColor {
      return .opaque(color.cgColor)
    }
    return .none
  }

  /// The style the blur view was last given (kept while its effect is faded out).
  private func blurStyle(_ blur: SideMenuFadingBlurView) -> UIBlurEffect.Style? {
    Mirror(reflecting: blur).children.first { $0.label == "style" }?.value as? UIBlurEffect.Style
  }

  // MARK: The app's own views

  /// Puts a text field in the content and draws it (a turn). Returns the field.
  func addContentField() -> UITextField {
    let field = UITextField()
    extras.contentField = field
    device.runTurn()
    return field
  }

  /// Puts a text field in the first menu. Returns the field.
  func addMenuField() -> UITextField {
    let field = UITextField()
    extras.menuField = field
    device.runTurn()
    return field
  }

  /// Puts a vertical list filling the first menu. Returns the list.
  func addMenuList() -> UIScrollView {
    let list = UIScrollView()
    extras.menuList = list
    device.runTurn()
    return list
  }

  /// Puts a navigation stack in the content with one screen pushed. Returns its controller.
  @discardableResult
  func pushScreenInContent() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: UIViewController())
    // A NavigationStack's controller is a child of the hosting controller.
    host.controller.addChild(navigation)
    navigation.didMove(toParent: host.controller)
    navigation.pushViewController(UIViewController(), animated: false)
    extras.contentNavigation = navigation
    device.runTurn()
    return navigation
  }

  /// Puts a navigation stack filling the first menu. Returns its controller.
  func addMenuNavigation() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: UIViewController())
    extras.menuNavigation = navigation
    device.runTurn()
    return navigation
  }
}
