// The docked layout and the blend between the two modes: pure, allocation-free functions the
// state machine evaluates every frame of a docked menu or a mode change.

extension SideMenuFrameState {
  /// The frame of a docked menu `menuWidth` points wide at `progress` (0 collapsed, 1
  /// expanded): the menu slides in from beyond its edge at full size and alpha, and the content
  /// is laid out in the room its visible part leaves (not moved, scaled or dimmed). Nothing
  /// stretches past expanded: a spring's overshoot stops at 1 (a sidebar does not rubber-band,
  /// and a stretch would narrow the content below its minimum). Progress is limited as in
  /// ``SideMenuStyle/frameState(in:side:menuWidth:progress:)``. A `panel` (the style's
  /// ``SideMenuStyle/menuPanel``) insets the menu as it does a sliding one; the content keeps
  /// the room beside the menu's whole width, so the panel floats in that room and never covers
  /// the content.
  static func docked(
    in container: SideMenuContainer, side: SideMenuPhysicalEdge, menuWidth: Double,
    progress: Double, panel: SideMenuPanel? = nil
  ) -> SideMenuFrameState {
    let width = usableWidth(menuWidth)
    let containerWidth = container.size.width
    let limited = limitedProgress(progress)
    let p = Swift.min(limited, 1)
    let shown = width * p
    // A docked menu is at the container's edge: the vertical bar belongs to the content laid
    // out beside it; a fold only caps its width (``SideMenuReservedRegions``).
    let area = container.menuArea(on: side, mode: .docked)
    let menuX: Double =
      switch side {
      case .left: area.minX
      case .right: area.maxX - width
      }
    let menuFrame = SideMenuRect(x: menuX, y: area.minY, width: width, height: area.height)
    let contentX: Double =
      switch side {
      case .left: shown
      case .right: 0
      }
    let state = SideMenuFrameState(
      progress: limited,
      menuFrame: menuFrame,
      menuTransform: SideMenuTransform(translationX: -side.openingDirection * (width - shown)),
      menuAlpha: 1,
      menuShadowOpacity: 0,
      menuShadowRadius: 0,
      menuSafeAreaInsets: safeArea(of: menuFrame, in: container, mode: .docked),
      contentMinX: contentX,
      contentWidth: Swift.max(0, containerWidth - shown),
      contentHeight: container.size.height,
      contentTransform: .identity,
      contentAlpha: 1,
      contentCornerRadius: 0,
      contentShadowOpacity: 0,
      contentShadowRadius: 0,
      scrimAlpha: 0,
      dockedFraction: 1,
      // Never stretched, but sized like a sliding menu's stretch, so that a blend between the
      // modes keeps the fill's size.
      maximumMenuStretch: maximumStretch(
        menuWidth: width, inWidth: container.menuArea(on: side, mode: .sliding).width),
      side: side,
      isMenuHidden: p <= 0,
      isMenuAboveContent: true,
      layoutMode: .docked,
      hasScrim: false)
    guard let panel else { return state }
    return state.drawn(as: panel, in: container)
  }

  /// This (sliding) frame moved `fraction` (0…1) of the way to `docked`: every position, size,
  /// alpha and radius interpolated in a straight line, so a mode change is continuous; the
  /// stacking and the menu's visibility stay this frame's.
  func blended(toward docked: SideMenuFrameState, fraction: Double) -> SideMenuFrameState {
    let f = fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
    func mix(_ a: SideMenuRect, _ b: SideMenuRect) -> SideMenuRect {
      SideMenuRect(
        x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
        height: mix(a.height, b.height))
    }
    func mix(_ a: SideMenuTransform, _ b: SideMenuTransform) -> SideMenuTransform {
      SideMenuTransform(
        translationX: mix(a.translationX, b.translationX),
        translationY: mix(a.translationY, b.translationY), scale: mix(a.scale, b.scale))
    }
    var result = self
    result.menuFrame = mix(menuFrame, docked.menuFrame)
    result.menuTransform = mix(menuTransform, docked.menuTransform)
    result.menuAlpha = mix(menuAlpha, docked.menuAlpha)
    result.menuShadowOpacity = mix(menuShadowOpacity, docked.menuShadowOpacity)
    result.menuShadowRadius = mix(menuShadowRadius, docked.menuShadowRadius)
    result.menuCornerRadius = mix(menuCornerRadius, docked.menuCornerRadius)
    result.menuStretch = mix(menuStretch, docked.menuStretch)
    result.maximumMenuStretch = mix(maximumMenuStretch, docked.maximumMenuStretch)
    result.menuSafeAreaInsets = SideMenuInsets(
      top: mix(menuSafeAreaInsets.top, docked.menuSafeAreaInsets.top),
      left: mix(menuSafeAreaInsets.left, docked.menuSafeAreaInsets.left),
      bottom: mix(menuSafeAreaInsets.bottom, docked.menuSafeAreaInsets.bottom),
      right: mix(menuSafeAreaInsets.right, docked.menuSafeAreaInsets.right))
    result.contentMinX = mix(contentMinX, docked.contentMinX)
    result.contentWidth = mix(contentWidth, docked.contentWidth)
    result.contentHeight = mix(contentHeight, docked.contentHeight)
    result.contentTransform = mix(contentTransform, docked.contentTransform)
    result.contentAlpha = mix(contentAlpha, docked.contentAlpha)
    result.contentCornerRadius = mix(contentCornerRadius, docked.contentCornerRadius)
    result.contentShadowOpacity = mix(contentShadowOpacity, docked.contentShadowOpacity)
    result.contentShadowRadius = mix(contentShadowRadius, docked.contentShadowRadius)
    result.scrimAlpha = mix(scrimAlpha, docked.scrimAlpha)
    result.dockedFraction = f
    return result
  }
}
