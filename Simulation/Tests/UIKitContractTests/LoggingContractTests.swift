import Testing
import os

/// The model of `os.Logger` (Simulation/Sources/os).
@Suite(.serialized) struct LoggingContractTests {
  /// A message goes to the log with its logger's subsystem, category and level; a dynamic string
  /// is shown only when marked public, otherwise redacted as `<private>`.
  /// https://developer.apple.com/documentation/os/generating-log-messages-from-your-code
  @Test func loggerRecordsMessagesWithPrivacy() {
    // Other suites log concurrently: look only at this logger's subsystem.
    let logger = Logger(subsystem: "LoggingContractTests", category: "tests")
    let name = "Ada"
    logger.log("hello \(name, privacy: .public)")
    logger.error("secret \(name)")
    let entries = SimulatedLog.entries.filter { $0.subsystem == "LoggingContractTests" }
    #expect(entries.count == 2)
    #expect(entries.first?.message == "hello Ada")
    #expect(entries.first?.level == .default)
    #expect(entries.first?.category == "tests")
    #expect(entries.last?.message == "secret <private>")
    #expect(entries.last?.level == .error)
  }
}
