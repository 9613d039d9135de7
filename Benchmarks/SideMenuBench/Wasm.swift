import Foundation

/// The size of the playground's WebAssembly module: the engine as the browser downloads it.
///
/// `swift run sidemenu-playground` writes it to `playground-out/sidemenu-playground.wasm`. That
/// file is used when it is newer than every source it is built from; otherwise, when the
/// playground tool was built beside this benchmark (`swift build -c release`), the benchmark runs
/// it into a temporary folder, so the figure is never stale. The playground owns the build
/// recipe; the benchmark only measures its output.
enum WasmSize {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // SideMenuBench
    .deletingLastPathComponent()  // Benchmarks
    .deletingLastPathComponent()

  /// The folders whose sources end up in the module (see the playground's PageBuilder).
  static let inputs = [
    "Sources/SideMenuCore", "Sources/SideMenuPlayground/Session", "Playground/Exports",
  ]

  static func measure(explicit: String?, report: inout Report) {
    if let explicit {
      return record(URL(fileURLWithPath: explicit), how: "given with --wasm", report: &report)
    }
    let artifact = root.appendingPathComponent("playground-out/sidemenu-playground.wasm")
    let newestInput = inputs.compactMap {
      newestModification(under: root.appendingPathComponent($0))
    }
    .max()
    if let built = modification(of: artifact), let newestInput, built >= newestInput {
      return record(artifact, how: "playground-out, up to date", report: &report)
    }
    if let tool = siblingPlaygroundTool() {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("sidemenu-bench-wasm-\(ProcessInfo.processInfo.processIdentifier)")
      defer { try? FileManager.default.removeItem(at: folder) }
      report.note("building the playground's wasm with \(tool.path) --out \(folder.path) ...")
      let process = Process()
      process.executableURL = tool
      process.arguments = ["--out", folder.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      if (try? process.run()) != nil {
        process.waitUntilExit()
        let wasm = folder.appendingPathComponent("sidemenu-playground.wasm")
        if process.terminationStatus == 0, modification(of: wasm) != nil {
          return record(wasm, how: "built now by sidemenu-playground", report: &report)
        }
      }
      report.note("the playground tool failed to build the wasm")
    }
    if modification(of: artifact) != nil {
      report.note("playground-out/sidemenu-playground.wasm is OLDER than its sources")
      return record(artifact, how: "playground-out, STALE", report: &report)
    }
    report.note(
      "no wasm: run `swift run sidemenu-playground` first (or `swift build -c release` so the "
        + "benchmark can run it), or pass --wasm FILE")
    report.figure("wasm.module_size", .nan, "bytes")
  }

  private static func record(_ file: URL, how: String, report: inout Report) {
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
    report.figure("wasm.module_size", size.map(Double.init) ?? .nan, "bytes")
    report.note("wasm module: \(file.path) (\(how))")
  }

  private static func modification(of file: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
  }

  private static func newestModification(under folder: URL) -> Date? {
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return nil }
    return files.compactMap { ($0 as? URL).flatMap(modification(of:)) }.max()
  }

  /// `sidemenu-playground` in the same build folder as this executable, if it was built.
  private static func siblingPlaygroundTool() -> URL? {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidate = me.deletingLastPathComponent().appendingPathComponent("sidemenu-playground")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
  }
}
