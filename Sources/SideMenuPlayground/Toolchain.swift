import Foundation

/// The tools of the Swift toolchain the playground compiles the page with: `swiftc` for Embedded
/// Swift, `clang` for the module's allocator and `wasm-ld` to link them.
struct Toolchain {
  /// The Swift compiler driver.
  var swiftc: URL
  /// The C compiler shipped with the toolchain (it targets wasm32 out of the box).
  var clang: URL
  /// The WebAssembly linker shipped with the toolchain.
  var wasmLinker: URL

  /// The wasm triple Embedded Swift supports without any SDK.
  static let wasmTarget = "wasm32-unknown-none-wasm"

  /// Finds the toolchain: `$SWIFTC` if set, otherwise the `swiftc` on `PATH`, with `clang` and
  /// `wasm-ld` beside it.
  ///
  /// - Throws: ``PlaygroundError/toolchain(_:)`` naming what is missing and how to get it.
  static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> Toolchain
  {
    let swiftc: URL
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      swiftc = URL(fileURLWithPath: explicit)
    } else if let found = which("swiftc", path: environment["PATH"] ?? "") {
      swiftc = found
    } else {
      throw PlaygroundError.toolchain("no `swiftc` on PATH (or set SWIFTC to its path)")
    }
    // The driver may be a symlink into another folder (e.g. /usr/bin/swiftc); its siblings are
    // wherever the toolchain really lives, so look beside both.
    let folders = [
      swiftc.deletingLastPathComponent(),
      swiftc.resolvingSymlinksInPath().deletingLastPathComponent(),
    ]
    func sibling(_ name: String) -> URL? {
      folders.map { $0.appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
    guard let wasmLinker = sibling("wasm-ld") else {
      throw PlaygroundError.toolchain(
        "no `wasm-ld` beside \(swiftc.path): this toolchain cannot link WebAssembly. "
          + "Use a swift.org toolchain (6.0 or later), which ships wasm-ld and Embedded Swift.")
    }
    guard let clang = sibling("clang") else {
      throw PlaygroundError.toolchain("no `clang` beside \(swiftc.path)")
    }
    // Embedded Swift keeps a separate standard library per target; without the wasm32 one every
    // compile fails with a confusing "no such module 'Swift'".
    let libraryFolders = folders.map {
      $0.deletingLastPathComponent()
        .appendingPathComponent("lib/swift/embedded/Swift.swiftmodule")
        .appendingPathComponent("\(wasmTarget).swiftmodule")
    }
    guard libraryFolders.contains(where: { FileManager.default.fileExists(atPath: $0.path) })
    else {
      throw PlaygroundError.toolchain(
        "this toolchain has no Embedded Swift standard library for \(wasmTarget) "
          + "(looked for \(libraryFolders[0].path)). Use a swift.org toolchain, 6.0 or later.")
    }
    return Toolchain(swiftc: swiftc, clang: clang, wasmLinker: wasmLinker)
  }

  /// The first executable called `name` in the colon-separated `path`.
  private static func which(_ name: String, path: String) -> URL? {
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs a tool to completion.
  ///
  /// - Throws: ``PlaygroundError/toolFailed(_:status:output:)`` with everything the tool printed
  ///   when it exits with a non-zero status.
  static func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    // Read before waiting: a tool that fills the pipe would otherwise block forever.
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PlaygroundError.toolFailed(
        tool.lastPathComponent, status: process.terminationStatus,
        output: String(decoding: output, as: UTF8.self))
    }
  }
}

/// Everything that can stop the playground tool, with a message for the terminal.
enum PlaygroundError: Error, CustomStringConvertible {
  /// The toolchain lacks something the WebAssembly build needs.
  case toolchain(String)
  /// A compiler or linker failed.
  case toolFailed(String, status: Int32, output: String)
  /// The command line could not be understood.
  case usage(String)
  /// A file could not be read or written, or had unexpected content.
  case file(String)

  var description: String {
    switch self {
    case .toolchain(let message):
      return "error: \(message)"
    case .toolFailed(let tool, let status, let output):
      var text = "error: \(tool) failed (exit status \(status))\n\(output)"
      if output.contains("Embedded") || output.contains("no such module 'Swift'") {
        text += "\nhint: the toolchain's Embedded Swift support for wasm32 seems incomplete."
      }
      return text
    case .usage(let message):
      return "error: \(message)\n\n\(PlaygroundCommand.usage)"
    case .file(let message):
      return "error: \(message)"
    }
  }
}
