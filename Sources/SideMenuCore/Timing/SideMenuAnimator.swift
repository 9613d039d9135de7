/// A progress value and how fast it changes, at one moment.
public struct SideMenuMotionSample: Equatable, Hashable, Sendable {
  /// The progress (0 closed, 1 open; beyond when rubber-banded or overshooting).
  public var progress: Double
  /// How fast the progress changes, in progress per second.
  public var velocity: Double

  /// Creates a sample from a progress and a velocity (progress per second).
  public init(progress: Double, velocity: Double) {
    self.progress = progress
    self.velocity = velocity
  }
}

/// Animates a progress value toward a target with a spring or a timing curve.
///
/// A value type with no clock: every call passes the time, in seconds of any monotonic clock (the
/// UIKit layer uses `CADisplayLink`'s timestamps). Motions can be interrupted at any moment:
/// retargeting mid-flight starts the new motion from the old one's position and velocity at that
/// time, so nothing jumps.
///
/// ```swift
/// var animator = SideMenuAnimator(progress: 0)
/// animator.animate(to: 1, timing: .spring(SideMenuSpring()), at: now)
/// // every display frame:
/// let sample = animator.sample(at: frameTime)
/// if animator.isFinished(at: frameTime) { /* stop the display link */ }
/// ```
///
/// ``sample(at:)`` and ``animate(to:timing:at:initialVelocity:reduceMotion:)`` do not allocate
/// (the diagnostics array stays empty, and so unallocated, on good input).
public struct SideMenuAnimator: Equatable, Hashable, Sendable {
  /// How close to its target, in progress, a spring must stay (and how slow, ω₀ times this, in
  /// progress per second) before it counts as finished and rests exactly on the target: 1e-4.
  ///
  /// On a 360-point menu that is 0.036 points, a tenth of a pixel on a 3× screen, so the final
  /// snap cannot be seen, while a spring with the default 0.55 s response still finishes about
  /// 1 s after a full-width move rather than creeping on for ever.
  public static let positionTolerance = 1e-4

  /// The largest speed the animator carries into a motion or reports, in progress per second:
  /// 1e6. Faster velocities are clamped to it.
  ///
  /// A fast fling is about 30 menu widths per second; only a glitch (or a curve's vertical
  /// tangent, where the speed is infinite) exceeds the limit, and the limit keeps every position
  /// finite.
  public static let maximumSpeed = 1e6

  /// Below this distance, in progress, a curve cannot carry a velocity (its slope would have to
  /// be infinite), so a moving animator retargeted this close uses a critically damped spring
  /// instead: 1e-9.
  public static let minimumCurveDistance = 1e-9

  /// The first control point's x coordinate that a curve starting at x = 0 gets when the
  /// animator bends it to carry a velocity: 0.05.
  static let bentControlPointX = 0.05

  /// The value the animator is heading to or resting at.
  public private(set) var target: Double

  /// The current motion.
  private var motion: Motion

  /// Creates an animator resting at a progress (a non-finite progress counts as 0).
  ///
  /// - Parameter progress: The resting progress. Default 0 (closed).
  public init(progress: Double = 0) {
    target = progress.isFinite ? progress : 0
    motion = .resting(since: -.infinity)
  }

  /// The progress and velocity at a time.
  ///
  /// At or before the motion's start it is the state the motion started from (the handed-over
  /// velocity exactly); at or after ``finishTime`` exactly the target with velocity 0. A NaN time
  /// counts as after the finish. Curve velocities are limited to ±``maximumSpeed``.
  ///
  /// - Parameter time: The time, in seconds.
  /// - Returns: The sample.
  public func sample(at time: Double) -> SideMenuMotionSample {
    switch motion {
    case .resting:
      return SideMenuMotionSample(progress: target, velocity: 0)
    case .spring(let spring):
      if time <= spring.start {
        return SideMenuMotionSample(progress: spring.from, velocity: spring.velocity)
      }
      if !(time < spring.finish) { return SideMenuMotionSample(progress: target, velocity: 0) }
      let (x, v) = spring.spring.state(
        at: time - spring.start, initialDisplacement: spring.from - target,
        initialVelocity: spring.velocity)
      return SideMenuMotionSample(progress: target + x, velocity: v)
    case .curve(let curve):
      if time <= curve.start {
        return SideMenuMotionSample(progress: curve.from, velocity: curve.velocity)
      }
      if !(time < curve.finish) { return SideMenuMotionSample(progress: target, velocity: 0) }
      let distance = target - curve.from
      let (value, slope) = curve.curve.evaluate(at: (time - curve.start) / curve.duration)
      let velocity = distance == 0 ? 0 : Self.limitedSpeed(distance * slope / curve.duration)
      return SideMenuMotionSample(progress: curve.from + distance * value, velocity: velocity)
    }
  }

