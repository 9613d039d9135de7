import Testing

@testable import SideMenuCore

/// Parallax: the content moves a set fraction of the menu's motion
/// (``SideMenuStyle/contentOffsetWhenOpen``, SideMenu's `presentingTranslateFactor`).
@Suite("Parallax")
struct SideMenuParallaxTests {
  @Test(arguments: [0.0, 0.3, 0.5, -0.2], [SideMenuPhysicalEdge.left, .right])
  func theContentMovesItsFractionOfTheMenusTravel(fraction: Double, side: SideMenuPhysicalEdge) {
    var style = SideMenuStyle.slideOver
    style.contentOffsetWhenOpen = fraction
    let container = SideMenuContainer.phone
    let closed = style.frameState(in: container, side: side, menuWidth: 300, progress: 0)
    for step in 0...20 {
      let progress = Double(step) / 20
      let frame = style.frameState(in: container, side: side, menuWidth: 300, progress: progress)
      let menuTravel = frame.menuFrameOnScreen.minX - closed.menuFrameOnScreen.minX
      expectClose(
        frame.contentTransform.translationX, fraction * menuTravel, tolerance: 1e-9,
        "at progress \(progress)")
    }
  }

  @Test func theFractionIsValidatedLikeEveryStyleValue() {
    var style = SideMenuStyle.slideOver
    style.contentOffsetWhenOpen = 3
    #expect(style.validated().style.contentOffsetWhenOpen == 1)
    style.contentOffsetWhenOpen = .nan
    let (valid, diagnostics) = style.validated()
    #expect(valid.contentOffsetWhenOpen == 0 && diagnostics.count == 1)
  }
}
