import SideMenuKit
import SwiftUISimulation
import Testing

// The wall clock steps (the user sets the time, network time corrects it) while the real
// `.sideMenu` body animates or follows a finger. SwiftUI's `TimelineView` dates and
// `DragGesture.Value.time` are wall-clock `Date`s and step with it
// (`SimulatedDevice.setWallClock(by:)`); touch timestamps and `CACurrentMediaTime()` do not. What
// is drawn frame by frame must be what is drawn without the step (0.5 pt): no menu that waits
// out the hour stepped back, none that skips to its end.

@MainActor
private final class WallClockAppState: ObservableObject {
  @Published var isMenuOpen = false
}

private struct WallClockApp: View {
  @ObservedObject var state: WallClockAppState
  var body: some View {
    Color.white
      .sideMenu(isPresented: $state.isMenuOpen) {
        Button("Home") {}
      }
  }
}

@MainActor
@Suite("SwiftUI, the real body: a wall-clock step mid-motion", .serialized)
struct SwiftUIWallClockScenarios {
  nonisolated static let cases: [(SimulatedDevice.OSVersion, Double)] = [
    SimulatedDevice.OSVersion.iOS26, .iOS17,
  ].flatMap { os in [-3_600, 3_600].map { (os, $0) } }

  /// The "Home" row's drawn leading x at every frame until rest (at most 3 s).
  private func trace(
    _ device: SimulatedDevice, _ host: SimulatedHostingController<WallClockApp>
  ) -> [CGFloat] {
    var xs: [CGFloat] = []
    for _ in 0..<180 {
      device.advance(by: device.frameInterval)
      let row = host.renderedViews("Button").first { $0.accessibilityLabel == "Home" }
      xs.append(row?.simulationPresentedFrameInWindow.minX ?? .nan)
      if device.isIdle { break }
    }
    return xs
  }

  private func expectSame(_ stepped: [CGFloat], _ undisturbed: [CGFloat]) {
    #expect(stepped.count == undisturbed.count, "frames: \(stepped.count) vs \(undisturbed.count)")
    for (index, (a, b)) in zip(stepped, undisturbed).enumerated() where !(a.isNaN && b.isNaN) {
      #expect(abs(a - b) <= 0.5, "frame \(index): drawn at \(a), undisturbed \(b)")
      if !(abs(a - b) <= 0.5) { break }
    }
  }

  @Test(arguments: cases)
  func aStepDuringTheOpeningAnimation(_ os: SimulatedDevice.OSVersion, step: Double) {
    func run(step: Double) -> (trace: [CGFloat], isOpen: Bool) {
      let device = SimulatedDevice(osVersion: os)
      let state = WallClockAppState()
      let host = device.mount(WallClockApp(state: state))
      device.runUntilIdle()
      state.isMenuOpen = true
      for _ in 0..<6 { device.advance(by: device.frameInterval) }
      device.setWallClock(by: step)
      let xs = trace(device, host)
      #expect(device.runUntilIdle())
      return (xs, state.isMenuOpen)
    }
    let undisturbed = run(step: 0)
    let stepped = run(step: step)
    #expect(undisturbed.isOpen && stepped.isOpen)
    expectSame(stepped.trace, undisturbed.trace)
  }

  @Test(arguments: cases)
  func aStepDuringADrag(_ os: SimulatedDevice.OSVersion, step: Double) {
    func run(step: Double) -> (trace: [CGFloat], isOpen: Bool) {
      let device = SimulatedDevice(osVersion: os)
      let state = WallClockAppState()
      let host = device.mount(WallClockApp(state: state))
      device.runUntilIdle()
      let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
      finger.move(to: CGPoint(x: 90, y: 400), duration: 0.3)
      device.setWallClock(by: step)
      finger.move(to: CGPoint(x: 160, y: 400), duration: 0.1)
      finger.lift()
      let xs = trace(device, host)
      #expect(device.runUntilIdle())
      return (xs, state.isMenuOpen)
    }
    let undisturbed = run(step: 0)
    let stepped = run(step: step)
    #expect(undisturbed.isOpen, "a flick inward opens")
    #expect(stepped.isOpen == undisturbed.isOpen)
    expectSame(stepped.trace, undisturbed.trace)
  }
}
