/// Apple: `protocol UIGestureRecognizerDelegate` (requirements optional on a device; defaults
/// here).
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
  /// Apple: "UIKit calls this method once before either the `gestureRecognizer(_:shouldReceive:)`
  /// method" (for a touch or a press); "Return false to prevent the gesture recognizer from
  /// seeing this event." The model asks it once per sequence: before `shouldReceive touch:` for
  /// the event that brings a new touch, and — where Apple is silent, a scroll having no touch or
  /// press — once per scroll sequence, at its first event, never for its changes or its end
  /// (the stricter reading: the app learns no later event's `timestamp` from it).
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-evxd
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool { true }
}

/// Apple: `enum UIScrollType` — `.discrete` "originates from a device like a mouse with a
/// scroll wheel", `.continuous` "from a device like a trackpad".
/// https://developer.apple.com/documentation/uikit/uiscrolltype
public enum UIScrollType: UInt, Sendable {
  case discrete = 0, continuous = 1
}

/// Apple: `struct UIScrollTypeMask` — "A bit mask identifying the scroll type of a pan
/// gesture": `.discrete` (a mouse), `.continuous` (a trackpad), `.all`.
/// https://developer.apple.com/documentation/uikit/uiscrolltypemask
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  public static let all: UIScrollTypeMask = [.discrete, .continuous]

  package func allows(_ type: UIScrollType) -> Bool {
    let member: UIScrollTypeMask = type == .discrete ? .discrete : .continuous
    return contains(member)
  }
}

