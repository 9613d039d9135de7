#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Whether a view is where a person sees it: the one check both layers make before handing
  /// VoiceOver back to the element that had focus before the menu (the UIKit stage's
  /// `focusContent`, the SwiftUI model's `postScreenChanged`). A view the app took off the
  /// screen meanwhile (a pushed screen, a row scrolled away, a control faded out) lives on while
  /// something holds it, and focus sent there lands nowhere a person can see.
  enum SideMenuVisibility {
    /// The opacity below which a view counts as invisible: UIKit's own hit testing "ignores
    /// view objects that … have an alpha level less than 0.01", so a person can neither see nor
    /// touch such a view; VoiceOver is not sent there either.
    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    static let minimumVisibleAlpha: CGFloat = 0.01

    /// Whether `view` is on screen: in a window, neither it nor an ancestor hidden or below
    /// ``minimumVisibleAlpha``, and its frame at least partly on the window.
    ///
    /// - Parameter view: The view.
    /// - Returns: Whether a person can see it.
    @MainActor
    static func isShown(_ view: UIView) -> Bool {
      guard let window = view.window else { return false }
      var current: UIView? = view
      while let ancestor = current {
        if ancestor.isHidden || ancestor.alpha < minimumVisibleAlpha { return false }
        current = ancestor.superview
      }
      return view.convert(view.bounds, to: window).intersects(window.bounds)
    }
  }
#endif
