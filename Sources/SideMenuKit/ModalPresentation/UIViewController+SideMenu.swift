#if canImport(UIKit) && !os(watchOS)
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
    /// `dismiss(animated:)`, which the engine animates too).
    ///
    /// - Parameters:
    ///   - menu: The menu controller.
    ///   - edge: The edge it appears from (enabled in the configuration for you).
    ///   - configuration: The configuration.
    ///   - appearance: Colours, blur and the scrim's label.
    ///   - animated: Whether to animate.
    ///   - completion: Called with `true` once the menu is open.
    /// - Returns: The presentation.
    @discardableResult
    public func presentSideMenu(
      _ menu: UIViewController,
      edge: SideMenuEdge = .leading,
      configuration: SideMenuConfiguration = .standard,
      appearance: SideMenuAppearance = SideMenuAppearance(),
      animated: Bool = true,
      completion: ((Bool) -> Void)? = nil
    ) -> SideMenuPresentation {
      let presentation = SideMenuPresentation(
        presentingViewController: self, configuration: configuration, appearance: appearance)
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
    /// - Parameters:
    ///   - edge: The edge the menu appears from (enabled in the configuration for you).
    ///   - configuration: The configuration; enable the other edge there for a second menu and
    ///     add it with ``SideMenuPresentation/setMenu(for:_:)``.
    ///   - appearance: Colours, blur and the scrim's label.
    ///   - makeMenu: Creates the menu controller on each opening.
    /// - Returns: The presentation.
    public func addSideMenuEdgeGesture(
      edge: SideMenuEdge = .leading,
      configuration: SideMenuConfiguration = .standard,
      appearance: SideMenuAppearance = SideMenuAppearance(),
      menu makeMenu: @escaping @MainActor () -> UIViewController
    ) -> SideMenuPresentation {
      let presentation = SideMenuPresentation(
        presentingViewController: self, configuration: configuration, appearance: appearance)
      presentation.setMenu(for: edge, makeMenu)
      presentation.addEdgeGesture()
      return presentation
    }
  }
#endif
