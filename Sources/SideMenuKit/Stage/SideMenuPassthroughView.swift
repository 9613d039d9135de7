#if os(iOS)
  import UIKit
  import SideMenuCore

  /// A transparent view that hands every touch landing on it to the views under it (its
  /// superviews' lower subviews, up to the window): the stage's window onto the vertical bar's
  /// strip (iPhone Duo) while a menu is open beside it — in a modal presentation the bar is in
  /// the presenting hierarchy, under UIKit's container view, which would otherwise take the
  /// touch. Hit testing is the documented way a view decides who gets a touch ("returns the
  /// farthest descendant in the view hierarchy … that contains a specified point",
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
  @MainActor
  final class SideMenuPassthroughView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .clear
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard !isHidden, self.point(inside: point, with: event) else { return nil }
      var child: UIView = self
      while let parent = child.superview {
        if let index = parent.subviews.firstIndex(where: { $0 === child }) {
          for sibling in parent.subviews[..<index].reversed() {
            if let hit = sibling.hitTest(convert(point, to: sibling), with: event) { return hit }
          }
        }
        if parent is UIWindow { break }
        child = parent
      }
      return nil
    }
  }
#endif
