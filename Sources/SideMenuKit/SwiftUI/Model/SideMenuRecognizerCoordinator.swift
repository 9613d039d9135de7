#if os(iOS) && canImport(SwiftUI)
  import UIKit
  import SideMenuCore

  /// One iOS 18 recognizer of the SwiftUI modifier, tied to the model: the two
  /// `UIGestureRecognizerRepresentable`s (``SideMenuPanGesture`` and ``SideMenuTouchGesture``)
  /// create the recognizers and hand their actions here. The rules — what waits for what, what
  /// recognizes together — are the gesture layer's, shared with the UIKit modes
  /// (``SideMenuGestureDelegate``); the steps are ``SideMenuDragReader``'s; the decisions the
  /// engine's. This object only answers the facts that are SwiftUI's (``SideMenuGestureOwner``):
  ///
  /// - The **pan** (one finger) recognizes only when the engine claims the drag, so vertical
  ///   scrolling, swipe actions and the back swipe get the drags it refuses. While a menu is on
  ///   screen it recognizes together with a scroll view's pan that cannot move sideways.
  /// - The **trackpad pan** takes a trackpad's two-finger scrolls (continuous scroll events, no
  ///   touches) for the same drags; vertical scroll views wait for it. On iOS 15–17 the
  ///   modifier's `DragGesture` gets no scroll events at all: a trackpad opens the menu there
  ///   only by a click-drag from the edge.
  /// - The **touch** recognizer reports a finger landing and lifting, so a moving menu stops
  ///   under it at once; it takes nothing from anyone.
  ///
  /// Event times are the touches' own (`UITouch.timestamp`, remembered by the delegate): UIKit
  /// delivers touches in batches, up to a frame late, so the handler's clock would make the
  /// finger's velocity jitter (https://developer.apple.com/documentation/uikit/uitouch/timestamp).
  @MainActor
  final class SideMenuRecognizerCoordinator: SideMenuGestureOwner {
    /// Which recognizer this coordinates.
    typealias Role = SideMenuRecognizerRole

    var model: SideMenuViewModel
    let role: Role
    /// The recognizer's delegate: the shared rules, asking this coordinator for the facts.
    let gestureDelegate = SideMenuGestureDelegate()
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
      gestureDelegate.owner = self
    }

    /// Configures a recognizer this coordinator was made for: the role's settings
    /// (``SideMenuRecognizerRole/configure(_:)``) and the shared delegate.
    ///
    /// - Parameter recognizer: The pan or the long press.
    func configure(_ recognizer: UIGestureRecognizer) {
      role.configure(recognizer)
      recognizer.delegate = gestureDelegate
    }

    private func dragGeometry(of recognizer: UIGestureRecognizer) -> SideMenuDragGeometry {
      let (location, translation) = geometry(recognizer)
      return SideMenuDragGeometry(location: location, translation: translation)
    }

    /// The recognizer's action (`handleUIGestureRecognizerAction`).
    ///
    /// - Parameter recognizer: The recognizer whose state changed.
    func handleAction(_ recognizer: UIGestureRecognizer) {
      guard
        let step = SideMenuDragReader.step(
          for: recognizer.state, role: role, geometry: dragGeometry(of: recognizer))
      else { return }
      let time =
        role == .scrollPan
        ? model.clock.date(touchTimestamp: nil)
        : model.clock.date(touchTimestamp: gestureDelegate.touchTimestamp(of: recognizer))
      switch step {
      case .began(let touchDown, let location):
        // A scroll's touch-down is its first event, at that event's own time.
        let landed =
          role == .scrollPan
          ? model.clock.date(
            touchTimestamp: gestureDelegate.scrollSequenceBeganTime(of: recognizer))
          : time
        model.panBegan(
          touchDown: touchDown, location: location, time: time, landed: landed,
          source: role.dragSource)
      case .moved(let location):
        model.panChanged(location: location, time: time)
      case .ended(let location):
        model.panEnded(location: location, time: time)
      case .cancelled(let location):
        model.panCancelled(location: location, time: time)
      case .touchDown(let location):
        model.touchBegan(at: location, time: time)
      case .touchUp(let location):
        model.touchEnded(at: location, time: time)
      }
    }

    // MARK: SideMenuGestureOwner

    /// This coordinator's recognizer (the one whose delegate is its), by its role.
    func gestureRole(of recognizer: UIGestureRecognizer) -> SideMenuRecognizerRole? {
      recognizer.delegate === gestureDelegate ? role : nil
    }

    /// The engine's answer, with the content's back-swipe fact (`isBackGestureAvailable`).
    func shouldBeginDrag(_ recognizer: UIGestureRecognizer, role: SideMenuRecognizerRole) -> Bool {
      let geometry = dragGeometry(of: recognizer)
      return model.shouldBeginPan(
        touchDown: SideMenuDragReader.touchDown(geometry, role: role),
        translation: geometry.translation, source: role.dragSource)
    }

    var dragsYieldToBackGesture: Bool { model.machine.dragsYieldToBackGesture }

    var isMenuHidden: Bool { model.frame.isMenuHidden }

    /// A view drawn inside the shown menu (``SideMenuViewModel/isInMenu(_:)``).
    func isInMenu(_ view: UIView) -> Bool { model.isInMenu(view) }

    /// The finger's pan while a menu is on screen: a vertical list (in the menu, or in content
    /// left interactive beside it) scrolls while a horizontal drag closes the menu. Vertical
    /// scroll views wait for the trackpad pan, in the content and in the open menu alike — an
    /// answer that does not change as the menu appears, or a list would join in mid-drag.
    func scrollViewsScrollAlong(_ recognizer: UIGestureRecognizer) -> Bool {
      role == .pan && !model.frame.isMenuHidden
    }
  }
#endif
