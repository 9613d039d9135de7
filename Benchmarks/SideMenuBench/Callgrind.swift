import Foundation

/// Runs `Scripts/bench-callgrind.sh` on this very executable and collects its figures, so one
/// `swift run -c release sidemenu-bench` reports (and checks) the instruction counts too.
enum Callgrind {
  static func measure(report: inout Report) {
    let script = WasmSize.root.appendingPathComponent("Scripts/bench-callgrind.sh")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script.path]
    var environment = ProcessInfo.processInfo.environment
    environment["BENCH_BIN"] = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else {
      return report.note("callgrind: could not run \(script.path)")
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if line.hasPrefix("#") {
        report.note(String(line.dropFirst(2)))
      } else if fields.count == 3, let value = Double(fields[1]) {
        report.figure(String(fields[0]), value, String(fields[2]))
      }
    }
    if process.terminationStatus != 0 {
      report.note("callgrind: \(script.lastPathComponent) exited with \(process.terminationStatus)")
    }
  }
}
