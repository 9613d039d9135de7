import SideMenuKit
import Testing
import UIKitSimulation

/// The three ways SideMenuKit shows a menu.
enum Mode: String, CaseIterable, CustomStringConvertible, Sendable {
  case modal, container, overlay
  var description: String { rawValue }
}

/// A view controller that records what UIKit told it.
@MainActor
final class RecordingViewController: UIViewController {
  let name: String
  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  /// Appearance callbacks as UIKit delivered them, in order.
  var appearance: [String] {
    simulationLog.filter {
      ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains($0)
    }
  }

  /// Whether every `viewWillAppear` was followed by `viewDidAppear` (or a disappearance), and
  /// so on: the sequence alternates appear / disappear pairs.
  var appearanceIsBalanced: Bool {
    var state = "disappeared"
    for entry in appearance {
      switch (state, entry) {
      case ("disappeared", "viewWillAppear"): state = "appearing"
      case ("appearing", "viewDidAppear"): state = "appeared"
      case ("appearing", "viewWillDisappear"), ("appeared", "viewWillDisappear"):
        state = "disappearing"
      case ("disappearing", "viewDidDisappear"): state = "disappeared"
      case ("disappearing", "viewWillAppear"): state = "appearing"
      default: return false
      }
    }
    return state == "disappeared" || state == "appeared"
  }
}

/// Records the driver's delegate calls in order.
@MainActor
final class RecordingDelegate: NSObject, SideMenuDelegate {
  var events: [String] = []
  func sideMenu(_ sideMenu: SideMenuDriver, willOpen edge: SideMenuEdge) {
    events.append("willOpen \(edge)")
  }
  func sideMenu(_ sideMenu: SideMenuDriver, didOpen edge: SideMenuEdge) {
    events.append("didOpen \(edge)")
  }
  func sideMenu(_ sideMenu: SideMenuDriver, willClose edge: SideMenuEdge) {
    events.append("willClose \(edge)")
  }
  func sideMenu(_ sideMenu: SideMenuDriver, didClose edge: SideMenuEdge) {
    events.append("didClose \(edge)")
  }
  func sideMenu(
    _ sideMenu: SideMenuDriver, didCancelTransitionOf edge: SideMenuEdge,
    restingAt state: SideMenuRestingState
  ) { events.append("cancelled \(edge) at \(state)") }

  /// Whether every "will" is resolved — by its "did", or by a cancellation (which, for an
  /// opening cancelled after the menu showed, the engine follows with `didClose`) — before the
  /// next "will", and nothing resolves what was not begun.
  var isBalanced: Bool {
    var pending: String?
    var lastCancelledOpening = false
    for event in events {
      if event.hasPrefix("will") {
        if pending != nil { return false }
        pending = event
        lastCancelledOpening = false
      } else if pending != nil {
        lastCancelledOpening = event.hasPrefix("cancelled") && event.hasSuffix("at closed")
        pending = nil
      } else if event.hasPrefix("didClose"), lastCancelledOpening {
        lastCancelledOpening = false
      } else {
        return false
      }
    }
    return pending == nil
  }
}

/// A controller that shows its child's view `depth` plain views deep, each filling the one
/// around it: an app that nests its navigation controller far down its view tree.
@MainActor
final class NestingViewController: UIViewController {
  let child: UIViewController
  let depth: Int

