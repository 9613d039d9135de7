import Foundation

// A model of the unified logging API SideMenuKit uses (`os.Logger`), so its sources compile and
// run on Linux. Declarations follow Apple's (names, labels, the string-interpolation message
// type); a logged message is recorded in `SimulatedLog` instead of the system log.

/// https://developer.apple.com/documentation/os/logger
public struct Logger: @unchecked Sendable {
  let subsystem: String
  let category: String

  /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// https://developer.apple.com/documentation/os/logger/log(level:_:)
  public func log(level: OSLogType, _ message: OSLogMessage) {
    SimulatedLog.record(
      SimulatedLog.Entry(
        subsystem: subsystem, category: category, level: level, message: message.text))
  }

  /// Logs at the default level.
  /// https://developer.apple.com/documentation/os/logger/log(_:)
  public func log(_ message: OSLogMessage) { log(level: .default, message) }

  /// https://developer.apple.com/documentation/os/logger/notice(_:)
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }

  /// https://developer.apple.com/documentation/os/logger/info(_:)
  public func info(_ message: OSLogMessage) { log(level: .info, message) }

  /// https://developer.apple.com/documentation/os/logger/debug(_:)
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }

  /// https://developer.apple.com/documentation/os/logger/error(_:)
  public func error(_ message: OSLogMessage) { log(level: .error, message) }

  /// https://developer.apple.com/documentation/os/logger/fault(_:)
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// https://developer.apple.com/documentation/os/oslogtype
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let `default` = OSLogType(rawValue: 0x00)
  public static let info = OSLogType(rawValue: 0x01)
  public static let debug = OSLogType(rawValue: 0x02)
  public static let error = OSLogType(rawValue: 0x10)
  public static let fault = OSLogType(rawValue: 0x11)
}

/// https://developer.apple.com/documentation/os/oslogprivacy
public struct OSLogPrivacy: Equatable, Sendable {
  let isPublic: Bool
  public static let auto = OSLogPrivacy(isPublic: false)
  public static let `public` = OSLogPrivacy(isPublic: true)
  public static let `private` = OSLogPrivacy(isPublic: false)
}

/// https://developer.apple.com/documentation/os/oslogmessage
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// The message as the system log would show it: dynamic values that are not public are
  /// redacted as `<private>`, as Apple documents for `.auto` strings outside a debugger.
  /// https://developer.apple.com/documentation/os/generating-log-messages-from-your-code
  let text: String

  public init(stringLiteral value: String) { text = value }

  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// https://developer.apple.com/documentation/os/osloginterpolation
public struct OSLogInterpolation: StringInterpolationProtocol {
  var text = ""

  public init(literalCapacity: Int, interpolationCount: Int) {}

  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-1okk4
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .auto
  ) {
    text += privacy.isPublic ? argumentString() : "<private>"
  }
}

/// What the simulated device's unified log holds, for tests: each entry a `Logger` wrote.
public enum SimulatedLog {
  /// One logged message.
  public struct Entry: Equatable, Sendable {
    public let subsystem: String
    public let category: String
    public let level: OSLogType
    public let message: String
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var stored: [Entry] = []

  /// Every entry since the last `reset()`, oldest first.
  public static var entries: [Entry] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  static func record(_ entry: Entry) {
    lock.lock()
    stored.append(entry)
    lock.unlock()
  }
}
