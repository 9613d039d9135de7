import Foundation

/// The checked-in build of the playground's WebAssembly module (Playground/prebuilt), which
/// `swift run sidemenu-playground` uses when the toolchain cannot build one — Xcode's toolchain
/// ships neither `wasm-ld` nor Embedded Swift's wasm32 standard library — so the README's first
/// command works on a Mac with only Xcode.
///
/// It is trusted only while it matches the sources it was built from: the module's folder keeps
/// a fingerprint of those sources (``sourcesFingerprint(root:)``), a test fails when it differs
/// from the current one, and the fallback refuses a stale module. `swift run sidemenu-playground
/// --write-prebuilt` rebuilds both with a toolchain that can.
enum PrebuiltModule {
  /// The folder, relative to the repository root.
  static let folder = "Playground/prebuilt"
  /// The module's file name in ``folder``.
  static let moduleName = "sidemenu-playground.wasm"
  /// The fingerprint's file name in ``folder``.
  static let fingerprintName = "sources.fingerprint"

  /// What goes into the module: the engine, the session and the wasm exports and allocator.
  static let sourceFolders = [
    "Sources/SideMenuCore", "Sources/SideMenuPlayground/Session", "Playground/Exports",
  ]

  /// A 64-bit FNV-1a hash of every source file's path (relative to the root) and contents, in
  /// path order, as 16 hex digits: a staleness check, not a security one.
  static func sourcesFingerprint(root: URL) throws -> String {
    var paths: [String] = []
    for folder in sourceFolders {
      let base = root.appendingPathComponent(folder)
      guard
        let enumerator = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: nil)
      else { throw PlaygroundError.file("missing folder \(base.path)") }
      for case let file as URL in enumerator where ["swift", "c"].contains(file.pathExtension) {
        paths.append(folder + "/" + file.path.dropFirst(base.path.count + 1))
      }
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    for path in paths.sorted() {
      mix(path.utf8)
      mix([0])
      mix(try Data(contentsOf: root.appendingPathComponent(path)))
      mix([0])
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The recorded fingerprint of the checked-in module (nil when there is none).
  static func recordedFingerprint(root: URL) -> String? {
    let url = root.appendingPathComponent(folder).appendingPathComponent(fingerprintName)
    return (try? String(contentsOf: url, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The checked-in module, when it matches the current sources.
  ///
  /// - Throws: ``PlaygroundError/file(_:)`` when it is missing or stale, saying how to rebuild.
  static func module(root: URL) throws -> Data {
    let url = root.appendingPathComponent(folder).appendingPathComponent(moduleName)
    guard let bytes = try? Data(contentsOf: url) else {
      throw PlaygroundError.file("no checked-in module at \(folder)/\(moduleName)")
    }
    let current = try sourcesFingerprint(root: root)
    guard recordedFingerprint(root: root) == current else {
      throw PlaygroundError.file(
        "the checked-in module (\(folder)) was built from other sources than these; rebuild it "
          + "with a toolchain that has wasm-ld: swift run sidemenu-playground --write-prebuilt")
    }
    return bytes
  }

  /// Records a freshly built module and the fingerprint of the sources it was built from.
  static func record(module: Data, root: URL) throws {
    let base = root.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try module.write(to: base.appendingPathComponent(moduleName))
    try (sourcesFingerprint(root: root) + "\n").write(
      to: base.appendingPathComponent(fingerprintName), atomically: true, encoding: .utf8)
  }
}
