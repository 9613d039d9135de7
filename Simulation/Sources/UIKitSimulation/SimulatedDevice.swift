@_exported import UIKit

/// A simulated iPhone: one window on a screen, a virtual clock, injected touches, keys and
/// system events. Creating one resets the whole simulated UIKit (clock, run loop, app state,
/// logs), so each test starts from a fresh device. Nothing moves unless the test advances time.
///
/// The API is shaped like what a UI test on a device can do (touch at window points, press a
/// key, rotate, send the app to the background), so the same scenarios could later drive a
/// device under XCTest.
@MainActor
public final class SimulatedDevice {
  /// A device's screen: size in points, safe-area insets per orientation, refresh rate.
  public struct Model: Sendable {
    public var portraitSize: CGSize
    public var portraitSafeArea: UIEdgeInsets
    public var landscapeSafeArea: UIEdgeInsets
    public var refreshRate: Double
    /// Whether it is an iPad: its full-screen windows are regular width in both orientations,
    /// and it has Split View, Slide Over and Stage Manager (`resizeWindow(to:)`).
    public var isPad = false
    /// A folding iPhone's inner display, fold, cameras and vertical bar (`iPhoneDuo`); `nil`
    /// for every other model. The sizes above are then the cover display's.
    public var foldable: Foldable? = nil

    /// iPhone 15 (393 × 852 pt, Dynamic Island, 60 Hz): Apple's Human Interface Guidelines
    /// "Layout" device table; safe areas as the iOS 17 simulator reports them.
    public static let iPhone15 = Model(
      portraitSize: CGSize(width: 393, height: 852),
      portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), refreshRate: 60)

