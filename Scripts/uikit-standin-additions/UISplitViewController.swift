// Addition to the UIKit type-check stand-in: UISplitViewController (absent from
// /work/shared/uikit-typecheck/Sources/UIKit). Only the members SideMenuKit
// needs; each is copied from the developer.apple.com page cited above it.

// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
// Apple: `@MainActor class UISplitViewController` (subclass of UIViewController).
// Initializers are inherited from UIViewController here; Apple's
// `init(style: UISplitViewController.Style)` (iOS 14+) is not added.
@objc @MainActor open class UISplitViewController: UIViewController {

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
    // Apple: `enum Column` with `init?(rawValue: Int)` (NS_ENUM, iOS 14+):
    // non-frozen, so a `switch` needs `@unknown default`.
    @objc(UISplitViewControllerColumn) public enum Column: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary
        case primary
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column (case supplementary)
        case supplementary
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column (case secondary)
        case secondary
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact
        case compact
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector (iOS 26+)
        case inspector
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
    // Apple: `func viewController(for column: UISplitViewController.Column) -> UIViewController?` (iOS 14+)
    @objc(viewControllerForColumn:)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    // Apple: `func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)` (iOS 14+)
    @objc(setViewController:forColumn:)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
}
