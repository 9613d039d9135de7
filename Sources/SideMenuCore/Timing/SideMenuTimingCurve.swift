/// A cubic Bézier timing curve from (0, 0) to (1, 1), like `CAMediaTimingFunction`,
/// `UICubicTimingParameters` and CSS `cubic-bezier()`.
///
/// The x axis is the fraction of the duration that has passed, the y axis the fraction of the
/// distance covered. The two control points shape it; their x coordinates must lie in 0…1 so the
/// curve is a function of time, while y may leave 0…1 to overshoot or anticipate.
///
/// ```swift
/// let curve = SideMenuTimingCurve.quartOut
/// let halfway = curve.value(at: 0.5)  // ≈ 0.93 of the distance after half the duration
/// ```
public struct SideMenuTimingCurve: Equatable, Hashable, Sendable {
  /// The first control point, in unit coordinates (x: fraction of the duration, y: of the
  /// distance). Usable x values lie in 0…1.
  public var controlPoint1: SideMenuPoint
  /// The second control point, in unit coordinates. Usable x values lie in 0…1.
  public var controlPoint2: SideMenuPoint

  /// Creates a curve from its two control points, in unit coordinates, stored as given.
  ///
  /// - Parameters:
  ///   - controlPoint1: The control point beside the start (0, 0).
  ///   - controlPoint2: The control point beside the end (1, 1).
  public init(controlPoint1: SideMenuPoint, controlPoint2: SideMenuPoint) {
    self.controlPoint1 = controlPoint1
    self.controlPoint2 = controlPoint2
  }

  /// Creates a curve from the four numbers of CSS `cubic-bezier(x1, y1, x2, y2)`, stored as given.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, 0…1.
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x, 0…1.
  ///   - y2: The second control point's y.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.init(
      controlPoint1: SideMenuPoint(x: x1, y: y1), controlPoint2: SideMenuPoint(x: x2, y: y2))
  }

  /// Constant speed: (0, 0, 1, 1), as `CAMediaTimingFunctionName.linear`.
  public static let linear = SideMenuTimingCurve(0, 0, 1, 1)
  /// Starts slowly: (0.42, 0, 1, 1), as `CAMediaTimingFunctionName.easeIn`.
  public static let easeIn = SideMenuTimingCurve(0.42, 0, 1, 1)
  /// Ends slowly: (0, 0, 0.58, 1), as `CAMediaTimingFunctionName.easeOut`.
  public static let easeOut = SideMenuTimingCurve(0, 0, 0.58, 1)
  /// Starts and ends slowly: (0.42, 0, 0.58, 1), UIKit's default `.easeInOut`.
  public static let easeInOut = SideMenuTimingCurve(0.42, 0, 0.58, 1)
  /// Starts fast and decelerates strongly: (0.25, 1, 0.5, 1); the modal seed tutorial presented the
  /// menu with it (`docs/seed-tutorials.md`).
  public static let quartOut = SideMenuTimingCurve(0.25, 1, 0.5, 1)
  /// Starts slowly and accelerates strongly: (0.5, 0, 0.75, 0); the modal seed tutorial dismissed the
  /// menu with it.
  public static let quartIn = SideMenuTimingCurve(0.5, 0, 0.75, 0)

  /// The fraction of the distance covered after a fraction of the duration.
  ///
  /// Solves x(s) = `fraction` for the curve parameter s by Newton steps kept inside a bisection
  /// bracket (so a flat spot, where Newton would jump, falls back to bisection), until the bracket
  /// is narrower than 1e-16 or the step no longer changes s; y(s) is then accurate to about
  /// 1e-15 times the curve's steepest y-slope, far inside 1e-9. Returns exactly 0 at 0 and 1 at 1,
  /// and exactly `fraction` for a curve on the diagonal (such as ``linear``).
  ///
  /// The curve is evaluated as ``validated()`` would make it (x coordinates clamped to 0…1,
  /// non-finite coordinates replaced), so any curve gives a finite answer.
  ///
  /// - Parameter fraction: The fraction of the duration, clamped to 0…1; NaN counts as 0.
  /// - Returns: The fraction of the distance (below 0 or above 1 when the curve anticipates or
  ///   overshoots).
  public func value(at fraction: Double) -> Double {
    evaluate(at: fraction).value
  }

  /// The curve's slope dy/dx after a fraction of the duration: its speed in fractions of the
  /// distance per duration (multiply by distance / duration for units per second).
  ///
  /// Where dx/ds vanishes (at the start when the first control point is (0, 0), as in
  /// ``easeOut``; at the end for ``easeIn``), the slope is the limit there by l'Hôpital's rule:
  /// the ratio of the first derivatives with respect to s that do not both vanish. For a first
  /// control point (0, 0) that is y₂/x₂ at the start. Where that limit is infinite (a vertical
  /// tangent, as with a control point (0, 0.5) straight above the start) the result is
  /// `+infinity` or `-infinity`, following the direction the curve moves there.
  ///
  /// - Parameter fraction: The fraction of the duration, clamped to 0…1; NaN counts as 0.
  /// - Returns: The slope, in fractions of the distance per fraction of the duration.
  public func slope(at fraction: Double) -> Double {
    evaluate(at: fraction).slope
  }

  /// A copy whose coordinates are all usable, and a diagnostic for each change.
  ///
  /// A non-finite coordinate becomes the matching coordinate of ``linear`` ((0, 0) and (1, 1));
  /// an x coordinate outside 0…1 is clamped into it. Each change reports
  /// ``SideMenuDiagnostic/settingReplaced(_:given:)`` with ``SideMenuSetting/curveControlPoint``
  /// and the coordinate given. Finite y coordinates are kept, however far they overshoot.
  ///
  /// - Returns: The usable curve and the diagnostics.
  public func validated() -> (curve: SideMenuTimingCurve, diagnostics: [SideMenuDiagnostic]) {
    var diagnostics: [SideMenuDiagnostic] = []
    var result = self
    let anything = Double.greatestFiniteMagnitude
    clampSetting(&result.controlPoint1.x, 0, 1, default: 0, .curveControlPoint, into: &diagnostics)
    clampSetting(
      &result.controlPoint1.y, -anything, anything, default: 0, .curveControlPoint,
      into: &diagnostics)
    clampSetting(&result.controlPoint2.x, 0, 1, default: 1, .curveControlPoint, into: &diagnostics)
    clampSetting(
      &result.controlPoint2.y, -anything, anything, default: 1, .curveControlPoint,
      into: &diagnostics)
    return (result, diagnostics)
  }

  /// The value and slope at a fraction of the duration, sharing one solve for the parameter.
  func evaluate(at fraction: Double) -> (value: Double, slope: Double) {
    let f = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
    let p = UsableCoordinates(self)
    // On the diagonal y(s) = x(s), so y = x exactly; no solve needed.
    if p.x1 == p.y1 && p.x2 == p.y2 { return (f, 1) }
    let s: Double
    let value: Double
    if f == 0 {
      (s, value) = (0, 0)
    } else if f == 1 {
      (s, value) = (1, 1)
    } else {
      s = p.solve(f)
      value = UsableCoordinates.bezier(s, p.y1, p.y2)
    }
    return (value, p.slope(s))
  }
}

