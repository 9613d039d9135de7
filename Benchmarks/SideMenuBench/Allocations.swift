import BenchAllocationCounter
import SideMenuCore

/// Heap allocations counted by the malloc interposer in `BenchAllocationCounter`, around exactly
/// the calls being judged (no printing or array growth of our own inside a window).
enum AllocationBenchmarks {
  /// Whether the interposer is live: a class instance must show up as an allocation. Without this
  /// check a stub counter would report a flattering 0.
  static func counterWorks() -> Bool {
    guard bench_allocation_counter_is_active() != 0 else { return false }
    let before = bench_allocation_count()
    let box = Box(value: sinkValue)
    consume(box.value)
    return bench_allocation_count() > before
  }

  private final class Box {
    let value: Double
    @inline(never) init(value: Double) { self.value = value }
  }

  static func measure(frames: Int, report: inout Report) {
    // Steady drag: `panChanged` after the drag was claimed.
    var drag = SteadyDrag()
    var total = 0.0
    var before = bench_allocation_count()
    for _ in 0..<frames { total += drag.frame() }
    var count = bench_allocation_count() - before
    consume(total)
    report.figure("allocations.interactive_drag", Double(count) / Double(frames), "per_frame")

    // Settle: ticks at 120 Hz through whole animations, including each one's final tick that
    // ends the transition. The flick and the reset between animations are outside the window.
    var machine = Scene.machine()
    var clock = 0.0
    var ticks = 0
    count = 0
    var releaseCount: UInt64 = 0
    var opens = 0
    while ticks < frames {
      // The touch-down and drag frames of the flick, counted apart from the lift below.
      let trace = Trace.flick
      consume(
        machine.run(
          .panBegan(SideMenuTouchSample(x: trace.x(0), y: Scene.fingerY, timestamp: clock)),
          at: clock))
      var k = 1
      while Double(k) * Scene.frame < trace.releaseTime - 1e-9 {
        let t = clock + Double(k) * Scene.frame
        consume(
          machine.run(
            .panChanged(
              SideMenuTouchSample(
                x: trace.x(Double(k) * Scene.frame), y: Scene.fingerY, timestamp: t)),
            at: t))
        k += 1
      }
      clock += trace.releaseTime
      let lift = SideMenuTouchSample(
        x: trace.x(trace.releaseTime), y: Scene.fingerY, timestamp: clock)
      before = bench_allocation_count()
      total = machine.run(.panEnded(lift, targetOverride: nil), at: clock)
      releaseCount += bench_allocation_count() - before
      opens += 1
      before = bench_allocation_count()
      while machine.isAnimating {
        clock += Scene.frame
        total += machine.run(.tick, at: clock)
        ticks += 1
      }
      count += bench_allocation_count() - before
      consume(total)
      clock += 1
      consume(machine.run(.close(animated: false, completion: nil), at: clock))
    }
    report.figure("allocations.settle", Double(count) / Double(ticks), "per_frame")
    report.figure("allocations.release", Double(releaseCount) / Double(opens), "per_event")

    // A whole interactive open on a fresh machine: creating it allocates (its velocity tracker's
    // storage), so this is per open, for information.
    before = bench_allocation_count()
    var fresh = Scene.machine()
    consume(Settle.flickOpen(&fresh, from: 0))
    var time = 0.1
    while fresh.isAnimating {
      time += Scene.frame
      consume(fresh.run(.tick, at: time))
    }
    count = bench_allocation_count() - before
    report.figure("allocations.new_machine_and_open", Double(count), "per_open")
  }
}
