import Foundation

/// Linux plumbing, not UIKit behaviour: what the app prints. On a device an app's `print`
/// goes to its standard output, which Xcode's console shows beside UIKit's own messages; here
/// the model's module declares a `print` that shadows the standard library's for every file
/// that imports UIKit (SideMenuKit's sources, the example app), records each line for the
/// test (`SimulatedDevice.printed`) and still writes it to standard output.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let line = items.map { "\($0)" }.joined(separator: separator)
  SimulationStandardOutput.record(line)
  Swift.print(line, terminator: terminator)
}

/// The lines printed since the simulated device started (guarded: `print` may be called from
/// any thread).
package enum SimulationStandardOutput {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var storage: [String] = []

  static func record(_ line: String) {
    lock.lock()
    storage.append(line)
    lock.unlock()
  }

  package static var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  package static func reset() {
    lock.lock()
    storage = []
    lock.unlock()
  }
}
