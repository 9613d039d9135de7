#if os(iOS)
  import UIKit
  import SideMenuCore

  extension SideMenuDriver {
    // MARK: - Delegates

    func notify(_ notification: SideMenuNotification) {
      if case .willOpen = notification, delegates.isEmpty, !callbacks.hasAny,
        !hasReportedNoListener
      {
        hasReportedNoListener = true
        SideMenuLog.hint(
          "a side menu opens and no one listens to its events: set driver.delegate, a callback, "
            + "or make the host's controller or the menu controller conform to SideMenuDelegate")
      }
      forEachDelegate { delegate in
        switch notification {
        case .willOpen(let edge): delegate.sideMenu(self, willOpen: edge)
        case .didOpen(let edge): delegate.sideMenu(self, didOpen: edge)
        case .willClose(let edge): delegate.sideMenu(self, willClose: edge)
        case .didClose(let edge): delegate.sideMenu(self, didClose: edge)
        case .openingCancelled(let edge):
          delegate.sideMenu(self, didCancelTransitionOf: edge, restingAt: .closed)
        case .closingCancelled(let edge):
          delegate.sideMenu(self, didCancelTransitionOf: edge, restingAt: .open)
        case .progress(let edge, let progress):
          delegate.sideMenu(self, didUpdateProgress: progress, for: edge)
        }
      }
      // The delegate first, then the closure (``SideMenuCallbacks``).
      callbacks.perform(notification)
    }

    /// Calls `body` with each receiver of ``delegates``, without building the list (progress
    /// events come every frame, and a frame allocates nothing).
    private func forEachDelegate(_ body: (any SideMenuDelegate) -> Void) {
      if let delegate {
        body(delegate)
        return
      }
      let hostListener = host?.hostViewController as? any SideMenuDelegate
      if let hostListener { body(hostListener) }
      let menu = menuViewController as? any SideMenuDelegate ?? endingMenuDelegate
      if let menu, menu !== hostListener { body(menu) }
    }

    /// Who receives events: the ``delegate`` when set; otherwise the host's own controller and
    /// the menu controller, each if it conforms to ``SideMenuDelegate`` (as SideMenu finds its
    /// delegate), the host's first, each once: what ``forEachDelegate(_:)`` reaches, in order.
    var delegates: [any SideMenuDelegate] {
      var found: [any SideMenuDelegate] = []
      forEachDelegate { found.append($0) }
      return found
    }
  }
#endif
