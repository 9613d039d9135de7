import BenchAllocationCounter
import UIKitSimulation

/// What one frame cost, as the simulation saw it.
struct FrameSample {
  /// `layoutSubviews` passes in the content's tree, the menu's tree and the rest of the window.
  var contentLayouts = 0
  var menuLayouts = 0
  var otherLayouts = 0
  /// Heap allocations inside the simulation's calls into app code (display-link callbacks,
  /// target–action, layout callbacks): SideMenuKit's per-frame work, with the simulated UIKit
  /// objects it creates (paths, colours).
  var calloutAllocations = 0
  /// How many such calls the frame made.
  var callouts = 0
  /// Heap allocations of the whole frame, the simulation's own work included.
  var frameAllocations = 0
  /// `UIBezierPath`s created during the frame.
  var bezierPaths = 0
  /// View and layer property writes during the frame (all, and those of the value already there).
  var writes = 0
  var redundantWrites = 0
}

/// Counts heap allocations (the main package's malloc interposer) in two windows: around a whole
/// frame, and around only the simulation's calls into app code, which the simulation brackets
/// with `SimulationCallouts` hooks (nested calls count once, in the outermost window).
@MainActor
final class Meter {
  private var depth = 0
  private var enteredAt: UInt64 = 0
  private var calloutAllocations: UInt64 = 0
  private var callouts = 0

  /// Whether the interposer is live: a class instance must show up as an allocation, or every 0
  /// this benchmark prints would be a stub's.
  static func counterWorks() -> Bool {
    guard bench_allocation_counter_is_active() != 0 else { return false }
    let before = bench_allocation_count()
    let box = Probe(value: Double(before))
    blackHole(box.value)
    return bench_allocation_count() > before
  }

  private final class Probe {
    let value: Double
    @inline(never) init(value: Double) { self.value = value }
  }

  func install() {
    SimulationCallouts.willCall = { [unowned self] in self.enter() }
    SimulationCallouts.didCall = { [unowned self] in self.exit() }
  }

  func uninstall() {
    SimulationCallouts.willCall = nil
    SimulationCallouts.didCall = nil
  }

  private func enter() {
    if depth == 0 { enteredAt = bench_allocation_count() }
    depth += 1
  }

  private func exit() {
    depth -= 1
    guard depth == 0 else { return }
    calloutAllocations += bench_allocation_count() - enteredAt
    callouts += 1
  }

  /// Runs one frame (`body`) and measures it. The trees are walked before and after, outside
  /// both allocation windows.
  func measure(
    content: UIView?, menu: UIView?, window: UIWindow, device: SimulatedDevice, _ body: () -> Void
  ) -> FrameSample {
    let contentBefore = layoutCounts(content)
    let menuBefore = layoutCounts(menu)
    let totalBefore = device.layoutPasses
    let writesBefore = device.propertyWrites
    let redundantBefore = device.redundantPropertyWrites
    let pathsBefore = UIBezierPath.simulationCreatedCount
    let calloutsBefore = callouts
    let calloutAllocationsBefore = calloutAllocations
    let frameBefore = bench_allocation_count()
    body()
    let frameAfter = bench_allocation_count()
    var sample = FrameSample()
    sample.frameAllocations = Int(frameAfter - frameBefore)
    sample.calloutAllocations = Int(calloutAllocations - calloutAllocationsBefore)
    sample.callouts = callouts - calloutsBefore
    sample.bezierPaths = UIBezierPath.simulationCreatedCount - pathsBefore
    sample.writes = device.propertyWrites - writesBefore
    sample.redundantWrites = device.redundantPropertyWrites - redundantBefore
    sample.contentLayouts = layoutsSince(contentBefore, in: content)
    sample.menuLayouts = layoutsSince(menuBefore, in: menu)
    sample.otherLayouts =
      device.layoutPasses - totalBefore - sample.contentLayouts - sample.menuLayouts
    return sample
  }

  /// The `layoutSubviews` passes each view of a tree has run so far, leaving out SideMenuKit's
  /// own views (menu host, scrim, shadow, probe) and their subtrees unless the root is one of
  /// them. Kept per view, so that a view leaving the tree during the frame (a menu released
  /// once closed) still counts what it did in the frame, and takes nothing away.
  private func layoutCounts(_ root: UIView?) -> [ObjectIdentifier: (view: UIView, count: Int)] {
    var counts: [ObjectIdentifier: (view: UIView, count: Int)] = [:]
    func walk(_ view: UIView) {
      counts[ObjectIdentifier(view)] = (view, view.simulationLayoutCount)
      for subview in view.subviews where !isSideMenuKitView(subview) { walk(subview) }
    }
    if let root { walk(root) }
    return counts
  }

  /// The passes run since `before` by the views that were in the tree then or are now.
  private func layoutsSince(
    _ before: [ObjectIdentifier: (view: UIView, count: Int)], in root: UIView?
  ) -> Int {
    var total = 0
    for (id, entry) in layoutCounts(root) { total += entry.count - (before[id]?.count ?? 0) }
    for (id, entry) in before where layoutCounts(root)[id] == nil {
      total += entry.view.simulationLayoutCount - entry.count
    }
    return total
  }
}

/// Whether a view is one of SideMenuKit's own (its classes are internal, so by name), or a plain
/// view that SideMenuKit adds beside the content (the content shadow).
@MainActor func isSideMenuKitView(_ view: UIView) -> Bool {
  String(describing: type(of: view)).hasPrefix("SideMenu")
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
