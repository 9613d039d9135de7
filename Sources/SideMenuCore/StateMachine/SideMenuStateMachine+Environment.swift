extension SideMenuStateMachine {
  // MARK: - Environment

  mutating func containerChanged(
    _ newContainer: SideMenuContainer, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    let (sanitized, diagnostics) = newContainer.sanitized()
    for diagnostic in diagnostics { emit(.diagnostic(diagnostic)) }
    let sizeChanged = sanitized.size != container.size
    // The first usable size is the container's first layout, not a resize: a menu that docks
    // in it is there when the window appears (as the initializer does for a usable container),
    // instead of sliding in at launch.
    let isFirstLayout = !container.size.isUsable && sanitized.size.isUsable
    container = sanitized
    for diagnostic in resolveWidths() { emit(.diagnostic(diagnostic)) }
    reanchorDrag()
    let modeChanges = updateDockedEdges()
    guard let edge = phase.edge else {
      frameState = evaluate(edge: .leading, progress: 0)
      _ = applyModeChanges(modeChanges, animated: !isFirstLayout, at: now, emit)
      return
    }
    if applyModeChanges(modeChanges, animated: !isFirstLayout, at: now, emit) { return }
    // A docked menu is part of the layout at every size: only a sliding one is dismissed.
    if sizeChanged, configuration.dismissesOnRotation, !isDocked(edge) {
      close(animated: false, completion: nil, at: now, supersedingWaitingOpen: false, emit)
    } else {
      applyFrame(edge: edge, progress: currentProgress, emit)
    }
  }

  mutating func enterBackground(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    // No display frames arrive in the background: finish everything now rather than resume a
    // half-way animation later.
    if pan != nil { panFinished(nil, targetOverride: nil, at: now, emit) }
    releaseHold(at: now, emit)
    if isChangingMode {
      settleModeChange()
      if let edge = phase.edge { applyFrame(edge: edge, progress: currentProgress, emit) }
      setDisplayLink(false, emit)
    }
    if case .some(.animated(let target)) = phase.motion, let edge = phase.edge {
      applyFrame(edge: edge, progress: target.progress, emit)
      finishTransition(at: target, at: now, emit)
    }
    if configuration.dismissesOnBackground, phase != .closed, !isShownMenuDocked {
      close(animated: false, completion: nil, at: now, supersedingWaitingOpen: false, emit)
    }
    // A close can start an open that was waiting for it: finish that too, so nothing is left
    // animating without display frames. Each round either rests or starts the single waiting
    // open, so two rounds suffice; the bound only guards the loop.
    for _ in 0..<4 {
      guard case .some(.animated(let target)) = phase.motion, let edge = phase.edge else { break }
      applyFrame(edge: edge, progress: target.progress, emit)
      finishTransition(at: target, at: now, emit)
    }
  }

  mutating func transitionRefused(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    guard let refused = transition, let edge = phase.edge else {
      return emit(.diagnostic(.eventOutOfOrder(.transitionRefused)))
    }
    releaseFinger()
    // Back to where the transition started, without animation: nothing was ever shown.
    let start: SideMenuRestingState = refused.direction == .opening ? .closed : .open
    applyFrame(edge: edge, progress: start.progress, emit)
    finishTransition(at: start, at: now, emit)
  }

  mutating func configurationChanged(
    _ newConfiguration: SideMenuConfiguration, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    let (validated, diagnostics) = newConfiguration.validated()
    for diagnostic in diagnostics { emit(.diagnostic(diagnostic)) }
    configuration = validated
    tracker.horizon = validated.gestures.velocityHorizon
    tracker.stillnessTimeout = validated.gestures.stillnessTimeout
    for diagnostic in resolveWidths() { emit(.diagnostic(diagnostic)) }
    reanchorDrag()
    if let pending = pendingOpen, !validated[pending.edge].isEnabled {
      pendingOpen = nil
      if let token = pending.completion { emit(.runCompletion(token, finished: false)) }
    }
    let modeChanges = updateDockedEdges()
    guard let edge = phase.edge else {
      _ = applyModeChanges(modeChanges, at: now, emit)
      return
    }
    guard validated[edge].isEnabled else {
      return close(animated: false, completion: nil, at: now, supersedingWaitingOpen: false, emit)
    }
    if applyModeChanges(modeChanges, at: now, emit) { return }
    // Whether the content takes touches follows the setting at once while a menu is shown; a
    // menu that became modal takes focus now, one that stopped being modal hands it back when
    // it closes (so focus does not jump while the user is in it). A docked menu never blocks.
    let blocksContent = !validated.isContentInteractiveWhileOpen && !isDocked(edge)
    setContentInteraction(!blocksContent, emit)
    if blocksContent, !isMenuModal, case .open = phase {
      isMenuModal = true
      emit(.accessibility(.focusMenu(edge)))
    }
    applyFrame(edge: edge, progress: currentProgress, emit)
  }
}
