extension SideMenuStateMachine {
  // MARK: - Motion

  /// Animates (or jumps) the shown menu toward a resting state, within the current transition.
  mutating func moveToward(
    _ target: SideMenuRestingState, edge: SideMenuEdge, animated: Bool, initialVelocity: Double?,
    at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    switch phase {
    case .opening: phase = .opening(edge, .animated(toward: target))
    case .closing: phase = .closing(edge, .animated(toward: target))
    case .closed, .open: return
    }
    let timing = target == .open ? configuration.openTiming : configuration.closeTiming
    let reduceMotion: SideMenuReduceMotion =
      !animated ? .jump : isReduceMotionEnabled ? configuration.reduceMotion : .off
    for diagnostic in animator.animate(
      to: target.progress, timing: timing, at: now, initialVelocity: initialVelocity,
      reduceMotion: reduceMotion)
    {
      emit(.diagnostic(diagnostic))
    }
    advance(edge: edge, at: now, emit)
  }

  /// Draws the animation at `now` and settles the transition once it has finished.
  private mutating func advance(
    edge: SideMenuEdge, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    let sample = animator.sample(at: now)
    lastAnimationFrameTime = now
    let finished = animator.isFinished(at: now)
    // The last frame of a close draws the destination mode: a closed menu has no mode change.
    if finished, animator.target < 0.5, isChangingMode { settleModeChange() }
    applyFrame(edge: edge, progress: sample.progress, velocity: sample.velocity, emit)
    if finished {
      finishTransition(at: animator.target >= 0.5 ? .open : .closed, at: now, emit)
    } else {
      setDisplayLink(true, emit)
    }
  }

  mutating func tick(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    peekIfDue(at: now, emit)
    let modeWasChanging = advanceModeChange(at: now)
    guard case .some(.animated) = phase.motion, let edge = phase.edge else {
      // The menu rests (or a finger holds it) while its layout changes mode: draw the blend.
      if modeWasChanging, let edge = phase.edge {
        applyFrame(edge: edge, progress: currentProgress, emit)
      }
      // Nothing else is animating: a stray tick only switches the display link off again.
      setDisplayLink(false, emit)
      return
    }
    advance(edge: edge, at: now, emit)
  }
}
