/// A recorded-style finger trace: where the finger is (points along the opening direction of the
/// leading menu, touching down in the edge zone) and how fast it moves, as smooth functions of
/// time, so the true finger velocity at release is known exactly rather than estimated.
///
/// The machine sees the trace the way UIKit delivers it: one sample per 120 Hz frame while the
/// finger moves (none while it rests), then the lift at ``releaseTime``.
struct Trace: Sendable {
  var name: String
  /// The finger's position at a time since touch-down, in points.
  var x: @Sendable (Double) -> Double
  /// Its velocity, in points per second (the exact derivative of ``x``).
  var velocity: @Sendable (Double) -> Double
  /// When the finger lifts, in seconds since touch-down.
  var releaseTime: Double
  /// If set, the scrim is tapped this many frames after the release (mid-animation).
  var scrimTapFramesAfterRelease: Int?

  /// 3u² − 2u³: a move that starts and ends at rest, as a deliberate drag does.
  private static func smoothstep(_ u: Double) -> (value: Double, slope: Double) {
    let c = Swift.min(Swift.max(u, 0), 1)
    return (c * c * (3 - 2 * c), 6 * c * (1 - c))
  }

  /// A slow, slightly accelerating drag: 200 pt/s rising to 300 pt/s over 0.8 s (200 points),
  /// released below the 400 pt/s fling threshold, so the projection decides.
  static let slowDrag = Trace(
    name: "slow_drag", x: { t in Scene.edgeX + 200 * t + 62.5 * t * t },
    velocity: { t in 200 + 125 * t }, releaseTime: 0.8)

  /// A flick: constant acceleration to 1,200 pt/s in 0.1 s (60 points, under a fifth of the
  /// menu), which should open the menu anyway.
  static let flick = Trace(
    name: "flick", x: { t in Scene.edgeX + 6000 * t * t }, velocity: { t in 12000 * t },
    releaseTime: 0.1)

  /// A drag to 194 points over 0.4 s that comes to rest and holds for 0.2 s before the lift:
  /// the finger velocity at release is 0, so only the position decides.
  static let dragAndHold = Trace(
    name: "drag_and_hold",
    x: { t in Scene.edgeX + 194 * smoothstep(t / 0.4).value },
    velocity: { t in 194 * smoothstep(t / 0.4).slope / 0.4 }, releaseTime: 0.6)

  /// Opens to 250 points in 0.5 s, then reverses and throws the menu closed at 1,040 pt/s.
  static let reversal = Trace(
    name: "reversal",
    x: { t in
      if t <= 0.5 { return Scene.edgeX + 244 * smoothstep(t / 0.5).value }
      let u = (t - 0.5) / 0.25
      return 250 - 130 * u * u
    },
    velocity: { t in
      if t <= 0.5 { return 244 * smoothstep(t / 0.5).slope / 0.5 }
      return -130 * 2 * ((t - 0.5) / 0.25) / 0.25
    },
    releaseTime: 0.75)

  /// The slow drag, then a tap on the scrim 0.1 s (12 frames) after the release, while the menu
  /// is still opening: the close interrupts the opening animation. (The slow drag rather than the
  /// flick, because the baseline cancels the flick and would have nothing left to interrupt.)
  static let scrimTapMidAnimation = Trace(
    name: "scrim_tap_mid_animation", x: slowDrag.x, velocity: slowDrag.velocity,
    releaseTime: slowDrag.releaseTime, scrimTapFramesAfterRelease: 12)

  static let all = [slowDrag, flick, dragAndHold, reversal, scrimTapMidAnimation]
}
