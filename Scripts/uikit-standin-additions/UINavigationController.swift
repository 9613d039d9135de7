// Addition to the UIKit type-check stand-in: UINavigationController's iOS 26 content back swipe
// (absent from /work/shared/uikit-typecheck/Sources/UIKit), copied from the developer.apple.com
// page cited above it.

extension UINavigationController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  // Apple (iOS 26.0+): `var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }`
  @available(iOS 26.0, *)
  @objc public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { fatalError() }
}
