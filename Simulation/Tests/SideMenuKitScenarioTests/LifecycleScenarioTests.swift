import SideMenuKit
import Testing
import UIKitSimulation

/// Callbacks, appearance, memory and the display link, in every mode.
@MainActor
@Suite(.serialized)
struct LifecycleScenarioTests {
  /// Each scenario undisturbed and with the main thread busy for 100 ms at the first vsync of
  /// each motion (`Harness.settle()`): the callbacks, appearance and memory hold the same.
  /// `displayLinkRunsOnlyWhileMoving` stays unstalled: it is about the main-thread path's
  /// display link at a given instant, not about a motion's outcome.
  nonisolated static let stalls: [Double] = [0, 0.100]
  nonisolated static let allModes: [(Mode, Double)] = Mode.allCases.flatMap { mode in
    stalls.map { (mode, $0) }
  }
  nonisolated static let controllerModes: [(Mode, Double)] = [Mode.modal, .container].flatMap {
    mode in stalls.map { (mode, $0) }
  }

  /// A stall went into each of the `motions` where asked, the menu kept moving on screen
  /// through it (more than 1 pt: the motion plays on the render server), and UIKit saw no
  /// misuse.
  private func expectStalled(_ harness: Harness, stall: Double, motions: Int) {
    #expect(harness.stallsInjected == (stall > 0 ? motions : 0), "stalls injected")
    #expect(
      harness.onScreenTravelDuringStalls.allSatisfy { $0 > 1 },
      "on-screen travel during stalls, points: \(harness.onScreenTravelDuringStalls)")
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  @Test(arguments: allModes)
  func delegateCallsComeInBalancedOrder(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    harness.close()
    #expect(harness.settle())
    #expect(
      harness.delegate.events == [
        "willOpen leading", "didOpen leading", "willClose leading", "didClose leading",
      ])
    expectStalled(harness, stall: stall, motions: 2)
  }

  @Test(arguments: controllerModes)
  func menuAppearanceCallbacksFollowWhatIsOnScreen(mode: Mode, stall: Double) throws {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    let menu = try #require(harness.menuController)
    #expect(menu.appearance == ["viewWillAppear", "viewDidAppear"])
    harness.close()
    #expect(harness.settle())
    #expect(
      menu.appearance == [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ])
    expectStalled(harness, stall: stall, motions: 2)
  }

  @Test(arguments: controllerModes)
  func cancelledDragGivesTheMenuNoAppearance(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    _ = harness.edgeDrag(distance: 60, duration: 0.8, hold: 0.2)
    #expect(harness.settle())
    #expect(!harness.driver.isOpen)
    if let menu = harness.menuController {
      #expect(menu.appearanceIsBalanced, "\(menu.appearance)")
      #expect(menu.appearance.last != "viewDidAppear", "\(menu.appearance)")
    }
    expectStalled(harness, stall: stall, motions: 1)
  }

  @Test(arguments: allModes)
  func contentAppearanceStaysBalanced(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    harness.close()
    #expect(harness.settle())
    #expect(harness.content.appearanceIsBalanced, "\(harness.content.appearance)")
    #expect(harness.content.appearance.last == "viewDidAppear", "\(harness.content.appearance)")
    expectStalled(harness, stall: stall, motions: 2)
  }

  @Test(arguments: allModes)
  func menuIsReleasedAfterClosing(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    #expect(harness.menuView != nil)
    harness.close()
    #expect(harness.settle())
    #expect(harness.menuView == nil, "the menu view outlived the closed menu")
    #expect(harness.menuController == nil, "the menu controller outlived the closed menu")
    expectStalled(harness, stall: stall, motions: 2)
  }

  @Test(arguments: Mode.allCases)
  func displayLinkRunsOnlyWhileMoving(mode: Mode) {
    let harness = Harness(mode)
    // The main-thread path (the default open spring never resizes the menu, so a
    // request's motion plays on the render server; PlaybackScenarioTests cover that path).
    harness.driver.playsAnimationsOnRenderServer = false
    #expect(harness.device.activeDisplayLinks.isEmpty)
    harness.open()
    harness.device.advance(by: 0.05)
    #expect(harness.device.activeDisplayLinks.count == 1)
    harness.device.runUntilIdle()
    #expect(harness.device.activeDisplayLinks.isEmpty)
  }

  @Test(arguments: allModes)
  func nothingLeaksWhenTheOwnerGoes(mode: Mode, stall: Double) {
    weak var driver: SideMenuDriver?
    weak var link: CADisplayLink?
    weak var owner: AnyObject?
    do {
      let harness = Harness(mode, motionStall: stall)
      harness.openAndSettle()
      harness.close()
      #expect(harness.settle())
      expectStalled(harness, stall: stall, motions: 2)
      driver = harness.driver
      link = harness.device.displayLinks.first
      owner = harness.presentation ?? harness.container ?? harness.overlay
      harness.device.window.rootViewController = nil
    }
    #expect(driver == nil, "driver leaked")
    #expect(link == nil, "display link leaked")
    #expect(owner == nil, "presentation/container/overlay leaked")
  }

  @Test(arguments: allModes)
  func openingTwiceWithAKeptMenuShowsItBothTimes(mode: Mode, stall: Double) throws {
    let harness = Harness(mode, keepsMenu: true, motionStall: stall)
    harness.openAndSettle()
    let first = try #require(harness.menuView)
    #expect(first.simulationIsVisible)
    harness.close()
    #expect(harness.settle())
    harness.openAndSettle()
    #expect(harness.menuView === first)
    #expect(first.simulationIsVisible, "the kept menu is not on screen at its second opening")
    #expect(near(first.simulationFrameInWindow.width, harness.menuWidth))
    expectStalled(harness, stall: stall, motions: 3)
  }
}

/// The display link belongs to the screen the menu is on.
@MainActor
@Suite(.serialized)
struct DisplayLinkScreenScenarioTests {
  @Test(arguments: Mode.allCases)
  func displayLinkComesFromTheWindowsScreen(mode: Mode) {
    let harness = Harness(mode)
    // The main-thread path (the default open spring never resizes the menu, so a
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
