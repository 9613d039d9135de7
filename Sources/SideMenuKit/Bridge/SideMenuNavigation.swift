#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Finds the navigation controller a menu selection goes to, and applies push styles.
  @MainActor
  enum SideMenuNavigation {
    /// The navigation controller that shows the content: the controller itself, the selected
    /// tab's, a split view's primary column's, or the one containing the controller.
    static func navigationController(in controller: UIViewController?) -> UINavigationController? {
      guard let controller else { return nil }
      if let navigation = controller as? UINavigationController { return navigation }
      if let tabs = controller as? UITabBarController {
        return navigationController(in: tabs.selectedViewController)
      }
      if let split = controller as? UISplitViewController {
        return navigationController(in: split.viewController(for: .primary))
      }
      if let sideMenu = controller as? SideMenuController {
        return navigationController(in: sideMenu.contentViewController)
      }
      return controller.navigationController
    }

    /// Whether `recognizer` is one of UIKit's back swipes: a navigation controller's
    /// `interactivePopGestureRecognizer` (the leading-edge swipe) or, from iOS 26, its
    /// `interactiveContentPopGestureRecognizer` (a leading-to-trailing pan anywhere in the
    /// content). Apple: "The navigation controller installs this gesture recognizer on its
    /// view" — so it is found from the recognizer's view, whose next responder is the
    /// navigation controller.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    static func isBackSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
      guard let navigation = recognizer.view?.next as? UINavigationController else { return false }
      if recognizer === navigation.interactivePopGestureRecognizer { return true }
      // Declared by the iOS 26 SDK only (Xcode 26, Swift 6.2): built by Xcode 16, only the edge
      // swipe is known, as on iOS 15–18.
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
          return recognizer === navigation.interactiveContentPopGestureRecognizer
        }
      #endif
      return false
    }

    /// Shows a screen chosen in a menu, for every mode: inside the menu's own navigation
    /// controller for ``SideMenuPushStyle/pushInMenu`` (the menu stays open), otherwise in the
    /// content's navigation controller, after telling the engine (which closes the menu when
    /// the configuration's `dismissesWhenPresentingFromMenu` is on).
    ///
    /// - Parameters:
    ///   - controller: The screen.
    ///   - style: How it joins the stack.
    ///   - content: The controller showing the content (searched for a navigation controller).
    ///   - menu: The menu controller shown now, if any.
    ///   - driver: The menu's driver.
    ///   - animated: Whether the push animates.
    /// - Returns: Whether a navigation controller was found.
    static func show(
      _ controller: UIViewController, style: SideMenuPushStyle, content: UIViewController?,
      menu: UIViewController?, driver: SideMenuDriver, animated: Bool
    ) -> Bool {
      if style == .pushInMenu {
        guard let menuNavigation = menu as? UINavigationController else { return false }
        menuNavigation.pushViewController(controller, animated: animated)
        return true
      }
      guard let navigation = navigationController(in: content) else { return false }
      driver.willPresentFromMenu()
      show(controller, style: style, in: navigation, animated: animated)
      return true
    }

    /// Shows `controller` in `navigation` with a push style other than ``SideMenuPushStyle/pushInMenu``.
    private static func show(
      _ controller: UIViewController, style: SideMenuPushStyle,
      in navigation: UINavigationController, animated: Bool
    ) {
      switch style {
      case .push, .pushInMenu:
        navigation.pushViewController(controller, animated: animated)
      case .popToExistingOrPush:
        let wanted = type(of: controller)
        if let existing = navigation.viewControllers.last(where: { type(of: $0) == wanted }) {
          navigation.popToViewController(existing, animated: animated)
        } else {
          navigation.pushViewController(controller, animated: animated)
        }
      case .replaceStack:
        navigation.setViewControllers([controller], animated: animated)
      }
    }
  }
#endif
