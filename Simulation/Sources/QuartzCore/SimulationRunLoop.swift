@_exported import CoreGraphics
@_exported import ObjectiveC

/// Apple: `typealias CFTimeInterval = Double`.
public typealias CFTimeInterval = Double

/// The virtual clock behind `CACurrentMediaTime()`. It only moves when a test advances it, so
/// every run is deterministic. Read from any thread (Apple's function is thread-safe); written
/// only by the main-actor run loop.
package enum SimulationClock {
  /// Seconds. Starts at a device-like uptime rather than 0, so code that treats 0 as "never"
  /// is not accidentally right.
  nonisolated(unsafe) package static var now: CFTimeInterval = 1_000
  /// Seconds the wall clock (`Date()`, since 1 Jan 2001) reads ahead of `now` (uptime): a
  /// device-like date (December 2026) at the start, moved by a step of the wall clock. Device
  /// behaviour: the two clocks have different epochs and only the wall clock can be set.
  nonisolated(unsafe) package static var wallClockOffset: Double = initialWallClockOffset
  /// The wall clock's offset at a device's start: 7 December 2026 less the starting uptime.
  package static let initialWallClockOffset: Double = 818_294_400 - 1_000
}

/// Apple: "Returns the current CoreAnimation absolute time … the result of calling
/// mach_absolute_time() and converting the units to seconds."
/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
public func CACurrentMediaTime() -> CFTimeInterval { SimulationClock.now }

/// The main run loop of the simulated app: main-queue work, display-link frames and the
/// end-of-turn commit (layout, render checks), on the virtual clock.
///
/// A real run loop handles an input event, then services the main queue, then commits the
/// implicit Core Animation transaction (which runs pending layout) before it sleeps until the
/// next event or vsync. The simulation keeps that order:
/// - `perform(_:)` work runs on the next turn, never inside the caller (Apple: `DispatchQueue.main.async`
///   "submits a work item … and returns immediately");
/// - each turn ends with the commit hooks (UIKit's layout pass): "implicit transactions … are
///   committed … when the thread's run loop next iterates"
///   (https://developer.apple.com/documentation/quartzcore/catransaction);
/// - each vsync fires the display links, then commits.
@MainActor
package final class SimulationRunLoop {
  /// The run loop of the current simulated device; replaced by every `SimulatedDevice`.
  package static var main = SimulationRunLoop()

  /// The display's refresh rate, frames per second.
  package var maximumFramesPerSecond: Double = 60
  /// Whether the app may run above 60 Hz on a phone (Info.plist
  /// `CADisableMinimumFrameDurationOnPhone`): without it iPhones cap display links at 60 Hz.
  /// https://developer.apple.com/documentation/quartzcore/optimizing-promotion-refresh-rates-for-iphone-13-pro-and-ipad-pro
  package var allowsHighFrameRate = true

  /// The number of vsyncs since the device started.
  package private(set) var frameIndex = 0
  private var queued: [() -> Void] = []
  package private(set) var displayLinks: [CADisplayLink] = []
  /// Work UIKit runs at each vsync before the display links fire (animation clocks).
  package var beforeFrameHooks: [() -> Void] = []
  /// Work UIKit runs at the end of every turn (layout, render checks).
  package var commitHooks: [() -> Void] = []

  package init() {}

  /// The time of vsync `index`.
  package func frameTime(_ index: Int) -> CFTimeInterval {
    startTime + Double(index) / maximumFramesPerSecond
  }

  package var startTime: CFTimeInterval = SimulationClock.now

  /// Queues `work` for the next turn.
  package func perform(_ work: @escaping () -> Void) { queued.append(work) }

  /// One turn: runs the work queued before it started (work that queues more runs on the
  /// following turn, as on a device), then commits.
  package func runTurn() {
    guard !isStalled else { return }
    let work = queued
    queued.removeAll()
    for item in work { item() }
    for hook in commitHooks { hook() }
    SimulationRenderServer.shared.commit()
  }

  /// Whether work is waiting for a turn.
  package var hasQueuedWork: Bool { !queued.isEmpty }

  /// Runs turns until no work is queued (bounded, so a loop that keeps requeuing cannot hang a
  /// test: it is reported instead).
  package func drain() {
    guard !isStalled else { return }
    var turns = 0
    repeat {
      runTurn()
      turns += 1
    } while hasQueuedWork && turns < 1_000
    if hasQueuedWork {
      SimulationLog.misuse(
        "main-queue work (or a SwiftUI update) kept requeuing itself for 1,000 turns")
    }
  }

  /// Whether the main thread is busy (a stall, `SimulatedDevice.stallMainThread(for:)`): the
  /// clock and the vsyncs go on — the render server keeps drawing — but nothing on the main
  /// thread runs: no queued work, no display link, no animation callbacks, no layout.
  package var isStalled = false

  /// Called at every vsync after the main thread's work for it (if it is not busy) — the
  /// moment the frame is on screen — with the vsync's index: for observers of what is shown.
  package var frameShownHooks: [(Int) -> Void] = []

  /// Advances the clock to `time`, running every vsync on the way. Time never goes backwards.
  ///
  /// While the main thread is busy the vsyncs pass without it. Apple: the display link calls
  /// its target "when the screen's contents need to update", `timestamp` being "when the last
  /// frame displayed" and `targetTimestamp` "when the next frame displays"
  /// (https://developer.apple.com/documentation/quartzcore/cadisplaylink); a callback cannot
  /// run while the main thread is busy, and the link does not queue the vsyncs it missed
  /// (long-known device behaviour: one late callback, at the first vsync after the main thread
  /// is free, whose `timestamp` is that vsync — the gap shows as `timestamp` jumping by more
  /// than `duration`).
  package func advance(to time: CFTimeInterval) {
    while frameTime(frameIndex + 1) <= time + 1e-12 {
      frameIndex += 1
      SimulationClock.now = frameTime(frameIndex)
      if !isStalled {
        drain()
        fireFrame()
      }
      for hook in frameShownHooks { hook(frameIndex) }
    }
    if time > SimulationClock.now { SimulationClock.now = time }
  }

  private func fireFrame() {
    SimulationRenderServer.shared.finishDue(at: SimulationClock.now)
    for hook in beforeFrameHooks { hook() }
    // Links added or invalidated by a callback take effect from the next frame.
    for link in displayLinks where link.isScheduled { link.fire(frameIndex: frameIndex) }
    drain()
  }

  package func add(_ link: CADisplayLink) {
    if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
  }

  package func remove(_ link: CADisplayLink) {
    displayLinks.removeAll { $0 === link }
  }
}

