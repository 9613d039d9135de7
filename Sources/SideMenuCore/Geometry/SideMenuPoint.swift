/// A location in a container's coordinate space, in points.
///
/// The engine works in plain `Double`; the UIKit layer converts to and from `CGPoint`.
public struct SideMenuPoint: Equatable, Hashable, Sendable {
  /// The horizontal coordinate, in points, growing to the right.
  public var x: Double
  /// The vertical coordinate, in points, growing downwards.
  public var y: Double

  /// Creates a point from its coordinates, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = SideMenuPoint(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
