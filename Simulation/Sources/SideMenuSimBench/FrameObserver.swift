import UIKitSimulation

/// A diagnostic pass, run apart from the measured frames (it allocates): which view or layer
/// property each frame writes, which of those writes leave the value as it was, and which views
/// lay out — so that a non-zero figure in the table can be traced to a line of SideMenuKit.
@MainActor
final class FrameObserver {
  private let window: UIWindow
  private var labels: [ObjectIdentifier: String] = [:]
  private var frame: [String: (all: Int, unchanged: Int)] = [:]
  private var layoutsBefore: [ObjectIdentifier: Int] = [:]
  private var safeAreasBefore: [ObjectIdentifier: UIEdgeInsets] = [:]
  private var frameLayouts: [String: Int] = [:]
  /// One entry per observed frame of the current run (cleared by `reset()`).
  private var runWrites: [[String: (all: Int, unchanged: Int)]] = []
  private var runLayouts: [[String: Int]] = []
  /// Totals over the frames kept.
  private(set) var writes: [String: (all: Int, unchanged: Int)] = [:]
  private(set) var layouts: [String: Int] = [:]
  private(set) var frames = 0

  init(window: UIWindow) { self.window = window }

  func reset() {
    runWrites = []
    runLayouts = []
  }

  func beginFrame() {
    relabel()
    frame = [:]
    frameLayouts = [:]
    layoutsBefore = [:]
    safeAreasBefore = [:]
    forEachView(window) {
      layoutsBefore[ObjectIdentifier($0)] = $0.simulationLayoutCount
      safeAreasBefore[ObjectIdentifier($0)] = $0.lastSafeAreaInsets
    }
    SimulationLog.writeObserver = { [unowned self] object, property, changed in
      let name =
        object.map { self.labels[ObjectIdentifier($0)] ?? String(describing: type(of: $0)) } ?? "—"
      let key = "\(name).\(property)"
      var entry = self.frame[key] ?? (0, 0)
      entry.all += 1
      if !changed { entry.unchanged += 1 }
      self.frame[key] = entry
    }
  }

  func endFrame() {
    SimulationLog.writeObserver = nil
    forEachView(window) { view in
      let delta = view.simulationLayoutCount - (layoutsBefore[ObjectIdentifier(view)] ?? 0)
      guard delta > 0 else { return }
      // The simulation lays a view out when its safe area changed (as UIKit does); say so,
      // since that cause is UIKit's rule rather than a write of ours.
      let safeAreaChanged =
        safeAreasBefore[ObjectIdentifier(view)].map { $0 != view.lastSafeAreaInsets } ?? false
      let key = safeAreaChanged ? "\(label(of: view)) (its safe area changed)" : label(of: view)
      frameLayouts[key, default: 0] += delta
    }
    runWrites.append(frame)
    runLayouts.append(frameLayouts)
  }

  /// Keeps the frames of the current run in `range` (all of them when `nil`).
  func keep(_ range: Range<Int>? = nil) {
    let range = range ?? 0..<runWrites.count
    for index in range {
      for (key, value) in runWrites[index] {
        var entry = writes[key] ?? (0, 0)
        entry.all += value.all
        entry.unchanged += value.unchanged
        writes[key] = entry
      }
      for (key, value) in runLayouts[index] { layouts[key, default: 0] += value }
    }
    frames += range.count
    reset()
  }

  private func forEachView(_ view: UIView, _ body: (UIView) -> Void) {
    body(view)
    for subview in view.subviews { forEachView(subview, body) }
  }

  /// Names views by class — a controller's root view by its controller, a plain view (such as
  /// SideMenuKit's dimming view or content shadow) by its place in its superview — and layers
  /// by their view.
  private func relabel() {
    labels = [:]
    forEachView(window) { view in
      let name = label(of: view)
      labels[ObjectIdentifier(view)] = name
      labels[ObjectIdentifier(view.layer)] = "\(name).layer"
    }
  }

  private func label(of view: UIView) -> String {
    if let controller = view.owningViewController {
      return "\(String(describing: type(of: controller))).view"
    }
    let name = String(describing: type(of: view))
    guard name == "UIView", let superview = view.superview else { return name }
    let index = superview.subviews.firstIndex { $0 === view } ?? 0
    return "UIView[\(index)] in \(label(of: superview))"
  }
}
