import Testing

@testable import SideMenuCore

/// Drives a ``SideMenuStateMachine`` the way a renderer does (events in, effects out, ticks while
/// the display link is on) and checks the machine's invariants after every event.
struct MachineHarness {
  var machine: SideMenuStateMachine
  var now = 0.0
  /// Every effect, in order.
  private(set) var effects: [SideMenuEffect] = []
  /// Invariant violations, described.
  private(set) var violations: [String] = []

  private(set) var displayLinkActive = false
  private var openWill: SideMenuEdge?
  private var closeWill: SideMenuEdge?
  /// The edge whose opening was cancelled by the effect just before, if any.
  private var cancelledOpening: SideMenuEdge?
  private var transitionInFlight: SideMenuTransition?
  private var issuedTokens: Set<UInt64> = []
  private var completedTokens: [UInt64: Int] = [:]
  private var nextToken: UInt64 = 1
  /// Notifications seen, in order.
  private(set) var notifications: [SideMenuNotification] = []
  /// Frames seen, in order.
  private(set) var frames: [SideMenuFrameState] = []
  /// Whether the content takes touches, as the last effect said.
  private(set) var contentInteractionEnabled = true

  init(
    configuration: SideMenuConfiguration = .standard,
    container: SideMenuContainer = .phone
  ) {
    machine = SideMenuStateMachine(configuration: configuration, container: container)
  }

  /// A fresh completion token, remembered so the harness can check it runs exactly once.
  mutating func token() -> SideMenuCompletionToken {
    defer { nextToken += 1 }
    issuedTokens.insert(nextToken)
    return SideMenuCompletionToken(rawValue: nextToken)
  }

  /// How many times a token's completion ran, and with which `finished` values.
  private(set) var completionResults: [UInt64: [Bool]] = [:]

  @discardableResult
  mutating func send(_ event: SideMenuEvent, at time: Double? = nil) -> [SideMenuEffect] {
    if let time { now = time }
    let produced = machine.handle(event, at: now)
    for effect in produced { observe(effect) }
    checkSteadyInvariants()
    return produced
  }

  /// Sends ticks at 120 Hz while the display link is on, up to `limit` seconds.
  mutating func settle(limit: Double = 5) {
    let end = now + limit
    while displayLinkActive, now < end {
      now += 1.0 / 120
      send(.tick)
    }
  }

  /// A horizontal drag from `from` to `to` (x, points) at height y over `duration` seconds,
  /// sampled at 120 Hz, then held still for `hold` seconds, then released (or cancelled), then
  /// settled.
  mutating func drag(
    from: Double, to: Double, y: Double = 400, duration: Double, cancel: Bool = false,
    settle shouldSettle: Bool = true, hold: Double = 0, verticalDrift: Double = 0
  ) {
    let steps = max(2, Int((duration * 120).rounded()))
    send(.panBegan(SideMenuTouchSample(x: from, y: y, timestamp: now)))
    for step in 1...steps {
      now += duration / Double(steps)
      let f = Double(step) / Double(steps)
      let sample = SideMenuTouchSample(
        x: from + (to - from) * f, y: y + verticalDrift * f, timestamp: now)
      send(.panChanged(sample))
    }
    now += hold
    let last = SideMenuTouchSample(x: to, y: y + verticalDrift, timestamp: now)
    if cancel {
      send(.panCancelled(last))
    } else {
      send(.panEnded(last, targetOverride: nil))
    }
    if shouldSettle { settle() }
  }

