import Testing

@testable import SideMenuCore

/// The edge peek: a finger resting at a closed menu's edge shows a sliver after a delay
/// (Android `DrawerLayout`: 160 ms, 20 dp); a drag carries on from it, a lift hides it.
@Suite("Edge peek")
struct SideMenuPeekTests {
  static func peeking(_ edges: SideMenuEdge...) -> SideMenuConfiguration {
    var configuration = SideMenuConfiguration()
    configuration.leading.isEnabled = edges.contains(.leading)
    configuration.trailing.isEnabled = edges.contains(.trailing)
    configuration.gestures.isEdgePeekEnabled = true
    return configuration
  }

  /// Ticks at 120 Hz for `seconds`.
  static func wait(_ harness: inout MachineHarness, _ seconds: Double) {
    let end = harness.now + seconds
    while harness.now + 1.0 / 120 <= end + 1e-9 {
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
  }

  static func touch(_ harness: inout MachineHarness, x: Double) -> SideMenuTouchSample {
    SideMenuTouchSample(x: x, y: 400, timestamp: harness.now)
  }

  /// How much of the menu shows, in points.
  static func visibleWidth(_ harness: MachineHarness) -> Double {
    let frame = harness.machine.frameState
    guard !frame.isMenuHidden else { return 0 }
    let menu = frame.menuFrameOnScreen
    let width = harness.machine.container.size.width
    return max(0, min(menu.maxX, width) - max(menu.minX, 0))
  }

  @Test func offByDefault() {
    var harness = MachineHarness()
    #expect(!harness.machine.configuration.gestures.isEdgePeekEnabled)
    harness.send(.touchDown(Self.touch(&harness, x: 5)))
    #expect(!harness.machine.isWaitingToPeek && !harness.displayLinkActive)
    harness.now += 1
    harness.send(.tick)
    #expect(harness.machine.phase == .closed)
  }

  @Test(arguments: [
    (SideMenuEdge.leading, SideMenuLayoutDirection.leftToRight, 5.0),
    (.trailing, .leftToRight, 385), (.leading, .rightToLeft, 385), (.trailing, .rightToLeft, 5),
  ])
  func aRestingFingerPeeksAfterTheDelayAndALiftHidesIt(
    edge: SideMenuEdge, direction: SideMenuLayoutDirection, x: Double
  ) {
    var container = SideMenuContainer.phone
    container.layoutDirection = direction
    var harness = MachineHarness(configuration: Self.peeking(edge), container: container)
    harness.send(.touchDown(Self.touch(&harness, x: x)))
    #expect(harness.machine.isWaitingToPeek && harness.displayLinkActive)
    Self.wait(&harness, 0.15)
    #expect(harness.machine.phase == .closed, "not before 160 ms")
    Self.wait(&harness, 0.02)
    #expect(harness.machine.phase == .opening(edge, .interactive) && harness.machine.isHeld)
    expectClose(Self.visibleWidth(harness), 20, tolerance: 1e-9)
    let side = edge.resolved(in: direction)
    let menu = harness.machine.frameState.menuFrameOnScreen
    #expect(side == .left ? menu.maxX < 30 : menu.minX > 360, "the sliver is at its edge")
    #expect(!harness.displayLinkActive, "held: nothing animates")
    harness.send(.touchUp(Self.touch(&harness, x: x)))
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(harness.notifications.contains(.openingCancelled(edge)))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aDragCarriesTheMenuOnFromTheSliver() {
    var harness = MachineHarness(configuration: Self.peeking(.leading))
    let width = harness.machine.menuWidth(for: .leading)
    harness.send(.touchDown(Self.touch(&harness, x: 5)))
    harness.send(.panBegan(Self.touch(&harness, x: 5)))
    Self.wait(&harness, 0.2)
    #expect(harness.machine.isHeld)
    var shown: [Double] = [Self.visibleWidth(harness)]
    for step in 1...30 {
      harness.now += 1.0 / 120
      harness.send(.panChanged(Self.touch(&harness, x: 5 + Double(step) * 8)))
      shown.append(Self.visibleWidth(harness))
    }
    // No step back to the edge, then it follows the finger beyond the slop: 20 + 240 − 10.
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 >= $0 })
    expectClose(shown.last ?? 0, 250, tolerance: 1e-6)
    harness.send(.panEnded(Self.touch(&harness, x: 245), targetOverride: nil))
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    expectClose(harness.machine.progress, 1, tolerance: 1e-9)
    #expect(width > 250)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aFingerThatMovesOrLiftsFirstDoesNotPeek() {
    var harness = MachineHarness(configuration: Self.peeking(.leading))
    harness.send(.touchDown(Self.touch(&harness, x: 5)))
    harness.send(.panBegan(Self.touch(&harness, x: 5)))
    harness.now += 0.05
    harness.send(.panChanged(SideMenuTouchSample(x: 5, y: 420, timestamp: harness.now)))
    #expect(!harness.machine.isWaitingToPeek && !harness.displayLinkActive)
    Self.wait(&harness, 0.3)
    #expect(harness.machine.phase == .closed)
    harness.send(.panCancelled(Self.touch(&harness, x: 5)))
    harness.send(.touchDown(Self.touch(&harness, x: 5)))
    harness.now += 0.1
    harness.send(.touchUp(Self.touch(&harness, x: 5)))
    #expect(!harness.machine.isWaitingToPeek && !harness.displayLinkActive)
    Self.wait(&harness, 0.3)
    #expect(harness.machine.phase == .closed)
    // Outside the edge zone nothing waits at all.
    harness.send(.touchDown(Self.touch(&harness, x: 200)))
    #expect(!harness.machine.isWaitingToPeek)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aDockedMenuNeverPeeks() {
    var configuration = Self.peeking(.leading)
    configuration.leading.docking = .always
    var harness = MachineHarness(configuration: configuration)
    harness.send(.close(animated: false, completion: nil))
    harness.send(.touchDown(Self.touch(&harness, x: 5)))
    #expect(!harness.machine.isWaitingToPeek)
  }

  @Test func theDelayAndWidthAreValidated() {
    var gestures = SideMenuGestureConfiguration(
      isEdgePeekEnabled: true, edgePeekDelay: .nan, edgePeekWidth: 500)
    var (valid, diagnostics) = gestures.validated()
    #expect(valid.edgePeekDelay == 0.16 && valid.edgePeekWidth == 100)
    #expect(
      diagnostics.map(\.description) == [
        "settingReplaced(edgePeekDelay, given: nan)", "settingReplaced(edgePeekWidth, given: 500)",
      ])
    gestures.edgePeekDelay = -1
    gestures.edgePeekWidth = -3
    (valid, diagnostics) = gestures.validated()
    #expect(valid.edgePeekDelay == 0 && valid.edgePeekWidth == 0 && diagnostics.count == 2)
    // A zero delay peeks at the touch-down itself.
    var configuration = Self.peeking(.leading)
    configuration.gestures.edgePeekDelay = 0
    var harness = MachineHarness(configuration: configuration)
    harness.send(.touchDown(Self.touch(&harness, x: 5)))
    #expect(harness.machine.isHeld && !harness.displayLinkActive)
    expectClose(Self.visibleWidth(harness), 20, tolerance: 1e-9)
  }
}
