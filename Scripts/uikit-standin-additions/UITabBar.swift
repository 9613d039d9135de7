// Addition to the UIKit type-check stand-in: UITabBar (absent from
// /work/shared/uikit-typecheck/Sources/UIKit). Only what SideMenuKit needs (the class, to
// recognise a tab bar the system moved into the vertical bar); copied from the
// developer.apple.com page cited above it.

// https://developer.apple.com/documentation/uikit/uitabbar
// Apple: `@MainActor class UITabBar` (subclass of UIView). Initializers are inherited from
// UIView.
@objc @MainActor open class UITabBar: UIView {}
