import Testing

@testable import SideMenuCore

// The iPhone Duo rule (SideMenuReservedRegions): the fold, the cameras, the vertical bar. The
// sizes are the simulation's chosen Duo values (Simulation/README.md): the inner display open in
// landscape 951 × 669 points with the fold 20 points wide at its centre, the cover display
// 466 × 678 points.

extension SideMenuContainer {
  /// The inner display in landscape, partially open: a vertical fold at the centre.
  static func duoBook(
    _ direction: SideMenuLayoutDirection = .leftToRight, foldWidth: Double = 20
  ) -> SideMenuContainer {
    let width = 951.0
    return SideMenuContainer(
      size: SideMenuSize(width: width, height: 669),
      safeAreaInsets: SideMenuInsets(top: 24, bottom: 20), layoutDirection: direction,
      horizontalSizeClass: .regular,
      reservedRegions: SideMenuReservedRegions(
        division: SideMenuRect(
          x: (width - foldWidth) / 2, y: 0, width: foldWidth, height: 669)))
  }

  /// The cover display with the vertical bar on the leading edge, 60 points wide.
  static func duoCover(
    _ direction: SideMenuLayoutDirection = .leftToRight, barEdge: SideMenuEdge = .leading
  ) -> SideMenuContainer {
    SideMenuContainer(
      size: SideMenuSize(width: 466, height: 678),
      safeAreaInsets: SideMenuInsets(top: 54, bottom: 34), layoutDirection: direction,
      horizontalSizeClass: .compact,
      reservedRegions: SideMenuReservedRegions(
        verticalBar: SideMenuVerticalBar(edge: barEdge, extent: 60)))
  }
}

@Suite("Reserved regions: the fold")
struct SideMenuFoldTests {
  @Test(arguments: SideMenuLayoutDirection.allCases)
  func aMenuThatFitsItsSideKeepsItsWidth(direction: SideMenuLayoutDirection) {
    let container = SideMenuContainer.duoBook(direction)
    for side in SideMenuPhysicalEdge.allCases {
      let (width, _) = SideMenuWidth.standard.resolved(
        in: container, side: side, minimumContentMargin: 64)
      #expect(width == 360)
      let frame = SideMenuStyle.slideOver.frameState(
        in: container, side: side, menuWidth: width, progress: 1)
      #expect(frame.menuFrame.width == 360)
      #expect(frame.menuFrame.minX == (side == .left ? 0 : 951 - 360))
    }
  }

  @Test(arguments: SideMenuLayoutDirection.allCases)
  func aWiderMenuEndsAtTheFoldsNearEdge(direction: SideMenuLayoutDirection) {
    let container = SideMenuContainer.duoBook(direction)
    for side in SideMenuPhysicalEdge.allCases {
      let (width, _) = SideMenuWidth.fraction(0.85).resolved(
        in: container, side: side, minimumContentMargin: 64)
      // (951 − 20) / 2 = 465.5: the whole side, no more (the margin is the other side).
      #expect(width == 465.5)
      let frame = SideMenuStyle.slideOver.frameState(
        in: container, side: side, menuWidth: width, progress: 1)
      switch side {
      case .left: #expect(frame.menuFrame.maxX == 465.5)
      case .right: #expect(frame.menuFrame.minX == 485.5)
      }
    }
  }

