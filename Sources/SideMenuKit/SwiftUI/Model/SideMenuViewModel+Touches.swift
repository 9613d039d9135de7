#if os(iOS) && canImport(SwiftUI)
  import Combine
  import SideMenuCore
  import SwiftUI
  import UIKit

  extension SideMenuViewModel {
    // MARK: - Drags

    /// Whether a pan that started at `touchDown` and has moved by `translation` is the menu's:
    /// the engine's answer, with the content's back-swipe fact. For the iOS 18 recognizer's
    /// `gestureRecognizerShouldBegin(_:)`, exactly as the UIKit driver asks.
    ///
    /// - Parameters:
    ///   - touchDown: Where the touch started, in container points.
    ///   - translation: How far it has moved since, in points.
    ///   - source: A touch, or a trackpad scroll (whose `touchDown` is the pointer's location).
    /// - Returns: Whether the engine claims the drag.
    func shouldBeginPan(
      touchDown: CGPoint, translation: CGPoint, source: SideMenuDragSource = .touch
    ) -> Bool {
      machine.shouldBeginPan(
        at: SideMenuPoint(x: Double(touchDown.x), y: Double(touchDown.y)),
        translation: SideMenuPoint(x: Double(translation.x), y: Double(translation.y)),
        isBackGestureAvailable: isBackGestureAvailable, source: source)
    }

    /// A claimed pan began: the engine gets the touch-down point, then where the finger is.
    ///
    /// - Parameters:
    ///   - touchDown: Where the touch started, in container points.
    ///   - location: Where the finger is now, in container points.
    ///   - time: When the event happened.
    ///   - landed: When the touch-down happened, when it differs from `time` (a scroll's first
    ///     event); `nil`: `time`.
    ///   - source: A touch, or a trackpad scroll (``SideMenuEvent/trackpadScrollBegan(_:)``).
    func panBegan(
      touchDown: CGPoint, location: CGPoint, time: Date, landed: Date? = nil,
      source: SideMenuDragSource = .touch
    ) {
      let now = sample(location, time)
      drag = .following
      lastDragSample = now
      let start = sample(touchDown, landed ?? time)
      send(
        source == .trackpadScroll ? .trackpadScrollBegan(start) : .panBegan(start),
        at: start.timestamp)
      // Handled where the drag took hold (a scroll's first event), as in the UIKit driver.
      send(.panChanged(now), at: start.timestamp)
    }

    /// The claimed pan moved.
    ///
    /// - Parameters:
    ///   - location: Where the finger is, in container points.
    ///   - time: When the event happened.
    func panChanged(location: CGPoint, time: Date) {
      guard case .following = drag else { return }
      let now = sample(location, time)
      lastDragSample = now
      send(.panChanged(now), at: now.timestamp)
    }

    /// The finger lifted: the engine decides where the menu goes, with its own velocity
    /// estimate from the samples it was sent; ``SideMenuCallbacks/targetForRelease`` may
    /// change the proposal, as in the UIKit layer.
    ///
    /// - Parameters:
    ///   - location: Where the finger lifted, in container points.
    ///   - time: When the event happened.
    func panEnded(location: CGPoint, time: Date) {
      defer { resetDrag() }
      guard case .following = drag else { return }
      let lift = sample(location, time)
      send(.panEnded(lift, targetOverride: releaseTarget(for: lift)), at: lift.timestamp)
    }

    /// The system cancelled the touch: the engine settles the menu as for a cancelled pan.
    ///
    /// - Parameters:
    ///   - location: The last known location, or `nil` for the last sample the engine got.
    ///   - time: When the event happened, or `nil` for now.
    func panCancelled(location: CGPoint? = nil, time: Date? = nil) {
      defer { resetDrag() }
      guard case .following = drag else { return }
      let timestamp = stamp(time.map { clock.seconds($0) })
      let lastLocation =
        location.map(point) ?? lastDragSample?.location ?? SideMenuPoint(x: 0, y: 0)
      send(
        .panCancelled(SideMenuTouchSample(location: lastLocation, timestamp: timestamp)),
        at: timestamp)
    }

    /// A `DragGesture` moved (iOS 15–17). Its first change (after the gesture's minimum
    /// distance, which is the engine's touch slop) asks the engine whether the drag is the
    /// menu's, as the UIKit driver's `gestureRecognizerShouldBegin(_:)` does; a claimed drag
    /// then starts with the touch-down point and follows the finger, a refused one is ignored
    /// to its end.
    ///
    /// - Parameter value: The gesture's value, in the container's coordinate space.
    func dragChanged(_ value: DragGesture.Value) {
      switch drag {
      case .ignored:
        return
      case .following:
        panChanged(location: value.location, time: value.time)
      case .idle:
        // The in-menu back-swipe rule, as the iOS 18 pan's delegate applies it: the drag waits
        // for the menu's own navigation stack's back swipe, and leaves the touch to it.
        switch inMenuBackSwipe() {
        case .underway:
          drag = .ignored
          return
        case .pending:
          return
        case .none:
          break
        }
        let moved = CGPoint(x: value.translation.width, y: value.translation.height)
        guard shouldBeginPan(touchDown: value.startLocation, translation: moved) else {
          drag = .ignored
          return
        }
        panBegan(touchDown: value.startLocation, location: value.location, time: value.time)
      }
    }

    /// Where the back swipes of navigation stacks in the menu stand now (the shared rule,
    /// ``SideMenuInMenuBackSwipe``), searched in the window of ``coordinateAnchor``. A hidden
    /// menu holds none, so the window is not searched while the menu is closed.
    private func inMenuBackSwipe() -> SideMenuInMenuBackSwipe {
      guard !frame.isMenuHidden, let window = coordinateAnchor?.window else { return .none }
      return SideMenuInMenuBackSwipe.state(under: window, isInMenu: isInMenu)
    }

    /// The `DragGesture` ended normally.
    ///
    /// - Parameter value: The gesture's last value.
    func dragEnded(_ value: DragGesture.Value) {
      panEnded(location: value.location, time: value.time)
    }

    /// The `DragGesture`'s state was reset. After a normal end ``dragEnded(_:)`` has already
    /// run and this does nothing; otherwise the system cancelled the touch (SwiftUI calls no
    /// `onEnded` then) and the engine settles the menu as for a cancelled pan.
    func dragReset() {
      panCancelled()
    }

    /// A finger landed on the container (iOS 15–17: the first change of a `DragGesture` of
    /// minimum distance 0; iOS 18: the touch recognizer's `began`): a moving menu stops under
    /// it at once, as in the UIKit layer (the engine's `touchDown`).
    ///
    /// - Parameters:
    ///   - location: Where, in container points.
    ///   - time: When it landed.
    func touchBegan(at location: CGPoint, time: Date) {
      guard !isTouchDown else { return }
      isTouchDown = true
      send(.touchDown(sample(location, time)), at: clock.seconds(time))
    }

    /// The finger of ``touchBegan(at:time:)`` lifted or was cancelled (the engine's `touchUp`:
    /// a menu it stopped, and that no drag took, goes on to rest).
    ///
    /// - Parameters:
    ///   - location: Where, in container points, or `nil` where it landed.
    ///   - time: When, or `nil` for now.
    func touchEnded(at location: CGPoint?, time: Date?) {
      guard isTouchDown else { return }
      isTouchDown = false
      let timestamp = stamp(time.map { clock.seconds($0) })
      let point = location.map(point) ?? lastDragSample?.location ?? SideMenuPoint(x: 0, y: 0)
      send(.touchUp(SideMenuTouchSample(location: point, timestamp: timestamp)), at: timestamp)
    }

    // MARK: - iOS 18 recognizers

    /// Whether `view` is drawn inside the shown menu: its bounds, in the stage's space
    /// (``coordinateAnchor``), lie within the menu as drawn, by the engine's rule
    /// (``SideMenuFrameState/menuContains(_:)``). SwiftUI gives the modifier no view of the
    /// menu's own to ask `isDescendant(of:)` as the UIKit modes do; a `NavigationStack` in the
    /// menu is found by its UIKit navigation controller, whose view lies in the menu.
    ///
    /// - Parameter view: A view in the same window.
    /// - Returns: Whether it is the menu's.
    func isInMenu(_ view: UIView) -> Bool {
      guard let space = coordinateAnchor else { return false }
      return frame.menuContains(SideMenuRect(view.convert(view.bounds, to: space)))
    }

    private func resetDrag() {
      drag = .idle
      lastDragSample = nil
    }

    private func point(_ point: CGPoint) -> SideMenuPoint {
      SideMenuPoint(x: Double(point.x), y: Double(point.y))
    }

    private func sample(_ location: CGPoint, _ time: Date) -> SideMenuTouchSample {
      SideMenuTouchSample(location: point(location), timestamp: clock.seconds(time))
    }

    /// Shows the engine's release proposal to the app's closure; its answer (if any) becomes
    /// the release's `targetOverride`.
    private func releaseTarget(for lift: SideMenuTouchSample) -> SideMenuRestingState? {
      guard let decide = callbacks.targetForRelease,
        let proposal = machine.releaseProposal(for: lift), let edge = machine.phase.edge
      else { return nil }
      return decide(edge, proposal)
    }
  }
#endif