  init(_ child: UIViewController, depth: Int) {
    self.child = child
    self.depth = depth
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    var innermost: UIView = view
    for _ in 0..<depth {
      let wrapper = UIView(frame: innermost.bounds)
      wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      innermost.addSubview(wrapper)
      innermost = wrapper
    }
    addChild(child)
    child.view.frame = innermost.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    innermost.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

/// One app screen with a side menu in one of the three modes, on a fresh simulated device:
/// a navigation controller whose root is `content`; a menu (a controller, or a view in overlay
/// mode) created by a factory — or kept and handed out again — for each edge asked for.
@MainActor
final class Harness {
  let mode: Mode
  let device: SimulatedDevice
  let content = RecordingViewController("content")
  let navigation: UINavigationController
  let delegate = RecordingDelegate()
  private(set) var presentation: SideMenuPresentation?
  private(set) var container: SideMenuController?
  private(set) var overlay: SideMenuOverlay?
  /// The menu controller last made (modal, container), weakly.
  weak var menuController: RecordingViewController?
  /// The menu view last made (all modes), weakly.
  weak var menuView: UIView?
  private(set) var menusMade = 0
  private var kept: [SideMenuEdge: AnyObject] = [:]

  /// How long `settle()` stalls the main thread once a motion nothing drives is under way,
  /// seconds (0: never) — issue 23's "every scenario also with a stall in its motion".
  let motionStall: TimeInterval
  /// How many stalls `settle()` injected.
  private(set) var stallsInjected = 0
  /// Per injected stall, how far the menu moved on screen across it, points: what the user saw
  /// of the motion while the main thread was busy (0 when it stood still, or nothing moved).
  private(set) var onScreenTravelDuringStalls: [CGFloat] = []

  init(
    _ mode: Mode, device: SimulatedDevice = SimulatedDevice(), edges: [SideMenuEdge] = [.leading],
    keepsMenu: Bool = false, appearance: SideMenuAppearance = SideMenuAppearance(),
    motionStall: TimeInterval = 0,
    configure: (inout SideMenuConfiguration) -> Void = { _ in },
    root makeRoot: (UINavigationController) -> UIViewController = { $0 }
  ) {
    self.mode = mode
    self.motionStall = motionStall
    self.device = device
    navigation = UINavigationController(rootViewController: content)
    // The app's root: the navigation controller, or a container around it (`makeRoot`).
    let root = makeRoot(navigation)
    var configuration = SideMenuConfiguration.standard
    configure(&configuration)
    switch mode {
    case .modal:
      device.show(root)
      let presentation = SideMenuPresentation(
        presentingViewController: content, configuration: configuration, appearance: appearance)
      for edge in edges {
        if keepsMenu {
          presentation.setMenu(makeController(edge), for: edge)
        } else {
          presentation.setMenu(for: edge) { [unowned self] in self.makeController(edge) }
        }
      }
      presentation.addEdgeGesture()
      self.presentation = presentation
    case .container:
      let container = SideMenuController(
        contentViewController: root, configuration: configuration, appearance: appearance)
      container.releasesMenuAfterClosing = !keepsMenu
      for edge in edges {
        container.setMenu(for: edge) { [unowned self] in self.makeController(edge) }
      }
      device.show(container)
      self.container = container
    case .overlay:
      device.show(root)
      let overlay = SideMenuOverlay(
        hostView: content.view, configuration: configuration, appearance: appearance)
      overlay.contentViewController = content
      for edge in edges {
        overlay.setMenu(for: edge) { [unowned self] in
          if keepsMenu, let view = self.kept[edge] as? UIView { return view }
          let view = self.makeView(edge)
          if keepsMenu { self.kept[edge] = view }
          return view
        }
      }
      overlay.addEdgeGesture()
      self.overlay = overlay
    }
    driver.delegate = delegate
  }

  /// Runs as a menu is made (in whatever turn the mode asks for it): an app's heavy menu.
  var onMakeMenu: (() -> Void)?

  private func makeController(_ edge: SideMenuEdge) -> RecordingViewController {
    let menu = RecordingViewController("menu \(edge)")
    onMakeMenu?()
    menusMade += 1
    menuController = menu
    menuView = menu.view
    menu.view.accessibilityIdentifier = "menu \(edge)"
    // Something VoiceOver can focus, as in every real menu.
    let label = UILabel()
    label.isAccessibilityElement = true
    label.accessibilityLabel = "Settings"
    menu.view.addSubview(label)
    return menu
  }

  private func makeView(_ edge: SideMenuEdge) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = "menu \(edge)"
    let label = UILabel()
    label.isAccessibilityElement = true
    label.accessibilityLabel = "Settings"
    view.addSubview(label)
    onMakeMenu?()
    menusMade += 1
    menuView = view
    return view
  }

  /// The driver of whichever mode this is.
  var driver: SideMenuDriver {
    guard let driver = presentation?.driver ?? container?.driver ?? overlay?.driver else {
      preconditionFailure("a harness always has a mode")
    }
    return driver
  }

  /// The view the content lives in, as the user sees it (the navigation controller's view).
  var contentView: UIView {
    (mode == .container ? container?.contentViewController.view : nil) ?? navigation.view
  }

  var isMenuVisible: Bool { menuView?.simulationIsVisible ?? false }

  /// The menu's frame on screen (window coordinates): what the render server draws, which
  /// differs from the model values while Core Animation plays a motion.
  var menuFrame: CGRect { menuView?.simulationPresentedFrameInWindow ?? .null }

  /// The menu's opacity on screen (its own and its ancestors', as drawn now).
  var menuAlphaOnScreen: CGFloat { menuView?.simulationPresentedAlpha ?? 0 }

  /// The open menu's width with the default configuration on this device, points: the
  /// screen width less the 64 pt minimum content margin (the engine's documented default).
  var menuWidth: CGFloat { device.width - 64 }

  func open(_ edge: SideMenuEdge = .leading, animated: Bool = true) {
    driver.open(edge, animated: animated)
    device.runTurn()
  }

  func close(animated: Bool = true) {
    driver.close(animated: animated)
    device.runTurn()
  }

  /// Opens and waits for the menu to rest (`settle()`: with the harness's motion stall).
  func openAndSettle(_ edge: SideMenuEdge = .leading) {
    open(edge)
    #expect(settle(), "the opening came to rest")
  }

  /// Waits for the menu to rest, like `device.runUntilIdle()`; with a `motionStall`, a motion
  /// under way (a request, a release, a scrim tap: what the app or a lifted finger started)
  /// first runs to its first vsync and then the main thread is busy for `motionStall` seconds —
  /// a heavy screen built as the menu moves. Returns whether it came to rest.
  @discardableResult
  func settle() -> Bool {
    device.runTurn()
    if motionStall > 0, !device.isIdle {
      device.advance(by: device.frameInterval)
      if !device.isIdle {
        let before = menuFrame.minX
        var travel: CGFloat = 0
        device.onFrameShown = { [unowned self] _ in
          let x = self.menuFrame.minX
          if x.isFinite, before.isFinite { travel = max(travel, abs(x - before)) }
        }
        device.stallMainThread(for: motionStall)
        device.onFrameShown = nil
        stallsInjected += 1
        onScreenTravelDuringStalls.append(travel)
      }
    }
    return device.runUntilIdle()
  }

  /// A drag from the screen edge of `edge` (in the current layout direction) inward by
  /// `distance` points over `duration` seconds, then a still hold and the lift.
  func edgeDrag(
    _ edge: SideMenuEdge = .leading, distance: CGFloat, duration: TimeInterval,
    hold: TimeInterval = 0,
    lift: Bool = true
  ) -> SimulatedDevice.Finger {
    let fromLeft =
      (edge == .leading) == (UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    let startX: CGFloat = fromLeft ? 3 : device.width - 3
    let endX = fromLeft ? startX + distance : startX - distance
    return device.drag(
      from: device.point(x: startX), to: device.point(x: endX), duration: duration, hold: hold,
      lift: lift)
  }

  /// The scrim's visible part: a point beside the open menu.
  var besideMenu: CGPoint {
    let frame = menuFrame
    let x = frame.minX < 1 ? (frame.maxX + device.width) / 2 : frame.minX / 2
    return device.point(x: x)
  }
}

extension SimulatedDevice {
  var width: CGFloat { window.bounds.width }
  var height: CGFloat { window.bounds.height }
  /// A point on the screen's vertical middle at `x`.
  func point(x: CGFloat) -> CGPoint { CGPoint(x: x, y: height / 2) }
}

/// Within `tolerance` points.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.5) -> Bool {
  abs(a - b) <= tolerance
}
