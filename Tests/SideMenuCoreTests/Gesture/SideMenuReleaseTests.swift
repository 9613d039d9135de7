import Testing

@testable import SideMenuCore

@Suite("Release decision")
struct SideMenuReleaseTests {
  let gestures = SideMenuGestureConfiguration()

  @Test(arguments: [0.0, 0.1, 0.5, 0.9, 1.0])
  func aFlickDecidesByDirectionWhereverTheMenuIs(progress: Double) {
    let opening = SideMenuRelease.decide(
      progress: progress, fingerVelocity: 400, menuWidth: 300, gestures: gestures)
    #expect(opening.target == .open)
    #expect(opening.reason == .fling)
    let closing = SideMenuRelease.decide(
      progress: progress, fingerVelocity: -400, menuWidth: 300, gestures: gestures)
    #expect(closing.target == .closed)
    #expect(closing.reason == .fling)
  }

  @Test func belowTheThresholdTheProjectionDecides() {
    // 0.3 + 300 pt/s × 0.499 s / 300 pt = 0.799: open.
    let release = SideMenuRelease.decide(
      progress: 0.3, fingerVelocity: 300, menuWidth: 300, gestures: gestures)
    #expect(release.reason == .projection)
    expectClose(release.projectedProgress, 0.3 + 0.3 * 0.998 / 0.002 / 300, tolerance: 1e-12)
    #expect(release.target == .open)
    // Against the motion: 0.7 − 0.499 × 300 / 300 < 0.5: closed.
    #expect(
      SideMenuRelease.decide(
        progress: 0.7, fingerVelocity: -300, menuWidth: 300, gestures: gestures
      )
      .target == .closed)
  }

  @Test func exactlyHalfOpens() {
    let release = SideMenuRelease.decide(
      progress: 0.5, fingerVelocity: 0, menuWidth: 300, gestures: gestures)
    #expect(release.target == .open)
    #expect(
      SideMenuRelease.decide(
        progress: 0.5.nextDown, fingerVelocity: 0, menuWidth: 300, gestures: gestures
      ).target == .closed)
  }

  @Test func velocityIsHandedOverInProgressUnits() {
    let release = SideMenuRelease.decide(
      progress: 0.4, fingerVelocity: 150, menuWidth: 300, gestures: gestures)
    #expect(release.velocity == 0.5)
  }

  @Test func badInputIsTreatedAsZero() {
    let release = SideMenuRelease.decide(
      progress: .nan, fingerVelocity: .infinity, menuWidth: -1, gestures: gestures)
    #expect(release.progress == 0)
    #expect(release.fingerVelocity == 0)
    #expect(release.velocity == 0)
    #expect(release.target == .closed)
  }
}
