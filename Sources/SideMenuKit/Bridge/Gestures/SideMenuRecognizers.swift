#if os(iOS)
  import UIKit
  import SideMenuCore

  /// What one of the menu's recognizers does, in every mode and in SwiftUI alike: the settings
  /// each role needs are written once, here.
  enum SideMenuRecognizerRole: Equatable {
    /// The finger's pan (one finger; a pointer's click-drag is an `.indirectPointer` touch
    /// every recognizer takes by default).
    case pan
    /// The trackpad's pan: continuous scrolls, no touches. Its location is the pointer's, its
    /// translation the scroll's.
    case scrollPan
    /// The touch-down recognizer: reports a finger landing and lifting, takes nothing.
    case touch

    /// What drives this role's drags, for the engine.
    var dragSource: SideMenuDragSource { self == .scrollPan ? .trackpadScroll : .touch }

    /// Gives a recognizer the settings of this role.
    ///
    /// - `.pan`: one finger drives the menu (`maximumNumberOfTouches` 1).
    /// - `.scrollPan`: Apple: the mask "enables the pan gesture to recognize scroll events, like
    ///   … a two-finger scroll on a track pad"; to stop a pan taking touches, "set the
    ///   allowedTouchTypes to an empty array". Continuous scrolls only: a mouse wheel is a
    ///   discrete scroll, line by line and normally vertical, with no fingers to lift and no
    ///   velocity, so it would only ever nudge the menu a notch at a time; the wheel stays with
    ///   the content's scroll views. The pan has no touch limit: a two-finger scroll is two
    ///   fingers to `maximumNumberOfTouches` for all Apple says (the simulation's reading).
    ///   https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
    /// - `.touch`: a long press of no minimum duration begins at touch-down and ends at the lift
    ///   (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer); it
    ///   leaves the view's touches alone (no cancelling, no delayed end).
    ///
    /// - Parameter recognizer: A pan for `.pan` and `.scrollPan`, a long press for `.touch`.
    @MainActor
    func configure(_ recognizer: UIGestureRecognizer) {
      switch self {
      case .pan:
        (recognizer as? UIPanGestureRecognizer)?.maximumNumberOfTouches = 1
      case .scrollPan:
        (recognizer as? UIPanGestureRecognizer)?.allowedScrollTypesMask = .continuous
        recognizer.allowedTouchTypes = []
      case .touch:
        if let press = recognizer as? UILongPressGestureRecognizer {
          press.minimumPressDuration = 0
          press.allowableMovement = .greatestFiniteMagnitude
        }
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesEnded = false
      }
    }
  }

  /// The touch-down recognizer's own type (``SideMenuRecognizerRole/touch``), so the UIKit
  /// driver tells it from the app's recognizers.
  @MainActor
  final class SideMenuTouchRecognizer: UILongPressGestureRecognizer {}

  /// The trackpad's pan (``SideMenuRecognizerRole/scrollPan``): its own type, so the UIKit
  /// driver tells its drags from a finger's.
  @MainActor
  final class SideMenuScrollPanRecognizer: UIPanGestureRecognizer {}
#endif
