import SideMenuKit
import Testing
import UIKitSimulation

/// Both edges, right-to-left, rotation, background and Reduce Motion, in every mode.
@MainActor
@Suite(.serialized)
struct EdgesAndEnvironmentScenarioTests {
  @Test(arguments: Mode.allCases)
  func trailingMenuOpensFromTheRightEdge(mode: Mode) {
    let harness = Harness(mode, edges: [.leading, .trailing])
    _ = harness.edgeDrag(.trailing, distance: 200, duration: 0.3)
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == .trailing)
    #expect(harness.driver.isOpen)
    #expect(near(harness.menuFrame.maxX, harness.device.width))
    #expect(harness.menuView?.accessibilityIdentifier == "menu trailing")
  }

  @Test(arguments: Mode.allCases)
  func rightToLeftPutsTheLeadingMenuOnTheRight(mode: Mode) {
    let harness = Harness(mode, device: SimulatedDevice(layoutDirection: .rightToLeft))
    _ = harness.edgeDrag(.leading, distance: 200, duration: 0.3)
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == .leading)
    #expect(harness.driver.isOpen)
    #expect(near(harness.menuFrame.maxX, harness.device.width))
    #expect(near(harness.menuFrame.width, harness.menuWidth))
  }

  @Test(arguments: Mode.allCases)
  func rotationWhileOpenKeepsTheMenuAtTheEdgeOfTheNewScreen(mode: Mode) {
    let harness = Harness(mode) { $0.dismissesOnRotation = false }
    harness.openAndSettle()
    harness.device.rotate(toLandscape: true)
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen)
    #expect(harness.isMenuVisible)
    #expect(near(harness.menuFrame.minX, 0))
    #expect(near(harness.menuFrame.height, harness.device.height))
    // The content the menu covers is the whole rotated screen.
    #expect(near(harness.contentView.bounds.width, harness.device.width))
  }

  @Test(arguments: Mode.allCases)
  func rotationClosesTheMenuWhenConfiguredTo(mode: Mode) {
    let harness = Harness(mode) { $0.dismissesOnRotation = true }
    harness.openAndSettle()
    harness.device.rotate(toLandscape: true)
    harness.device.runUntilIdle()
    #expect(!harness.driver.isOpen)
    #expect(!harness.isMenuVisible)
  }

  @Test(arguments: Mode.allCases)
  func backgroundMidOpeningComesToRest(mode: Mode) {
    let harness = Harness(mode)
    harness.open()
    harness.device.advance(by: 0.05)
    harness.device.enterBackground()
    // No frames are needed to reach rest: a backgrounded app gets none.
    #expect(harness.driver.visibleEdge == nil || harness.driver.isOpen)
    #expect(harness.device.activeDisplayLinks.isEmpty)
    harness.device.runUntilIdle()
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  @Test(arguments: Mode.allCases)
  func reduceMotionCrossFadesInPlace(mode: Mode) {
    let harness = Harness(mode)
    harness.device.setReduceMotion(true)
    harness.open()
    harness.device.advance(by: harness.device.frameInterval * 2)
    // Mid-transition the menu is already where it rests, fading in.
    #expect(harness.isMenuVisible)
    #expect(near(harness.menuFrame.minX, 0))
    let alpha = harness.menuAlphaOnScreen
    #expect(alpha > 0 && alpha < 1, "alpha \(alpha)")
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen)
    #expect(near(harness.menuView?.simulationEffectiveAlpha ?? 0, 1, 0.001))
  }
}

/// Environment details that differ by mode or device.
@MainActor
@Suite(.serialized)
struct EnvironmentDetailScenarioTests {
  @Test(arguments: Mode.allCases)
  func oneScenesBackgroundBringsItsMenuToRest(mode: Mode) {
    let harness = Harness(mode)
    harness.open()
    harness.device.advance(by: 0.05)
    harness.device.sceneEntersBackground()
    #expect(
      harness.device.activeDisplayLinks.isEmpty, "the menu keeps animating in a background scene")
    #expect(harness.driver.visibleEdge == nil || harness.driver.isOpen)
  }

  @Test func modalMenuFollowsAPresentingViewForcedRightToLeft() {
    let harness = Harness(.modal)
    harness.content.view.semanticContentAttribute = .forceRightToLeft
    let device = harness.device
    device.drag(
      from: device.point(x: device.width - 3), to: device.point(x: device.width - 220),
      duration: 0.3)
    device.runUntilIdle()
    #expect(harness.driver.visibleEdge == .leading)
    #expect(harness.driver.isOpen)
    #expect(near(harness.menuFrame.maxX, device.width), "menu at \(harness.menuFrame)")
  }
}
