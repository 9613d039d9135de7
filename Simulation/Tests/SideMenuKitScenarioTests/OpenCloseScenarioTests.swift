import SideMenuKit
import Testing
import UIKitSimulation

/// Opening and closing, the ways a user and an app do it, in every mode.
@MainActor
@Suite(.serialized)
struct OpenCloseScenarioTests {
  /// Every scenario runs undisturbed and with the main thread busy for 100 ms at the first
  /// vsync of each motion nothing drives — requests, releases, scrim taps, key and VoiceOver
  /// escapes (`Harness.settle()`); what must hold holds in both. Catching and touch timing
  /// (below) are finger-driven: `PlaybackScenarioTests` stall those at the touch itself.
  nonisolated static let cases: [(Mode, Double)] = Mode.allCases.flatMap { mode in
    [0, 0.100].map { (mode, $0) }
  }

  /// What holds after every scenario, stalled or not: a stall was injected into each of its
  /// `motions` where asked, and the menu kept moving on screen through it (more than 1 pt: the
  /// motion plays on the render server; an undisturbed open covers about a third of its width
  /// in 100 ms), the menu came to rest with nothing left running, the delegate's and the
  /// appearance callbacks pair up, and UIKit saw no misuse.
  private func expectClean(_ harness: Harness, stall: Double, motions: Int) {
    #expect(harness.stallsInjected == (stall > 0 ? motions : 0), "stalls injected")
    #expect(
      harness.onScreenTravelDuringStalls.allSatisfy { $0 > 1 },
      "on-screen travel during stalls, points: \(harness.onScreenTravelDuringStalls)")
    #expect(harness.device.runUntilIdle(), "nothing left running")
    #expect(harness.device.activeDisplayLinks.isEmpty)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
    if let menu = harness.menuController {
      #expect(menu.appearanceIsBalanced, "\(menu.appearance)")
    }
    #expect(harness.content.appearanceIsBalanced, "\(harness.content.appearance)")
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  @Test(arguments: cases)
  func openByRequestRestsFullyOpenAtTheLeadingEdge(mode: Mode, stall: Double) throws {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    #expect(harness.driver.isOpen)
    #expect(harness.isMenuVisible)
    #expect(near(harness.menuFrame.minX, 0))
    #expect(near(harness.menuFrame.width, harness.menuWidth))
    #expect(harness.device.activeDisplayLinks.isEmpty)
    #expect(harness.device.console.isEmpty, "\(harness.device.console)")
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
    #expect(
      harness.delegate.events == ["willOpen leading", "didOpen leading"],
      "\(harness.delegate.events)")
    expectClean(harness, stall: stall, motions: 1)
  }

  @Test(arguments: cases)
  func slowEdgeDragPastHalfwayOpens(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    let width = harness.menuWidth
    let finger = harness.edgeDrag(distance: width * 0.7, duration: 1.0, hold: 0.1, lift: false)
    // While the finger is down the menu follows it.
    #expect(harness.isMenuVisible)
    #expect(near(harness.menuFrame.maxX, width * 0.7, 12))
    finger.lift()
    #expect(harness.settle())
    #expect(harness.driver.isOpen)
    #expect(near(harness.menuFrame.minX, 0))
    #expect(
      harness.delegate.events == ["willOpen leading", "didOpen leading"],
      "\(harness.delegate.events)")
    expectClean(harness, stall: stall, motions: 1)
  }

  @Test(arguments: cases)
  func shortFlickOpens(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    _ = harness.edgeDrag(distance: 60, duration: 0.05)
    #expect(harness.settle())
    #expect(harness.driver.isOpen)
    #expect(harness.isMenuVisible)
    #expect(near(harness.menuFrame.minX, 0))
    #expect(
      harness.delegate.events == ["willOpen leading", "didOpen leading"],
      "\(harness.delegate.events)")
    expectClean(harness, stall: stall, motions: 1)
  }

  @Test(arguments: cases)
  func dragCancelledHalfWayLeavesNothingBehind(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    let width = harness.menuWidth
    _ = harness.edgeDrag(distance: width * 0.3, duration: 0.8, hold: 0.2)
    #expect(harness.settle())
    #expect(!harness.driver.isOpen)
    #expect(harness.driver.visibleEdge == nil)
    #expect(!harness.isMenuVisible)
    #expect(harness.navigation.presentedViewController == nil)
    // A touch reaches the content again.
    let hit = harness.device.hitView(at: harness.device.point(x: 200))
    #expect(
      hit.map { $0.isDescendant(of: harness.contentView) } == true, "\(String(describing: hit))")
    // The engine's contract: a cancelled opening that showed the menu also reports didClose.
    #expect(
      harness.delegate.events == [
        "willOpen leading", "cancelled leading at closed", "didClose leading",
      ],
      "\(harness.delegate.events)")
    expectClean(harness, stall: stall, motions: 1)
  }

  @Test(arguments: cases)
  func scrimTapCloses(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    harness.device.tap(at: harness.besideMenu)
    #expect(harness.settle())
    #expect(!harness.driver.isOpen)
    #expect(!harness.isMenuVisible)
    let hit = harness.device.hitView(at: harness.device.point(x: 200))
    #expect(
      hit.map { $0.isDescendant(of: harness.contentView) } == true, "\(String(describing: hit))")
    #expect(
      harness.delegate.events == [
        "willOpen leading", "didOpen leading", "willClose leading", "didClose leading",
      ], "\(harness.delegate.events)")
    expectClean(harness, stall: stall, motions: 2)
  }

  @Test(arguments: cases)
  func draggingTheMenuBackCloses(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    let start = harness.device.point(x: harness.menuWidth - 20)
    harness.device.drag(from: start, to: harness.device.point(x: 40), duration: 0.3)
    #expect(harness.settle())
    #expect(!harness.driver.isOpen)
    #expect(!harness.isMenuVisible)
    #expect(
      harness.delegate.events == [
        "willOpen leading", "didOpen leading", "willClose leading", "didClose leading",
      ], "\(harness.delegate.events)")
    expectClean(harness, stall: stall, motions: 2)
  }

  @Test(arguments: cases)
  func escapeKeyCloses(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    #expect(harness.device.press(key: UIKeyCommand.inputEscape))
    #expect(harness.settle())
    #expect(!harness.driver.isOpen)
    #expect(
      harness.delegate.events == [
        "willOpen leading", "didOpen leading", "willClose leading", "didClose leading",
      ], "\(harness.delegate.events)")
    expectClean(harness, stall: stall, motions: 2)
  }

  @Test(arguments: cases)
  func voiceOverEscapeCloses(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    #expect(harness.device.voiceOverEscape())
    #expect(harness.settle())
    #expect(!harness.driver.isOpen)
    #expect(
      harness.delegate.events == [
        "willOpen leading", "didOpen leading", "willClose leading", "didClose leading",
      ], "\(harness.delegate.events)")
    expectClean(harness, stall: stall, motions: 2)
  }

  @Test(arguments: cases)
  func closeRequestedMidOpeningEndsClosedAndClean(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.open()
    harness.device.advance(by: 0.1)
    #expect(harness.isMenuVisible)
    harness.close()
    #expect(harness.settle())
    #expect(!harness.driver.isOpen)
    #expect(harness.driver.visibleEdge == nil)
    #expect(!harness.isMenuVisible)
    #expect(harness.navigation.presentedViewController == nil)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
    // It opens again.
    harness.openAndSettle()
    #expect(harness.driver.isOpen)
    #expect(harness.isMenuVisible)
    expectClean(harness, stall: stall, motions: 2)
  }

  @Test(arguments: cases)
  func touchCatchesAClosingMenuAndDragsItOpenAgain(mode: Mode, stall: Double) {
    let harness = Harness(mode, motionStall: stall)
    harness.openAndSettle()
    harness.close()
    harness.device.advance(by: 0.08)
    let x = harness.menuFrame.maxX - 10
    let finger = harness.device.touchDown(at: harness.device.point(x: x))
    finger.move(to: harness.device.point(x: harness.device.width - 10), duration: 0.2)
    finger.lift()
    #expect(harness.settle())
    #expect(harness.driver.isOpen)
    #expect(near(harness.menuFrame.minX, 0))
    expectClean(harness, stall: stall, motions: 2)
  }
}

