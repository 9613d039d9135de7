import SideMenuCore

/// What one model did with one trace, measured from the frames it drew.
struct MotionResult {
  /// Where it came to rest: 1 open, 0 closed.
  var target: Double
  /// The finger's true velocity at release, pt/s along the opening direction.
  var fingerVelocity: Double
  /// The menu's velocity just after release, pt/s, by a finite difference over ``probeStep``.
  var menuVelocityAfterRelease: Double
  /// |menu velocity after release − finger velocity| / |finger velocity|, in %; NaN when the
  /// finger was still.
  var releaseJump: Double
  /// For a scrim tap mid-animation: |menu velocity after − before the tap| / |finger velocity at
  /// release|, in %.
  var interruptionJump: Double?
  /// For a scrim tap: how far the menu kept moving away from the new (closed) target, in points.
  var travelAwayAfterTap: Double?
  /// From the release (or the tap, when there is one) to the first frame after which every frame
  /// is within ``settleTolerance`` of the resting position, in seconds.
  var settleTime: Double
  /// The largest distance beyond the resting position, in points.
  var overshoot: Double
}

/// The step of the finite differences that measure velocities from drawn positions: small enough
/// that the animation's acceleration adds well under 0.01 % of a flick's speed.
let probeStep = 1e-6
/// "Settled" means within half a point of rest: less than a pixel on a 1× screen.
let settleTolerance = 0.5

/// Measures SideMenuCore on a trace: the real state machine, fed as UIKit would feed it.
func measureEngine(_ trace: Trace) -> MotionResult {
  var machine = Scene.machine()
  let width = machine.menuWidth(for: .leading)
  func position(_ machine: SideMenuStateMachine) -> Double { machine.progress * width }

  consume(
    machine.run(
      .panBegan(SideMenuTouchSample(x: trace.x(0), y: Scene.fingerY, timestamp: 0)), at: 0))
  var lastX = trace.x(0)
  var k = 1
  while Double(k) * Scene.frame < trace.releaseTime - 1e-9 {
    let t = Double(k) * Scene.frame
    let x = trace.x(t)
    // UIKit sends no `.changed` while the finger rests.
    if Swift.abs(x - lastX) > 0.01 {
      consume(
        machine.run(
          .panChanged(SideMenuTouchSample(x: x, y: Scene.fingerY, timestamp: t)), at: t))
      lastX = x
    }
    k += 1
  }
  let release = trace.releaseTime
  consume(
    machine.run(
      .panEnded(
        SideMenuTouchSample(x: trace.x(release), y: Scene.fingerY, timestamp: release),
        targetOverride: nil),
      at: release))

  // The machine is a value: probe a copy a moment later without disturbing the real run.
  var probe = machine
  consume(probe.run(.tick, at: release + probeStep))
  let fingerVelocity = trace.velocity(release)
  let menuVelocity = (position(probe) - position(machine)) / probeStep

  var frames: [(time: Double, position: Double)] = [(release, position(machine))]
  var reference = release
  var interruptionJump: Double?
  var travelAway: Double?
  var positionAtTap = 0.0
  var time = release
  var frameIndex = 0
  while machine.isAnimating, time < release + 10 {
    frameIndex += 1
    time = release + Double(frameIndex) * Scene.frame
    if let tapFrame = trace.scrimTapFramesAfterRelease, frameIndex == tapFrame {
      var before = machine
      consume(before.run(.tick, at: time - probeStep))
      let earlier = position(before)
      consume(before.run(.tick, at: time))
      let velocityBefore = (position(before) - earlier) / probeStep
      consume(machine.run(.tick, at: time))
      consume(machine.run(.scrimTapped, at: time))
      var after = machine
      consume(after.run(.tick, at: time + probeStep))
      let velocityAfter = (position(after) - position(machine)) / probeStep
      interruptionJump =
        Swift.abs(velocityAfter - velocityBefore) / Swift.abs(fingerVelocity) * 100
      reference = time
      positionAtTap = position(machine)
      frames.append((time, position(machine)))
      continue
    }
    consume(machine.run(.tick, at: time))
    frames.append((time, position(machine)))
  }
  let target = machine.progress >= 0.5 ? 1.0 : 0.0
  if trace.scrimTapFramesAfterRelease != nil {
    travelAway = frames.filter { $0.time >= reference }.map(\.position).max().map {
      Swift.max($0 - positionAtTap, 0)
    }
  }
  return summarize(
    frames: frames, reference: reference, rest: target * width, target: target,
    fingerVelocity: fingerVelocity, menuVelocity: menuVelocity,
    interruptionJump: interruptionJump, travelAway: travelAway)
}

