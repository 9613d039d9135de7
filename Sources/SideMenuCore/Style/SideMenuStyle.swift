/// What moves, and how far, as a menu opens: a value, not code.
///
/// Every property describes one end of a straight-line interpolation in the opening progress
/// (0 = closed, 1 = open); the other end is the view's untouched state. Evaluate a style with
/// ``frameState(in:side:menuWidth:progress:)``. Build your own by changing fields of a preset:
///
/// ```swift
/// var style = SideMenuStyle.slideAside
/// style.contentCornerRadiusWhenOpen = 20
/// ```
///
/// Parallax is ``menuOffsetWhenClosed`` between −1 and 0 (the menu travels less than the content,
/// as in ``viewSlideOutMenuPartialIn``) or between 0 and 1 (it moves out from under the content).
public struct SideMenuStyle: Equatable, Hashable, Sendable {
  /// Which of the two views is drawn above the other.
  public enum Stacking: Equatable, Hashable, Sendable, CaseIterable {
    /// The menu covers the content (slide over, dissolve).
    case menuAboveContent
    /// The content covers the menu and moves aside to reveal it (slide out, scale down).
    case contentAboveMenu
  }

  /// Which view is on top.
  public var stacking: Stacking

  /// Where the closed menu sits, as a fraction of its width along the opening direction: −1 hides
  /// it just beyond the container's edge, 0 leaves it in place (revealed by the content moving
  /// away), positive values push it under the content. At progress 1 it is always 0.
  public var menuOffsetWhenClosed: Double
  /// The menu's alpha (0…1) when closed; 1 at progress 1.
  public var menuAlphaWhenClosed: Double
  /// The menu's scale factor when closed (about its centre); 1 at progress 1.
  public var menuScaleWhenClosed: Double
  /// The opacity (0…1) of the menu's shadow when open; 0 when closed.
  public var menuShadowOpacityWhenOpen: Double
  /// The blur radius of the menu's shadow, in points.
  public var menuShadowRadius: Double

  /// Where the content's edge nearest the menu ends up when open, as a fraction of the menu's
  /// width: 0 keeps the content in place, 1 moves it aside by the whole menu width. When the
  /// content also scales, the offset is measured at its scaled edge, so the menu stays uncovered.
  public var contentOffsetWhenOpen: Double
  /// The content's scale factor when open (about its centre); 1 when closed.
  public var contentScaleWhenOpen: Double
  /// The content's alpha (0…1) when open; 1 when closed.
  public var contentAlphaWhenOpen: Double
  /// The content's corner radius when open, in points; 0 when closed.
  public var contentCornerRadiusWhenOpen: Double
  /// The opacity (0…1) of the content's shadow when open; 0 when closed.
  public var contentShadowOpacityWhenOpen: Double
  /// The blur radius of the content's shadow, in points.
  public var contentShadowRadius: Double

  /// The opacity (0…1) of the dimming scrim over the content when open; 0 when closed. The scrim
  /// moves with the content and closes the menu when tapped.
  public var scrimOpacityWhenOpen: Double

  /// The menu drawn as a floating panel — inset from the container's edge, top and bottom, with
  /// rounded corners (iPadOS 26's sidebar look) — or `nil` for a menu that fills its edge's full
  /// height (every preset). Not animated: the panel keeps its shape at every progress, and
  /// moves, scales and fades as this style moves the menu. See ``SideMenuPanel``.
  public var menuPanel: SideMenuPanel? = nil

