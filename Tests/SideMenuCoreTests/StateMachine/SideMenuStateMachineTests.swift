import Testing

@testable import SideMenuCore

@Suite("State machine")
struct SideMenuStateMachineTests {
  @Test func animatedOpenNotifiesAndSettlesOpen() {
    var harness = MachineHarness()
    let token = harness.token()
    let effects = harness.send(.open(.leading, animated: true, completion: token))
    let transition = SideMenuTransition(
      edge: .leading, side: .left, direction: .opening, isInteractive: false)
    #expect(effects.first == .beginTransition(transition))
    #expect(effects.contains(.notify(.willOpen(.leading))))
    #expect(effects.contains(.setDisplayLinkActive(true)))
    #expect(effects.contains(.setContentInteractionEnabled(false)))
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: .open)))
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.machine.progress == 1)
    #expect(harness.completionResults[token.rawValue] == [true])
    #expect(harness.effects.contains(.endTransition(transition, completed: true)))
    #expect(harness.effects.contains(.accessibility(.focusMenu(.leading))))
    #expect(harness.notifications.contains(.didOpen(.leading)))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func unanimatedOpenAndCloseHappenInOneEvent() {
    var harness = MachineHarness()
    let open = harness.token()
    harness.send(.open(.leading, animated: false, completion: open))
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.completionResults[open.rawValue] == [true])
    #expect(!harness.displayLinkActive)
    let close = harness.token()
    harness.send(.close(animated: false, completion: close))
    #expect(harness.machine.phase == .closed)
    #expect(harness.completionResults[close.rawValue] == [true])
    #expect(harness.effects.contains(.accessibility(.focusContent)))
    #expect(
      harness.effects.last(where: \.isContentInteraction) == .setContentInteractionEnabled(true))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func openWhileOpeningJoinsTheOpeningAndCloseWhileClosedCompletesAtOnce() {
    var harness = MachineHarness()
    let first = harness.token()
    let second = harness.token()
    harness.send(.open(.leading, animated: true, completion: first))
    harness.now += 0.05
    harness.send(.tick)
    let before = harness.effects.filter(\.isBeginTransition).count
    harness.send(.open(.leading, animated: true, completion: second))
    #expect(harness.effects.filter(\.isBeginTransition).count == before)
    #expect(harness.completionResults[second.rawValue] == nil)
    harness.settle()
    #expect(harness.completionResults[first.rawValue] == [true])
    #expect(harness.completionResults[second.rawValue] == [true])
    harness.send(.close(animated: false, completion: nil))
    let third = harness.token()
    let effects = harness.send(.close(animated: true, completion: third))
    #expect(effects == [.runCompletion(third, finished: true)])
  }

  @Test func scrimTapWhileOpeningReversesFromWhereItIsWithoutAJump() {
    var harness = MachineHarness()
    let token = harness.token()
    harness.send(.open(.leading, animated: true, completion: token))
    for _ in 0..<12 {
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
    let before = harness.machine.progress
    #expect(before > 0.2 && before < 0.95)
    let effects = harness.send(.scrimTapped)
    // Same time, same place: the reversal starts exactly where the opening was.
    let frame = effects.compactMap(\.frame).first
    #expect(frame?.progress == before)
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: .closed)))
    harness.settle()
    #expect(harness.machine.phase == .closed)
    // The interrupted opening ends as a cancelled transition: UIKit's completeTransition(false).
    #expect(
      harness.effects.contains(
        .endTransition(
          SideMenuTransition(
            edge: .leading, side: .left, direction: .opening, isInteractive: false),
          completed: false)))
    #expect(harness.notifications.contains(.openingCancelled(.leading)))
    #expect(harness.completionResults[token.rawValue] == [false])
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func scrimTapIsIgnoredWhenTapToCloseIsOff() {
    var configuration = SideMenuConfiguration()
    configuration.gestures.isTapToCloseEnabled = false
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: false, completion: nil))
    #expect(harness.send(.scrimTapped).isEmpty)
    harness.send(.escape)
    harness.settle()
    #expect(harness.machine.phase == .closed)
  }

  @Test func dragCatchesAClosingAnimationWithoutAJump() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.close(animated: true, completion: nil))
    for _ in 0..<6 {
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
    #expect(harness.machine.progress > 0.05 && harness.machine.progress < 0.95)
    harness.send(.panBegan(SideMenuTouchSample(x: 100, y: 300, timestamp: harness.now)))
    // Below the slop the animation keeps running.
    harness.now += 1.0 / 120
    harness.send(.panChanged(SideMenuTouchSample(x: 104, y: 300, timestamp: harness.now)))
    #expect(harness.machine.phase == .closing(.leading, .animated(toward: .closed)))
    // Where the animation alone would be at the claim time.
    let claimTime = harness.now + 1.0 / 120
    var twin = harness
    twin.send(.tick, at: claimTime)
    let expected = twin.machine.progress
    harness.now = claimTime
    // Exactly the slop: the drag loses it, so the menu stays where the animation was.
    let effects = harness.send(
      .panChanged(SideMenuTouchSample(x: 110, y: 300, timestamp: claimTime)))
    #expect(effects.contains(.setDisplayLinkActive(false)))
    #expect(harness.machine.phase == .closing(.leading, .interactive))
    // The finger takes over exactly where the animation was at that instant: no jump.
    #expect(effects.compactMap(\.frame).last?.progress == expected)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aRequestTakesTheMenuFromTheFingerAndTheRestOfTheTouchIsIgnoredQuietly() {
    var harness = MachineHarness()
    harness.send(.panBegan(SideMenuTouchSample(x: 5, y: 300, timestamp: 0)))
    harness.send(.panChanged(SideMenuTouchSample(x: 40, y: 300, timestamp: 0.05)), at: 0.05)
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    harness.send(.open(.leading, animated: true, completion: nil), at: 0.06)
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: .open)))
    let moved = harness.send(
      .panChanged(SideMenuTouchSample(x: 10, y: 300, timestamp: 0.07)), at: 0.07)
    #expect(moved.isEmpty)
    let lifted = harness.send(
      .panEnded(SideMenuTouchSample(x: 10, y: 300, timestamp: 0.08), targetOverride: nil), at: 0.08)
    #expect(lifted.isEmpty)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aRefusedOpeningEndsCancelledAtOnce() {
    var harness = MachineHarness()
    let token = harness.token()
    harness.send(.open(.leading, animated: true, completion: token))
    let effects = harness.send(.transitionRefused)
    #expect(harness.machine.phase == .closed)
    #expect(harness.machine.progress == 0)
    #expect(
      effects.contains(
        .endTransition(
          SideMenuTransition(
            edge: .leading, side: .left, direction: .opening, isInteractive: false),
          completed: false)))
    #expect(harness.completionResults[token.rawValue] == [false])
    #expect(!harness.displayLinkActive)
    // With nothing in flight it is out of order.
    #expect(harness.send(.transitionRefused) == [.diagnostic(.eventOutOfOrder(.transitionRefused))])
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aRefusedDismissalStaysOpen() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.close(animated: true, completion: nil))
    harness.send(.transitionRefused)
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.machine.progress == 1)
    #expect(harness.notifications.contains(.closingCancelled(.leading)))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func transitionFractionCompleteFollowsItsDirection() {
    let opening = SideMenuTransition(
      edge: .leading, side: .left, direction: .opening, isInteractive: true)
    let closing = SideMenuTransition(
      edge: .leading, side: .left, direction: .closing, isInteractive: true)
    #expect(opening.fractionComplete(atProgress: 0.25) == 0.25)
    #expect(closing.fractionComplete(atProgress: 0.25) == 0.75)
    #expect(opening.fractionComplete(atProgress: 1.3) == 1)
    #expect(closing.fractionComplete(atProgress: -1) == 1)
    #expect(opening.fractionComplete(atProgress: .nan) == 0)
  }

  @Test func nominalDurationIsTheCurveOrTheSpringsSettlingTime() {
    #expect(SideMenuTiming.curve(.quartOut, duration: 0.4).nominalDuration == 0.4)
    let spring = SideMenuSpring(response: 0.3, dampingFraction: 1)
    let nominal = SideMenuTiming.spring(spring).nominalDuration
    #expect(
      nominal
        == spring.settlingDuration(
          initialDisplacement: 1, initialVelocity: 0, tolerance: SideMenuAnimator.positionTolerance)
    )
    #expect(nominal > 0.3 && nominal < 1)
  }

  @Test func frameStateAtATimePreviewsTheNextTickWithoutChangingAnything() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: true, completion: nil))
    let before = harness.machine.phase
    let preview = harness.machine.frameState(at: harness.now + 0.1)
    #expect(harness.machine.phase == before)
    let ticked = harness.send(.tick, at: harness.now + 0.1).compactMap(\.frame).last
    #expect(ticked == preview)
    // At rest there is nothing to advance.
    harness.settle()
    #expect(harness.machine.frameState(at: harness.now + 5) == harness.machine.frameState)
  }

  @Test func restingStateAfterATransitionFollowsItsContract() {
    let opening = SideMenuTransition(
      edge: .leading, side: .left, direction: .opening, isInteractive: false)
    let closing = SideMenuTransition(
      edge: .leading, side: .left, direction: .closing, isInteractive: false)
    #expect(opening.restingState(completed: true) == .open)
    #expect(opening.restingState(completed: false) == .closed)
    #expect(closing.restingState(completed: true) == .closed)
    #expect(closing.restingState(completed: false) == .open)
  }

  @Test func nominalDurationFollowsWhereTheMenuIsHeading() {
    var configuration = SideMenuConfiguration()
    configuration.openTiming = .curve(.quartOut, duration: 0.4)
    configuration.closeTiming = .curve(.quartIn, duration: 0.3)
    var harness = MachineHarness(configuration: configuration)
    let opening = SideMenuTransition(
      edge: .leading, side: .left, direction: .opening, isInteractive: false)
    #expect(harness.machine.nominalDuration(for: opening) == 0.4)
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.send(.scrimTapped, at: 0.05)
    // Still the opening transition, but heading closed: the close timing runs.
    #expect(harness.machine.nominalDuration(for: opening) == 0.3)
  }

  @Test func aMenuBesideInteractiveContentIsAnnouncedInsteadOfTakingFocus() {
    var configuration = SideMenuConfiguration()
    configuration.isContentInteractiveWhileOpen = true
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.close(animated: false, completion: nil))
    let accessibility = harness.effects.compactMap { effect -> SideMenuAccessibilityEffect? in
      if case .accessibility(let work) = effect { return work }
      return nil
    }
    #expect(accessibility == [.announce(.menuOpened(.leading)), .announce(.menuClosed(.leading))])
    let touchesContent = harness.effects.contains(where: \.isContentInteraction)
    #expect(!touchesContent)
  }

  @Test func openingTheOtherEdgeClosesTheShownMenuFirst() {
    var configuration = SideMenuConfiguration()
    configuration.trailing.isEnabled = true
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: false, completion: nil))
    let token = harness.token()
    harness.send(.open(.trailing, animated: true, completion: token))
    harness.settle()
    #expect(harness.machine.phase == .open(.trailing))
    #expect(harness.completionResults[token.rawValue] == [true])
    let order = harness.notifications.filter { !$0.isProgress }
    #expect(
      order == [
        .willOpen(.leading), .didOpen(.leading), .willClose(.leading), .didClose(.leading),
        .willOpen(.trailing), .didOpen(.trailing),
      ])
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func disabledEdgeIsRefusedWithADiagnostic() {
    var harness = MachineHarness()
    let token = harness.token()
    let effects = harness.send(.open(.trailing, animated: true, completion: token))
    #expect(
      effects == [
        .diagnostic(.edgeDisabled(.trailing)), .runCompletion(token, finished: false),
      ])
    #expect(harness.machine.phase == .closed)
  }

  @Test func toggleOpensThenCloses() {
    var harness = MachineHarness()
    harness.send(.toggle(.leading, animated: true, completion: nil))
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    harness.send(.toggle(.leading, animated: true, completion: nil))
    harness.settle()
    #expect(harness.machine.phase == .closed)
  }

  @Test func backgroundFinishesAnimationsAndOptionallyCloses() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.now += 0.05
    harness.send(.tick)
    harness.send(.didEnterBackground)
    #expect(harness.machine.phase == .open(.leading))
    #expect(!harness.displayLinkActive)

    var configuration = SideMenuConfiguration()
    configuration.dismissesOnBackground = true
    var closing = MachineHarness(configuration: configuration)
    closing.send(.open(.leading, animated: false, completion: nil))
    closing.send(.didEnterBackground)
    #expect(closing.machine.phase == .closed)
    #expect(closing.violations.isEmpty, "\(closing.violations)")
  }

  @Test func backgroundDuringADragSettlesByPosition() {
    var harness = MachineHarness()
    harness.send(.panBegan(SideMenuTouchSample(x: 5, y: 300, timestamp: 0)))
    harness.send(.panChanged(SideMenuTouchSample(x: 20, y: 300, timestamp: 0.05)), at: 0.05)
    harness.send(.panChanged(SideMenuTouchSample(x: 300, y: 300, timestamp: 0.2)), at: 0.2)
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    #expect(harness.machine.progress > 0.5)
    harness.send(.didEnterBackground)
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func rotationRelaysOutByDefaultAndClosesWhenConfigured() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    let landscape = SideMenuContainer(
      size: SideMenuSize(width: 844, height: 390),
      safeAreaInsets: SideMenuInsets(left: 47, bottom: 21, right: 47))
    let effects = harness.send(.containerChanged(landscape))
    #expect(harness.machine.phase == .open(.leading))
    let frame = effects.compactMap(\.frame).last
    #expect(frame?.menuFrame.height == 390)
    #expect(frame?.menuFrame.width == harness.machine.menuWidth(for: .leading))

    var configuration = SideMenuConfiguration()
    configuration.dismissesOnRotation = true
    var closing = MachineHarness(configuration: configuration)
    closing.send(.open(.leading, animated: false, completion: nil))
    closing.send(.containerChanged(landscape))
    #expect(closing.machine.phase == .closed)
  }

  @Test func presentingFromTheMenuClosesItByDefault() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.willPresentFromMenu)
    harness.settle()
    #expect(harness.machine.phase == .closed)
  }

  @Test func reduceMotionCrossFadesInsteadOfSliding() {
    var harness = MachineHarness()
    harness.send(.reduceMotionChanged(true))
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.now += 0.05
    let frame = harness.send(.tick).compactMap(\.frame).last
    #expect(frame?.menuTransform == .identity)
    #expect(frame?.contentTransform == .identity)
    #expect((frame?.menuAlpha ?? 0) > 0 && (frame?.menuAlpha ?? 1) < 1)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
  }

  @Test func configurationDisablingTheShownEdgeClosesIt() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    var configuration = SideMenuConfiguration()
    configuration.leading.isEnabled = false
    harness.send(.configurationChanged(configuration))
    #expect(harness.machine.phase == .closed)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func releaseProposalMatchesTheDecisionAndTheOverrideWins() throws {
    var harness = MachineHarness()
    harness.send(.panBegan(SideMenuTouchSample(x: 5, y: 300, timestamp: 0)))
    var t = 0.0
    for step in 1...30 {
      t = Double(step) / 120
      harness.send(
        .panChanged(SideMenuTouchSample(x: 5 + Double(step) * 8, y: 300, timestamp: t)), at: t)
    }
    let end = SideMenuTouchSample(x: 245, y: 300, timestamp: t)
    let proposal = try #require(harness.machine.releaseProposal(for: end))
    #expect(proposal.target == .open)
    #expect(proposal.reason == .fling)
    harness.send(.panEnded(end, targetOverride: .closed))
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(harness.machine.releaseProposal(for: end) == nil)
  }

  @Test func shouldBeginPanAppliesZoneDirectionLockAndBackSwipe() {
    let machine = SideMenuStateMachine(container: .phone)
    let edge = SideMenuPoint(x: 8, y: 400)
    #expect(machine.shouldBeginPan(at: edge, translation: SideMenuPoint(x: 12, y: 3)))
    #expect(!machine.shouldBeginPan(at: edge, translation: SideMenuPoint(x: 5, y: 12)))
    #expect(!machine.shouldBeginPan(at: edge, translation: SideMenuPoint(x: -12, y: 0)))
    #expect(
      !machine.shouldBeginPan(
        at: SideMenuPoint(x: 200, y: 400), translation: SideMenuPoint(x: 12, y: 0)))
    #expect(
      !machine.shouldBeginPan(
        at: edge, translation: SideMenuPoint(x: 12, y: 0), isBackGestureAvailable: true))
    #expect(!machine.shouldBeginPan(at: SideMenuPoint(x: .nan, y: 0), translation: .zero))
  }

  @Test func contentPanOpensTheSideItMovesTowardAndSwitchesSides() {
    var configuration = SideMenuConfiguration()
    configuration.trailing.isEnabled = true
    configuration.gestures.isContentPanToOpenEnabled = true
    var harness = MachineHarness(configuration: configuration)
    // Move left from the middle: the right-hand (trailing) menu opens.
    harness.send(.panBegan(SideMenuTouchSample(x: 200, y: 300, timestamp: 0)))
    harness.send(.panChanged(SideMenuTouchSample(x: 150, y: 300, timestamp: 0.1)), at: 0.1)
    #expect(harness.machine.phase == .opening(.trailing, .interactive))
    // Reverse past where the trailing menu was closed (x = 190: the drag lost exactly its 10 pt
    // slop): the leading menu takes over, continuously from 0.
    harness.send(.panChanged(SideMenuTouchSample(x: 260, y: 300, timestamp: 0.3)), at: 0.3)
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    let expected = (260.0 - 190.0) / harness.machine.menuWidth(for: .leading)
    expectClose(harness.machine.progress, expected, tolerance: 1e-12)
    #expect(harness.notifications.contains(.openingCancelled(.trailing)))
    harness.send(.panCancelled(SideMenuTouchSample(x: 260, y: 300, timestamp: 0.3)))
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func rubberBandsPastFullyOpen() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    harness.send(.panBegan(SideMenuTouchSample(x: 5, y: 300, timestamp: 0)))
    harness.send(.panChanged(SideMenuTouchSample(x: 15, y: 300, timestamp: 0.05)), at: 0.05)
    harness.send(
      .panChanged(SideMenuTouchSample(x: 15 + width + 100, y: 300, timestamp: 0.5)), at: 0.5)
    // The claim at x = 15 is exactly the slop, so the finger is 100 pt past open; the band
    // approaches the room left to the far edge (390 − width).
    let limit = min(width, 390 - width)
    let expected =
      1 + SideMenuRubberBand.offset(forOvershoot: 100, dimension: limit, coefficient: 0.55) / width
    expectClose(harness.machine.progress, expected, tolerance: 1e-12)
    #expect(harness.machine.progress < 1 + limit / width)
    harness.send(
      .panEnded(
        SideMenuTouchSample(x: 15 + width + 100, y: 300, timestamp: 0.7), targetOverride: nil),
      at: 0.7)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.machine.progress == 1)
  }
}

