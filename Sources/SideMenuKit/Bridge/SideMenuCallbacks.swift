#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Closure versions of ``SideMenuDelegate``'s methods, for apps that prefer them.
  ///
  /// ```swift
  /// presentation.driver.callbacks.didClose = { edge in tracker.log("closed \(edge)") }
  /// presentation.driver.callbacks.targetForRelease = { edge, release in
  ///   release.progress > 0.9 ? .open : release.target
  /// }
  /// ```
  ///
  /// Each closure defaults to `nil` (nothing happens). When both a delegate and a closure
  /// exist, the delegate is called first; for the release decision, the closure sees the
  /// delegate's answer as the proposal's `target`.
  @MainActor
  public struct SideMenuCallbacks {
    /// Called when the menu on an edge starts to open.
    public var willOpen: (@MainActor (SideMenuEdge) -> Void)?
    /// Called when the menu on an edge is fully open.
    public var didOpen: (@MainActor (SideMenuEdge) -> Void)?
    /// Called when the menu on an edge starts to close.
    public var willClose: (@MainActor (SideMenuEdge) -> Void)?
    /// Called when the menu on an edge is fully closed.
    public var didClose: (@MainActor (SideMenuEdge) -> Void)?
    /// Called when a transition ended back where it started, with the resting state.
    public var didCancelTransition: (@MainActor (SideMenuEdge, SideMenuRestingState) -> Void)?
    /// Called every frame the opening progress changes (edge, progress).
    public var didUpdateProgress: (@MainActor (SideMenuEdge, Double) -> Void)?
    /// Decides where a released drag goes; return the proposal's `target` to accept it.
    public var targetForRelease:
      (@MainActor (SideMenuEdge, SideMenuRelease) -> SideMenuRestingState)?

    /// Creates an empty set of callbacks.
    public init() {}

    /// Whether any event closure is set (the release decision does not count: it is no
    /// listener).
    var hasAny: Bool {
      willOpen != nil || didOpen != nil || willClose != nil || didClose != nil
        || didCancelTransition != nil || didUpdateProgress != nil
    }

    /// Calls the closure an engine notification is for: the one mapping of notifications to
    /// callbacks, for the UIKit driver and the SwiftUI model alike. A cancelled opening rests
    /// closed, a cancelled closing open.
    ///
    /// - Parameter notification: What the engine reported.
    func perform(_ notification: SideMenuNotification) {
      switch notification {
      case .willOpen(let edge): willOpen?(edge)
      case .didOpen(let edge): didOpen?(edge)
      case .willClose(let edge): willClose?(edge)
      case .didClose(let edge): didClose?(edge)
      case .openingCancelled(let edge): didCancelTransition?(edge, .closed)
      case .closingCancelled(let edge): didCancelTransition?(edge, .open)
      case .progress(let edge, let progress): didUpdateProgress?(edge, progress)
      }
    }
  }
#endif
