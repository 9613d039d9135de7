// `UIHostingController`: the UIKit view controller that runs a SwiftUI view tree.
import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// The hosting controller's view: it takes touches only where its SwiftUI views do.
@MainActor
final class _HostingView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// Apple: `class UIHostingController<Content: View>: UIViewController` — "A UIKit view
/// controller that manages a SwiftUI view hierarchy."
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
///
/// Modelled: the root view is offered the view's safe area (the container safe area and the
/// keyboard's) and may extend into it with `ignoresSafeArea`; the environment comes from the
/// view's window and the system: layout direction, size classes, Reduce Motion and Reduce
/// Transparency, and the scene phase (the application's state where the app uses SwiftUI's
/// `App` life cycle; in a UIKit life-cycle app Apple's `ScenePhase` describes SwiftUI scenes
/// only, so the stricter reading keeps it `.active`). A change of any of them updates the
/// tree at the end of the turn (SwiftUI reads them from the hosting view's traits and layout).
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// Apple: "The root view of the SwiftUI view hierarchy managed by this view controller."
  public var rootView: Content {
    didSet { graph.root.isDirty = true; graph.scheduleUpdate() }
  }
  /// The graph that runs the tree (the simulation's window into SwiftUI's update cycle).
  public private(set) lazy var _graph = graph
  lazy var graph: _ViewGraph = _ViewGraph { [unowned self] node in self.renderRoot(node) }
  /// Whether `scenePhase` follows the application's state (a SwiftUI `App`); set by the host.
  package var _followsScenePhase = true
  /// The software keyboard's height over the view's bottom, in points (0: none).
  package var _keyboardHeight: CGFloat = 0 {
    didSet { graph.scheduleUpdate() }
  }
  private var lastInputs: [String] = []

  /// Apple: `init(rootView: Content)`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
    graph.refreshInputs = { [weak self] in self?.inputsChanged() ?? false }
    let graph = graph
    SimulationRunLoop.main.commitHooks.append { [weak self] in
      guard self?.viewIfLoaded?.window != nil else { return }
      graph.update()
    }
  }

  public required init?(coder: NSCoder) { fatalError("not modelled") }

  open override func loadView() {
    view = _HostingView(frame: UIScreen.main.bounds)
  }

  /// The environment this controller's window gives the root view.
  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.layoutDirection =
      UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
      ? .rightToLeft : .leftToRight
    switch view.traitCollection.horizontalSizeClass {
    case .compact: environment.horizontalSizeClass = .compact
    case .regular: environment.horizontalSizeClass = .regular
    default: environment.horizontalSizeClass = nil
    }
    environment.accessibilityReduceMotion = UIAccessibility.isReduceMotionEnabled
    environment.accessibilityReduceTransparency = UIAccessibility.isReduceTransparencyEnabled
    if _followsScenePhase {
      switch UIApplication.shared.applicationState {
      case .active: environment.scenePhase = .active
      case .inactive: environment.scenePhase = .inactive
      case .background: environment.scenePhase = .background
      }
    }
    return environment
  }

  private func inputsChanged() -> Bool {
    let environment = environment
    let inputs = [
      "\(view.bounds)", "\(view.safeAreaInsets)", "\(_keyboardHeight)",
      "\(environment.layoutDirection)", "\(String(describing: environment.horizontalSizeClass))",
      "\(environment.accessibilityReduceMotion)", "\(environment.accessibilityReduceTransparency)",
      "\(environment.scenePhase)",
      // iOS 27.1's reserved regions reach geometry readers (ReservedRegions.swift).
      "\(view.window?.simulationReservedRegions ?? [])",
    ]
    defer { lastInputs = inputs }
    return inputs != lastInputs
  }

  private func renderRoot(_ root: _ViewNode) -> _RenderOutput {
    let bounds = view.bounds
    let insets = view.safeAreaInsets
    var safeAreas = _SafeAreas()
    safeAreas.container = EdgeInsets(
      top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    safeAreas.keyboard.bottom = _keyboardHeight
    let effective = safeAreas.effective
    let proposal = CGSize(
      width: max(bounds.width - effective.leading - effective.trailing, 0),
      height: max(bounds.height - effective.top - effective.bottom, 0))
    let context = _RenderContext(
      proposal: proposal, environment: environment, safeAreas: safeAreas, graph: graph, host: view)
    let output = graph.render(rootView, root.child(0, Content.self), context)
    _place(output, in: view, at: CGPoint(x: effective.leading, y: effective.top))
    var combined = output
    combined.preferences = root.combinedPreferences()
    return combined
  }

  /// Runs the first update now (SwiftUI renders a hosting controller's view when it is shown).
  package func _updateNow() { graph.update() }

  /// The controls with keyboard shortcuts, in the tree's leading-to-trailing, depth-first order.
  package func _keyboardShortcutControls() -> [_KeyboardShortcutControl] {
    var controls: [_KeyboardShortcutControl] = []
    func visit(_ node: _ViewNode) {
      if let shortcut = node.shortcut { controls.append(shortcut) }
      for (_, child) in node.children.sorted(by: { $0.key < $1.key }) { visit(child) }
    }
    visit(graph.root)
    return controls
  }
}
