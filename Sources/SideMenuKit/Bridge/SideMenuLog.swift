#if os(iOS)
  import UIKit
  import SideMenuCore
  import os

  /// Where SideMenuKit's diagnostics go, in every build (debug and release): to the unified
  /// logging system through `os.Logger`, and to the app's ``handler``. Nothing is printed.
  ///
  /// A diagnostic means SideMenuKit corrected or ignored something instead of trapping: a
  /// setting out of range (``SideMenuDiagnostic``, from the engine) or a setting the mode cannot
  /// apply. Read them in Console or Xcode's console by
  /// subsystem, or with `log stream --predicate 'subsystem == "SideMenuKit"'`; they are logged
  /// at the `default` level (``SideMenuLogEntry/isFault`` ones, which mean the app used the API
  /// wrongly, at `error`) with public text (no user data).
  /// https://developer.apple.com/documentation/os/logger
  ///
  /// ```swift
  /// SideMenuLog.handler = { entry in
  ///   assertionFailure("SideMenuKit: \(entry.message)")  // make them loud in tests
  /// }
  /// ```
  @MainActor
  public enum SideMenuLog {
    /// The subsystem of SideMenuKit's `os.Logger`: `"SideMenuKit"`.
    public static let subsystem = "SideMenuKit"
    /// The category of SideMenuKit's `os.Logger`: `"diagnostics"`.
    public static let category = "diagnostics"

    /// Called with every diagnostic after it is logged, on the main actor; `nil` (the default)
    /// for none. Set it to forward diagnostics to your own logging or to fail tests on them.
    public static var handler: (@MainActor (SideMenuLogEntry) -> Void)?

    private static let logger = Logger(subsystem: subsystem, category: category)

    /// Logs an entry and hands it to the handler.
    static func log(_ entry: SideMenuLogEntry) {
      if entry.isFault {
        logger.error("\(entry.message, privacy: .public)")
      } else {
        logger.log("\(entry.message, privacy: .public)")
      }
      handler?(entry)
    }

    /// Logs an engine diagnostic.
    static func log(_ diagnostic: SideMenuDiagnostic) {
      log(SideMenuLogEntry(diagnostic: diagnostic, message: "\(diagnostic)", isFault: false))
    }

    /// Logs a UIKit-layer diagnostic: the app asked for something this mode cannot do.
    static func fault(_ message: String) {
      log(SideMenuLogEntry(diagnostic: nil, message: message, isFault: true))
    }

    /// Logs a hint at the `debug` level only, and does not hand it to ``handler``: something
    /// that is correct use but often a wiring mistake (a menu whose events no one listens to).
    /// Debug messages show in Xcode's console while debugging and are not persisted, so a
    /// shipping app that rightly listens to nothing pays nothing and a test that fails on
    /// every ``handler`` entry is not tripped by it.
    /// https://developer.apple.com/documentation/os/oslogtype/debug
    static func hint(_ message: String) {
      logger.debug("\(message, privacy: .public)")
    }
  }

  /// One diagnostic, as ``SideMenuLog/handler`` receives it.
  public struct SideMenuLogEntry: Sendable, CustomStringConvertible {
    /// The engine's diagnostic, or `nil` for one of the UIKit layer's (a setting the mode cannot
    /// apply).
    public let diagnostic: SideMenuDiagnostic?
    /// What happened and what SideMenuKit did instead, in English, for a log.
    public let message: String
    /// Whether it means the app used the API in a way that cannot work (logged as an error),
    /// rather than a value that was corrected.
    public let isFault: Bool

    /// The message.
    public var description: String { message }
  }
#endif
