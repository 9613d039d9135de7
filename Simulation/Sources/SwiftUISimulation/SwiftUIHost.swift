// What SwiftUI does to a view model, for the SwiftUI layer's scenarios: its gestures, its
// timeline, its update cycle. Generic (it knows nothing of SideMenuKit); each piece cites the
// page it follows, and where Apple does not document SwiftUI's order it takes the stricter
// reading, listed in the README's device checklist.
@_exported import Combine
@_exported import SwiftUI
@_exported import UIKitSimulation

/// SwiftUI's clock for gesture values and timeline dates: `Date`, the device's wall clock
/// (`SimulationDevice.wallClockNow()`: its own epoch, and stepped by
/// `SimulatedDevice.setWallClock(by:)`), not the uptime clock of `CACurrentMediaTime()`.
public enum SimulatedSwiftUIClock {
  @MainActor public static func now() -> Date { SimulationDevice.wallClockNow() }
  /// The wall-clock date of an instant on the uptime clock (a touch's or frame's time).
  public static func date(_ mediaTime: CFTimeInterval) -> Date {
    SimulationDevice.wallClockDate(atUptime: mediaTime)
  }
}

/// `DragGesture(minimumDistance:coordinateSpace:)` attached with `simultaneousGesture`, on the
/// view `host` (https://developer.apple.com/documentation/swiftui/draggesture,
/// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)).
///
/// Modelled: `onChanged` once the touch has moved `minimumDistance` points from where it
/// landed (at once for 0) and on every move after, `onEnded` when it lifts, and the
/// `@GestureState` reset without `onEnded` when the system cancels the touch
/// (https://developer.apple.com/documentation/swiftui/gesturestate: "SwiftUI resets the
/// gesture state when the gesture ends or is cancelled"); values in the host view's space, with
/// the touch's time. It recognizes alongside every other recognizer and takes no touches
/// (a simultaneous gesture "does not block"). Undocumented, the stricter reading: a touch the
/// system cancels before `minimumDistance` was reached calls nothing.
@MainActor
public final class SimulatedDragGesture: UIGestureRecognizer, UIGestureRecognizerDelegate {
  public let minimumDistance: CGFloat
  public var onChanged: ((DragGesture.Value) -> Void)?
  public var onEnded: ((DragGesture.Value) -> Void)?
  /// The `@GestureState` reset (`updating`'s state back to its initial value).
  public var onReset: (() -> Void)?
  private var start: (location: CGPoint, time: CFTimeInterval)?
  private var samples: [(location: CGPoint, time: CFTimeInterval)] = []
  private var isActive = false

  public init(minimumDistance: CGFloat) {
    self.minimumDistance = minimumDistance
    super.init()
    cancelsTouchesInView = false
    delaysTouchesEnded = false
    delegate = self
  }

  private func value(_ touch: UITouch) -> DragGesture.Value {
    let location = convert(touch.windowLocation, to: view)
    let startLocation = start?.location ?? location
    // The prediction's formula is undocumented: the last 100 ms of velocity for a quarter
    // second, a shape of Apple's scroll deceleration (only its existence is relied on).
    var predicted = location
    if let first = samples.first, let last = samples.last, last.time > first.time {
      let dt = CGFloat(last.time - first.time)
      predicted.x += (last.location.x - first.location.x) / dt * 0.25
      predicted.y += (last.location.y - first.location.y) / dt * 0.25
    }
    return DragGesture.Value(
      time: SimulatedSwiftUIClock.date(touch.timestamp), location: location,
      startLocation: startLocation, predictedEndLocation: predicted)
  }

  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = trackedTouches.first, start == nil else { return }
    let location = convert(touch.windowLocation, to: view)
    start = (location, touch.timestamp)
    samples = [(location, touch.timestamp)]
    if minimumDistance <= 0 { activate(touch) }
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = trackedTouches.first, let start else { return }
    let location = convert(touch.windowLocation, to: view)
    samples.append((location, touch.timestamp))
    while samples.count > 2, let first = samples.first, touch.timestamp - first.time > 0.1 {
      samples.removeFirst()
    }
    if isActive {
      setState(.changed)
      onChanged?(value(touch))
    } else if hypot(location.x - start.location.x, location.y - start.location.y)
      >= minimumDistance
    {
      activate(touch)
    }
  }

  private func activate(_ touch: UITouch) {
    isActive = true
    setState(.began)
    onChanged?(value(touch))
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if isActive, let touch = touches.first { onEnded?(value(touch)) }
    finish(cancelled: false)
  }

  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finish(cancelled: true)
  }

  private func finish(cancelled: Bool) {
    let wasActive = isActive
    isActive = false
    start = nil
    samples = []
    finishContinuous(cancelled: cancelled)
    if wasActive { onReset?() }
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// `TimelineView(.animation(minimumInterval: nil, paused:))`: a frame at every display refresh
/// while not paused and while the view is on screen, each with the date it is drawn for
/// (https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:),
/// https://developer.apple.com/documentation/swiftui/timelineview). The stricter reading of
/// what Apple leaves open: no frames while the view is off screen (a timeline updates what is
/// shown), and the first frame comes on the next refresh after `paused` turns false.
@MainActor
public final class SimulatedTimeline: SelectorDispatching {
  private var link: CADisplayLink?
  /// Called for each frame with its date: the host renders, then runs `onChange(of: date)`.
  public var onFrame: ((Date) -> Void)?
  public private(set) var frameCount = 0
  public var paused = true { didSet { sync() } }
  public var isOnScreen = true { didSet { sync() } }

  public init() {}

  private func sync() {
    let running = !paused && isOnScreen
    if running, link == nil {
      let link = CADisplayLink(target: self, selector: Selector("step(_:)"))
      link.add(to: .main, forMode: .common)
      self.link = link
    }
    link?.isPaused = !running
  }

  public func respondsToSelector(_ selector: Selector) -> Bool { selector.name == "step(_:)" }

  public func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector.name == "step(_:)", let link = argument as? CADisplayLink else { return false }
    frameCount += 1
    onFrame?(SimulatedSwiftUIClock.date(link.targetTimestamp))
    return true
  }

  public func invalidate() {
    link?.invalidate()
    link = nil
  }
}

