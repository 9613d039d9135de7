import Testing

@testable import SideMenuCore

/// `SideMenuStyle.topShadow`: one shadow setting, on whichever view is on top.
@Suite struct SideMenuStyleTopShadowTests {
  @Test func menuOnTopCastsTheShadow() {
    var style = SideMenuStyle.menuSlideIn
    #expect(style.stacking == .menuAboveContent)
    style.topShadow = (opacity: 0.4, radius: 5)
    #expect(style.menuShadowOpacityWhenOpen == 0.4)
    #expect(style.menuShadowRadius == 5)
    #expect(
      style.contentShadowOpacityWhenOpen == SideMenuStyle.menuSlideIn.contentShadowOpacityWhenOpen)
    #expect(style.topShadow == (0.4, 5))
    // And it is drawn: the open frame's menu shadow is the setting.
    let frame = style.frameState(
      in: SideMenuContainer(size: SideMenuSize(width: 390, height: 844)), side: .left,
      menuWidth: 300, progress: 1)
    #expect(frame.menuShadowOpacity == 0.4)
    #expect(frame.menuShadowRadius == 5)
  }

  @Test func contentOnTopCastsTheShadow() {
    var style = SideMenuStyle.viewSlideOut
    #expect(style.stacking == .contentAboveMenu)
    style.topShadow = (opacity: 0.3, radius: 8)
    #expect(style.contentShadowOpacityWhenOpen == 0.3)
    #expect(style.contentShadowRadius == 8)
    #expect(style.menuShadowOpacityWhenOpen == SideMenuStyle.viewSlideOut.menuShadowOpacityWhenOpen)
    #expect(style.topShadow == (0.3, 8))
  }
}