  /// Whether the motion has ended at a time (`time` ≥ ``finishTime``; true for a NaN time).
  ///
  /// - Parameter time: The time, in seconds.
  /// - Returns: `true` once the animator rests at its target.
  public func isFinished(at time: Double) -> Bool {
    !(time < finishTime)
  }

  /// When the current motion ends, in seconds: after it the animator rests exactly at
  /// ``target``. When idle, the time of the last ``hold(at:)`` or of the last motion that jumped,
  /// or −∞ after ``init(progress:)`` and ``jump(to:)``. Always finite or −∞, never NaN.
  public var finishTime: Double {
    switch motion {
    case .resting(let since): since
    case .spring(let spring): spring.finish
    case .curve(let curve): curve.finish
    }
  }

  /// Whether the animator rests without a motion: nothing was started since the last
  /// ``hold(at:)``, ``jump(to:)`` or jump-like animation (a duration of 0,
  /// ``SideMenuReduceMotion/jump``). A motion that has run to its end is finished
  /// (``isFinished(at:)``) but not idle.
  public var isIdle: Bool {
    if case .resting = motion { return true }
    return false
  }

  /// Starts, or retargets, a motion toward `target` at `time`, from the position and velocity the
  /// animator has at that time.
  ///
  /// - Spring: the closed-form solution from x₀ = position − target and v₀ = the velocity,
  ///   finishing at its settling time for ``positionTolerance`` (see
  ///   ``SideMenuSpring/settlingDuration(initialDisplacement:initialVelocity:tolerance:)``), after
  ///   which it rests exactly at the target. A motion that starts already settled but not exactly
  ///   at rest finishes one representable instant after `time`, so the sample at `time` is still
  ///   the starting state.
  /// - Curve over d seconds: position(t) = from + (target − from)·curve.value((t − time)/d). When
  ///   the velocity v is not 0, the first control point is bent so the curve starts at that speed:
  ///   its y becomes x₁·v·d/(target − from), keeping x₁ (0.05 when it is 0). From rest, the curve
  ///   runs as designed, so a curve that starts fast (``SideMenuTimingCurve/quartOut``) steps the
  ///   velocity up from 0 as UIKit does. When |target − from| < ``minimumCurveDistance`` and v ≠ 0,
  ///   a critically damped spring with a response of d (at least 0.01 s) runs instead. d = 0 jumps.
  /// - Reduce motion: ``SideMenuReduceMotion/crossFade(duration:)`` runs a linear curve over
  ///   duration·|target − from| seconds (at most 10 s) from the current position, without
  ///   carrying the velocity; ``SideMenuReduceMotion/jump`` rests at the target at once. The
  ///   `timing` is then not used (nor validated).
  ///
  /// The timing and reduce-motion mode are validated first (``SideMenuTiming/validated()``,
  /// ``SideMenuReduceMotion/validated()``) and their diagnostics returned. A non-finite `time` or
  /// `target` is ignored with ``SideMenuDiagnostic/nonFiniteInput(_:)`` of
  /// ``SideMenuEventKind/tick`` (the animator keeps its motion); a non-finite `initialVelocity`
  /// is ignored with ``SideMenuEventKind/panEnded`` (the kind of event that hands a velocity
  /// over) and the sampled velocity used. Velocities are limited to ±``maximumSpeed``. A target
  /// so far away that the distance overflows is jumped to.
  ///
  /// - Parameters:
  ///   - target: The progress to move to.
  ///   - timing: The spring or curve.
  ///   - time: The start time, in seconds.
  ///   - initialVelocity: A velocity, in progress per second, that replaces the sampled one (a
  ///     finger handing over); `nil` keeps the current motion's velocity.
  ///   - reduceMotion: What replaces the motion when Reduce Motion is on. Default ``SideMenuReduceMotion/off``.
  /// - Returns: The diagnostics; empty for good input.
  @discardableResult
  public mutating func animate(
    to target: Double, timing: SideMenuTiming, at time: Double, initialVelocity: Double? = nil,
    reduceMotion: SideMenuReduceMotion = .off
  ) -> [SideMenuDiagnostic] {
    var diagnostics: [SideMenuDiagnostic] = []
    if !time.isFinite { diagnostics.append(.nonFiniteInput(.tick)) }
    if !target.isFinite { diagnostics.append(.nonFiniteInput(.tick)) }
    guard diagnostics.isEmpty else { return diagnostics }

    let current = sample(at: time)
    var velocity = current.velocity
    if let given = initialVelocity {
      if given.isFinite {
        velocity = Self.limitedSpeed(given)
      } else {
        diagnostics.append(.nonFiniteInput(.panEnded))
      }
    }
    let from = current.progress
    let distance = target - from
    self.target = target
    guard distance.isFinite else {
      motion = .resting(since: time)
      return diagnostics
    }

    let (mode, modeDiagnostics) = reduceMotion.validated()
    diagnostics += modeDiagnostics
    switch mode {
    case .jump:
      motion = .resting(since: time)
    case .crossFade(let fullDuration):
      let duration = Swift.min(
        fullDuration * Swift.abs(distance), SideMenuTiming.maximumCurveDuration)
      if duration > 0 {
        startCurve(
          .linear, from: from, startVelocity: distance / duration, duration: duration, at: time)
      } else {
        motion = .resting(since: time)
      }
    case .off:
      let (usable, timingDiagnostics) = timing.validated()
      diagnostics += timingDiagnostics
      switch usable {
      case .spring(let spring):
        startSpring(spring, from: from, velocity: velocity, at: time)
      case .curve(let curve, let duration):
        if duration == 0 {
          motion = .resting(since: time)
        } else if Swift.abs(distance) < Self.minimumCurveDistance && velocity != 0 {
          let spring = SideMenuSpring(response: duration, dampingFraction: 1).validated().spring
          startSpring(spring, from: from, velocity: velocity, at: time)
        } else if velocity != 0 {
          var bent = curve
          let x1 = curve.controlPoint1.x > 0 ? curve.controlPoint1.x : Self.bentControlPointX
          bent.controlPoint1 = SideMenuPoint(x: x1, y: x1 * (velocity * duration / distance))
          startCurve(bent, from: from, startVelocity: velocity, duration: duration, at: time)
        } else {
          let slope = curve.slope(at: 0)
          let startVelocity = distance == 0 ? 0 : Self.limitedSpeed(distance * slope / duration)
          startCurve(curve, from: from, startVelocity: startVelocity, duration: duration, at: time)
        }
      }
    }
    return diagnostics
  }

