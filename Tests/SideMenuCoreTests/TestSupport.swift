import Testing

@testable import SideMenuCore

/// A small, fast, seeded pseudo-random generator (SplitMix64), so randomized tests replay exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Expects `actual` within `tolerance` of `expected`, reporting at the caller's location.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}