  @Test func aStretchPastOpenStopsAtTheFold() {
    let container = SideMenuContainer.duoBook()
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 360, progress: 1.9)
    #expect(frame.menuFrame.maxX <= 465.5)
    #expect(frame.maximumMenuStretch == 105.5)
  }

  @Test func aDockedSidebarTakesItsSide() {
    let configuration: SideMenuConfiguration = {
      var configuration = SideMenuConfiguration()
      configuration.leading.width = .fraction(0.85)
      configuration.leading.docking = .whenWide(
        minimumContainerWidth: 900, minimumContentWidth: 320)
      return configuration
    }()
    let machine = SideMenuStateMachine(configuration: configuration, container: .duoBook())
    #expect(machine.isDocked(.leading))
    #expect(machine.frameState.menuFrame == SideMenuRect(x: 0, y: 0, width: 465.5, height: 669))
    #expect(machine.frameState.contentFrame.minX == 465.5)
  }

  @Test func aHorizontalFoldPutsTheMenuBelowItAndNothingDocks() {
    // The inner display in portrait, partially open: the fold runs across.
    let container = SideMenuContainer(
      size: SideMenuSize(width: 669, height: 951),
      safeAreaInsets: SideMenuInsets(top: 82, bottom: 34), horizontalSizeClass: .regular,
      reservedRegions: SideMenuReservedRegions(
        division: SideMenuRect(x: 0, y: 465.5, width: 669, height: 20)))
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 320, progress: 1)
    #expect(frame.menuFrame == SideMenuRect(x: 0, y: 485.5, width: 320, height: 465.5))
    // The status bar is above the fold, out of the menu's reach; the home indicator is not.
    #expect(frame.menuSafeAreaInsets.top == 0)
    #expect(frame.menuSafeAreaInsets.bottom == 34)
    // `.always` is the app's own choice: it docks below the fold, still on one side.
    #expect(SideMenuDocking.always.docks(menuWidth: 320, in: container))
    #expect(
      !SideMenuDocking.whenWide(minimumContainerWidth: 0, minimumContentWidth: 0).docks(
        menuWidth: 320, in: container))
  }

  /// The seeded property: for any container, fold, width, style, side, direction, progress and
  /// docked fraction, the menu on screen never reaches into the fold's interior (tolerance
  /// 1e-9 points).
  @Test func theMenuNeverIntersectsTheFold() {
    var generator = SplitMix64(seed: 0xD0_F01D)
    for _ in 0..<4_000 {
      let width = Double.random(in: 200...1_400, using: &generator)
      let height = Double.random(in: 200...1_400, using: &generator)
      let foldWidth = Double.random(in: 0...60, using: &generator)
      let foldX = Double.random(in: -40...(width + 40), using: &generator)
      let direction = SideMenuLayoutDirection.allCases.randomElement(using: &generator)!
      let given = SideMenuContainer(
        size: SideMenuSize(width: width, height: height),
        safeAreaInsets: SideMenuInsets(
          top: 20, left: Double.random(in: 0...60, using: &generator), bottom: 20,
          right: Double.random(in: 0...60, using: &generator)),
        layoutDirection: direction, horizontalSizeClass: .regular,
        reservedRegions: SideMenuReservedRegions(
          division: SideMenuRect(x: foldX, y: 0, width: foldWidth, height: height)))
      let container = given.sanitized().container
      guard let fold = container.reservedRegions.division else { continue }
      let menuWidth: SideMenuWidth =
        Bool.random(using: &generator)
        ? .fixed(Double.random(in: 0...(2 * width), using: &generator))
        : .fraction(Double.random(in: 0...1, using: &generator))
      let margin = Double.random(in: 0...100, using: &generator)
      let style = SideMenuStyle.presets.randomElement(using: &generator)!.style
      let progress = Double.random(in: 0...2, using: &generator)
      let fraction = Double.random(in: 0...1, using: &generator)
      for side in SideMenuPhysicalEdge.allCases {
        let resolved = menuWidth.resolved(in: container, side: side, minimumContentMargin: margin)
          .width
        let sliding = style.frameState(
          in: container, side: side, menuWidth: resolved, progress: progress)
        let docked = SideMenuFrameState.docked(
          in: container, side: side, menuWidth: resolved, progress: progress,
          panel: style.menuPanel)
        for state in [sliding, docked, sliding.blended(toward: docked, fraction: fraction)] {
          let visible = visiblePart(of: state, in: container)
          guard visible.width > 1e-9 else { continue }
          let intrudes = visible.maxX > fold.minX + 1e-9 && visible.minX < fold.maxX - 1e-9
          #expect(
            !intrudes,
            "\(side) \(visible) crosses the fold \(fold) in \(container.size), \(state)")
        }
      }
    }
  }
}

/// What a person sees of the menu, horizontally: its frame on screen, and for a menu under the
/// content only the part the content (on screen) has uncovered on the menu's side.
func visiblePart(of state: SideMenuFrameState, in container: SideMenuContainer) -> SideMenuRect {
  let menu = state.menuFrameOnScreen
  guard !state.isMenuAboveContent else { return menu }
  let content = state.contentTransform.applied(to: state.contentFrame)
  let minX: Double
  let maxX: Double
  switch state.side {
  case .left:
    minX = menu.minX
    maxX = Swift.min(menu.maxX, content.minX)
  case .right:
    minX = Swift.max(menu.minX, content.maxX)
    maxX = menu.maxX
  }
  return SideMenuRect(x: minX, y: menu.minY, width: Swift.max(0, maxX - minX), height: menu.height)
}

