#if os(iOS)
  import UIKit
  import SideMenuCore

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
  ///
  /// **Who receives them.** The driver's ``SideMenuDriver/delegate`` when one is set. When none
  /// is, the driver finds its delegates itself, as SideMenu does: the host's own controller (the
  /// ``SideMenuController`` subclass, the presentation's `presentingViewController`, the
  /// overlay's `contentViewController`) and the menu controller shown, each if it conforms —
  /// so conforming is all the wiring needed. When a menu opens and no one listens (no delegate,
  /// none found, no callback), a hint says so once, at the `debug` level of SideMenuKit's
  /// `os.Logger` (Xcode's console while debugging; not passed to ``SideMenuLog/handler``, since
  /// listening to nothing is correct use).
  ///
  /// **In which order.**
  ///
  /// Every path's sequence (progress updates, sent every frame the menu moves, left out), the
  /// same in the modal, container and overlay modes and in SwiftUI, which all relay the engine's
  /// ``SideMenuNotification``s (`SideMenuEventSequenceTests` checks the table against the
  /// engine). `openingCancelled` is ``sideMenu(_:didCancelTransitionOf:restingAt:)`` with
  /// `.closed`, `closingCancelled` the same with `.open`:
  ///
  /// | path | notifications |
  /// |---|---|
  /// | open (animated, without animation, by a drag, by a key) | `willOpen`, `didOpen` |
  /// | close (request, scrim tap, drag, Escape) | `willClose`, `didClose` |
  /// | cancelled open: the drag released back, or a close asked mid-opening | `willOpen`, `openingCancelled`, `didClose` |
  /// | cancelled open before the menu was drawn at all | `willOpen`, `openingCancelled` |
  /// | cancelled close: the drag released back, or an open asked mid-closing | `willClose`, `closingCancelled` |
  /// | refused opening (UIKit would not present) | `willOpen`, `openingCancelled` |
  /// | refused closing (UIKit would not dismiss) | `willClose`, `closingCancelled` |
  /// | switching edges | `willClose`, `didClose` (the shown edge), then `willOpen`, `didOpen` |
  ///
  /// So every `willOpen` ends in `didOpen` or `openingCancelled`, every `willClose` in `didClose`
  /// or `closingCancelled`, and `didClose` always follows a menu that was on screen.
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
