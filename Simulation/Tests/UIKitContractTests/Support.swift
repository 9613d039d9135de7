// Helpers shared by the contract tests: objects that record what the simulated UIKit called on
// them, in order. The contract suite exercises the simulation alone (no SideMenuKit).
import Testing
import UIKit
import UIKitSimulation

/// A shared, ordered record of calls, for asserting sequences across several objects.
@MainActor
final class CallLog {
  var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
  /// Whether `earlier` was recorded before `later` (both present).
  func order(_ earlier: String, before later: String) -> Bool {
    guard let first = entries.firstIndex(of: earlier), let second = entries.firstIndex(of: later)
    else { return false }
    return first < second
  }
}

/// The appearance callbacks a controller received (its `simulationLog` without `viewDidLoad`
/// and containment calls).
@MainActor
func appearance(of controller: UIViewController) -> [String] {
  controller.simulationLog.filter { $0.hasPrefix("view") && $0 != "viewDidLoad" }
}

/// A view that records its hierarchy and layout callbacks.
@MainActor
final class RecordingView: UIView {
  let log: CallLog
  let name: String

  init(_ name: String, log: CallLog = CallLog(), frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.record("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }
  override func didMoveToSuperview() { log.record("\(name).didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) {
    log.record("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() { log.record("\(name).didMoveToWindow") }
  override func layoutSubviews() { log.record("\(name).layoutSubviews") }
  override func safeAreaInsetsDidChange() { log.record("\(name).safeAreaInsetsDidChange") }

  var touchPhases: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchPhases.append("began")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchPhases.append("moved")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchPhases.append("ended")
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchPhases.append("cancelled")
  }
}

/// A target for target–action (gesture recognizers, display links, key commands): records
/// the selector and, for a gesture recognizer sender, its state at the moment of the call.
@MainActor
final class ActionTarget: NSObject, SelectorDispatching {
  static let action: Selector = "handle(_:)"
  var calls = 0
  var states: [UIGestureRecognizer.State] = []
  var translations: [CGPoint] = []
  var timestamps: [(timestamp: CFTimeInterval, target: CFTimeInterval, now: CFTimeInterval)] = []
  var onCall: ((Any?) -> Void)?

  func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector == Self.action else { return false }
    calls += 1
    if let pan = argument as? UIPanGestureRecognizer {
      translations.append(pan.translation(in: nil))
    }
    if let recognizer = argument as? UIGestureRecognizer { states.append(recognizer.state) }
    if let link = argument as? CADisplayLink {
      timestamps.append((link.timestamp, link.targetTimestamp, CACurrentMediaTime()))
    }
    onCall?(argument)
    return true
  }

  func respondsToSelector(_ selector: Selector) -> Bool { selector == Self.action }
}

/// A gesture delegate whose answers a test sets.
@MainActor
final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive = true
  var simultaneous = false
  var askedShouldBegin = 0

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    askedShouldBegin += 1
    return shouldBegin
  }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  { shouldReceive }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}

/// A device showing a plain root controller whose view is the whole window.
@MainActor
func deviceWithRoot(_ root: UIViewController = UIViewController()) -> (
  SimulatedDevice, UIViewController
) {
  let device = SimulatedDevice()
  device.show(root)
  return (device, root)
}

/// Distance tolerance for geometry, points.
let pointTolerance: CGFloat = 0.001

func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = pointTolerance) -> Bool {
  abs(a - b) <= tolerance
}

func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = pointTolerance) -> Bool {
  isClose(a.minX, b.minX, within: tolerance) && isClose(a.minY, b.minY, within: tolerance)
    && isClose(a.width, b.width, within: tolerance)
    && isClose(a.height, b.height, within: tolerance)
}
