import SideMenuCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift run -c release sidemenu-bench`: what a frame of SideMenuCore costs and how its motion
/// compares with the classic percent-driven transition. See BENCHMARKS.md.
@main
enum SideMenuBench {
  static let usage = """
    usage: sidemenu-bench [--quick] [--skip-callgrind] [--skip-wasm] [--wasm FILE]
           sidemenu-bench --callgrind-frames N [--callgrind-mode drag|settle|style]

      (no option)         every figure as `name value unit`, then a summary (lines starting #)
      --quick             fewer timing runs (a smoke test, not figures to publish)
      --skip-callgrind    do not run Scripts/bench-callgrind.sh on this executable
      --skip-wasm         do not measure the playground's wasm module
      --wasm FILE         measure this wasm module instead of the playground's
      --callgrind-frames  the mode the callgrind script runs: set up, then exactly N frames of
                          one kind, then exit (N = 0 is the baseline the script subtracts)
    """

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    func take(_ flag: String) -> Bool {
      guard let index = arguments.firstIndex(of: flag) else { return false }
      arguments.remove(at: index)
      return true
    }
    func value(_ flag: String) -> String? {
      guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
        return nil
      }
      let found = arguments[index + 1]
      arguments.removeSubrange(index...(index + 1))
      return found
    }
    if take("--help") || take("-h") { return print(usage) }
    let quick = take("--quick")
    let skipCallgrind = take("--skip-callgrind")
    let skipWasm = take("--skip-wasm")
    let wasm = value("--wasm")
    let callgrindMode = value("--callgrind-mode") ?? "drag"
    let callgrindFrames = value("--callgrind-frames")
    guard arguments.isEmpty else {
      print("unknown arguments: \(arguments.joined(separator: " "))\n\(usage)")
      exit(2)
    }
    if let callgrindFrames {
      guard let frames = Int(callgrindFrames), frames >= 0,
        CallgrindWorkload.run(mode: callgrindMode, frames: frames)
      else {
        print("bad --callgrind-frames/--callgrind-mode\n\(usage)")
        exit(2)
      }
      return
    }
    run(quick: quick, callgrind: !skipCallgrind, wasm: skipWasm ? nil : .some(wasm))
  }

  static func run(quick: Bool, callgrind: Bool, wasm: String??) {
    var report = Report()
    let plan = quick ? TimingPlan(runs: 5, batch: 2_000) : TimingPlan()
    report.note("SideMenuCore benchmarks: figures are `name value unit`; lines like this are notes")

    TimingBenchmarks.frameState(plan, report: &report)
    TimingBenchmarks.frames(plan, report: &report)

    let counterWorks = AllocationBenchmarks.counterWorks()
    if counterWorks {
      AllocationBenchmarks.measure(frames: quick ? 1_000 : 20_000, report: &report)
    } else {
      report.note("allocation counter inactive on this platform: allocations not measured")
    }

    if callgrind { Callgrind.measure(report: &report) }

    let width = Scene.machine().menuWidth(for: .leading)
    let baseline = PercentDrivenBaseline()
    let pitfall = PercentDrivenBaseline(progressScale: 100)
    var results: [(trace: String, engine: MotionResult, baseline: MotionResult)] = []
    for trace in Trace.all {
      let engine = measureEngine(trace)
      let classic = baseline.measure(trace, width: width)
      results.append((trace.name, engine, classic))
      MotionFigures.print(trace: trace.name, engine: engine, baseline: classic, report: &report)
      // The pitfall changes where a release sends the menu; a tap trace ends closed either way.
      if trace.scrimTapFramesAfterRelease == nil {
        let tutorial = pitfall.measure(trace, width: width)
        report.figure("motion.\(trace.name).pitfall.target", tutorial.target, "open")
      }
    }
    report.figure(
      "motion.pitfall.drag_speed", pitfall.dragSpeedRatio(width: width) * 100, "%_of_finger")

    if let wasm { WasmSize.measure(explicit: wasm, report: &report) }

    Summary.print(report: report, counterWorks: counterWorks, motion: results)
    report.note("checksum \(sinkValue) (proves the measured work was done)")
  }
}

enum MotionFigures {
  static func print(
    trace: String, engine: MotionResult, baseline: MotionResult, report: inout Report
  ) {
    for (model, result) in [("engine", engine), ("baseline", baseline)] {
      let prefix = "motion.\(trace).\(model)"
      report.figure("\(prefix).target", result.target, "open")
      report.figure("\(prefix).release_velocity_jump", result.releaseJump, "%")
      report.figure(
        "\(prefix).menu_velocity_after_release", result.menuVelocityAfterRelease, "pt/s")
      if let jump = result.interruptionJump {
        report.figure("\(prefix).interruption_velocity_jump", jump, "%")
      }
      if let away = result.travelAwayAfterTap {
        report.figure("\(prefix).travel_away_after_tap", away, "pt")
      }
      report.figure("\(prefix).settle_time", result.settleTime * 1000, "ms")
      report.figure("\(prefix).overshoot", result.overshoot, "pt")
    }
    report.figure("motion.\(trace).finger_velocity", engine.fingerVelocity, "pt/s")
    // Ratios are engine ÷ baseline: below 1 means the engine does better.
    if !engine.releaseJump.isNaN {
      report.figure(
        "motion.\(trace).ratio.release_velocity_jump", engine.releaseJump / baseline.releaseJump,
        "engine/baseline")
    }
    report.figure(
      "motion.\(trace).ratio.settle_time", engine.settleTime / baseline.settleTime,
      "engine/baseline")
  }
}
