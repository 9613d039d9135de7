// Addition to the UIKit type-check stand-in: UITabBarController (absent from
// /work/shared/uikit-typecheck/Sources/UIKit). Only the members SideMenuKit
// needs; each is copied from the developer.apple.com page cited above it.

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
// Apple: `@MainActor class UITabBarController` (subclass of UIViewController).
// Initializers are inherited from UIViewController (init(nibName:bundle:),
// init?(coder:), init()).
@objc @MainActor open class UITabBarController: UIViewController {

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    // Apple: `var viewControllers: [UIViewController]? { get set }`
    @objc open var viewControllers: [UIViewController]?

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    // Apple: `unowned(unsafe) var selectedViewController: UIViewController? { get set }`
    @objc unowned(unsafe) open var selectedViewController: UIViewController? = nil
}
