// Core Graphics as far as SideMenuKit uses it. Linux Foundation already provides `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`; redeclaring them would make every use ambiguous, so this
// module adds only what Foundation lacks: affine transforms, colours and paths.
@_exported import Foundation

/// Apple: `struct CGAffineTransform` — the matrix `[a b 0; c d 0; tx ty 1]`, applied to a
/// row vector: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  public static let identity = CGAffineTransform()

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(Foundation.cos(Double(angle)))
    let sine = CGFloat(Foundation.sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// Apple returns the matrix unchanged when it cannot be inverted.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The bounding box of the transformed rectangle, as Core Graphics returns it.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    // Without arrays, so that a view's `frame` (read by app code in frames) allocates nothing.
    let rect = standardized
    let a = CGPoint(x: rect.minX, y: rect.minY).applying(t)
    let b = CGPoint(x: rect.maxX, y: rect.minY).applying(t)
    let c = CGPoint(x: rect.minX, y: rect.maxY).applying(t)
    let d = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
    let minX = Swift.min(a.x, b.x, c.x, d.x)
    let minY = Swift.min(a.y, b.y, c.y, d.y)
    return CGRect(
      x: minX, y: minY, width: Swift.max(a.x, b.x, c.x, d.x) - minX,
      height: Swift.max(a.y, b.y, c.y, d.y) - minY)
  }
}

/// Apple: `class CGColor`. Here RGBA components in 0…1 (device RGB).
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  public let components: [CGFloat]?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, gray, gray, alpha]
  }

  public var alpha: CGFloat { components?.last ?? 1 }
  public var numberOfComponents: Int { components?.count ?? 0 }

  public func copy(alpha: CGFloat) -> CGColor? {
    guard let components, components.count == 4 else { return nil }
    return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  public var description: String {
    "CGColor(\((components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: ", ")))"
  }
}

/// Apple: `class CGPath` — immutable. Here a recorded shape with its bounding box, which is all
/// a test needs to see (a shadow path's outline, a mask's size).
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// What the path outlines.
  public enum Shape: Equatable, Sendable {
    case rect(CGRect)
    case roundedRect(CGRect, cornerRadius: CGFloat)
    case ellipse(CGRect)
  }

  /// Simulation only: the shape the path was made from.
  public let shape: Shape

  public init(shape: Shape) { self.shape = shape }

  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: .rect(transform.map { rect.applying($0.pointee) } ?? rect))
  }

  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(shape: .roundedRect(rect, cornerRadius: min(cornerWidth, cornerHeight)))
  }

  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: .ellipse(rect))
  }

  /// Apple: `var boundingBox: CGRect`.
  public var boundingBox: CGRect {
    switch shape {
    case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect): return rect
    }
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.shape == rhs.shape }
  public func hash(into hasher: inout Hasher) { hasher.combine("\(shape)") }
  public var description: String { "CGPath(\(shape))" }
}
