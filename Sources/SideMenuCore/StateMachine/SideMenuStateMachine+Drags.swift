extension SideMenuStateMachine {
  // MARK: - Drags

  /// A request took the menu from the finger: the rest of that touch is ignored quietly (the
  /// recognizer keeps reporting it until the finger lifts).
  mutating func releaseFinger() {
    pan?.claim = nil
    pan?.intent = .ignored
    isHeld = false
  }

  /// A finger landed on the menu or the scrim: an animating menu stops under it at once, as
  /// UIScrollView stops decelerating (reference: "Touch-down interrupts motion") — in the frame
  /// the finger landed on: the last one drawn. The touch's own time is later than that frame
  /// (a mouse press by up to a frame, a touch whose event time runs ahead of the display's by
  /// more), and holding the animation there would move the menu on under the finger first.
  mutating func touchDown(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    if isHeld {
      // The lift of the touch that holds the menu was lost: let it go before catching it again.
      emit(.diagnostic(.eventOutOfOrder(.touchDown)))
      releaseHold(at: now, emit)
    }
    // A docked menu is not the finger's: it expands and collapses only by request.
    guard case .some(.animated) = phase.motion, let edge = phase.edge, !isDocked(edge) else {
      return
    }
    let held = animator.hold(at: min(now, lastAnimationFrameTime))
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
  mutating func releaseHold(at now: Double, _ emit: (SideMenuEffect) -> Void) {
    guard isHeld else { return }
    isHeld = false
    guard case .some(.interactive) = phase.motion, let edge = phase.edge else { return }
    let release = SideMenuRelease.decide(
      progress: currentProgress, fingerVelocity: 0, menuWidth: menuWidth(for: edge),
      stretchLimit: stretchLimit(for: edge), gestures: configuration.gestures)
    moveToward(release.target, edge: edge, animated: true, initialVelocity: 0, at: now, emit)
  }

  func intent(
    at location: SideMenuPoint, opensFromAnywhere: Bool = false,
    source: SideMenuDragSource = .touch
  ) -> SideMenuPanSession.Intent {
    let gestures = configuration.gestures
    if let edge = phase.edge {
      // No drag to close a docked menu (nor to catch it): the content beside it keeps its
      // horizontal drags.
      if isDocked(edge) { return .ignored }
      if phase.isTransitioning || gestures.isPanToCloseEnabled { return .drive(edge) }
      return .ignored
    }
    if source == .trackpadScroll {
      // A scroll landed nowhere, so the edge zone cannot apply: it stands in for the edge drag
      // (off with it, unless content pans are on) and opens from anywhere, the direction lock
      // and the scroll's direction picking the side as for a content pan. A recognizer's
      // "from anywhere" adds nothing to a drag that is from anywhere already — and is not
      // asked, so the query and `trackpadScrollBegan` (which carries no such flag) agree.
      guard gestures.opensWithTrackpadScroll else { return .ignored }
      let opens = gestures.isEdgePanEnabled || gestures.isContentPanToOpenEnabled
      return opens ? .openFromContent : .ignored
    }
    if gestures.isEdgePanEnabled {
      var best: (edge: SideMenuEdge, distance: Double)?
      for edge in SideMenuEdge.allCases where configuration[edge].isEnabled && !isDocked(edge) {
        let side = edge.resolved(in: container.layoutDirection)
        // Beside the vertical bar on this edge the zone starts at the strip's inner edge: a
        // touch on the strip is its controls' (``SideMenuReservedRegions``).
        let strip = container.scrimStripWidth(for: side)
        let fromEdge: Double =
          switch side {
          case .left: location.x
          case .right: container.size.width - location.x
          }
        if fromEdge < strip { continue }
        let distance = fromEdge - strip
        let zone =
          Swift.max(0, container.safeAreaInsets.inset(on: side) - strip) + gestures.edgeZoneWidth
        if distance <= zone, distance < (best?.distance ?? .infinity) { best = (edge, distance) }
      }
      if let best { return .openFromEdge(best.edge) }
    }
    if gestures.isContentPanToOpenEnabled || opensFromAnywhere { return .openFromContent }
    return .ignored
  }

  /// The edge a drag claims, or `nil` while it has not moved far enough or is not ours.
  func claimEdge(
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
    for edge in SideMenuEdge.allCases where configuration[edge].isEnabled && !isDocked(edge) {
      if dx * edge.resolved(in: container.layoutDirection).openingDirection > 0 { return edge }
    }
    return nil
  }

  /// How far past fully open, in points, a drag may stretch an edge's menu: the smaller of its
  /// width and the room left between it and the container's far edge. The rubber band
  /// approaches this and never reaches it, so the menu never passes the far edge.
  func stretchLimit(for edge: SideMenuEdge) -> Double {
    let width = menuWidth(for: edge)
    let room = edge == .leading ? leadingRoom : trailingRoom
    return Swift.max(0, Swift.min(width, room - width))
  }

  /// The progress a claimed drag puts its menu at for a horizontal translation (points): direct
  /// up to fully open, rubber-banded beyond, never below closed. Always against the menu's own
  /// width — the modal seed tutorial's `translation / 100` (`docs/seed-tutorials.md`) made the finger and the menu drift apart.
  func dragProgress(_ claim: SideMenuPanSession.Claim, translation: Double) -> Double {
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

  mutating func panBegan(
    _ sample: SideMenuTouchSample, opensFromAnywhere: Bool,
    source: SideMenuDragSource = .touch, at now: Double, _ emit: (SideMenuEffect) -> Void
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
      intent: intent(at: sample.location, opensFromAnywhere: opensFromAnywhere, source: source),
      claim: nil, opensFromAnywhere: opensFromAnywhere, source: source)
  }

  mutating func panChanged(
    _ sample: SideMenuTouchSample, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    guard var session = pan else { return emit(.diagnostic(.eventOutOfOrder(.panChanged))) }
    tracker.add(position: sample.location.x, time: sample.timestamp)
    let translation = SideMenuPoint(
      x: sample.location.x - session.start.x, y: sample.location.y - session.start.y)
    // A finger that moves is not resting: no peek (the drag itself may open the menu).
    if pendingPeek != nil,
      translation.x * translation.x + translation.y * translation.y
        >= configuration.gestures.touchSlop * configuration.gestures.touchSlop
    {
      cancelPendingPeek(emit)
    }
    guard var claim = session.claim else {
      if case .ignored = session.intent { return }
      session.lastTranslation = translation.x
      guard
        intent(
          at: session.start, opensFromAnywhere: session.opensFromAnywhere, source: session.source)
          == session.intent
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
      configuration[edge.opposite].isEnabled, !isDocked(edge.opposite)
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
  mutating func reanchorDrag() {
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

  /// What the release rule (``SideMenuRelease/decide(progress:fingerVelocity:menuWidth:stretchLimit:gestures:)``)
  /// makes of a claimed drag ending: the one computation behind both the release itself
  /// (``panFinished(_:targetOverride:at:releasingHold:_:)``) and the proposal shown to a
  /// delegate before it (``releaseProposal(for:)``), so the two never disagree.
  ///
  /// - Parameters:
  ///   - claim: The drag's claim.
  ///   - session: The pan it belongs to (its start point).
  ///   - sample: Where the finger lifted; `nil` for a cancellation, which ends where the menu
  ///     is now.
  ///   - velocity: The finger's horizontal velocity at the lift, points per second (physical,
  ///     positive rightwards); 0 for a cancellation.
  ///   - edge: The menu's edge.
  /// - Returns: The decision, and the progress it was made at (0 closed, 1 open).
  func releaseDecision(
    _ claim: SideMenuPanSession.Claim, of session: SideMenuPanSession,
    liftedAt sample: SideMenuTouchSample?, velocity: Double, edge: SideMenuEdge
  ) -> (release: SideMenuRelease, progress: Double) {
    var progress = currentProgress
    var fingerVelocity = 0.0
    if let sample {
      let side = claim.edge.resolved(in: container.layoutDirection)
      progress = dragProgress(claim, translation: sample.location.x - session.start.x)
      fingerVelocity = velocity * side.openingDirection
    }
    let release = SideMenuRelease.decide(
      progress: progress, fingerVelocity: fingerVelocity, menuWidth: menuWidth(for: edge),
      stretchLimit: stretchLimit(for: edge), gestures: configuration.gestures)
    return (release, progress)
  }

  /// Ends the touch sequence: a release (`sample` given) or a cancellation (zero velocity).
  ///
  /// A touch that held the menu and never became a drag lets it go here (`releasingHold`), unless
  /// the pan is only being cleared for a new one.
  mutating func panFinished(
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
    if let sample { tracker.add(position: sample.location.x, time: sample.timestamp) }
    let (release, progress) = releaseDecision(
      claim, of: session, liftedAt: sample, velocity: sample == nil ? 0 : tracker.velocity,
      edge: edge)
    animator.jump(to: progress)
    moveToward(
      targetOverride ?? release.target, edge: edge, animated: true,
      initialVelocity: release.velocity, at: now, emit)
  }
}
