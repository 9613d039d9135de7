import SideMenuKit
import Testing
import UIKitSimulation

/// Callbacks, appearance, memory and the display link, in every mode.
@MainActor
@Suite(.serialized)
struct LifecycleScenarioTests {
  @Test(arguments: Mode.allCases)
  func delegateCallsComeInBalancedOrder(mode: Mode) {
    let harness = Harness(mode)
    harness.openAndSettle()
    harness.close()
    harness.device.runUntilIdle()
    #expect(
      harness.delegate.events == [
        "willOpen leading", "didOpen leading", "willClose leading", "didClose leading",
      ])
  }

  @Test(arguments: [Mode.modal, .container])
  func menuAppearanceCallbacksFollowWhatIsOnScreen(mode: Mode) throws {
    let harness = Harness(mode)
    harness.openAndSettle()
    let menu = try #require(harness.menuController)
    #expect(menu.appearance == ["viewWillAppear", "viewDidAppear"])
    harness.close()
    harness.device.runUntilIdle()
    #expect(
      menu.appearance == [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ])
  }

  @Test(arguments: [Mode.modal, .container])
  func cancelledDragGivesTheMenuNoAppearance(mode: Mode) {
    let harness = Harness(mode)
    _ = harness.edgeDrag(distance: 60, duration: 0.8, hold: 0.2)
    harness.device.runUntilIdle()
    #expect(!harness.driver.isOpen)
    if let menu = harness.menuController {
      #expect(menu.appearanceIsBalanced, "\(menu.appearance)")
      #expect(menu.appearance.last != "viewDidAppear", "\(menu.appearance)")
    }
  }

  @Test(arguments: Mode.allCases)
  func contentAppearanceStaysBalanced(mode: Mode) {
    let harness = Harness(mode)
    harness.openAndSettle()
    harness.close()
    harness.device.runUntilIdle()
    #expect(harness.content.appearanceIsBalanced, "\(harness.content.appearance)")
    #expect(harness.content.appearance.last == "viewDidAppear", "\(harness.content.appearance)")
  }

  @Test(arguments: Mode.allCases)
  func menuIsReleasedAfterClosing(mode: Mode) {
    let harness = Harness(mode)
    harness.openAndSettle()
    #expect(harness.menuView != nil)
    harness.close()
    harness.device.runUntilIdle()
    #expect(harness.menuView == nil, "the menu view outlived the closed menu")
    #expect(harness.menuController == nil, "the menu controller outlived the closed menu")
  }

  @Test(arguments: Mode.allCases)
  func displayLinkRunsOnlyWhileMoving(mode: Mode) {
    let harness = Harness(mode)
    // The main-thread path (the default open spring no longer resizes the menu, so a
    // request's motion plays on the render server; PlaybackScenarioTests cover that path).
    harness.driver.playsAnimationsOnRenderServer = false
    #expect(harness.device.activeDisplayLinks.isEmpty)
    harness.open()
    harness.device.advance(by: 0.05)
    #expect(harness.device.activeDisplayLinks.count == 1)
    harness.device.runUntilIdle()
    #expect(harness.device.activeDisplayLinks.isEmpty)
  }

  @Test(arguments: Mode.allCases)
  func nothingLeaksWhenTheOwnerGoes(mode: Mode) {
    weak var driver: SideMenuDriver?
    weak var link: CADisplayLink?
    weak var owner: AnyObject?
    do {
      let harness = Harness(mode)
      harness.openAndSettle()
      harness.close()
      harness.device.runUntilIdle()
      driver = harness.driver
      link = harness.device.displayLinks.first
      owner = harness.presentation ?? harness.container ?? harness.overlay
      harness.device.window.rootViewController = nil
    }
    #expect(driver == nil, "driver leaked")
    #expect(link == nil, "display link leaked")
    #expect(owner == nil, "presentation/container/overlay leaked")
  }

  @Test(arguments: Mode.allCases)
  func openingTwiceWithAKeptMenuShowsItBothTimes(mode: Mode) throws {
    let harness = Harness(mode, keepsMenu: true)
    harness.openAndSettle()
    let first = try #require(harness.menuView)
    #expect(first.simulationIsVisible)
    harness.close()
    harness.device.runUntilIdle()
    harness.openAndSettle()
    #expect(harness.menuView === first)
    #expect(first.simulationIsVisible, "the kept menu is not on screen at its second opening")
    #expect(near(first.simulationFrameInWindow.width, harness.menuWidth))
  }
}

/// The display link belongs to the screen the menu is on.
@MainActor
@Suite(.serialized)
struct DisplayLinkScreenScenarioTests {
  @Test(arguments: Mode.allCases)
  func displayLinkComesFromTheWindowsScreen(mode: Mode) {
    let harness = Harness(mode)
    // The main-thread path (the default open spring no longer resizes the menu, so a
    // request's motion plays on the render server; PlaybackScenarioTests cover that path).
    harness.driver.playsAnimationsOnRenderServer = false
    harness.open()
    harness.device.advance(by: 0.02)
    let link = harness.device.activeDisplayLinks.first
    #expect(link != nil)
    #expect(
      link?.simulationScreen === harness.device.window.screen,
      "a display link not tied to the menu's screen")
    harness.device.runUntilIdle()
  }
}
