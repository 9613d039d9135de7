/// Distances inward from the four physical sides of a rectangle, in points.
///
/// Safe-area insets use physical sides (left and right, as `UIEdgeInsets` does), because a notch
/// or a rounded corner does not flip with the writing direction.
public struct SideMenuInsets: Equatable, Hashable, Sendable {
  /// The inset from the top side, in points.
  public var top: Double
  /// The inset from the left side, in points.
  public var left: Double
  /// The inset from the bottom side, in points.
  public var bottom: Double
  /// The inset from the right side, in points.
  public var right: Double

  /// Creates insets, in points.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = SideMenuInsets()

  /// The inset on the given physical side, in points.
  public func inset(on side: SideMenuPhysicalEdge) -> Double {
    switch side {
    case .left: left
    case .right: right
    }
  }

  /// The larger of the two insets on each side, in points.
  func union(_ other: SideMenuInsets) -> SideMenuInsets {
    SideMenuInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }

  /// The insets with every non-finite or negative value replaced by zero, and whether any was.
  func sanitized() -> (insets: SideMenuInsets, changed: Bool) {
    func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
    let result = SideMenuInsets(
      top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
    return (result, result != self)
  }
}
