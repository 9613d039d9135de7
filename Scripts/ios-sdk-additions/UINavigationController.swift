// ios-sdk: 26
// UIKit API newer than the iOS 16.5 SDK (../shared/ios-sdk) that SideMenuKit uses, declared as
// Apple's page gives it, with its availability. Bodies only satisfy the compiler: nothing here
// links or runs. First declared by the iOS 26 SDK (the marker above): SideMenuKit uses it behind
// `#if compiler(>=6.2)` and `#available(iOS 26.0, *)`.
import UIKit

extension UINavigationController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  // Apple (iOS 26.0+): `var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }`
  @available(iOS 26.0, *)
  @MainActor public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
    fatalError()
  }
}
