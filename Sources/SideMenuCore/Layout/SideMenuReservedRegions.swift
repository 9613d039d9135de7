/// What the system reserves inside the container beyond its safe area: a fold that divides it,
/// cameras that cover part of it while in use, and the vertical bar the system moves the
/// navigation bar, toolbar and tab bar into (iPhone Duo, iOS 27.1).
///
/// UIKit reports the first two as `UIView.ReservedRegion`s of kind `.division` and `.occlusion`
/// ("An area where content splits into separate regions, such as at the fold of a hinge";
/// "An area where an element, such as the Dynamic Island, a camera, or window controls,
/// occludes content" —
/// https://developer.apple.com/documentation/uikit/uiview/reservedregion), SwiftUI through
/// `GeometryProxy.reservedRegions(kind:options:layoutDirectionBehavior:)`; the vertical bar's
/// edge is `UITraitCollection.verticalBarEdge` / SwiftUI's `toolbarVerticalEdge`, and its room
/// `UIView.LayoutRegion.bar(onEdge:extent:)`. Renderers pass only the regions that are
/// **active** (`isActive`): a camera occludes only while it is in use.
///
/// The rule (``SideMenuContainer/menuArea(on:mode:)``):
/// - **The fold.** A menu or a docked sidebar takes exactly one side of a division and never
///   spans it. A vertical fold (the book posture) caps the menu's width so that it ends at the
///   fold's near edge: a menu that fits on its side keeps its configured width, a wider one ends
///   at the fold (Apple's guidance: content "belongs on one side or the other" of a division,
///   "Arrange your content on both sides of this area" —
///   https://developer.apple.com/documentation/uikit/uiviewreservedregion). Clamped rather than
///   filling the side: the menu's width is a reading width (at most 360 points by default),
///   and a side of the open display is wider than that. A horizontal fold (the display turned
///   so the fold runs across it) gives a side menu no side to take beside it: the sliding menu
///   takes the part below the fold — the part that lies flat, under the hands, where Apple puts
///   controls in the tabletop posture — and no menu docks (a sidebar half the height beside
///   full-height content is no sidebar). Apple is silent on side menus across a horizontal
///   fold; this is the stricter reading (the menu never crosses the fold).
/// - **The cameras.** An occlusion region the menu's frame overlaps insets the menu's content
///   (``SideMenuFrameState/menuSafeAreaInsets``) from the side of the menu that loses the least
///   area, as the safe area does the sensor housing, so no row sits under a camera.
/// - **The vertical bar.** In the sliding mode the bar belongs to the content the menu covers,
///   and its strip stays the content's: a menu on the bar's edge slides in beside the strip (its
///   area ends there), the scrim does not cover the strip
///   (``SideMenuContainer/scrimFrame(forMenuOn:)``), so the bar's controls stay tappable and undimmed —
///   the menu button the app put in its navigation bar is in that strip, and it must keep
///   working as the toggle — and the edge drag starts beside the strip, never on its controls.
///   A menu on the other edge that reaches the strip insets its content from it. A docked
///   sidebar lays the content out beside it, so the content's bar moves with the content and
///   the strip does not concern the sidebar.
public struct SideMenuReservedRegions: Equatable, Hashable, Sendable {
  /// The active division region (the fold), in the container's coordinates, in points; `nil`
  /// when the container is not divided (closed, fully open, any other device).
  public var division: SideMenuRect?
  /// The active occlusion regions (cameras in use), in the container's coordinates, in points.
  ///
  /// Kept inline, two of them (a device has a camera or two per display): a third and any
  /// more are merged into the second by their bounding rectangle, which the menu then avoids
  /// whole — a coarser but never a looser outcome. Inline, a container stays plain data, so
  /// the engine's events copy without reference counting on every frame.
  public var occlusions: [SideMenuRect] {
    get {
      switch (firstOcclusion, secondOcclusion) {
      case (nil, nil): []
      case (let first?, nil): [first]
      case (nil, let second?): [second]
      case (let first?, let second?): [first, second]
      }
    }
    set {
      firstOcclusion = newValue.first
      secondOcclusion = nil
      for region in newValue.dropFirst() {
        secondOcclusion = secondOcclusion.map { $0.union(region) } ?? region
      }
    }
  }
  private var firstOcclusion: SideMenuRect?
  private var secondOcclusion: SideMenuRect?
  /// The vertical bar, when the system shows one in this container.
  public var verticalBar: SideMenuVerticalBar?
  /// Whether the container is on a display that folds, whether or not the fold divides it
  /// now: UIKit reports the fold's division region with `.includeInactive` also while the
  /// display lies fully open (iPhone Duo's inner display). It reserves nothing; the
  /// ``SideMenuDocking/automatic`` rule reads it (a folding display held open in landscape is
  /// regular width: the sidebar's place). An active ``division`` implies it.
  public var isOnFoldingDisplay: Bool

