/// The resistance a drag meets past the fully open position, as UIScrollView applies past its
/// content edge: `f(x) = (1 − 1 / (x·c / d + 1))·d`, where x is how far the finger has gone past
/// the limit, d the dimension and c the coefficient (0.55 in UIKit). f(0) = 0, its slope at 0 is
/// c, and it approaches d without ever reaching it (reference: "Rubber banding" in
/// `interaction-reference.md`). The state machine's d is the smaller of the menu's width and the
/// room left between the open menu and the container's far edge, so a stretched menu never
/// leaves the screen.
public enum SideMenuRubberBand {
  /// How far the menu moves, in points, when the finger has gone `overshoot` points past the
  /// limit. Negative or non-finite overshoots, and a non-positive dimension, give 0.
  ///
  /// - Parameters:
  ///   - overshoot: The finger's distance past the limit, in points.
  ///   - dimension: The dimension the band approaches, in points.
  ///   - coefficient: The resistance coefficient, 0…1 (UIKit: 0.55).
  /// - Returns: The menu's distance past the limit, in points.
  public static func offset(forOvershoot overshoot: Double, dimension: Double, coefficient: Double)
    -> Double
  {
    guard overshoot > 0, overshoot.isFinite, dimension > 0, dimension.isFinite else { return 0 }
    return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
  }

  /// The derivative of ``offset(forOvershoot:dimension:coefficient:)`` with respect to the
  /// overshoot: how many points the menu moves per point of finger movement there. It is
  /// `coefficient` at the limit and falls toward 0; at or below the limit the drag is direct (1).
  ///
  /// - Parameters:
  ///   - overshoot: The finger's distance past the limit, in points.
  ///   - dimension: The dimension the band approaches, in points.
  ///   - coefficient: The resistance coefficient, 0…1.
  /// - Returns: Points of menu movement per point of finger movement.
  public static func slope(atOvershoot overshoot: Double, dimension: Double, coefficient: Double)
    -> Double
  {
    guard overshoot > 0, dimension > 0, dimension.isFinite else { return 1 }
    guard overshoot.isFinite else { return 0 }
    let denominator = overshoot * coefficient / dimension + 1
    return coefficient / (denominator * denominator)
  }

  /// The inverse of ``offset(forOvershoot:dimension:coefficient:)``: how far past the limit the
  /// finger is, in points, when the band has moved the menu `offset` points. Offsets at or beyond
  /// the dimension (unreachable) give infinity; non-positive or non-finite ones give 0.
  ///
  /// - Parameters:
  ///   - offset: The menu's distance past the limit, in points.
  ///   - dimension: The dimension the band approaches, in points.
  ///   - coefficient: The resistance coefficient, 0…1.
  /// - Returns: The finger's distance past the limit, in points.
  public static func overshoot(forOffset offset: Double, dimension: Double, coefficient: Double)
    -> Double
  {
    guard offset > 0, offset.isFinite, dimension > 0, dimension.isFinite, coefficient > 0 else {
      return 0
    }
    guard offset < dimension else { return .infinity }
    // f = x·c·d / (x·c + d)  ⇔  x = f / (c·(1 − f / d)).
    return offset / (coefficient * (1 - offset / dimension))
  }
}