/// What the simulation saw that a device would report (console warnings) or that Apple
/// documents as undefined or broken (misuse). Tests assert on these.
@MainActor
package enum SimulationLog {
  package static var console: [String] = []
  package static var misuses: [String] = []
  /// Property writes to views and layers (all, and those that wrote the value already there).
  package static var propertyWrites = 0
  package static var redundantPropertyWrites = 0

  package static func warn(_ message: String) { console.append(message) }
  package static func misuse(_ message: String) { misuses.append(message) }

  /// Simulation only: sees every recorded write (the object written, when known, the property
  /// or operation, whether the value changed); the benchmark's breakdown of writes by property.
  package static var writeObserver:
    ((_ object: AnyObject?, _ property: StaticString, _ changed: Bool) -> Void)?

  package static func recordWrite(
    changed: Bool, object: AnyObject? = nil, property: StaticString = #function
  ) {
    propertyWrites += 1
    if !changed { redundantPropertyWrites += 1 }
    writeObserver?(object, property, changed)
  }

  /// Stores `newValue` and records the write (and whether it changed anything) for `object`'s
  /// `property`: the one way the simulated views and layers set what they record.
  package static func write<Value: Equatable>(
    _ storage: inout Value, _ newValue: Value, object: AnyObject, property: StaticString
  ) {
    recordWrite(changed: storage != newValue, object: object, property: property)
    storage = newValue
  }

  package static func reset() {
    console = []
    misuses = []
    propertyWrites = 0
    redundantPropertyWrites = 0
  }
}
