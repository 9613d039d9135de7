import BenchAllocationCounter
import SideMenuKit
import UIKitSimulation

/// The motions the stall benchmark interrupts with a busy main thread.
enum StalledMotion: String, CaseIterable {
  /// `open(animated: true)` from closed.
  case open
  /// `close(animated: true)` from open.
  case close
  /// A row chosen in the open menu: `show(_:)` pushes a screen in the content and closes the
  /// menu — the moment an app is busiest, building the pushed screen.
  case closeByPush = "close by push"
  /// The first `open(animated: true)`, whose menu is made in the request's own turn and takes
  /// the stall to make (a heavy `viewDidLoad`): a cold open.
  case coldOpen = "cold open"
}

/// What a person saw of one motion, frame by frame (every vsync, also while the main thread was
/// busy), read from the presentation values of the menu on screen.
struct StallResult {
  let mode: Mode
  let motion: StalledMotion
  /// The stall, seconds (0: none).
  let stall: Double
  /// The longest time the on-screen menu stood still before reaching rest, seconds.
  let longestStill: Double
  /// The largest on-screen move between two frames, points.
  let largestJump: Double
  /// Display-link callbacks (main-thread frames) from the start of the motion to rest.
  let mainThreadFrames: Int
  /// Frames shown from the start of the motion to rest.
  let frames: Int
}

/// A screen pushed by the menu whose making stands for an app's heavy work.
final class PushedScreen: UIViewController {}

/// Runs one motion on a fresh scene: `stall` seconds of busy main thread start `delay` seconds
/// after the motion begins (for the push, in the same turn as the push, before its commit: the
/// app builds the screen there).
@MainActor
func measureStall(mode: Mode, motion: StalledMotion, stall: Double, delay: Double = 0.05)
  -> StallResult
{
  let scene = Scene(mode)
  let device = scene.device
  if motion != .open && motion != .coldOpen {
    scene.driver.open(.leading, animated: false)
    device.runUntilIdle()
  }
  if motion == .coldOpen, stall > 0 {
    scene.onMakeMenu = { device.stallMainThreadInCurrentTurn(for: stall) }
  }
  var positions: [Double] = []
  // Until the menu is released (the container lets it go after closing).
  device.onFrameShown = { _ in
    guard let menu = scene.menuTree, menu.window != nil else { return }
    positions.append(Double(menu.simulationPresentedFrameInWindow.minX))
  }
  let firesBefore = device.displayLinks.map(\.fireCount).reduce(0, +)
  let start = device.now
  switch motion {
  case .open, .coldOpen: scene.driver.open(.leading, animated: true)
  case .close: scene.driver.close(animated: true)
  case .closeByPush: _ = scene.driver.host?.show(PushedScreen())
  }
  if motion == .coldOpen {
    // The stall is the menu's making, inside the request's turn.
    device.runTurn()
  } else if motion == .closeByPush {
    // The screen is built in the push's own turn, before that turn commits the close to Core
    // Animation (Apple, `CATransaction`: implicit transactions "are committed automatically
    // when the thread's runloop next iterates").
    device.stallMainThreadInCurrentTurn(for: stall)
    device.runTurn()
  } else {
    device.runTurn()
    device.advance(to: start + delay)
    device.stallMainThread(for: stall)
  }
  device.runUntilIdle(timeout: 5)
  // A display link made after the first count (the modal menu's) counts from zero.
  let fires = device.displayLinks.map(\.fireCount).reduce(0, +) - firesBefore
  device.onFrameShown = nil
  // Up to the first frame at rest (the last position).
  let rest = positions.last ?? 0
  let end = (positions.firstIndex { abs($0 - rest) < 0.01 } ?? positions.count - 1)
  var longest = 0
  var run = 0
  var jump = 0.0
  if end > 0 {
    for index in 1...end {
      let step = abs(positions[index] - positions[index - 1])
      jump = Swift.max(jump, step)
      run = step < 0.001 ? run + 1 : 0
      longest = Swift.max(longest, run)
    }
  }
  return StallResult(
    mode: mode, motion: motion, stall: stall, longestStill: Double(longest) * scene.frameInterval,
    largestJump: jump, mainThreadFrames: fires, frames: end + 1)
}

/// Every mode × motion × stall (none, 100 ms, 250 ms).
@MainActor
func measureStalls() -> [StallResult] {
  var results: [StallResult] = []
  for mode in Mode.allCases {
    for motion in StalledMotion.allCases {
      for stall in [0, 0.100, 0.250] {
        results.append(measureStall(mode: mode, motion: motion, stall: stall))
      }
    }
  }
  return results
}

/// Prints the stall table and its figures.
@MainActor
func reportStalls(_ results: [StallResult]) {
  print(
    "# A busy main thread during the menu's motion (on-screen presentation values, every vsync)")
  print(
    "# A stall starts 50 ms into an open or close, or in the turn of a push from the menu; "
      + "120 Hz, default configuration.")
  print("")
  print(
    "| mode | motion | stall | longest still (ms) | largest jump (pt) | normal step (pt) "
      + "| main-thread frames | frames shown |")
  print("|---|---|---|---|---|---|---|---|")
  for result in results {
    let normal =
      results.first {
        $0.mode == result.mode && $0.motion == result.motion && $0.stall == 0
      }?.largestJump ?? .nan
    print(
      "| \(result.mode.rawValue) | \(result.motion.rawValue) | \(Int(result.stall * 1000)) ms "
        + "| \(format(result.longestStill * 1000)) | \(format(result.largestJump)) "
        + "| \(format(normal)) | \(result.mainThreadFrames) | \(result.frames) |")
  }
  print("")
  for result in results {
    let motion = result.motion.rawValue.replacingOccurrences(of: " ", with: "_")
    let name = "sim.stall.\(result.mode.rawValue).\(motion).\(Int(result.stall * 1000))ms"
    print("\(name).longest_still \(format(result.longestStill * 1000)) ms")
    print("\(name).largest_jump \(format(result.largestJump)) pt")
    print("\(name).main_thread_frames \(result.mainThreadFrames) frames")
  }
  print("")
}

