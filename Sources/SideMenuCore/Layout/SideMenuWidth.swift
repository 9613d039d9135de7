/// How wide a menu is.
///
/// Every width resolves by one rule (``resolved(in:side:minimumContentMargin:)``):
/// 1. the base: a ``fixed(_:)`` width as given, or a ``fraction(_:minimum:maximum:)`` of the
///    container's width kept within its limits;
/// 2. **plus** the container's safe-area inset on the menu's side (a landscape iPhone's sensor
///    housing), so the usable width stays the base;
/// 3. **capped** at the container's width less the edge's
///    ``SideMenuEdgeConfiguration/minimumContentMargin`` (64 points by default), never negative;
///    with reserved regions (iPhone Duo), at the menu's area
///    (``SideMenuContainer/menuArea(on:mode:)``) less that margin — beside a vertical fold, at
///    the fold's near edge (``SideMenuReservedRegions``).
///
/// So `.fraction(0.85)` on a 320-point screen gives 256 points, not 272 (the margin binds), and
/// `.fixed(280)` gives 280 + the inset, at most the cap. Read back what a configuration gives in
/// any container, before any layout, with
/// ``SideMenuConfiguration/resolvedMenuWidth(for:in:)``; for exactly a share of the screen, with
/// no margin, use ``SideMenuEdgeConfiguration/setWidth(toFractionOfContainer:)``.
///
/// The default, ``standard``, is 85 % of the container (the modal seed tutorial's width, `docs/seed-tutorials.md`) but
/// at most 360 points (Material 3's modal drawer). With the default margin, the margin is what
/// binds on phones (a 390-point iPhone gets 326 points, 84 %) and the cap on tablets.
public enum SideMenuWidth: Equatable, Hashable, Sendable {
  /// A width in points, plus the safe-area inset on the menu's side, capped at the container's
  /// width less the edge's minimum content margin (see the rule above).
  case fixed(Double)
  /// A fraction (0…1) of the container's width kept within `minimum`…`maximum` points, plus the
  /// safe-area inset on the menu's side, capped at the container's width less the edge's minimum
  /// content margin (see the rule above).
  case fraction(Double, minimum: Double, maximum: Double)

  /// 85 % of the container, at most 360 points.
  public static let standard = SideMenuWidth.fraction(0.85, minimum: 0, maximum: 360)

  /// A fraction (0…1) of the container's width, with no limits of its own:
  /// `.fraction(0.85)` is `.fraction(0.85, minimum: 0, maximum: .infinity)`. It resolves to the
  /// fraction of the container's width plus the safe-area inset on the menu's side, at most the
  /// container's width less the edge's ``SideMenuEdgeConfiguration/minimumContentMargin``
  /// (64 points by default; see ``SideMenuEdgeConfiguration/setWidth(toFractionOfContainer:)``
  /// for exactly that fraction of the screen).
  ///
  /// - Parameter fraction: The share of the container's width, 0…1.
  /// - Returns: The width.
  public static func fraction(_ fraction: Double) -> SideMenuWidth {
    .fraction(fraction, minimum: 0, maximum: .infinity)
  }

  /// A copy whose values can be resolved, and a diagnostic for each change: a non-finite or
  /// negative fixed width becomes ``standard``; a non-finite or negative fraction becomes 0.85
  /// (keeping the given limits) and one above 1 becomes 1; a non-finite or negative minimum becomes
  /// 0; a NaN maximum, or one below the minimum, becomes the minimum (all in points).
  ///
  /// ``resolved(in:side:minimumContentMargin:)`` applies it first; it is public so a tool that
  /// shows or exports a configuration (the playground) can show the width the engine will use.
  public func validated() -> (width: SideMenuWidth, diagnostics: [SideMenuDiagnostic]) {
    switch self {
    case .fixed(let points):
      if points.isFinite, points >= 0 { return (self, []) }
      return (.standard, [.settingReplaced(.menuWidth, given: points)])
    case .fraction(let given, let minimum, let maximum):
      var diagnostics: [SideMenuDiagnostic] = []
      var fraction = given
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
      return (.fraction(fraction, minimum: lower, maximum: upper), diagnostics)
    }
  }

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
    let (valid, validationDiagnostics) = validated()
    var diagnostics = validationDiagnostics
    let containerWidth = container.size.width
    let base: Double
    switch valid {
    case .fixed(let points):
      base = points
      if points > containerWidth, containerWidth > 0 {
        diagnostics.append(.menuWiderThanContainer(requested: points, container: containerWidth))
      }
    case .fraction(let fraction, let minimum, let maximum):
      base = Swift.min(Swift.max(fraction * containerWidth, minimum), maximum)
    }
    var margin = minimumContentMargin
    if !margin.isFinite || margin < 0 {
      diagnostics.append(.settingReplaced(.minimumContentMargin, given: minimumContentMargin))
      margin = 0
    }
    // The safe-area inset the menu's content must clear on its side; a vertical bar's strip
    // there already holds that much of it (the menu starts beside the strip; a container
    // inside the navigation controller counts the strip in its safe area too).
    let strip = container.verticalBarStrip.flatMap { $0.side == side ? $0.width : nil } ?? 0
    let width = base + Swift.max(0, container.safeAreaInsets.inset(on: side) - strip)
    // The room the menu may take (``SideMenuContainer/menuArea(on:mode:)``): the whole width
    // without reserved regions. Beside a vertical fold the other side is all content, so the
    // margin is not taken again: the menu ends at the fold at the latest.
    let area = container.menuArea(on: side, mode: .sliding).width
    let limit =
      container.reservedRegions.isDivisionVertical ? area : Swift.max(0, area - margin)
    return (Swift.max(0, Swift.min(width, limit)), diagnostics)
  }
}
