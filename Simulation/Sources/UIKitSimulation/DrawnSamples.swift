import CoreGraphics

/// One reading of what was drawn, taken at a vsync once its frame was on screen.
public struct DrawnSample<Value> {
  /// The vsync's time, seconds (`CACurrentMediaTime()`).
  public let time: TimeInterval
  /// What the reading returned then.
  public let value: Value
}

extension SimulatedDevice {
  /// Reads what is drawn at every vsync while `body` moves the clock, and returns the readings
  /// in order — the scenarios' rule for every mode change and animation: what a person sees is
  /// checked at several moments during the motion, not only at rest. `read` should read
  /// presentation values (`UIView.simulationPresentedFrameInWindow`, `simulationPresentedAlpha`):
  /// the render server's, which differ from the model values while Core Animation plays.
  ///
  /// Readings are taken also while the main thread is busy (see `onFrameShown`, which this
  /// uses and gives back as it was).
  ///
  /// - Parameters:
  ///   - body: What runs the motion (`advance(by:)`, `runUntilIdle()`, a finger's moves).
  ///   - read: What to read at each vsync.
  /// - Returns: One sample per vsync that passed while `body` ran.
  public func drawnSamples<Value>(
    during body: () -> Void, _ read: @escaping () -> Value
  ) -> [DrawnSample<Value>] {
    var samples: [DrawnSample<Value>] = []
    let previous = onFrameShown
    onFrameShown = { time in
      previous?(time)
      samples.append(DrawnSample(time: time, value: read()))
    }
    body()
    onFrameShown = previous
    return samples
  }

  /// What is drawn at every vsync until the device is idle (`runUntilIdle()`); see
  /// ``drawnSamples(during:_:)``.
  public func drawnSamplesUntilIdle<Value>(_ read: @escaping () -> Value) -> [DrawnSample<Value>] {
    drawnSamples(during: { runUntilIdle() }, read)
  }
}

/// What a sampled motion did, for the mid-motion checks.
public struct DrawnMotion: CustomStringConvertible, Sendable {
  /// The readings, one per vsync.
  public let values: [CGFloat]

  public init(_ values: [CGFloat]) { self.values = values }

  /// How many readings lie strictly between `start` and `end`, more than `tolerance` from
  /// both: the moments the motion was visibly under way.
  public func interiorCount(from start: CGFloat, to end: CGFloat, tolerance: CGFloat = 0.5)
    -> Int
  {
    let (low, high) = (Swift.min(start, end), Swift.max(start, end))
    return values.filter { $0 > low + tolerance && $0 < high - tolerance }.count
  }

  /// The largest change between two successive readings, points.
  public var largestStep: CGFloat {
    zip(values, values.dropFirst()).map { abs($1 - $0) }.max() ?? 0
  }

  /// Whether the readings never move away from `end` once moving toward it: a monotone path
  /// from the first reading to `end`, within `tolerance`.
  public func isMonotone(toward end: CGFloat, tolerance: CGFloat = 0.5) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { a, b in abs(end - b) <= abs(end - a) + tolerance }
  }

  /// Whether the motion is gradual: at least `moments` readings strictly between `start` and
  /// `end`, no step above `maximumStep` points, and monotone toward `end`.
  public func isGradual(
    from start: CGFloat, to end: CGFloat, maximumStep: CGFloat, moments: Int = 3
  ) -> Bool {
    interiorCount(from: start, to: end) >= moments && largestStep <= maximumStep
      && isMonotone(toward: end)
  }

  public var description: String {
    "[" + values.map { "\(($0 * 10).rounded() / 10)" }.joined(separator: ", ") + "]"
  }
}
