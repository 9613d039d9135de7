import Testing

@testable import SideMenuCore

/// ``SideMenuEvent/trackpadScrollBegan(_:)`` and ``SideMenuDragSource/trackpadScroll``: a
/// trackpad's two-finger scroll has no landing place, so the edge zone cannot apply to it.
@Suite("Trackpad scrolls drive the drag")
struct SideMenuTrackpadScrollTests {
  /// A scroll with the pointer at (`x`, 400) whose translation runs to `dx`, `dy` over
  /// `duration` seconds at 120 Hz, rests for `hold`, and ends.
  func scroll(
    _ harness: inout MachineHarness, x: Double = 150, dx: Double, dy: Double = 0,
    duration: Double, hold: Double = 0, settle: Bool = true
  ) {
    let steps = max(2, Int((duration * 120).rounded()))
    harness.send(.trackpadScrollBegan(SideMenuTouchSample(x: x, y: 400, timestamp: harness.now)))
    for step in 1...steps {
      harness.now += duration / Double(steps)
      let f = Double(step) / Double(steps)
      harness.send(
        .panChanged(SideMenuTouchSample(x: x + dx * f, y: 400 + dy * f, timestamp: harness.now)))
    }
    harness.now += hold
    harness.send(
      .panEnded(
        SideMenuTouchSample(x: x + dx, y: 400 + dy, timestamp: harness.now), targetOverride: nil))
    if settle { harness.settle() }
  }

  @Test("A scroll in the middle of the content opens; a finger's drag there does not")
  func opensFromAnywhere() {
    var byScroll = MachineHarness()
    scroll(&byScroll, dx: 250, duration: 0.4, hold: 0.1)
    #expect(byScroll.machine.phase == .open(.leading))
    #expect(byScroll.violations.isEmpty, "\(byScroll.violations)")
    var byFinger = MachineHarness()
    byFinger.drag(from: 150, to: 400, duration: 0.4, hold: 0.1)
    #expect(byFinger.machine.phase == .closed)
  }

  @Test("The menu follows the scroll's travel less the slop, as a finger's")
  func followsLessTheSlop() {
    var harness = MachineHarness()
    scroll(&harness, dx: 110, duration: 0.3, settle: false)
    // Before the release settles it: 110 − 10 pt of the menu's width.
    let width = harness.machine.menuWidth(for: .leading)
    let progresses = harness.frames.map(\.progress)
    #expect(progresses.contains { abs($0 - 100 / width) < 1e-9 })
  }

  @Test("Off: opensWithTrackpadScroll false, or the edge pan off, opens nothing")
  func switches() {
    var off = SideMenuConfiguration.standard
    off.gestures.opensWithTrackpadScroll = false
    var harness = MachineHarness(configuration: off)
    scroll(&harness, dx: 250, duration: 0.4, hold: 0.1)
    #expect(harness.machine.phase == .closed)
    var noEdge = SideMenuConfiguration.standard
    noEdge.gestures.isEdgePanEnabled = false
    var withoutEdge = MachineHarness(configuration: noEdge)
    scroll(&withoutEdge, dx: 250, duration: 0.4, hold: 0.1)
    #expect(withoutEdge.machine.phase == .closed)
    noEdge.gestures.isContentPanToOpenEnabled = true
    var contentPans = MachineHarness(configuration: noEdge)
    scroll(&contentPans, dx: 250, duration: 0.4, hold: 0.1)
    #expect(contentPans.machine.phase == .open(.leading))
  }

