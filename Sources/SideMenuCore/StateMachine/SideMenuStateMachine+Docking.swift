extension SideMenuStateMachine {
  // MARK: - Docking

  /// Whether the edge's menu is docked in the current container (or, while the mode changes,
  /// is becoming docked): what ``SideMenuDocking`` decides for it.
  public func isDocked(_ edge: SideMenuEdge) -> Bool {
    switch edge {
    case .leading: isLeadingDocked
    case .trailing: isTrailingDocked
    }
  }

  /// The layout mode of the edge's menu in the current container.
  public func layoutMode(for edge: SideMenuEdge) -> SideMenuLayoutMode {
    isDocked(edge) ? .docked : .sliding
  }

  /// Whether the shown menu is docked.
  var isShownMenuDocked: Bool { phase.edge.map(isDocked) ?? false }

  func isCollapsedByRequest(_ edge: SideMenuEdge) -> Bool {
    switch edge {
    case .leading: isLeadingCollapsedByRequest
    case .trailing: isTrailingCollapsedByRequest
    }
  }

  mutating func setCollapsedByRequest(_ collapsed: Bool, for edge: SideMenuEdge) {
    switch edge {
    case .leading: isLeadingCollapsedByRequest = collapsed
    case .trailing: isTrailingCollapsedByRequest = collapsed
    }
  }

  /// Remembers what an open, close or toggle request asks of a docked menu, so that the menu
  /// is as the user left it the next time the container widens into docking.
  mutating func noteRequest(_ event: SideMenuEvent) {
    switch event {
    case .open(let edge, _, _):
      if isDocked(edge) { setCollapsedByRequest(false, for: edge) }
    case .close:
      if let edge = phase.edge, isDocked(edge) { setCollapsedByRequest(true, for: edge) }
    case .toggle(let edge, _, _):
      if isHeadingClosed {
        if isDocked(edge) { setCollapsedByRequest(false, for: edge) }
      } else if let shown = phase.edge, isDocked(shown) {
        setCollapsedByRequest(true, for: shown)
      }
    default: break
    }
  }

  /// Re-evaluates the docking rule of both edges (after the widths were resolved) and returns
  /// the edges whose mode it changed.
  @discardableResult
  mutating func updateDockedEdges() -> (leading: Bool, trailing: Bool) {
    func docks(_ edge: SideMenuEdge) -> Bool {
      configuration[edge].isEnabled
        && configuration[edge].docking.docks(menuWidth: menuWidth(for: edge), in: container)
    }
    let leading = docks(.leading)
    let trailing = docks(.trailing)
    defer {
      isLeadingDocked = leading
      isTrailingDocked = trailing
    }
    return (leading != isLeadingDocked, trailing != isTrailingDocked)
  }

  /// The docked fraction a frame of `edge` is drawn with: the shown menu's, which moves while
  /// the mode changes; any other edge's is its mode's.
  func dockedFraction(for edge: SideMenuEdge) -> Double {
    phase.edge == edge ? dockedFraction : (isDocked(edge) ? 1 : 0)
  }

  /// After the container or the configuration changed: applies the docking rule's changes.
  /// Returns `true` when it moved the shown menu (so the caller draws nothing more).
  ///
  /// The rule (the same from every phase, both edges, either writing direction):
  /// - a menu that becomes **docked** ends expanded beside the content — unless the app or the
  ///   user collapsed it the last time it was docked, when it ends collapsed; an open sliding
  ///   menu stays open while its scrim fades and the content narrows in the same motion;
  /// - a menu that becomes **sliding** ends closed: the content takes the whole width again and
  ///   is never suddenly covered by a modal menu the user did not open.
  /// A drag or a touch holding the menu lets go (a docked menu takes no drags, and the mode
  /// change must not leave a half state); the menu moves on from where it is, with the
  /// configuration's springs, while the layout blends from one mode to the other.
  ///
  /// With `animated` false (the container's first usable size: its first layout, not a resize)
  /// a closed menu that docks is open at once, as a sidebar is there when the window appears.
  mutating func applyModeChanges(
    _ changed: (leading: Bool, trailing: Bool), animated: Bool = true, at now: Double,
    _ emit: (SideMenuEffect) -> Void
  ) -> Bool {
    guard let edge = phase.edge else {
      // Nothing is shown: a menu that has just become docked appears, as a sidebar does.
      guard pendingOpen == nil else { return false }
      for candidate in SideMenuEdge.allCases
      where (candidate == .leading ? changed.leading : changed.trailing) && isDocked(candidate)
        && !isCollapsedByRequest(candidate)
      {
        open(candidate, animated: animated, completion: nil, at: now, emit)
        return true
      }
      return false
    }
    guard edge == .leading ? changed.leading : changed.trailing else { return false }
    let docked = isDocked(edge)
    if case .some(.interactive) = phase.motion { releaseFinger() }
    isHeld = false
    startModeChange(toward: docked, at: now, emit)
    if docked {
      // Beside live content: the content takes touches, and the menu is no longer modal (focus
      // stays where the user is).
      setContentInteraction(true, emit)
      isMenuModal = false
      if isCollapsedByRequest(edge) {
        close(animated: true, completion: nil, at: now, supersedingWaitingOpen: false, emit)
      } else if case .open = phase {
        applyFrame(edge: edge, progress: currentProgress, emit)
      } else {
        open(edge, animated: true, completion: nil, at: now, emit)
      }
    } else {
      close(animated: true, completion: nil, at: now, supersedingWaitingOpen: false, emit)
    }
    return true
  }

  /// Starts moving the shown menu's layout toward docked (`true`) or sliding.
  mutating func startModeChange(
    toward docked: Bool, at now: Double, _ emit: (SideMenuEffect) -> Void
  ) {
    let target = docked ? 1.0 : 0.0
    modeAnimator.jump(to: dockedFraction)
    let reduceMotion: SideMenuReduceMotion =
      isReduceMotionEnabled ? configuration.reduceMotion : .off
    for diagnostic in modeAnimator.animate(
      to: target, timing: docked ? configuration.openTiming : configuration.closeTiming, at: now,
      reduceMotion: reduceMotion)
    {
      emit(.diagnostic(diagnostic))
    }
    isChangingMode = !modeAnimator.isFinished(at: now)
    if !isChangingMode { dockedFraction = target }
    setDisplayLink(isChangingMode, emit)
  }

  /// Advances the mode change to `now`; returns whether one was running.
  mutating func advanceModeChange(at now: Double) -> Bool {
    guard isChangingMode else { return false }
    if modeAnimator.isFinished(at: now) {
      settleModeChange()
    } else {
      dockedFraction = modeAnimator.sample(at: now).progress
    }
    return true
  }

  /// Ends any mode change at its destination (a closed menu, the background, a new transition).
  mutating func settleModeChange() {
    isChangingMode = false
    dockedFraction = modeAnimator.target
    modeAnimator.jump(to: dockedFraction)
  }

  /// A menu starts to appear from closed: its layout is its mode's at once (nothing of it is
  /// visible yet, and a closed menu looks the same in both modes).
  mutating func adoptMode(of edge: SideMenuEdge) {
    isChangingMode = false
    dockedFraction = isDocked(edge) ? 1 : 0
    modeAnimator.jump(to: dockedFraction)
  }
}