  /// Stops any motion and rests at `progress` (a finger took over). A non-finite progress is
  /// ignored.
  ///
  /// - Parameter progress: The progress to rest at.
  public mutating func jump(to progress: Double) {
    guard progress.isFinite else { return }
    target = progress
    motion = .resting(since: -.infinity)
  }

  /// Freezes the motion where it is at `time` (a touch caught the menu) and returns the sample
  /// there, velocity included, so a finger can take over with it. Afterwards the animator rests
  /// at that progress. A NaN time counts as after the finish (the animator rests at its target).
  ///
  /// - Parameter time: The time, in seconds.
  /// - Returns: The sample at `time`, before freezing.
  @discardableResult
  public mutating func hold(at time: Double) -> SideMenuMotionSample {
    let current = sample(at: time)
    target = current.progress
    motion = .resting(since: time.isFinite ? time : -.infinity)
    return current
  }

  // MARK: - Segments

  /// What the animator is doing: a small enum of segments, each with its start state.
  private enum Motion: Hashable, Sendable {
    /// At rest on `target`, since a time (−∞ when unknown).
    case resting(since: Double)
    /// A spring toward `target`.
    case spring(SpringSegment)
    /// A timing curve toward `target`.
    case curve(CurveSegment)
  }

  /// A spring motion: displacement `from − target` and `velocity` at `start`.
  private struct SpringSegment: Hashable, Sendable {
    var spring: SideMenuSpring
    var start: Double
    var from: Double
    var velocity: Double
    var finish: Double
  }

  /// A curve motion from `from` at `start`, over `duration` seconds.
  private struct CurveSegment: Hashable, Sendable {
    var curve: SideMenuTimingCurve
    var start: Double
    var from: Double
    /// The velocity at the start, kept so the start state is exact.
    var velocity: Double
    var duration: Double
    var finish: Double
  }

  private mutating func startSpring(
    _ spring: SideMenuSpring, from: Double, velocity: Double, at time: Double
  ) {
    let displacement = from - target
    let settling = spring.settlingDuration(
      initialDisplacement: displacement, initialVelocity: velocity,
      tolerance: Self.positionTolerance)
    var finish = time + settling
    // Keep the start state at `time` itself whenever it differs from resting on the target.
    if displacement != 0 || velocity != 0 { finish = Swift.max(finish, time.nextUp) }
    if !finish.isFinite { finish = .greatestFiniteMagnitude }
    motion = .spring(
      SpringSegment(spring: spring, start: time, from: from, velocity: velocity, finish: finish))
  }

  private mutating func startCurve(
    _ curve: SideMenuTimingCurve, from: Double, startVelocity: Double, duration: Double,
    at time: Double
  ) {
    // `time + duration` rounds to `time` when the time is huge and the duration tiny.
    var finish = Swift.max(time + duration, time.nextUp)
    if !finish.isFinite { finish = .greatestFiniteMagnitude }
    motion = .curve(
      CurveSegment(
        curve: curve, start: time, from: from, velocity: startVelocity, duration: duration,
        finish: finish))
  }

  /// A velocity limited to ±``maximumSpeed``; NaN becomes 0.
  private static func limitedSpeed(_ velocity: Double) -> Double {
    if velocity.isNaN { return 0 }
    return Swift.min(Swift.max(velocity, -maximumSpeed), maximumSpeed)
  }
}
