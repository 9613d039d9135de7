import Foundation
import SideMenuCore

/// Replays a trace the page logged through the native build of the same session, so the browser
/// test can check the WebAssembly engine frame by frame against the native one.
///
/// A trace is a JSON array of calls, each an array whose first element names the export (without
/// its `smk_` prefix) and whose rest are its arguments: `["init", width, height, time]`,
/// `["pointer", phase, id, x, y, time]`, `["command", code, time]`,
/// `["configure", key, value, time]`, `["frame", time]`. It may also be wrapped in an object
/// under `"trace"`. The result is `{"frames": [[…], …]}`: the output after every `frame` call,
/// laid out as ``PlaygroundOutput`` says.
enum TraceReplay {
  /// Replays the trace in a file and returns the frames as JSON.
  static func replay(contentsOf file: URL) throws -> Data {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw PlaygroundError.file("cannot read \(file.path): \(error)")
    }
    return try replay(json: data)
  }

  /// Replays a trace given as JSON and returns the frames as JSON.
  static func replay(json: Data) throws -> Data {
    var session: PlaygroundSession?
    var frames: [[Double]] = []
    for (index, call) in try calls(in: json).enumerated() {
      let (name, arguments) = call
      func argument(_ position: Int) throws -> Double {
        guard position < arguments.count else {
          throw PlaygroundError.file("call \(index) (\(name)) lacks argument \(position + 1)")
        }
        return arguments[position]
      }
      if name == "init" {
        // As smk_init: a fresh session, then a frame to lay out its first output.
        var fresh = PlaygroundSession(width: try argument(0), height: try argument(1))
        fresh.frame(at: try argument(2))
        session = fresh
        continue
      }
      guard var current = session else {
        throw PlaygroundError.file("call \(index) (\(name)) comes before init")
      }
      switch name {
      case "pointer":
        if let phase = PlaygroundPointerPhase(rawValue: Int32(try argument(0))) {
          current.pointer(
            phase, id: try argument(1), x: try argument(2), y: try argument(3),
            at: try argument(4))
        }
      case "command":
        if let input = PlaygroundInput(rawValue: Int32(try argument(0))) {
          current.input(input, at: try argument(1))
        }
      case "configure":
        if let setting = PlaygroundSetting(rawValue: Int32(try argument(0))) {
          current.set(setting, to: try argument(1), at: try argument(2))
        }
      case "regions":
        current.setReservedRegions(
          division: SideMenuRect(
            x: try argument(0), y: try argument(1), width: try argument(2),
            height: try argument(3)),
          occlusion: SideMenuRect(
            x: try argument(4), y: try argument(5), width: try argument(6),
            height: try argument(7)),
          barEdge: try argument(8), barExtent: try argument(9), at: try argument(10))
      case "folding":
        current.setOnFoldingDisplay(try argument(0) != 0, at: try argument(1))
      case "frame":
        current.frame(at: try argument(0))
        frames.append(current.output)
      default:
        throw PlaygroundError.file("call \(index): unknown export \(name)")
      }
      session = current
    }
    return Data(encode(frames).utf8)
  }

  /// The calls of a trace: `[[name, number, …], …]`, bare or as the value of a leading
  /// `"trace"` key.
  ///
  /// A parser of its own rather than `JSONSerialization`, whose number parsing on Linux is not
  /// always correctly rounded: a coordinate or a time one ulp off would make the native replay
  /// differ from the page for no reason of the engine's. `Double(_:)` is correctly rounded, and
  /// the page's `JSON.stringify` writes the shortest round-tripping form, so every argument
  /// arrives bit for bit.
  static func calls(in json: Data) throws -> [(name: String, arguments: [Double])] {
    var scanner = Scanner(bytes: [UInt8](json))
    if scanner.peek() == UInt8(ascii: "{") {
      scanner.offset += 1
      guard try scanner.string() == "trace" else {
        throw PlaygroundError.file("a trace object starts with its \"trace\" key")
      }
      try scanner.expect(":")
    }
    var calls: [(name: String, arguments: [Double])] = []
    try scanner.expect("[")
    if scanner.peek() == UInt8(ascii: "]") { return calls }
    repeat {
      try scanner.expect("[")
      let name = try scanner.string()
      var arguments: [Double] = []
      while scanner.peek() == UInt8(ascii: ",") {
        scanner.offset += 1
        arguments.append(try scanner.number())
      }
      try scanner.expect("]")
      calls.append((name, arguments))
    } while try scanner.separator()
    return calls
  }

  /// Just enough of a JSON reader for traces.
  private struct Scanner {
    var bytes: [UInt8]
    var offset = 0

    /// The next byte that is not white space, without consuming it.
    mutating func peek() -> UInt8? {
      while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
      return offset < bytes.count ? bytes[offset] : nil
    }

    mutating func expect(_ character: Unicode.Scalar) throws {
      guard peek() == UInt8(ascii: character) else {
        throw PlaygroundError.file("trace: expected '\(character)' at byte \(offset)")
      }
      offset += 1
    }

    /// Consumes `,` (more to come: `true`) or `]` (the end: `false`).
    mutating func separator() throws -> Bool {
      let next = peek()
      offset += 1
      if next == UInt8(ascii: ",") { return true }
      if next == UInt8(ascii: "]") { return false }
      throw PlaygroundError.file("trace: expected ',' or ']' at byte \(offset - 1)")
    }

    mutating func string() throws -> String {
      try expect("\"")
      let start = offset
      while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") { offset += 1 }
      guard offset < bytes.count else { throw PlaygroundError.file("trace: unterminated string") }
      defer { offset += 1 }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    mutating func number() throws -> Double {
      _ = peek()
      let start = offset
      let allowed = Set("+-0123456789.eE".utf8)
      while offset < bytes.count, allowed.contains(bytes[offset]) { offset += 1 }
      guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
        throw PlaygroundError.file("trace: expected a number at byte \(start)")
      }
      return value
    }
  }

  /// The frames as JSON, each number in Swift's shortest round-tripping form so nothing is lost
  /// between the replay and the comparison.
  static func encode(_ frames: [[Double]]) -> String {
    let rows = frames.map { row in
      "[" + row.map { $0.isFinite ? "\($0)" : "null" }.joined(separator: ",") + "]"
    }
    return "{\"frames\":[\n" + rows.joined(separator: ",\n") + "\n]}\n"
  }
}