/// A target–action receiver for recognizers the host attaches (a closure per action).
@MainActor
public final class SimulatedAction: NSObject, SelectorDispatching {
  private let action: (UIGestureRecognizer) -> Void
  public static let selector = Selector("fire(_:)")

  public init(_ action: @escaping (UIGestureRecognizer) -> Void) { self.action = action }

  public func respondsToSelector(_ selector: Selector) -> Bool { selector == Self.selector }

  public func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector == Self.selector, let recognizer = argument as? UIGestureRecognizer else {
      return false
    }
    action(recognizer)
    return true
  }
}

/// SwiftUI's update cycle for one observed object: `objectWillChange` schedules a body
/// evaluation, which SwiftUI runs later, once per turn whatever the number of changes
/// (https://developer.apple.com/documentation/combine/observableobject: the publisher "emits
/// before the object has changed"; SwiftUI's own timing is undocumented — the stricter reading
/// is the next run-loop turn, never inside the change). A scheduled update is pending work:
/// the device is not at rest (`SimulatedDevice.isIdle`, `runUntilIdle()`) until it has run, so
/// a scenario never reads what the view showed before it.
@MainActor
public final class SimulatedUpdateCycle {
  private var subscription: AnyCancellable?
  public private(set) var isScheduled = false
  public private(set) var updateCount = 0
  private let update: () -> Void

  public init(observing object: some ObservableObject, update: @escaping () -> Void) {
    self.update = update
    subscription = object.objectWillChange.sink { [weak self] _ in self?.schedule() }
    SimulationRunLoop.main.commitHooks.append { [weak self] in self?.runIfScheduled() }
  }

  /// A state the view depends on changed (the app's `@State`, an environment value).
  ///
  /// The update is work the app has still to do: the next turn is asked for (an empty item on
  /// the main queue, whose turn commits and so runs the update), so the device is not at rest
  /// until it — and the updates it sets off — have run.
  public func schedule() {
    if !isScheduled { SimulationRunLoop.main.perform {} }
    isScheduled = true
  }

  /// Inputs SwiftUI tracks besides the object (a `GeometryReader`'s size and safe area, an
  /// environment value): each closure says whether its input changed since it was last asked.
  private var watches: [() -> Bool] = []

  /// Re-evaluates the body on the turn an input changes (SwiftUI updates views whose
  /// `GeometryReader` proxy or environment changed).
  public func watch(_ changed: @escaping () -> Bool) { watches.append(changed) }

  private func runIfScheduled() {
    for changed in watches where changed() { isScheduled = true }
    guard isScheduled else { return }
    isScheduled = false
    updateCount += 1
    update()
  }

  /// Runs a scheduled update now (SwiftUI's first render when the view appears).
  public func runNow() {
    isScheduled = false
    updateCount += 1
    update()
  }
}

/// The controls of one scene that carry `keyboardShortcut(_:modifiers:)`, in the view tree's
/// leading-to-trailing, depth-first order, and what a key press does with them. Apple documents
/// the outcome only: "Pressing the control's shortcut while the control is anywhere in the
/// frontmost window or scene … is equivalent to direct interaction with the control to perform
/// its primary action"; the target "is resolved in a leading-to-trailing, depth-first
/// traversal"; "If multiple controls are associated with the same shortcut, the first one found
/// is used" (https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)).
///
/// Not modelled: the UIKit path SwiftUI takes to hear the key (which responder's key commands,
/// whether a first responder's own command for the same keys wins) — undocumented; the
/// scenarios list it as a device check. The stricter readings where Apple is silent: the first
/// control found decides even when it is disabled, and then nothing happens (`disabled(_:)`:
/// https://developer.apple.com/documentation/swiftui/view/disabled(_:)); the modifiers must
/// match exactly (a press with an extra modifier is another shortcut, as a `UIKeyCommand`'s
/// is).
@MainActor
public struct SimulatedKeyboardShortcuts {
  /// One control with a shortcut, as the view tree holds it now.
  public struct Control {
    public var title: String
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var isEnabled: Bool
    /// The control's primary action (a button's action).
    public var action: () -> Void

    public init(
      title: String, key: KeyEquivalent, modifiers: EventModifiers, isEnabled: Bool = true,
      action: @escaping () -> Void
    ) {
      self.title = title
      self.key = key
      self.modifiers = modifiers
      self.isEnabled = isEnabled
      self.action = action
    }
  }

  /// The scene's controls, in tree order (the host replaces them on every render).
  public var controls: [Control] = []

  public init() {}

  /// A key press in the scene: the first control with this exact shortcut performs its action,
  /// if it is enabled. Returns whether one did.
  @discardableResult
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard let control = controls.first(where: { $0.key == key && $0.modifiers == modifiers }),
      control.isEnabled
    else { return false }
    control.action()
    return true
  }
}
