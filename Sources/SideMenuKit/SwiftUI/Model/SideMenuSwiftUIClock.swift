#if os(iOS) && canImport(SwiftUI)
  import UIKit
  import SideMenuCore
  import SwiftUI

  /// SwiftUI's wall-clock dates on the engine's clock (system uptime, seconds since ``epoch``).
  ///
  /// `DragGesture.Value.time` and `TimelineView`'s `context.date` are wall-clock `Date`s, which
  /// the user or network time can step by any amount; so a date is placed by its age (how long
  /// before the wall clock's now it is), never read as an absolute time. A touch's `timestamp`
  /// is on uptime already (https://developer.apple.com/documentation/uikit/uitouch/timestamp)
  /// and is placed by its age against `CACurrentMediaTime()`, so a late batch keeps its spacing.
  @MainActor
  struct SideMenuSwiftUIClock {
    /// The wall clock SwiftUI's dates are on: `Date.init` in apps, the simulated device's in the
    /// simulation. Only dates' ages are read from it.
    let wallClock: @MainActor () -> Date
    /// The uptime (`CACurrentMediaTime()`, seconds) at the clock's creation: the zero of the
    /// engine's clock.
    let epoch: Double
    /// Seconds the engine's clock runs behind uptime since ``epoch``: the time turns that
    /// started motions spent before their first frames could be drawn (see ``frameLag(at:)``).
    private(set) var lag = 0.0
    /// When a motion started by an event other than a display frame began (engine seconds),
    /// until its first frame; `nil` when no motion waits for one.
    var motionBeganAt: Double?

    /// Creates a clock whose zero is now.
    ///
    /// - Parameter wallClock: The clock of SwiftUI's dates: `Date.init` in apps.
    init(wallClock: @escaping @MainActor () -> Date) {
      self.wallClock = wallClock
      epoch = Double(CACurrentMediaTime())
    }

    /// Now on the engine's clock, seconds.
    var now: Double { seconds(wallClock()) }

    /// Seconds on the engine's clock for a wall-clock date: uptime now less the date's age, less
    /// ``lag``. A date is at most ``SideMenuFirstFrameLead`` ahead of now (a timeline frame's
    /// date is when it displays); one further ahead, or not finite, was made before the wall
    /// clock stepped and is read as that far ahead.
    ///
    /// - Parameter date: A date on the wall clock.
    /// - Returns: The engine's time for it, seconds.
    func seconds(_ date: Date) -> Double {
      let age = wallClock().timeIntervalSince(date)
      // A date further ahead than the allowance is read as the allowance ahead.
      let heldAge = age.isFinite ? age + SideMenuFirstFrameLead.overrun(-age) : 0
      return Double(CACurrentMediaTime()) - epoch - heldAge - lag
    }

    /// How much later than it could have the first frame of a motion comes, seconds: the time
    /// the turn that started it spent after it (a pushed screen's heavy body in the same
    /// update) before anything of the motion could be drawn — the display's frame at `date` is
    /// then the motion's first, so the engine's clock is moved back by it and the motion starts
    /// from where the menu was, not that far in (as the UIKit driver times a played motion from
    /// the commit that delivers it).
    ///
    /// - Parameter date: The timeline's date for the frame.
    /// - Returns: The lag, seconds; 0 when no motion waits for its first frame.
    func frameLag(at date: Date) -> Double {
      guard let began = motionBeganAt else { return 0 }
      return SideMenuFirstFrameLead.overrun(seconds(date) - began)
    }

    /// A display frame at `date` is drawn: the waiting motion's lag is taken into the clock, and
    /// no motion waits any more.
    ///
    /// - Parameter date: The timeline's date for the frame.
    mutating func commitFrame(at date: Date) {
      lag += frameLag(at: date)
      motionBeganAt = nil
    }

    /// A touch's or event's `timestamp` on the wall clock, or now without one (a trackpad
    /// scroll's movement: it has no touch, and only its first event's time is known).
    ///
    /// - Parameter timestamp: The `timestamp`, on the touches' clock (uptime).
    /// - Returns: The date on the wall clock.
    func date(touchTimestamp timestamp: TimeInterval?) -> Date {
      let now = wallClock()
      guard let timestamp else { return now }
      let age = Double(CACurrentMediaTime()) - timestamp
      return now.addingTimeInterval(-(age.isFinite ? Swift.max(0, age) : 0))
    }
  }
#endif
