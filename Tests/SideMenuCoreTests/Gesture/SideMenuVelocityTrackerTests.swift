import Testing

@testable import SideMenuCore

@Suite("Velocity tracker")
struct SideMenuVelocityTrackerTests {
  @Test func constantVelocityIsExact() {
    var tracker = SideMenuVelocityTracker()
    for i in 0..<30 {
      let t = Double(i) / 120
      tracker.add(position: 10 + 500 * t, time: t)
    }
    expectClose(tracker.velocity, 500, tolerance: 1e-6)
  }

  @Test func irregularTimestampsStillFitTheLine() {
    var random = SplitMix64(seed: 42)
    var tracker = SideMenuVelocityTracker()
    var t = 0.0
    for _ in 0..<25 {
      t += Double.random(in: 0.002...0.02, using: &random)
      tracker.add(position: -300 * t, time: t)
    }
    expectClose(tracker.velocity, -300, tolerance: 1e-6)
  }

  @Test func quadraticMotionGivesTheVelocityAtTheNewestSample() {
    var tracker = SideMenuVelocityTracker()
    // x = 100 t + 400 t²: velocity at t is 100 + 800 t.
    for i in 0...10 {
      let t = Double(i) / 120
      tracker.add(position: 100 * t + 400 * t * t, time: t)
    }
    expectClose(tracker.velocity, 100 + 800 * (10.0 / 120), tolerance: 1e-6)
  }

  @Test func duplicatedTimestampsDoNotBreakTheFit() {
    var tracker = SideMenuVelocityTracker()
    for i in 0..<10 {
      let t = Double(i / 2) / 120  // every timestamp twice
      tracker.add(position: 200 * t, time: t)
    }
    expectClose(tracker.velocity, 200, tolerance: 1e-6)
    var same = SideMenuVelocityTracker()
    for _ in 0..<5 { same.add(position: 3, time: 1) }
    #expect(same.velocity == 0)
  }

  @Test func aFingerThatStoppedHasZeroVelocity() {
    var tracker = SideMenuVelocityTracker()
    for i in 0..<10 {
      let t = Double(i) / 120
      tracker.add(position: 1_000 * t, time: t)
    }
    // Lifted 50 ms after the last movement, where it stopped.
    tracker.add(position: 1_000 * 9 / 120, time: 9.0 / 120 + 0.05)
    #expect(tracker.velocity == 0)
  }

  @Test func samplesOlderThanTheHorizonDoNotCount() {
    var tracker = SideMenuVelocityTracker()
    // Fast long ago, then slow for the last 100 ms.
    for i in 0..<10 { tracker.add(position: Double(i) * 20, time: Double(i) * 0.01) }
    let base = 180.0
    for i in 1...12 { tracker.add(position: base + Double(i) * 0.5, time: 0.09 + Double(i) * 0.01) }
    expectClose(tracker.velocity, 50, tolerance: 1e-6)
  }

  @Test func badSamplesAreIgnoredOrClamped() {
    var tracker = SideMenuVelocityTracker()
    tracker.add(position: .nan, time: 0)
    tracker.add(position: 0, time: .infinity)
    #expect(tracker.sampleCount == 0)
    tracker.add(position: 0, time: 1)
    tracker.add(position: 10, time: 0.95)  // a little backwards: treated as simultaneous
    #expect(tracker.sampleCount == 2)
    #expect(tracker.velocity.isFinite)
    // More than the horizon backwards: the clock jumped, the older samples are forgotten.
    tracker.add(position: 20, time: 0.5)
    #expect(tracker.sampleCount == 1)
  }

  @Test func holdsAtMostItsCapacityWithoutGrowing() {
    var tracker = SideMenuVelocityTracker()
    for i in 0..<1_000 { tracker.add(position: Double(i), time: Double(i) / 1_000) }
    #expect(tracker.sampleCount == SideMenuVelocityTracker.capacity)
    expectClose(tracker.velocity, 1_000, tolerance: 1e-6)
  }

  @Test func previewingASampleEqualsAddingIt() {
    var random = SplitMix64(seed: 7)
    var tracker = SideMenuVelocityTracker()
    var t = 0.0
    for _ in 0..<40 {
      t += Double.random(in: 0...0.03, using: &random)
      let x = Double.random(in: -500...500, using: &random)
      let previewed = tracker.velocity(addingPosition: x, time: t)
      tracker.add(position: x, time: t)
      #expect(previewed == tracker.velocity)
    }
    #expect(SideMenuVelocityTracker().velocity(addingPosition: 3, time: 1) == 0)
  }
}
