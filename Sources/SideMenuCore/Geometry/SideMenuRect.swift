/// An axis-aligned rectangle, in points.
public struct SideMenuRect: Equatable, Hashable, Sendable {
  /// The top-left corner, in points.
  public var origin: SideMenuPoint
  /// The width and height, in points.
  public var size: SideMenuSize

  /// Creates a rectangle from its origin and size, in points.
  public init(origin: SideMenuPoint, size: SideMenuSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: SideMenuPoint(x: x, y: y), size: SideMenuSize(width: width, height: height))
  }

  /// A rectangle at the origin with zero size.
  public static let zero = SideMenuRect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate, in points.
  public var minX: Double { origin.x }
  /// The largest x coordinate, in points.
  public var maxX: Double { origin.x + size.width }
  /// The smallest y coordinate, in points.
  public var minY: Double { origin.y }
  /// The largest y coordinate, in points.
  public var maxY: Double { origin.y + size.height }
  /// The x coordinate of the centre, in points.
  public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the centre, in points.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width, in points.
  public var width: Double { size.width }
  /// The height, in points.
  public var height: Double { size.height }

  /// The smallest rectangle containing both, in points.
  func union(_ other: SideMenuRect) -> SideMenuRect {
    let minX = Swift.min(self.minX, other.minX)
    let minY = Swift.min(self.minY, other.minY)
    return SideMenuRect(
      x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
      height: Swift.max(maxY, other.maxY) - minY)
  }

  /// Whether `point` lies inside the rectangle (edges at the minimum side included, at the
  /// maximum side excluded, as `CGRect.contains(_:)` does).
  public func contains(_ point: SideMenuPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
