import Testing

@testable import SideMenuCore

// What renderers apply for the reserved regions (iPhone Duo): the scrim's placement beside the
// vertical bar and the strip it leaves, and the menu's content insets beyond the safe area.
// Sizes: the simulation's chosen Duo values (see SideMenuReservedRegionsTests.swift). Exact
// comparisons, except through a scaling transform: 1e-9 points.

@Suite("Reserved regions: what renderers apply")
struct SideMenuReservedPlacementTests {
  /// Where a rectangle placed by `frame` and `transform` (about its centre) stands on screen.
  func onScreen(_ placement: SideMenuScrimPlacement) -> SideMenuRect {
    placement.transform.applied(to: placement.frame)
  }

  func near(_ a: SideMenuRect, _ b: SideMenuRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }

  @Test func withoutTheBarTheScrimIsTheContent() {
    let container = SideMenuContainer(size: SideMenuSize(width: 390, height: 844))
    var frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 300, progress: 1)
    frame.contentTransform = SideMenuTransform(translationX: 120, scale: 0.8)
    let placement = container.scrimPlacement(for: frame)
    #expect(placement.frame == container.bounds)
    #expect(placement.transform == frame.contentTransform)
    #expect(placement.strip == nil)
    let sheet = SideMenuRect(x: 0, y: 50, width: 390, height: 794)
    #expect(container.scrimPlacement(for: frame, contentFrame: sheet).frame == sheet)
  }

  @Test(arguments: SideMenuLayoutDirection.allCases)
  func besideTheBarTheScrimLeavesTheStrip(direction: SideMenuLayoutDirection) {
    let container = SideMenuContainer.duoCover(direction)
    let side = SideMenuEdge.leading.resolved(in: direction)
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: side, menuWidth: 300, progress: 1)
    let placement = container.scrimPlacement(for: frame)
    #expect(placement.transform == .identity)
    switch side {
    case .left:
      #expect(placement.frame == SideMenuRect(x: 60, y: 0, width: 406, height: 678))
      #expect(placement.strip == SideMenuRect(x: 0, y: 0, width: 60, height: 678))
    case .right:
      #expect(placement.frame == SideMenuRect(x: 0, y: 0, width: 406, height: 678))
      #expect(placement.strip == SideMenuRect(x: 406, y: 0, width: 60, height: 678))
    }
    // The menu on the other edge: the scrim covers the whole content.
    let other = SideMenuStyle.slideOver.frameState(
      in: container, side: side.opposite, menuWidth: 300, progress: 1)
    #expect(container.scrimPlacement(for: other).strip == nil)
    #expect(container.scrimPlacement(for: other).frame == container.bounds)
  }

  /// Under a content transform that scales and moves (a scaling style), the scrim stands
  /// exactly where its part of the content stands; the strip stays untransformed.
  @Test(arguments: SideMenuLayoutDirection.allCases, [false, true])
  func theScrimFollowsTheContentsTransform(direction: SideMenuLayoutDirection, inSheet: Bool) {
    let container = SideMenuContainer.duoCover(direction)
    let side = SideMenuEdge.leading.resolved(in: direction)
    var frame = SideMenuStyle.slideOver.frameState(
      in: container, side: side, menuWidth: 300, progress: 1)
    frame.contentTransform = SideMenuTransform(
      translationX: side == .left ? 140 : -140, translationY: 12, scale: 0.8)
    let content =
      inSheet ? SideMenuRect(x: 0, y: 40, width: 466, height: 638) : container.bounds
    let placement = container.scrimPlacement(for: frame, contentFrame: content)
    let part = SideMenuRect(
      x: side == .left ? 60 : 0, y: content.minY, width: 406, height: 678)
    #expect(placement.frame == part)
    // The content's transform maps a point p to c + s (p − c) + t, c the content's centre.
    let s = frame.contentTransform.scale
    let expected = SideMenuRect(
      x: content.midX + s * (part.minX - content.midX) + frame.contentTransform.translationX,
      y: content.midY + s * (part.minY - content.midY) + frame.contentTransform.translationY,
      width: s * part.width, height: s * part.height)
    #expect(near(onScreen(placement), expected), "\(onScreen(placement)) vs \(expected)")
    let strip = try! #require(placement.strip)
    #expect(strip.width == 60 && strip.minY == content.minY && strip.height == content.height)
    #expect(strip.minX == (side == .left ? 0 : 406))
  }

  @Test func aDockedMenuHasNoStrip() {
    let container = SideMenuContainer.duoCover()
    let frame = SideMenuFrameState.docked(in: container, side: .left, menuWidth: 300, progress: 1)
    #expect(!frame.hasScrim)
    let placement = container.scrimPlacement(for: frame)
    #expect(placement.strip == nil)
    #expect(placement.frame == container.bounds)
  }

  // MARK: Content insets

  @Test func withoutRegionsThereAreNoReservedInsets() {
    let container = SideMenuContainer(
      size: SideMenuSize(width: 390, height: 844), safeAreaInsets: SideMenuInsets(top: 47))
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 300, progress: 1)
    #expect(container.reservedContentInsets(of: frame) == .zero)
  }

  /// A camera in use below the top safe area: the menu's content is inset beyond the safe
  /// area by what the camera adds; a plain-view menu is inset by the whole inset on that side
  /// and not at all elsewhere.
  @Test func aCameraInsetsBeyondTheSafeArea() {
    let container = SideMenuContainer(
      size: SideMenuSize(width: 951, height: 669),
      safeAreaInsets: SideMenuInsets(top: 24, bottom: 20), horizontalSizeClass: .regular,
      reservedRegions: SideMenuReservedRegions(
        occlusions: [SideMenuRect(x: 96, y: 30, width: 36, height: 36)]))
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 360, progress: 1)
    #expect(frame.menuSafeAreaInsets.top == 66)
    let insets = container.reservedContentInsets(of: frame)
    #expect(insets.beyondSafeArea == SideMenuInsets(top: 42))
    #expect(insets.plainView == SideMenuInsets(top: 66))
  }

  /// The trailing menu wide enough to reach the bar's strip: inset from it on the left, beyond
  /// a safe area that has nothing there.
  @Test func theBarInsetsAWideMenuOnTheOtherEdge() {
    let container = SideMenuContainer.duoCover()
    let frame = SideMenuStyle.slideOver.frameState(
      in: container, side: .right, menuWidth: 440, progress: 1)
    let insets = container.reservedContentInsets(of: frame)
    #expect(insets.beyondSafeArea.left == 34)
    #expect(insets.plainView.left == 34)
    #expect(insets.beyondSafeArea.top == 0 && insets.plainView.top == 0)
    #expect(insets.beyondSafeArea.right == 0 && insets.plainView.right == 0)
  }
}
