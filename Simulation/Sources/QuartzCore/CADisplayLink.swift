/// Apple: `struct CAFrameRateRange` (iOS 15+).
/// https://developer.apple.com/documentation/quartzcore/caframeraterange
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?

  public init(minimum: Float, maximum: Float, preferred: Float?) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  public init(minimum: Float, maximum: Float) {
    self.init(minimum: minimum, maximum: maximum, preferred: nil)
  }

  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// Apple: `class CADisplayLink` — a timer synchronised with the display's refresh.
/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
///
/// Modelled: the link retains its target ("The newly constructed display link retains the
/// target", `init(target:selector:)`); a run loop it is added to retains it until `invalidate()`
/// ("Removing the display link from all run loop modes causes it to be released by the run
/// loop"); it fires only while added and not paused (`isPaused`: "When true, the display link
/// doesn't notify the target"); `timestamp` is the last vsync, `targetTimestamp` the next
/// (`targetTimestamp`: "The time interval that represents when the next frame displays");
/// `preferredFrameRateRange` picks a rate the display can show, capped at 60 Hz on phones
/// without `CADisableMinimumFrameDurationOnPhone`.
public final class CADisplayLink: @unchecked Sendable {
  private var target: AnyObject?
  private let selector: Selector
  private var isAdded = false

  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    self.selector = sel
  }

  // Apple does not isolate CADisplayLink to the main actor; the simulated run loop is the main
  // one, so these must be called on the main thread (as SideMenuKit does).
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    isAdded = true
    MainActor.assumeIsolated { SimulationRunLoop.main.add(self) }
  }

  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    isAdded = false
    MainActor.assumeIsolated { SimulationRunLoop.main.remove(self) }
  }

  public func invalidate() {
    isAdded = false
    target = nil
    MainActor.assumeIsolated { SimulationRunLoop.main.remove(self) }
  }

  public var isPaused = false
  public private(set) var timestamp: CFTimeInterval = 0
  public private(set) var targetTimestamp: CFTimeInterval = 0
  public private(set) var duration: CFTimeInterval = 0
  public var preferredFramesPerSecond = 0
  public var preferredFrameRateRange = CAFrameRateRange.default

  /// Simulation only: the screen that made the link (`UIScreen.displayLink(withTarget:selector:)`),
  /// or nil for one made directly.
  public weak var simulationScreen: AnyObject?

  /// Simulation only: the number of times the link called its target.
  package private(set) var fireCount = 0
  /// Simulation only: whether the link would fire at the next vsync.
  package var isScheduled: Bool { isAdded && !isPaused && target != nil }

  /// The rate the link actually runs at, frames per second.
  @MainActor package var effectiveRate: Double {
    let display = SimulationRunLoop.main.maximumFramesPerSecond
    let cap = SimulationRunLoop.main.allowsHighFrameRate ? display : Swift.min(display, 60)
    var wanted = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
    if wanted <= 0 { wanted = Double(preferredFramesPerSecond) }
    if wanted <= 0 { wanted = cap }
    // The display shows whole divisors of its refresh rate.
    let divisor = Swift.max(1, (display / Swift.min(wanted, cap)).rounded(.down))
    return display / divisor
  }

  @MainActor package func fire(frameIndex: Int) {
    let loop = SimulationRunLoop.main
    let divisor = Int((loop.maximumFramesPerSecond / effectiveRate).rounded())
    guard divisor <= 1 || frameIndex % divisor == 0 else { return }
    duration = 1 / effectiveRate
    timestamp = loop.frameTime(frameIndex)
    targetTimestamp = timestamp + duration
    fireCount += 1
    guard let target = target as? any SelectorDispatching,
      target.simulationPerform(selector, with: self)
    else {
      SimulationLog.misuse("CADisplayLink: target does not respond to \(selector)")
      return
    }
  }
}
