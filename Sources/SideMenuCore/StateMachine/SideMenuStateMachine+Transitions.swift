extension SideMenuStateMachine {
  // MARK: - Transitions

  mutating func beginTransition(
    edge: SideMenuEdge, direction: SideMenuTransition.Direction, interactive: Bool,
    _ emit: (SideMenuEffect) -> Void
  ) {
    let started = SideMenuTransition(
      edge: edge, side: edge.resolved(in: container.layoutDirection), direction: direction,
      isInteractive: interactive)
    transition = started
    hasShownMenu = direction == .closing
    emit(.beginTransition(started))
    switch direction {
    case .opening:
      if case .closed = phase { adoptMode(of: edge) }
      emit(.notify(.willOpen(edge)))
      // A docked menu sits beside live content.
      if !configuration.isContentInteractiveWhileOpen, !isDocked(edge) {
        setContentInteraction(false, emit)
      }
    case .closing:
      emit(.notify(.willClose(edge)))
    }
  }

  /// Ends the transition in flight at a resting state, completed or cancelled, and runs what
  /// waited for it.
  mutating func finishTransition(
    at state: SideMenuRestingState, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    guard let ending = transition, let edge = phase.edge else { return }
    transition = nil
    isHeld = false
    setDisplayLink(false, emit)
    animator.jump(to: state.progress)
    let completed = (ending.direction == .opening) == (state == .open)
    emit(.endTransition(ending, completed: completed))
    switch (ending.direction, completed) {
    case (.opening, true): emit(.notify(.didOpen(edge)))
    case (.opening, false):
      emit(.notify(.openingCancelled(edge)))
      // `didClose` means "the menu has left the screen", whichever transition took it there, so
      // an app listening only for it never misses a menu it saw.
      if hasShownMenu { emit(.notify(.didClose(edge))) }
    case (.closing, true): emit(.notify(.didClose(edge)))
    case (.closing, false): emit(.notify(.closingCancelled(edge)))
    }
    // A menu over blocked content is modal and takes focus; one beside live content is announced.
    switch state {
    case .open:
      phase = .open(edge)
      if ending.direction == .opening {
        if configuration.isContentInteractiveWhileOpen || isDocked(edge) {
          emit(.accessibility(.announce(.menuOpened(edge))))
        } else {
          isMenuModal = true
          emit(.accessibility(.focusMenu(edge)))
        }
      }
    case .closed:
      phase = .closed
      // A closed menu looks the same in both modes: any mode change is over.
      if isChangingMode { settleModeChange() }
      setDisplayLink(false, emit)
      // What the menu's opening set is undone whatever the configuration says by now.
      setContentInteraction(true, emit)
      if ending.direction == .closing {
        emit(.accessibility(isMenuModal ? .focusContent : .announce(.menuClosed(edge))))
        isMenuModal = false
      }
    }
    let waiting = pendingCompletions
    pendingCompletions.removeAll()
    for (token, target) in waiting { emit(.runCompletion(token, finished: target == state)) }
    switch state {
    case .closed: startPendingOpen(at: now, emit)
    // The close an open of the other edge waited for did not happen (reversed, refused): the
    // menu stays, and that open is void rather than firing at some later, unrelated close.
    case .open: dropWaitingOpen(emit)
    }
  }

  /// Forgets an open that was waiting for the shown menu to close; its completion runs unfinished.
  mutating func dropWaitingOpen(_ emit: (SideMenuEffect) -> Void) {
    guard let pending = pendingOpen else { return }
    pendingOpen = nil
    if let token = pending.completion { emit(.runCompletion(token, finished: false)) }
  }

  mutating func startPendingOpen(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    guard let next = pendingOpen else { return }
    pendingOpen = nil
    open(next.edge, animated: next.animated, completion: next.completion, at: now, emit)
  }

  mutating func setContentInteraction(_ enabled: Bool, _ emit: (SideMenuEffect) -> Void) {
    guard enabled != isContentInteractionEnabled else { return }
    isContentInteractionEnabled = enabled
    emit(.setContentInteractionEnabled(enabled))
  }

  mutating func setDisplayLink(_ active: Bool, _ emit: (SideMenuEffect) -> Void) {
    // A mode change needs frames even while the menu itself rests.
    let active = active || isChangingMode || pendingPeek != nil
    guard active != isDisplayLinkActive else { return }
    isDisplayLinkActive = active
    emit(.setDisplayLinkActive(active))
  }
}
