extension SideMenuStateMachine {
  // MARK: - Frames

  mutating func resolveWidths() -> [SideMenuDiagnostic] {
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

  func evaluate(edge: SideMenuEdge, progress: Double) -> SideMenuFrameState {
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

  mutating func applyFrame(
    edge: SideMenuEdge, progress: Double, velocity: Double = 0, _ emit: (SideMenuEffect) -> Void
  ) {
    frameState = evaluate(edge: edge, progress: progress)
    frameState.velocity = velocity.isFinite ? velocity : 0
    if frameState.progress > 0 { hasShownMenu = true }
    emit(.applyFrame(frameState))
    emit(.notify(.progress(edge, frameState.progress)))
  }
}