  /// Creates the reserved regions of a container.
  ///
  /// - Parameters:
  ///   - division: The active division region, in points, or `nil`.
  ///   - occlusions: The active occlusion regions, in points.
  ///   - verticalBar: The vertical bar, or `nil`.
  ///   - isOnFoldingDisplay: Whether the display folds, the fold active or not (`true`
  ///     whenever `division` is given).
  public init(
    division: SideMenuRect? = nil, occlusions: [SideMenuRect] = [],
    verticalBar: SideMenuVerticalBar? = nil, isOnFoldingDisplay: Bool = false
  ) {
    self.division = division
    self.verticalBar = verticalBar
    self.isOnFoldingDisplay = isOnFoldingDisplay || division != nil
    self.occlusions = occlusions
  }

  /// No reserved regions: every device before iPhone Duo.
  public static let none = SideMenuReservedRegions()

  /// Whether nothing is reserved (``isOnFoldingDisplay`` reserves nothing: not counted).
  public var isEmpty: Bool {
    division == nil && firstOcclusion == nil && secondOcclusion == nil && verticalBar == nil
  }

  /// The inline occlusions, for the per-frame layout (no array).
  var firstOcclusionRegion: SideMenuRect? { firstOcclusion }
  var secondOcclusionRegion: SideMenuRect? { secondOcclusion }

  /// Whether the division runs from top to bottom (the book posture: it splits the container
  /// into a left and a right part) rather than across (it splits it into a top and a bottom
  /// part): the taller it is than wide. `false` without a division.
  public var isDivisionVertical: Bool {
    guard let division else { return false }
    return division.height >= division.width
  }
}

/// The vertical bar: the strip along one side edge the system moves the navigation bar, toolbar
/// and tab bar into (UIKit: `UITraitCollection.verticalBarEdge`, "The edge where the system
/// places the vertical bar", https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge;
/// its room `UIView.LayoutRegion.bar(onEdge:extent:)`).
public struct SideMenuVerticalBar: Equatable, Hashable, Sendable {
  /// The edge it is on, in terms of the writing direction (`UIVerticalBarEdge.leading` or
  /// `.trailing`; `.unspecified` is no bar).
  public var edge: SideMenuEdge
  /// Its width from the container's edge, in points.
  public var extent: Double

  /// Creates a vertical bar.
  ///
  /// - Parameters:
  ///   - edge: The edge it is on.
  ///   - extent: Its width from the container's edge, in points.
  public init(edge: SideMenuEdge, extent: Double) {
    self.edge = edge
    self.extent = extent
  }
}

