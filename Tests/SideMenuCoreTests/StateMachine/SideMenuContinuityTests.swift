import Testing

@testable import SideMenuCore

/// At release and at every interruption the menu must not jump, and its speed must carry over:
/// position jump 0, velocity jump at most 1 % of the finger's velocity.
@Suite("Motion continuity")
struct SideMenuContinuityTests {
  /// Velocity of the menu, in points per second, measured over `dt` seconds after `harness.now`.
  static func velocityAfter(_ harness: MachineHarness, dt: Double, width: Double) -> Double {
    var probe = harness
    let start = probe.machine.progress
    probe.send(.tick, at: probe.now + dt)
    return (probe.machine.progress - start) / dt * width
  }

  @Test(arguments: [150.0, 300.0, 600.0, 1_200.0, 2_500.0], [1.0, -1.0])
  func releaseHandsTheFingersVelocityToTheSpring(speed: Double, direction: Double) {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    if direction < 0 { harness.send(.open(.leading, animated: false, completion: nil)) }
    // A constant-speed drag through the middle of the menu's travel, released while moving.
    let start = direction > 0 ? 5.0 : 300.0
    let distance = 0.45 * width
    let duration = distance / speed
    harness.drag(from: start, to: start + direction * distance, duration: duration, settle: false)
    let lastDragFrame = harness.frames.dropLast().last { _ in true }
    let releaseFrames = harness.frames.suffix(1)
    // No jump: the release frame is where the last drag frame was.
    #expect(releaseFrames.first?.progress == lastDragFrame?.progress)
    let measured = Self.velocityAfter(harness, dt: 1e-5, width: width)
    let finger = direction * speed
    #expect(abs(measured - finger) <= 0.01 * speed, "menu \(measured) pt/s, finger \(finger) pt/s")
    harness.settle()
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func releaseInTheRubberBandCarriesTheBandedVelocity() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    harness.drag(from: 5, to: 5 + width * 1.3, duration: 0.4, settle: false)
    let progress = harness.machine.progress
    #expect(progress > 1)
    let fingerSpeed = width * 1.3 / 0.4
    // Inverse of the band at this progress: how far past open the finger is. The band
    // approaches the room left to the container's far edge (390 − width), not the menu's width.
    let limit = min(width, 390 - width)
    let banded = (progress - 1) * width
    let c = 0.55
    let overshoot = banded / (c * (1 - banded / limit))
    let slope = SideMenuRubberBand.slope(atOvershoot: overshoot, dimension: limit, coefficient: c)
    let measured = Self.velocityAfter(harness, dt: 1e-6, width: width)
    #expect(abs(measured - fingerSpeed * slope) <= 0.01 * fingerSpeed)
  }

  @Test(arguments: 1...8)
  func scrimTapMidOpeningKeepsPositionAndVelocity(frames: Int) {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: true, completion: nil))
    for _ in 0..<frames {
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
    let width = harness.machine.menuWidth(for: .leading)
    // Velocity just before the tap, from the opening animation alone.
    var before = harness
    let dt = 1e-6
    let p0 = before.machine.progress
    before.send(.tick, at: before.now + dt)
    let velocityBefore = (before.machine.progress - p0) / dt * width
    let positionBefore = harness.machine.progress
    let effects = harness.send(.scrimTapped)
    #expect(effects.compactMap(\.frame).first?.progress == positionBefore)
    let velocityAfter = Self.velocityAfter(harness, dt: dt, width: width)
    #expect(
      abs(velocityAfter - velocityBefore) <= 0.01 * max(abs(velocityBefore), 1),
      "before \(velocityBefore) pt/s, after \(velocityAfter) pt/s")
  }
}
