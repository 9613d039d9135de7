import Testing

@testable import SideMenuCore

/// SwiftUI's named springs: the same names, defaults and definitions as Apple's `Spring`
/// (developer.apple.com/documentation/swiftui/spring).
@Suite struct SideMenuSpringPresetTests {
  /// Apple's base bounces: smooth 0, snappy 0.15, bouncy 0.3, each over 0.5 s.
  @Test func presetsHaveApplesDurationAndBounce() {
    let cases: [(spring: SideMenuSpring, bounce: Double, line: Int)] = [
      (.smooth, 0, #line), (.snappy, 0.15, #line), (.bouncy, 0.3, #line),
    ]
    for (spring, bounce, line) in cases {
      let location = SourceLocation(
        fileID: #fileID, filePath: #filePath, line: line, column: 1)
      #expect(Swift.abs(spring.duration - 0.5) < 1e-12, sourceLocation: location)
      #expect(Swift.abs(spring.response - 0.5) < 1e-12, sourceLocation: location)
      #expect(Swift.abs(spring.bounce - bounce) < 1e-12, sourceLocation: location)
      #expect(
        Swift.abs(spring.dampingFraction - (1 - bounce)) < 1e-12, sourceLocation: location)
      // Usable as they are: the animator runs them unchanged.
      #expect(spring.validated().diagnostics.isEmpty, sourceLocation: location)
    }
  }

  @Test func extraBounceAddsToTheBaseBounce() {
    let snappy = SideMenuSpring.snappy(duration: 0.3, extraBounce: 0.1)
    #expect(Swift.abs(snappy.response - 0.3) < 1e-12)
    #expect(Swift.abs(snappy.bounce - 0.25) < 1e-12)
    let bouncy = SideMenuSpring.bouncy(extraBounce: -0.3)
    #expect(Swift.abs(bouncy.bounce) < 1e-12)
    #expect(Swift.abs(bouncy.dampingFraction - 1) < 1e-12)
    // A negative total bounce is overdamped, as in Spring(duration:bounce:).
    let smooth = SideMenuSpring.smooth(duration: 0.4, extraBounce: -0.5)
    #expect(Swift.abs(smooth.dampingFraction - 2) < 1e-12)
    #expect(Swift.abs(smooth.bounce + 0.5) < 1e-12)
  }

  @Test func springFactoryIsDurationAndBounceWithSwiftUIsDefaults() {
    #expect(SideMenuSpring.spring() == SideMenuSpring(duration: 0.5, bounce: 0))
    #expect(
      SideMenuSpring.spring(duration: 0.35, bounce: 0.1)
        == SideMenuSpring(duration: 0.35, bounce: 0.1))
    #expect(SideMenuSpring.spring() == .smooth)
  }

  @Test func timingPresetsWrapTheSprings() {
    #expect(SideMenuTiming.smooth == .spring(.smooth))
    #expect(SideMenuTiming.snappy == .spring(.snappy))
    #expect(SideMenuTiming.bouncy == .spring(.bouncy))
    #expect(
      SideMenuTiming.snappy(duration: 0.3, extraBounce: 0.05)
        == .spring(SideMenuSpring(duration: 0.3, bounce: 0.2)))
    #expect(
      SideMenuTiming.bouncy(duration: 0.6) == .spring(SideMenuSpring(duration: 0.6, bounce: 0.3)))
    #expect(
      SideMenuTiming.smooth(duration: 0.2) == .spring(SideMenuSpring(duration: 0.2, bounce: 0)))
    #expect(
      SideMenuTiming.spring(duration: 0.35, bounce: 0.1)
        == .spring(SideMenuSpring(duration: 0.35, bounce: 0.1)))
    var configuration = SideMenuConfiguration()
    configuration.openTiming = .snappy
    configuration.closeTiming = .spring(duration: 0.3)
    #expect(configuration.validated().diagnostics.isEmpty)
  }

  /// The motion itself: snappy overshoots by e^(−ζπ/√(1−ζ²)) of the distance (ζ = 0.85:
  /// about 0.6 %), bouncy by more (ζ = 0.7: about 4.6 %), smooth never.
  @Test func presetsOvershootAsTheirBounceSays() {
    func overshoot(_ spring: SideMenuSpring) -> Double {
      var largest = 0.0
      for step in 0...4000 {
        let t = Double(step) / 1000
        let x = spring.state(at: t, initialDisplacement: -1, initialVelocity: 0).displacement
        largest = Swift.max(largest, x)
      }
      return largest
    }
    func expected(_ zeta: Double) -> Double {
      PlatformMath.exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    }
    #expect(overshoot(.smooth) < 1e-12)
    #expect(Swift.abs(overshoot(.snappy) - expected(0.85)) < 1e-4)
    #expect(Swift.abs(overshoot(.bouncy) - expected(0.7)) < 1e-4)
  }
}
