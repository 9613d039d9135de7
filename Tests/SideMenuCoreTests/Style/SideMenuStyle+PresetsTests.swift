import Testing

@testable import SideMenuCore

@Suite("SideMenuStyle presets")
struct SideMenuStylePresetsTests {
  @Test func presetsAreListedInDocumentationOrder() {
    #expect(
      Fixtures.presets.map(\.name) == [
        "menuSlideIn", "viewSlideOut", "viewSlideOutMenuIn", "menuDissolveIn",
        "viewSlideOutMenuPartialIn", "viewSlideOutMenuOut", "viewSlideOutMenuPartialOut",
        "viewSlideOutMenuZoom", "slideOver", "slideAside", "scaleDown",
      ])
  }

  /// Each name lists the static member of the same name.
  @Test func namesMatchTheirStyles() {
    let members: [String: SideMenuStyle] = [
      "menuSlideIn": .menuSlideIn, "viewSlideOut": .viewSlideOut,
      "viewSlideOutMenuIn": .viewSlideOutMenuIn, "menuDissolveIn": .menuDissolveIn,
      "viewSlideOutMenuPartialIn": .viewSlideOutMenuPartialIn,
      "viewSlideOutMenuOut": .viewSlideOutMenuOut,
      "viewSlideOutMenuPartialOut": .viewSlideOutMenuPartialOut,
      "viewSlideOutMenuZoom": .viewSlideOutMenuZoom, "slideOver": .slideOver,
      "slideAside": .slideAside, "scaleDown": .scaleDown,
    ]
    #expect(Fixtures.presets.count == members.count)
    for preset in Fixtures.presets {
      #expect(members[preset.name] == preset.style, "\(preset.name)")
    }
  }

  /// No two presets are the same style (a copy-paste slip would make two names alias).
  @Test func presetsAreDistinct() {
    #expect(Set(Fixtures.presets.map(\.style)).count == Fixtures.presets.count)
  }

  @Test func standardIsSlideOver() {
    #expect(SideMenuStyle.standard == .slideOver)
    #expect(SideMenuEdgeConfiguration().style == .slideOver)
  }

  /// The factors the documentation gives for each preset (SideMenu's presentation styles, the
  /// seed tutorials of `docs/seed-tutorials.md`, RESideMenu).
  @Test(arguments: [
    NamedStyle(
      name: "menuSlideIn",
      style: SideMenuStyle(stacking: .menuAboveContent, menuOffsetWhenClosed: -1)),
    NamedStyle(
      name: "viewSlideOut",
      style: SideMenuStyle(stacking: .contentAboveMenu, contentOffsetWhenOpen: 1)),
    NamedStyle(
      name: "viewSlideOutMenuIn",
      style: SideMenuStyle(
        stacking: .contentAboveMenu, menuOffsetWhenClosed: -1, contentOffsetWhenOpen: 1)),
    NamedStyle(
      name: "menuDissolveIn",
      style: SideMenuStyle(stacking: .menuAboveContent, menuAlphaWhenClosed: 0)),
    NamedStyle(
      name: "viewSlideOutMenuPartialIn",
      style: SideMenuStyle(
        stacking: .contentAboveMenu, menuOffsetWhenClosed: -0.5, contentOffsetWhenOpen: 1)),
    NamedStyle(
      name: "viewSlideOutMenuOut",
      style: SideMenuStyle(
        stacking: .contentAboveMenu, menuOffsetWhenClosed: 1, contentOffsetWhenOpen: 1)),
    NamedStyle(
      name: "viewSlideOutMenuPartialOut",
      style: SideMenuStyle(
        stacking: .contentAboveMenu, menuOffsetWhenClosed: 0.5, contentOffsetWhenOpen: 1)),
    NamedStyle(
      name: "viewSlideOutMenuZoom",
      style: SideMenuStyle(
        stacking: .contentAboveMenu, menuScaleWhenClosed: 0.95, contentOffsetWhenOpen: 1)),
    // The modal tutorial's 50 % black dimming view.
    NamedStyle(
      name: "slideOver",
      style: SideMenuStyle(
        stacking: .menuAboveContent, menuOffsetWhenClosed: -1, menuShadowOpacityWhenOpen: 0.25,
        menuShadowRadius: 8, scrimOpacityWhenOpen: 0.5)),
    // The container tutorial: shadow opacity 0.8 and a 10-point corner radius.
    NamedStyle(
      name: "slideAside",
      style: SideMenuStyle(
        stacking: .contentAboveMenu, contentOffsetWhenOpen: 1, contentCornerRadiusWhenOpen: 10,
        contentShadowOpacityWhenOpen: 0.8, contentShadowRadius: 4)),
    // RESideMenu-like: 80 % content, 24-point corners, menu fading in from a quarter width away.
    NamedStyle(
      name: "scaleDown",
      style: SideMenuStyle(
        stacking: .contentAboveMenu, menuOffsetWhenClosed: -0.25, menuAlphaWhenClosed: 0,
        contentOffsetWhenOpen: 1, contentScaleWhenOpen: 0.8, contentCornerRadiusWhenOpen: 24,
        contentShadowOpacityWhenOpen: 0.3, contentShadowRadius: 16)),
  ])
  func documentedFactors(_ expected: NamedStyle) {
    let preset = Fixtures.presets.first { $0.name == expected.name }
    #expect(preset?.style == expected.style)
  }

  /// The closed menu of every preset is out of sight: off screen, transparent, or under the
  /// content. The slide-in styles hide it just beyond the edge; the rest put it under content.
  @Test(arguments: Fixtures.presets)
  func closedMenuIsHiddenByDesign(_ preset: NamedStyle) {
    let style = preset.style
    let offScreen = style.menuOffsetWhenClosed <= -1
    let transparent = style.menuAlphaWhenClosed == 0
    let underContent = style.stacking == .contentAboveMenu
    #expect(offScreen || transparent || underContent)
    // Content that moves must not cover the menu when open: only content-above-menu styles move it.
    if style.stacking == .menuAboveContent {
      #expect(style.contentOffsetWhenOpen == 0)
      #expect(style.contentScaleWhenOpen == 1)
    }
  }
}
