/// The side menu's brain: a value that takes events and returns the effects a renderer applies.
///
/// Every decision a side menu makes lives here — when a touch becomes a drag, how far the menu
/// follows it, where it goes on release, how an animation is interrupted, what a rotation or a
/// trip to the background does — so the UIKit, SwiftUI and browser renderers behave identically
/// and all of it is tested without a device.
///
/// ```swift
/// var machine = SideMenuStateMachine(container: SideMenuContainer(size: .init(width: 390, height: 844)))
/// for effect in machine.handle(.open(.leading, animated: true, completion: nil), at: now) {
///   apply(effect)
/// }
/// // …then, while `setDisplayLinkActive(true)` is in force, every frame:
/// for effect in machine.handle(.tick, at: frameTime) { apply(effect) }
/// ```
///
/// Time is passed in (seconds, any monotonic clock), so the machine has no clock of its own. Bad
/// input never traps: it is clamped or ignored and reported with ``SideMenuEffect/diagnostic(_:)``.
public struct SideMenuStateMachine: Sendable {
  /// Where the menu is in its life.
  public private(set) var phase: SideMenuPhase = .closed
  /// The configuration in force (validated).
  public private(set) var configuration: SideMenuConfiguration
  /// The container in force (sanitized).
  public private(set) var container: SideMenuContainer
  /// Whether Reduce Motion is on.
  public private(set) var isReduceMotionEnabled: Bool
  /// The last frame state applied.
  public private(set) var frameState: SideMenuFrameState
  /// Whether a touch holds the menu still where it caught it (``SideMenuEvent/touchDown(_:)``
  /// landed while it was animating) and has not yet become a drag or lifted. The phase is then
  /// interactive, and no display ticks are wanted.
  public private(set) var isHeld = false
  /// What was corrected in the configuration and container given to ``init(configuration:container:reduceMotion:)``.
  public private(set) var initialDiagnostics: [SideMenuDiagnostic]

  private var animator = SideMenuAnimator()
  private var tracker: SideMenuVelocityTracker
  private var pan: SideMenuPanSession?
  private var transition: SideMenuTransition?
  private var pendingCompletions: [(token: SideMenuCompletionToken, target: SideMenuRestingState)] =
    []
  private var pendingOpen:
    (edge: SideMenuEdge, animated: Bool, completion: SideMenuCompletionToken?)?
  private var isDisplayLinkActive = false
  /// The machine's clock, in seconds: the latest event time, after rebasing (see
  /// ``clockJumpTolerance``).
  private var lastTime = -Double.infinity
  /// Added to a caller's time to get the machine's: 0 until the caller's clock jumps.
  private var clockOffset = 0.0
  /// Whether the content takes touches, as last told to the renderer.
  private var isContentInteractionEnabled = true
  /// Whether the menu is modal for assistive technologies (a `focusMenu` was the last focus
  /// effect), so its closing hands focus back whatever the configuration says by then.
  private var isMenuModal = false
  /// Whether the transition in flight has drawn any of the menu (progress above 0).
  private var hasShownMenu = false
  private var leadingWidth = 0.0
  private var trailingWidth = 0.0

  /// Creates a closed side menu.
  ///
  /// - Parameters:
  ///   - configuration: The configuration (validated; see ``initialDiagnostics``).
  ///   - container: The container (sanitized).
  ///   - reduceMotion: Whether Reduce Motion is on.
  public init(
    configuration: SideMenuConfiguration = .standard,
    container: SideMenuContainer,
    reduceMotion: Bool = false
  ) {
    let (validConfiguration, configurationDiagnostics) = configuration.validated()
    let (validContainer, containerDiagnostics) = container.sanitized()
    self.configuration = validConfiguration
    self.container = validContainer
    isReduceMotionEnabled = reduceMotion
    initialDiagnostics = configurationDiagnostics + containerDiagnostics
    tracker = SideMenuVelocityTracker(
      horizon: validConfiguration.gestures.velocityHorizon,
      stillnessTimeout: validConfiguration.gestures.stillnessTimeout)
    frameState = validConfiguration.leading.style.frameState(
      in: validContainer, side: SideMenuEdge.leading.resolved(in: validContainer.layoutDirection),
      menuWidth: 0, progress: 0)
    initialDiagnostics += resolveWidths()
    frameState = evaluate(edge: .leading, progress: 0)
  }