/// A curve's coordinates as ``SideMenuTimingCurve/validated()`` would make them, and the cubic's
/// evaluation. With P₀ = 0 and P₃ = 1 in both axes, B(s) = 3(1−s)²s·P₁ + 3(1−s)s²·P₂ + s³; the
/// Bernstein form is used because it is exact at both ends (B(0) = 0, B(1) = 1).
private struct UsableCoordinates {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  init(_ curve: SideMenuTimingCurve) {
    let anything = Double.greatestFiniteMagnitude
    x1 = Self.clean(curve.controlPoint1.x, 0, 1, 0)
    y1 = Self.clean(curve.controlPoint1.y, -anything, anything, 0)
    x2 = Self.clean(curve.controlPoint2.x, 0, 1, 1)
    y2 = Self.clean(curve.controlPoint2.y, -anything, anything, 1)
  }

  /// The rule of `clampSetting`, without the diagnostics.
  static func clean(_ value: Double, _ lower: Double, _ upper: Double, _ fallback: Double)
    -> Double
  {
    value.isFinite ? Swift.min(Swift.max(value, lower), upper) : fallback
  }

  static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * s * (u * p1 + s * p2) + s * s * s
  }

  static func firstDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * (u * u * p1 + 2 * u * s * (p2 - p1) + s * s * (1 - p2))
  }

  static func secondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    6 * ((1 - s) * (p2 - 2 * p1) + s * (1 - 2 * p2 + p1))
  }

  static func thirdDerivative(_ p1: Double, _ p2: Double) -> Double {
    6 * (1 - 3 * p2 + 3 * p1)
  }

  /// The parameter s in 0…1 with x(s) = f, for 0 < f < 1. x(s) never decreases because
  /// x₁, x₂ ∈ 0…1, so [lo, hi] with x(lo) ≤ f ≤ x(hi) stays a valid bracket.
  func solve(_ f: Double) -> Double {
    var lower = 0.0
    var upper = 1.0
    var s = f
    for _ in 0..<128 {
      let error = Self.bezier(s, x1, x2) - f
      if error == 0 { return s }
      if error < 0 { lower = s } else { upper = s }
      var next = s - error / Self.firstDerivative(s, x1, x2)
      // Also catches a zero derivative (an infinite or NaN step).
      if !(next > lower && next < upper) { next = lower + (upper - lower) / 2 }
      if next == s { return s }
      s = next
      if upper - lower <= 1e-16 { break }
    }
    return s
  }

  /// dy/dx at parameter s, with the l'Hôpital limit where dx/ds = 0 (see
  /// ``SideMenuTimingCurve/slope(at:)``).
  func slope(_ s: Double) -> Double {
    func infinite(towards sign: Double) -> Double { sign > 0 ? .infinity : -.infinity }
    let dx = Self.firstDerivative(s, x1, x2)
    let dy = Self.firstDerivative(s, y1, y2)
    if dx != 0 { return dy / dx }
    if dy != 0 { return infinite(towards: dy) }
    let ddx = Self.secondDerivative(s, x1, x2)
    let ddy = Self.secondDerivative(s, y1, y2)
    if ddx != 0 { return ddy / ddx }
    // Near s₀ dy/ds ≈ y''·(s − s₀); at the end s − s₀ < 0, which flips the direction.
    if ddy != 0 { return infinite(towards: s == 1 ? -ddy : ddy) }
    let dddx = Self.thirdDerivative(x1, x2)
    let dddy = Self.thirdDerivative(y1, y2)
    if dddx != 0 { return dddy / dddx }
    if dddy != 0 { return infinite(towards: dddy) }
    return 0
  }
}
