/// A width and height, in points.
public struct SideMenuSize: Equatable, Hashable, Sendable {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// Creates a size, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  public static let zero = SideMenuSize(width: 0, height: 0)

  /// Whether both dimensions are finite and greater than zero: the only sizes a menu can be laid
  /// out in.
  public var isUsable: Bool {
    width.isFinite && height.isFinite && width > 0 && height > 0
  }
}
