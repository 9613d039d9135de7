import Testing
import UIKitSimulation
import os

@testable import SideMenuKit

// The modal presentation and the overlay cannot dock: a configuration that asks for docking is
// told so once — when it is set — not again on every refresh of the configuration in force
// (a menu given to an edge, an edge switched, the same configuration assigned again).

@MainActor
@Suite("Docking diagnostic: once per configuration")
struct DockingDiagnosticScenarios {
  private static let message = "docking has no effect here"

  private func dockingFaults(since start: Int) -> Int {
    SimulatedLog.entries.dropFirst(start).filter { $0.message.contains(Self.message) }.count
  }

  @Test(
    "a configuration asking for docking is reported once, however often it is refreshed",
    arguments: [Mode.modal, .overlay])
  func reportedOncePerConfiguration(mode: Mode) {
    let device = SimulatedDevice(model: .iPadPro11)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let start = SimulatedLog.entries.count
    let harness = Harness(mode, device: device) { $0.leading.docking = .automatic }
    device.runUntilIdle()
    #expect(dockingFaults(since: start) == 1, "the configuration asks once")
    // Refreshes of the configuration in force: a second menu, the edge switched off and on,
    // the configuration assigned back as it is, an open and a close.
    switch mode {
    case .modal:
      harness.presentation?.setMenu(for: .trailing) { UIViewController() }
    case .overlay:
      harness.overlay?.setMenu(for: .trailing) { UIView() }
    case .container:
      break
    }
    harness.driver.configuration.trailing.isEnabled = false
    harness.driver.configuration.trailing.isEnabled = true
    harness.driver.configuration = harness.driver.configuration
    harness.driver.open(.leading, animated: false)
    device.runUntilIdle()
    harness.driver.close(animated: false)
    device.runUntilIdle()
    #expect(dockingFaults(since: start) == 1, "refreshes report nothing new")
    #expect(harness.driver.layoutMode(for: .leading) == .sliding)

    // A new configuration that still asks for docking is reported again, once.
    var asking = SideMenuConfiguration.standard
    asking.leading.docking = .whenWide(minimumContainerWidth: 600, minimumContentWidth: 200)
    harness.driver.configuration = asking
    device.runUntilIdle()
    #expect(dockingFaults(since: start) == 2)
    // The same configuration assigned again (as `presentSideMenu(configuration:)` does on
    // every call) is not a new one.
    harness.driver.configuration = asking
    harness.driver.configuration = asking
    harness.driver.configuration.leading.isEnabled = true
    device.runUntilIdle()
    #expect(dockingFaults(since: start) == 2, "the same configuration again")
    asking.trailing.docking = .automatic
    harness.driver.configuration = asking
    device.runUntilIdle()
    #expect(dockingFaults(since: start) == 3, "a different one that asks")
    // One that does not ask is silent.
    harness.driver.configuration = .standard
    device.runUntilIdle()
    #expect(dockingFaults(since: start) == 3)
  }
}
