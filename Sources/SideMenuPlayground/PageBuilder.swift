import Foundation

/// Builds the playground page: `SideMenuCore` and the playground session compiled to WebAssembly
/// with Embedded Swift, inlined with the page's HTML, CSS and JavaScript into one `index.html`.
struct PageBuilder {
  /// The repository's root folder.
  var root: URL
  /// The toolchain to compile with.
  var toolchain: Toolchain

  /// What a build produced.
  struct Result {
    /// The self-contained page.
    var page: URL
    /// The WebAssembly module, also written beside the page for inspection.
    var wasm: URL
    /// The module's size in bytes.
    var wasmSize: Int
    /// The module's imports, as `module.name`.
    var imports: [String]
    /// The module's exports.
    var exports: [String]
  }

  /// The only imports the page provides: the `Math` functions `PlatformMath` asks for. The
  /// allocator is inside the module (Playground/Exports/Allocator.c), so nothing else is allowed.
  static let allowedImports: Set<String> = ["env.exp", "env.log", "env.sin", "env.cos"]

  /// Compiles, links and writes the page into `output`.
  func build(into output: URL) throws -> Result {
    let fileManager = FileManager.default
    let work = fileManager.temporaryDirectory
      .appendingPathComponent("sidemenu-playground-\(ProcessInfo.processInfo.processIdentifier)")
    try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: work) }

    let embedded = [
      "-target", Toolchain.wasmTarget,
      "-enable-experimental-feature", "Embedded",
      // `@_extern(wasm)` in PlatformMath declares the imports.
      "-enable-experimental-feature", "Extern",
      "-swift-version", "6", "-wmo", "-Osize", "-parse-as-library",
      // The stack protector needs `__stack_chk_guard` from a C library the page would have to
      // fake; a module driven by its own page gains nothing from it.
      "-Xfrontend", "-disable-stack-protector",
      // Emit LLVM bitcode and let wasm-ld optimise the core and the session together: it
      // inlines across the module boundary and drops what the exports never reach (about 5 %
      // smaller than linking ordinary objects).
      "-lto=llvm-full",
    ]
    // The core is compiled as its own module, exactly as the package builds it, so the session's
    // `import SideMenuCore` and access control mean the same in the browser as natively.
    let core = try swiftFiles(in: "Sources/SideMenuCore")
    let coreObject = work.appendingPathComponent("SideMenuCore.o")
    try Toolchain.run(
      toolchain.swiftc,
      embedded + [
        "-module-name", "SideMenuCore", "-emit-module",
        "-emit-module-path", work.appendingPathComponent("SideMenuCore.swiftmodule").path,
      ] + core + ["-c", "-o", coreObject.path])

    // The session is one set of files shared with the native `--replay` (see
    // Sources/SideMenuPlayground/Session), plus the exports that are only meaningful in wasm.
    let session = try swiftFiles(in: "Sources/SideMenuPlayground/Session")
    let exports = try swiftFiles(in: "Playground/Exports")
    let exportsObject = work.appendingPathComponent("PlaygroundExports.o")
    try Toolchain.run(
      toolchain.swiftc,
      embedded + ["-module-name", "SideMenuPlaygroundWasm", "-I", work.path]
        + session + exports + ["-c", "-o", exportsObject.path])

    let allocatorObject = work.appendingPathComponent("Allocator.o")
    try Toolchain.run(
      toolchain.clang,
      [
        "--target=wasm32-unknown-unknown", "-Os", "-ffreestanding", "-nostdlib", "-Wall",
        "-c", root.appendingPathComponent("Playground/Exports/Allocator.c").path,
        "-o", allocatorObject.path,
      ])

    try fileManager.createDirectory(at: output, withIntermediateDirectories: true)
    let wasm = output.appendingPathComponent("sidemenu-playground.wasm")
    try Toolchain.run(
      toolchain.wasmLinker,
      [
        // A library-style module: no `_start`; the page calls the exports.
        "--no-entry", "--strip-all", "--gc-sections",
        // Keep the stack small: the engine's frames are shallow, and every page of initial
        // memory is a page the browser commits.
        "-z", "stack-size=65536",
        coreObject.path, exportsObject.path, allocatorObject.path,
        "-o", wasm.path,
      ])

    return try Self.page(wasm: try Data(contentsOf: wasm), root: root, into: output)
  }

  /// Writes the page (and the module beside it) for an already built module, checking that it
  /// imports only what the page provides.
  static func page(wasm bytes: Data, root: URL, into output: URL) throws -> Result {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let wasm = output.appendingPathComponent("sidemenu-playground.wasm")
    if (try? Data(contentsOf: wasm)) != bytes { try bytes.write(to: wasm) }
    let module = try WasmModuleSummary(bytes: [UInt8](bytes))
    let unexpected = module.imports.filter { !Self.allowedImports.contains($0) }
    guard unexpected.isEmpty else {
      throw PlaygroundError.file(
        "the wasm module imports \(unexpected.joined(separator: ", ")), which the page does not "
          + "provide (allowed: \(Self.allowedImports.sorted().joined(separator: ", ")))")
    }

    let page = output.appendingPathComponent("index.html")
    try inlinePage(wasm: bytes, root: root).write(to: page, atomically: true, encoding: .utf8)
    return Result(
      page: page, wasm: wasm, wasmSize: bytes.count, imports: module.imports,
      exports: module.exports)
  }

  /// The page template with its stylesheet, script and the module (base64) put inline, so the
  /// page needs no server and no network: it works from `file://`.
  static func inlinePage(wasm: Data, root: URL) throws -> String {
    let folder = root.appendingPathComponent("Playground/page")
    func read(_ name: String) throws -> String {
      do {
        return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      } catch {
        throw PlaygroundError.file("cannot read Playground/page/\(name): \(error)")
      }
    }
    var html = try read("index.html")
    for (marker, value) in [
      ("/*@STYLE@*/", try read("playground.css")),
      ("/*@SCRIPT@*/", try read("playground.js")),
      ("@WASM_BASE64@", wasm.base64EncodedString()),
    ] {
      guard html.contains(marker) else {
        throw PlaygroundError.file("Playground/page/index.html lacks the marker \(marker)")
      }
      html = html.replacingOccurrences(of: marker, with: value)
    }
    return html
  }

  /// The Swift files under a folder of the repository, sorted so builds are reproducible.
  private func swiftFiles(in folder: String) throws -> [String] {
    let base = root.appendingPathComponent(folder)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: nil)
    else {
      throw PlaygroundError.file("missing folder \(base.path)")
    }
    let files = enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .map(\.path)
      .sorted()
    guard !files.isEmpty else { throw PlaygroundError.file("no Swift files in \(base.path)") }
    return files
  }
}

