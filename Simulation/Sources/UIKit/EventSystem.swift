/// Touch delivery and gesture arbitration, as UIKit does it: a touch belongs to the view hit
/// testing finds when it lands and to the gesture recognizers of that view and its ancestors
/// (Apple: "…the gesture recognizers attached to the view and to its superviews receive the
/// touches first"); recognizers see each touch before the view; a recognizer that recognizes
/// with `cancelsTouchesInView` cancels the view's touches; others that may not recognize
/// alongside it fail.
/// https://developer.apple.com/documentation/uikit/touches_presses_and_gestures/handling_uikit_gestures
@MainActor
package final class SimulationEventSystem {
  package static var shared = SimulationEventSystem()

  package final class TouchRecord {
    let touch: UITouch
    let hitView: UIView?
    var recognizers: [UIGestureRecognizer]
    var isViewCancelled = false

    init(touch: UITouch, hitView: UIView?, recognizers: [UIGestureRecognizer]) {
      self.touch = touch
      self.hitView = hitView
      self.recognizers = recognizers
    }
  }

  package private(set) var records: [TouchRecord] = []
  private var waiting: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
  /// Simulation only: touches that landed while UIKit ignored interaction (a non-interactive
  /// transition animating) or hit no view.
  package private(set) var lostTouches = 0

  package init() {}

  private func event(_ time: TimeInterval) -> UIEvent {
    let event = UIEvent()
    event.timestamp = time
    event.allTouches = Set(records.map(\.touch))
    return event
  }

  /// The presentations and dismissals in progress in `window`.
  package static func transitions(in window: UIWindow) -> [SimulationTransition] {
    var result: [SimulationTransition] = []
    var controller = window.rootViewController
    while let current = controller {
      if let transition = current.activeTransition { result.append(transition) }
      controller = current.presentedViewController
    }
    return result
  }

  // MARK: Touch phases

  @discardableResult
  package func began(
    at point: CGPoint, in window: UIWindow, time: TimeInterval, touch existing: UITouch? = nil
  ) -> UITouch {
    let touch = existing ?? UITouch()
    touch.window = window
    touch.timestamp = time
    touch.windowLocation = point
    touch.previousWindowLocation = point
    touch.startWindowLocation = point
    touch.phase = .began
    let ignoring =
      Self.transitions(in: window).contains { $0.isIgnoringTouches }
      || SimulationTimedTransitions.isIgnoringTouches
    let hit = ignoring ? nil : window.hitTest(point, with: nil)
    touch.view = hit
    if hit == nil { lostTouches += 1 }
    var recognizers: [UIGestureRecognizer] = []
    var view = hit
    // The event that brings the touch (the same object the recognizers then get).
    let beganEvent = event(time)
    beganEvent.allTouches = (beganEvent.allTouches ?? []).union([touch])
    while let current = view {
      // Apple (`allowedTouchTypes`): a recognizer sees only the touch types it lists. Its
      // delegate is asked about the event once, before it is asked about the touch.
      for recognizer in current.recognizers
      where recognizer.isEnabled && recognizer.allows(touch.type) {
        if !receives(recognizer, beganEvent)
          || recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false
        {
          continue
        }
        recognizers.append(recognizer)
      }
      view = current.superview
    }
    touch.gestureRecognizers = recognizers
    let record = TouchRecord(touch: touch, hitView: hit, recognizers: recognizers)
    records.append(record)
    let event = beganEvent
    for recognizer in recognizers
    where recognizer.state == .possible && recognizer.trackedScroll == nil {
      recognizer.trackedTouches.append(touch)
      recognizer.lastWindowLocation = point
      recognizer.touchesBegan([touch], with: event)
    }
    if let hit, !record.isViewCancelled { hit.touchesBegan([touch], with: event) }
    return touch
  }

  package func moved(_ touch: UITouch, to point: CGPoint, time: TimeInterval) {
    guard let record = records.first(where: { $0.touch === touch }) else { return }
    touch.previousWindowLocation = touch.windowLocation
    touch.windowLocation = point
    touch.timestamp = time
    touch.phase = .moved
    let event = event(time)
    cancelOrphans(of: record, event: event)
    for recognizer in record.recognizers where isTracking(recognizer, touch) {
      recognizer.lastWindowLocation = point
      recognizer.touchesMoved([touch], with: event)
    }
    if let view = record.hitView, !record.isViewCancelled {
      view.touchesMoved([touch], with: event)
    }
  }

  package func ended(
    _ touch: UITouch, at point: CGPoint? = nil, time: TimeInterval, cancelled: Bool = false
  ) {
    guard let index = records.firstIndex(where: { $0.touch === touch }) else { return }
    let record = records[index]
    if let point {
      touch.previousWindowLocation = touch.windowLocation
      touch.windowLocation = point
    }
    touch.timestamp = time
    touch.phase = cancelled ? .cancelled : .ended
    let event = event(time)
    cancelOrphans(of: record, event: event)
    for recognizer in record.recognizers where isTracking(recognizer, touch) {
      recognizer.lastWindowLocation = touch.windowLocation
      if cancelled {
        recognizer.touchesCancelled([touch], with: event)
      } else {
        recognizer.touchesEnded([touch], with: event)
      }
    }
    if let view = record.hitView, !record.isViewCancelled {
      if cancelled {
        view.touchesCancelled([touch], with: event)
      } else {
        view.touchesEnded([touch], with: event)
      }
    }
    records.remove(at: index)
    for recognizer in record.recognizers {
      recognizer.trackedTouches.removeAll { $0 === touch }
      if recognizer.trackedTouches.isEmpty { finishSequence(of: recognizer) }
    }
  }

  private func isTracking(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
    recognizer.trackedTouches.contains { $0 === touch }
      && recognizer.state != .failed && recognizer.state != .cancelled
  }

  /// Apple: a recognizer removed from its view, or whose view left the window, mid-gesture is
  /// cancelled.
  private func cancelOrphans(of record: TouchRecord, event: UIEvent) {
    for recognizer in record.recognizers where recognizer.view?.window == nil {
      if recognizer.state == .began || recognizer.state == .changed {
        recognizer.setState(.cancelled)
      } else if recognizer.state == .possible {
        recognizer.state = .failed
      }
    }
  }

  /// Apple: "…the gesture recognizer resets to possible" once its touches have ended, and
  /// calls `reset()`.
  private func finishSequence(of recognizer: UIGestureRecognizer) {
    if recognizer.state == .possible || recognizer.isWaitingForFailures {
      // A recognizer that never decided fails when its touches end.
      recognizer.isWaitingForFailures = false
      waiting.removeAll { $0.recognizer === recognizer }
      recognizer.state = .failed
      resolveWaiters(after: recognizer)
    }
    recognizer.reset()
    recognizer.state = .possible
    recognizer.lastWindowLocation = nil
  }

  // MARK: Arbitration

  private func peers(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    let groups =
      records.map { $0.recognizers } + scrollRecords.map { $0.recognizers as [UIGestureRecognizer] }
    for group in groups where group.contains(where: { $0 === recognizer }) {
      for other in group where other !== recognizer && !result.contains(where: { $0 === other }) {
        result.append(other)
      }
    }
    return result
  }

  private static func isRecognized(_ state: UIGestureRecognizer.State) -> Bool {
    state == .began || state == .changed || state == .ended
  }

  package func recognizerWantsToRecognize(
    _ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State
  ) {
    let peers = peers(of: recognizer)
    // Apple: "…the recognizer fails if gestureRecognizerShouldBegin returns false"; the view it
    // is attached to is asked too (`UIView.gestureRecognizerShouldBegin(_:)`).
    let mayBegin =
      (recognizer.systemShouldBegin?() ?? true)
      && (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
      && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
    guard mayBegin else { return fail(recognizer) }
    // One that has already recognized excludes this one unless they may run together.
    if peers.contains(where: {
      Self.isRecognized($0.state) && !recognizer.allowsSimultaneous(with: $0)
    }) {
      return fail(recognizer)
    }
    let requirements = peers.filter { recognizer.requiresFailure(of: $0) }
    if requirements.contains(where: { Self.isRecognized($0.state) }) { return fail(recognizer) }
    if requirements.contains(where: { $0.state == .possible }) {
      recognizer.isWaitingForFailures = true
      waiting.removeAll { $0.recognizer === recognizer }
      waiting.append((recognizer, newState))
      return
    }
    recognizer.isWaitingForFailures = false
    waiting.removeAll { $0.recognizer === recognizer }
    recognizer.commitRecognition(newState)
    for other in peers where other.state == .possible && !recognizer.allowsSimultaneous(with: other)
    {
      fail(other)
    }
    if recognizer.cancelsTouchesInView {
      for record in records
      where record.recognizers.contains(where: { $0 === recognizer }) && !record.isViewCancelled {
        record.isViewCancelled = true
        record.touch.phase = .cancelled
        record.hitView?.touchesCancelled([record.touch], with: event(record.touch.timestamp))
      }
    }
  }

  /// A recognizer moved itself to `.failed` (its own touch handling decided).
  package func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
    recognizer.isWaitingForFailures = false
    waiting.removeAll { $0.recognizer === recognizer }
    resolveWaiters(after: recognizer)
  }

  private func fail(_ recognizer: UIGestureRecognizer) {
    recognizer.isWaitingForFailures = false
    waiting.removeAll { $0.recognizer === recognizer }
    recognizer.state = .failed
    resolveWaiters(after: recognizer)
  }

  private func resolveWaiters(after failed: UIGestureRecognizer) {
    for entry in waiting where entry.recognizer.requiresFailure(of: failed) {
      let stillBlocked = peers(of: entry.recognizer).contains {
        entry.recognizer.requiresFailure(of: $0) && $0.state == .possible && $0 !== failed
      }
      if !stillBlocked {
        entry.recognizer.isWaitingForFailures = false
        waiting.removeAll { $0.recognizer === entry.recognizer }
        entry.recognizer.state = .possible
        recognizerWantsToRecognize(entry.recognizer, as: entry.state)
      }
    }
  }

  // MARK: Scrolls

  /// One scroll sequence (a trackpad's two-finger scroll from the fingers landing to their
  /// lift, or one notch of a mouse wheel): the pans it drives, found from the view under the
  /// pointer up, like a touch's recognizers.
  package final class ScrollRecord {
    let type: UIScrollType
    let pointer: CGPoint
    var recognizers: [UIPanGestureRecognizer]

    init(type: UIScrollType, pointer: CGPoint, recognizers: [UIPanGestureRecognizer]) {
      self.type = type
      self.pointer = pointer
      self.recognizers = recognizers
    }
  }

  package private(set) var scrollRecords: [ScrollRecord] = []

  private func scrollEvent(_ time: TimeInterval) -> UIEvent {
    let event = UIEvent()
    event.timestamp = time
    event.type = .scroll
    event.allTouches = []
    return event
  }

  /// Whether `recognizer` sees this sequence: its delegate's `shouldReceive event:` is asked
  /// once, before the sequence's first event reaches it. Apple: "UIKit calls this method once
  /// before either the `gestureRecognizer(_:shouldReceive:)` method" for a touch or a press;
  /// where Apple is silent — a scroll, which has neither — the model takes the stricter reading
  /// for the app: once per scroll sequence, at its first event (the begin), never for its
  /// changes or its end, so the delegate learns the begin's `timestamp` and nothing later.
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-evxd
  private func receives(_ recognizer: UIGestureRecognizer, _ event: UIEvent) -> Bool {
    recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) != false
      && recognizer.shouldReceive(event)
  }

  /// A scroll begins with the pointer at `point` (window coordinates): it is hit-tested there,
  /// and the pans of that view and its ancestors that accept the scroll's type (Apple:
  /// `allowedScrollTypesMask`) follow it. Views get no touches from a scroll: there is no
  /// `UITouch` (Apple: a `.scroll` event), so no `shouldReceive touch:` either. Ignored like a
  /// touch while UIKit ignores interaction (a non-interactive transition animating).
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
  package func scrollBegan(
    at point: CGPoint, type: UIScrollType, in window: UIWindow, time: TimeInterval
  ) -> ScrollRecord {
    let ignoring =
      Self.transitions(in: window).contains { $0.isIgnoringTouches }
      || SimulationTimedTransitions.isIgnoringTouches
    let hit = ignoring ? nil : window.hitTest(point, with: nil)
    if hit == nil { lostTouches += 1 }
    let event = scrollEvent(time)
    var recognizers: [UIPanGestureRecognizer] = []
    var view = hit
    while let current = view {
      for case let pan as UIPanGestureRecognizer in current.recognizers
      where pan.isEnabled && pan.state == .possible && pan.trackedTouches.isEmpty
        && pan.trackedScroll == nil && pan.acceptsScroll(type) && receives(pan, event)
      {
        recognizers.append(pan)
      }
      view = current.superview
    }
    let record = ScrollRecord(type: type, pointer: point, recognizers: recognizers)
    scrollRecords.append(record)
    for pan in recognizers {
      pan.trackedScroll = type
      pan.lastWindowLocation = point
      pan.scrollBegan(at: point, time: time)
    }
    return record
  }

  /// The scroll moved by `delta` (window points, in the direction content follows: natural
  /// scrolling, the fingers' direction).
  package func scrollChanged(_ record: ScrollRecord, by delta: CGPoint, time: TimeInterval) {
    guard scrollRecords.contains(where: { $0 === record }) else { return }
    for pan in record.recognizers
    where pan.trackedScroll != nil && pan.state != .failed && pan.state != .cancelled {
      if pan.view?.window == nil {
        if pan.state == .began || pan.state == .changed {
          pan.setState(.cancelled)
        } else if pan.state == .possible {
          pan.state = .failed
        }
        continue
      }
      pan.lastWindowLocation = record.pointer
      pan.scrollChanged(by: delta, time: time)
    }
  }

  /// The scroll's gesture ended (the fingers lifted; a wheel notch's single event is over).
  package func scrollEnded(_ record: ScrollRecord, time: TimeInterval, cancelled: Bool = false) {
    guard let index = scrollRecords.firstIndex(where: { $0 === record }) else { return }
    for pan in record.recognizers
    where pan.trackedScroll != nil && pan.state != .failed && pan.state != .cancelled {
      pan.scrollEnded(cancelled: cancelled)
    }
    scrollRecords.remove(at: index)
    for pan in record.recognizers where pan.trackedScroll != nil {
      pan.trackedScroll = nil
      finishSequence(of: pan)
    }
  }

  // MARK: Keys

  /// Apple: key commands are looked up along the responder chain from the first responder (the
  /// key window when there is none); the action goes to the first responder in the chain that
  /// can perform it. Returns whether a command handled the key.
  /// https://developer.apple.com/documentation/uikit/uikeycommand
  @discardableResult
  package func press(key input: String, modifiers: UIKeyModifierFlags, in window: UIWindow) -> Bool
  {
    var responder: UIResponder? = window.firstResponder ?? window
    while let current = responder {
      for command in current.keyCommands ?? []
      where command.input == input && command.modifierFlags == modifiers {
        guard let action = command.action else { continue }
        let start: UIResponder = window.firstResponder ?? window
        if let target = start.target(forAction: action, withSender: command)
          as? any SelectorDispatching,
          target.simulationPerform(action, with: command)
        {
          return true
        }
      }
      responder = current.next
    }
    return false
  }
}
