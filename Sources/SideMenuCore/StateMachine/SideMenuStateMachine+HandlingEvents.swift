extension SideMenuStateMachine {
  // MARK: - Handling events

  /// Handles an event and returns the effects to apply, in order.
  ///
  /// Allocates the returned array; per-frame callers use ``handle(_:at:effects:)``.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: When, in seconds (monotonic). Up to ``clockJumpTolerance`` earlier than the previous
  ///     event's time counts as that time; a bigger jump either way rebases the clock (both with
  ///     a diagnostic); a non-finite time ignores the event.
  /// - Returns: The effects.
  public mutating func handle(_ event: SideMenuEvent, at time: Double) -> [SideMenuEffect] {
    var effects: [SideMenuEffect] = []
    handle(event, at: time) { effects.append($0) }
    return effects
  }

  /// Handles an event, passing each effect to `effects` in order. Does not allocate for ticks and
  /// drag movements.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: When, in seconds (monotonic).
  ///   - effects: Receives each effect.
  public mutating func handle(
    _ event: SideMenuEvent, at time: Double, effects: (SideMenuEffect) -> Void
  ) {
    guard time.isFinite else {
      effects(.diagnostic(.nonFiniteInput(event.kind)))
      return
    }
    let now = advanceClock(to: time, effects)

    switch event {
    case .open, .close, .toggle: noteRequest(event)
    default: break
    }
    switch event {
    // A finger still resting keeps waiting for the peek; anything else ends the wait.
    case .tick, .touchDown, .panBegan, .panBeganFromAnywhere, .trackpadScrollBegan, .panChanged,
      .reduceMotionChanged:
      break
    default: cancelPendingPeek(effects)
    }
    switch event {
    case .open(let edge, let animated, let completion):
      open(edge, animated: animated, completion: completion, at: now, effects)
    case .close(let animated, let completion):
      close(animated: animated, completion: completion, at: now, effects)
    case .toggle(let edge, let animated, let completion):
      if isHeadingClosed {
        open(edge, animated: animated, completion: completion, at: now, effects)
      } else {
        close(animated: animated, completion: completion, at: now, effects)
      }
    case .touchDown(let sample):
      guard sample.isFinite else { return effects(.diagnostic(.nonFiniteInput(.touchDown))) }
      touchDown(at: now, effects)
      if phase == .closed { planPeek(at: sample.location, at: now, effects) }
    case .touchUp(let sample):
      // The lift happened even if where is unknown: a held menu must not stay held.
      if !sample.isFinite { effects(.diagnostic(.nonFiniteInput(.touchUp))) }
      releaseHold(at: now, effects)
    case .panBegan(let sample):
      guard sample.isFinite else { return effects(.diagnostic(.nonFiniteInput(.panBegan))) }
      panBegan(sample, opensFromAnywhere: false, at: now, effects)
    case .panBeganFromAnywhere(let sample):
      guard sample.isFinite else {
        return effects(.diagnostic(.nonFiniteInput(.panBeganFromAnywhere)))
      }
      panBegan(sample, opensFromAnywhere: true, at: now, effects)
    case .trackpadScrollBegan(let sample):
      guard sample.isFinite else {
        return effects(.diagnostic(.nonFiniteInput(.trackpadScrollBegan)))
      }
      panBegan(sample, opensFromAnywhere: false, source: .trackpadScroll, at: now, effects)
    case .panChanged(let sample):
      guard sample.isFinite else { return effects(.diagnostic(.nonFiniteInput(.panChanged))) }
      panChanged(sample, at: now, effects)
    case .panEnded(let sample, let targetOverride):
      guard sample.isFinite else {
        // The lift happened, but where is unknown: settle by position rather than stay stuck.
        effects(.diagnostic(.nonFiniteInput(.panEnded)))
        return panFinished(nil, targetOverride: nil, at: now, effects)
      }
      panFinished(sample, targetOverride: targetOverride, at: now, effects)
    case .panCancelled(let sample):
      if !sample.isFinite { effects(.diagnostic(.nonFiniteInput(.panCancelled))) }
      panFinished(nil, targetOverride: nil, at: now, effects)
    case .scrimTapped:
      // A finger driving the menu stays in charge: a second finger's tap on the scrim is not a
      // close (UIKit's and Android's drawers keep the first pointer in charge). Ignored without
      // a diagnostic: two fingers are correct use.
      if let pan, pan.intent != .ignored { return }
      // A docked menu has no scrim: a stray tap report changes nothing.
      if configuration.gestures.isTapToCloseEnabled, phase != .closed, !isShownMenuDocked {
        close(animated: true, completion: nil, at: now, effects)
      }
    case .escape:
      // Escape leaves a modal menu; a docked one is part of the screen, not a mode to leave.
      if phase != .closed, !isShownMenuDocked {
        close(animated: true, completion: nil, at: now, effects)
      }
    case .containerChanged(let newContainer):
      containerChanged(newContainer, at: now, effects)
    case .didEnterBackground:
      enterBackground(at: now, effects)
    case .reduceMotionChanged(let enabled):
      isReduceMotionEnabled = enabled
      if let edge = phase.edge { applyFrame(edge: edge, progress: currentProgress, effects) }
    case .tick:
      tick(at: now, effects)
    case .willPresentFromMenu:
      // A docked menu stays beside what its selection shows.
      if configuration.dismissesWhenPresentingFromMenu, phase != .closed, !isShownMenuDocked {
        close(animated: true, completion: nil, at: now, effects)
      }
    case .configurationChanged(let newConfiguration):
      configurationChanged(newConfiguration, at: now, effects)
    case .transitionRefused:
      transitionRefused(at: now, effects)
    }
  }

  /// The machine's time for a caller's time, rebasing the clock on a jump (see
  /// ``clockJumpTolerance``).
  private mutating func advanceClock(to time: Double, _ emit: (SideMenuEffect) -> Void) -> Double {
    guard lastTime > -.infinity else {
      lastTime = time
      return time
    }
    let shifted = time + clockOffset
    if !(shifted >= lastTime - Self.clockJumpTolerance
      && shifted <= lastTime + Self.maximumTimeStep)
    {
      // A long step forward while nothing animates is the app idling between events: rebased
      // the same way (the machine's time only matters to animations), but not worth a report.
      if shifted < lastTime || isDisplayLinkActive {
        emit(.diagnostic(.clockJumped(previous: lastTime - clockOffset, given: time)))
      }
      clockOffset = lastTime - time
      return lastTime
    }
    if shifted < lastTime {
      emit(.diagnostic(.timeWentBackwards(previous: lastTime - clockOffset, given: time)))
      return lastTime
    }
    lastTime = shifted
    return shifted
  }
}