  /// The opening progress of the shown (or last shown) menu: 0 closed, 1 open.
  public var progress: Double { frameState.progress }

  /// Whether the renderer should send ``SideMenuEvent/tick`` every display frame now: the state
  /// the last ``SideMenuEffect/setDisplayLinkActive(_:)`` set (true exactly while a menu is
  /// animating), so a renderer or a test need not track that effect.
  public var wantsDisplayTicks: Bool { isDisplayLinkActive }

  /// A caller's time earlier than the machine's latest by more than this, in seconds, is a jump
  /// of the clock, not jitter: 0.1 s, six frames at 60 Hz.
  ///
  /// Earlier times up to this much are taken as the latest (``SideMenuDiagnostic/timeWentBackwards(previous:given:)``),
  /// so an animation waits at most this long for the clock to catch up. A bigger step back, or a
  /// step forward of more than ``maximumTimeStep``, rebases the clock
  /// (``SideMenuDiagnostic/clockJumped(previous:given:)``): the event happens at the machine's
  /// latest time and later times count from there. So one outlying timestamp — 10 s ahead, or
  /// 1e300 — costs an animation at most one frame, and while ticks arrive, a menu that no finger
  /// holds reaches rest within its animation's duration plus this tolerance and one tick interval
  /// for each outlying time.
  public static let clockJumpTolerance = 0.1

  /// The largest step forward, in seconds, between two events that the machine takes as time
  /// passing: 1 s. Beyond it the clock is rebased (see ``clockJumpTolerance``): nothing moves
  /// without display ticks, so after such a gap an animation carries on from where it was
  /// instead of jumping to its end, and a far-future outlier never becomes the machine's time.
  /// While nothing animates such a step is only the app idling between events, and is rebased
  /// without a diagnostic.
  public static let maximumTimeStep = 1.0

