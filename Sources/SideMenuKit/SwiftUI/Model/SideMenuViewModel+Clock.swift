#if os(iOS) && canImport(SwiftUI)
  import Combine
  import SideMenuCore
  import SwiftUI
  import UIKit

  extension SideMenuViewModel {
    /// The time an event is handled at: its own time, held at the latest time seen so far.
    func stamp(_ time: Double?) -> Double {
      loop.stamp(time ?? clock.now)
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
      return machine.frameState(
        at: Swift.max(loop.lastTime, clock.seconds(date) - clock.frameLag(at: date)))
    }

    /// Commits a display frame: the engine advances its animation and settles it when done.
    ///
    /// - Parameter date: The timeline's date for the frame.
    func tick(at date: Date) {
      clock.commitFrame(at: date)
      send(.tick, at: clock.seconds(date))
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
  }
#endif
