#if os(iOS)
  import UIKit
  import SideMenuCore

  extension UIViewController {
    /// Presents a view controller as a side menu in one call.
    ///
    /// ```swift
    /// @objc func showMenu() {
    ///   presentSideMenu(MenuViewController(), edge: .leading)
    /// }
    /// ```
    ///
    /// The returned presentation stays alive while the menu is shown and is released after its
    /// dismissal; keep it only to close the menu or push from it (or use the menu controller's
    /// `dismiss(animated:)`, which the engine animates too). When this controller already has a
    /// presentation (``addSideMenuEdgeGesture(edge:configuration:appearance:menu:)``, or one
    /// made for it), that one is used, with the configuration and appearance set on it.
    ///
    /// The menu is shown once: released after its dismissal, and the edge's own menu
    /// (``SideMenuPresentation/setMenu(for:_:)``, the edge gesture's) is left as it is, so the
    /// next drag opens that one.
    ///
    /// - Parameters:
    ///   - menu: The menu controller.
    ///   - edge: The edge it appears from.
    ///   - configuration: The configuration; `nil` keeps the existing presentation's (or the
    ///     standard one). The edges' switches are not taken from it: an edge keeps working
    ///     while it has a menu (switch one with `configuration[edge].isEnabled` on the driver).
    ///   - appearance: Colours, blur and the scrim's label; `nil` keeps the existing
    ///     presentation's (or the default).
    ///   - animated: Whether to animate.
    ///   - completion: Called with `true` once the menu is open.
    /// - Returns: The presentation.
    @discardableResult
    public func presentSideMenu(
      _ menu: UIViewController,
      edge: SideMenuEdge = .leading,
      configuration: SideMenuConfiguration? = nil,
      appearance: SideMenuAppearance? = nil,
      animated: Bool = true,
      completion: ((Bool) -> Void)? = nil
    ) -> SideMenuPresentation {
      let presentation = sideMenuPresentation(configuration: configuration, appearance: appearance)
      presentation.singleUseMenu.open(menu, on: edge, animated: animated, completion: completion)
      return presentation
    }

    /// Adds the screen-edge drag that presents a side menu, in one call. Keep the returned
    /// presentation (a property of this controller): it owns the gesture's logic and the menus.
    ///
    /// ```swift
    /// sideMenu = addSideMenuEdgeGesture(edge: .leading) { MenuViewController() }
    /// ```
    ///
    /// Like ``presentSideMenu(_:edge:configuration:appearance:animated:completion:)``, it uses
    /// this controller's existing presentation when there is one.
    ///
    /// - Parameters:
    ///   - edge: The edge the menu appears from.
    ///   - configuration: The configuration; `nil` keeps the existing presentation's (or the
    ///     standard one). As for `presentSideMenu`, the edges' switches are not taken from it:
    ///     each edge with a menu keeps working. Add a second menu with
    ///     ``SideMenuPresentation/setMenu(for:_:)``, or a second call with the other edge.
    ///   - appearance: Colours, blur and the scrim's label; `nil` keeps the existing
    ///     presentation's (or the default).
    ///   - makeMenu: Creates the menu controller on each opening.
    /// - Returns: The presentation.
    public func addSideMenuEdgeGesture(
      edge: SideMenuEdge = .leading,
      configuration: SideMenuConfiguration? = nil,
      appearance: SideMenuAppearance? = nil,
      menu makeMenu: @escaping @MainActor () -> UIViewController
    ) -> SideMenuPresentation {
      let presentation = sideMenuPresentation(configuration: configuration, appearance: appearance)
      presentation.setMenu(for: edge, makeMenu)
      presentation.addEdgeGesture()
      return presentation
    }

    /// This controller's presentation — the one already made for it, or a new one — with the
    /// configuration and appearance given (when given). A configuration passed here is for
    /// look and motion: the app passes one built anew (whose trailing edge is off) on each
    /// call, not meaning to switch off the menus it gave the presentation, so every edge keeps
    /// its switch.
    private func sideMenuPresentation(
      configuration: SideMenuConfiguration?, appearance: SideMenuAppearance?
    ) -> SideMenuPresentation {
      if let existing = SideMenuHostLookup.registered(self) as? SideMenuPresentation {
        if var configuration {
          for edge in SideMenuEdge.allCases {
            configuration[edge].isEnabled = existing.driver.isEnabled(edge)
          }
          existing.driver.configuration = configuration
        }
        if let appearance { existing.appearance = appearance }
        return existing
      }
      return SideMenuPresentation(
        presentingViewController: self, configuration: configuration ?? .standard,
        appearance: appearance ?? SideMenuAppearance())
    }
  }
#endif
