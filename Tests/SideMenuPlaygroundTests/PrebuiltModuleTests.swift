import Foundation
import Testing

@testable import sidemenu_playground

/// The checked-in WebAssembly module (Playground/prebuilt) that `swift run sidemenu-playground`
/// falls back to where the toolchain cannot build one (Xcode's has no wasm-ld): it must match
/// the sources and be a module the page can run.
@Suite("Checked-in playground module")
struct PrebuiltModuleTests {
  let root = PlaygroundCommand.repositoryRoot

  /// The checked-in module's bytes as they are, stale or not: the tests of its shape below
  /// check the file, so a stale module fails only the freshness test above, with its command.
  private var checkedInBytes: Data {
    get throws {
      try Data(
        contentsOf: root.appendingPathComponent(PrebuiltModule.folder)
          .appendingPathComponent(PrebuiltModule.moduleName))
    }
  }

  /// What a stale module's failure says: no behaviour broke; the checked-in build must be
  /// regenerated (any change under the fingerprinted folders makes it stale).
  static func staleMessage(recorded: String?, current: String) -> String {
    """
    STALE CHECKED-IN MODULE, not a behaviour failure: regenerate (command: swift run \
    sidemenu-playground --write-prebuilt, with a toolchain that has wasm-ld and Embedded \
    Swift for wasm32) and commit Playground/prebuilt. The engine, the playground session or \
    Playground/Exports changed since it was built (recorded fingerprint \
    \(recorded ?? "none"), sources now \(current)).
    """
  }

  @Test("The checked-in module was built from the current sources")
  func matchesTheSources() throws {
    let current = try PrebuiltModule.sourcesFingerprint(root: root)
    let recorded = PrebuiltModule.recordedFingerprint(root: root)
    if recorded != current {
      Issue.record(Comment(rawValue: Self.staleMessage(recorded: recorded, current: current)))
    }
  }

  @Test("A stale module's failure says to regenerate, with the command")
  func theStaleMessageSaysRegenerate() {
    let message = Self.staleMessage(recorded: "0123456789abcdef", current: "fedcba9876543210")
    #expect(message.hasPrefix("STALE CHECKED-IN MODULE, not a behaviour failure: regenerate"))
    #expect(message.contains("(command: swift run sidemenu-playground --write-prebuilt"))
    #expect(message.contains("0123456789abcdef") && message.contains("fedcba9876543210"))
  }

  @Test("The fingerprint changes with any source, and the fallback refuses a stale module")
  func fingerprintFollowsTheSources() throws {
    // A copy of the sources, one of them changed by a single byte.
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("prebuilt-test-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: copy) }
    for folder in PrebuiltModule.sourceFolders + [PrebuiltModule.folder] {
      let target = copy.appendingPathComponent(folder)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: root.appendingPathComponent(folder), to: target)
    }
    // The copy's module recorded as built from the copy's sources (whether or not the real
    // one is stale: that is the test above's to say).
    let before = try PrebuiltModule.sourcesFingerprint(root: copy)
    try (before + "\n").write(
      to: copy.appendingPathComponent(PrebuiltModule.folder)
        .appendingPathComponent(PrebuiltModule.fingerprintName),
      atomically: true, encoding: .utf8)
    #expect(throws: Never.self) { try PrebuiltModule.module(root: copy) }
    let exports = copy.appendingPathComponent("Playground/Exports/Exports.swift")
    try (try String(contentsOf: exports, encoding: .utf8) + " ").write(
      to: exports, atomically: true, encoding: .utf8)
    #expect(try PrebuiltModule.sourcesFingerprint(root: copy) != before)
    #expect(throws: PlaygroundError.self) { try PrebuiltModule.module(root: copy) }
  }

  @Test("The checked-in module imports only what the page provides and exports what it calls")
  func isAModuleThePageCanRun() throws {
    let bytes = try checkedInBytes
    let module = try WasmModuleSummary(bytes: [UInt8](bytes))
    #expect(Set(module.imports).isSubset(of: PageBuilder.allowedImports))
    let script = try String(
      contentsOf: root.appendingPathComponent("Playground/page/playground.js"), encoding: .utf8)
    // Every export the script calls: `call("name", …)` is `smk_name`, plus the direct ones.
    var called: Set<String> = ["memory", "smk_output", "smk_readout"]
    let pattern = try NSRegularExpression(pattern: "call\\(\"([a-z_]+)\"")
    for match in pattern.matches(in: script, range: NSRange(script.startIndex..., in: script)) {
      if let range = Range(match.range(at: 1), in: script) { called.insert("smk_" + script[range]) }
    }
    #expect(called.count > 4)
    #expect(
      called.isSubset(of: Set(module.exports)), "missing: \(called.subtracting(module.exports))")
  }

  @Test("Without a WebAssembly toolchain the page is written from the checked-in module")
  func fallbackWritesThePage() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("prebuilt-page-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: output) }
    let bytes = try checkedInBytes
    let result = try PageBuilder.page(wasm: bytes, root: root, into: output)
    let page = try String(contentsOf: result.page, encoding: .utf8)
    #expect(page.contains(bytes.base64EncodedString()))
    #expect(try Data(contentsOf: result.wasm) == bytes)
    #expect(result.wasmSize == bytes.count)
  }
}
