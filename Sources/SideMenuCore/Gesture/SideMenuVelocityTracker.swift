/// Estimates a finger's horizontal velocity from its recent samples.
///
/// A least-squares fit of a quadratic through the samples of the last ``horizon`` seconds (at
/// most ``capacity``), differentiated at the newest sample: the estimator Android's and Flutter's
/// `VelocityTracker`s use (reference: "Velocity estimation"). These rules make it robust:
/// - a finger that stopped has zero velocity, detected two ways: a gap of more than
///   ``stillnessTimeout`` between consecutive samples ends the window (no movement was
///   reported), and samples that stayed within ``stillnessDistance`` of the newest one for at
///   least ``stillnessTimeout`` mean the finger is resting, whatever its jitter;
/// - timestamps that repeat or go backwards a little are tolerated: a sample earlier than the
///   newest is treated as simultaneous with it, and with fewer than three distinct times the fit
///   falls back to a straight line through the samples (two distinct times), then to zero;
/// - a sample more than ``horizon`` earlier than the newest means the clock jumped: the samples
///   before it are forgotten, so one outlying timestamp cannot zero the velocity for the rest of
///   the gesture.
///
/// Storage is a fixed ring allocated once, so adding samples never allocates.
public struct SideMenuVelocityTracker: Equatable, Hashable, Sendable {
  /// The most samples kept (Flutter keeps 20).
  public static let capacity = 20

  /// How far back samples count, in seconds (default 0.1 s, Android and Flutter).
  public var horizon: Double
  /// A gap between samples longer than this, in seconds, means the finger had stopped (default
  /// 0.04 s, Flutter's `assumePointerMoveStoppedMilliseconds`).
  public var stillnessTimeout: Double
  /// How far, in points, samples may wander from the newest one and still count as a finger at
  /// rest (see the type's rules): 1 pt by default. That covers the sub-point jitter of a resting
  /// finger (±0.2 pt was measured in a browser), while a finger that really moves only 1 pt in
  /// 40 ms (25 pt/s) would carry a released menu about 12 pt.
  public var stillnessDistance: Double

  private var positions: [Double]
  private var times: [Double]
  private var newestIndex = -1
  private var count = 0

  /// Creates an empty tracker.
  ///
  /// - Parameters:
  ///   - horizon: How far back samples count, in seconds.
  ///   - stillnessTimeout: The gap, in seconds, after which the finger counts as having stopped.
  ///   - stillnessDistance: The wander, in points, within which the finger counts as resting.
  public init(horizon: Double = 0.1, stillnessTimeout: Double = 0.04, stillnessDistance: Double = 1)
  {
    self.horizon = horizon
    self.stillnessTimeout = stillnessTimeout
    self.stillnessDistance = stillnessDistance
    positions = Array(repeating: 0, count: Self.capacity)
    times = Array(repeating: 0, count: Self.capacity)
  }

  /// Forgets every sample (a new gesture begins). Keeps the storage.
  public mutating func reset() {
    newestIndex = -1
    count = 0
  }

  /// The number of samples held.
  public var sampleCount: Int { count }

  /// Adds a sample: a position along the tracked axis, in points, at a time, in seconds.
  /// Non-finite values are ignored; a time earlier than the newest sample's is raised to it, or,
  /// when more than ``horizon`` earlier (a clock jump), starts the samples afresh.
  public mutating func add(position: Double, time: Double) {
    guard position.isFinite, time.isFinite else { return }
    var time = time
    if count > 0 {
      if times[newestIndex] - time > horizon {
        reset()
      } else {
        time = Swift.max(time, times[newestIndex])
      }
    }
    newestIndex = (newestIndex + 1) % Self.capacity
    positions[newestIndex] = position
    times[newestIndex] = time
    count = Swift.min(count + 1, Self.capacity)
  }

  /// The estimated velocity at the newest sample, in points per second (0 with fewer than two
  /// usable samples).
  public var velocity: Double { fittedVelocity(extra: nil) }

