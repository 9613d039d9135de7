import Foundation
import QuartzCore

extension SimulationDevice {
  /// The device's wall clock (`Date()` in SideMenuKit, rewritten by sim-translate): seconds since
  /// the reference date (1 Jan 2001), a different epoch from the uptime clock behind touch
  /// timestamps and `CACurrentMediaTime()`, and stepped when the time is set
  /// (`SimulatedDevice.setWallClock(by:)`). SwiftUI's dates (`TimelineView`'s `context.date`,
  /// `DragGesture.Value.time`) are read from it too.
  ///
  /// Apple: `Date` is "a specific point in time, independent of any calendar or time zone"
  /// measured from the reference date
  /// (https://developer.apple.com/documentation/foundation/date); `CACurrentMediaTime()` is
  /// `mach_absolute_time()` in seconds
  /// (https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime) and
  /// `UITouch.timestamp` "the time when the touch occurred … in seconds since system startup"
  /// (https://developer.apple.com/documentation/uikit/uitouch/timestamp), the clock of
  /// `ProcessInfo.systemUptime` ("the amount of time the system has been awake since the last
  /// time it was restarted": https://developer.apple.com/documentation/foundation/processinfo/systemuptime).
  /// So the two clocks share no zero. That the wall clock can be stepped (the user setting the
  /// time, network time correcting it) is device behaviour; the uptime clock never is.
  nonisolated package static func wallClockNow() -> Date {
    wallClockDate(atUptime: SimulationClock.now)
  }

  /// The wall-clock date of an instant on the uptime clock (a touch's `timestamp`, a display
  /// frame's `targetTimestamp`), with the wall clock's current setting.
  nonisolated package static func wallClockDate(atUptime uptime: Double) -> Date {
    Date(timeIntervalSinceReferenceDate: uptime + SimulationClock.wallClockOffset)
  }
}