/// What starting one animation costs on the main thread: the turn of `close(animated: true)`
/// from open, with render-server playback (frames sampled, drawn, read back, keyframe
/// animations added) and without (the first display-link frame comes later).
struct SetUpResult {
  let mode: Mode
  let playsOnRenderServer: Bool
  /// View and layer property writes (animations added and removed included) in the turn.
  let writes: Int
  /// Heap allocations in the turn (nil when the counter is not active).
  let allocations: Int?
  /// Keyframe animations attached, and their values in all.
  let animations: Int
  let keyframeValues: Int
  /// The turn's wall-clock time, microseconds (median of the runs; this machine, this build).
  let microseconds: Double
}

@MainActor
func measureSetUp(mode: Mode, playsOnRenderServer: Bool, runs: Int = 15) -> SetUpResult {
  var times: [Double] = []
  var last: SetUpResult?
  for _ in 0..<runs {
    let scene = Scene(mode)
    scene.driver.playsAnimationsOnRenderServer = playsOnRenderServer
    scene.driver.open(.leading, animated: false)
    scene.device.runUntilIdle()
    let writes = scene.device.propertyWrites
    let allocations = bench_allocation_count()
    let clock = ContinuousClock()
    let start = clock.now
    scene.driver.close(animated: true)
    let elapsed = clock.now - start
    let allocated = bench_allocation_count() - allocations
    let written = scene.device.propertyWrites - writes
    times.append(
      Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
    var views: [UIView] = []
    func collect(_ view: UIView) {
      views.append(view)
      view.subviews.forEach(collect)
    }
    collect(scene.device.window)
    let entries = views.flatMap { $0.layer.simulationAnimations }
    let values = entries.compactMap { $0.animation as? CAKeyframeAnimation }
      .map { $0.values?.count ?? 0 }.reduce(0, +)
    last = SetUpResult(
      mode: mode, playsOnRenderServer: playsOnRenderServer, writes: written,
      allocations: Meter.counterWorks() ? Int(allocated) : nil, animations: entries.count,
      keyframeValues: values, microseconds: 0)
    scene.device.runUntilIdle()
  }
  let median = times.sorted()[times.count / 2]
  guard let last else { preconditionFailure("at least one run") }
  return SetUpResult(
    mode: mode, playsOnRenderServer: playsOnRenderServer, writes: last.writes,
    allocations: last.allocations, animations: last.animations,
    keyframeValues: last.keyframeValues, microseconds: median)
}

@MainActor
func reportSetUp() {
  print("# Starting one animation (the turn of close(animated: true)), main thread:")
  print("")
  print(
    "| mode | render-server playback | property writes | allocations | keyframe animations "
      + "| keyframe values | time (µs, median) |")
  print("|---|---|---|---|---|---|---|")
  for mode in Mode.allCases {
    for plays in [false, true] {
      let result = measureSetUp(mode: mode, playsOnRenderServer: plays)
      print(
        "| \(mode.rawValue) | \(plays ? "on" : "off") | \(result.writes) "
          + "| \(result.allocations.map(String.init) ?? "n/a") | \(result.animations) "
          + "| \(result.keyframeValues) | \(format(result.microseconds)) |")
      let name = "sim.setup.\(mode.rawValue).\(plays ? "playback" : "display_link")"
      print("# \(name).property_writes \(result.writes)")
    }
  }
  print("")
}

/// A touch catching a closing menu between two vsyncs, no stall: how far what is on screen
/// after the interruption (the engine's state at the touch's time) is from what the render
/// server showed at that instant, points; and how far from the engine's own sample at that
/// time (`frameState`), which must be 0.
@MainActor
func measureCatch(mode: Mode) -> (fromScreen: Double, fromEngine: Double) {
  let scene = Scene(mode)
  let device = scene.device
  scene.driver.open(.leading, animated: false)
  device.runUntilIdle()
  scene.driver.close(animated: true)
  device.runTurn()
  device.advance(by: 0.06 + scene.frameInterval * 0.37)
  guard let menu = scene.menuTree else { return (.nan, .nan) }
  let seen = Double(menu.simulationPresentedFrameInWindow.minX)
  if CommandLine.arguments.contains("--debug-catch") {
    print(
      "# hit:", device.hitView(at: scene.point(x: CGFloat(seen) + 150)) as Any,
      "keys:", menu.layer.animationKeys() as Any, "seen:", seen)
  }
  let finger = device.touchDown(at: scene.point(x: CGFloat(seen) + 150))
  let after = Double(menu.simulationPresentedFrameInWindow.minX)
  let engine = scene.driver.frameState.menuFrameOnScreen.minX
  finger.lift()
  device.runUntilIdle()
  return (abs(after - seen), abs(after - engine))
}

@MainActor
func reportCatch() {
  print("# A touch catching a playing close between two vsyncs (|Δ| in points):")
  for mode in Mode.allCases {
    let result = measureCatch(mode: mode)
    print(
      "sim.catch.\(mode.rawValue).from_screen \(format(result.fromScreen)) pt; "
        + "from_engine \(format(result.fromEngine)) pt")
  }
  print("")
}
