import Foundation

/// `swift run sidemenu-playground`: builds the browser playground, draws the motion gallery, or
/// replays an input trace through the native build of the engine.
@main
struct PlaygroundCommand {
  static let usage = """
    usage: swift run sidemenu-playground [--out DIR] [--write-prebuilt]
           swift run sidemenu-playground --gallery DIR [--progress 0,0.5,1]
           swift run sidemenu-playground --replay TRACE.json [--output FRAMES.json]

      (no option)       compile SideMenuCore to WebAssembly (Embedded Swift) and write the
                        self-contained page to playground-out/index.html; open it in a browser
      --out DIR         write the page to DIR instead (to serve it over HTTP, e.g. to a
                        phone: python3 -m http.server --directory DIR 8000)
                        Without wasm-ld (Xcode's toolchain) the page uses the checked-in
                        module (Playground/prebuilt), if it matches the sources
      --write-prebuilt  also record the built module as the checked-in one (after changing
                        the engine, the session or Playground/Exports)
      --gallery DIR     write the motion gallery into DIR (native build): per style preset an
                        SVG filmstrip and an animated SVG, and an index README.md
      --progress LIST   the progress values the filmstrips show (default 0,0.5,1)
      --replay TRACE    feed a trace the page logged (window.sideMenuPlayground.trace) to the
                        native engine and print the frame states it computes, as JSON
      --output FILE     write the replayed frames to FILE instead of standard output
    """

  static func main() {
    do {
      try run(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  }

  /// The repository root, found from this file's path so the tool works from any directory.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // SideMenuPlayground
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  static func run(_ arguments: [String]) throws {
    var options: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--help" || argument == "-h" {
        say(usage)
        return
      }
      if argument == "--write-prebuilt" {
        options[argument] = ""
        index += 1
        continue
      }
      let known = ["--out", "--gallery", "--progress", "--replay", "--output"]
      guard known.contains(argument) else { throw PlaygroundError.usage("unknown \(argument)") }
      guard index + 1 < arguments.count else {
        throw PlaygroundError.usage("\(argument) needs a value")
      }
      options[argument] = arguments[index + 1]
      index += 2
    }

    if let trace = options["--replay"] {
      let frames = try TraceReplay.replay(contentsOf: URL(fileURLWithPath: trace))
      if let output = options["--output"] {
        try frames.write(to: URL(fileURLWithPath: output))
      } else {
        FileHandle.standardOutput.write(frames)
      }
      return
    }

    if let folder = options["--gallery"] {
      var progress = Gallery.defaultProgress
      if let list = options["--progress"] {
        let values = list.split(separator: ",").map {
          Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else {
          throw PlaygroundError.usage("--progress takes numbers separated by commas")
        }
        progress = values.compactMap { $0 }
      }
      let written = try Gallery.write(into: URL(fileURLWithPath: folder), progress: progress)
      say("wrote \(written.count) files (filmstrips, animations, index) to \(folder)")
      return
    }

    let output =
      options["--out"].map { URL(fileURLWithPath: $0) }
      ?? repositoryRoot.appendingPathComponent("playground-out")
    let started = Date()
    var origin = "built"
    let result: PageBuilder.Result
    do {
      let builder = PageBuilder(root: repositoryRoot, toolchain: try Toolchain.locate())
      result = try builder.build(into: output)
    } catch PlaygroundError.toolchain(let reason) where options["--write-prebuilt"] == nil {
      // Xcode's toolchain has no wasm-ld: the checked-in module, if it matches these sources.
      say("this toolchain cannot build WebAssembly (\(reason))")
      say("using the checked-in module (\(PrebuiltModule.folder), built from these sources)")
      result = try PageBuilder.page(
        wasm: PrebuiltModule.module(root: repositoryRoot), root: repositoryRoot, into: output)
      origin = "written"
    }
    if options["--write-prebuilt"] != nil {
      try PrebuiltModule.record(module: try Data(contentsOf: result.wasm), root: repositoryRoot)
      say("recorded the module and its sources' fingerprint in \(PrebuiltModule.folder)")
    }
    let seconds = Date().timeIntervalSince(started)
    say(
      """
      wasm: \(result.wasmSize) bytes (\(result.wasm.path))
      imports: \(result.imports.joined(separator: ", "))
      exports: \(result.exports.joined(separator: ", "))
      page: \(result.page.path) (\(origin) in \(String(format: "%.1f", seconds)) s)
      """)
    #if os(macOS)
      let opener = "open"
    #else
      let opener = "xdg-open"
    #endif
    say(
      "open it with: \(opener) \(result.page.path)  (or serve it: python3 -m http.server "
        + "--directory \(output.path) 8000)")
  }
}

/// Writes a line to standard output at once: `print` buffers when the output is a pipe, so a
/// caller reading the build summary would otherwise see it only when the tool exits.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
