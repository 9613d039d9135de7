#if os(iOS)
  import UIKit

  /// Receives a side menu's life events and may override where a released drag goes.
  ///
  /// Every method has a default implementation that does nothing (or accepts the proposal), so
  /// adopt only what you need:
  ///
  /// ```swift
  /// extension InboxViewController: SideMenuDelegate {
  ///   func sideMenu(_ driver: SideMenuDriver, didOpen edge: SideMenuEdge) {
  ///     analytics.log("menu opened")
  ///   }
  /// }
  /// ```
  ///
  /// The same events are available as closures in ``SideMenuCallbacks``; both are called, the
  /// delegate first.
  @MainActor
  public protocol SideMenuDelegate: AnyObject {
    /// The menu on `edge` starts to open (by a drag, a call, or a key).
    ///
    /// - Parameters:
    ///   - driver: The menu's driver (its `host` and `menuViewController` reach the menu).
    ///   - edge: The menu's edge.
    func sideMenu(_ driver: SideMenuDriver, willOpen edge: SideMenuEdge)

    /// The menu on `edge` is fully open.
    ///
    /// - Parameters:
    ///   - driver: The menu's driver (its `host` and `menuViewController` reach the menu).
    ///   - edge: The menu's edge.
    func sideMenu(_ driver: SideMenuDriver, didOpen edge: SideMenuEdge)

    /// The menu on `edge` starts to close.
    ///
    /// - Parameters:
    ///   - driver: The menu's driver (its `host` and `menuViewController` reach the menu).
    ///   - edge: The menu's edge.
    func sideMenu(_ driver: SideMenuDriver, willClose edge: SideMenuEdge)

    /// The menu on `edge` is fully closed (and, when presented modally, dismissed).
    ///
    /// - Parameters:
    ///   - driver: The menu's driver (its `host` and `menuViewController` reach the menu).
    ///   - edge: The menu's edge.
    func sideMenu(_ driver: SideMenuDriver, didClose edge: SideMenuEdge)

    /// An opening or closing ended back where it started (the drag was released the other way,
    /// or the motion was interrupted).
    ///
    /// - Parameters:
    ///   - driver: The menu's driver (its `host` and `menuViewController` reach the menu).
    ///   - edge: The menu's edge.
    ///   - state: Where the menu came to rest.
    func sideMenu(
      _ driver: SideMenuDriver, didCancelTransitionOf edge: SideMenuEdge,
      restingAt state: SideMenuRestingState)

    /// The opening progress changed: 0 closed, 1 open, above 1 while rubber-banded. Called every
    /// frame while the menu moves; keep it cheap.
    ///
    /// - Parameters:
    ///   - driver: The menu's driver (its `host` and `menuViewController` reach the menu).
    ///   - progress: The opening progress.
    ///   - edge: The menu's edge.
    func sideMenu(
      _ driver: SideMenuDriver, didUpdateProgress progress: Double, for edge: SideMenuEdge)

    /// Decides where a released drag goes. The engine's proposal (a fling or momentum
    /// projection, see ``SideMenuRelease``) is passed in; return its `target` to accept it.
    ///
    /// - Parameters:
    ///   - driver: The menu's driver (its `host` and `menuViewController` reach the menu).
    ///   - edge: The edge of the dragged menu.
    ///   - proposed: What the engine would decide, and why.
    /// - Returns: The resting state the menu settles in.
    func sideMenu(
      _ driver: SideMenuDriver, targetFor edge: SideMenuEdge, proposed: SideMenuRelease
    ) -> SideMenuRestingState
  }

  extension SideMenuDelegate {
    /// Does nothing.
    public func sideMenu(_ driver: SideMenuDriver, willOpen edge: SideMenuEdge) {}
    /// Does nothing.
    public func sideMenu(_ driver: SideMenuDriver, didOpen edge: SideMenuEdge) {}
    /// Does nothing.
    public func sideMenu(_ driver: SideMenuDriver, willClose edge: SideMenuEdge) {}
    /// Does nothing.
    public func sideMenu(_ driver: SideMenuDriver, didClose edge: SideMenuEdge) {}
    /// Does nothing.
    public func sideMenu(
      _ driver: SideMenuDriver, didCancelTransitionOf edge: SideMenuEdge,
      restingAt state: SideMenuRestingState
    ) {}
    /// Does nothing.
    public func sideMenu(
      _ driver: SideMenuDriver, didUpdateProgress progress: Double, for edge: SideMenuEdge
    ) {}
    /// Accepts the engine's proposal.
    public func sideMenu(
      _ driver: SideMenuDriver, targetFor edge: SideMenuEdge, proposed: SideMenuRelease
    ) -> SideMenuRestingState {
      proposed.target
    }
  }
#endif
