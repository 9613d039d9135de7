import Testing

@testable import SideMenuCore

/// Which goes first between the menu's drags and a navigation controller's back swipe.
struct SideMenuBackGestureTests {
  @Test func aClosedMenuYieldsToTheBackSwipeByDefault() {
    let machine = SideMenuStateMachine(configuration: .standard, container: .phone)
    #expect(machine.dragsYieldToBackGesture)
  }

  @Test func aMenuThatDoesNotYieldGoesFirst() {
    var configuration = SideMenuConfiguration.standard
    configuration.gestures.yieldsToBackGesture = false
    let machine = SideMenuStateMachine(configuration: configuration, container: .phone)
    #expect(!machine.dragsYieldToBackGesture)
  }

  /// While a menu is shown — opening, open, closing — its drags go first, and once it has
  /// closed the back swipe does again.
  @Test func aShownMenuGoesFirstUntilItHasClosed() {
    var harness = MachineHarness()
    _ = harness.send(.open(.leading, animated: true, completion: nil))
    #expect(!harness.machine.dragsYieldToBackGesture, "opening")
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    #expect(!harness.machine.dragsYieldToBackGesture, "open")
    _ = harness.send(.close(animated: true, completion: nil))
    #expect(!harness.machine.dragsYieldToBackGesture, "closing")
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(harness.machine.dragsYieldToBackGesture, "closed again")
  }
}
