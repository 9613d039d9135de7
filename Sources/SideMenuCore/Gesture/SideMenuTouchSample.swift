/// One position of a finger (or pointer), in container coordinates, and when it was there.
public struct SideMenuTouchSample: Equatable, Hashable, Sendable {
  /// Where the finger is, in points, in the container's coordinate space.
  public var location: SideMenuPoint
  /// When the finger was there, in seconds on any monotonic clock (the same clock as the
  /// state machine's event times; UIKit: `CACurrentMediaTime()`).
  public var timestamp: Double

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - location: The finger's location, in points.
  ///   - timestamp: The time of the sample, in seconds.
  public init(location: SideMenuPoint, timestamp: Double) {
    self.location = location
    self.timestamp = timestamp
  }

  /// Creates a sample from coordinates (points) and a timestamp (seconds).
  public init(x: Double, y: Double, timestamp: Double) {
    self.init(location: SideMenuPoint(x: x, y: y), timestamp: timestamp)
  }

  /// Whether the location and timestamp are all finite.
  public var isFinite: Bool { location.isFinite && timestamp.isFinite }
}
