// Addition to the UIKit type-check stand-in: UIToolbar (absent from
// /work/shared/uikit-typecheck/Sources/UIKit). Only what SideMenuKit needs (the class, to
// recognise a toolbar the system moved into the vertical bar); copied from the
// developer.apple.com page cited above it.

// https://developer.apple.com/documentation/uikit/uitoolbar
// Apple: `@MainActor class UIToolbar` (subclass of UIView). Initializers are inherited from
// UIView.
@objc @MainActor open class UIToolbar: UIView {}
