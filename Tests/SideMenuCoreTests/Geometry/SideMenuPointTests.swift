import Testing

@testable import SideMenuCore

@Suite("SideMenuPoint")
struct SideMenuPointTests {
  @Test func storesItsCoordinates() {
    let point = SideMenuPoint(x: 12.5, y: -3)
    #expect(point.x == 12.5)
    #expect(point.y == -3)
    #expect(SideMenuPoint.zero == SideMenuPoint(x: 0, y: 0))
  }

  @Test(arguments: [
    (0.0, 0.0, true),
    (-1e300, 1e300, true),
    (Double.nan, 0, false),
    (0, Double.nan, false),
    (Double.infinity, 0, false),
    (0, -Double.infinity, false),
  ])
  func isFiniteOnlyWhenBothCoordinatesAre(x: Double, y: Double, expected: Bool) {
    #expect(SideMenuPoint(x: x, y: y).isFinite == expected)
  }
}