@Suite("Reserved regions: cameras and the vertical bar")
struct SideMenuOcclusionAndBarTests {
  @Test func aCameraInUseInsetsTheMenusContent() {
    // An under-display camera near the top of the inner display, below the status bar.
    var container = SideMenuContainer.duoBook()
    container.reservedRegions.division = nil
    container.reservedRegions.occlusions = [SideMenuRect(x: 200, y: 30, width: 40, height: 40)]
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 360, progress: 1)
    #expect(frame.menuSafeAreaInsets.top == 70)
    // The trailing menu does not reach the camera: its content keeps the safe area alone.
    let right = SideMenuStyle.slideOver.frameState(
      in: container, side: .right, menuWidth: 360, progress: 1)
    #expect(right.menuSafeAreaInsets.top == 24)
  }

  @Test func aCameraAtTheSideInsetsFromTheSide() {
    var container = SideMenuContainer(size: SideMenuSize(width: 800, height: 600))
    container.reservedRegions.occlusions = [SideMenuRect(x: 0, y: 200, width: 30, height: 200)]
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 300, progress: 1)
    // Top or bottom would lose 400 × 300; the side loses 30 × 600.
    #expect(frame.menuSafeAreaInsets.left == 30)
    #expect(frame.menuSafeAreaInsets.top == 0)
  }

  @Test func overlappingCamerasEachApply() {
    var container = SideMenuContainer(size: SideMenuSize(width: 800, height: 600))
    container.reservedRegions.occlusions = [
      SideMenuRect(x: 10, y: 0, width: 40, height: 40),
      SideMenuRect(x: 30, y: 20, width: 40, height: 40),
    ]
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 300, progress: 1)
    #expect(frame.menuSafeAreaInsets.top == 60)
  }

  /// More than two cameras: the third and later merge into the second's bounding rectangle,
  /// which the menu avoids whole.
  @Test func aThirdCameraMergesIntoTheSecond() {
    let regions = SideMenuReservedRegions(occlusions: [
      SideMenuRect(x: 0, y: 0, width: 10, height: 10),
      SideMenuRect(x: 20, y: 0, width: 10, height: 10),
      SideMenuRect(x: 40, y: 5, width: 10, height: 30),
    ])
    #expect(
      regions.occlusions == [
        SideMenuRect(x: 0, y: 0, width: 10, height: 10),
        SideMenuRect(x: 20, y: 0, width: 30, height: 35),
      ])
  }

  @Test(arguments: SideMenuLayoutDirection.allCases)
  func theMenuSlidesInBesideTheBarOnItsEdge(direction: SideMenuLayoutDirection) {
    let container = SideMenuContainer.duoCover(direction)
    let side = SideMenuEdge.leading.resolved(in: direction)
    let (width, _) = SideMenuWidth.standard.resolved(
      in: container, side: side, minimumContentMargin: 64)
    // 466 − 60 − 64 = 342: the strip and the margin both stay visible.
    #expect(width == 342)
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: side, menuWidth: width, progress: 1)
    let scrim = try! #require(container.scrimFrame(forMenuOn: side))
    switch side {
    case .left:
      #expect(frame.menuFrame.minX == 60)
      #expect(scrim == SideMenuRect(x: 60, y: 0, width: 406, height: 678))
    case .right:
      #expect(frame.menuFrame.maxX == 406)
      #expect(scrim == SideMenuRect(x: 0, y: 0, width: 406, height: 678))
    }
    // The trailing menu leaves the strip alone: the scrim covers the whole container.
    let other = SideMenuStyle.slideOver.frameState(
      in: container, side: side.opposite, menuWidth: 300, progress: 1)
    #expect(container.scrimFrame(forMenuOn: side.opposite) == nil)
    #expect(other.menuFrame.minX == (side == .left ? 166 : 0))
  }

  /// A container whose safe area already counts the strip (a view inside the navigation
  /// controller): the menu's width does not add it again.
  @Test func aSafeAreaThatHoldsTheStripIsNotAddedTwice() {
    var container = SideMenuContainer.duoCover()
    container.safeAreaInsets.left = 60
    let (width, _) = SideMenuWidth.fixed(300).resolved(
      in: container, side: .left, minimumContentMargin: 64)
    #expect(width == 300)
    container.safeAreaInsets.left = 80
    #expect(
      SideMenuWidth.fixed(300).resolved(in: container, side: .left, minimumContentMargin: 64)
        .width == 320)
  }

  @Test(arguments: SideMenuLayoutDirection.allCases)
  func theEdgeDragStartsBesideTheStrip(direction: SideMenuLayoutDirection) {
    let machine = SideMenuStateMachine(container: .duoCover(direction))
    func x(_ fromEdge: Double) -> Double { direction == .leftToRight ? fromEdge : 466 - fromEdge }
    let opening = direction == .leftToRight ? 40.0 : -40.0
    let drag = SideMenuPoint(x: opening, y: 0)
    // On the strip: its controls', not the menu's.
    #expect(!machine.shouldBeginPan(at: SideMenuPoint(x: x(30), y: 300), translation: drag))
    // Just beside it, within the edge zone (20 points): the menu's.
    #expect(machine.shouldBeginPan(at: SideMenuPoint(x: x(70), y: 300), translation: drag))
    #expect(!machine.shouldBeginPan(at: SideMenuPoint(x: x(90), y: 300), translation: drag))
  }

  @Test func aDockedMenuIgnoresTheBarAndAWideMenuOnTheOtherEdgeInsetsFromIt() {
    let container = SideMenuContainer.duoCover()
    let docked = SideMenuFrameState.docked(
      in: container, side: .left, menuWidth: 300, progress: 1)
    #expect(docked.menuFrame.minX == 0)
    let wide = SideMenuStyle.slideOver.frameState(
      in: container, side: .right, menuWidth: 440, progress: 1)
    #expect(wide.menuSafeAreaInsets.left == 34)
  }
}