  /// Creates a style. Every parameter defaults to "does not change", so a style names only what
  /// moves.
  ///
  /// - Parameters:
  ///   - stacking: Which view is on top.
  ///   - menuOffsetWhenClosed: The closed menu's offset, in menu widths along the opening
  ///     direction.
  ///   - menuAlphaWhenClosed: The closed menu's alpha, 0…1.
  ///   - menuScaleWhenClosed: The closed menu's scale factor.
  ///   - menuShadowOpacityWhenOpen: The open menu's shadow opacity, 0…1.
  ///   - menuShadowRadius: The menu's shadow radius, in points.
  ///   - contentOffsetWhenOpen: The open content's offset, in menu widths.
  ///   - contentScaleWhenOpen: The open content's scale factor.
  ///   - contentAlphaWhenOpen: The open content's alpha, 0…1.
  ///   - contentCornerRadiusWhenOpen: The open content's corner radius, in points.
  ///   - contentShadowOpacityWhenOpen: The open content's shadow opacity, 0…1.
  ///   - contentShadowRadius: The content's shadow radius, in points.
  ///   - scrimOpacityWhenOpen: The open scrim's opacity, 0…1.
  ///   - menuPanel: The menu as a floating panel, or `nil`.
  public init(
    stacking: Stacking = .menuAboveContent,
    menuOffsetWhenClosed: Double = 0,
    menuAlphaWhenClosed: Double = 1,
    menuScaleWhenClosed: Double = 1,
    menuShadowOpacityWhenOpen: Double = 0,
    menuShadowRadius: Double = 0,
    contentOffsetWhenOpen: Double = 0,
    contentScaleWhenOpen: Double = 1,
    contentAlphaWhenOpen: Double = 1,
    contentCornerRadiusWhenOpen: Double = 0,
    contentShadowOpacityWhenOpen: Double = 0,
    contentShadowRadius: Double = 0,
    scrimOpacityWhenOpen: Double = 0,
    menuPanel: SideMenuPanel? = nil
  ) {
    self.stacking = stacking
    self.menuOffsetWhenClosed = menuOffsetWhenClosed
    self.menuAlphaWhenClosed = menuAlphaWhenClosed
    self.menuScaleWhenClosed = menuScaleWhenClosed
    self.menuShadowOpacityWhenOpen = menuShadowOpacityWhenOpen
    self.menuShadowRadius = menuShadowRadius
    self.contentOffsetWhenOpen = contentOffsetWhenOpen
    self.contentScaleWhenOpen = contentScaleWhenOpen
    self.contentAlphaWhenOpen = contentAlphaWhenOpen
    self.contentCornerRadiusWhenOpen = contentCornerRadiusWhenOpen
    self.contentShadowOpacityWhenOpen = contentShadowOpacityWhenOpen
    self.contentShadowRadius = contentShadowRadius
    self.scrimOpacityWhenOpen = scrimOpacityWhenOpen
    self.menuPanel = menuPanel
  }

  /// A copy whose every value is usable, and the diagnostics for what had to change.
  ///
  /// Non-finite values become the "does not change" default; alphas and opacities are clamped to
  /// 0…1; offsets to −1…1; scale factors to 0.1…2 (a smaller scale makes the view unusable, a
  /// larger one covers the screen); radii to 0…1,000 points; the ``menuPanel`` as
  /// ``SideMenuPanel/validated()`` says.
  public func validated() -> (style: SideMenuStyle, diagnostics: [SideMenuDiagnostic]) {
    var diagnostics: [SideMenuDiagnostic] = []
    var style = self
    clampSetting(&style.menuOffsetWhenClosed, -1, 1, default: 0, .styleValue, into: &diagnostics)
    clampSetting(&style.menuAlphaWhenClosed, 0, 1, default: 1, .styleValue, into: &diagnostics)
    clampSetting(&style.menuScaleWhenClosed, 0.1, 2, default: 1, .styleValue, into: &diagnostics)
    clampSetting(
      &style.menuShadowOpacityWhenOpen, 0, 1, default: 0, .styleValue, into: &diagnostics)
    clampSetting(&style.menuShadowRadius, 0, 1_000, default: 0, .styleRadius, into: &diagnostics)
    clampSetting(&style.contentOffsetWhenOpen, -1, 1, default: 0, .styleValue, into: &diagnostics)
    clampSetting(&style.contentScaleWhenOpen, 0.1, 2, default: 1, .styleValue, into: &diagnostics)
    clampSetting(&style.contentAlphaWhenOpen, 0, 1, default: 1, .styleValue, into: &diagnostics)
    clampSetting(
      &style.contentCornerRadiusWhenOpen, 0, 1_000, default: 0, .styleRadius, into: &diagnostics)
    clampSetting(
      &style.contentShadowOpacityWhenOpen, 0, 1, default: 0, .styleValue, into: &diagnostics)
    clampSetting(&style.contentShadowRadius, 0, 1_000, default: 0, .styleRadius, into: &diagnostics)
    clampSetting(&style.scrimOpacityWhenOpen, 0, 1, default: 0, .styleValue, into: &diagnostics)
    if let panel = style.menuPanel {
      let (validPanel, panelDiagnostics) = panel.validated()
      style.menuPanel = validPanel
      diagnostics += panelDiagnostics
    }
    return (style, diagnostics)
  }

  /// The cross-fade used instead of this style while Reduce Motion is on: nothing slides or
  /// scales; the menu fades in at its open position above the content, and the scrim keeps this
  /// style's opacity (Apple's guidance: replace motion with a dissolve, keep the meaning). The
  /// ``menuPanel`` is a shape, not a motion, so it is kept.
  public var reducedMotionVariant: SideMenuStyle {
    SideMenuStyle(
      stacking: .menuAboveContent,
      menuOffsetWhenClosed: 0,
      menuAlphaWhenClosed: 0,
      menuShadowOpacityWhenOpen: menuShadowOpacityWhenOpen,
      menuShadowRadius: menuShadowRadius,
      scrimOpacityWhenOpen: scrimOpacityWhenOpen,
      menuPanel: menuPanel)
  }
}
