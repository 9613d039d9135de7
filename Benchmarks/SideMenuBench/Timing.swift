import SideMenuCore

/// Wall-clock cost per operation: `runs` timed batches after a warm-up batch, reported as the
/// median of the batches (robust to the other builds sharing the machine), in nanoseconds.
struct TimingPlan {
  var runs = 21
  var batch = 20_000

  /// Times `body`, which performs `batch` operations per call.
  func median(_ body: () -> Void) -> Double {
    body()  // warm-up: caches, branch predictors, lazy globals
    var perOperation: [Double] = []
    perOperation.reserveCapacity(runs)
    for _ in 0..<runs {
      let start = monotonicNanoseconds()
      body()
      perOperation.append(nanoseconds(since: start) / Double(batch))
    }
    return medianOf(perOperation)
  }
}

enum TimingBenchmarks {
  /// One `frameState(in:side:menuWidth:progress:)` per style, at progress values sweeping 0…1.
  static func frameState(_ plan: TimingPlan, report: inout Report) {
    let width = Scene.machine().menuWidth(for: .leading)
    for (name, style) in SideMenuStyle.presets {
      let ns = plan.median {
        var total = 0.0
        for i in 0..<plan.batch {
          // A fresh, non-constant progress each time, so nothing can be hoisted out of the loop.
          let progress = Double(i & 1023) * (1.0 / 1023)
          total += checksum(
            style.frameState(
              in: Scene.container, side: .left, menuWidth: width, progress: progress))
        }
        consume(total)
      }
      report.figure("frame_state.\(name)", ns, "ns")
    }
  }

  /// One `panChanged` of a steady drag; one `tick` of a settle; and every event of a whole
  /// interactive open (touch-down, drag frames, release, settle ticks), per event.
  static func frames(_ plan: TimingPlan, report: inout Report) {
    var drag = SteadyDrag()
    let dragNs = plan.median {
      var total = 0.0
      for _ in 0..<plan.batch { total += drag.frame() }
      consume(total)
    }
    report.figure("frame.interactive_drag", dragNs, "ns")

    // Settle ticks at 120 Hz through whole animations: each open settles in about 70 frames,
    // then an untimed instant close and a new flick set up the next one.
    var ticksTimed: [Double] = []
    var openTimed: [Double] = []
    var machine = Scene.machine()
    var clock = 0.0
    for run in 0...plan.runs {
      var tickNs = 0.0
      var ticks = 0
      var openNs = 0.0
      var events = 0
      for _ in 0..<max(plan.batch / 100, 1) {
        let openStart = monotonicNanoseconds()
        let dragEvents = flickEventCount
        consume(Settle.flickOpen(&machine, from: clock))
        clock += Trace.flick.releaseTime
        let tickStart = monotonicNanoseconds()
        var total = 0.0
        var n = 0
        while machine.isAnimating {
          clock += Scene.frame
          total += machine.run(.tick, at: clock)
          n += 1
        }
        consume(total)
        tickNs += nanoseconds(since: tickStart)
        openNs += nanoseconds(since: openStart)
        ticks += n
        events += dragEvents + n
        clock += 1
        consume(machine.run(.close(animated: false, completion: nil), at: clock))
      }
      if run > 0 {  // run 0 is the warm-up
        ticksTimed.append(tickNs / Double(ticks))
        openTimed.append(openNs / Double(events))
      }
    }
    report.figure("frame.settle", medianOf(ticksTimed), "ns")
    report.figure("frame.interactive_open", medianOf(openTimed), "ns")
  }

  /// Touch-down, the drag samples and the lift of the flick trace.
  static let flickEventCount: Int = {
    var count = 2
    while Double(count - 1) * Scene.frame < Trace.flick.releaseTime - 1e-9 { count += 1 }
    return count
  }()
}
