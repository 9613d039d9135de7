#if os(iOS)
  import UIKit
  import SideMenuCore

  extension SideMenuDriver {
    // MARK: - Edges

    /// Whether an edge takes drags and requests: it has a menu (`setMenu(for:)`) and is switched
    /// on (`configuration[edge].isEnabled`, see ``configuration``). The same value as
    /// `configuration[edge].isEnabled`; an edge with no menu never claims a drag it would then
    /// have to refuse.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: Whether the edge is live.
    public func isEnabled(_ edge: SideMenuEdge) -> Bool {
      (edgesWithMenus.contains(edge) || singleUseEdges[edge] != nil)
        && !switchedOffEdges.contains(edge)
    }

    /// Lets an edge take a request for a menu shown once (a segue's), whatever its own menu
    /// and switch, until ``endSingleUseMenu(on:)``.
    func beginSingleUseMenu(on edge: SideMenuEdge) {
      if singleUseEdges[edge] == nil { singleUseEdges[edge] = switchedOffEdges.contains(edge) }
      switchedOffEdges.remove(edge)
      refreshConfiguration()
    }

    /// Gives an edge back its own menu and switch once a menu shown once has gone.
    func endSingleUseMenu(on edge: SideMenuEdge) {
      guard let wasSwitchedOff = singleUseEdges.removeValue(forKey: edge) else { return }
      if wasSwitchedOff { switchedOffEdges.insert(edge) }
      refreshConfiguration()
    }

    /// Gives an edge a menu, which switches it on, or takes the menu away.
    func setHasMenu(_ hasMenu: Bool, for edge: SideMenuEdge) {
      if hasMenu {
        edgesWithMenus.insert(edge)
        switchedOffEdges.remove(edge)
      } else {
        edgesWithMenus.remove(edge)
      }
      refreshConfiguration()
    }

    // MARK: - Host

    /// The presentation, container or overlay this driver runs, for a delegate that needs it
    /// (to reach the open menu, or to `show` a screen).
    public var host: (any SideMenuHost)? { renderer as? any SideMenuHost }

    /// The menu controller currently shown (or being shown), if the mode shows controllers.
    public var menuViewController: UIViewController? { host?.menuViewController }

    /// The resolved width of an edge's menu, in points: in the view the menu is shown in — the
    /// container's view, the overlay's host view, the presenting controller's window — as soon
    /// as that view has a size (before the first layout too); 0 while it has none.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The width in points.
    public func menuWidth(for edge: SideMenuEdge) -> Double {
      refreshContainer()
      return machine.menuWidth(for: edge)
    }

    /// The width, in points, the menu on `edge` gets in a view of `size` with `safeAreaInsets`,
    /// with this driver's configuration and the content's current layout direction: the same
    /// value the engine lays out there (``SideMenuConfiguration/resolvedMenuWidth(for:in:)``),
    /// before any layout. ``menuWidth(for:)`` is this for the view the menu is shown in now.
    ///
    /// - Parameters:
    ///   - edge: The menu's edge.
    ///   - size: The view's size, in points.
    ///   - safeAreaInsets: The view's safe-area insets, in points. Default: none.
    /// - Returns: The width in points, at least 0.
    public func resolvedMenuWidth(
      for edge: SideMenuEdge, in size: CGSize, safeAreaInsets: UIEdgeInsets = .zero
    ) -> CGFloat {
      refreshContainer()
      let direction =
        renderer?.layoutDirectionView.map {
          SideMenuLayoutDirection($0.effectiveUserInterfaceLayoutDirection)
        } ?? machine.container.layoutDirection
      let container = SideMenuContainer(
        size: SideMenuSize(size), safeAreaInsets: SideMenuInsets(safeAreaInsets),
        layoutDirection: direction)
      return CGFloat(machine.configuration.resolvedMenuWidth(for: edge, in: container))
    }

    /// The frame an edge's menu rests at (open or closed) in the current container.
    func restingFrameState(for edge: SideMenuEdge, at state: SideMenuRestingState)
      -> SideMenuFrameState
    {
      machine.restingFrameState(for: edge, at: state)
    }
  }
#endif
