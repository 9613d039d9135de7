#if os(iOS)
  import UIKit

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
    /// - Parameters:
    ///   - menu: The menu controller.
    ///   - edge: The edge it appears from.
    ///   - configuration: The configuration; `nil` keeps the existing presentation's (or the
    ///     standard one).
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
      presentation.setMenu(menu, for: edge)
      presentation.open(edge, animated: animated, completion: completion)
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
    ///     standard one). Add a second menu with ``SideMenuPresentation/setMenu(for:_:)``.
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
    /// configuration and appearance given (when given).
    private func sideMenuPresentation(
      configuration: SideMenuConfiguration?, appearance: SideMenuAppearance?
    ) -> SideMenuPresentation {
      if let existing = SideMenuHostLookup.registered(self) as? SideMenuPresentation {
        if let configuration { existing.driver.configuration = configuration }
        if let appearance { existing.appearance = appearance }
        return existing
      }
      return SideMenuPresentation(
        presentingViewController: self, configuration: configuration ?? .standard,
        appearance: appearance ?? SideMenuAppearance())
    }
  }
#endif
