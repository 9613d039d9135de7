/// A uniform scale about a view's centre followed by a translation: the only transform any side
/// menu style needs (no rotation or shear).
///
/// A point `p` of the view maps to `centre + scale × (p − centre) + translation`, which is what
/// UIKit does with `CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: translationX,
/// ty: translationY)` and the default anchor point (0.5, 0.5).
public struct SideMenuTransform: Equatable, Hashable, Sendable {
  /// Horizontal translation, in points.
  public var translationX: Double
  /// Vertical translation, in points.
  public var translationY: Double
  /// Uniform scale factor about the view's centre; 1 leaves the size unchanged.
  public var scale: Double

  /// Creates a transform from its translation (points) and scale factor.
  public init(translationX: Double = 0, translationY: Double = 0, scale: Double = 1) {
    self.translationX = translationX
    self.translationY = translationY
    self.scale = scale
  }

  /// The transform that leaves a view where it is.
  public static let identity = SideMenuTransform()

  /// Whether this transform leaves a view where it is.
  public var isIdentity: Bool { translationX == 0 && translationY == 0 && scale == 1 }

  /// The frame a view whose untransformed frame is `rect` occupies on screen.
  public func applied(to rect: SideMenuRect) -> SideMenuRect {
    let width = rect.width * scale
    let height = rect.height * scale
    return SideMenuRect(
      x: rect.midX - width / 2 + translationX,
      y: rect.midY - height / 2 + translationY,
      width: width,
      height: height)
  }
}
