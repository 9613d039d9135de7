import Testing

@testable import SideMenuCore

@Suite("SideMenuInsets")
struct SideMenuInsetsTests {
  @Test func defaultsToZero() {
    #expect(SideMenuInsets() == .zero)
    #expect(SideMenuInsets.zero == SideMenuInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func insetOnAPhysicalSide() {
    let insets = SideMenuInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.inset(on: .left) == 2)
    #expect(insets.inset(on: .right) == 4)
  }

  @Test func sanitizedLeavesValidInsetsAlone() {
    let insets = SideMenuInsets(top: 47, left: 0, bottom: 34, right: 1e300)
    let (result, changed) = insets.sanitized()
    #expect(result == insets)
    #expect(!changed)
  }

  @Test(arguments: [Double.nan, -Double.nan, Double.infinity, -Double.infinity, -1, -1e-300])
  func sanitizedZeroesEachInvalidValue(bad: Double) {
    let cases: [(SideMenuInsets, SideMenuInsets)] = [
      (
        SideMenuInsets(top: bad, left: 1, bottom: 2, right: 3),
        SideMenuInsets(left: 1, bottom: 2, right: 3)
      ),
      (
        SideMenuInsets(top: 1, left: bad, bottom: 2, right: 3),
        SideMenuInsets(top: 1, bottom: 2, right: 3)
      ),
      (
        SideMenuInsets(top: 1, left: 2, bottom: bad, right: 3),
        SideMenuInsets(top: 1, left: 2, right: 3)
      ),
      (
        SideMenuInsets(top: 1, left: 2, bottom: 3, right: bad),
        SideMenuInsets(top: 1, left: 2, bottom: 3)
      ),
    ]
    for (given, expected) in cases {
      let (result, changed) = given.sanitized()
      #expect(result == expected, "\(given)")
      #expect(changed, "\(given)")
    }
  }

  @Test func sanitizedTurnsNegativeZeroIntoZeroWithoutReportingAChange() {
    let (result, changed) = SideMenuInsets(top: -0.0).sanitized()
    #expect(result == .zero)
    #expect(result.top.sign == .plus)
    #expect(!changed)
  }
}
