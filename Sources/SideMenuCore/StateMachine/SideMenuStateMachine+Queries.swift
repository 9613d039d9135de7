extension SideMenuStateMachine {
  // MARK: - Queries

  /// The frame a ``SideMenuEvent/tick`` at `time` would draw, without changing anything: for
  /// renderers that draw a frame before committing its tick (SwiftUI's `TimelineView`). Outside
  /// an animation it is the current ``frameState``; a time the tick would take as the latest
  /// (earlier, or a clock jump) counts as that.
  public func frameState(at time: Double) -> SideMenuFrameState {
    let isAnimating: Bool
    if case .some(.animated) = phase.motion { isAnimating = true } else { isAnimating = false }
    guard isAnimating || isChangingMode, let edge = phase.edge, time.isFinite else {
      return frameState
    }
    let shifted = time + clockOffset
    let machineTime =
      shifted >= lastTime && shifted <= lastTime + Self.maximumTimeStep ? shifted : lastTime
    let sample =
      isAnimating ? animator.sample(at: machineTime) : .init(progress: currentProgress, velocity: 0)
    let docked =
      isChangingMode && !modeAnimator.isFinished(at: machineTime)
      ? modeAnimator.sample(at: machineTime).progress : modeAnimator.target
    var state = evaluate(edge: edge, progress: sample.progress, dockedFraction: docked)
    state.velocity = sample.velocity
    return state
  }

  /// The frame an edge's menu rests at, open or closed, in the current container and in the
  /// edge's layout mode (docked or sliding, once any mode change has finished) — for APIs
  /// that want the destination rather than the moving frame (UIKit's
  /// `frameOfPresentedViewInContainerView`, which must not follow a spring's overshoot).
  ///
  /// - Parameters:
  ///   - edge: The menu's edge.
  ///   - state: Open (progress 1) or closed (progress 0).
  /// - Returns: The frame state at that resting progress, without velocity.
  public func restingFrameState(for edge: SideMenuEdge, at state: SideMenuRestingState)
    -> SideMenuFrameState
  {
    evaluate(edge: edge, progress: state.progress, dockedFraction: isDocked(edge) ? 1 : 0)
  }

  /// How long the motion of a transition lasts, in seconds, for APIs that want one number (UIKit's
  /// `transitionDuration(using:)`): the nominal duration of the timing heading where the menu is
  /// going now — the transition's own direction until an animation says otherwise.
  public func nominalDuration(for transition: SideMenuTransition) -> Double {
    let target: SideMenuRestingState
    if case .some(.animated(let toward)) = phase.motion {
      target = toward
    } else {
      target = transition.direction == .opening ? .open : .closed
    }
    return (target == .open ? configuration.openTiming : configuration.closeTiming).nominalDuration
  }

  /// What releasing the current drag with this sample would decide, without changing anything:
  /// show it to a delegate, then pass its answer as the `targetOverride` of
  /// ``SideMenuEvent/panEnded(_:targetOverride:)``. `nil` when no drag is in progress.
  public func releaseProposal(for sample: SideMenuTouchSample) -> SideMenuRelease? {
    guard let session = pan, let claim = session.claim, sample.isFinite else { return nil }
    let velocity = tracker.velocity(addingPosition: sample.location.x, time: sample.timestamp)
    return releaseDecision(
      claim, of: session, liftedAt: sample, velocity: velocity, edge: claim.edge
    ).release
  }

  /// Whether a pan that started at `location` and has moved by `translation` (points) would be
  /// claimed as a menu drag: for UIKit's `gestureRecognizerShouldBegin(_:)`, so that vertical
  /// scrolling, swipe-to-delete and the back swipe keep working.
  ///
  /// - Parameters:
  ///   - location: Where the touch started, in container points.
  ///   - translation: How far it has moved since, in points.
  ///   - isBackGestureAvailable: Whether a navigation controller's back swipe could pop now; the
  ///     leading-edge opening drag then yields to it when
  ///     ``SideMenuGestureConfiguration/yieldsToBackGesture`` is on.
  ///   - opensFromAnywhere: Whether the drag's recognizer lets a drag anywhere open a menu
  ///     (the drag then begins with ``SideMenuEvent/panBeganFromAnywhere(_:)``).
  ///   - source: What drives the drag: a touch (default), or a trackpad scroll, whose
  ///     `location` is the pointer's and to which no edge zone applies (the drag then begins
  ///     with ``SideMenuEvent/trackpadScrollBegan(_:)``).
  /// - Returns: Whether the drag is the menu's. Non-finite input: `false`.
  public func shouldBeginPan(
    at location: SideMenuPoint, translation: SideMenuPoint, isBackGestureAvailable: Bool = false,
    opensFromAnywhere: Bool = false, source: SideMenuDragSource = .touch
  ) -> Bool {
    guard location.isFinite, translation.isFinite else { return false }
    let intent = intent(at: location, opensFromAnywhere: opensFromAnywhere, source: source)
    if case .openFromEdge(.leading) = intent, isBackGestureAvailable,
      configuration.gestures.yieldsToBackGesture
    {
      return false
    }
    // A pan recognizer reports `.began` once past its own slop, so only direction matters here.
    let probe = SideMenuPanSession(
      start: location, intent: intent, claim: nil, opensFromAnywhere: opensFromAnywhere,
      source: source)
    let edge = claimEdge(for: probe, translation: translation, ignoringSlop: true)
    // A scroll that would open the leading menu is the back swipe's direction too: it yields
    // as the leading edge drag does.
    if source == .trackpadScroll, case .openFromContent = intent, edge == .leading,
      isBackGestureAvailable, configuration.gestures.yieldsToBackGesture
    {
      return false
    }
    return edge != nil
  }

  /// Which goes first when a menu's drag and a navigation controller's back swipe (UIKit's
  /// leading-edge swipe, iOS 26's full-width one) compete for the same touch: `true` — the
  /// menu's drags wait for the back swipe to decline — while no menu is shown and
  /// ``SideMenuGestureConfiguration/yieldsToBackGesture`` is on; `false` — the back swipe waits
  /// for the menu's drags — while a menu is shown (closing it never pops the screen under it) or
  /// when the configuration does not yield. Renderers tie their recognizers this way instead of
  /// predicting the back swipe's own rule, so one drag never both pops and moves the menu.
  public var dragsYieldToBackGesture: Bool {
    phase == .closed && configuration.gestures.yieldsToBackGesture
  }
}