  /// The resolved width of an edge's menu in the current container, in points.
  public func menuWidth(for edge: SideMenuEdge) -> Double {
    switch edge {
    case .leading: leadingWidth
    case .trailing: trailingWidth
    }
  }

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
      if configuration.gestures.isTapToCloseEnabled, phase != .closed {
        close(animated: true, completion: nil, at: now, effects)
      }
    case .escape:
      if phase != .closed { close(animated: true, completion: nil, at: now, effects) }
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
      if configuration.dismissesWhenPresentingFromMenu, phase != .closed {
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

  // MARK: - Queries

  /// The frame a ``SideMenuEvent/tick`` at `time` would draw, without changing anything: for
  /// renderers that draw a frame before committing its tick (SwiftUI's `TimelineView`). Outside
  /// an animation it is the current ``frameState``; a time the tick would take as the latest
  /// (earlier, or a clock jump) counts as that.
  public func frameState(at time: Double) -> SideMenuFrameState {
    guard case .some(.animated) = phase.motion, let edge = phase.edge, time.isFinite else {
      return frameState
    }
    let shifted = time + clockOffset
    let machineTime =
      shifted >= lastTime && shifted <= lastTime + Self.maximumTimeStep ? shifted : lastTime
    let sample = animator.sample(at: machineTime)
    var state = evaluate(edge: edge, progress: sample.progress)
    state.velocity = sample.velocity
    return state
  }

  /// The frame an edge's menu rests at, open or closed, in the current container — for APIs
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
    evaluate(edge: edge, progress: state.progress)
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
    let side = claim.edge.resolved(in: container.layoutDirection)
    let progress = dragProgress(claim, translation: sample.location.x - session.start.x)
    return SideMenuRelease.decide(
      progress: progress, fingerVelocity: velocity * side.openingDirection,
      menuWidth: menuWidth(for: claim.edge), stretchLimit: stretchLimit(for: claim.edge),
      gestures: configuration.gestures)
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
  /// - Returns: Whether the drag is the menu's.
  public func shouldBeginPan(
    at location: SideMenuPoint, translation: SideMenuPoint, isBackGestureAvailable: Bool = false,
    opensFromAnywhere: Bool = false
  ) -> Bool {
    guard location.isFinite, translation.isFinite else { return false }
    let intent = intent(at: location, opensFromAnywhere: opensFromAnywhere)
    if case .openFromEdge(.leading) = intent, isBackGestureAvailable,
      configuration.gestures.yieldsToBackGesture
    {
      return false
    }
    // A pan recognizer reports `.began` once past its own slop, so only direction matters here.
    let probe = SideMenuPanSession(
      start: location, intent: intent, claim: nil, opensFromAnywhere: opensFromAnywhere)
    return claimEdge(for: probe, translation: translation, ignoringSlop: true) != nil
  }

  // MARK: - Requests

  private var isHeadingClosed: Bool {
    switch phase {
    case .closed: true
    case .opening(_, .animated(toward: .closed)), .closing(_, .animated(toward: .closed)): true
    default: false
    }
  }

  /// Where the menu is now: the animator's position at the latest event time.
  private var currentProgress: Double { animator.sample(at: lastTime).progress }

  private mutating func open(
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
  private mutating func close(
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

  // MARK: - Drags

  /// A request took the menu from the finger: the rest of that touch is ignored quietly (the
  /// recognizer keeps reporting it until the finger lifts).
  private mutating func releaseFinger() {
    pan?.claim = nil
    pan?.intent = .ignored
    isHeld = false
  }

  /// A finger landed on the menu or the scrim: an animating menu stops under it at once, as
  /// UIScrollView stops decelerating (reference: "Touch-down interrupts motion").
  private mutating func touchDown(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    if isHeld {
      // The lift of the touch that holds the menu was lost: let it go before catching it again.
      emit(.diagnostic(.eventOutOfOrder(.touchDown)))
      releaseHold(at: now, emit)
    }
    guard case .some(.animated) = phase.motion, let edge = phase.edge else { return }
    let held = animator.hold(at: now)
    switch phase {
    case .opening: phase = .opening(edge, .interactive)
    case .closing: phase = .closing(edge, .interactive)
    case .closed, .open: return
    }
    isHeld = true
    setDisplayLink(false, emit)
    applyFrame(edge: edge, progress: held.progress, emit)
  }

  /// A touch that held the menu lifted without dragging: the menu moves on by the release rule
  /// with zero velocity, from where it was held, so it never stays between closed and open.
  private mutating func releaseHold(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    guard isHeld else { return }
    isHeld = false
    guard case .some(.interactive) = phase.motion, let edge = phase.edge else { return }
    let release = SideMenuRelease.decide(
      progress: currentProgress, fingerVelocity: 0, menuWidth: menuWidth(for: edge),
      stretchLimit: stretchLimit(for: edge), gestures: configuration.gestures)
    moveToward(release.target, edge: edge, animated: true, initialVelocity: 0, at: now, emit)
  }

  private func intent(at location: SideMenuPoint, opensFromAnywhere: Bool = false)
    -> SideMenuPanSession.Intent
  {
    let gestures = configuration.gestures
    if let edge = phase.edge {
      if phase.isTransitioning || gestures.isPanToCloseEnabled { return .drive(edge) }
      return .ignored
    }
    if gestures.isEdgePanEnabled {
      var best: (edge: SideMenuEdge, distance: Double)?
      for edge in SideMenuEdge.allCases where configuration[edge].isEnabled {
        let side = edge.resolved(in: container.layoutDirection)
        let distance: Double =
          switch side {
          case .left: location.x
          case .right: container.size.width - location.x
          }
        let zone = container.safeAreaInsets.inset(on: side) + gestures.edgeZoneWidth
        if distance <= zone, distance < (best?.distance ?? .infinity) { best = (edge, distance) }
      }
      if let best { return .openFromEdge(best.edge) }
    }
    if gestures.isContentPanToOpenEnabled || opensFromAnywhere { return .openFromContent }
    return .ignored
  }

  /// The edge a drag claims, or `nil` while it has not moved far enough or is not ours.
  private func claimEdge(
    for session: SideMenuPanSession, translation: SideMenuPoint, ignoringSlop: Bool = false
  ) -> SideMenuEdge? {
    let dx = translation.x
    let dy = translation.y
    if !ignoringSlop {
      // The horizontal movement alone must reach the slop: that is what the drag then loses.
      guard abs(dx) >= configuration.gestures.touchSlop, dx != 0 else { return nil }
    }
    // Direction lock: a drag at 45° or steeper is vertical scrolling, not ours.
    guard abs(dx) > abs(dy) else { return nil }
    switch session.intent {
    case .openFromEdge(let edge):
      let side = edge.resolved(in: container.layoutDirection)
      return dx * side.openingDirection > 0 ? edge : nil
    case .openFromContent:
      return edgeOpening(towardSign: dx)
    case .drive(let edge):
      return edge
    case .ignored:
      return nil
    }
  }

  /// The enabled edge whose menu opens with a horizontal movement of this sign.
  private func edgeOpening(towardSign dx: Double) -> SideMenuEdge? {
    for edge in SideMenuEdge.allCases where configuration[edge].isEnabled {
      if dx * edge.resolved(in: container.layoutDirection).openingDirection > 0 { return edge }
    }
    return nil
  }

  /// How far past fully open, in points, a drag may stretch an edge's menu: the smaller of its
  /// width and the room left between it and the container's far edge. The rubber band
  /// approaches this and never reaches it, so the menu never passes the far edge.
  private func stretchLimit(for edge: SideMenuEdge) -> Double {
    let width = menuWidth(for: edge)
    return Swift.max(0, Swift.min(width, container.size.width - width))
  }

  /// The progress a claimed drag puts its menu at for a horizontal translation (points): direct
  /// up to fully open, rubber-banded beyond, never below closed. Always against the menu's own
  /// width — the tutorials' `translation / 100` made the finger and the menu drift apart.
  private func dragProgress(_ claim: SideMenuPanSession.Claim, translation: Double) -> Double {
    Self.dragProgress(
      claim, translation: translation, width: menuWidth(for: claim.edge),
      stretchLimit: stretchLimit(for: claim.edge),
      side: claim.edge.resolved(in: container.layoutDirection),
      rubberBandCoefficient: configuration.gestures.rubberBandCoefficient
    ).progress
  }

  // Static, taking only what it uses, so the per-frame path never copies the whole machine.
  /// The progress, and its rate of change per point of translation (progress per point).
  private static func dragProgress(
    _ claim: SideMenuPanSession.Claim, translation: Double, width: Double, stretchLimit: Double,
    side: SideMenuPhysicalEdge, rubberBandCoefficient: Double
  ) -> (progress: Double, rate: Double) {
    guard width > 0 else { return (claim.baseProgress, 0) }
    let raw =
      claim.baseProgress + (translation - claim.anchorTranslation) * side.openingDirection / width
    if raw <= 0 { return (0, 0) }
    if raw <= 1 { return (raw, side.openingDirection / width) }
    guard stretchLimit > 0 else { return (1, 0) }  // no room: the menu stops at open
    let overshoot = (raw - 1) * width
    let band = SideMenuRubberBand.offset(
      forOvershoot: overshoot, dimension: stretchLimit, coefficient: rubberBandCoefficient)
    let slope = SideMenuRubberBand.slope(
      atOvershoot: overshoot, dimension: stretchLimit, coefficient: rubberBandCoefficient)
    return (1 + band / width, side.openingDirection / width * slope)
  }

  private mutating func panBegan(
    _ sample: SideMenuTouchSample, opensFromAnywhere: Bool, at now: Double,
    _ emit: (SideMenuEffect) -> Void
  ) {
    if pan != nil {
      // A touch-down during a drag means the end of the previous one was lost: settle it by
      // position so the menu cannot stay stuck under a finger that left.
      emit(.diagnostic(.eventOutOfOrder(.panBegan)))
      panFinished(nil, targetOverride: nil, at: now, releasingHold: false, emit)
    }
    tracker.reset()
    tracker.add(position: sample.location.x, time: sample.timestamp)
    pan = SideMenuPanSession(
      start: sample.location,
      intent: intent(at: sample.location, opensFromAnywhere: opensFromAnywhere), claim: nil,
      opensFromAnywhere: opensFromAnywhere)
  }

  private mutating func panChanged(
    _ sample: SideMenuTouchSample, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    guard var session = pan else { return emit(.diagnostic(.eventOutOfOrder(.panChanged))) }
    tracker.add(position: sample.location.x, time: sample.timestamp)
    let translation = SideMenuPoint(
      x: sample.location.x - session.start.x, y: sample.location.y - session.start.y)
    guard var claim = session.claim else {
      if case .ignored = session.intent { return }
      session.lastTranslation = translation.x
      guard
        intent(at: session.start, opensFromAnywhere: session.opensFromAnywhere) == session.intent
      else {
        // A request moved the menu after the touch came down: what the touch was for no longer
        // exists, so the rest of it is not the menu's.
        session.intent = .ignored
        pan = session
        return
      }
      if let edge = claimEdge(for: session, translation: translation) {
        // The drag loses exactly the slop, whatever the sampling: the menu follows the finger's
        // travel beyond it, so it moves on from where it was (held) with no jump.
        let slop = configuration.gestures.touchSlop
        let claim = takeHold(
          of: edge, session: session, anchorTranslation: translation.x < 0 ? -slop : slop,
          at: now, emit)
        session.claim = claim
        pan = session
        follow(claim, translation: translation.x, emit)
      } else if abs(translation.y) >= abs(translation.x),
        translation.y * translation.y >= configuration.gestures.touchSlop
          * configuration.gestures.touchSlop
      {
        session.intent = .ignored  // vertical: leave it to the scroll view underneath
        pan = session
      }
      return
    }
    session.lastTranslation = translation.x
    pan = session
    let width = menuWidth(for: claim.edge)
    let side = claim.edge.resolved(in: container.layoutDirection)
    let travelled = (translation.x - claim.anchorTranslation) * side.openingDirection
    if width > 0, claim.baseProgress + travelled / width < 0, claim.startedOnContent,
      case .opening(let edge, .interactive) = phase,
      configuration[edge.opposite].isEnabled
    {
      // A content drag that reverses past closed opens the other side's menu instead.
      let crossing = claim.anchorTranslation - claim.baseProgress * width / side.openingDirection
      finishTransition(at: .closed, at: now, emit)
      beginTransition(edge: edge.opposite, direction: .opening, interactive: true, emit)
      phase = .opening(edge.opposite, .interactive)
      claim = .init(
        edge: edge.opposite, baseProgress: 0, anchorTranslation: crossing, startedOnContent: true)
      session.claim = claim
      pan = session
    }
    follow(claim, translation: translation.x, emit)
  }

  /// Keeps a drag where it is when the width or the side of its menu changes under the finger
  /// (rotation, a new container, a new configuration): the drag continues from the current
  /// progress at the finger's current translation instead of jumping.
  private mutating func reanchorDrag() {
    guard var session = pan, var claim = session.claim else { return }
    claim.baseProgress = currentProgress
    claim.anchorTranslation = session.lastTranslation
    session.claim = claim
    pan = session
  }

  /// Starts driving a menu by the finger, from wherever it is now.
  private mutating func takeHold(
    of edge: SideMenuEdge, session: SideMenuPanSession, anchorTranslation: Double,
    at now: Double, _ emit: (SideMenuEffect) -> Void
  ) -> SideMenuPanSession.Claim {
    isHeld = false  // a held menu: the drag takes over from where the touch stopped it
    let startedOnContent: Bool
    switch phase {
    case .closed:
      animator.jump(to: 0)
      beginTransition(edge: edge, direction: .opening, interactive: true, emit)
      phase = .opening(edge, .interactive)
      if case .openFromContent = session.intent {
        startedOnContent = true
      } else {
        startedOnContent = false
      }
    case .open:
      beginTransition(edge: edge, direction: .closing, interactive: true, emit)
      phase = .closing(edge, .interactive)
      startedOnContent = false
    case .opening(let shown, _):
      phase = .opening(shown, .interactive)  // an interruption: the same transition, now by hand
      startedOnContent = false
    case .closing(let shown, _):
      phase = .closing(shown, .interactive)
      startedOnContent = false
    }
    // Take over from exactly where the animation is, so nothing jumps.
    let base = animator.hold(at: now).progress
    setDisplayLink(false, emit)
    return .init(
      edge: edge, baseProgress: base, anchorTranslation: anchorTranslation,
      startedOnContent: startedOnContent)
  }

  private mutating func follow(
    _ claim: SideMenuPanSession.Claim, translation: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    let (progress, rate) = Self.dragProgress(
      claim, translation: translation, width: menuWidth(for: claim.edge),
      stretchLimit: stretchLimit(for: claim.edge),
      side: claim.edge.resolved(in: container.layoutDirection),
      rubberBandCoefficient: configuration.gestures.rubberBandCoefficient)
    animator.jump(to: progress)
    applyFrame(edge: claim.edge, progress: progress, velocity: tracker.velocity * rate, emit)
  }

  /// Ends the touch sequence: a release (`sample` given) or a cancellation (zero velocity).
  ///
  /// A touch that held the menu and never became a drag lets it go here (`releasingHold`), unless
  /// the pan is only being cleared for a new one.
  private mutating func panFinished(
    _ sample: SideMenuTouchSample?, targetOverride: SideMenuRestingState?, at now: Double,
    releasingHold: Bool = true, _ emit: (SideMenuEffect) -> Void
  ) {
    guard let session = pan else {
      // A renderer that reports touches but no pan (a tap) ends the touch this way too.
      if releasingHold, isHeld { return releaseHold(at: now, emit) }
      return emit(.diagnostic(.eventOutOfOrder(sample == nil ? .panCancelled : .panEnded)))
    }
    pan = nil
    guard let claim = session.claim, case .some(.interactive) = phase.motion,
      let edge = phase.edge
    else {
      if releasingHold { releaseHold(at: now, emit) }
      return
    }
    var progress = currentProgress
    var fingerVelocity = 0.0
    let side = claim.edge.resolved(in: container.layoutDirection)
    if let sample {
      tracker.add(position: sample.location.x, time: sample.timestamp)
      progress = dragProgress(claim, translation: sample.location.x - session.start.x)
      fingerVelocity = tracker.velocity * side.openingDirection
    }
    let release = SideMenuRelease.decide(
      progress: progress, fingerVelocity: fingerVelocity, menuWidth: menuWidth(for: edge),
      stretchLimit: stretchLimit(for: edge), gestures: configuration.gestures)
    animator.jump(to: progress)
    moveToward(
      targetOverride ?? release.target, edge: edge, animated: true,
      initialVelocity: release.velocity, at: now, emit)
  }

  // MARK: - Motion

  /// Animates (or jumps) the shown menu toward a resting state, within the current transition.
  private mutating func moveToward(
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
    applyFrame(edge: edge, progress: sample.progress, velocity: sample.velocity, emit)
    if animator.isFinished(at: now) {
      finishTransition(at: animator.target >= 0.5 ? .open : .closed, at: now, emit)
    } else {
      setDisplayLink(true, emit)
    }
  }

  private mutating func tick(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    guard case .some(.animated) = phase.motion, let edge = phase.edge else {
      // Nothing is animating: a stray tick only switches the display link off again.
      setDisplayLink(false, emit)
      return
    }
    advance(edge: edge, at: now, emit)
  }

  // MARK: - Transitions

  private mutating func beginTransition(
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
      emit(.notify(.willOpen(edge)))
      if !configuration.isContentInteractiveWhileOpen { setContentInteraction(false, emit) }
    case .closing:
      emit(.notify(.willClose(edge)))
    }
  }

  /// Ends the transition in flight at a resting state, completed or cancelled, and runs what
  /// waited for it.
  private mutating func finishTransition(
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
        if configuration.isContentInteractiveWhileOpen {
          emit(.accessibility(.announce(.menuOpened(edge))))
        } else {
          isMenuModal = true
          emit(.accessibility(.focusMenu(edge)))
        }
      }
    case .closed:
      phase = .closed
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
  private mutating func dropWaitingOpen(_ emit: (SideMenuEffect) -> Void) {
    guard let pending = pendingOpen else { return }
    pendingOpen = nil
    if let token = pending.completion { emit(.runCompletion(token, finished: false)) }
  }

  private mutating func startPendingOpen(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    guard let next = pendingOpen else { return }
    pendingOpen = nil
    open(next.edge, animated: next.animated, completion: next.completion, at: now, emit)
  }

  private mutating func setContentInteraction(_ enabled: Bool, _ emit: (SideMenuEffect) -> Void) {
    guard enabled != isContentInteractionEnabled else { return }
    isContentInteractionEnabled = enabled
    emit(.setContentInteractionEnabled(enabled))
  }

  private mutating func setDisplayLink(_ active: Bool, _ emit: (SideMenuEffect) -> Void) {
    guard active != isDisplayLinkActive else { return }
    isDisplayLinkActive = active
    emit(.setDisplayLinkActive(active))
  }

  // MARK: - Environment

  private mutating func containerChanged(
    _ newContainer: SideMenuContainer, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    let (sanitized, diagnostics) = newContainer.sanitized()
    for diagnostic in diagnostics { emit(.diagnostic(diagnostic)) }
    let sizeChanged = sanitized.size != container.size
    container = sanitized
    for diagnostic in resolveWidths() { emit(.diagnostic(diagnostic)) }
    reanchorDrag()
    guard let edge = phase.edge else {
      frameState = evaluate(edge: .leading, progress: 0)
      return
    }
    if sizeChanged, configuration.dismissesOnRotation {
      close(animated: false, completion: nil, at: now, supersedingWaitingOpen: false, emit)
    } else {
      applyFrame(edge: edge, progress: currentProgress, emit)
    }
  }

  private mutating func enterBackground(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    // No display frames arrive in the background: finish everything now rather than resume a
    // half-way animation later.
    if pan != nil { panFinished(nil, targetOverride: nil, at: now, emit) }
    releaseHold(at: now, emit)
    if case .some(.animated(let target)) = phase.motion, let edge = phase.edge {
      applyFrame(edge: edge, progress: target.progress, emit)
      finishTransition(at: target, at: now, emit)
    }
    if configuration.dismissesOnBackground, phase != .closed {
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

  private mutating func transitionRefused(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    guard let refused = transition, let edge = phase.edge else {
      return emit(.diagnostic(.eventOutOfOrder(.transitionRefused)))
    }
    releaseFinger()
    // Back to where the transition started, without animation: nothing was ever shown.
    let start: SideMenuRestingState = refused.direction == .opening ? .closed : .open
    applyFrame(edge: edge, progress: start.progress, emit)
    finishTransition(at: start, at: now, emit)
  }

  private mutating func configurationChanged(
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
    guard let edge = phase.edge else { return }
    guard validated[edge].isEnabled else {
      return close(animated: false, completion: nil, at: now, supersedingWaitingOpen: false, emit)
    }
    // Whether the content takes touches follows the setting at once while a menu is shown; a
    // menu that became modal takes focus now, one that stopped being modal hands it back when
    // it closes (so focus does not jump while the user is in it).
    let blocksContent = !validated.isContentInteractiveWhileOpen
    setContentInteraction(!blocksContent, emit)
    if blocksContent, !isMenuModal, case .open = phase {
      isMenuModal = true
      emit(.accessibility(.focusMenu(edge)))
    }
    applyFrame(edge: edge, progress: currentProgress, emit)
  }

  // MARK: - Frames

  private mutating func resolveWidths() -> [SideMenuDiagnostic] {
    var diagnostics: [SideMenuDiagnostic] = []
    for edge in SideMenuEdge.allCases {
      let edgeConfiguration = configuration[edge]
      let (width, widthDiagnostics) = edgeConfiguration.width.resolved(
        in: container, side: edge.resolved(in: container.layoutDirection),
        minimumContentMargin: edgeConfiguration.minimumContentMargin)
      switch edge {
      case .leading: leadingWidth = width
      case .trailing: trailingWidth = width
      }
      if edgeConfiguration.isEnabled { diagnostics += widthDiagnostics }
    }
    return diagnostics
  }

  private func evaluate(edge: SideMenuEdge, progress: Double) -> SideMenuFrameState {
    Self.evaluate(
      style: configuration[edge].style, reduceMotion: isReduceMotionEnabled, container: container,
      edge: edge, width: menuWidth(for: edge), progress: progress)
  }

  // Static, taking only what it uses, so the per-frame path never copies the whole machine.
  private static func evaluate(
    style: SideMenuStyle, reduceMotion: Bool, container: SideMenuContainer, edge: SideMenuEdge,
    width: Double, progress: Double
  ) -> SideMenuFrameState {
    (reduceMotion ? style.reducedMotionVariant : style).frameState(
      in: container, side: edge.resolved(in: container.layoutDirection), menuWidth: width,
      progress: progress)
  }

  private mutating func applyFrame(
    edge: SideMenuEdge, progress: Double, velocity: Double = 0, _ emit: (SideMenuEffect) -> Void
  ) {
    frameState = evaluate(edge: edge, progress: progress)
    frameState.velocity = velocity.isFinite ? velocity : 0
    if frameState.progress > 0 { hasShownMenu = true }
    emit(.applyFrame(frameState))
    emit(.notify(.progress(edge, frameState.progress)))
  }
}
