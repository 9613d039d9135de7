#if os(iOS) && canImport(SwiftUI)
  import UIKit
  import SideMenuCore

  /// The iOS 18 recognizers' coordinator: their delegate, and the translation of their states
  /// into the model's events. The two `UIGestureRecognizerRepresentable`s of the modifier
  /// (``SideMenuPanGesture`` and ``SideMenuTouchGesture``) only create the recognizers and hand
  /// their actions here; everything that decides lives in the engine, asked as the UIKit driver
  /// asks it.
  ///
  /// - The **pan** (one finger) recognizes only when the engine claims the drag
  ///   (`gestureRecognizerShouldBegin(_:)`), so vertical scrolling, swipe actions and the back
  ///   swipe get the drags it refuses. While a menu is on screen it recognizes together with a
  ///   scroll view's pan that cannot move sideways — a vertical `List` in the open menu keeps
  ///   scrolling while a horizontal drag closes the menu, as in the UIKit driver; without it,
  ///   whichever recognizer crossed its slop first won, and the closing drag worked only
  ///   sometimes.
  /// - The **trackpad pan** takes a trackpad's two-finger scrolls (continuous scroll events,
  ///   no touches) for the same drags: the engine is told they are scrolls, so no edge zone
  ///   applies. A mouse wheel (a discrete scroll) is not taken, as in the UIKit driver. On
  ///   iOS 15–17 the modifier's `DragGesture` gets no scroll events at all: a trackpad opens
  ///   the menu there only by a click-drag from the edge.
  /// - The **touch** recognizer (a long press of no minimum duration, which begins at
  ///   touch-down: https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer)
  ///   reports a finger landing and lifting, so a moving menu stops under it at once; it takes
  ///   nothing from anyone (it recognizes alongside every recognizer and cancels no touches).
  ///
  /// Event times are the touches' own (`UITouch.timestamp`, remembered in `shouldReceive`):
  /// UIKit delivers touches in batches, up to a frame late, so the handler's clock would make
  /// the finger's velocity jitter (https://developer.apple.com/documentation/uikit/uitouch/timestamp).
  @MainActor
  final class SideMenuRecognizerCoordinator: NSObject, UIGestureRecognizerDelegate {
    /// Which recognizer this coordinates.
    enum Role {
      /// The finger's pan (one finger).
      case pan
      /// The trackpad's pan: continuous scrolls, no touches (as the UIKit driver's,
      /// `SideMenuDriver.makeScrollPanGestureRecognizer`): its location is the pointer's, its
      /// translation the scroll's.
      case scrollPan
      /// The touch-down recognizer.
      case touch
    }

    var model: SideMenuViewModel
    let role: Role
    /// When the trackpad pan's current scroll sequence began (`UIEvent.timestamp` of the one
    /// event its delegate is asked about): where the fingers landed. A scroll has no touch, and
    /// UIKit asks about its events once per sequence, so its movement is timed on arrival.
    /// https://developer.apple.com/documentation/uikit/uievent/timestamp
    private var scrollSequenceBeganTime: TimeInterval?
    /// Where the recognizer's touch is and how far it has moved, in the container's coordinate
    /// space: on iOS 18 SwiftUI's `CoordinateSpaceConverter` (`localLocation`,
    /// `localTranslation`:
    /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter).
    var geometry: @MainActor (UIGestureRecognizer) -> (location: CGPoint, translation: CGPoint)

    init(
      model: SideMenuViewModel, role: Role,
      geometry:
        @escaping @MainActor (UIGestureRecognizer) -> (
          location: CGPoint, translation: CGPoint
        )
    ) {
      self.model = model
      self.role = role
      self.geometry = geometry
    }

    /// Configures a recognizer this coordinator was made for.
    ///
    /// - Parameter recognizer: The pan or the long press.
    func configure(_ recognizer: UIGestureRecognizer) {
      recognizer.delegate = self
      switch role {
      case .pan:
        // One finger drives the menu, as in the UIKit layer.
        (recognizer as? UIPanGestureRecognizer)?.maximumNumberOfTouches = 1
      case .scrollPan:
        // Apple: the mask "enables the pan gesture to recognize scroll events"; an empty
        // `allowedTouchTypes` keeps touches away from it.
        // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
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

    /// Where the finger touched down: a pan recognizer asks its delegate only after its own
    /// slop, so it is where the finger is minus how far it has come (a change of origin, as in
    /// the UIKit driver, not a decision).
    ///
    /// A scroll's location is the pointer's, which stays put: its drag starts there and goes on
    /// by the scroll's translation.
    private func touchDown(_ recognizer: UIGestureRecognizer) -> CGPoint {
      let (location, translation) = geometry(recognizer)
      if role == .scrollPan { return location }
      return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// Where the drag is: the finger, or the pointer moved by the scroll's translation.
    private func dragLocation(_ recognizer: UIGestureRecognizer) -> CGPoint {
      let (location, translation) = geometry(recognizer)
      guard role == .scrollPan else { return location }
      return CGPoint(x: location.x + translation.x, y: location.y + translation.y)
    }

    private var dragSource: SideMenuDragSource { role == .scrollPan ? .trackpadScroll : .touch }

    /// The recognizer's action (`handleUIGestureRecognizerAction`).
    ///
    /// - Parameter recognizer: The recognizer whose state changed.
    func handleAction(_ recognizer: UIGestureRecognizer) {
      let location = dragLocation(recognizer)
      let time =
        role == .scrollPan
        ? model.eventTime(touchTimestamp: nil)
        : model.touchTime(of: recognizer)
      switch (role, recognizer.state) {
      case (.pan, .began), (.scrollPan, .began):
        // A scroll's touch-down is its first event, at that event's own time.
        let landed =
          role == .scrollPan ? model.eventTime(touchTimestamp: scrollSequenceBeganTime) : time
        model.panBegan(
          touchDown: touchDown(recognizer), location: location, time: time, landed: landed,
          source: dragSource)
      case (.pan, .changed), (.scrollPan, .changed):
        model.panChanged(location: location, time: time)
      case (.pan, .ended), (.scrollPan, .ended):
        model.panEnded(location: location, time: time)
      case (.pan, .cancelled), (.pan, .failed), (.scrollPan, .cancelled), (.scrollPan, .failed):
        model.panCancelled(location: location, time: time)
      case (.touch, .began):
        model.touchBegan(at: location, time: time)
      case (.touch, .ended), (.touch, .cancelled), (.touch, .failed):
        model.touchEnded(at: location, time: time)
      case (_, .possible), (.touch, .changed):
        break
      case (.pan, _), (.scrollPan, _):
        model.panCancelled(location: location, time: time)
      case (.touch, _):
        model.touchEnded(at: location, time: time)
      }
    }

    // MARK: UIGestureRecognizerDelegate

    /// Asks the engine, with the content's back-swipe fact: the edge zone, the direction lock
    /// and the back-swipe rule all live there.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard role != .touch else { return true }
      return model.shouldBeginPan(
        touchDown: touchDown(gestureRecognizer),
        translation: geometry(gestureRecognizer).translation, source: dragSource)
    }

    /// Remembers when the trackpad pan's scroll sequence began (a scroll has no touch). Apple:
    /// "UIKit calls this method once before either the `gestureRecognizer(_:shouldReceive:)`
    /// method" for a touch or a press — once, so no clock for a scroll's later events.
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-evxd
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
      -> Bool
    {
      if role == .scrollPan, event.type == .scroll { scrollSequenceBeganTime = event.timestamp }
      return true
    }

    /// Remembers the touch, for its timestamp.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      model.recognizer(gestureRecognizer, receives: touch)
      return true
    }

    /// The back-swipe rule, as in the UIKit driver: while no menu is shown the pan waits for a
    /// navigation stack's back swipe in the content — the leading-edge one, and iOS 26's
    /// full-width `interactiveContentPopGestureRecognizer` — to fail, so one drag either pops or
    /// moves the menu, never both (the engine's ``SideMenuStateMachine/dragsYieldToBackGesture``;
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer).
    /// A SwiftUI `NavigationStack` is found by its UIKit navigation controller.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      role != .touch && SideMenuNavigation.isBackSwipe(otherGestureRecognizer)
        && model.machine.dragsYieldToBackGesture
    }

    /// The rule's other half: while a menu is shown (or the configuration does not yield), the
    /// back swipes wait for the menu's drags, so closing the menu never pops the screen under it.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if role != .touch && SideMenuNavigation.isBackSwipe(otherGestureRecognizer)
        && !model.machine.dragsYieldToBackGesture
      {
        return true
      }
      // As in the UIKit driver: a vertical scroll view waits for the trackpad pan (a scroll
      // view's pan takes a scroll in any direction; the engine refuses vertical ones, which the
      // scroll view then takes at once), in the content and in the open menu alike — an answer
      // that does not change as the menu appears, or a list would join in mid-drag.
      guard role == .scrollPan, let ownView = gestureRecognizer.view else { return false }
      return SideMenuDriver.isVerticalScrollViewPan(otherGestureRecognizer, inside: ownView)
    }

    /// The touch recognizer recognizes alongside everything; the pan alongside a scroll view's
    /// pan that cannot move sideways, while a menu is on screen (see the type's comment).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if role == .touch { return true }
      // The trackpad pan and a vertical list are tied by a failure requirement (above).
      if role == .scrollPan { return false }
      guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
        scrollView.panGestureRecognizer === otherGestureRecognizer
      else { return false }
      return !model.frame.isMenuHidden && !SideMenuDriver.scrollsHorizontally(scrollView)
    }
  }
#endif
