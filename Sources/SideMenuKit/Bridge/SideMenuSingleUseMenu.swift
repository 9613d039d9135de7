#if os(iOS)
  import UIKit
  import SideMenuCore

  /// A menu controller shown for one opening by request — a storyboard segue's destination,
  /// `presentSideMenu`'s menu — instead of the edge's own menu (`setMenu`), which it never
  /// replaces: the opening of its edge takes it, and once it has closed the host releases it,
  /// as it releases a factory's menu, and the edge is as the app left it. One per host, shared
  /// by the three modes.
  @MainActor
  final class SideMenuSingleUseMenu {
    private weak var driver: SideMenuDriver?
    /// The menu waiting for its edge's opening to begin.
    private var waiting: (edge: SideMenuEdge, menu: UIViewController)?
    /// The edge whose opening took the menu, until the host has let the menu go.
    private var shownEdge: SideMenuEdge?
    /// The menu that opening took (the host holds it while it is shown).
    private weak var shownMenu: UIViewController?

    init(driver: SideMenuDriver) {
      self.driver = driver
    }

    /// Opens `edge` with `menu`. An edge without a menu, or switched off, takes this request;
    /// a menu shown on another edge closes first (the engine's rule for `open`).
    ///
    /// - Parameters:
    ///   - menu: The menu controller, held until it has closed.
    ///   - edge: The edge.
    ///   - animated: Whether to animate.
    ///   - completion: Called with `true` once the menu is open.
    func open(
      _ menu: UIViewController, on edge: SideMenuEdge, animated: Bool,
      completion: ((Bool) -> Void)?
    ) {
      guard let driver else { return }
      if let replaced = waiting, replaced.edge != edge, shownEdge != replaced.edge {
        driver.endSingleUseMenu(on: replaced.edge)
      }
      waiting = (edge, menu)
      driver.beginSingleUseMenu(on: edge)
      driver.open(edge, animated: animated) { [weak self] opened in
        // Still waiting once the request is over (superseded, refused, or the edge was open
        // already): no opening will take it, and the edge's own menu must not be kept from it.
        if let self, let waiting = self.waiting, waiting.menu === menu {
          self.waiting = nil
          if self.shownEdge != edge { self.driver?.endSingleUseMenu(on: edge) }
        }
        completion?(opened)
      }
    }

    /// The menu for an opening of `edge` that begins now, if one waits for that edge; the host
    /// calls ``menuReleased()`` once it has let it go.
    func take(for edge: SideMenuEdge) -> UIViewController? {
      guard let waiting, waiting.edge == edge else { return nil }
      self.waiting = nil
      shownEdge = edge
      shownMenu = waiting.menu
      return waiting.menu
    }

    /// Whether `menu` is the single-use menu a host shows now (then it is never kept).
    func isShown(_ menu: UIViewController?) -> Bool {
      shownEdge != nil && menu != nil && menu === shownMenu
    }

    /// The host has let the menu go (it closed, or its opening was refused).
    func menuReleased() {
      guard let edge = shownEdge else { return }
      shownEdge = nil
      shownMenu = nil
      driver?.endSingleUseMenu(on: edge)
    }
  }
#endif

#if os(iOS)
  import UIKit

  /// A host that shows a menu controller once by request: all three modes.
  @MainActor
  protocol SideMenuSingleUseMenuHost: SideMenuHost {
    /// The menu shown once, and the edge it borrowed.
    var singleUseMenu: SideMenuSingleUseMenu { get }
  }
#endif
