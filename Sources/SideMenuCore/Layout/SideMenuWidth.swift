/// How wide a menu is.
///
/// The default, ``standard``, is 85 % of the container (the tutorials this project grew from) but
/// at most 360 points (Material 3's modal drawer), and the engine always leaves a margin of content
/// visible (``SideMenuEdgeConfiguration/minimumContentMargin``, 64 points like Android's
/// `DrawerLayout`) so the user can see and tap what the menu will close back to. With the default
/// margin, the margin is what binds on phones (a 390-point iPhone gets 326 points, 84 %) and the
/// cap on tablets; the fraction takes over when an app sets a smaller margin.
public enum SideMenuWidth: Equatable, Hashable, Sendable {
  /// A fixed width, in points.
  case fixed(Double)
  /// A fraction (0…1) of the container's width, kept within `minimum`…`maximum` points.
  case fraction(Double, minimum: Double, maximum: Double)

  /// 85 % of the container, at most 360 points.
  public static let standard = SideMenuWidth.fraction(0.85, minimum: 0, maximum: 360)

  /// The menu's width in a container, in points, and what had to be corrected to compute it.
  ///
  /// The width includes the container's safe-area inset on the menu's side, so a menu in a
  /// landscape iPhone keeps its usable width beside the sensor housing; the menu's own views lay
  /// out inside its safe area. The result is never more than the container's width minus
  /// `minimumContentMargin`, and never negative.
  ///
  /// Invalid values are replaced, each with a diagnostic: a non-finite or negative fixed width by
  /// ``standard``; a non-finite or negative fraction by 0.85 (keeping the given limits); a fraction
  /// above 1 by 1; a non-finite or negative minimum by 0; a
  /// NaN maximum, or one below the minimum, by the minimum; a fixed width wider than the container
  /// by the largest width that fits.
  ///
  /// - Parameters:
  ///   - container: The container, already sanitized (see ``SideMenuContainer/sanitized()``).
  ///   - side: The physical side the menu is attached to.
  ///   - minimumContentMargin: Points of content that stay visible beside the open menu.
  /// - Returns: The width in points and the diagnostics.
  public func resolved(
    in container: SideMenuContainer,
    side: SideMenuPhysicalEdge,
    minimumContentMargin: Double
  ) -> (width: Double, diagnostics: [SideMenuDiagnostic]) {
    var diagnostics: [SideMenuDiagnostic] = []
    let containerWidth = container.size.width
    var base: Double
    switch self {
    case .fixed(let points):
      if points.isFinite, points >= 0 {
        base = points
        if points > containerWidth, containerWidth > 0 {
          diagnostics.append(.menuWiderThanContainer(requested: points, container: containerWidth))
        }
      } else {
        diagnostics.append(.settingReplaced(.menuWidth, given: points))
        let fallback = SideMenuWidth.standard.resolved(
          in: container, side: side, minimumContentMargin: minimumContentMargin)
        return (fallback.width, diagnostics + fallback.diagnostics)
      }
    case .fraction(let fraction, let minimum, let maximum):
      var fraction = fraction
      if !fraction.isFinite || fraction < 0 {
        diagnostics.append(.settingReplaced(.menuWidthFraction, given: fraction))
        fraction = 0.85
      } else if fraction > 1 {
        diagnostics.append(.settingReplaced(.menuWidthFraction, given: fraction))
        fraction = 1
      }
      var lower = minimum
      if !lower.isFinite || lower < 0 {
        diagnostics.append(.settingReplaced(.menuMinimumWidth, given: minimum))
        lower = 0
      }
      var upper = maximum
      if upper.isNaN || upper < lower {
        diagnostics.append(.settingReplaced(.menuMaximumWidth, given: maximum))
        upper = lower
      }
      base = Swift.min(Swift.max(fraction * containerWidth, lower), upper)
    }
    var margin = minimumContentMargin
    if !margin.isFinite || margin < 0 {
      diagnostics.append(.settingReplaced(.minimumContentMargin, given: minimumContentMargin))
      margin = 0
    }
    let width = base + container.safeAreaInsets.inset(on: side)
    let limit = Swift.max(0, containerWidth - margin)
    return (Swift.max(0, Swift.min(width, limit)), diagnostics)
  }
}