/// Apple: `class UIGestureRecognizer`.
///
/// Modelled: the state machine (possible → began → changed → ended/cancelled, or → failed;
/// discrete recognizers possible → ended), target–action on every state change of a continuous
/// gesture and on recognition of a discrete one, the delegate's `shouldReceive` (a recognizer
/// that is refused a touch never sees it), `gestureRecognizerShouldBegin` (the delegate's and
/// the view's; false means failed), simultaneous recognition (either delegate may allow it;
/// otherwise the first to recognize makes the others fail), failure requirements (`require(toFail:)`
/// and the delegate's: a recognizer waits until the other fails, and fails if it recognizes),
/// `cancelsTouchesInView`, disabling while recognizing (cancels), and the reset to possible
/// once its touches have ended.
/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Apple: `enum UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  public override init() { super.init() }

  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  private var targets: [(target: WeakObject, action: Selector)] = []
  private var failureRequirements: [WeakGestureRecognizer] = []
  package var trackedTouches: [UITouch] = []
  package var isWaitingForFailures = false

  public package(set) var state = State.possible
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  public private(set) weak var view: UIView?

  /// Apple: "Disabling a gesture recognizer while it's actively recognizing a gesture causes it
  /// to transition to a canceled state."
  open var isEnabled = true {
    didSet {
      guard !isEnabled, state == .began || state == .changed else { return }
      setState(.cancelled)
    }
  }

  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open var requiresExclusiveTouchType = true
  open var name: String?

  /// Apple: "The default value of this property contains all touch types": a pointer's
  /// `.indirectPointer` click-drag reaches a recognizer unless it narrows this. A touch of a
  /// type not listed never reaches the recognizer (nor its delegate's `shouldReceive`).
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedtouchtypes
  open var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map {
    NSNumber(value: $0.rawValue)
  }

  /// Apple (`UIGestureRecognizerSubclass.h`): "same behavior as the equivalent delegate
  /// method" — asked when the delegate is (once per sequence, as above), after it.
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/shouldreceive(_:)
  open func shouldReceive(_ event: UIEvent) -> Bool { true }

  package func allows(_ type: UITouch.TouchType) -> Bool {
    allowedTouchTypes.contains { $0.intValue == type.rawValue }
  }

  /// Simulation only: the scroll sequence this recognizer follows instead of touches (nil when
  /// none): a scroll has no `UITouch`, so `numberOfTouches` stays 0 during it.
  package var trackedScroll: UIScrollType?

  /// Simulation only: how many times the recognizer sent its action.
  public private(set) var simulationActionCount = 0

  /// Whether this recognizer is discrete (recognizes once) rather than continuous.
  package var isDiscrete: Bool { false }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append((WeakObject(target as AnyObject), action))
  }

  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { entry in
      (target == nil || entry.target.object === (target as AnyObject?))
        && (action == nil || entry.action == action)
    }
  }

  /// Apple: "Creates a dependency relationship between the gesture recognizer and another
  /// gesture recognizer": this one does not leave `possible` until the other fails.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
  }

  package func attach(to view: UIView?) { self.view = view }

  open var numberOfTouches: Int { trackedTouches.count }

  /// Apple: "the centroid of the touches involved in the gesture", in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else {
      return lastWindowLocation.map { convert($0, to: view) } ?? .zero
    }
    let sum = trackedTouches.reduce(CGPoint.zero) {
      CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
    }
    let centroid = CGPoint(
      x: sum.x / CGFloat(trackedTouches.count), y: sum.y / CGFloat(trackedTouches.count))
    return convert(centroid, to: view)
  }

  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    convert(trackedTouches[touchIndex].windowLocation, to: view)
  }

  package var lastWindowLocation: CGPoint?

  package func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
    view?.convert(windowPoint, from: nil) ?? windowPoint
  }

  // MARK: Subclass hooks (Apple: UIGestureRecognizerSubclass)

  open func reset() {}
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Arbitration

  /// Whether this recognizer must wait for `other` to fail.
  package func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0.recognizer === other }
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
      || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
  }

  package func allowsSimultaneous(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Subclasses and the event system move the state through here.
  package func setState(_ newState: State) {
    if state == .possible, newState == .began || newState == .ended {
      SimulationEventSystem.shared.recognizerWantsToRecognize(self, as: newState)
      return
    }
    switch newState {
    case .possible:
      state = .possible
    default:
      guard state != newState || newState == .changed else { return }
      state = newState
      // Apple (`require(toFail:)`): "If otherGestureRecognizer transitions to
      // UIGestureRecognizer.State.failed, the receiver transitions to its normal next state" —
      // a recognizer failing by itself releases the ones waiting for it.
      // https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
      if newState == .failed {
        SimulationEventSystem.shared.recognizerDidFail(self)
      } else {
        sendActions()
      }
    }
  }

  /// A continuous gesture's end when its touches end: a recognized one ends (or is cancelled),
  /// one still undecided fails.
  package func finishContinuous(cancelled: Bool) {
    switch state {
    case .began, .changed: setState(cancelled ? .cancelled : .ended)
    case .possible: setState(.failed)
    default: break
    }
  }

  /// Called by the event system once arbitration allows the recognition.
  package func commitRecognition(_ newState: State) {
    state = newState
    sendActions()
  }

  package func sendActions() {
    simulationActionCount += 1
    systemAction?(self)
    for entry in targets {
      guard let target = entry.target.object else { continue }
      if let dispatching = target as? any SelectorDispatching,
        dispatching.simulationPerform(entry.action, with: self)
      {
        continue
      }
      SimulationLog.misuse("\(type(of: target)) does not respond to \(entry.action)")
    }
  }

  /// Simulation only: a system gate (UIKit's own recognizers, such as the back swipe, decide
  /// internally whether they may begin).
  package var systemShouldBegin: (() -> Bool)?

  /// Simulation only: UIKit's own target of its own recognizers (the back swipe's pop), sent
  /// before the app's targets.
  package var systemAction: ((UIGestureRecognizer) -> Void)?
}

package struct WeakGestureRecognizer {
  package weak var recognizer: UIGestureRecognizer?
}

/// Apple: `class UIPanGestureRecognizer`.
///
/// Begins once a touch has moved about 10 pt from where it landed (UIKit's hysteresis is
/// undocumented; 10 pt is the long-observed value), and its translation is measured from the
/// touch-down point, so at `.began` it already holds that distance. Velocity is the
/// displacement over the samples of the last 100 ms (UIKit's estimator is undocumented).
///
/// Scroll events (a trackpad's two-finger scroll, a mouse wheel) reach it only for the types
/// in `allowedScrollTypesMask`, empty by default (Apple: "Setting this mask enables the pan
/// gesture to recognize scroll events"). A scroll drives it like a finger that does not exist:
/// `location(in:)` is the pointer's (where the scroll was hit-tested), `translation(in:)` the
/// scroll's accumulated deltas, `numberOfTouches` 0; it begins past the same hysteresis as a
/// finger (Apple gives no number; the same rule is the one under which the drag loses most),
/// and ends when the scroll's gesture ends — when the fingers lift. Momentum that the system
/// generates after the lift is not delivered to a pan (Apple is silent; the stricter reading:
/// the release velocity is all a recognizer gets, so a flick must be judged at the lift).
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var maximumNumberOfTouches = Int.max
  open var minimumNumberOfTouches = 1
  /// Apple: "A scroll type mask that enables recognition of scroll events"; none by default.
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
  open var allowedScrollTypesMask: UIScrollTypeMask = []
  /// Simulation only: the scroll's accumulated translation in window points, while a scroll
  /// drives this pan.
  private var scrollTranslation: CGPoint?
  package static let hysteresis: CGFloat = 10
  package weak var scrollView: UIScrollView?
  private var startWindowLocation = CGPoint.zero
  private var translationBase = CGPoint.zero
  private var samples: [(time: TimeInterval, location: CGPoint)] = []

  /// The direction of the first movement past the hysteresis, for subclasses' begin rules.
  ///
  /// A scroll view's pan begins only along an axis the scroll view can move on (content longer
  /// than the view, or bouncing that way): a first movement across it fails the pan, so the
  /// recognizers above it get the drag. Apple documents the case of two scroll views —
  /// "Cross-directional scrolling … your application does not need to do anything to support
  /// nesting scrolling. It is supported and provided by default" (Scroll View Programming Guide,
  /// Nesting Scroll Views:
  /// https://developer.apple.com/library/ios/documentation/WindowsViews/Conceptual/UIScrollView_pg/NestedScrollViews/NestedScrollViews.html);
  /// that any other pan above a table gets its sideways drags is long-observed device behaviour
  /// (full-screen back-swipe pans on navigation controllers over table views).
  package func mayBegin(movement: CGPoint) -> Bool {
    if let scrollView {
      let horizontal = abs(movement.x) > abs(movement.y)
      return horizontal
        ? scrollView.simulationScrollsHorizontally : scrollView.simulationScrollsVertically
    }
    return true
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = trackedTouches.first else { return }
    startWindowLocation = touch.windowLocation
    translationBase = .zero
    samples = [(touch.timestamp, touch.windowLocation)]
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = trackedTouches.first else { return }
    samples.append((touch.timestamp, touch.windowLocation))
    // Keep the last 100 ms (at least two samples).
    while samples.count > 2, let first = samples.first, touch.timestamp - first.time > 0.1 {
      samples.removeFirst()
    }
    switch state {
    case .possible:
      let movement = CGPoint(
        x: touch.windowLocation.x - startWindowLocation.x,
        y: touch.windowLocation.y - startWindowLocation.y)
      if hypot(movement.x, movement.y) >= Self.hysteresis {
        if mayBegin(movement: movement) { setState(.began) } else { setState(.failed) }
      }
    case .began, .changed:
      setState(.changed)
      if state == .changed, let scrollView {
        scrollView.followPan(
          translation: CGPoint(
            x: touch.windowLocation.x - touch.previousWindowLocation.x,
            y: touch.windowLocation.y - touch.previousWindowLocation.y))
      }
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous(cancelled: false)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous(cancelled: true)
  }

  open override func reset() {
    samples = []
    translationBase = .zero
    scrollTranslation = nil
  }

  // MARK: Scrolls

  /// Whether a scroll of `type` may drive this pan: the mask allows it, and — for a trackpad's
  /// two-finger scroll — `maximumNumberOfTouches` admits two fingers. Apple is silent on
  /// whether the limit applies to scrolls; the model takes the stricter reading (a two-finger
  /// scroll is two fingers), so a pan kept to one finger gets no trackpad scrolls. A mouse
  /// wheel has no fingers.
  package func acceptsScroll(_ type: UIScrollType) -> Bool {
    allowedScrollTypesMask.allows(type) && (type == .discrete || maximumNumberOfTouches >= 2)
  }

  package func scrollBegan(at point: CGPoint, time: TimeInterval) {
    guard state == .possible else { return }
    startWindowLocation = point
    translationBase = .zero
    scrollTranslation = .zero
    samples = [(time, point)]
  }

  package func scrollChanged(by delta: CGPoint, time: TimeInterval) {
    guard var translation = scrollTranslation else { return }
    translation.x += delta.x
    translation.y += delta.y
    scrollTranslation = translation
    let virtual = CGPoint(
      x: startWindowLocation.x + translation.x, y: startWindowLocation.y + translation.y)
    samples.append((time, virtual))
    while samples.count > 2, let first = samples.first, time - first.time > 0.1 {
      samples.removeFirst()
    }
    switch state {
    case .possible:
      if hypot(translation.x, translation.y) >= Self.hysteresis {
        if mayBegin(scroll: translation) { setState(.began) } else { setState(.failed) }
      }
    case .began, .changed:
      setState(.changed)
      if state == .changed, let scrollView { scrollView.followPan(translation: delta) }
    default:
      break
    }
  }

  package func scrollEnded(cancelled: Bool) {
    finishContinuous(cancelled: cancelled)
  }

  /// The first scroll movement past the hysteresis, for subclasses' begin rules (a scroll has
  /// no landing place, so an edge rule cannot apply to it).
  package func mayBegin(scroll movement: CGPoint) -> Bool { mayBegin(movement: movement) }

  /// Apple: "The translation of the pan gesture in the coordinate system of the specified
  /// view" — the current location minus the touch-down location, less any `setTranslation`;
  /// for a scroll, the scroll's deltas so far.
  open func translation(in view: UIView?) -> CGPoint {
    if let scrollTranslation {
      let from = convert(startWindowLocation, to: view)
      let to = convert(
        CGPoint(
          x: startWindowLocation.x + scrollTranslation.x,
          y: startWindowLocation.y + scrollTranslation.y), to: view)
      return CGPoint(x: to.x - from.x - translationBase.x, y: to.y - from.y - translationBase.y)
    }
    let current = lastWindowLocation ?? startWindowLocation
    let from = convert(startWindowLocation, to: view)
    let to = convert(current, to: view)
    return CGPoint(x: to.x - from.x - translationBase.x, y: to.y - from.y - translationBase.y)
  }

  /// Apple: "Sets the translation value in the coordinate system of the specified view. …
  /// Changing the translation value resets the velocity of the pan": the samples so far are
  /// dropped (the velocity is zero until the finger moves again).
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let raw = self.translation(in: view)
    translationBase = CGPoint(
      x: translationBase.x + raw.x - translation.x, y: translationBase.y + raw.y - translation.y)
    if let last = samples.last { samples = [last] }
  }

  /// Apple: "The velocity of the pan gesture, which is expressed in points per second."
  open func velocity(in view: UIView?) -> CGPoint {
    guard let first = samples.first, let last = samples.last, last.time > first.time else {
      return .zero
    }
    let from = convert(first.location, to: view)
    let to = convert(last.location, to: view)
    let dt = CGFloat(last.time - first.time)
    return CGPoint(x: (to.x - from.x) / dt, y: (to.y - from.y) / dt)
  }
}

/// Apple: `class UIScreenEdgePanGestureRecognizer` — a pan that must start near an edge of the
/// screen and move away from it. The edge zone is undocumented; the simulation uses 20 pt.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  open var edges: UIRectEdge = []
  package static let edgeZone: CGFloat = 20
  private var startedInZone = false

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let touch = trackedTouches.first, let window = touch.window else { return }
    let point = touch.windowLocation
    startedInZone =
      (edges.contains(.left) && point.x <= Self.edgeZone)
      || (edges.contains(.right) && point.x >= window.bounds.width - Self.edgeZone)
    if !startedInZone { setState(.failed) }
  }

  package override func mayBegin(movement: CGPoint) -> Bool {
    guard startedInZone else { return false }
    return movesAwayFromEdge(movement)
  }

  /// A scroll has no landing place to test against the edge zone. Apple is silent on edge pans
  /// and scrolls; the model takes the stricter reading: one that accepts scrolls (its mask set)
  /// takes them anywhere, in the direction away from its edge.
  package override func mayBegin(scroll movement: CGPoint) -> Bool {
    movesAwayFromEdge(movement)
  }

  private func movesAwayFromEdge(_ movement: CGPoint) -> Bool {
    guard abs(movement.x) > abs(movement.y) else { return false }
    return (edges.contains(.left) && movement.x > 0) || (edges.contains(.right) && movement.x < 0)
  }
}

/// Apple: `class UITapGestureRecognizer` — discrete: recognized when the touch lifts, unless it
/// moved further than UIKit allows for a tap (undocumented; the simulation uses 10 pt).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
  private var start = CGPoint.zero

  package override var isDiscrete: Bool { true }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    start = trackedTouches.first?.windowLocation ?? .zero
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = trackedTouches.first else { return }
    if hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y) > 10 {
      setState(.failed)
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    setState(.ended)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { setState(.failed) }
  }
}

/// Apple: `class UILongPressGestureRecognizer` — continuous: "The gesture begins
/// (UIGestureRecognizer.State.began) when the number of allowable fingers … have been pressed for
/// the specified period (minimumPressDuration) … The gesture recognizer transitions to the Change
/// state whenever the finger moves, and it ends (UIGestureRecognizer.State.ended) when any of the
/// fingers are lifted"; it fails if the finger moves further than `allowableMovement` before it
/// begins. With `minimumPressDuration` 0 it begins at touch-down.
/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 0
  open var numberOfTouchesRequired = 1
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  private var start = CGPoint.zero
  private var sequence = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = trackedTouches.first else { return }
    start = touch.windowLocation
    sequence += 1
    if minimumPressDuration <= 0 {
      setState(.began)
      return
    }
    let current = sequence
    SimulationAnimations.shared.add(end: CACurrentMediaTime() + minimumPressDuration) {
      [weak self] _ in
      guard let self, self.sequence == current, self.state == .possible,
        !self.trackedTouches.isEmpty
      else { return }
      self.setState(.began)
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = trackedTouches.first else { return }
    switch state {
    case .possible:
      if hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y)
        > allowableMovement
      {
        setState(.failed)
      }
    case .began, .changed:
      setState(.changed)
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous(cancelled: false)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous(cancelled: true)
  }
}
