/// The human summary, and the check of the issue's targets (the benchmark checks them, not the
/// timed tests, which would be flaky on a shared machine).
enum Summary {
  static func print(
    report: Report, counterWorks: Bool,
    motion: [(trace: String, engine: MotionResult, baseline: MotionResult)]
  ) {
    let figures = report.figures
    report.note("")
    report.note("Summary")
    if let drag = figures["frame.interactive_drag"], let settle = figures["frame.settle"] {
      let budget = 1e9 / 120
      report.note(
        "a drag frame costs \(Report.format(drag)) ns and a settle frame "
          + "\(Report.format(settle)) ns: \(Report.format(Swift.max(drag, settle) / budget * 100))"
          + " % of the 8.3 ms 120 Hz frame budget (wall clock, noisy: see instructions)")
    }
    var failures = 0
    func check(_ passed: Bool?, _ text: String) {
      switch passed {
      case .some(true): report.note("PASS  \(text)")
      case .some(false):
        report.note("FAIL  \(text)")
        failures += 1
      case .none: report.note("N/A   \(text)")
      }
    }

    let dragAllocations = figures["allocations.interactive_drag"]
    let settleAllocations = figures["allocations.settle"]
    check(
      counterWorks
        ? dragAllocations.flatMap { drag in settleAllocations.map { drag == 0 && $0 == 0 } }
        : nil,
      "0 heap allocations per frame (drag \(Report.format(dragAllocations ?? .nan)), settle "
        + "\(Report.format(settleAllocations ?? .nan)))")

    let instructions = figures["instructions.interactive_drag"]
    check(
      instructions.map { $0 <= 2_000 },
      "<= 2,000 instructions per interactive frame (tracker + machine + style): "
        + (instructions.map { Report.format($0) } ?? "not measured (no valgrind?)"))

    let moving = motion.filter { !$0.engine.releaseJump.isNaN }
    let worst = moving.map(\.engine.releaseJump).max()
    let baselineJumps = moving.map { Report.format($0.baseline.releaseJump) }
    check(
      worst.map { $0 <= 1 },
      "velocity jump at release <= 1 % of finger velocity: worst \(Report.format(worst ?? .nan))"
        + " % over \(moving.map(\.trace).joined(separator: ", ")) (baseline: "
        + "\(baselineJumps.joined(separator: ", ")) %)")

    for entry in motion {
      report.note(
        "\(entry.trace): settles in \(Report.format(entry.engine.settleTime * 1000)) ms "
          + "(baseline \(Report.format(entry.baseline.settleTime * 1000)) ms), overshoot "
          + "\(Report.format(entry.engine.overshoot)) pt (baseline "
          + "\(Report.format(entry.baseline.overshoot)) pt), ends "
          + "\(entry.engine.target == 1 ? "open" : "closed") (baseline "
          + "\(entry.baseline.target == 1 ? "open" : "closed"))")
    }
    if let size = figures["wasm.module_size"], !size.isNaN {
      report.note("playground wasm module: \(Report.format(size)) bytes")
    }
    report.note(failures == 0 ? "all measured targets met" : "\(failures) target(s) missed")
  }
}
