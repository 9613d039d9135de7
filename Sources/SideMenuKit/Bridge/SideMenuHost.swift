#if os(iOS)
  import UIKit
  import SideMenuCore

  /// An object that shows side menus through a ``SideMenuDriver``: ``SideMenuPresentation``
  /// (modal), ``SideMenuController`` (container) and ``SideMenuOverlay`` (in place).
  ///
  /// The requests below are the same in every mode, so they are written once here; each
  /// forwards to the host's ``driver``, which hands it to the engine.
  ///
  /// ```swift
  /// @objc func menuButtonTapped() { sideMenu.toggle(.leading) }
  /// ```
  ///
  /// Any controller finds the host that shows it with
  /// ``UIKit/UIViewController/sideMenuHost``, as it finds its navigation controller:
  ///
  /// ```swift
  /// // In the menu: a row was chosen.
  /// sideMenuHost?.show(SettingsViewController(), pushStyle: .popToExistingOrPush)
  /// ```
  @MainActor
  public protocol SideMenuHost: AnyObject {
    /// The driver: open, close, observe, reconfigure.
    var driver: SideMenuDriver { get }

    /// The menu controller currently shown (or being shown), if the mode shows controllers.
    var menuViewController: UIViewController? { get }

    /// Colours, blur and VoiceOver texts, the same in every mode: menu code reads and changes
    /// them through ``UIKit/UIViewController/sideMenuHost`` without knowing the mode. A change
    /// applies at the next frame the menu draws (at once when it is shown).
    var appearance: SideMenuAppearance { get set }

    /// Shows a screen chosen in the menu in the content's navigation controller and closes the
    /// menu (unless the configuration's `dismissesWhenPresentingFromMenu` is off, or the style
    /// is ``SideMenuPushStyle/pushInMenu``).
    ///
    /// - Parameters:
    ///   - viewController: The screen.
    ///   - pushStyle: How it joins the stack.
    ///   - animated: Whether the push animates.
    /// - Returns: Whether a navigation controller was found.
    @discardableResult
    func show(_ viewController: UIViewController, pushStyle: SideMenuPushStyle, animated: Bool)
      -> Bool

    /// Presents a controller chosen in the menu, closing the menu first if the configuration's
    /// `dismissesWhenPresentingFromMenu` says so (the default).
    ///
    /// The one rule for presentations over an open menu, the same in every mode: presenting
    /// through the host closes the menu first (and presents once it has gone); presenting from
    /// any other controller — the content's screens, the menu itself — leaves the menu as it is
    /// (in the modal mode UIKit refuses a second presentation from the screen that presents the
    /// menu). The container is its own host, so the container's `present` is this method.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - animated: Whether to animate.
    ///   - completion: Called when the presentation has finished.
    func present(
      _ viewController: UIViewController, animated: Bool, completion: (() -> Void)?)
  }

  extension SideMenuHost {
    /// The configuration in force (the ``driver``'s): read it anywhere, set it in any mode;
    /// setting applies at once, even to an open menu, and invalid values are clamped with a
    /// diagnostic (see ``SideMenuDriver/configuration``).
    ///
    /// ```swift
    /// // In the menu, whatever the mode:
    /// sideMenuHost?.configuration.leading.style = .slideAside
    /// ```
    public var configuration: SideMenuConfiguration {
      get { driver.configuration }
      set { driver.configuration = newValue }
    }

    /// The width, in points, the menu on `edge` gets in a view of `size` with `safeAreaInsets`,
    /// with this host's configuration and the content's layout direction — before any layout,
    /// for any size (a settings screen, the other orientation, an iPad split). The rule is
    /// ``SideMenuWidth``'s: the configured width plus the safe-area inset on the menu's side,
    /// capped at the width less the edge's minimum content margin.
    ///
    /// - Parameters:
    ///   - edge: The menu's edge.
    ///   - size: The size of the view the menu would be shown in, in points.
    ///   - safeAreaInsets: That view's safe-area insets, in points. Default: none.
    /// - Returns: The width in points, at least 0.
    public func resolvedMenuWidth(
      for edge: SideMenuEdge, in size: CGSize, safeAreaInsets: UIEdgeInsets = .zero
    ) -> CGFloat {
      driver.resolvedMenuWidth(for: edge, in: size, safeAreaInsets: safeAreaInsets)
    }

    /// Gives an edge a menu, switching it on (or takes the menu away): an edge takes drags and
    /// requests only while it has one and `configuration[edge].isEnabled` is on.
    func setHasMenu(_ hasMenu: Bool, for edge: SideMenuEdge) {
      driver.setHasMenu(hasMenu, for: edge)
    }

    /// Shows a screen chosen in the menu in the content's navigation controller, animated, and
    /// closes the menu — the call a menu's row makes, as UIKit's `show(_:sender:)` takes no
    /// animation flag. Each mode's own `show` takes the same arguments and an `animated:` flag.
    ///
    /// ```swift
    /// sideMenuHost?.show(SettingsViewController(), pushStyle: .popToExistingOrPush)
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The screen.
    ///   - pushStyle: How it joins the stack. Default: ``SideMenuPushStyle/push``.
    /// - Returns: Whether a navigation controller was found.
    @discardableResult
    public func show(_ viewController: UIViewController, pushStyle: SideMenuPushStyle = .push)
      -> Bool
    {
      show(viewController, pushStyle: pushStyle, animated: true)
    }

    /// Presents a controller chosen in the menu, animated.
    ///
    /// - Parameter viewController: The controller to present.
    public func present(_ viewController: UIViewController) {
      present(viewController, animated: true, completion: nil)
    }

    /// A bar button item that toggles the menu on an edge — the navigation bar's menu button.
    /// It holds the host weakly (a bar button item lives as long as its navigation item), and
    /// works for VoiceOver and Switch Control users, who cannot make the edge drag.
    ///
    /// ```swift
    /// navigationItem.leftBarButtonItem = sideMenu.makeToggleBarButtonItem()
    /// ```
    ///
    /// - Parameters:
    ///   - edge: The menu's edge.
    ///   - image: The button's image; default: the "line.3.horizontal" symbol.
    ///   - accessibilityLabel: Its VoiceOver label; default ``SideMenuStrings/menuButton``
    ///     ("Menu", localized like the package's other VoiceOver texts).
    /// - Returns: The item, using `primaryAction` (iOS 14+).
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    public func makeToggleBarButtonItem(
      edge: SideMenuEdge = .leading,
      image: UIImage? = UIImage(systemName: "line.3.horizontal"),
      accessibilityLabel: String = SideMenuStrings.menuButton
    ) -> UIBarButtonItem {
      let action = UIAction(title: accessibilityLabel, image: image) { [weak self] _ in
        self?.toggle(edge)
      }
      let item = UIBarButtonItem(title: nil, image: image, primaryAction: action, menu: nil)
      item.accessibilityLabel = accessibilityLabel
      return item
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

  extension SideMenuHost {
    /// The app's controller this host serves — the container itself, the presentation's
    /// presenting controller, the overlay's content controller — for delegate discovery.
    var hostViewController: UIViewController? {
      if let container = self as? SideMenuController { return container }
      if let presentation = self as? SideMenuPresentation {
        return presentation.presentingViewController
      }
      if let overlay = self as? SideMenuOverlay { return overlay.contentViewController }
      return nil
    }
  }

  extension UIViewController {
    /// The side menu that shows this controller — the container it is inside, the presentation
    /// or overlay its screen (or a screen below it in its navigation stack) set up, the
    /// presentation that shows it as a menu — found as `navigationController` is found:
    /// walking up the parents, then the presenting controllers. `nil` when none does.
    ///
    /// ```swift
    /// // In the menu:
    /// sideMenuHost?.show(SettingsViewController())
    /// // Anywhere in the content:
    /// sideMenuHost?.toggle(.leading)
    /// ```
    public var sideMenuHost: (any SideMenuHost)? { SideMenuHostLookup.host(for: self) }
  }

  /// Which host a controller belongs to, for ``UIKit/UIViewController/sideMenuHost``: hosts
  /// that do not contain their content (the presentation, the overlay) register the controller
  /// they were set up for. Weak on both sides: nothing here keeps anything alive.
  @MainActor
  enum SideMenuHostLookup {
    private struct Entry {
      weak var controller: UIViewController?
      weak var host: (any SideMenuHost)?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func register(_ host: any SideMenuHost, for controller: UIViewController) {
      entries = entries.filter { $0.value.controller != nil && $0.value.host != nil }
      entries[ObjectIdentifier(controller)] = Entry(controller: controller, host: host)
    }

    static func registered(_ controller: UIViewController) -> (any SideMenuHost)? {
      guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller
      else { return nil }
      return entry.host
    }

    static func host(for controller: UIViewController) -> (any SideMenuHost)? {
      var chain: UIViewController? = controller
      while let start = chain {
        var candidate: UIViewController? = start
        var top = start
        while let current = candidate {
          if let container = current as? SideMenuController { return container }
          if let host = registered(current) { return host }
          if let helper = current.transitioningDelegate as? SideMenuTransitioningDelegate,
            let presentation = helper.owner, presentation.menuViewController === current
          {
            return presentation
          }
          // A presentation set up by a screen serves the screens pushed over it.
          if let navigation = current as? UINavigationController {
            for child in navigation.viewControllers.reversed() {
              if let host = registered(child) { return host }
            }
          }
          top = current
          candidate = current.parent
        }
        chain = top.presentingViewController
      }
      return nil
    }
  }
#endif