    /// iPhone 15 Pro: the same points at 120 Hz (ProMotion).
    public static let iPhone15Pro = Model(
      portraitSize: CGSize(width: 393, height: 852),
      portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), refreshRate: 120)

    // iPads: points from Apple's Human Interface Guidelines, "Layout" › Specifications, iPadOS
    // device screen dimensions (https://developer.apple.com/design/human-interface-guidelines/layout);
    // safe areas as the iPadOS 17 simulator reports them for iPads without a Home button (the
    // status bar's 24 pt and the home indicator's 20 pt in both orientations, nothing at the
    // sides); refresh rates from Apple's technical specifications (ProMotion on iPad Pro).

    /// iPad Pro 13-inch (M4): 1,032 × 1,376 pt, 120 Hz.
    public static let iPadPro13 = Model(
      portraitSize: CGSize(width: 1032, height: 1376),
      portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), refreshRate: 120,
      isPad: true)

    /// iPad Pro 11-inch (M4): 834 × 1,210 pt, 120 Hz — landscape (1,210 pt) is wider than
    /// SideMenuCore's automatic docking threshold, portrait (834 pt) narrower.
    public static let iPadPro11 = Model(
      portraitSize: CGSize(width: 834, height: 1210),
      portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), refreshRate: 120,
      isPad: true)

    /// iPad Air 11-inch (M2): 820 × 1,180 pt, 60 Hz.
    public static let iPadAir11 = Model(
      portraitSize: CGSize(width: 820, height: 1180),
      portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), refreshRate: 60,
      isPad: true)

    /// iPad mini (A17 Pro): 744 × 1,133 pt, 60 Hz.
    public static let iPadMini = Model(
      portraitSize: CGSize(width: 744, height: 1133),
      portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), refreshRate: 60,
      isPad: true)
  }

  /// An iOS release the simulated device runs: the versions SideMenuKit supports whose UIKit
  /// behaves differently where the model says so (iOS 26 adds the navigation controller's
  /// content back swipe).
  public enum OSVersion: Int, Sendable, CaseIterable, CustomStringConvertible {
    case iOS15 = 15, iOS16 = 16, iOS17 = 17, iOS18 = 18, iOS26 = 26
    /// iOS 27.1: iPhone Duo's release, and the first with its API (reserved regions, the
    /// vertical bar).
    case iOS27_1 = 27

    /// The minor version: 1 for iOS 27.1, 0 for the others.
    public var minor: Int { self == .iOS27_1 ? 1 : 0 }

    public var description: String { minor == 0 ? "iOS \(rawValue)" : "iOS \(rawValue).\(minor)" }
  }

  public let model: Model
  /// The iOS release it runs (default: iOS 26, the current one).
  public let osVersion: OSVersion
  public let window: UIWindow
  public let scene = UIWindowScene()
  public private(set) var isLandscape = false
  /// How a folding iPhone is held (`setPosture(_:)`): `.closed` on every other model.
  public internal(set) var posture = Posture.closed
  /// Whether the front camera of the display the app is on is in use (`setFrontCameraInUse(_:)`).
  public internal(set) var isFrontCameraInUse = false

  public init(
    model: Model = .iPhone15, osVersion: OSVersion = .iOS26,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    highFrameRateAllowed: Bool = true
  ) {
    self.model = model
    self.osVersion = osVersion
    SimulationDevice.osMajorVersion = osVersion.rawValue
    SimulationDevice.osMinorVersion = osVersion.minor
    SimulationTimedTransitions.running = []
    SimulationClock.now = 1_000
    SimulationClock.wallClockOffset = SimulationClock.initialWallClockOffset
    let loop = SimulationRunLoop()
    loop.maximumFramesPerSecond = model.refreshRate
    loop.allowsHighFrameRate = highFrameRateAllowed
    loop.startTime = SimulationClock.now
    SimulationRunLoop.main = loop
    SimulationLog.reset()
    SimulationViewRegistry.layoutPasses = 0
    SimulationEventSystem.shared = SimulationEventSystem()
    SimulationAnimations.shared = SimulationAnimations()
    SimulationRenderServer.shared = SimulationRenderServer()
    CATransaction.simulationReset()
    SimulationDevice.userInterfaceStyle = .light
    SimulationAccessibility.focusedElement = nil
    UIAccessibility.reduceMotion = false
    UIAccessibility.reduceTransparency = false
    UIAccessibility.voiceOverRunning = true
    UIAccessibility.posts = []
    UITraitCollection.current = UITraitCollection()
    let app = UIApplication()
    app.userInterfaceLayoutDirection = layoutDirection
    UIApplication.current = app
    let bounds = CGRect(origin: .zero, size: model.portraitSize)
    UIScreen.current = UIScreen(bounds: bounds)
    window = UIWindow(windowScene: scene)
    window.deviceSafeAreaInsets = model.portraitSafeArea
    window.simulationHorizontalSizeClass = sizeClass(for: .fullScreen)
    applyDisplayRegions()
    loop.beforeFrameHooks.append { SimulationAnimations.shared.finishDue() }
    loop.commitHooks.append { [weak self] in self?.commit() }
  }

  // MARK: Showing content

  /// Makes `root` the window's root view controller and shows the window, then runs a turn.
  public func show(_ root: UIViewController) {
    window.rootViewController = root
    window.makeKeyAndVisible()
    runTurn()
  }

  // MARK: Time

  /// The virtual clock, seconds (`CACurrentMediaTime()`).
  public var now: TimeInterval { CACurrentMediaTime() }

  /// Seconds between vsyncs.
  public var frameInterval: TimeInterval { 1 / model.refreshRate }

  /// Runs the main queue once and commits (layout), without moving the clock.
  public func runTurn() { SimulationRunLoop.main.drain() }

  /// Moves the clock forward by `seconds`, running every vsync on the way (display links,
  /// animation completions, layout). Negative or non-finite values do nothing.
  public func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else {
      runTurn()
      return
    }
    advance(to: now + seconds)
  }

  public func advance(to time: TimeInterval) {
    runTurn()
    SimulationRunLoop.main.advance(to: time)
    runTurn()
  }

  /// Advances frame by frame until nothing is animating (no display link running, no
  /// animation, no transition, no queued work), or `timeout` seconds pass. Returns whether it
  /// came to rest.
  @discardableResult
  public func runUntilIdle(timeout: TimeInterval = 5) -> Bool {
    let deadline = now + timeout
    runTurn()
    while now < deadline {
      if isIdle { return true }
      advance(by: frameInterval)
    }
    return isIdle
  }

  public var isIdle: Bool {
    !SimulationRunLoop.main.hasQueuedWork && activeDisplayLinks.isEmpty
      && SimulationAnimations.shared.count == 0 && activeTransitions.isEmpty
      && timedTransitions.isEmpty && !SimulationRenderServer.shared.isAnimating
      && !isMainThreadStalled
  }

  // MARK: A busy main thread

  /// Whether the main thread is busy now (inside `stallMainThread(for:during:)`).
  public var isMainThreadStalled: Bool { SimulationRunLoop.main.isStalled }

  /// Touch events that arrived while the main thread was busy, delivered in order when it is
  /// free again.
  private var queuedTouchEvents: [() -> Void] = []

  /// The app's main thread is busy for `seconds` (building a heavy screen, say), starting now —
  /// after the current turn has ended and committed (for a stall before that commit, inside the
  /// turn, `stallMainThreadInCurrentTurn(for:)`).
  ///
  /// Meanwhile nothing on the main thread runs — no queued work, no display-link callback, no
  /// animation completion, no layout — while the clock, the vsyncs and the render server go
  /// on: Core Animation animations keep playing (what is on screen is their presentation
  /// value, `simulationPresentedFrameInWindow`), and `frameShownHooks`-style observers
  /// (`onFrameShown`) see every vsync. `during` runs at the start of the stall: a test moves
  /// time inside it with `advance(by:)` (up to the stall's end) and puts fingers down, moves
  /// and lifts them; those touches wait, and are delivered when the main thread is free, in
  /// the order they happened and with the times they happened (`UITouch.timestamp`: "the time
  /// when the touch occurred or when it was last mutated"; that the system queues the events
  /// of a busy app rather than drop them is long-known device behaviour). Then the display
  /// link fires once, at the next vsync (see `SimulationRunLoop.advance(to:)`).
  /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
  ///
  /// Non-finite or non-positive `seconds` stall for no time (`during` still runs, busy).
  public func stallMainThread(for seconds: TimeInterval, during: () -> Void = {}) {
    runTurn()
    let end = now + (seconds.isFinite ? Swift.max(0, seconds) : 0)
    let loop = SimulationRunLoop.main
    let wasStalled = loop.isStalled
    loop.isStalled = true
    during()
    if now < end { loop.advance(to: end) }
    loop.isStalled = wasStalled
    guard !wasStalled else { return }
    let events = queuedTouchEvents
    queuedTouchEvents = []
    for event in events {
      event()
      runTurn()
    }
    runTurn()
  }

  /// The main thread is busy for `seconds` inside the turn that runs now, before the turn's
  /// commit: app code doing heavy work — a `viewDidLoad` building a pushed screen — in the same
  /// turn that changed layers or added animations. Call it from that code (or right after
  /// what the turn did, before `runTurn()`). Meanwhile the vsyncs pass and the render server
  /// draws what it had at the last commit: the turn's changes and animations reach it only
  /// when the turn ends (Apple, `CATransaction`: implicit transactions "are committed
  /// automatically when the thread's runloop next iterates"). `stallMainThread(for:during:)`
  /// instead starts after the turn has committed.
  /// https://developer.apple.com/documentation/quartzcore/catransaction
  ///
  /// Non-finite or non-positive `seconds` stall for no time.
  public func stallMainThreadInCurrentTurn(for seconds: TimeInterval) {
    let end = now + (seconds.isFinite ? Swift.max(0, seconds) : 0)
    let loop = SimulationRunLoop.main
    let wasStalled = loop.isStalled
    loop.isStalled = true
    if now < end { loop.advance(to: end) }
    loop.isStalled = wasStalled
  }

  /// Called at every vsync once its frame is on screen (also while the main thread is busy),
  /// with the vsync's time: for measuring what a person sees frame by frame.
  public var onFrameShown: ((TimeInterval) -> Void)? {
    didSet {
      let loop = SimulationRunLoop.main
      loop.frameShownHooks = []
      if let onFrameShown {
        loop.frameShownHooks.append { index in onFrameShown(loop.frameTime(index)) }
      }
    }
  }

  /// Delivers a touch event now, or when the main thread is free again.
  fileprivate func deliverTouchEvent(_ event: @escaping () -> Void) {
    if isMainThreadStalled {
      queuedTouchEvents.append(event)
    } else {
      event()
      runTurn()
    }
  }

  /// UIKit's own timed transitions in progress: navigation pushes and pops, rotations.
  public var timedTransitions: [SimulationTimedTransition] { SimulationTimedTransitions.running }

  /// The rotation in progress, if any.
  public internal(set) var rotation: SimulationTimedTransition?

  /// The window resize in progress (Split View, Slide Over, Stage Manager), if any.
  public internal(set) var windowResize: SimulationTimedTransition?

  /// How the app's window shares the screen (iPad multitasking); `.fullScreen` on a phone.
  public internal(set) var windowArrangement = WindowArrangement.fullScreen

  /// Display links that fire at the next vsync.
  public var activeDisplayLinks: [CADisplayLink] {
    SimulationRunLoop.main.displayLinks.filter(\.isScheduled)
  }

  /// Every display link added to the run loop (running or paused).
  public var displayLinks: [CADisplayLink] { SimulationRunLoop.main.displayLinks }

  /// Presentations and dismissals in progress.
  public var activeTransitions: [SimulationTransition] {
    SimulationEventSystem.transitions(in: window)
  }

  // MARK: Touches

  /// A finger on the screen.
  @MainActor
  public final class Finger {
    let touch: UITouch
    unowned let device: SimulatedDevice
    public private(set) var location: CGPoint
    public private(set) var isDown = true

    init(touch: UITouch, device: SimulatedDevice, location: CGPoint) {
      self.touch = touch
      self.device = device
      self.location = location
    }

    /// Moves the finger to `point` (window coordinates) at the current time.
    public func move(to point: CGPoint) {
      guard isDown else { return }
      location = point
      let (touch, time) = (self.touch, device.now)
      device.deliverTouchEvent { SimulationEventSystem.shared.moved(touch, to: point, time: time) }
    }

    /// Moves the finger along a straight line to `point` over `duration` seconds, sampled
    /// `rate` times a second (touch sampling: 60 Hz, or 120 Hz on ProMotion; 240 Hz on iPads).
    public func move(to point: CGPoint, duration: TimeInterval, rate: Double = 120) {
      let start = location
      let steps = Swift.max(1, Int((duration * rate).rounded()))
      let startTime = device.now
      for step in 1...steps {
        let fraction = CGFloat(step) / CGFloat(steps)
        let time = startTime + duration * Double(fraction)
        // UIKit hands touches over after they happen (in batches, on the display's beat): the
        // app's clock at delivery trails the touch's own time by `touchDeliveryDelays`.
        let delays = device.touchDeliveryDelays
        let delay = delays.isEmpty ? 0 : delays[step % delays.count]
        device.advance(to: time + delay)
        guard isDown else { return }
        location = CGPoint(
          x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction)
        let (touch, to) = (self.touch, location)
        device.deliverTouchEvent {
          SimulationEventSystem.shared.moved(touch, to: to, time: time)
        }
      }
    }

    /// Keeps the finger still for `seconds`.
    public func hold(for seconds: TimeInterval) { device.advance(by: seconds) }

    /// Lifts the finger.
    public func lift() {
      guard isDown else { return }
      isDown = false
      let (touch, time) = (self.touch, device.now)
      device.deliverTouchEvent { SimulationEventSystem.shared.ended(touch, time: time) }
    }

    /// The system cancels the touch (an incoming call, a system gesture).
    public func cancel() {
      guard isDown else { return }
      isDown = false
      let (touch, time) = (self.touch, device.now)
      device.deliverTouchEvent {
        SimulationEventSystem.shared.ended(touch, time: time, cancelled: true)
      }
    }
  }

  /// How long after each move of a finger UIKit delivers it, seconds, cycled move by move
  /// (default none). On a device touches arrive in batches on the display's beat, so the clock
  /// at delivery trails the touch's own `timestamp` by a varying amount.
  public var touchDeliveryDelays: [TimeInterval] = []

  /// Puts a finger down at `point` (window coordinates) now.
  public func touchDown(at point: CGPoint) -> Finger {
    let touch = UITouch()
    let (window, time) = (self.window, now)
    // A touch that lands while the main thread is busy is hit-tested when UIKit handles it.
    touch.timestamp = time
    deliverTouchEvent {
      SimulationEventSystem.shared.began(at: point, in: window, time: time, touch: touch)
    }
    return Finger(touch: touch, device: self, location: point)
  }

  /// A complete drag: down at `start`, a straight move to `end` over `duration` seconds at
  /// `rate` samples a second, an optional still `hold` before lifting.
  @discardableResult
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval, rate: Double = 120,
    hold: TimeInterval = 0, lift: Bool = true
  ) -> Finger {
    let finger = touchDown(at: start)
    finger.move(to: end, duration: duration, rate: rate)
    if hold > 0 { finger.hold(for: hold) }
    if lift { finger.lift() }
    return finger
  }

  /// A tap: down and up 50 ms later, without moving.
  public func tap(at point: CGPoint) {
    let finger = touchDown(at: point)
    advance(by: 0.05)
    finger.lift()
  }

  // MARK: Pointer and trackpad (an iPad with a Magic Keyboard, trackpad or mouse)

  /// A pointer's button pressed at `point` (window coordinates) now: a click-drag is a touch of
  /// type `.indirectPointer` that moves and lifts like a finger. Apple: with
  /// `UIApplicationSupportsIndirectInputEvents` set, "When the user clicks an indirect pointing
  /// device, UIKit generates a UITouch of type indirectPointer" — the model's app declares it
  /// (without the key clicks are `.direct` touches, which every recognizer takes: the key is
  /// the stricter case, where a recognizer narrowed to direct touches misses the pointer).
  /// https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationsupportsindirectinputevents
  public func pointerDown(at point: CGPoint) -> Finger {
    let touch = UITouch()
    touch.type = .indirectPointer
    let (window, time) = (self.window, now)
    touch.timestamp = time
    deliverTouchEvent {
      SimulationEventSystem.shared.began(at: point, in: window, time: time, touch: touch)
    }
    return Finger(touch: touch, device: self, location: point)
  }

  /// A pointer click: pressed and released 50 ms later without moving.
  public func click(at point: CGPoint) {
    let pointer = pointerDown(at: point)
    advance(by: 0.05)
    pointer.lift()
  }

  /// Two fingers on a trackpad, scrolling with the pointer resting at one place.
  ///
  /// A continuous scroll (Apple: `UIScrollType.continuous`, "from a device like a trackpad")
  /// is one `.scroll` event sequence — began when the fingers start to move, changed as they
  /// move, ended when they lift — hit-tested at the pointer; the pans that accept it see a
  /// translation that accumulates the deltas in the fingers' direction (natural scrolling, the
  /// iPadOS default: content follows the fingers). There is no `UITouch`. Momentum after the
  /// lift goes to no pan (see `UIPanGestureRecognizer`).
  /// https://developer.apple.com/documentation/uikit/uiscrolltype/continuous
  @MainActor
  public final class TrackpadScroll {
    unowned let device: SimulatedDevice
    /// Where the pointer rests, window coordinates.
    public let pointer: CGPoint
    /// The fingers' travel so far, points.
    public private(set) var translation = CGPoint.zero
    public private(set) var isDown = true
    private var record: SimulationEventSystem.ScrollRecord?

    init(device: SimulatedDevice, pointer: CGPoint) {
      self.device = device
      self.pointer = pointer
      let (window, time) = (device.window, device.now)
      device.deliverTouchEvent { [self] in
        record = SimulationEventSystem.shared.scrollBegan(
          at: pointer, type: .continuous, in: window, time: time)
      }
    }

    /// Moves the fingers by `delta` along a straight line over `duration` seconds, an event
    /// `rate` times a second. Non-finite deltas move nothing.
    public func scroll(by delta: CGPoint, duration: TimeInterval, rate: Double = 120) {
      guard delta.x.isFinite, delta.y.isFinite else { return }
      let steps = Swift.max(1, Int((Swift.max(0, duration) * rate).rounded()))
      let startTime = device.now
      let step = CGPoint(x: delta.x / CGFloat(steps), y: delta.y / CGFloat(steps))
      for index in 1...steps {
        let time = startTime + Swift.max(0, duration) * Double(index) / Double(steps)
        device.advance(to: time)
        guard isDown else { return }
        translation.x += step.x
        translation.y += step.y
        device.deliverTouchEvent { [self] in
          if let record {
            SimulationEventSystem.shared.scrollChanged(record, by: step, time: time)
          }
        }
      }
    }

    /// Keeps the fingers still on the trackpad for `seconds`.
    public func hold(for seconds: TimeInterval) { device.advance(by: seconds) }

    /// Lifts the fingers: the scroll's gesture ends.
    public func lift() {
      guard isDown else { return }
      isDown = false
      let time = device.now
      device.deliverTouchEvent { [self] in
        if let record { SimulationEventSystem.shared.scrollEnded(record, time: time) }
      }
    }
  }

  /// Two fingers land on the trackpad with the pointer at `point` (window coordinates).
  public func beginTrackpadScroll(at point: CGPoint) -> TrackpadScroll {
    TrackpadScroll(device: self, pointer: point)
  }

  /// A complete two-finger trackpad scroll with the pointer at `point`: the fingers move by
  /// `delta` (points, natural scrolling) over `duration` seconds, rest for `hold`, and lift.
  @discardableResult
  public func trackpadScroll(
    at point: CGPoint, by delta: CGPoint, duration: TimeInterval, rate: Double = 120,
    hold: TimeInterval = 0
  ) -> TrackpadScroll {
    let scroll = beginTrackpadScroll(at: point)
    scroll.scroll(by: delta, duration: duration, rate: rate)
    if hold > 0 { scroll.hold(for: hold) }
    scroll.lift()
    return scroll
  }

  /// One notch of a mouse wheel with the pointer at `point`: a discrete scroll (Apple:
  /// `UIScrollType.discrete`, "from a device like a mouse with a scroll wheel") of `delta`
  /// points, delivered at one instant — it begins, moves once by the whole delta and ends,
  /// so a pan that takes it sees no velocity. Apple gives no points per notch; the test says.
  /// https://developer.apple.com/documentation/uikit/uiscrolltype/discrete
  public func mouseWheel(at point: CGPoint, by delta: CGPoint) {
    let (window, time) = (self.window, now)
    deliverTouchEvent {
      let events = SimulationEventSystem.shared
      let record = events.scrollBegan(at: point, type: .discrete, in: window, time: time)
      events.scrollChanged(record, by: delta, time: time)
      events.scrollEnded(record, time: time)
    }
  }

  /// The view a touch at `point` would land in.
  public func hitView(at point: CGPoint) -> UIView? { window.hitTest(point, with: nil) }

  /// Touches that landed in no view.
  public var lostTouchCount: Int { SimulationEventSystem.shared.lostTouches }

  // MARK: Keys

  /// A hardware key press (for example `UIKeyCommand.inputEscape`). Returns whether a key
  /// command handled it.
  @discardableResult
  public func press(key: String, modifiers: UIKeyModifierFlags = []) -> Bool {
    let handled = SimulationEventSystem.shared.press(key: key, modifiers: modifiers, in: window)
    runTurn()
    return handled
  }

  /// The first responder of the window.
  public var firstResponder: UIResponder? { window.firstResponder }

  /// Whether the software keyboard is up (a text field is first responder).
  public var isKeyboardVisible: Bool { window.firstResponder is UITextField }

  // MARK: System

  /// The app goes to the background: `willResignActive` then `didEnterBackground`, and the
  /// scene's `didEnterBackground` (Apple: "UIKit posts … before calling …applicationDidEnterBackground").
  public func enterBackground() {
    UIApplication.shared.applicationState = .inactive
    NotificationCenter.default.post(
      name: UIApplication.willResignActiveNotification, object: UIApplication.shared)
    UIApplication.shared.applicationState = .background
    NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
    NotificationCenter.default.post(
      name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
    runTurn()
  }

  /// Only this window's scene goes to the background (iPad multitasking: other scenes stay in
  /// the foreground, so the app-wide notification is not posted).
  public func sceneEntersBackground() {
    NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
    runTurn()
  }

  public func enterForeground() {
    NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
    NotificationCenter.default.post(
      name: UIApplication.willEnterForegroundNotification, object: UIApplication.shared)
    UIApplication.shared.applicationState = .active
    NotificationCenter.default.post(
      name: UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
    runTurn()
  }

  /// Steps the wall clock (`Date()`, SwiftUI's timeline and gesture dates) by `seconds`,
  /// forward or back, as setting the time in Settings › General › Date & Time or a network-time
  /// correction does on a device (device behaviour). The uptime clock (`CACurrentMediaTime()`,
  /// touch timestamps, display-link times) does not move. No turn runs: a step lands between
  /// whatever the test does next, mid-drag or mid-animation.
  ///
  /// - Parameter seconds: How far the wall clock jumps, seconds; non-finite values are ignored.
  public func setWallClock(by seconds: Double) {
    guard seconds.isFinite else { return }
    SimulationClock.wallClockOffset += seconds
  }

  /// Settings › Accessibility › Motion › Reduce Motion; posts the status notification.
  public func setReduceMotion(_ enabled: Bool) {
    UIAccessibility.reduceMotion = enabled
    NotificationCenter.default.post(
      name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    runTurn()
  }

  /// Settings › Accessibility › Display › Reduce Transparency; posts the status notification.
  public func setReduceTransparency(_ enabled: Bool) {
    UIAccessibility.reduceTransparency = enabled
    NotificationCenter.default.post(
      name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
    runTurn()
  }

  /// Light or dark appearance.
  public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
    let previous = UITraitCollection(userInterfaceStyle: SimulationDevice.userInterfaceStyle)
    SimulationDevice.userInterfaceStyle = style
    UITraitCollection.current = UITraitCollection(userInterfaceStyle: style)
    // Apple: views hear `traitCollectionDidChange(_:)` when their traits change.
    func notify(_ view: UIView) {
      view.traitCollectionDidChange(previous)
      for subview in view.subviews { notify(subview) }
    }
    notify(window)
    runTurn()
  }

  /// How long the system's rotation animation lasts, seconds: undocumented; 0.4 s for a
  /// quarter turn on an iPhone is the long-observed device value (what
  /// `coordinator.transitionDuration` reports in `viewWillTransition(to:with:)`).
  public static let rotationDuration: TimeInterval = 0.4

  /// Rotates the device: the root controller (and every presentation controller and presented
  /// controller) hears `viewWillTransition(to:with:)` first, as UIKit does
  /// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:):
  /// "UIKit calls this method before changing the size"); then the window takes the other
  /// orientation's size and safe area, the coordinator's alongside animations run with the
  /// change, layout follows at the end of the turn, and the completions run when the
  /// rotation's animation ends, `rotationDuration` later on the virtual clock (advance time,
  /// or `runUntilIdle()`, to get there). Touches that land meanwhile are ignored (long-known
  /// device behaviour: the system ignores interaction events while it rotates); fingers already
  /// down keep being tracked. Rotating while a rotation runs ends the running one first.
  public func rotate(toLandscape landscape: Bool) {
    guard landscape != isLandscape else { return }
    rotation?.finishNow()
    windowResize?.finishNow()
    isLandscape = landscape
    let coordinator = SimulationTimedTransition(
      name: "rotation to \(landscape ? "landscape" : "portrait")",
      duration: Self.rotationDuration, containerView: window)
    rotation = coordinator
    coordinator.onEnd = { [weak self, weak coordinator] _ in
      if let self, self.rotation === coordinator { self.rotation = nil }
    }
    changeWindow(
      to: windowSize(for: windowArrangement), sizeClass: sizeClass(for: windowArrangement),
      screen: screenSize, with: coordinator)
  }

  /// The screen's size in the current orientation, points.
  public var screenSize: CGSize {
    let portrait = displayPortraitSize
    return isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
  }

  /// Tells the controllers, then changes the window: the root controller (and every
  /// presentation controller and presented controller) hears `willTransition(to:with:)` when
  /// the horizontal size class changes, then `viewWillTransition(to:with:)` (Apple: "UIKit
  /// calls this method before changing the size"); the window takes the new size, safe area
  /// and size class; controllers and views hear `traitCollectionDidChange(_:)` if the size
  /// class changed; the coordinator's alongside animations run, layout follows at the end of
  /// the turn and the completions when the coordinator's time is over.
  /// https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  /// https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)
  func changeWindow(
    to size: CGSize, sizeClass: UIUserInterfaceSizeClass, screen: CGSize? = nil,
    with coordinator: SimulationTimedTransition
  ) {
    let previousClass = window.simulationHorizontalSizeClass
    let previousTraits = window.traitCollection
    let previousBarEdge = window.simulationVerticalBarEdge
    let newBarEdge = verticalBarEdge(landscape: isLandscape)
    let traitsChange = sizeClass != previousClass || newBarEdge != previousBarEdge
    var controllers: [UIViewController] = []
    if let root = window.rootViewController { controllers.append(root) }
    var presented = window.rootViewController?.presentedViewController
    while let current = presented {
      controllers.append(current)
      presented = current.presentedViewController
    }
    if traitsChange {
      let newTraits = UITraitCollection(
        userInterfaceStyle: previousTraits.userInterfaceStyle,
        layoutDirection: previousTraits.layoutDirection, horizontalSizeClass: sizeClass,
        verticalBarEdge: newBarEdge)
      for controller in controllers {
        controller.willTransition(to: newTraits, with: coordinator)
      }
    }
    for (index, controller) in controllers.enumerated() {
      if index > 0 {
        controller.presentationController?.viewWillTransition(to: size, with: coordinator)
      }
      controller.viewWillTransition(to: size, with: coordinator)
    }
    if let screen { UIScreen.current.bounds = CGRect(origin: .zero, size: screen) }
    window.deviceSafeAreaInsets = displaySafeArea(landscape: isLandscape)
    window.frame = CGRect(origin: .zero, size: size)
    window.simulationHorizontalSizeClass = sizeClass
    applyDisplayRegions()
    if traitsChange {
      notifyTraitChange(previous: previousTraits)
    }
    coordinator.begin()
    runTurn()
  }

  /// Apple: "The system calls this method when the iOS interface environment changes" — on
  /// every view and view controller whose traits changed: the window's views, and every
  /// controller from the root down (children and presented ones).
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
  func notifyTraitChange(previous: UITraitCollection) {
    func notify(_ view: UIView) {
      view.traitCollectionDidChange(previous)
      for subview in view.subviews { notify(subview) }
    }
    func notify(_ controller: UIViewController) {
      controller.traitCollectionDidChange(previous)
      for child in controller.children { notify(child) }
      if let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      {
        notify(presented)
      }
    }
    notify(window)
    if let root = window.rootViewController { notify(root) }
  }

  // MARK: What UIKit said and what was misused

  /// Console warnings UIKit would print (refused presentations, …).
  public var console: [String] { SimulationLog.console }

  /// Uses Apple documents as undefined or broken (frame set on a transformed view, alpha below
  /// 1 over a visual effect view, unbalanced appearance calls, …).
  public var misuses: [String] { SimulationLog.misuses }

  /// `UIAccessibility.post` calls, in order.
  public var accessibilityPosts: [UIAccessibility.Post] { UIAccessibility.posts }

  /// Property writes to views and layers since the device started (all / unchanged values).
  public var propertyWrites: Int { SimulationLog.propertyWrites }
  public var redundantPropertyWrites: Int { SimulationLog.redundantPropertyWrites }

  /// `layoutSubviews` passes run since the device started.
  public var layoutPasses: Int { SimulationViewRegistry.layoutPasses }

  /// Forgets the recorded console, misuse and write counts.
  public func clearLogs() {
    SimulationLog.reset()
    UIAccessibility.posts = []
  }

  // MARK: Commit

  private var reportedEffectViews: Set<ObjectIdentifier> = []

  private func commit() {
    window.updateSafeAreaInsets()
    window.layoutSubtreeIfNeeded()
    checkVisualEffects(in: window)
  }

  /// Apple: alpha below 1 on a visual effect view or any superview breaks the effect; reported
  /// once per view while the condition lasts.
  private func checkVisualEffects(in view: UIView) {
    if let effect = view as? UIVisualEffectView {
      let id = ObjectIdentifier(effect)
      let alpha = effect.simulationEffectiveAlpha
      if effect.simulationIsVisible, alpha < 1 {
        if !reportedEffectViews.contains(id) {
          reportedEffectViews.insert(id)
          SimulationLog.misuse(
            "UIVisualEffectView shown with alpha \(alpha) (its own or a superview's)")
        }
      } else {
        reportedEffectViews.remove(id)
      }
    }
    for subview in view.subviews { checkVisualEffects(in: subview) }
  }
}
