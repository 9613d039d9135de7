/// What the engine knows about the view a menu is shown in: its size, its safe area and its
/// writing direction. The UIKit layer sends a new value whenever any of them changes (rotation,
/// split-screen resizing, a language change).
public struct SideMenuContainer: Equatable, Hashable, Sendable {
  /// The container's size, in points.
  public var size: SideMenuSize
  /// The container's safe-area insets, in points.
  public var safeAreaInsets: SideMenuInsets
  /// The container's layout direction, which decides where the leading edge is.
  public var layoutDirection: SideMenuLayoutDirection
  /// The container's horizontal size class, where the platform reports one (UIKit's
  /// `traitCollection.horizontalSizeClass`, SwiftUI's `horizontalSizeClass`); `nil` where it
  /// does not (the browser). ``SideMenuDocking/whenWide(minimumContainerWidth:minimumContentWidth:)``
  /// never docks in a compact width.
  public var horizontalSizeClass: SideMenuSizeClass?
  /// What the system reserves inside the container beyond its safe area — a fold, cameras in
  /// use, the vertical bar (iPhone Duo, iOS 27.1) — in the container's coordinates, in points:
  /// inputs of the menu's width, area and content insets (see ``SideMenuReservedRegions``).
  /// Empty everywhere else.
  public var reservedRegions: SideMenuReservedRegions {
    didSet { hasReservedRegions = !reservedRegions.isEmpty }
  }
  /// Whether ``reservedRegions`` holds anything: kept beside it so the per-frame layout of every
  /// other device tests one flag instead of reading the regions.
  private(set) var hasReservedRegions: Bool

  /// Creates a container description.
  ///
  /// - Parameters:
  ///   - size: The container's size, in points.
  ///   - safeAreaInsets: The container's safe-area insets, in points.
  ///   - layoutDirection: The container's layout direction.
  ///   - horizontalSizeClass: The container's horizontal size class, if the platform has one.
  ///   - reservedRegions: The active reserved regions and the vertical bar, in points.
  public init(
    size: SideMenuSize,
    safeAreaInsets: SideMenuInsets = .zero,
    layoutDirection: SideMenuLayoutDirection = .leftToRight,
    horizontalSizeClass: SideMenuSizeClass? = nil,
    reservedRegions: SideMenuReservedRegions = .none
  ) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.reservedRegions = reservedRegions
    hasReservedRegions = !reservedRegions.isEmpty
  }

  /// The container's bounds: its size at the origin, in points.
  public var bounds: SideMenuRect { SideMenuRect(origin: .zero, size: size) }

  /// The part of the container's safe area a full-height rectangle of it overlaps, per
  /// physical side, in points: the top and bottom insets whole, and of each side's inset only
  /// what the rectangle reaches into — the safe area of a view laid out there, such as the
  /// content beside a docked menu (``SideMenuFrameState/contentFrame``, no inset on the
  /// menu's side), for renderers that do not derive it from view positions (SwiftUI, the
  /// browser). ``SideMenuFrameState/menuSafeAreaInsets`` is the same reading of the menu's frame.
  ///
  /// - Parameter rect: A rectangle in the container, in points.
  /// - Returns: Its insets, each between 0 and the rectangle's width.
  public func safeAreaInsets(of rect: SideMenuRect) -> SideMenuInsets {
    SideMenuFrameState.safeArea(of: rect, in: self, mode: nil)
  }

  /// The largest width or height, in points, a container may have: far beyond any screen (an 8K
  /// display is 3,840 points wide at 2×), small enough that no frame computation can overflow.
  public static let maximumDimension = 100_000.0

  /// A copy that is safe to lay out in, and what had to change to make it so.
  ///
  /// A non-finite or negative width or height becomes 0 (a zero-sized container lays the menu out
  /// with zero width, and drags are ignored until a usable size arrives), and one above
  /// ``maximumDimension`` becomes that maximum; non-finite or negative insets become 0, and insets
  /// that together exceed a dimension are scaled down to fit it. Reserved regions with a
  /// non-finite or negative value, or outside the bounds, are dropped, others clipped to the
  /// bounds; a vertical bar is at most half the width and ends at a fold on its side
  /// (``SideMenuDiagnostic/invalidReservedRegion``).
  public func sanitized() -> (container: SideMenuContainer, diagnostics: [SideMenuDiagnostic]) {
    var diagnostics: [SideMenuDiagnostic] = []
    var result = self
    func clean(_ value: Double) -> Double {
      value.isFinite && value > 0 ? Swift.min(value, Self.maximumDimension) : 0
    }
    result.size = SideMenuSize(width: clean(size.width), height: clean(size.height))
    if !size.isUsable || result.size != size {
      diagnostics.append(.unusableContainer(width: size.width, height: size.height))
    }
    let (insets, insetsChanged) = safeAreaInsets.sanitized()
    result.safeAreaInsets = insets
    // Insets wider than the container would give a negative usable width.
    let horizontal = insets.left + insets.right
    if horizontal > result.size.width, horizontal > 0 {
      let factor = result.size.width / horizontal
      result.safeAreaInsets.left *= factor
      result.safeAreaInsets.right *= factor
    }
    let vertical = insets.top + insets.bottom
    if vertical > result.size.height, vertical > 0 {
      let factor = result.size.height / vertical
      result.safeAreaInsets.top *= factor
      result.safeAreaInsets.bottom *= factor
    }
    if insetsChanged || result.safeAreaInsets != insets {
      diagnostics.append(.invalidSafeAreaInsets)
    }
    if !reservedRegions.isEmpty {
      let (regions, regionsChanged) = sanitizedReservedRegions(
        in: result.size, layoutDirection: layoutDirection)
      result.reservedRegions = regions
      if regionsChanged { diagnostics.append(.invalidReservedRegion) }
    }
    return (result, diagnostics)
  }
}