/// Touch-down catches a moving menu (the engine's rule; the UIKit layer reports the touch).
@MainActor
@Suite(.serialized)
struct CatchScenarioTests {
  @Test(arguments: Mode.allCases)
  func fingerOnTheOpeningMenuHoldsItWhereItIs(mode: Mode) {
    let harness = Harness(mode)
    // The main-thread path (the default open spring never resizes the menu, so a
    // request's motion plays on the render server; PlaybackScenarioTests cover that path).
    harness.driver.playsAnimationsOnRenderServer = false
    harness.open()
    harness.device.advance(by: 0.06)
    let caughtAt = harness.menuFrame.maxX
    #expect(caughtAt > 20 && caughtAt < harness.menuWidth - 20, "menu at \(caughtAt)")
    let finger = harness.device.touchDown(at: harness.device.point(x: caughtAt - 10))
    harness.device.advance(by: 0.3)
    // Display-link frames (playback off): the touch holds the engine's state of the last frame
    // drawn, so the menu stays exactly where it was seen.
    #expect(near(harness.menuFrame.maxX, caughtAt, 0.01), "the menu ran on under the finger")
    #expect(harness.device.activeDisplayLinks.isEmpty)
    // Lifting without a drag lets it move on to the nearer resting state.
    finger.lift()
    harness.device.runUntilIdle()
    let rested = harness.driver.isOpen || harness.driver.visibleEdge == nil
    #expect(rested, "the menu rests between closed and open")
  }

