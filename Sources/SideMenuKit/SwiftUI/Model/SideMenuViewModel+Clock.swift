#if os(iOS) && canImport(SwiftUI)
  import Combine
  import SideMenuCore
  import SwiftUI
  import UIKit

  extension SideMenuViewModel {
    // MARK: - Clock

    /// Seconds on the engine's clock for a wall-clock date: uptime now less the date's age, less
    /// ``clockLag``. A date is at most ``SideMenuFirstFrameLead`` ahead of now (a timeline
    /// frame's date is when it displays); one further ahead, or not finite, was made before the
    /// wall clock stepped and is read as that far ahead.
    func seconds(_ date: Date) -> Double {
      let age = clock().timeIntervalSince(date)
      // A date further ahead than the allowance is read as the allowance ahead.
      let heldAge = age.isFinite ? age + SideMenuFirstFrameLead.overrun(-age) : 0
      return Double(CACurrentMediaTime()) - epoch - heldAge - clockLag
    }

    /// How much later than it could have the first frame of a motion comes, seconds: the time
    /// the turn that started it spent after it (a pushed screen's heavy body in the same
    /// update) before anything of the motion could be drawn — the display's frame at `date` is
    /// then the motion's first, so the engine's clock is moved back by it and the motion starts
    /// from where the menu was, not that far in (as the UIKit driver times a played motion from
    /// the commit that delivers it). 0 when no motion waits for its first frame.
    func frameLag(at date: Date) -> Double {
      guard let began = motionBeganAt else { return 0 }
      return SideMenuFirstFrameLead.overrun(seconds(date) - began)
    }

    /// The time an event is handled at: its own time, held at the latest time seen so far.
    func stamp(_ time: Double?) -> Double {
      loop.stamp(time ?? seconds(clock()))
    }

    // MARK: - Frames

    /// The frame to draw for a display frame at `date`, without changing the model.
    ///
    /// The engine is a value, so the view can ask a copy what a tick at `date` would draw while
    /// it renders (where publishing is not allowed) and commit the same tick with ``tick(at:)``
    /// right after; both give the same frame, because the animation is a function of time.
    ///
    /// - Parameter date: The timeline's date for the frame.
    /// - Returns: The frame state to draw.
    func frame(at date: Date) -> SideMenuFrameState {
      guard isTicking else { return frame }
      return machine.frameState(at: Swift.max(loop.lastTime, seconds(date) - frameLag(at: date)))
    }

    /// Commits a display frame: the engine advances its animation and settles it when done.
    ///
    /// - Parameter date: The timeline's date for the frame.
    func tick(at date: Date) {
      clockLag += frameLag(at: date)
      motionBeganAt = nil
      send(.tick, at: seconds(date))
    }

    /// The stage's `TimelineView` came on screen or went off it (its `onAppear` /
    /// `onDisappear`). Off screen a `TimelineView` draws no frames, so a running animation would
    /// stop where it is — its completion, callbacks and the binding's write-back waiting until
    /// the view returns — while the frame-rate request went on asking for 120 Hz. Off screen,
    /// the request's display link ticks the engine instead, so the animation ends on time and
    /// the request ends with it.
    ///
    /// - Parameter onScreen: Whether the timeline is on screen now.
    func timelineVisibilityChanged(onScreen: Bool) {
      isTimelineOnScreen = onScreen
      frameRateRequest.drivesFrames = !onScreen
    }

    /// A display frame while the timeline is off screen.
    func offScreenFrame() {
      guard !isTimelineOnScreen, isTicking else { return }
      send(.tick, at: nil)
    }

    /// A touch's or event's `timestamp` on the model's clock, or now without one (a trackpad
    /// scroll's movement: it has no touch, and only its first event's time is known).
    ///
    /// - Parameter timestamp: The `timestamp`, on the touches' clock.
    /// - Returns: The time on the model's clock.
    func eventTime(touchTimestamp timestamp: TimeInterval?) -> Date {
      let now = clock()
      guard let timestamp else { return now }
      let age = Double(CACurrentMediaTime()) - timestamp
      return now.addingTimeInterval(-(age.isFinite ? Swift.max(0, age) : 0))
    }
  }
#endif