/// The imports and exports of a WebAssembly binary, read from its sections.
struct WasmModuleSummary {
  /// Each import as `module.name`.
  var imports: [String] = []
  /// Each export's name.
  var exports: [String] = []

  /// Reads a module.
  ///
  /// - Throws: ``PlaygroundError/file(_:)`` if the bytes are not a WebAssembly module.
  init(bytes: [UInt8]) throws {
    var reader = Reader(bytes: bytes)
    guard bytes.count >= 8, Array(bytes[0..<4]) == [0, 0x61, 0x73, 0x6D] else {
      throw PlaygroundError.file("not a WebAssembly module")
    }
    reader.offset = 8
    while reader.offset < bytes.count {
      let id = try reader.byte()
      let size = try reader.leb()
      let end = reader.offset + size
      switch id {
      case 2:  // imports
        for _ in 0..<(try reader.leb()) {
          let module = try reader.name()
          let name = try reader.name()
          imports.append("\(module).\(name)")
          switch try reader.byte() {
          case 0: _ = try reader.leb()  // function: type index
          case 1:  // table: element type, limits
            _ = try reader.byte()
            try reader.limits()
          case 2: try reader.limits()  // memory
          default:  // global: value type, mutability
            _ = try reader.byte()
            _ = try reader.byte()
          }
        }
      case 7:  // exports
        for _ in 0..<(try reader.leb()) {
          exports.append(try reader.name())
          _ = try reader.byte()
          _ = try reader.leb()
        }
      default:
        break
      }
      reader.offset = end
    }
  }

  private struct Reader {
    var bytes: [UInt8]
    var offset = 0

    mutating func byte() throws -> UInt8 {
      guard offset < bytes.count else { throw PlaygroundError.file("truncated wasm module") }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func leb() throws -> Int {
      var result = 0
      var shift = 0
      while true {
        let next = try byte()
        result |= Int(next & 0x7F) << shift
        if next & 0x80 == 0 { return result }
        shift += 7
      }
    }

    mutating func name() throws -> String {
      let count = try leb()
      guard offset + count <= bytes.count else {
        throw PlaygroundError.file("truncated wasm module")
      }
      defer { offset += count }
      return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func limits() throws {
      let flags = try byte()
      _ = try leb()
      if flags & 1 != 0 { _ = try leb() }
    }
  }
}
