import Testing

@testable import SideMenuKit

/// The SwiftUI model's allowance for a timeline date ahead of now, used by its clock twice: to
/// hold a date from before a wall-clock step, and to time a motion's late first frame.
@Suite("SwiftUI first-frame lead")
struct SideMenuFirstFrameLeadTests {
  /// Two frame intervals at 60 Hz, in seconds.
  let lead = 2.0 / 60

  @Test("The allowance is two frame intervals at 60 Hz")
  func allowance() {
    #expect(SideMenuFirstFrameLead.seconds == lead)
  }

  @Test("Within the allowance nothing is over; beyond it, exactly the excess")
  func overrun() {
    #expect(SideMenuFirstFrameLead.overrun(-1) == 0)
    #expect(SideMenuFirstFrameLead.overrun(0) == 0)
    #expect(SideMenuFirstFrameLead.overrun(lead) == 0)
    // Tolerance 1e-12 s: one subtraction of doubles near 1 s.
    #expect(abs(SideMenuFirstFrameLead.overrun(lead + 0.25) - 0.25) < 1e-12)
    #expect(abs(SideMenuFirstFrameLead.overrun(1000) - (1000 - lead)) < 1e-9)
  }

  @Test("An interval that is not finite is over by nothing")
  func notFinite() {
    #expect(SideMenuFirstFrameLead.overrun(.infinity) == 0)
    #expect(SideMenuFirstFrameLead.overrun(-.infinity) == 0)
    #expect(SideMenuFirstFrameLead.overrun(.nan) == 0)
  }

  /// The clock's held age (`age + overrun(-age)`): a date's age, but never more than the
  /// allowance ahead of now. Seeded: 2,000 ages from 10 s ahead to 10 s behind; tolerance
  /// 1e-12 s (one addition and one subtraction).
  @Test("A date's held age is its age, at most the allowance ahead")
  func heldAge() {
    var generator = SeededGenerator(seed: 33)
    for _ in 0..<2000 {
      let age = Double.random(in: -10...10, using: &generator)
      let held = age + SideMenuFirstFrameLead.overrun(-age)
      #expect(abs(held - Swift.max(-lead, age)) < 1e-12, "age \(age)")
    }
  }
}

/// SplitMix64: a fixed sequence for a seed, so a failure reproduces.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
