// UIKit stand-in additions: a display link for a particular screen.
//   https://developer.apple.com/documentation/uikit/uiscreen/displaylink(withtarget:selector:)

extension UIScreen {
    /// Apple: `func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink?`
    /// (iOS 4.0–27.0: "Returns a display link object for the current screen … The newly
    /// constructed display link retains the target.")
    @objc public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? { fatalError() }
}
