extension SideMenuStateMachine {
  // MARK: - Frames

  mutating func resolveWidths() -> [SideMenuDiagnostic] {
    var diagnostics: [SideMenuDiagnostic] = []
    for edge in SideMenuEdge.allCases {
      let edgeConfiguration = configuration[edge]
      let (width, widthDiagnostics) = edgeConfiguration.width.resolved(
        in: container, side: edge.resolved(in: container.layoutDirection),
        minimumContentMargin: edgeConfiguration.minimumContentMargin)
      let room =
        container.menuArea(on: edge.resolved(in: container.layoutDirection), mode: .sliding).width
      switch edge {
      case .leading:
        leadingWidth = width
        leadingRoom = room
      case .trailing:
        trailingWidth = width
        trailingRoom = room
      }
      if edgeConfiguration.isEnabled {
        diagnostics += widthDiagnostics
        diagnostics += Self.panelFitDiagnostics(
          edgeConfiguration.style.menuPanel, menuWidth: width, in: container)
      }
    }
    return diagnostics
  }

  /// A diagnostic for each value of a (validated) panel that this container leaves no room for
  /// (``SideMenuPanel/fitted(menuWidth:containerHeight:)``), given as configured: reported when
  /// the container or the configuration changes, never per frame, and not for a zero-sized
  /// container.
  static func panelFitDiagnostics(
    _ panel: SideMenuPanel?, menuWidth: Double, in container: SideMenuContainer
  ) -> [SideMenuDiagnostic] {
    // A container not laid out yet (zero-sized) has room for nothing, and says nothing.
    guard let panel, container.size.width > 0, container.size.height > 0 else { return [] }
    let fitted = panel.fitted(menuWidth: menuWidth, containerHeight: container.size.height)
    var diagnostics: [SideMenuDiagnostic] = []
    if fitted.edgeInset != panel.edgeInset {
      diagnostics.append(.settingReplaced(.menuPanelInset, given: panel.edgeInset))
    }
    if fitted.topInset != panel.topInset {
      diagnostics.append(.settingReplaced(.menuPanelInset, given: panel.topInset))
    }
    if fitted.bottomInset != panel.bottomInset {
      diagnostics.append(.settingReplaced(.menuPanelInset, given: panel.bottomInset))
    }
    if fitted.cornerRadius != panel.cornerRadius {
      diagnostics.append(.settingReplaced(.menuPanelCornerRadius, given: panel.cornerRadius))
    }
    return diagnostics
  }

  func evaluate(edge: SideMenuEdge, progress: Double, dockedFraction: Double? = nil)
    -> SideMenuFrameState
  {
    Self.frame(
      style: configuration[edge].style, reduceMotion: isReduceMotionEnabled, container: container,
      edge: edge, width: menuWidth(for: edge), progress: progress,
      dockedFraction: dockedFraction ?? self.dockedFraction(for: edge), isDocked: isDocked(edge),
      blocksContent: !configuration.isContentInteractiveWhileOpen)
  }

  /// The one rule for a frame of `edge` at `progress`, used by `evaluate(edge:progress:)` and
  /// by the per-frame `applyFrame`. Static, taking only what it reads: an instance method
  /// called from a mutating one copies the whole machine first (1,376 bytes, about 160
  /// instructions a frame), which a static function that takes its inputs avoids.
  private static func frame(
    style: SideMenuStyle, reduceMotion: Bool, container: SideMenuContainer, edge: SideMenuEdge,
    width: Double, progress: Double, dockedFraction: Double, isDocked: Bool, blocksContent: Bool
  ) -> SideMenuFrameState {
    guard dockedFraction == 0, !isDocked else {
      return evaluate(
        style: style, reduceMotion: reduceMotion, container: container, edge: edge, width: width,
        progress: progress, dockedFraction: dockedFraction, isDocked: isDocked,
        blocksContent: blocksContent)
    }
    // Sliding, the per-frame path of every phone: the frame state's defaults already say
    // sliding, with a scrim, so only modality is set.
    var state = evaluate(
      style: style, reduceMotion: reduceMotion, container: container, edge: edge, width: width,
      progress: progress)
    state.isMenuModal = blocksContent && !state.isMenuHidden
    return state
  }

  private static func evaluate(
    style: SideMenuStyle, reduceMotion: Bool, container: SideMenuContainer, edge: SideMenuEdge,
    width: Double, progress: Double
  ) -> SideMenuFrameState {
    let side = edge.resolved(in: container.layoutDirection)
    // Not `(reduceMotion ? variant : style).frameState`: that copies the style every frame.
    if reduceMotion {
      return style.reducedMotionVariant.frameState(
        in: container, side: side, menuWidth: width, progress: progress)
    }
    return style.frameState(in: container, side: side, menuWidth: width, progress: progress)
  }

  // Static, taking only what it uses, so the per-frame path never copies the whole machine. Not
  // inlined: both callers share one copy of the docked layout and the blend.
  @inline(never)
  private static func evaluate(
    style: SideMenuStyle, reduceMotion: Bool, container: SideMenuContainer, edge: SideMenuEdge,
    width: Double, progress: Double, dockedFraction: Double, isDocked: Bool, blocksContent: Bool
  ) -> SideMenuFrameState {
    let side = edge.resolved(in: container.layoutDirection)
    var state: SideMenuFrameState
    // The panel is a shape, kept under Reduce Motion and in both modes, so a mode change
    // blends two panels of the same shape.
    let panel = style.menuPanel
    if dockedFraction >= 1 {
      state = .docked(
        in: container, side: side, menuWidth: width, progress: progress, panel: panel)
    } else {
      state =
        reduceMotion
        ? style.reducedMotionVariant.frameState(
          in: container, side: side, menuWidth: width, progress: progress)
        : style.frameState(in: container, side: side, menuWidth: width, progress: progress)
      if dockedFraction > 0 {
        state = state.blended(
          toward: .docked(
            in: container, side: side, menuWidth: width, progress: progress, panel: panel),
          fraction: dockedFraction)
      }
    }
    state.layoutMode = isDocked ? .docked : .sliding
    state.hasScrim = !isDocked
    state.isMenuModal = !isDocked && blocksContent && !state.isMenuHidden
    return state
  }

  // Not inlined: called for every kind of event, it would be inlined at each of them in the
  // playground's `-Osize` wasm, which holds the evaluation (12 KB more; BENCHMARKS.md bounds
  // the module's size).
  @inline(never)
  mutating func applyFrame(
    edge: SideMenuEdge, progress: Double, velocity: Double = 0, _ emit: (SideMenuEffect) -> Void
  ) {
    frameState = Self.frame(
      style: configuration[edge].style, reduceMotion: isReduceMotionEnabled, container: container,
      edge: edge, width: menuWidth(for: edge), progress: progress,
      dockedFraction: dockedFraction(for: edge), isDocked: isDocked(edge),
      blocksContent: !configuration.isContentInteractiveWhileOpen)
    frameState.velocity = velocity.isFinite ? velocity : 0
    if frameState.progress > 0 { hasShownMenu = true }
    emit(.applyFrame(frameState))
    emit(.notify(.progress(edge, frameState.progress)))
  }
}
