import SideMenuCore

/// A finger dragging the leading menu back and forth between about 10 % and 85 % open, one
/// `panChanged` per 120 Hz frame: the steady state of an interactive drag, which never ends, so
/// any number of frames can be measured without setup in between.
struct SteadyDrag {
  var machine: SideMenuStateMachine
  var time = 0.0
  private var step = 0

  /// Puts a finger down in the edge zone and moves it past the touch slop, so the drag is claimed
  /// and the menu follows; nothing after this is setup.
  init(style: SideMenuStyle = .standard) {
    machine = Scene.machine(style: style)
    let down = SideMenuTouchSample(x: Scene.edgeX, y: Scene.fingerY, timestamp: 0)
    consume(machine.run(.panBegan(down), at: 0))
    for _ in 0..<4 { consume(frame()) }
  }

  /// The finger's position at a step: a triangle wave 3 points a frame (360 pt/s, a relaxed
  /// drag) between 40 and 280 points, so the menu stays within its travel (no rubber band).
  static func fingerX(step: Int) -> Double {
    let phase = step % 160
    return 40 + 3 * Double(phase < 80 ? phase : 160 - phase)
  }

  /// One frame: the finger moved; the machine tracks it, evaluates the style and emits the frame.
  @inline(__always)
  mutating func frame() -> Double {
    step += 1
    time += Scene.frame
    let sample = SideMenuTouchSample(
      x: SteadyDrag.fingerX(step: step), y: Scene.fingerY, timestamp: time)
    return machine.run(.panChanged(sample), at: time)
  }
}

/// The settling animation after a release: a flick hands the menu to the default open spring,
/// then every frame is a `tick`.
struct Settle {
  var machine: SideMenuStateMachine
  var time: Double

  /// Drags 60 points in 0.1 s, accelerating (the flick trace), and releases; the spring then runs
  /// from about 17 % open with the finger's 1,200 pt/s.
  init(style: SideMenuStyle = .standard) {
    machine = Scene.machine(style: style)
    time = 0
    consume(Settle.flickOpen(&machine, from: 0))
    time = 0.1
  }

  /// Runs the flick on `machine` starting at `start` (seconds) and returns the effects' checksum.
  /// Afterwards the machine is animating toward open.
  static func flickOpen(_ machine: inout SideMenuStateMachine, from start: Double) -> Double {
    var total = 0.0
    let trace = Trace.flick
    total += machine.run(
      .panBegan(SideMenuTouchSample(x: trace.x(0), y: Scene.fingerY, timestamp: start)), at: start)
    var k = 1
    while Double(k) * Scene.frame < trace.releaseTime - 1e-9 {
      let t = Double(k) * Scene.frame
      let sample = SideMenuTouchSample(x: trace.x(t), y: Scene.fingerY, timestamp: start + t)
      total += machine.run(.panChanged(sample), at: start + t)
      k += 1
    }
    let end = start + trace.releaseTime
    let lift = SideMenuTouchSample(
      x: trace.x(trace.releaseTime), y: Scene.fingerY, timestamp: end)
    total += machine.run(.panEnded(lift, targetOverride: nil), at: end)
    return total
  }

  /// One display frame `step` seconds after the previous one.
  @inline(__always)
  mutating func tick(step: Double = Scene.frame) -> Double {
    time += step
    return machine.run(.tick, at: time)
  }
}