  /// The velocity the tracker would estimate after ``add(position:time:)`` with these values,
  /// without adding them (and so without touching, or copying, the storage).
  ///
  /// - Parameters:
  ///   - position: The position along the tracked axis, in points.
  ///   - time: The time of the sample, in seconds.
  /// - Returns: The estimated velocity, in points per second.
  public func velocity(addingPosition position: Double, time: Double) -> Double {
    guard position.isFinite, time.isFinite else { return velocity }
    guard count > 0, times[newestIndex] - time <= horizon else { return 0 }  // alone: no velocity
    return fittedVelocity(extra: (position, Swift.max(time, times[newestIndex])))
  }

  private func fittedVelocity(extra: (position: Double, time: Double)?) -> Double {
    // With an extra sample and a full ring, the oldest stored sample is the one `add` would
    // evict, so it is left out: the preview fits exactly what adding would.
    let stored = extra != nil && count == Self.capacity ? count - 1 : count
    guard stored + (extra == nil ? 0 : 1) > 0 else { return 0 }
    let newestTime = extra?.time ?? times[newestIndex]
    let newestPosition = extra?.position ?? positions[newestIndex]
    // Sums for the normal equations of x(t) = a + b·t + c·t², t relative to the newest sample;
    // the newest sample (t = 0) contributes only to n and Σx.
    var n = 1.0
    var st = 0.0
    var st2 = 0.0
    var st3 = 0.0
    var st4 = 0.0
    var sx = newestPosition
    var stx = 0.0
    var st2x = 0.0
    var distinctTimes = 1
    var lastTime = 0.0
    var previousTime = newestTime
    var isResting = true  // every sample so far within `stillnessDistance` of the newest
    var isStill = false  // resting for the whole stillness timeout
    // Newest first, after the newest itself; read without bounds checks (the index stays in
    // the ring).
    let older = extra == nil ? stored - 1 : stored
    var index = extra == nil ? newestIndex - 1 : newestIndex
    times.withUnsafeBufferPointer { times in
      positions.withUnsafeBufferPointer { positions in
        for _ in 0..<Swift.max(older, 0) {
          if index < 0 { index += Self.capacity }
          let time = times[index]
          let x = positions[index]
          index -= 1
          let t = time - newestTime
          if -t > horizon || previousTime - time > stillnessTimeout { break }
          if isResting {
            if Swift.abs(x - newestPosition) > stillnessDistance {
              isResting = false
            } else if -t >= stillnessTimeout {
              isStill = true  // a pause is a pause, jitter or not
              break
            }
          }
          previousTime = time
          if t != lastTime {
            distinctTimes += 1
            lastTime = t
          }
          let t2 = t * t
          n += 1
          st += t
          st2 += t2
          st3 += t2 * t
          st4 += t2 * t2
          sx += x
          stx += t * x
          st2x += t2 * x
        }
      }
    }
    if isStill { return 0 }
    if distinctTimes >= 3 {
      // Cramer's rule for b in [[n, st, st2], [st, st2, st3], [st2, st3, st4]]·[a, b, c] = [sx, stx, st2x].
      let determinant =
        n * (st2 * st4 - st3 * st3) - st * (st * st4 - st3 * st2) + st2 * (st * st3 - st2 * st2)
      let scale = n * st2 * st4
      if determinant.isFinite, abs(determinant) > 1e-12 * Swift.max(scale, 1e-300) {
        let numerator =
          n * (stx * st4 - st3 * st2x) - sx * (st * st4 - st3 * st2)
          + st2 * (st * st2x - stx * st2)
        let b = numerator / determinant
        if b.isFinite { return b }
      }
    }
    if distinctTimes >= 2 {
      // Straight line: b = (n·Σtx − Σt·Σx) / (n·Σt² − (Σt)²).
      let denominator = n * st2 - st * st
      if denominator > 0 {
        let b = (n * stx - st * sx) / denominator
        if b.isFinite { return b }
      }
    }
    return 0
  }
}
