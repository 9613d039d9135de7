import Testing

@testable import SideMenuCore

@Suite("SideMenuSize")
struct SideMenuSizeTests {
  @Test func storesItsDimensions() {
    let size = SideMenuSize(width: 390, height: 844)
    #expect(size.width == 390)
    #expect(size.height == 844)
    #expect(SideMenuSize.zero == SideMenuSize(width: 0, height: 0))
  }

  @Test(arguments: [
    (390.0, 844.0, true),
    (0.5, 1e300, true),
    (0, 844, false),
    (390, 0, false),
    (-1, 844, false),
    (390, -0.0, false),
    (Double.nan, 844, false),
    (390, Double.nan, false),
    (Double.infinity, 844, false),
    (390, -Double.infinity, false),
  ])
  func isUsableOnlyWhenFiniteAndPositive(width: Double, height: Double, expected: Bool) {
    #expect(SideMenuSize(width: width, height: height).isUsable == expected)
  }
}
