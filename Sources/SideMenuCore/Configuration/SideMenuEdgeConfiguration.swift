/// How the menu on one edge looks and whether it exists.
public struct SideMenuEdgeConfiguration: Equatable, Hashable, Sendable {
  /// Whether this edge has a menu. Default: `true` for the leading edge, `false` for the
  /// trailing edge (see ``SideMenuConfiguration/init()``).
  public var isEnabled: Bool
  /// The menu's width. Default: ``SideMenuWidth/standard`` (85 % of the container, at most 360
  /// points).
  public var width: SideMenuWidth
  /// The content that always stays visible beside the open menu, in points. Default: 64, Android
  /// `DrawerLayout`'s `MIN_DRAWER_MARGIN`, enough for a thumb to tap the scrim.
  public var minimumContentMargin: Double
  /// What moves as the menu opens. Default: ``SideMenuStyle/standard``.
  public var style: SideMenuStyle
  /// When the menu docks beside the content instead of sliding over it. Default:
  /// ``SideMenuDocking/never``; ``SideMenuDocking/automatic`` docks on wide screens (see
  /// SideMenuCore's "Wide Screens" article).
  public var docking: SideMenuDocking

  /// Creates an edge configuration; every parameter has the documented default.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether this edge has a menu.
  ///   - width: The menu's width.
  ///   - minimumContentMargin: The content kept visible beside the open menu, in points.
  ///   - style: What moves as the menu opens.
  ///   - docking: When the menu docks beside the content.
  public init(
    isEnabled: Bool = true,
    width: SideMenuWidth = .standard,
    minimumContentMargin: Double = 64,
    style: SideMenuStyle = .standard,
    docking: SideMenuDocking = .never
  ) {
    self.isEnabled = isEnabled
    self.width = width
    self.minimumContentMargin = minimumContentMargin
    self.style = style
    self.docking = docking
  }

  /// Makes the menu exactly a fraction of the container's width — "85 % of the screen" —
  /// by setting ``width`` to ``SideMenuWidth/fraction(_:)`` and ``minimumContentMargin`` to 0, so
  /// no margin caps it. (The safe-area inset on the menu's side is still added.)
  ///
  /// - Parameter fraction: The share of the container's width, 0…1.
  public mutating func setWidth(toFractionOfContainer fraction: Double) {
    width = .fraction(fraction)
    minimumContentMargin = 0
  }
}
