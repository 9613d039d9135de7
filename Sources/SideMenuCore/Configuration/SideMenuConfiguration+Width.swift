extension SideMenuConfiguration {
  /// The width, in points, the menu on `edge` gets in `container`: exactly what the engine lays
  /// out there, for any size, before any layout — for a settings screen that shows it, or a
  /// menu that lays itself out for it.
  ///
  /// The rule is ``SideMenuWidth``'s: the edge's width, plus the container's safe-area inset on
  /// the menu's side (which side that is follows the container's layout direction), capped at
  /// the container's width less the edge's ``SideMenuEdgeConfiguration/minimumContentMargin``.
  /// The container is sanitized first as the engine does (``SideMenuContainer/sanitized()``:
  /// non-finite or negative sizes become 0), and invalid settings are replaced as
  /// ``SideMenuWidth/resolved(in:side:minimumContentMargin:)`` says. An edge that is switched
  /// off still reports the width it would have.
  ///
  /// ```swift
  /// let phone = SideMenuContainer(size: SideMenuSize(width: 320, height: 568))
  /// configuration.resolvedMenuWidth(for: .leading, in: phone)  // 256: the 64 pt margin binds
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The menu's edge.
  ///   - container: The view the menu is shown in: size and safe area in points, layout direction.
  /// - Returns: The width in points, at least 0.
  public func resolvedMenuWidth(for edge: SideMenuEdge, in container: SideMenuContainer) -> Double {
    let sanitized = container.sanitized().container
    let edgeConfiguration = validated().configuration[edge]
    return edgeConfiguration.width.resolved(
      in: sanitized, side: edge.resolved(in: sanitized.layoutDirection),
      minimumContentMargin: edgeConfiguration.minimumContentMargin
    ).width
  }
}