  @Test(arguments: Mode.allCases)
  func caughtMenuFollowsTheDragWithoutAJump(mode: Mode) {
    let harness = Harness(mode)
    harness.open()
    harness.device.advance(by: 0.06)
    let caughtAt = harness.menuFrame.maxX
    let finger = harness.device.touchDown(at: harness.device.point(x: caughtAt - 10))
    harness.device.advance(by: 0.1)
    finger.move(to: harness.device.point(x: caughtAt - 10 + 40), duration: 0.2)
    // The drag continues from the held position: 40 pt of travel less the 10 pt slop.
    #expect(
      near(harness.menuFrame.maxX, caughtAt + 30, 1),
      "\(harness.menuFrame.maxX) vs \(caughtAt + 30)")
    finger.lift()
    harness.device.runUntilIdle()
  }
}

/// Touches are timed by when they happened, not by when UIKit delivered them.
@MainActor
@Suite(.serialized)
struct TouchTimingScenarioTests {
  @Test(arguments: Mode.allCases)
  func dragVelocityFollowsTheTouchesTimesNotTheirDelivery(mode: Mode) {
    let harness = Harness(mode)
    // Touches sampled at 240 Hz (an iPad's rate); every third reaches the app 8 ms late, as
    // touches do when the main thread was busy for a frame and they arrive with the next batch.
    harness.device.touchDeliveryDelays = [0, 0, 0.008]
    let device = harness.device
    let finger = device.touchDown(at: device.point(x: 3))
    // 300 pt/s, steadily.
    finger.move(to: device.point(x: 153), duration: 0.5, rate: 240)
    let velocity = harness.driver.frameState.velocity * Double(harness.menuWidth)
    #expect(abs(velocity - 300) < 6, "velocity \(velocity) pt/s for a steady 300 pt/s drag")
    finger.lift()
    device.runUntilIdle()
  }
}
