#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The engine's event loop, shared by the UIKit driver and the SwiftUI model: it owns the
  /// state machine, queues events, hands each to the engine at a time that never runs
  /// backwards, and passes the effects back to whoever runs the menu. Events sent while
  /// effects are being applied (a delegate closing the menu from `willOpen`, a completion that
  /// writes a binding) are queued and handled right after, so effects never interleave and the
  /// engine is never re-entered. It also keeps the requests' completion handlers, by token.
  @MainActor
  final class SideMenuEngineLoop {
    /// The engine: every decision is made here.
    private(set) var machine: SideMenuStateMachine
    /// The latest time handed to the engine, seconds on the owner's clock.
    private(set) var lastTime: Double
    private var queuedEvents: [(event: SideMenuEvent, time: Double?)] = []
    /// Reused between events (taken out while the engine appends, so appending never copies).
    private var effectBuffer: [SideMenuEffect] = []
    /// Whether events are being handled now (a `send` from an effect only queues).
    private(set) var isHandling = false
    /// Not `Sendable`: the handlers never leave the main actor, where the loop lives.
    private var completions: [UInt64: (Bool) -> Void] = [:]
    private var nextCompletionToken: UInt64 = 0

    /// - Parameters:
    ///   - machine: The engine.
    ///   - startTime: The earliest time, seconds on the owner's clock.
    init(machine: SideMenuStateMachine, startTime: Double) {
      self.machine = machine
      lastTime = startTime
    }

    /// The time an event is handled at: `time`, held at the latest time seen so far.
    ///
    /// - Parameter time: Seconds on the owner's clock.
    /// - Returns: The time the engine gets.
    func stamp(_ time: Double) -> Double {
      lastTime = Swift.max(lastTime, time)
      return lastTime
    }

    /// Queues an event without handling it (handled by the running or the next ``run(_:at:engineTime:apply:drained:)``).
    func enqueue(_ event: SideMenuEvent, at time: Double?) {
      queuedEvents.append((event, time))
    }

    /// Queues `event` and, unless events are being handled already, handles the queue: each
    /// event at `stamp(engineTime(time))`, its effects passed to `apply` in order, then
    /// `drained`.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - time: When, on the owner's input clock; `nil`: now.
    ///   - engineTime: The owner's clock: an input time (or `nil`, now) to engine seconds.
    ///   - apply: Applies one event's effects.
    ///   - drained: Runs once the queue is empty, before handling ends (events it sends wait
    ///     in the queue for the next call).
    /// - Returns: Whether this call handled the queue (`false`: it was queued for the handling
    ///   under way).
    @discardableResult
    func run(
      _ event: SideMenuEvent, at time: Double?, engineTime: (Double?) -> Double,
      apply: (SideMenuEvent, [SideMenuEffect]) -> Void, drained: () -> Void = {}
    ) -> Bool {
      queuedEvents.append((event, time))
      guard !isHandling else { return false }
      isHandling = true
      defer { isHandling = false }
      while !queuedEvents.isEmpty {
        let next = queuedEvents.removeFirst()
        let now = stamp(engineTime(next.time))
        var batch = effectBuffer
        effectBuffer = []
        batch.removeAll(keepingCapacity: true)
        machine.handle(next.event, at: now) { batch.append($0) }
        apply(next.event, batch)
        effectBuffer = batch
      }
      drained()
      return true
    }

    /// Keeps a completion handler until the engine runs it (``complete(_:finished:)``).
    func token(for completion: @escaping (Bool) -> Void) -> SideMenuCompletionToken {
      nextCompletionToken &+= 1
      completions[nextCompletionToken] = completion
      return SideMenuCompletionToken(rawValue: nextCompletionToken)
    }

    /// Runs (and forgets) the completion handler of `token`, if it is still kept.
    func complete(_ token: SideMenuCompletionToken, finished: Bool) {
      completions.removeValue(forKey: token.rawValue)?(finished)
    }
  }
#endif
