import Testing

@testable import SideMenuCore

// The status-bar rule every SideMenuKit mode follows (issue 21, item 6).
@Suite struct SideMenuStatusBarRuleTests {
  @Test func theMenuDecidesTheStatusBarFromTheStartOfItsOpeningToTheStartOfItsClosing() {
    #expect(!SideMenuPhase.closed.menuDecidesStatusBar)
    for motion in [SideMenuMotionKind.interactive, .animated(toward: .open)] {
      #expect(SideMenuPhase.opening(.leading, motion).menuDecidesStatusBar)
      #expect(!SideMenuPhase.closing(.trailing, motion).menuDecidesStatusBar)
    }
    #expect(SideMenuPhase.open(.trailing).menuDecidesStatusBar)
  }

  @Test func anOpeningTurnedBackKeepsItUntilItEndsCancelled() {
    var machine = SideMenuStateMachine(
      container: SideMenuContainer(size: SideMenuSize(width: 390, height: 844)))
    _ = machine.handle(.open(.leading, animated: true, completion: nil), at: 0)
    #expect(machine.phase.menuDecidesStatusBar)
    // Closing mid-opening turns the same transition back (one transition, ending cancelled):
    // the status bar comes back when it ends, as UIKit's cancelled transitions do.
    _ = machine.handle(.close(animated: true, completion: nil), at: 0.05)
    #expect(machine.phase.menuDecidesStatusBar)
    var time = 0.05
    while machine.phase != .closed, time < 3 {
      time += 1.0 / 120
      _ = machine.handle(.tick, at: time)
    }
    #expect(machine.phase == .closed)
    #expect(!machine.phase.menuDecidesStatusBar)
  }
}
