// Addition to the UIKit type-check stand-in: scroll events for pan recognizers (iOS 13.4),
// absent from /work/shared/uikit-typecheck/Sources/UIKit, copied from the developer.apple.com
// pages cited above each declaration.

// https://developer.apple.com/documentation/uikit/uiscrolltype
// Apple (iOS 13.4+): `enum UIScrollType` — `case discrete`, `case continuous`.
@available(iOS 13.4, *)
@objc public enum UIScrollType: UInt, Sendable {
  case discrete = 0
  case continuous = 1
}

// https://developer.apple.com/documentation/uikit/uiscrolltypemask
// Apple (iOS 13.4+): `struct UIScrollTypeMask` — `static var discrete`, `static var
// continuous`, `static var all`, `init(rawValue: Int)`.
@available(iOS 13.4, *)
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var discrete: UIScrollTypeMask { UIScrollTypeMask(rawValue: 1 << 0) }
  public static var continuous: UIScrollTypeMask { UIScrollTypeMask(rawValue: 1 << 1) }
  public static var all: UIScrollTypeMask { UIScrollTypeMask(rawValue: 3) }
}

extension UIPanGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
  // Apple (iOS 13.4+): `var allowedScrollTypesMask: UIScrollTypeMask { get set }`
  @available(iOS 13.4, *)
  public var allowedScrollTypesMask: UIScrollTypeMask {
    get { fatalError() }
    set { fatalError() }
  }
}
