import BenchAllocationCounter
import SideMenuKit
import UIKitSimulation

/// How many frames each measurement takes; `--quick` shortens them.
struct Plan {
  var dragWarmUp = 30
  var dragFrames = 240
  var animationCycles = 4
  /// Frames left out at the start of each animation (the transition starting: views added,
  /// the presentation begun) and at its end (the transition ending) — not steady state.
  var animationSkipFirst = 4
  var animationSkipLast = 3
  var baselineFrames = 240

  static let quick = Plan(
    dragWarmUp: 20, dragFrames: 60, animationCycles: 1, animationSkipFirst: 4,
    animationSkipLast: 3, baselineFrames: 60)
}

/// The two kinds of frame the benchmark measures.
enum FrameKind: String, CaseIterable {
  /// A finger on the screen, moving every frame, the menu following it.
  case drag
  /// The menu animating after `open(animated: true)` / `close(animated: true)`.
  case animation
}

/// Where the finger is, in points from the screen's left edge: 3 points from the edge at
/// touch-down, 3 points further each warm-up frame, then 2 points a frame back and forth between
/// 60 and 250 points.
struct FingerPath {
  private(set) var x: CGFloat = 3
  private var step: CGFloat = 2

  mutating func nextWarmUp() -> CGFloat {
    x += 3
    return x
  }

  mutating func next() -> CGFloat {
    if x >= 250 { step = -2 } else if x <= 60 { step = 2 }
    x += step
    return x
  }
}

/// Measures steady drag frames: a finger down at the leading screen edge, 30 warm-up frames
/// that claim the drag and get the menu moving, then frames that each advance one vsync and
/// move the finger 2 points (back and forth between 60 and 250 points, so the menu never
/// reaches its open width and every frame moves it).
@MainActor
func measureDrag(_ scene: Scene, meter: Meter, plan: Plan, observe: FrameObserver? = nil)
  -> [FrameSample]
{
  let device = scene.device
  var path = FingerPath()
  let finger = device.touchDown(at: scene.point(x: path.x))
  for _ in 0..<plan.dragWarmUp {
    device.advance(by: scene.frameInterval)
    finger.move(to: scene.point(x: path.nextWarmUp()))
  }
  var samples: [FrameSample] = []
  samples.reserveCapacity(plan.dragFrames)
  for _ in 0..<plan.dragFrames {
    let x = path.next()
    observe?.beginFrame()
    samples.append(
      meter.measure(
        content: scene.contentView, menu: scene.menuTree, window: scene.device.window,
        device: device
      ) {
        device.advance(by: scene.frameInterval)
        finger.move(to: scene.point(x: x))
      })
    observe?.endFrame()
  }
  observe?.keep()
  finger.lift()
  device.runUntilIdle()
  scene.driver.close(animated: false)
  device.runUntilIdle()
  return samples
}

/// Measures steady animation frames: whole open and close animations (`open(animated: true)`,
/// then `close(animated: true)` once it rests), one vsync per frame, after one unmeasured
/// cycle; each animation's first and last frames are left out (see `Plan`).
@MainActor
func measureAnimation(_ scene: Scene, meter: Meter, plan: Plan, observe: FrameObserver? = nil)
  -> [FrameSample]
{
  let device = scene.device
  var samples: [FrameSample] = []
  var run: [FrameSample] = []
  run.reserveCapacity(1_000)
  for cycle in 0...plan.animationCycles {
    for opening in [true, false] {
      if opening {
        scene.driver.open(.leading, animated: true)
      } else {
        scene.driver.close(animated: true)
      }
      device.runTurn()
      run.removeAll(keepingCapacity: true)
      observe?.reset()
      // Until the menu rests: frames after it (a status-bar animation the container runs
      // over the transition's nominal duration, on the render server) are not the menu's.
      while scene.isMenuMoving, !device.isIdle, run.count < 1_000 {
        observe?.beginFrame()
        run.append(
          meter.measure(
            content: scene.contentView, menu: scene.menuTree, window: scene.device.window,
            device: device
          ) { device.advance(by: scene.frameInterval) })
        observe?.endFrame()
      }
      device.runUntilIdle()
      guard cycle > 0, run.count > plan.animationSkipFirst + plan.animationSkipLast else {
        continue
      }
      let steady = plan.animationSkipFirst..<(run.count - plan.animationSkipLast)
      samples += run[steady]
      observe?.keep(steady)
    }
  }
  return samples
}