@Suite("Reserved regions: bad input")
struct SideMenuReservedRegionsValidationTests {
  let size = SideMenuSize(width: 400, height: 800)

  func sanitized(_ regions: SideMenuReservedRegions) -> (
    SideMenuReservedRegions, [SideMenuDiagnostic]
  ) {
    let (container, diagnostics) = SideMenuContainer(size: size, reservedRegions: regions)
      .sanitized()
    return (container.reservedRegions, diagnostics)
  }

  @Test func goodRegionsPassUnchanged() {
    let regions = SideMenuReservedRegions(
      division: SideMenuRect(x: 190, y: 0, width: 20, height: 800),
      occlusions: [SideMenuRect(x: 10, y: 10, width: 30, height: 30)],
      verticalBar: SideMenuVerticalBar(edge: .leading, extent: 60))
    let (result, diagnostics) = sanitized(regions)
    #expect(result == regions)
    #expect(diagnostics.isEmpty)
  }

  @Test(arguments: [
    SideMenuRect(x: .nan, y: 0, width: 20, height: 800),
    SideMenuRect(x: 190, y: 0, width: -20, height: 800),
    SideMenuRect(x: 190, y: 0, width: .infinity, height: 800),
    SideMenuRect(x: 500, y: 0, width: 20, height: 800),
    SideMenuRect(x: -50, y: 0, width: 20, height: 800),
  ])
  func anUnusableDivisionIsDropped(division: SideMenuRect) {
    let (result, diagnostics) = sanitized(SideMenuReservedRegions(division: division))
    #expect(result.division == nil)
    #expect(diagnostics == [.invalidReservedRegion])
  }

  @Test func aRegionPartlyOutsideIsClipped() {
    let (result, diagnostics) = sanitized(
      SideMenuReservedRegions(
        division: SideMenuRect(x: 190, y: -10, width: 20, height: 900),
        occlusions: [SideMenuRect(x: 380, y: 0, width: 40, height: 30), .zero.offset(nan: true)]))
    #expect(result.division == SideMenuRect(x: 190, y: 0, width: 20, height: 800))
    #expect(result.occlusions == [SideMenuRect(x: 380, y: 0, width: 20, height: 30)])
    #expect(diagnostics == [.invalidReservedRegion])
  }

  @Test func aBadBarIsDroppedOrNarrowed() {
    for extent in [Double.nan, -5, .infinity] {
      let (result, diagnostics) = sanitized(
        SideMenuReservedRegions(verticalBar: SideMenuVerticalBar(edge: .leading, extent: extent)))
      #expect(result.verticalBar == nil)
      #expect(diagnostics == [.invalidReservedRegion])
    }
    let (wide, wideDiagnostics) = sanitized(
      SideMenuReservedRegions(verticalBar: SideMenuVerticalBar(edge: .trailing, extent: 300)))
    #expect(wide.verticalBar?.extent == 200)
    #expect(wideDiagnostics == [.invalidReservedRegion])
    // Reaching into the fold on its side: it ends at the fold.
    let (overlapping, overlapDiagnostics) = sanitized(
      SideMenuReservedRegions(
        division: SideMenuRect(x: 100, y: 0, width: 20, height: 800),
        verticalBar: SideMenuVerticalBar(edge: .leading, extent: 150)))
    #expect(overlapping.verticalBar?.extent == 100)
    #expect(overlapDiagnostics == [.invalidReservedRegion])
  }

  @Test func theMachineReportsAndKeepsWorking() {
    var machine = SideMenuStateMachine(container: SideMenuContainer(size: size))
    let effects = machine.handle(
      .containerChanged(
        SideMenuContainer(
          size: size,
          reservedRegions: SideMenuReservedRegions(
            division: SideMenuRect(x: .nan, y: 0, width: 20, height: 800)))), at: 0)
    #expect(effects.contains(.diagnostic(.invalidReservedRegion)))
    _ = machine.handle(.open(.leading, animated: false, completion: nil), at: 0.1)
    #expect(machine.phase == .open(.leading))
    #expect(machine.frameState.isFinite)
  }

  @Test func theDiagnosticDescribesItself() {
    #expect(SideMenuDiagnostic.invalidReservedRegion.description == "invalidReservedRegion")
  }
}

extension SideMenuRect {
  fileprivate func offset(nan: Bool) -> SideMenuRect {
    SideMenuRect(x: nan ? .nan : minX, y: minY, width: width, height: height)
  }
}
