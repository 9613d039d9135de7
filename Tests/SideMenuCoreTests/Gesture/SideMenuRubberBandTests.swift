import Testing

@testable import SideMenuCore

@Suite("Rubber band")
struct SideMenuRubberBandTests {
  @Test func matchesUIScrollViewsFormula() {
    #expect(SideMenuRubberBand.offset(forOvershoot: 0, dimension: 300, coefficient: 0.55) == 0)
    // f(x) = (1 − 1 / (x·c/d + 1))·d
    expectClose(
      SideMenuRubberBand.offset(forOvershoot: 100, dimension: 300, coefficient: 0.55),
      (1 - 1 / (100 * 0.55 / 300 + 1)) * 300, tolerance: 1e-12)
    expectClose(
      SideMenuRubberBand.slope(atOvershoot: 0, dimension: 300, coefficient: 0.55), 1, tolerance: 0)
    expectClose(
      SideMenuRubberBand.slope(atOvershoot: 1e-9, dimension: 300, coefficient: 0.55), 0.55,
      tolerance: 1e-9)
  }

  @Test func approachesButNeverReachesTheDimension() {
    var previous = 0.0
    for exponent in 0..<12 {
      let overshoot = 10 * Double(1 << exponent)
      let value = SideMenuRubberBand.offset(
        forOvershoot: overshoot, dimension: 300, coefficient: 0.55)
      #expect(value > previous)
      #expect(value < 300)
      previous = value
    }
  }

  @Test func slopeIsTheDerivative() {
    for overshoot in stride(from: 1.0, through: 500, by: 37) {
      let h = 1e-4
      let numeric =
        (SideMenuRubberBand.offset(forOvershoot: overshoot + h, dimension: 300, coefficient: 0.55)
          - SideMenuRubberBand.offset(
            forOvershoot: overshoot - h, dimension: 300, coefficient: 0.55))
        / (2 * h)
      expectClose(
        SideMenuRubberBand.slope(atOvershoot: overshoot, dimension: 300, coefficient: 0.55),
        numeric,
        tolerance: 1e-7)
    }
  }

  @Test func badInputGivesNoMovement() {
    #expect(SideMenuRubberBand.offset(forOvershoot: .nan, dimension: 300, coefficient: 0.55) == 0)
    #expect(SideMenuRubberBand.offset(forOvershoot: 10, dimension: 0, coefficient: 0.55) == 0)
    #expect(SideMenuRubberBand.offset(forOvershoot: -10, dimension: 300, coefficient: 0.55) == 0)
    #expect(
      SideMenuRubberBand.slope(atOvershoot: .infinity, dimension: 300, coefficient: 0.55) == 0)
  }
}