extension SideMenuEffect {
  var frame: SideMenuFrameState? {
    if case .applyFrame(let frame) = self { return frame }
    return nil
  }
  var isContentInteraction: Bool {
    if case .setContentInteractionEnabled = self { return true }
    return false
  }
}

extension SideMenuNotification {
  var isProgress: Bool {
    if case .progress = self { return true }
    return false
  }
}

/// ``SideMenuStateMachine/restingFrameState(for:at:)``: where a menu rests, whatever it is doing.
@Suite("Resting frame states")
struct SideMenuRestingFrameStateTests {
  @Test("The open resting frame is the settled open frame, also mid-animation and past open")
  func openRestingFrameIgnoresMotion() {
    var harness = MachineHarness()
    let before = harness.machine.restingFrameState(for: .leading, at: .open)
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.send(.tick, at: 0.05)
    #expect(harness.machine.frameState.progress < 1)
    #expect(harness.machine.restingFrameState(for: .leading, at: .open) == before)
    harness.settle()
    #expect(harness.machine.frameState.menuFrame == before.menuFrame)
    #expect(before.progress == 1)
    #expect(before.velocity == 0)
  }

  @Test("The closed resting frame is the one at progress 0, mirrored for the trailing edge")
  func closedRestingFrames() {
    var configuration = SideMenuConfiguration.standard
    configuration.trailing.isEnabled = true
    let harness = MachineHarness(configuration: configuration)
    let leading = harness.machine.restingFrameState(for: .leading, at: .closed)
    let trailing = harness.machine.restingFrameState(for: .trailing, at: .open)
    #expect(leading.progress == 0)
    // Closed, the menu is off screen: its frame moved by its transform ends at the left edge.
    let closedRight =
      leading.menuFrame.origin.x + leading.menuFrame.size.width + leading.menuTransform.translationX
    #expect(closedRight <= 1e-9)
    let width = harness.machine.container.size.width
    #expect(abs(trailing.menuFrame.origin.x + trailing.menuFrame.size.width - width) < 1e-9)
  }
}

