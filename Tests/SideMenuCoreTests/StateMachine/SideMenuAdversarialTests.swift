import Testing

@testable import SideMenuCore

/// Adversarial event sequences: interleavings of requests, touches, environment changes and time
/// that the ordinary scenarios do not reach. Every test runs through ``MachineHarness``, so the
/// will/did pairing, completion, display-link and finiteness invariants are checked after each
/// event. Each bug these sequences found is fixed; the tests stay as regressions.
@Suite("Adversarial sequences")
struct SideMenuAdversarialTests {
  /// Both edges enabled (optionally content pans too).
  static func bothEdges(contentPan: Bool = false) -> SideMenuConfiguration {
    var configuration = SideMenuConfiguration()
    configuration.trailing.isEnabled = true
    configuration.gestures.isContentPanToOpenEnabled = contentPan
    return configuration
  }

  static func sample(_ x: Double, _ t: Double, y: Double = 400) -> SideMenuTouchSample {
    SideMenuTouchSample(x: x, y: y, timestamp: t)
  }

  /// Sends ticks at 120 Hz for `frames` frames.
  /// A finger down at x = 5 (the leading edge zone) at t = 0, claimed at `claimX` at t = 0.05 s,
  /// then at `x` at t = 0.1 s, still down.
  static func dragFromLeadingEdge(
    _ harness: inout MachineHarness, claimingAt claimX: Double, to x: Double
  ) {
    harness.send(.panBegan(sample(5, 0)))
    harness.send(.panChanged(sample(claimX, 0.05)), at: 0.05)
    harness.send(.panChanged(sample(x, 0.1)), at: 0.1)
  }

