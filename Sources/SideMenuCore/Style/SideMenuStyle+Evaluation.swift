extension SideMenuStyle {
  /// The frame state of this style at a progress: the one function every renderer draws from.
  ///
  /// Pure and allocation-free. Alphas, scales, radii and opacities follow the progress clamped to
  /// 0…1. Past 1 (a rubber-banded drag or a spring's overshoot) only positions keep moving: the
  /// menu's frame widens toward the content by the overshoot (progress past 1 times the menu's
  /// width, in points), so nothing detaches from the edge, and the content moves by that stretch
  /// times ``contentOffsetWhenOpen``. The stretch is limited to the room between the open menu
  /// and the container's far edge, so the menu never passes that edge (a drag's rubber band
  /// never reaches the limit; only a spring overshooting by more stops at it). A NaN or negative progress
  /// counts as 0 and progress is limited to 2, so with a sanitized container no value can overflow.
  /// A right-hand menu is the exact mirror image of a left-hand one. With a ``menuPanel`` the
  /// menu's frame is the panel's (``SideMenuPanel``), with its corner radius; everything else is
  /// as without it.
  ///
  /// - Parameters:
  ///   - container: The container (sanitized: see ``SideMenuContainer/sanitized()``).
  ///   - side: The physical side the menu is attached to.
  ///   - menuWidth: The menu's resolved width in points (see
  ///     ``SideMenuWidth/resolved(in:side:minimumContentMargin:)``); a non-finite or negative
  ///     width counts as 0.
  ///   - progress: The opening progress, 0…1.
  /// - Returns: The frame state.
  public func frameState(
    in container: SideMenuContainer,
    side: SideMenuPhysicalEdge,
    menuWidth: Double,
    progress: Double
  ) -> SideMenuFrameState {
    let width = SideMenuFrameState.usableWidth(menuWidth)
    let containerWidth = container.size.width
    let limited = SideMenuFrameState.limitedProgress(progress)
    let p = Swift.min(limited, 1)
    let overshoot = limited - p
    let direction = side.openingDirection

    func mix(_ closed: Double, _ open: Double) -> Double { closed + (open - closed) * p }

    // The menu: its open frame, stretched by any overshoot up to the far edge, offset while
    // closed.
    // The part of the container the menu may take: the bounds, unless a fold or the vertical
    // bar reserves some (``SideMenuReservedRegions``).
    let area = container.menuArea(on: side, mode: .sliding)
    let maximumStretch = SideMenuFrameState.maximumStretch(menuWidth: width, inWidth: area.width)
    let stretch = Swift.min(width * overshoot, maximumStretch)
    let menuWidthNow = width + stretch
    let menuX: Double =
      switch side {
      case .left: area.minX
      case .right: area.maxX - menuWidthNow
      }
    let menuScale = mix(menuScaleWhenClosed, 1)
    let menuTranslation = direction * width * menuOffsetWhenClosed * (1 - p)

    // The content: its near edge travels `contentOffsetWhenOpen` menu widths; a scale about the
    // centre already moves that edge by half the lost width, so subtract it.
    let contentScale = mix(1, contentScaleWhenOpen)
    let nearEdgeTravel = (width * p + stretch) * contentOffsetWhenOpen
    let scaleShift = (1 - contentScale) * containerWidth / 2
    let contentTranslation = direction * (nearEdgeTravel - scaleShift)
    let contentTransform = SideMenuTransform(translationX: contentTranslation, scale: contentScale)

    let menuFrame = SideMenuRect(
      x: menuX, y: area.minY, width: menuWidthNow, height: area.height)
    let menuSafeArea = SideMenuFrameState.safeArea(of: menuFrame, in: container, mode: .sliding)

    // Built by each return itself (not kept in a variable and copied out: a frame state is over
    // 250 bytes, and this runs every frame).
    func state() -> SideMenuFrameState {
      SideMenuFrameState(
        progress: limited,
        menuFrame: menuFrame,
        menuTransform: SideMenuTransform(translationX: menuTranslation, scale: menuScale),
        menuAlpha: mix(menuAlphaWhenClosed, 1),
        menuShadowOpacity: mix(0, menuShadowOpacityWhenOpen),
        menuShadowRadius: menuShadowRadius,
        menuSafeAreaInsets: menuSafeArea,
        contentMinX: 0,
        contentWidth: containerWidth,
        contentHeight: container.size.height,
        contentTransform: contentTransform,
        contentAlpha: mix(1, contentAlphaWhenOpen),
        contentCornerRadius: mix(0, contentCornerRadiusWhenOpen),
        contentShadowOpacity: mix(0, contentShadowOpacityWhenOpen),
        contentShadowRadius: contentShadowRadius,
        scrimAlpha: mix(0, scrimOpacityWhenOpen),
        menuStretch: stretch,
        maximumMenuStretch: maximumStretch,
        side: side,
        isMenuHidden: p <= 0,
        isMenuAboveContent: stacking == .menuAboveContent)
    }
    guard let menuPanel else { return state() }
    return state().drawn(as: menuPanel, in: container)
  }
}

extension SideMenuFrameState {
  /// A menu width a frame can use: non-finite or negative counts as 0 (points).
  static func usableWidth(_ menuWidth: Double) -> Double {
    menuWidth.isFinite && menuWidth > 0 ? menuWidth : 0
  }

  /// Progress as frames take it: NaN or negative is 0, and at most 2, so with a sanitized
  /// container no value can overflow.
  static func limitedProgress(_ progress: Double) -> Double {
    progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 2)
  }

  /// The most a menu `menuWidth` points wide stretches past open in `container`, in points:
  /// its width (progress past 1 is limited to 1 more) or the room left to the container's far
  /// edge. The same in both layout modes, so it stays put while the mode changes.
  ///
  /// - Parameters:
  ///   - width: The menu's width, in points.
  ///   - areaWidth: The width of the part of the container the menu may take
  ///     (``SideMenuContainer/menuArea(on:mode:)``), in points: the container's without
  ///     reserved regions.
  /// - Returns: The largest stretch, in points.
  static func maximumStretch(menuWidth width: Double, inWidth areaWidth: Double) -> Double {
    Swift.min(width, Swift.max(0, areaWidth - width))
  }

  /// The part of the container's safe area a menu frame overlaps, per side, in points, with
  /// the room the reserved regions it overlaps take in a menu's layout `mode`
  /// (``SideMenuContainer/reservedInsets(of:mode:)``; `nil`: the safe area alone, for the
  /// content, which reads the regions itself).
  static func safeArea(
    of menuFrame: SideMenuRect, in container: SideMenuContainer, mode: SideMenuLayoutMode?
  ) -> SideMenuInsets {
    let insets = container.safeAreaInsets
    let left = Swift.min(Swift.max(0, insets.left - menuFrame.minX), menuFrame.width)
    let right = Swift.min(
      Swift.max(0, menuFrame.maxX - (container.size.width - insets.right)), menuFrame.width)
    guard container.hasReservedRegions else {
      return SideMenuInsets(top: insets.top, left: left, bottom: insets.bottom, right: right)
    }
    // The top and bottom insets are the container's, less what lies outside a shorter frame
    // (below a horizontal fold the status bar is out of reach).
    let top = Swift.min(Swift.max(0, insets.top - menuFrame.minY), menuFrame.height)
    let bottom = Swift.min(
      Swift.max(0, menuFrame.maxY - (container.size.height - insets.bottom)), menuFrame.height)
    let safe = SideMenuInsets(top: top, left: left, bottom: bottom, right: right)
    guard let mode else { return safe }
    return safe.union(container.reservedInsets(of: menuFrame, mode: mode))
  }
}
