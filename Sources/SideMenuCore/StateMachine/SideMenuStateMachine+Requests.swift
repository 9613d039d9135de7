extension SideMenuStateMachine {
  // MARK: - Requests

  /// Whether the menu is closed or on its way there (an animation toward closed): what
  /// ``SideMenuEvent/toggle(_:animated:completion:)`` decides by — it opens when this is `true`
  /// and closes otherwise — so a control can title itself for what a toggle would do (a
  /// sidebar's "Show Sidebar" / "Hide Sidebar").
  public var isHeadingClosed: Bool {
    switch phase {
    case .closed: true
    case .opening(_, .animated(toward: .closed)), .closing(_, .animated(toward: .closed)): true
    default: false
    }
  }

  /// Whether `edge`'s own menu is closed or on its way there; another edge's menu shown counts
  /// as this one closed. What a control for one menu — a docked sidebar's ⌃⌘S, "Show Sidebar" /
  /// "Hide Sidebar" — titles itself by and does: it opens the menu on `edge` when this is `true`
  /// (closing the other edge's first, as ``SideMenuEvent/open(_:animated:completion:)`` does)
  /// and closes it otherwise. ``isHeadingClosed`` answers for whichever menu is shown.
  ///
  /// - Parameter edge: The menu's edge.
  /// - Returns: Whether a request for that menu alone would open it.
  public func isHeadingClosed(_ edge: SideMenuEdge) -> Bool {
    phase.edge != edge || isHeadingClosed
  }

  /// Where the menu is now: the animator's position at the latest event time.
  var currentProgress: Double { animator.sample(at: lastTime).progress }

  mutating func open(
    _ edge: SideMenuEdge, animated: Bool, completion: SideMenuCompletionToken?, at now: Double,
    _ emit: (SideMenuEffect) -> Void
  ) {
    guard configuration[edge].isEnabled else {
      emit(.diagnostic(.edgeDisabled(edge)))
      if let completion { emit(.runCompletion(completion, finished: false)) }
      return
    }
    if let shown = phase.edge, shown != edge {
      // One menu at a time: close the shown one, then open this one when it is closed.
      close(animated: animated, completion: nil, at: now, emit)  // also supersedes a waiting open
      pendingOpen = (edge, animated, completion)
      if phase == .closed { startPendingOpen(at: now, emit) }
      return
    }
    switch phase {
    case .open:
      if let completion { emit(.runCompletion(completion, finished: true)) }
      return
    case .closed:
      animator.jump(to: 0)
      beginTransition(edge: edge, direction: .opening, interactive: false, emit)
      phase = .opening(edge, .animated(toward: .open))
    case .opening, .closing:
      if case .some(.interactive) = phase.motion { releaseFinger() }
    }
    if let completion { pendingCompletions.append((completion, .open)) }
    moveToward(.open, edge: edge, animated: animated, initialVelocity: nil, at: now, emit)
  }

  /// Closes the shown menu. A close the user or the app asked for supersedes an open of the other
  /// edge that was waiting for the shown menu to close; one the environment forces (rotation,
  /// background, a disabled edge) lets that open go ahead.
  mutating func close(
    animated: Bool, completion: SideMenuCompletionToken?, at now: Double,
    supersedingWaitingOpen: Bool = true, _ emit: (SideMenuEffect) -> Void
  ) {
    if supersedingWaitingOpen { dropWaitingOpen(emit) }
    guard let edge = phase.edge else {
      if let completion { emit(.runCompletion(completion, finished: true)) }
      return
    }
    if case .open = phase {
      beginTransition(edge: edge, direction: .closing, interactive: false, emit)
      phase = .closing(edge, .animated(toward: .closed))
    } else if case .some(.interactive) = phase.motion {
      releaseFinger()
    }
    if let completion { pendingCompletions.append((completion, .closed)) }
    moveToward(.closed, edge: edge, animated: animated, initialVelocity: nil, at: now, emit)
  }
}
