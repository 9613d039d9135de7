#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Where the back swipes of navigation controllers inside the menu stand against one drag:
  /// the in-menu half of the back-swipe rule (``SideMenuGestureDelegate``), for a drag that no
  /// recognizer delegate ties to them — SwiftUI's `DragGesture` on iOS 15–17, which is not a
  /// `UIGestureRecognizer` the layer owns and "does not block" anything
  /// (https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)).
  /// Such a drag does what the iOS 18 pan's failure requirement does: it waits while an in-menu
  /// back swipe follows the touch undecided, and leaves the touch to one that began.
  enum SideMenuInMenuBackSwipe: Equatable {
    /// No back swipe inside the menu follows a touch: the drag is the engine's to judge.
    case none
    /// One follows a touch and has not decided yet (`possible`, with touches): the drag waits.
    case pending
    /// One began: the touch is the menu's navigation stack's, not the menu's.
    case underway

    /// Whether `recognizer` is a back swipe of a navigation controller inside the menu, whose
    /// swipes always come first (``SideMenuNavigation/isBackSwipe(_:)``).
    ///
    /// - Parameters:
    ///   - recognizer: Any recognizer.
    ///   - isInMenu: Whether a view is part of the menu (the owner's answer).
    /// - Returns: `true` for an in-menu back swipe.
    @MainActor static func isInMenuBackSwipe(
      _ recognizer: UIGestureRecognizer, isInMenu: (UIView) -> Bool
    ) -> Bool {
      guard SideMenuNavigation.isBackSwipe(recognizer), let view = recognizer.view else {
        return false
      }
      return isInMenu(view)
    }

    /// The in-menu back swipes under `root` (the window), now. A recognizer's `state` and
    /// `numberOfTouches` are what UIKit publishes of it: `possible` with touches is one still
    /// watching a touch, `began`/`changed` one that took it
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state,
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/numberoftouches).
    ///
    /// - Parameters:
    ///   - root: The view whose subtree is searched (the menu's window).
    ///   - isInMenu: Whether a view is part of the menu.
    /// - Returns: ``underway`` if one began, ``pending`` if one is undecided, else ``none``.
    @MainActor static func state(under root: UIView, isInMenu: (UIView) -> Bool) -> Self {
      var found = Self.none
      var views = [root]
      while let view = views.popLast() {
        for recognizer in view.gestureRecognizers ?? []
        where recognizer.isEnabled && isInMenuBackSwipe(recognizer, isInMenu: isInMenu) {
          switch recognizer.state {
          case .began, .changed: return .underway
          case .possible where recognizer.numberOfTouches > 0: found = .pending
          default: break
          }
        }
        views.append(contentsOf: view.subviews)
      }
      return found
    }
  }
#endif