/// The classic interactive transition of the seed tutorials (`docs/seed-tutorials.md`), modelled: `UIPercentDrivenInteractive
/// Transition` driven by a `UIScreenEdgePanGestureRecognizer`.
///
/// - During the drag the menu follows `progress = translation / scale`, clamped to 0…1 (scale is
///   the menu width, or 100 points in the modal tutorial's pitfall).
/// - On release `progress > 0.5` finishes, anything else cancels; the rest of the transition
///   plays over `duration × remaining fraction` with UIKit's ease-in-out (0.42, 0, 0.58, 1),
///   which starts at speed 0 whatever the finger was doing.
/// - A tap on the dimming view during the transition cannot dismiss a presentation that is still
///   in flight; the model (generously: UIKit ignores it with a warning) queues the dismissal,
///   a 0.3 s ease-in-out, until the presentation has finished.
struct PercentDrivenBaseline {
  /// The presentation's duration (the seed tutorials: 0.4 s).
  var presentDuration = 0.4
  /// The dismissal's duration (the seed tutorials: 0.3 s).
  var dismissDuration = 0.3
  /// Points of translation per unit of progress.
  var progressScale: Double?

  func measure(_ trace: Trace, width: Double) -> MotionResult {
    let scale = progressScale ?? width
    let curve = SideMenuTimingCurve.easeInOut
    let release = trace.releaseTime
    let start = Swift.min(Swift.max((trace.x(release) - trace.x(0)) / scale, 0), 1)
    let finishes = start > 0.5
    let target = finishes ? 1.0 : 0.0
    let remaining = presentDuration * Swift.abs(target - start)
    let presentationEnd = release + remaining
    let tap = trace.scrimTapFramesAfterRelease.map { release + Double($0) * Scene.frame }
    // The dismissal starts once both the tap happened and the presentation finished open.
    let dismissStart: Double? = tap.flatMap { finishes ? Swift.max($0, presentationEnd) : nil }

    /// The menu's position, in points, at a time after the release.
    func position(_ t: Double) -> Double {
      if let dismissStart, t >= dismissStart {
        let f = (t - dismissStart) / dismissDuration
        return (1 - curve.value(at: Swift.min(f, 1))) * width
      }
      guard remaining > 0 else { return target * width }
      let f = Swift.min(Swift.max((t - release) / remaining, 0), 1)
      return (start + (target - start) * curve.value(at: f)) * width
    }

    let fingerVelocity = trace.velocity(release)
    let menuVelocity = (position(release + probeStep) - position(release)) / probeStep
    let rest = dismissStart != nil ? 0.0 : target * width
    let end = (dismissStart.map { $0 + dismissDuration } ?? presentationEnd) + Scene.frame
    var frames: [(time: Double, position: Double)] = []
    var index = 0
    while release + Double(index) * Scene.frame <= end {
      let t = release + Double(index) * Scene.frame
      frames.append((t, position(t)))
      index += 1
    }
    var interruptionJump: Double?
    var travelAway: Double?
    if let tap {
      let before = (position(tap) - position(tap - probeStep)) / probeStep
      let after = (position(tap + probeStep) - position(tap)) / probeStep
      interruptionJump = Swift.abs(after - before) / Swift.abs(fingerVelocity) * 100
      let atTap = position(tap)
      travelAway = frames.filter { $0.time >= tap }.map(\.position).max().map {
        Swift.max($0 - atTap, 0)
      }
    }
    return summarize(
      frames: frames, reference: tap ?? release, rest: rest,
      target: dismissStart != nil ? 0 : target, fingerVelocity: fingerVelocity,
      menuVelocity: menuVelocity, interruptionJump: interruptionJump, travelAway: travelAway)
  }

  /// How fast the menu moves for a finger moving at 1 point per second during the drag.
  func dragSpeedRatio(width: Double) -> Double { width / (progressScale ?? width) }
}

/// Settling time, overshoot and release jump from a list of drawn frames.
private func summarize(
  frames: [(time: Double, position: Double)], reference: Double, rest: Double, target: Double,
  fingerVelocity: Double, menuVelocity: Double, interruptionJump: Double?, travelAway: Double?
) -> MotionResult {
  let after = frames.filter { $0.time >= reference }
  // The last frame outside the tolerance; the next frame is the one from which it stays settled.
  var settledAt = reference
  for (index, frame) in after.enumerated()
  where Swift.abs(frame.position - rest) > settleTolerance {
    settledAt = index + 1 < after.count ? after[index + 1].time : frame.time
  }
  let beyond = after.map { rest > 0 ? $0.position - rest : rest - $0.position }.max() ?? 0
  let releaseJump =
    Swift.abs(fingerVelocity) > 1
    ? Swift.abs(menuVelocity - fingerVelocity) / Swift.abs(fingerVelocity) * 100 : .nan
  return MotionResult(
    target: target, fingerVelocity: fingerVelocity, menuVelocityAfterRelease: menuVelocity,
    releaseJump: releaseJump, interruptionJump: interruptionJump, travelAwayAfterTap: travelAway,
    settleTime: settledAt - reference, overshoot: Swift.max(beyond, 0))
}
