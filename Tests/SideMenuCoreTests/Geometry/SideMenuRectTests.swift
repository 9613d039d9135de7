import Testing

@testable import SideMenuCore

@Suite("SideMenuRect")
struct SideMenuRectTests {
  @Test func bothInitializersAgree() {
    let a = SideMenuRect(x: 10, y: 20, width: 30, height: 40)
    let b = SideMenuRect(
      origin: SideMenuPoint(x: 10, y: 20), size: SideMenuSize(width: 30, height: 40))
    #expect(a == b)
    #expect(a.origin == SideMenuPoint(x: 10, y: 20))
    #expect(a.size == SideMenuSize(width: 30, height: 40))
    #expect(SideMenuRect.zero == SideMenuRect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func derivedCoordinates() {
    let rect = SideMenuRect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.minX == 10)
    #expect(rect.maxX == 40)
    #expect(rect.midX == 25)
    #expect(rect.minY == 20)
    #expect(rect.maxY == 60)
    #expect(rect.midY == 40)
    #expect(rect.width == 30)
    #expect(rect.height == 40)
  }

  @Test func derivedCoordinatesOfANegativeOrigin() {
    let rect = SideMenuRect(x: -331.5, y: -1, width: 331.5, height: 2)
    #expect(rect.minX == -331.5)
    #expect(rect.maxX == 0)
    #expect(rect.midX == -165.75)
    #expect(rect.midY == 0)
  }

  /// Like `CGRect.contains(_:)`: the minimum edges are inside, the maximum edges are not.
  @Test(arguments: [
    (10.0, 20.0, true),
    (25, 40, true),
    (39.999, 59.999, true),
    (40, 30, false),
    (20, 60, false),
    (9.999, 30, false),
    (20, 19.999, false),
    (Double.nan, 30, false),
    (20, Double.nan, false),
    (Double.infinity, 30, false),
  ])
  func containsIncludesOnlyTheMinimumEdges(x: Double, y: Double, expected: Bool) {
    let rect = SideMenuRect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.contains(SideMenuPoint(x: x, y: y)) == expected)
  }

  @Test func anEmptyRectContainsNothing() {
    #expect(!SideMenuRect.zero.contains(.zero))
    #expect(!SideMenuRect(x: 0, y: 0, width: 0, height: 10).contains(SideMenuPoint(x: 0, y: 5)))
  }
}