/// ``SideMenuEvent/panBeganFromAnywhere(_:)``: pan-to-open decided per recognizer.
@Suite("Pan to open from anywhere, per drag")
struct SideMenuPanFromAnywhereTests {
  func drag(_ began: (SideMenuTouchSample) -> SideMenuEvent) -> MachineHarness {
    var harness = MachineHarness()
    #expect(!harness.machine.configuration.gestures.isContentPanToOpenEnabled)
    harness.send(began(SideMenuTouchSample(x: 150, y: 400, timestamp: 0)))
    for step in 1...30 {
      harness.send(
        .panChanged(
          SideMenuTouchSample(x: 150 + Double(step) * 8, y: 400, timestamp: Double(step) / 120)),
        at: Double(step) / 120)
    }
    return harness
  }

  @Test("A drag from the middle opens only when its recognizer says it may")
  func opensOnlyFromAnAnywhereRecognizer() {
    let anywhere = drag { .panBeganFromAnywhere($0) }
    #expect(anywhere.machine.phase.edge == .leading)
    #expect(anywhere.machine.progress > 0.5)
    let edgeOnly = drag { .panBegan($0) }
    #expect(edgeOnly.machine.phase.edge == nil)
    #expect(edgeOnly.machine.progress == 0)
  }

  @Test("shouldBeginPan answers per recognizer too")
  func shouldBeginPerRecognizer() {
    let machine = MachineHarness().machine
    let middle = SideMenuPoint(x: 150, y: 400)
    let rightward = SideMenuPoint(x: 15, y: 0)
    #expect(!machine.shouldBeginPan(at: middle, translation: rightward))
    #expect(machine.shouldBeginPan(at: middle, translation: rightward, opensFromAnywhere: true))
  }
}
