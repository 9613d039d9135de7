import Foundation
import QuartzCore

extension SimulationDevice {
  /// The device's wall clock (`Date()` in SideMenuKit, rewritten by sim-translate): the virtual
  /// clock as seconds since the reference date, the clock SwiftUI's simulated dates
  /// (`TimelineView`, `DragGesture.Value.time`) use, as on a device they share one.
  nonisolated package static func wallClockNow() -> Date {
    Date(timeIntervalSinceReferenceDate: SimulationClock.now)
  }
}