/// The simulation's own cost, measured with app code that does nothing: a display link whose
/// target returns at once, and a pan recognizer on a plain view whose action returns at once.
/// What their frames allocate inside the callout is the simulation's dispatch overhead; what
/// the whole frame allocates is the simulation's run loop and touch delivery.
@MainActor
struct Baseline {
  var displayLink: [FrameSample] = []
  var touch: [FrameSample] = []
  /// Allocations per `location(in:)` + `translation(in:)` pair on a recognized pan (what
  /// SideMenuKit's pan action reads each frame), in the simulation.
  var panReadAllocations = 0.0

  /// The app's side of a callout: nothing.
  final class NoOpTarget: SelectorDispatching {
    var calls = 0
    func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
      guard selector.name == "step(_:)" else { return false }
      calls += 1
      return true
    }
    func respondsToSelector(_ selector: Selector) -> Bool { selector.name == "step(_:)" }
  }

  static func measure(meter: Meter, plan: Plan) -> Baseline {
    var baseline = Baseline()
    baseline.displayLink = measureDisplayLink(meter: meter, plan: plan)
    (baseline.touch, baseline.panReadAllocations) = measureTouch(meter: meter, plan: plan)
    return baseline
  }

  /// A fresh device showing a plain controller, and a target that does nothing.
  private static func emptyScreen() -> (SimulatedDevice, UIViewController, NoOpTarget) {
    let device = SimulatedDevice(model: .iPhone15Pro)
    let root = UIViewController()
    device.show(root)
    return (device, root, NoOpTarget())
  }

  /// Frames of a display link (at SideMenuKit's preferred rate) whose callback does nothing.
  private static func measureDisplayLink(meter: Meter, plan: Plan) -> [FrameSample] {
    let (device, root, target) = emptyScreen()
    let link = CADisplayLink(target: target, selector: Selector("step(_:)"))
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
    link.add(to: .main, forMode: .common)
    for _ in 0..<10 { device.advance(by: device.frameInterval) }
    var samples: [FrameSample] = []
    for _ in 0..<plan.baselineFrames {
      samples.append(
        meter.measure(content: root.view, menu: nil, window: device.window, device: device) {
          device.advance(by: device.frameInterval)
        })
    }
    link.invalidate()
    return samples
  }

  /// Frames of a recognized pan whose action does nothing, the finger moving as in the drag
  /// frames; and the allocations of one `location(in:)` + `translation(in:)` pair.
  private static func measureTouch(meter: Meter, plan: Plan) -> ([FrameSample], Double) {
    let (device, root, target) = emptyScreen()
    let pan = UIPanGestureRecognizer(target: target, action: Selector("step(_:)"))
    root.view.addGestureRecognizer(pan)
    let y = device.window.bounds.height / 2
    var path = FingerPath()
    let finger = device.touchDown(at: CGPoint(x: path.x, y: y))
    for _ in 0..<30 {
      device.advance(by: device.frameInterval)
      finger.move(to: CGPoint(x: path.nextWarmUp(), y: y))
    }
    var samples: [FrameSample] = []
    for _ in 0..<plan.baselineFrames {
      let x = path.next()
      samples.append(
        meter.measure(content: root.view, menu: nil, window: device.window, device: device) {
          device.advance(by: device.frameInterval)
          finger.move(to: CGPoint(x: x, y: y))
        })
    }
    let reads = 1_000
    let before = bench_allocation_count()
    for _ in 0..<reads {
      blackHole(pan.location(in: root.view))
      blackHole(pan.translation(in: root.view))
    }
    let readAllocations = Double(bench_allocation_count() - before) / Double(reads)
    finger.lift()
    if target.calls == 0 { print("# warning: the no-op pan never called its target") }
    return (samples, readAllocations)
  }
}
