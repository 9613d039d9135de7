#if os(iOS)
  import UIKit
  import SideMenuCore

  // The UIKit modes' recognizers: made here, read by ``SideMenuDragReader``, arbitrated by
  // ``SideMenuGestureDelegate`` with the facts below.
  extension SideMenuDriver {
    /// Creates a pan recognizer whose touches drive the menu: the edge pan on the content, and
    /// the closing pan on the menu and the scrim. Which one a drag is, and whether it is the
    /// menu's at all, is the engine's call.
    ///
    /// - Parameter opensFromAnywhere: Whether a drag anywhere on this recognizer's view may open
    ///   a menu, whatever the configuration's `isContentPanToOpenEnabled` says.
    /// - Returns: The recognizer; add it to the view to watch.
    func makePanGestureRecognizer(opensFromAnywhere: Bool = false) -> UIPanGestureRecognizer {
      let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
      SideMenuRecognizerRole.pan.configure(pan)
      pan.delegate = gestureDelegate
      if opensFromAnywhere { anywhereRecognizers.insert(ObjectIdentifier(pan)) }
      return pan
    }

    /// Creates the pan that takes a trackpad's two-finger scrolls for the same drags: a pan of
    /// its own that takes scroll events and no touches, so the finger's pan keeps its one-finger
    /// limit (``SideMenuRecognizerRole/scrollPan``).
    func makeScrollPanGestureRecognizer(opensFromAnywhere: Bool = false) -> UIPanGestureRecognizer {
      let pan = SideMenuScrollPanRecognizer(target: self, action: #selector(handlePan(_:)))
      SideMenuRecognizerRole.scrollPan.configure(pan)
      pan.delegate = gestureDelegate
      if opensFromAnywhere { anywhereRecognizers.insert(ObjectIdentifier(pan)) }
      return pan
    }

    /// Adds to `view` the drags that move the menu — the finger's (and a pointer's click-drag,
    /// an `.indirectPointer` touch every recognizer takes by default) and the trackpad's.
    /// - Returns: The finger's pan.
    @discardableResult
    func addPanGestureRecognizers(to view: UIView, opensFromAnywhere: Bool = false)
      -> UIPanGestureRecognizer
    {
      let pan = makePanGestureRecognizer(opensFromAnywhere: opensFromAnywhere)
      view.addGestureRecognizer(pan)
      view.addGestureRecognizer(
        makeScrollPanGestureRecognizer(opensFromAnywhere: opensFromAnywhere))
      return pan
    }

    /// A recognizer that reports a finger landing on the menu or scrim and lifting, so a
    /// moving menu stops under the finger at once (the engine's `touchDown`/`touchUp`;
    /// ``SideMenuRecognizerRole/touch``).
    func makeTouchDownRecognizer() -> UILongPressGestureRecognizer {
      let press = SideMenuTouchRecognizer(target: self, action: #selector(handleTouch(_:)))
      SideMenuRecognizerRole.touch.configure(press)
      press.delegate = gestureDelegate
      return press
    }

    /// Creates a tap recognizer for the scrim.
    func makeScrimTapGestureRecognizer() -> UITapGestureRecognizer {
      UITapGestureRecognizer(target: self, action: #selector(handleScrimTap(_:)))
    }

    @objc private func handleScrimTap(_ recognizer: UITapGestureRecognizer) {
      guard recognizer.state == .ended else { return }
      send(.scrimTapped)
    }

    /// Called by the scrim's accessibility activation (VoiceOver double tap).
    func scrimActivated() {
      send(.scrimTapped)
    }

    @objc private func handleTouch(_ recognizer: UILongPressGestureRecognizer) {
      handleGesture(recognizer)
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
      handleGesture(recognizer)
    }

    /// Tells the engine what a recognizer's new state means (``SideMenuDragReader``).
    private func handleGesture(_ recognizer: UIGestureRecognizer) {
      guard let space = renderer?.coordinateView, let role = gestureRole(of: recognizer),
        let step = SideMenuDragReader.step(
          for: recognizer.state, role: role, geometry: dragGeometry(of: recognizer, in: space))
      else { return }
      switch step {
      case .touchDown(let location):
        refreshContainer()
        send(.touchDown(sample(location, of: recognizer)))
      case .touchUp(let location):
        send(.touchUp(sample(location, of: recognizer)))
      case .began(let touchDown, let location) where role == .scrollPan:
        refreshContainer()
        // No touch-down held the menu first: the scroll takes hold at its first event's own
        // time (a playing motion is stopped there too), not when a busy main thread gets to
        // it; its movement is timed on arrival (``sample(_:of:scrollOrigin:)``).
        let start = sample(touchDown, of: recognizer, scrollOrigin: true)
        // A non-finite timestamp is no time at all: the delivery time stands in for it.
        let began = start.timestamp.isFinite ? start.timestamp : nil
        send(.trackpadScrollBegan(start), at: began)
        send(.panChanged(sample(location, of: recognizer)), at: began)
      case .began(let touchDown, let location):
        refreshContainer()
        let start = sample(touchDown, of: recognizer)
        send(opensFromAnywhere(recognizer) ? .panBeganFromAnywhere(start) : .panBegan(start))
        send(.panChanged(sample(location, of: recognizer)))
      case .moved(let location):
        send(.panChanged(sample(location, of: recognizer)))
      case .ended(let location):
        let lift = sample(location, of: recognizer)
        send(.panEnded(lift, targetOverride: releaseTarget(for: lift)))
      case .cancelled(let location):
        send(.panCancelled(sample(location, of: recognizer)))
      }
    }

    private func opensFromAnywhere(_ recognizer: UIGestureRecognizer) -> Bool {
      anywhereRecognizers.contains(ObjectIdentifier(recognizer))
    }

    /// A touch sample at `point`, timed by when the touch of `recognizer` happened
    /// (``SideMenuGestureDelegate/touchTimestamp(of:)``), or by the clock when no touch is known.
    /// A scroll has no touch: only where the fingers landed (`scrollOrigin`) has its event's own
    /// time (``SideMenuGestureDelegate/scrollSequenceBeganTime(of:)``).
    private func sample(
      _ point: CGPoint, of recognizer: UIGestureRecognizer, scrollOrigin: Bool = false
    ) -> SideMenuTouchSample {
      let touchTime: TimeInterval?
      if recognizer is SideMenuScrollPanRecognizer {
        touchTime = scrollOrigin ? gestureDelegate.scrollSequenceBeganTime(of: recognizer) : nil
      } else {
        touchTime = gestureDelegate.touchTimestamp(of: recognizer)
      }
      return SideMenuTouchSample(
        location: SideMenuPoint(point), timestamp: Double(touchTime ?? CACurrentMediaTime()))
    }

    /// Where a recognizer's touch is in the container's visible area, whose origin is the
    /// view's bounds' origin — not zero in a scrolled scroll view used as the container (an
    /// overlay on a table view), where `location(in:)` is in the content's space — and how far
    /// a pan has moved.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    private func dragGeometry(of recognizer: UIGestureRecognizer, in space: UIView)
      -> SideMenuDragGeometry
    {
      let location = recognizer.location(in: space)
      return SideMenuDragGeometry(
        location: CGPoint(x: location.x - space.bounds.minX, y: location.y - space.bounds.minY),
        translation: (recognizer as? UIPanGestureRecognizer)?.translation(in: space) ?? .zero)
    }

    /// Shows the engine's release proposal to the delegate and the closure; their answer (if
    /// any) becomes the release's `targetOverride`.
    private func releaseTarget(for lift: SideMenuTouchSample) -> SideMenuRestingState? {
      guard var proposal = machine.releaseProposal(for: lift), let edge = machine.phase.edge else {
        return nil
      }
      // The first delegate decides (the host's controller before the menu when found).
      if let decider = delegates.first {
        proposal.target = decider.sideMenu(self, targetFor: edge, proposed: proposal)
      }
      if let decide = callbacks.targetForRelease {
        proposal.target = decide(edge, proposal)
      }
      return proposal.target
    }
  }

  // The facts the shared gesture rules ask (not public API).
  extension SideMenuDriver: SideMenuGestureOwner {
    /// By type: the driver's touch-down and scroll pans have their own; any other pan the
    /// driver's delegate is asked about is a finger's.
    func gestureRole(of recognizer: UIGestureRecognizer) -> SideMenuRecognizerRole? {
      switch recognizer {
      case is SideMenuTouchRecognizer: .touch
      case is SideMenuScrollPanRecognizer: .scrollPan
      case is UIPanGestureRecognizer: recognizer.delegate === gestureDelegate ? .pan : nil
      default: nil
      }
    }

    /// The engine's answer for the touch-down point and translation in the container; a pan
    /// with nowhere to lay out yet begins (nothing to refuse it by).
    func shouldBeginDrag(_ recognizer: UIGestureRecognizer, role: SideMenuRecognizerRole) -> Bool {
      guard let space = renderer?.coordinateView else { return true }
      refreshContainer()
      let geometry = dragGeometry(of: recognizer, in: space)
      return machine.shouldBeginPan(
        at: SideMenuPoint(SideMenuDragReader.touchDown(geometry, role: role)),
        translation: SideMenuPoint(geometry.translation),
        opensFromAnywhere: opensFromAnywhere(recognizer), source: role.dragSource)
    }

    var dragsYieldToBackGesture: Bool { machine.dragsYieldToBackGesture }

    var isMenuHidden: Bool { machine.frameState.isMenuHidden }

    /// A view inside the menu host (a `.pushInMenu` sub-menu's navigation controller).
    func isInMenu(_ view: UIView) -> Bool {
      guard let menuHost = renderer?.stage.menuHost else { return false }
      return view.isDescendant(of: menuHost)
    }

    /// The menu host's own pans: a vertical list in the menu scrolls while a horizontal drag
    /// closes the menu. Elsewhere (the content, the scrim) vertical scroll views wait for the
    /// trackpad pan.
    func scrollViewsScrollAlong(_ recognizer: UIGestureRecognizer) -> Bool {
      recognizer.view is SideMenuMenuHostView
    }
  }
#endif
