import SideMenuKit
import Testing
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct ContainerScenarioTests {
  func makeContainer(on device: SimulatedDevice) -> (SideMenuController, RecordingViewController, () -> RecordingViewController?) {
    let content = RecordingViewController("content")
    let controller = SideMenuController(contentViewController: content)
    weak var lastMenu: RecordingViewController?
    controller.setMenu(for: .leading) {
      let menu = RecordingViewController("menu")
      lastMenu = menu
      return menu
    }
    device.show(controller)
    return (controller, content, { lastMenu })
  }

  @Test func openByRequestShowsTheMenuAtItsOpenFrame() {
    let device = SimulatedDevice()
    let (controller, _, menu) = makeContainer(on: device)
    controller.open(.leading)
    #expect(device.runUntilIdle())
    let menuView = try! #require(menu()?.view)
    #expect(menuView.simulationIsVisible)
    let frame = menuView.simulationFrameInWindow
    #expect(abs(frame.minX) < 0.5)
    #expect(abs(frame.width - CGFloat(controller.driver.menuWidth(for: .leading))) < 0.5)
    #expect(controller.driver.isOpen)
    #expect(device.activeDisplayLinks.isEmpty)
    #expect(device.misuses.isEmpty, "\(device.misuses)")
  }
}