  @Test("A vertical scroll stays with the content (the direction lock)")
  func verticalIsIgnored() {
    var harness = MachineHarness()
    scroll(&harness, dx: 60, dy: -300, duration: 0.3)
    #expect(harness.machine.phase == .closed)
    #expect(harness.frames.allSatisfy { $0.progress == 0 })
    #expect(
      !harness.machine.shouldBeginPan(
        at: SideMenuPoint(x: 150, y: 400), translation: SideMenuPoint(x: 5, y: -12),
        source: .trackpadScroll))
  }

  @Test("A flick opens where the same slow scroll does not")
  func flick() {
    var slow = MachineHarness()
    scroll(&slow, dx: 60, duration: 0.6, hold: 0.1)
    #expect(slow.machine.phase == .closed)
    var fast = MachineHarness()
    scroll(&fast, dx: 60, duration: 0.05)
    #expect(fast.machine.phase == .open(.leading))
  }

  @Test("A scroll the other way over an open menu closes it, like a finger's drag")
  func closes() {
    var configuration = SideMenuConfiguration.standard
    configuration.gestures.opensWithTrackpadScroll = false
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: false, completion: nil))
    #expect(harness.machine.phase == .open(.leading))
    scroll(&harness, x: 200, dx: -300, duration: 0.4, hold: 0.1)
    #expect(harness.machine.phase == .closed)
  }

  @Test("With both menus, the direction picks the side; right to left mirrors")
  func sides() {
    var configuration = SideMenuConfiguration.standard
    configuration.trailing.isEnabled = true
    var both = MachineHarness(configuration: configuration)
    scroll(&both, x: 200, dx: -250, duration: 0.4, hold: 0.1)
    #expect(both.machine.phase == .open(.trailing))
    var rtlContainer = SideMenuContainer.phone
    rtlContainer.layoutDirection = .rightToLeft
    var rtl = MachineHarness(container: rtlContainer)
    scroll(&rtl, x: 200, dx: -250, duration: 0.4, hold: 0.1)
    #expect(rtl.machine.phase == .open(.leading))
  }

  @Test("shouldBeginPan: anywhere for a scroll; the leading one yields to an available back swipe")
  func shouldBegin() {
    var configuration = SideMenuConfiguration.standard
    configuration.trailing.isEnabled = true
    let machine = MachineHarness(configuration: configuration).machine
    let middle = SideMenuPoint(x: 200, y: 400)
    let rightward = SideMenuPoint(x: 12, y: 0)
    let leftward = SideMenuPoint(x: -12, y: 0)
    #expect(!machine.shouldBeginPan(at: middle, translation: rightward))
    #expect(machine.shouldBeginPan(at: middle, translation: rightward, source: .trackpadScroll))
    #expect(
      !machine.shouldBeginPan(
        at: middle, translation: rightward, isBackGestureAvailable: true, source: .trackpadScroll))
    #expect(
      machine.shouldBeginPan(
        at: middle, translation: leftward, isBackGestureAvailable: true, source: .trackpadScroll))
  }

  @Test(
    "With the edge pan off, a from-anywhere recognizer's scroll is refused by the query as by the event"
  )
  func queryAndEventAgreeWithoutTheEdgePan() {
    var configuration = SideMenuConfiguration.standard
    configuration.gestures.isEdgePanEnabled = false
    var harness = MachineHarness(configuration: configuration)
    // The recognizer's "from anywhere" is not asked for a scroll: `trackpadScrollBegan`
    // carries no such flag, so a query that said yes would claim a drag the event ignores.
    #expect(
      !harness.machine.shouldBeginPan(
        at: SideMenuPoint(x: 200, y: 400), translation: SideMenuPoint(x: 12, y: 0),
        opensFromAnywhere: true, source: .trackpadScroll))
    scroll(&harness, x: 200, dx: 250, duration: 0.4, hold: 0.1)
    #expect(harness.machine.phase == .closed)
  }

  @Test("Bad input: a non-finite start is refused with a diagnostic; non-finite deltas too")
  func badInput() {
    var harness = MachineHarness()
    let effects = harness.send(
      .trackpadScrollBegan(SideMenuTouchSample(x: .nan, y: 400, timestamp: 0)))
    #expect(effects == [.diagnostic(.nonFiniteInput(.trackpadScrollBegan))])
    // No drag began: movements are out of order, and nothing moves.
    let moved = harness.send(.panChanged(SideMenuTouchSample(x: 300, y: 400, timestamp: 0.1)))
    #expect(moved == [.diagnostic(.eventOutOfOrder(.panChanged))])
    #expect(harness.machine.phase == .closed)
    // A scroll whose deltas turn non-finite midway: those samples are dropped with a
    // diagnostic, and the release still settles the menu (never stuck between).
    harness.send(.trackpadScrollBegan(SideMenuTouchSample(x: 150, y: 400, timestamp: 1)), at: 1)
    harness.send(.panChanged(SideMenuTouchSample(x: 250, y: 400, timestamp: 1.1)), at: 1.1)
    let infinite = harness.send(
      .panChanged(SideMenuTouchSample(x: .infinity, y: 400, timestamp: 1.2)), at: 1.2)
    #expect(infinite == [.diagnostic(.nonFiniteInput(.panChanged))])
    harness.send(
      .panEnded(SideMenuTouchSample(x: .nan, y: 400, timestamp: 1.3), targetOverride: nil),
      at: 1.3)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading) || harness.machine.phase == .closed)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
    #expect(
      !harness.machine.shouldBeginPan(
        at: SideMenuPoint(x: .nan, y: 0), translation: SideMenuPoint(x: 12, y: 0),
        source: .trackpadScroll))
    #expect(
      !harness.machine.shouldBeginPan(
        at: SideMenuPoint(x: 100, y: 0), translation: SideMenuPoint(x: .infinity, y: 0),
        source: .trackpadScroll))
  }
}