  static func tick(_ harness: inout MachineHarness, frames: Int) {
    for _ in 0..<frames {
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
  }

  /// Notifications without the progress reports.
  static func lifecycle(_ harness: MachineHarness) -> [SideMenuNotification] {
    harness.notifications.filter { !$0.isProgress }
  }

  /// The harness is at rest and every promise has been kept.
  static func expectQuiescent(
    _ harness: MachineHarness, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      !harness.machine.phase.isTransitioning, "\(harness.machine.phase)",
      sourceLocation: sourceLocation)
    #expect(!harness.displayLinkActive, sourceLocation: sourceLocation)
    #expect(!harness.hasOpenWill, sourceLocation: sourceLocation)
    #expect(
      harness.pendingTokens.isEmpty, "\(harness.pendingTokens)", sourceLocation: sourceLocation)
    #expect(harness.violations.isEmpty, "\(harness.violations)", sourceLocation: sourceLocation)
  }

  // MARK: - One menu at a time, pending opens

  @Test func openingTheOtherEdgeDuringADragClosesTheDraggedMenuThenOpens() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    Self.dragFromLeadingEdge(&harness, claimingAt: 40, to: 150)
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    let token = harness.token()
    harness.send(.open(.trailing, animated: true, completion: token), at: 0.11)
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: .closed)))
    // The rest of the touch is ignored quietly.
    #expect(harness.send(.panChanged(Self.sample(300, 0.12)), at: 0.12).isEmpty)
    #expect(harness.send(.panEnded(Self.sample(300, 0.13), targetOverride: nil), at: 0.13).isEmpty)
    harness.settle()
    harness.settle()
    #expect(harness.machine.phase == .open(.trailing))
    #expect(harness.completionResults[token.rawValue] == [true])
    #expect(
      Self.lifecycle(harness) == [
        .willOpen(.leading), .openingCancelled(.leading), .didClose(.leading),
        .willOpen(.trailing), .didOpen(.trailing),
      ])
    Self.expectQuiescent(harness)
  }

  @Test func unanimatedOpenOfTheOtherEdgeDuringAContentPanSwitchesAtOnce() {
    var harness = MachineHarness(configuration: Self.bothEdges(contentPan: true))
    harness.send(.panBegan(Self.sample(200, 0)))
    harness.send(.panChanged(Self.sample(150, 0.1)), at: 0.1)
    #expect(harness.machine.phase == .opening(.trailing, .interactive))
    let token = harness.token()
    harness.send(.open(.leading, animated: false, completion: token), at: 0.12)
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.completionResults[token.rawValue] == [true])
    harness.send(.panEnded(Self.sample(100, 0.13), targetOverride: nil), at: 0.13)
    #expect(harness.machine.phase == .open(.leading))
    Self.expectQuiescent(harness)
  }

  /// open(trailing) while leading is open queues the trailing open behind the closing; a later
  /// open(leading) reverses the closing. The queued open must not survive and fire at some later,
  /// unrelated close.
  @Test func reopeningTheShownEdgeSupersedesAQueuedOpenOfTheOther() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    harness.send(.open(.leading, animated: false, completion: nil))
    let queued = harness.token()
    harness.send(.open(.trailing, animated: true, completion: queued))
    Self.tick(&harness, frames: 3)
    #expect(harness.machine.phase == .closing(.leading, .animated(toward: .closed)))
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    // Regression (was: a queued open survives a reversal of the closing it waited for).
    #expect(harness.completionResults[queued.rawValue] == [false])
    // Much later the user closes the leading menu: only that must happen.
    harness.now += 10
    harness.send(.close(animated: true, completion: nil))
    harness.settle()
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(!Self.lifecycle(harness).contains(.willOpen(.trailing)))
    Self.expectQuiescent(harness)
  }

  @Test func aDragThatCatchesTheClosingAndReopensSupersedesAQueuedOpen() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    harness.send(.open(.leading, animated: false, completion: nil))
    let queued = harness.token()
    harness.send(.open(.trailing, animated: true, completion: queued))
    Self.tick(&harness, frames: 3)
    // A finger catches the closing menu and throws it back open.
    harness.drag(from: 200, to: 330, duration: 0.1)
    #expect(harness.machine.phase == .open(.leading))
    // Later, an ordinary drag closes it.
    harness.now += 10
    harness.drag(from: 300, to: 20, duration: 0.1)
    harness.settle()
    // Regression (was: the queued trailing open fires at an unrelated close, long after).
    #expect(harness.machine.phase == .closed)
    #expect(!Self.lifecycle(harness).contains(.willOpen(.trailing)))
    #expect(harness.completionResults[queued.rawValue] == [false])
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aRefusedClosingInAnOpenChainDropsTheQueuedOpen() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    harness.send(.open(.leading, animated: false, completion: nil))
    let queued = harness.token()
    harness.send(.open(.trailing, animated: true, completion: queued))
    harness.send(.transitionRefused)
    #expect(harness.machine.phase == .open(.leading))
    // Regression (was: a refused closing leaves the open that waited for it queued).
    #expect(harness.completionResults[queued.rawValue] == [false])
    // An explicit close would drop it; a drag that closes the menu does not.
    harness.now += 10
    harness.drag(from: 300, to: 20, duration: 0.1)
    harness.settle()
    // Regression (was: the stale queued open fires at the next drag-close).
    #expect(harness.machine.phase == .closed)
    #expect(harness.completionResults[queued.rawValue] == [false])
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aRefusedOpeningAtTheEndOfAChainEndsClosed() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    harness.send(.open(.trailing, animated: false, completion: nil))
    let queued = harness.token()
    harness.send(.open(.leading, animated: true, completion: queued))
    // Tick until the trailing menu has closed and the queued leading opening has begun.
    var frames = 0
    while harness.machine.phase.edge != .leading, frames < 600 {
      frames += 1
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: .open)))
    harness.send(.transitionRefused)
    #expect(harness.machine.phase == .closed)
    #expect(harness.completionResults[queued.rawValue] == [false])
    Self.expectQuiescent(harness)
  }

  @Test func disablingTheQueuedEdgeCancelsItsOpen() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    harness.send(.open(.leading, animated: false, completion: nil))
    let queued = harness.token()
    harness.send(.open(.trailing, animated: true, completion: queued))
    var configuration = Self.bothEdges()
    configuration.trailing.isEnabled = false
    harness.send(.configurationChanged(configuration))
    #expect(harness.completionResults[queued.rawValue] == [false])
    harness.settle()
    #expect(harness.machine.phase == .closed)
    Self.expectQuiescent(harness)
  }

  /// Disabling the shown edge closes it; the open that was waiting for that close can now run.
  @Test func disablingTheShownEdgeLetsTheQueuedOpenRun() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    harness.send(.open(.leading, animated: false, completion: nil))
    let queued = harness.token()
    harness.send(.open(.trailing, animated: true, completion: queued))
    var configuration = Self.bothEdges()
    configuration.leading.isEnabled = false
    harness.send(.configurationChanged(configuration))
    harness.settle()
    // Regression (was: an implicit close (configuration) drops the queued open as if explicit).
    #expect(harness.machine.phase == .open(.trailing))
    #expect(harness.completionResults[queued.rawValue] == [true])
    Self.expectQuiescent(harness)
  }

  @Test func backgroundDuringAQueuedOpenLeavesNothingAnimating() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    harness.send(.open(.leading, animated: false, completion: nil))
    let queued = harness.token()
    harness.send(.open(.trailing, animated: true, completion: queued))
    Self.tick(&harness, frames: 2)
    harness.send(.didEnterBackground)
    // "Animations finish at once": no display frames arrive in the background.
    // Regression (was: the queued open starts a new animation inside didEnterBackground).
    let active = harness.displayLinkActive
    let phase = harness.machine.phase
    #expect(!active)
    #expect(!phase.isTransitioning, "\(phase)")
    harness.settle()
    #expect(harness.machine.phase == .open(.trailing))
    Self.expectQuiescent(harness)
  }

  @Test func backgroundDuringAQueuedOpenWithDismissalEndsClosed() {
    var configuration = Self.bothEdges()
    configuration.dismissesOnBackground = true
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: false, completion: nil))
    let queued = harness.token()
    harness.send(.open(.trailing, animated: true, completion: queued))
    harness.send(.didEnterBackground, at: 0.02)
    #expect(harness.machine.phase == .closed)
    #expect(harness.completionResults[queued.rawValue] == [false])
    Self.expectQuiescent(harness)
  }

  @Test func willPresentFromMenuWhileClosingKeepsClosingWithoutAJump() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    let token = harness.token()
    harness.send(.close(animated: true, completion: token))
    Self.tick(&harness, frames: 4)
    let before = harness.machine.progress
    let effects = harness.send(.willPresentFromMenu)
    #expect(effects.compactMap(\.frame).first?.progress == before)
    let began = effects.contains(where: \.isBeginTransition)
    #expect(!began)
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(harness.completionResults[token.rawValue] == [true])
    Self.expectQuiescent(harness)
  }

  // MARK: - Stale touches

  /// A touch goes down at the leading edge while closed; before it moves far enough to be
  /// claimed, the app opens the trailing menu. The touch must not start a leading transition
  /// while the trailing menu is shown.
  @Test func aTouchFromBeforeARequestDoesNotDriveTheOtherEdge() {
    var harness = MachineHarness(configuration: Self.bothEdges())
    harness.send(.panBegan(Self.sample(5, 0)))
    harness.send(.open(.trailing, animated: false, completion: nil), at: 0.01)
    #expect(harness.machine.phase == .open(.trailing))
    harness.send(.panChanged(Self.sample(40, 0.05)), at: 0.05)
    // Regression (was: the touch's intent from panBegan claims the leading edge).
    #expect(harness.machine.phase.edge == .trailing, "\(harness.machine.phase)")
    #expect(!Self.lifecycle(harness).contains(.willClose(.leading)))
    harness.send(.panChanged(Self.sample(200, 0.1)), at: 0.1)
    harness.send(.panEnded(Self.sample(200, 0.15), targetOverride: nil), at: 0.15)
    harness.settle()
    let order = Self.lifecycle(harness)
    let phase = harness.machine.phase
    // Regression (was: the trailing menu turns into the leading one without ever closing).
    #expect(
      order.prefix(2) == [.willOpen(.trailing), .didOpen(.trailing)]
        && (order.count == 2 || order[2] == .willClose(.trailing)),
      "\(order)")
    #expect(phase == .open(.trailing))
  }

  /// A touch in the middle of an open menu may drive it; if the menu closes before the touch is
  /// claimed, the same touch must not open the menu from the middle of the content (content pans
  /// are off).
  @Test func aDriveTouchDoesNotReopenAMenuClosedBeforeTheClaim() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.panBegan(Self.sample(300, 0)))
    harness.send(.close(animated: false, completion: nil), at: 0.01)
    #expect(harness.machine.phase == .closed)
    let before = harness.effects.filter(\.isBeginTransition).count
    harness.send(.panChanged(Self.sample(250, 0.05)), at: 0.05)
    // Regression (was: the stale .drive intent begins an opening from mid-content).
    #expect(harness.machine.phase == .closed)
    #expect(harness.effects.filter(\.isBeginTransition).count == before)
    harness.send(.panEnded(Self.sample(250, 0.1), targetOverride: nil), at: 0.1)
    harness.settle()
    #expect(harness.machine.phase == .closed)
    Self.expectQuiescent(harness)
  }

  @Test func aDriveTouchDoesNotReopenAfterARefusedOpening() {
    var configuration = SideMenuConfiguration()
    configuration.gestures.isEdgePanEnabled = false
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.send(.panBegan(Self.sample(200, 0)))
    harness.send(.transitionRefused)
    #expect(harness.machine.phase == .closed)
    // The refusal released the touch: it stays ignored.
    #expect(harness.send(.panChanged(Self.sample(260, 0.05)), at: 0.05).isEmpty)
    #expect(harness.machine.phase == .closed)
    harness.send(.panCancelled(Self.sample(260, 0.1)), at: 0.1)
    harness.settle()
    Self.expectQuiescent(harness)
  }

  // MARK: - Drags interrupted

  @Test func closeDuringTheContentPanSideSwitchEndsClosed() {
    var harness = MachineHarness(configuration: Self.bothEdges(contentPan: true))
    let token = harness.token()
    harness.send(.panBegan(Self.sample(200, 0)))
    harness.send(.panChanged(Self.sample(150, 0.1)), at: 0.1)
    let switched = harness.send(.panChanged(Self.sample(260, 0.2)), at: 0.2)
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    #expect(switched.contains(.notify(.openingCancelled(.trailing))))
    let before = harness.machine.progress
    let effects = harness.send(.close(animated: true, completion: token))
    #expect(effects.compactMap(\.frame).first?.progress == before)
    harness.send(.panChanged(Self.sample(100, 0.25)), at: 0.25)
    harness.send(.panEnded(Self.sample(100, 0.3), targetOverride: .open), at: 0.3)
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(harness.completionResults[token.rawValue] == [true])
    Self.expectQuiescent(harness)
  }

  @Test func refusedTransitionDuringADragIgnoresTheRestOfTheTouch() {
    var harness = MachineHarness()
    harness.send(.panBegan(Self.sample(5, 0)))
    harness.send(.panChanged(Self.sample(100, 0.05)), at: 0.05)
    harness.send(.transitionRefused)
    #expect(harness.machine.phase == .closed)
    #expect(harness.machine.progress == 0)
    #expect(harness.send(.panChanged(Self.sample(200, 0.1)), at: 0.1).isEmpty)
    #expect(harness.send(.panEnded(Self.sample(200, 0.1), targetOverride: .open)).isEmpty)
    Self.expectQuiescent(harness)
  }

  @Test func refusedSideSwitchEndsClosedAndIgnoresTheTouch() {
    var harness = MachineHarness(configuration: Self.bothEdges(contentPan: true))
    harness.send(.panBegan(Self.sample(200, 0)))
    harness.send(.panChanged(Self.sample(150, 0.1)), at: 0.1)
    harness.send(.panChanged(Self.sample(260, 0.2)), at: 0.2)
    harness.send(.transitionRefused)
    #expect(harness.machine.phase == .closed)
    harness.send(.panChanged(Self.sample(100, 0.25)), at: 0.25)
    #expect(harness.machine.phase == .closed)
    harness.send(.panEnded(Self.sample(100, 0.3), targetOverride: nil), at: 0.3)
    Self.expectQuiescent(harness)
  }

  @Test func unanimatedOpenDuringAClosingDragCancelsTheClosing() {
    var harness = MachineHarness()
    let token = harness.token()
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.panBegan(Self.sample(300, 0)))
    harness.send(.panChanged(Self.sample(200, 0.05)), at: 0.05)
    #expect(harness.machine.phase == .closing(.leading, .interactive))
    harness.send(.open(.leading, animated: false, completion: token))
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.completionResults[token.rawValue] == [true])
    #expect(Self.lifecycle(harness).last == .closingCancelled(.leading))
    harness.send(.panEnded(Self.sample(0, 0.1), targetOverride: .closed), at: 0.1)
    #expect(harness.machine.phase == .open(.leading))
    Self.expectQuiescent(harness)
  }

  @Test func duplicatePanBeganSettlesTheLostDragAndStartsAnew() {
    var harness = MachineHarness()
    Self.dragFromLeadingEdge(&harness, claimingAt: 40, to: 250)
    let position = harness.machine.progress
    let effects = harness.send(.panBegan(Self.sample(250, 0.2)), at: 0.2)
    #expect(effects.first == .diagnostic(.eventOutOfOrder(.panBegan)))
    #expect(effects.compactMap(\.frame).first?.progress == position)
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: .open)))
    // The new touch catches the settling menu where it is.
    let claimAt = 0.22
    var twin = harness
    twin.send(.tick, at: claimAt)
    let expected = twin.machine.progress
    // Exactly the slop back from the touch-down: the drag takes over with no movement yet.
    let claimed = harness.send(.panChanged(Self.sample(240, claimAt)), at: claimAt)
    #expect(claimed.compactMap(\.frame).last?.progress == expected)
    harness.send(.panEnded(Self.sample(230, 0.4), targetOverride: nil), at: 0.4)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    Self.expectQuiescent(harness)
  }

  @Test(arguments: [SideMenuRestingState.open, .closed])
  func overrideAgainstAFlingSettlesAtTheOverride(override: SideMenuRestingState) {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    harness.send(.panBegan(Self.sample(5, 0)))
    var t = 0.0
    for step in 1...20 {
      t = Double(step) / 120
      // A fast fling toward open (or toward closed, for the open override).
      let x = override == .closed ? 5 + Double(step) * 12 : 5 + min(Double(step), 10) * 12
      harness.send(.panChanged(Self.sample(x, t)), at: t)
    }
    if override == .open {
      for step in 1...6 {
        t += 1.0 / 120
        harness.send(.panChanged(Self.sample(125 - Double(step) * 15, t)), at: t)
      }
    }
    let end = Self.sample(override == .closed ? 245 : 35, t)
    let proposal = harness.machine.releaseProposal(for: end)
    #expect(proposal?.reason == .fling)
    #expect(proposal?.target != override)
    let before = harness.machine.progress
    let effects = harness.send(.panEnded(end, targetOverride: override))
    #expect(effects.compactMap(\.frame).first?.progress == before)
    var maxProgress = 0.0
    while harness.displayLinkActive, harness.now < 10 {
      harness.now += 1.0 / 120
      harness.send(.tick)
      maxProgress = max(maxProgress, harness.machine.progress)
      #expect(harness.machine.progress.isFinite)
    }
    #expect(maxProgress < 1 + width)  // stays sane
    #expect(harness.machine.phase == (override == .open ? .open(.leading) : .closed))
    Self.expectQuiescent(harness)
  }

  @Test func rubberBandThenCancelSettlesOpenFromWhereItIs() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    harness.send(.panBegan(Self.sample(5, 0)))
    harness.send(.panChanged(Self.sample(20, 0.05)), at: 0.05)
    harness.send(.panChanged(Self.sample(20 + width + 200, 0.3)), at: 0.3)
    let banded = harness.machine.progress
    #expect(banded > 1)
    let effects = harness.send(.panCancelled(Self.sample(.nan, 0.35)), at: 0.35)
    #expect(effects.first == .diagnostic(.nonFiniteInput(.panCancelled)))
    #expect(effects.compactMap(\.frame).first?.progress == banded)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.machine.progress == 1)
    Self.expectQuiescent(harness)
  }

  @Test func nonFiniteSamplesMidDragAreIgnoredAndANaNLiftSettles() {
    var harness = MachineHarness()
    Self.dragFromLeadingEdge(&harness, claimingAt: 40, to: 260)
    let position = harness.machine.progress
    for bad in [
      Self.sample(.nan, 0.11), Self.sample(100, .infinity), Self.sample(.infinity, 0.12),
      SideMenuTouchSample(x: 100, y: .nan, timestamp: 0.12),
    ] {
      let effects = harness.send(.panChanged(bad), at: 0.12)
      #expect(effects == [.diagnostic(.nonFiniteInput(.panChanged))])
      #expect(harness.machine.progress == position)
    }
    // An event at a non-finite time is ignored entirely.
    #expect(
      harness.machine.handle(.panChanged(Self.sample(10, 0.13)), at: .nan)
        == [.diagnostic(.nonFiniteInput(.panChanged))])
    harness.send(.panEnded(Self.sample(.nan, 0.14), targetOverride: .closed), at: 0.14)
    harness.settle()
    // The override is dropped with the unknown lift; position (past half) decides.
    #expect(harness.machine.phase == .open(.leading))
    Self.expectQuiescent(harness)
  }

  @Test func timeJumpingBackwardsMidDragRebasesTheClockAndTheDragFollows() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    harness.send(.panBegan(Self.sample(5, 1)), at: 1)
    harness.send(.panChanged(Self.sample(20, 1.05)), at: 1.05)
    let effects = harness.send(.panChanged(Self.sample(120, 0.5)), at: 0.5)
    #expect(effects.first == .diagnostic(.clockJumped(previous: 1.05, given: 0.5)))
    // Claimed at 15 pt of travel, it lost exactly the 10 pt slop.
    expectClose(harness.machine.progress, 105 / width, tolerance: 1e-12)
    harness.send(.panChanged(Self.sample(130, 0.6)), at: 0.6)
    harness.send(.panEnded(Self.sample(130, 0.6), targetOverride: nil), at: 0.7)
    harness.settle()
    Self.expectQuiescent(harness)
  }

  // MARK: - Environment mid-motion

  @Test func zeroSizedContainerMidDragThenBack() {
    var harness = MachineHarness()
    Self.dragFromLeadingEdge(&harness, claimingAt: 20, to: 200)
    let position = harness.machine.progress
    let zero = SideMenuContainer(size: SideMenuSize(width: 0, height: 0))
    let effects = harness.send(.containerChanged(zero), at: 0.11)
    #expect(effects.contains(.diagnostic(.unusableContainer(width: 0, height: 0))))
    #expect(harness.machine.menuWidth(for: .leading) == 0)
    harness.send(.panChanged(Self.sample(210, 0.12)), at: 0.12)
    // Regression (was: a zero-width menu snaps the drag back to where it took hold (0)).
    #expect(harness.machine.progress == position)
    harness.send(.containerChanged(.phone), at: 0.13)
    harness.send(.panChanged(Self.sample(220, 0.14)), at: 0.14)
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    harness.send(.panEnded(Self.sample(220, 0.3), targetOverride: nil), at: 0.3)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    Self.expectQuiescent(harness)
  }

  @Test func layoutDirectionFlipMidAnimationKeepsProgressAndSettles() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: true, completion: nil))
    Self.tick(&harness, frames: 5)
    let position = harness.machine.progress
    var rtl = SideMenuContainer.phone
    rtl.layoutDirection = .rightToLeft
    let effects = harness.send(.containerChanged(rtl))
    #expect(effects.compactMap(\.frame).last?.progress == position)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    Self.expectQuiescent(harness)
  }

  @Test func layoutDirectionFlipMidDragDoesNotJump() {
    var harness = MachineHarness()
    Self.dragFromLeadingEdge(&harness, claimingAt: 20, to: 170)
    let position = harness.machine.progress
    #expect(position > 0.4)
    var rtl = SideMenuContainer.phone
    rtl.layoutDirection = .rightToLeft
    harness.send(.containerChanged(rtl), at: 0.11)
    #expect(harness.machine.progress == position)
    // The finger moves one more point.
    harness.send(.panChanged(Self.sample(171, 0.12)), at: 0.12)
    // Regression (was: the claim is not re-anchored: the menu jumps to closed).
    expectClose(harness.machine.progress, position, tolerance: 0.01)
    harness.send(.panEnded(Self.sample(171, 0.3), targetOverride: nil), at: 0.3)
    harness.settle()
    Self.expectQuiescent(harness)
  }

  @Test func rotationMidDragDoesNotJump() {
    var harness = MachineHarness()
    Self.dragFromLeadingEdge(&harness, claimingAt: 20, to: 170)
    let position = harness.machine.progress
    let landscape = SideMenuContainer(size: SideMenuSize(width: 844, height: 390))
    harness.send(.containerChanged(landscape), at: 0.11)
    #expect(harness.machine.progress == position)
    harness.send(.panChanged(Self.sample(170, 0.12)), at: 0.12)
    let widthChanged =
      harness.machine.menuWidth(for: .leading) != MachineHarness().machine.menuWidth(for: .leading)
    if widthChanged {
      // Regression (was: the drag is not re-anchored to the new width: an unmoved finger jumps).
      #expect(harness.machine.progress == position)
    } else {
      #expect(harness.machine.progress == position)
    }
    harness.send(.panEnded(Self.sample(170, 0.3), targetOverride: nil), at: 0.3)
    harness.settle()
    Self.expectQuiescent(harness)
  }

  @Test func reduceMotionToggledMidAnimationKeepsProgressAndSettles() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: true, completion: nil))
    Self.tick(&harness, frames: 5)
    let position = harness.machine.progress
    let effects = harness.send(.reduceMotionChanged(true))
    #expect(effects.compactMap(\.frame).last?.progress == position)
    #expect(effects.compactMap(\.frame).last?.menuTransform == .identity)
    // Interrupt: the reversal now cross-fades from where it is.
    let reversed = harness.send(.scrimTapped)
    #expect(reversed.compactMap(\.frame).first?.progress == position)
    Self.tick(&harness, frames: 2)
    harness.send(.reduceMotionChanged(false))
    harness.settle()
    #expect(harness.machine.phase == .closed)
    Self.expectQuiescent(harness)
  }

  @Test func reduceMotionJumpModeFinishesInTheSameEvent() {
    var configuration = SideMenuConfiguration()
    configuration.reduceMotion = .jump
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: true, completion: nil))
    Self.tick(&harness, frames: 3)
    harness.send(.reduceMotionChanged(true))
    harness.send(.scrimTapped)
    #expect(harness.machine.phase == .closed)
    Self.expectQuiescent(harness)
  }

  // MARK: - Time

  @Test func tickStormAtOneInstantIsStable() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.now = 0.1
    let first = harness.send(.tick).compactMap(\.frame).last
    for _ in 0..<1_000 {
      let effects = harness.send(.tick)
      #expect(effects.compactMap(\.frame).last == first)
      let switched = effects.contains(where: \.isDisplayLinkSwitch)
      #expect(!switched)
    }
    harness.settle()
    Self.expectQuiescent(harness)
  }

  @Test(arguments: [1e9, 1e12])
  func hugeTimeJumpsRebaseTheClockAndMotionCarriesOn(jump: Double) {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.send(.tick, at: 0.1)
    let before = harness.machine.progress
    let jumped = harness.send(.tick, at: jump)
    // A jump is no time at all: the animation carries on from where it was, at the new clock.
    #expect(jumped.first == .diagnostic(.clockJumped(previous: 0.1, given: jump)))
    #expect(harness.machine.progress == before)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    #expect(!harness.displayLinkActive)
    // Animations starting at a huge time still run to completion.
    harness.send(.close(animated: true, completion: nil), at: jump + 1)
    var frames = 0
    while harness.displayLinkActive, frames < 2_000 {
      frames += 1
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
    #expect(harness.machine.phase == .closed)
    harness.drag(from: 5, to: 300, duration: 0.2)
    #expect(harness.machine.phase == .open(.leading))
    Self.expectQuiescent(harness)
  }

  // MARK: - Queries agree with events

  /// A 240 Hz touch stream (iPad Pro) fills the tracker's 20-sample ring inside the velocity
  /// horizon; the proposal must still be exactly what the lift decides.
  @Test func releaseProposalAgreesWithTheDecisionWhenTheTrackerIsFull() throws {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    let width = harness.machine.menuWidth(for: .leading)
    harness.send(.panBegan(Self.sample(300, 0)))
    var t = 0.0
    var x = 300.0
    // Drag to about half open slowly.
    while x > 300 - 0.6 * width {
      t += 1.0 / 240
      x -= 1.5
      harness.send(.panChanged(Self.sample(x, t)), at: t)
    }
    // A jittered last stretch: one sample 6 points off, then 20 samples moving slowly open.
    t += 1.0 / 240
    harness.send(.panChanged(Self.sample(x - 6, t)), at: t)
    for _ in 0..<19 {
      t += 1.0 / 240
      x += 0.35
      harness.send(.panChanged(Self.sample(x, t)), at: t)
    }
    t += 1.0 / 240
    x += 0.35
    let end = Self.sample(x, t)
    let proposal = try #require(harness.machine.releaseProposal(for: end))
    harness.send(.panEnded(end, targetOverride: nil), at: t)
    // The handed-over velocity, measured just after the lift.
    let p0 = harness.machine.progress
    let dt = 1e-7
    let p1 = harness.machine.frameState(at: t + dt).progress
    let measured = (p1 - p0) / dt
    let target = harness.machine.phase.motion
    // The proposal previews exactly the samples the lift fits (the ring's oldest is evicted).
    expectClose(measured, proposal.velocity, tolerance: 1e-3 * max(1, abs(proposal.velocity)))
    #expect(target == .animated(toward: proposal.target))
  }

  /// For every start point and direction, `shouldBeginPan` says yes exactly when the same touch,
  /// fed as events, is claimed.
  @Test(arguments: [false, true])
  func shouldBeginPanAgreesWithTheClaim(startsOpen: Bool) {
    let configuration = Self.bothEdges(contentPan: false)
    var base = MachineHarness(configuration: configuration)
    if startsOpen { base.send(.open(.leading, animated: false, completion: nil)) }
    let xs: [Double] = [0, 5, 19, 30, 70, 195, 330, 371, 385, 390]
    let moves: [SideMenuPoint] = [
      .init(x: 12, y: 0), .init(x: -12, y: 0), .init(x: 12, y: 11), .init(x: -12, y: -11),
      .init(x: 8, y: 8), .init(x: 0, y: 15), .init(x: 30, y: 29), .init(x: -30, y: 2),
    ]
    for x in xs {
      for move in moves {
        let start = SideMenuPoint(x: x, y: 400)
        let should = base.machine.shouldBeginPan(at: start, translation: move)
        var harness = base
        let before = harness.effects.filter(\.isBeginTransition).count
        harness.send(.panBegan(SideMenuTouchSample(location: start, timestamp: harness.now)))
        harness.now += 0.02
        harness.send(
          .panChanged(
            SideMenuTouchSample(x: x + move.x, y: 400 + move.y, timestamp: harness.now)))
        let claimed = harness.effects.filter(\.isBeginTransition).count > before
        #expect(should == claimed, "start \(x), move \(move)")
      }
    }
  }

  @Test func shouldBeginPanAgreesWithTheClaimForContentPans() {
    var configuration = SideMenuConfiguration()
    configuration.gestures.isContentPanToOpenEnabled = true
    let machine = SideMenuStateMachine(configuration: configuration, container: .phone)
    for (move, expected) in [(12.0, true), (-12.0, false)] {
      let start = SideMenuPoint(x: 200, y: 400)
      #expect(
        machine.shouldBeginPan(at: start, translation: SideMenuPoint(x: move, y: 1)) == expected)
      var harness = MachineHarness(configuration: configuration)
      harness.send(.panBegan(SideMenuTouchSample(location: start, timestamp: 0)))
      harness.send(.panChanged(Self.sample(200 + move, 0.02, y: 401)), at: 0.02)
      #expect(harness.machine.phase.isTransitioning == expected)
      harness.send(.panCancelled(Self.sample(200 + move, 0.03, y: 401)), at: 0.03)
      harness.settle()
      Self.expectQuiescent(harness)
    }
  }
}

extension SideMenuEffect {
  fileprivate var isDisplayLinkSwitch: Bool {
    if case .setDisplayLinkActive = self { return true }
    return false
  }
}
