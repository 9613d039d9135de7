// The SwiftUI model's one allowance for a timeline frame's date running ahead of now:
// platform-independent, so it compiles (and is tested) on every platform.

import SideMenuCore

/// How far ahead of the wall clock's now a `TimelineView` frame's date may lie, and how much of
/// an interval goes beyond that.
///
/// A timeline's `context.date` is "the date from the schedule that triggered the current view
/// update" (https://developer.apple.com/documentation/swiftui/timelineview/context/date); under
/// an animation schedule that is when the frame displays, not when it is drawn (device
/// behaviour), so a frame drawn at the next refresh shows the date of the one after. The SwiftUI
/// model allows two frame intervals at 60 Hz, the slowest rate a timeline animates at, in two
/// places: a date further ahead than that was made before the wall clock stepped, and a
/// motion's first frame later than that after the event that started it was held up by the
/// turn that started it.
enum SideMenuFirstFrameLead {
  /// The allowance, in seconds: two frame intervals at 60 Hz.
  static let seconds = 2.0 / 60

  /// How far an interval goes beyond the allowance.
  ///
  /// - Parameter interval: An interval, in seconds (how far a date is ahead of now, or how long
  ///   after a motion began its first frame is).
  /// - Returns: The part of `interval` beyond ``seconds``, in seconds: 0 within the allowance,
  ///   and 0 for an interval that is not finite (a date from before a clock step by any amount).
  static func overrun(_ interval: Double) -> Double {
    guard interval.isFinite else { return 0 }
    return Swift.max(0, interval - seconds)
  }
}