  private mutating func observe(_ effect: SideMenuEffect) {
    effects.append(effect)
    let justCancelledOpening = cancelledOpening
    cancelledOpening = nil
    switch effect {
    case .beginTransition(let transition):
      if transitionInFlight != nil { violations.append("transition began while one was in flight") }
      transitionInFlight = transition
    case .endTransition(let transition, _):
      if transitionInFlight != transition { violations.append("ended a transition not in flight") }
      transitionInFlight = nil
    case .applyFrame(let frame):
      frames.append(frame)
      if !frame.isFinite { violations.append("non-finite frame at progress \(frame.progress)") }
      // The stretch past open never takes the menu past the container's far edge.
      let containerWidth = machine.container.size.width
      if frame.menuFrame.minX < -1e-9 || frame.menuFrame.maxX > containerWidth + 1e-9 {
        violations.append("menu frame \(frame.menuFrame) outside \(containerWidth) pt")
      }
    case .notify(let notification):
      notifications.append(notification)
      switch notification {
      case .willOpen(let edge):
        if openWill != nil || closeWill != nil {
          violations.append("willOpen while a will is open")
        }
        openWill = edge
      case .didOpen(let edge), .openingCancelled(let edge):
        if openWill != edge { violations.append("\(notification) without willOpen") }
        openWill = nil
        if case .openingCancelled = notification { cancelledOpening = edge }
      case .willClose(let edge):
        if openWill != nil || closeWill != nil {
          violations.append("willClose while a will is open")
        }
        closeWill = edge
      case .didClose(let edge) where justCancelledOpening == edge:
        // The closed notification that follows a cancelled opening which had shown the menu.
        break
      case .didClose(let edge), .closingCancelled(let edge):
        if closeWill != edge { violations.append("\(notification) without willClose") }
        closeWill = nil
      case .progress(_, let value):
        if !value.isFinite { violations.append("non-finite progress") }
      }
    case .runCompletion(let token, let finished):
      completionResults[token.rawValue, default: []].append(finished)
      if !issuedTokens.contains(token.rawValue) { violations.append("unknown token ran") }
      completedTokens[token.rawValue, default: 0] += 1
      if completedTokens[token.rawValue, default: 0] > 1 {
        violations.append("completion ran twice")
      }
    case .setDisplayLinkActive(let active):
      if active == displayLinkActive { violations.append("redundant display-link switch") }
      displayLinkActive = active
    case .setContentInteractionEnabled(let enabled):
      contentInteractionEnabled = enabled
    case .accessibility, .diagnostic:
      break
    }
  }

  private mutating func checkSteadyInvariants() {
    // An animation needs frames, and frames need an animation: otherwise the menu is stuck or
    // the display link burns battery.
    let animating: Bool
    if case .some(.animated) = machine.phase.motion { animating = true } else { animating = false }
    // A mode change (sliding ↔ docked) animates the layout while the menu itself may rest.
    // So does a finger waiting for the edge peek: the delay is measured in ticks.
    if (animating || machine.isChangingMode || machine.isWaitingToPeek) != displayLinkActive {
      violations.append("phase \(machine.phase) with display link \(displayLinkActive)")
    }
    if machine.phase.isTransitioning != (transitionInFlight != nil) {
      violations.append(
        "phase \(machine.phase) but transition in flight: \(transitionInFlight != nil)")
    }
    if !machine.progress.isFinite { violations.append("non-finite machine progress") }
    if machine.wantsDisplayTicks != displayLinkActive {
      violations.append(
        "wantsDisplayTicks \(machine.wantsDisplayTicks) but link \(displayLinkActive)")
    }
    // A docked menu sits beside live content: no scrim, nothing covered, nothing modal.
    let frame = machine.frameState
    if frame.layoutMode == .docked, frame.dockedFraction == 1, machine.phase != .closed {
      let content = frame.contentFrame
      let menu = frame.menuFrameOnScreen
      let uncovered =
        frame.side == .left
        ? content.minX >= menu.maxX - 1e-9 : content.maxX <= menu.minX + 1e-9
      if frame.scrimAlpha != 0 || frame.hasScrim || frame.isMenuModal || !uncovered
        || !frame.contentTransform.isIdentity || content.minX < -1e-9
        || content.maxX > machine.container.size.width + 1e-9 || !contentInteractionEnabled
      {
        violations.append(
          "docked frame \(frame) with content interaction \(contentInteractionEnabled)")
      }
    }
    // A held menu is between closed and open under a finger, never at rest or animating.
    if machine.isHeld, machine.phase.motion != .interactive {
      violations.append("held in phase \(machine.phase)")
    }
  }

  /// Tokens issued whose completion has not run.
  var pendingTokens: Set<UInt64> {
    issuedTokens.subtracting(completedTokens.keys)
  }

  /// Whether a will-notification is still waiting for its did/cancelled.
  var hasOpenWill: Bool { openWill != nil || closeWill != nil }
}

extension SideMenuContainer {
  /// An iPhone-sized container in portrait, left-to-right.
  static let phone = SideMenuContainer(
    size: SideMenuSize(width: 390, height: 844),
    safeAreaInsets: SideMenuInsets(top: 47, bottom: 34))
}
