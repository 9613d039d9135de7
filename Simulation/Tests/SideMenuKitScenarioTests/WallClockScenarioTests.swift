import SideMenuKit
import Testing
import UIKitSimulation

/// The user (or network time) sets the clock while the menu moves: the wall clock (`Date()`)
/// jumps, the uptime clock of touches and frames does not
/// (`SimulatedDevice.setWallClock(by:)`). Nothing the menu does may follow the jump: every
/// scenario is run undisturbed and with the step, and what is drawn frame by frame must be the
/// same (0.5 pt) — no menu that stalls for the hour stepped back or skips to its end.
@MainActor
@Suite(.serialized)
struct WallClockScenarioTests {
  nonisolated static let cases: [(Mode, Double)] = Mode.allCases.flatMap { mode in
    [-3_600, 3_600].map { (mode, $0) }
  }

  /// The menu's drawn leading x at every frame until rest (at most 3 s), after `act` runs.
  private func trace(_ harness: Harness, frames: Int = 180) -> [CGFloat] {
    var xs: [CGFloat] = []
    for _ in 0..<frames {
      harness.device.advance(by: harness.device.frameInterval)
      xs.append(harness.menuFrame.minX)
      if harness.device.isIdle { break }
    }
    return xs
  }

  private func expectSame(_ stepped: [CGFloat], _ undisturbed: [CGFloat]) {
    #expect(stepped.count == undisturbed.count, "frames: \(stepped.count) vs \(undisturbed.count)")
    for (index, (a, b)) in zip(stepped, undisturbed).enumerated() where !(a.isNaN && b.isNaN) {
      #expect(abs(a - b) <= 0.5, "frame \(index): drawn at \(a), undisturbed \(b)")
      if abs(a - b) > 0.5 { break }
    }
  }

  @Test(arguments: cases)
  func aWallClockStepDuringAnOpeningAnimationChangesNothingOnScreen(mode: Mode, step: Double) {
    func run(step: Double) -> (trace: [CGFloat], isOpen: Bool) {
      let harness = Harness(mode)
      harness.open()
      for _ in 0..<6 { harness.device.advance(by: harness.device.frameInterval) }
      harness.device.setWallClock(by: step)
      let xs = trace(harness)
      #expect(harness.device.runUntilIdle())
      return (xs, harness.driver.isOpen)
    }
    let undisturbed = run(step: 0)
    let stepped = run(step: step)
    #expect(undisturbed.isOpen && stepped.isOpen)
    expectSame(stepped.trace, undisturbed.trace)
  }

  @Test(arguments: cases)
  func aWallClockStepDuringADragChangesNothingOnScreen(mode: Mode, step: Double) {
    func run(step: Double) -> (trace: [CGFloat], isOpen: Bool) {
      let harness = Harness(mode)
      let width = harness.menuWidth
      let finger = harness.edgeDrag(distance: width * 0.25, duration: 0.3, lift: false)
      harness.device.setWallClock(by: step)
      finger.move(to: harness.device.point(x: 3 + width * 0.45), duration: 0.1)
      finger.lift()
      let xs = trace(harness)
      #expect(harness.device.runUntilIdle())
      return (xs, harness.driver.isOpen)
    }
    let undisturbed = run(step: 0)
    let stepped = run(step: step)
    #expect(undisturbed.isOpen, "a flick inward opens")
    #expect(stepped.isOpen == undisturbed.isOpen)
    expectSame(stepped.trace, undisturbed.trace)
  }
}
