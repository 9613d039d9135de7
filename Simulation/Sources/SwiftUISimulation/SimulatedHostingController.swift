// The public SwiftUI host: mounts any SwiftUI view in a simulated device's window through the
// simulation's `UIHostingController`, so a scenario drives an app's real views (`.sideMenu`
// included) with touches, keys and system events, and reads what they show — no `@testable`,
// no copy of a view's body.

/// How the app is built: with SwiftUI's `App` life cycle (the scene phase follows the scene),
/// or a `UIHostingController` in a UIKit life-cycle app, where `scenePhase` is not updated (the
/// stricter reading: Apple's `ScenePhase` page describes the phase of SwiftUI scenes).
/// https://developer.apple.com/documentation/swiftui/scenephase
public enum SimulatedAppLifecycle: Sendable {
  case swiftUI
  case uiKit
}

/// A SwiftUI view mounted full-screen in a ``SimulatedDevice`` window, run by the simulation's
/// view graph as SwiftUI runs it: bodies evaluate when their inputs change, updates are
/// coalesced to the end of the run-loop turn (``SimulatedDevice/runUntilIdle(timeout:)`` waits
/// for them), and the views render into simulated `UIView`s, so touches, VoiceOver and the
/// render server see what SwiftUI shows.
///
/// ```swift
/// let device = SimulatedDevice()
/// let host = device.mount(ContentView())
/// device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
/// device.runUntilIdle()
/// ```
@MainActor
public final class SimulatedHostingController<Content: View> {
  /// The device the view is mounted in.
  public let device: SimulatedDevice
  /// The hosting controller that is the window's root view controller.
  public let controller: UIHostingController<Content>

  /// Mounts `rootView` as the root of `device`'s window and renders it once (the first update
  /// SwiftUI runs as the hosting controller's view is shown).
  ///
  /// `embed` wraps the hosting controller in the window's root controller (a UIKit app that
  /// shows a SwiftUI screen in its navigation controller, say); by default the hosting
  /// controller is the root.
  public init(
    _ rootView: Content, in device: SimulatedDevice, lifecycle: SimulatedAppLifecycle = .swiftUI,
    embed: (UIViewController) -> UIViewController = { $0 }
  ) {
    self.device = device
    controller = UIHostingController(rootView: rootView)
    controller._followsScenePhase = lifecycle == .swiftUI
    device.show(embed(controller))
    controller._updateNow()
    device.runTurn()
  }

  /// The root view. Setting it updates the tree at the end of the turn, as SwiftUI does when a
  /// hosting controller's `rootView` is replaced.
  public var rootView: Content {
    get { controller.rootView }
    set { controller.rootView = newValue }
  }

  /// The software keyboard's height over the window's bottom, in points (0: no keyboard): its
  /// safe-area region (`SafeAreaRegions.keyboard`).
  public var keyboardHeight: CGFloat {
    get { controller._keyboardHeight }
    set { controller._keyboardHeight = max(0, newValue.isFinite ? newValue : 0) }
  }

  /// How many updates the graph has run (each runs the bodies of the views whose inputs
  /// changed). A tree at rest runs none.
  public var updateCount: Int { controller._graph.updateCount }

  /// How many times the bodies of views (or view modifiers) whose type name starts with
  /// `typeNamePrefix` have run, e.g. `"SideMenuViewModifier"`.
  public func bodyEvaluations(of typeNamePrefix: String) -> Int {
    controller._graph.bodyEvaluations(of: typeNamePrefix)
  }

  /// The state objects of type `T` that views in the tree own (`@StateObject`), in tree order.
  public func stateObjects<T: ObservableObject>(_ type: T.Type) -> [T] {
    controller._graph.stateObjects(type)
  }

  /// The views SwiftUI drew for views of a type whose name starts with `typeNamePrefix`
  /// (`"Button"`, `"ZStack"`, `"gesture"`, …), in the window's subview order.
  public func renderedViews(_ typeNamePrefix: String) -> [UIView] {
    var found: [UIView] = []
    func visit(_ view: UIView) {
      if let drawn = view as? _SwiftUIView, drawn.swiftUIType.hasPrefix(typeNamePrefix) {
        found.append(drawn)
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(controller.view)
    return found
  }

  /// The scene's controls with keyboard shortcuts, in SwiftUI's resolution order (the tree's
  /// leading-to-trailing, depth-first order).
  public var keyboardShortcuts: SimulatedKeyboardShortcuts {
    var shortcuts = SimulatedKeyboardShortcuts()
    shortcuts.controls = controller._keyboardShortcutControls().map {
      SimulatedKeyboardShortcuts.Control(
        title: $0.title, key: $0.key, modifiers: $0.modifiers, isEnabled: $0.isEnabled,
        action: $0.action)
    }
    return shortcuts
  }

  /// A hardware key press in the scene, resolved as `keyboardShortcut(_:modifiers:)` documents
  /// (``SimulatedKeyboardShortcuts``), then a turn. Returns whether a control took it.
  @discardableResult
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
    let handled = keyboardShortcuts.press(key, modifiers: modifiers)
    device.runTurn()
    return handled
  }
}

extension SimulatedDevice {
  /// Mounts `view` full-screen in this device's window (``SimulatedHostingController``).
  @discardableResult
  public func mount<Content: View>(
    _ view: Content, lifecycle: SimulatedAppLifecycle = .swiftUI,
    embed: (UIViewController) -> UIViewController = { $0 }
  ) -> SimulatedHostingController<Content> {
    SimulatedHostingController(view, in: self, lifecycle: lifecycle, embed: embed)
  }
}
