extension SideMenuStateMachine {
  // MARK: - Edge peek

  /// Whether a finger rests in an edge zone waiting for the peek
  /// (``SideMenuGestureConfiguration/isEdgePeekEnabled``); display ticks are then wanted, so the
  /// sliver can show when the delay has passed.
  public var isWaitingToPeek: Bool { pendingPeek != nil }

  /// A finger touched down while the menu is closed: if it is in the edge zone of an enabled,
  /// sliding menu and peeking is on, the wait for the peek starts.
  mutating func planPeek(
    at location: SideMenuPoint, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    guard configuration.gestures.isEdgePeekEnabled, phase == .closed,
      configuration.gestures.isEdgePanEnabled,
      case .openFromEdge(let edge) = intent(at: location), menuWidth(for: edge) > 0
    else { return }
    pendingPeek = (edge, now)
    if configuration.gestures.edgePeekDelay <= 0 { return peekIfDue(at: now, emit) }
    setDisplayLink(true, emit)
  }

  /// The finger moved on, lifted, or something else happened first: no peek.
  mutating func cancelPendingPeek(_ emit: (SideMenuEffect) -> Void) {
    guard pendingPeek != nil else { return }
    pendingPeek = nil
    if phase.motion == nil || phase.motion == .interactive { setDisplayLink(false, emit) }
  }

  /// Shows the sliver once the finger has rested for the delay: an interactive opening, held by
  /// the finger at the peek's progress — so a drag carries the menu on from there, and a lift
  /// lets it go by the release rule, which from a sliver closes it.
  mutating func peekIfDue(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    guard let waiting = pendingPeek, now - waiting.since >= configuration.gestures.edgePeekDelay
    else { return }
    pendingPeek = nil
    let edge = waiting.edge
    guard phase == .closed, configuration[edge].isEnabled, !isDocked(edge) else {
      return setDisplayLink(false, emit)
    }
    let width = menuWidth(for: edge)
    let progress = Swift.min(configuration.gestures.edgePeekWidth / width, 1)
    animator.jump(to: 0)
    beginTransition(edge: edge, direction: .opening, interactive: true, emit)
    phase = .opening(edge, .interactive)
    isHeld = true
    animator.jump(to: progress)
    setDisplayLink(false, emit)
    // The finger's pan, if it began at the edge, now drives this menu.
    if var session = pan, session.claim == nil {
      session.intent = .drive(edge)
      pan = session
    }
    applyFrame(edge: edge, progress: progress, emit)
  }
}
