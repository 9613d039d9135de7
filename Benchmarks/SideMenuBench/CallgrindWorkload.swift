import SideMenuCore

/// The workload `Scripts/bench-callgrind.sh` runs under `valgrind --tool=callgrind`: identical
/// setup whatever N is, then exactly N frames of one kind. The script subtracts the N = 0 run, so
/// start-up, setup and printing cancel out and (Ir(N) − Ir(0)) / N is the cost of one frame,
/// including handing its effects to a renderer-like consumer.
enum CallgrindWorkload {
  /// Returns `false` for an unknown mode.
  static func run(mode: String, frames: Int) -> Bool {
    var total = 0.0
    switch mode {
    case "drag":
      // Tracker + state machine + style evaluation: one `panChanged` of a claimed drag.
      var drag = SteadyDrag()
      for _ in 0..<frames { total += drag.frame() }
    case "settle":
      // Animator + state machine + style evaluation: one `tick` of the default open spring after
      // a flick. The ticks are spread over its first 0.5 s however many there are, so every one
      // evaluates the moving spring (none hits the cheap "finished" path).
      var settle = Settle()
      let step = frames > 0 ? Swift.min(Scene.frame, 0.5 / Double(frames)) : 0
      for _ in 0..<frames { total += settle.tick(step: step) }
    case "style":
      // `SideMenuStyle.standard.frameState(...)` alone.
      let width = Scene.machine().menuWidth(for: .leading)
      for i in 0..<frames {
        total += checksum(
          SideMenuStyle.standard.frameState(
            in: Scene.container, side: .left, menuWidth: width,
            progress: Double(i & 1023) * (1.0 / 1023)))
      }
    default:
      return false
    }
    consume(total)
    // Printed so the work cannot be optimized away; the same cost for every N.
    print("checksum \(sinkValue.isFinite ? 1 : 0)")
    return true
  }
}
