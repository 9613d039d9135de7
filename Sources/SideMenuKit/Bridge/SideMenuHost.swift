#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// An object that shows side menus through a ``SideMenuDriver``: ``SideMenuPresentation``
  /// (modal), ``SideMenuController`` (container) and ``SideMenuOverlay`` (in place).
  ///
  /// The requests below are the same in every mode, so they are written once here; each
  /// forwards to the host's ``driver``, which hands it to the engine.
  ///
  /// ```swift
  /// @objc func menuButtonTapped() { sideMenu.toggle(.leading) }
  /// ```
  @MainActor
  public protocol SideMenuHost: AnyObject {
    /// The driver: open, close, observe, reconfigure.
    var driver: SideMenuDriver { get }
  }

  extension SideMenuHost {
    /// Turns an edge on in the configuration: giving an edge a menu enables it (the trailing edge
    /// starts disabled). Turn an edge off through ``SideMenuDriver/configuration``.
    func enable(_ edge: SideMenuEdge) {
      guard !driver.configuration[edge].isEnabled else { return }
      driver.configuration[edge].isEnabled = true
    }

    /// Opens the menu on an edge. Opening one edge while the other is shown closes that one
    /// first.
    ///
    /// - Parameters:
    ///   - edge: The edge whose menu opens. Default: ``SideMenuEdge/leading``.
    ///   - animated: Whether to animate (with the configuration's `openTiming`).
    ///   - completion: Called with `true` once the menu is open, or `false` if another request
    ///     superseded this one first.
    public func open(
      _ edge: SideMenuEdge = .leading, animated: Bool = true,
      completion: ((Bool) -> Void)? = nil
    ) {
      driver.open(edge, animated: animated, completion: completion)
    }

    /// Closes whichever menu is shown (for a modal menu, this dismisses it).
    ///
    /// - Parameters:
    ///   - animated: Whether to animate (with the configuration's `closeTiming`).
    ///   - completion: Called with `true` once the menu is closed, or `false` if superseded.
    public func close(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      driver.close(animated: animated, completion: completion)
    }

    /// Opens the edge's menu if none is shown, otherwise closes the shown one: for a menu
    /// button.
    ///
    /// - Parameters:
    ///   - edge: The edge whose menu opens. Default: ``SideMenuEdge/leading``.
    ///   - animated: Whether to animate.
    ///   - completion: Called with `true` once the requested state is reached.
    public func toggle(
      _ edge: SideMenuEdge = .leading, animated: Bool = true,
      completion: ((Bool) -> Void)? = nil
    ) {
      driver.toggle(edge, animated: animated, completion: completion)
    }
  }
#endif