extension SideMenuContainer {
  /// The part of the container a menu on `side` may take in a layout mode, in points: the
  /// container's bounds, less the part beyond a fold (a vertical fold: the side away from the
  /// menu; a horizontal one: the part above it), and in the sliding mode less the vertical bar's
  /// strip on the menu's side. See ``SideMenuReservedRegions`` for the rule and its reasons.
  ///
  /// - Parameters:
  ///   - side: The physical side the menu is on.
  ///   - mode: The layout mode.
  /// - Returns: A rectangle inside the bounds (the bounds themselves without reserved regions).
  public func menuArea(on side: SideMenuPhysicalEdge, mode: SideMenuLayoutMode) -> SideMenuRect {
    guard hasReservedRegions else { return bounds }
    return reservedMenuArea(on: side, mode: mode)
  }

  /// ``menuArea(on:mode:)`` with reserved regions: out of line, so the per-frame path of every
  /// other device stays one test.
  @inline(never)
  func reservedMenuArea(on side: SideMenuPhysicalEdge, mode: SideMenuLayoutMode) -> SideMenuRect {
    var minX = 0.0
    var maxX = size.width
    var minY = 0.0
    let maxY = size.height
    if let division = reservedRegions.division {
      if reservedRegions.isDivisionVertical {
        switch side {
        case .left: maxX = Swift.min(maxX, division.minX)
        case .right: minX = Swift.max(minX, division.maxX)
        }
      } else {
        minY = Swift.max(minY, division.maxY)
      }
    }
    if mode == .sliding, let strip = verticalBarStrip, strip.side == side {
      switch side {
      case .left: minX = Swift.max(minX, strip.width)
      case .right: maxX = Swift.min(maxX, size.width - strip.width)
      }
    }
    return SideMenuRect(
      x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
  }

  /// The vertical bar's strip: its physical side and width (points), or `nil` without a bar.
  var verticalBarStrip: (side: SideMenuPhysicalEdge, width: Double)? {
    guard let bar = reservedRegions.verticalBar, bar.extent > 0 else { return nil }
    return (bar.edge.resolved(in: layoutDirection), bar.extent)
  }

  /// The vertical bar's strip as a rectangle in the container, in points.
  var verticalBarRect: SideMenuRect? {
    guard let strip = verticalBarStrip else { return nil }
    let x = strip.side == .left ? 0 : size.width - strip.width
    return SideMenuRect(x: x, y: 0, width: strip.width, height: size.height)
  }

  /// What the scrim of a sliding menu on `side` covers, in the container's coordinates, in
  /// points (before the content's transform, which it follows): `nil` for the whole container
  /// (every device without a vertical bar). With the vertical bar on the menu's side (iPhone
  /// Duo), the container less the bar's strip, so the bar's controls stay tappable and
  /// undimmed while the menu is open beside them (``SideMenuReservedRegions``); renderers hand
  /// touches on the strip to the content's bar, not to the scrim.
  ///
  /// - Parameter side: The physical side the menu is on (``SideMenuFrameState/side``).
  /// - Returns: The scrim's rectangle, or `nil` for the whole container.
  public func scrimFrame(forMenuOn side: SideMenuPhysicalEdge) -> SideMenuRect? {
    let strip = scrimStripWidth(for: side)
    guard strip > 0 else { return nil }
    return SideMenuRect(
      x: side == .left ? strip : 0, y: 0, width: Swift.max(0, size.width - strip),
      height: size.height)
  }

  /// The width of the vertical bar's strip the scrim of a sliding menu on `side` leaves
  /// uncovered, in points: the strip's when it is on that side, else 0
  /// (``scrimFrame(forMenuOn:)``).
  func scrimStripWidth(for side: SideMenuPhysicalEdge) -> Double {
    guard hasReservedRegions, let strip = verticalBarStrip, strip.side == side else { return 0 }
    return strip.width
  }

  /// The insets a menu frame's content needs to keep clear of the occlusion regions (and, in
  /// the sliding mode, of the vertical bar's strip) that it overlaps, per physical side, in
  /// points: each region insets from the side of the frame that loses the least area (the top
  /// or bottom on a tie, so rows stack clear of it). Zero without regions.
  func reservedInsets(of frame: SideMenuRect, mode: SideMenuLayoutMode) -> SideMenuInsets {
    var insets = SideMenuInsets.zero
    guard hasReservedRegions else { return insets }
    func avoid(_ region: SideMenuRect) {
      // Only an overlap with some area counts: touching edges leave the content clear.
      guard region.maxX > frame.minX, region.minX < frame.maxX, region.maxY > frame.minY,
        region.minY < frame.maxY
      else { return }
      let top = region.maxY - frame.minY
      let bottom = frame.maxY - region.minY
      let left = region.maxX - frame.minX
      let right = frame.maxX - region.minX
      let vertical = Swift.min(top, bottom) * frame.width
      let horizontal = Swift.min(left, right) * frame.height
      if vertical <= horizontal {
        if top <= bottom {
          insets.top = Swift.max(insets.top, top)
        } else {
          insets.bottom = Swift.max(insets.bottom, bottom)
        }
      } else if left <= right {
        insets.left = Swift.max(insets.left, left)
      } else {
        insets.right = Swift.max(insets.right, right)
      }
    }
    if let region = reservedRegions.firstOcclusionRegion { avoid(region) }
    if let region = reservedRegions.secondOcclusionRegion { avoid(region) }
    if mode == .sliding, let strip = verticalBarRect { avoid(strip) }
    return insets
  }

  /// The reserved regions cleaned for layout, and whether anything had to change: a region
  /// with a non-finite or negative value, or wholly outside the bounds, is dropped; one partly
  /// outside is clipped to the bounds; a vertical bar with a non-finite or negative extent is
  /// dropped, one wider than half the container is narrowed to half, and one reaching into a
  /// vertical fold on its side ends at the fold. Overlapping regions are all kept: each one
  /// applies (the menu avoids their union).
  func sanitizedReservedRegions(in size: SideMenuSize, layoutDirection: SideMenuLayoutDirection)
    -> (regions: SideMenuReservedRegions, changed: Bool)
  {
    var changed = false
    func clipped(_ rect: SideMenuRect) -> SideMenuRect? {
      let values = [rect.minX, rect.minY, rect.width, rect.height]
      guard values.allSatisfy({ $0.isFinite }), rect.width >= 0, rect.height >= 0 else {
        changed = true
        return nil
      }
      let minX = Swift.max(0, rect.minX)
      let minY = Swift.max(0, rect.minY)
      let maxX = Swift.min(size.width, rect.maxX)
      let maxY = Swift.min(size.height, rect.maxY)
      // Wholly outside (a zero-width fold on the bounds' edge divides nothing either).
      guard maxX >= minX, maxY >= minY, minX < size.width, minY < size.height,
        maxX > 0, maxY > 0
      else {
        changed = true
        return nil
      }
      let result = SideMenuRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      if result != rect { changed = true }
      return result
    }
    var result = SideMenuReservedRegions(isOnFoldingDisplay: reservedRegions.isOnFoldingDisplay)
    if let division = reservedRegions.division { result.division = clipped(division) }
    var kept: [SideMenuRect] = []
    for occlusion in reservedRegions.occlusions {
      if let region = clipped(occlusion) { kept.append(region) }
    }
    if !kept.isEmpty { result.occlusions = kept }
    if let bar = reservedRegions.verticalBar {
      if !bar.extent.isFinite || bar.extent < 0 {
        changed = true
      } else if bar.extent > 0 {
        var extent = Swift.min(bar.extent, size.width / 2)
        if result.isDivisionVertical, let division = result.division {
          switch bar.edge.resolved(in: layoutDirection) {
          case .left: extent = Swift.min(extent, division.minX)
          case .right: extent = Swift.min(extent, size.width - division.maxX)
          }
        }
        if extent != bar.extent { changed = true }
        result.verticalBar = SideMenuVerticalBar(edge: bar.edge, extent: Swift.max(0, extent))
      }
    }
    return (result, changed)
  }
}
