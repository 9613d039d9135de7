import Testing

@testable import SideMenuCore

// `.automatic` on a folding display (iPhone Duo's inner display, iOS 27.1): docked in landscape
// though narrower than 1,024 points; nothing changes anywhere else. Sizes: the simulation's
// chosen Duo values (see SideMenuReservedRegionsTests.swift).

@Suite("Docking on a folding display")
struct SideMenuFoldingDisplayDockingTests {
  /// The inner display, fully open (the fold reported, inactive), in an orientation.
  func innerDisplay(landscape: Bool, folds: Bool = true) -> SideMenuContainer {
    SideMenuContainer(
      size: landscape
        ? SideMenuSize(width: 951, height: 669) : SideMenuSize(width: 669, height: 951),
      horizontalSizeClass: .regular,
      reservedRegions: SideMenuReservedRegions(isOnFoldingDisplay: folds))
  }

  @Test func theOpenInnerDisplayInLandscapeDocksAutomatically() {
    #expect(SideMenuDocking.automatic.docks(menuWidth: 360, in: innerDisplay(landscape: true)))
    // Partially open like a book (the fold active, vertical): still docked.
    #expect(SideMenuDocking.automatic.docks(menuWidth: 360, in: .duoBook()))
  }

  @Test func onlyTheAutomaticRuleOnlyInLandscapeOnlyWithRoomForTheContent() {
    // Portrait: the iPad's portrait rule (over the content).
    #expect(!SideMenuDocking.automatic.docks(menuWidth: 300, in: innerDisplay(landscape: false)))
    // The content keeps its 320 points.
    #expect(!SideMenuDocking.automatic.docks(menuWidth: 640, in: innerDisplay(landscape: true)))
    // An app's own threshold stays its own.
    let own = SideMenuDocking.whenWide(minimumContainerWidth: 1_000, minimumContentWidth: 320)
    #expect(!own.docks(menuWidth: 360, in: innerDisplay(landscape: true)))
    // Compact (the cover display, Split View): never.
    var compact = innerDisplay(landscape: true)
    compact.horizontalSizeClass = .compact
    #expect(!SideMenuDocking.automatic.docks(menuWidth: 360, in: compact))
  }

  /// Nothing changes for other devices: the same regular 951-point landscape container
  /// without a fold (an iPad Split View or Stage Manager window) slides.
  @Test func aContainerWithoutAFoldKeepsTheThreshold() {
    #expect(
      !SideMenuDocking.automatic.docks(
        menuWidth: 360, in: innerDisplay(landscape: true, folds: false)))
  }

  /// Across a horizontal fold (the display turned, the fold across it): never docked.
  @Test func aHorizontalFoldNeverDocks() {
    let container = SideMenuContainer(
      size: SideMenuSize(width: 951, height: 669), horizontalSizeClass: .regular,
      reservedRegions: SideMenuReservedRegions(
        division: SideMenuRect(x: 0, y: 324.5, width: 951, height: 20)))
    #expect(container.reservedRegions.isOnFoldingDisplay)
    #expect(!SideMenuDocking.automatic.docks(menuWidth: 360, in: container))
  }

  /// The flag reserves nothing and survives sanitizing, with or without other regions.
  @Test func theFlagReservesNothingAndSurvivesSanitizing() {
    let open = innerDisplay(landscape: true)
    #expect(open.reservedRegions.isEmpty)
    #expect(open.menuArea(on: .left, mode: .sliding) == open.bounds)
    #expect(open.sanitized().container.reservedRegions.isOnFoldingDisplay)
    var withCamera = open
    withCamera.reservedRegions.occlusions = [SideMenuRect(x: 96, y: 30, width: 36, height: 36)]
    #expect(withCamera.sanitized().container.reservedRegions.isOnFoldingDisplay)
    #expect(withCamera.sanitized().diagnostics.isEmpty)
  }
}
