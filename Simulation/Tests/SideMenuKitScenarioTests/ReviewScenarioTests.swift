// Scenarios an independent review of the UIKit-layer fixes asked for (each failed before its fix).
import SideMenuKit
import Testing
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct ReviewScenarioTests {
  // an opening UIKit refuses (the content already presents something) must tidy up:
  // no stale menu controller, no self-retention, and a later present() from the menu API works.
  @Test func refusedOpeningTidiesUp() {
    let harness = Harness(.modal)
    let sheet = RecordingViewController("sheet")
    sheet.modalPresentationStyle = .overFullScreen
    harness.navigation.present(sheet, animated: false)
    harness.device.runUntilIdle()
    harness.console.removeAll()
    harness.open()
    harness.device.runUntilIdle()
    #expect(!harness.driver.isOpen)
    #expect(
      harness.presentation!.menuViewController == nil,
      "stale menu controller after a refused opening")
    sheet.dismiss(animated: false)
    harness.device.runUntilIdle()
    let chosen = RecordingViewController("chosen")
    harness.presentation!.present(chosen, animated: false)
    harness.device.runUntilIdle()
    #expect(
      chosen.presentingViewController != nil, "present() waits for ever after a refused opening")
  }

  @Test func refusedOpeningDoesNotRetainThePresentation() {
    let device = SimulatedDevice()
    let content = RecordingViewController("content")
    device.show(content)
    let sheet = RecordingViewController("sheet")
    sheet.modalPresentationStyle = .overFullScreen
    content.present(sheet, animated: false)
    device.runUntilIdle()
    weak var weakPresentation: SideMenuPresentation?
    do {
      let p = SideMenuPresentation(presentingViewController: content)
      p.setMenu(for: .leading) { UIViewController() }
      weakPresentation = p
      p.open(.leading)
      device.runUntilIdle()
    }
    device.runUntilIdle()
    #expect(weakPresentation == nil, "a refused opening keeps the presentation alive")
  }

  // container released mid blur fade: paused animator released.
  @Test func containerReleasedMidBlurFade() {
    let device = SimulatedDevice()
    do {
      let nav = UINavigationController(rootViewController: RecordingViewController("c"))
      var configuration = SideMenuConfiguration.standard
      configuration.leading.style = .menuDissolveIn
      let container = SideMenuController(
        contentViewController: nav, configuration: configuration,
        appearance: SideMenuAppearance(blurEffectStyle: .systemMaterial))
      container.setMenu(for: .leading) { UIViewController() }
      device.show(container)
      container.driver.open(.leading)
      device.runTurn()
      device.advance(by: 0.1)
      device.show(RecordingViewController("logged out"))  // window root replaced mid-fade
    }
    device.runUntilIdle()
    #expect(device.misuses.isEmpty, "\(device.misuses)")
  }

  // an alert presented over the open menu stays reachable for VoiceOver.
  @Test func alertOverOpenMenuReachableByVoiceOver() throws {
    let harness = Harness(.modal) { $0.dismissesWhenPresentingFromMenu = false }
    harness.openAndSettle()
    let alert = RecordingViewController("alert")
    alert.modalPresentationStyle = .overFullScreen
    let label = UILabel(frame: CGRect(x: 40, y: 300, width: 200, height: 40))
    label.isAccessibilityElement = true
    label.accessibilityLabel = "Log out?"
    alert.view.addSubview(label)
    harness.presentation!.present(alert, animated: false)
    harness.device.runUntilIdle()
    #expect(alert.presentingViewController != nil)
    let reachable = harness.device.accessibleElements()
    #expect(reachable.contains { $0 === label }, "the alert over the menu is hidden from VoiceOver")
  }

  // container menu opened before the container is on screen gets appearance later.
  @Test func containerMenuOpenedOffScreenAppearsWithTheContainer() {
    let device = SimulatedDevice()
    let nav = UINavigationController(rootViewController: RecordingViewController("c"))
    let container = SideMenuController(contentViewController: nav)
    let menu = RecordingViewController("menu")
    container.setMenu(for: .leading) { menu }
    container.loadViewIfNeeded()
    container.driver.open(.leading, animated: false)
    device.show(container)
    device.runUntilIdle()
    #expect(container.driver.isOpen)
    #expect(menu.appearance.last == "viewDidAppear", "\(menu.appearance)")
  }

  // content swap appearance while on screen.
  @Test func containerContentSwapAppearance() {
    let harness = Harness(.container)
    harness.openAndSettle()
    let newContent = RecordingViewController("new")
    harness.container!.setContentViewController(newContent, animated: true)
    harness.device.runUntilIdle()
    #expect(
      newContent.appearance == ["viewWillAppear", "viewDidAppear"], "\(newContent.appearance)")
    #expect(harness.content.appearance.last == "viewDidDisappear", "\(harness.content.appearance)")
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }
}

extension Harness {
  var console: [String] {
    get { device.console }
    set { device.clearLogs() }
  }
}
