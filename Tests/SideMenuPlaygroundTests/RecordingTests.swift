import Foundation
import Testing

@testable import sidemenu_playground

/// The README's motion pictures (docs/gallery/recordings, made by Scripts/record-motion.sh from
/// the playground page in headless Chromium) stay in step with the engine: each recording's
/// trace — the calls the page's engine got — is replayed through the native build of the same
/// engine, and the progress at every captured frame must be what the page drew. A change to the
/// engine's motion (a spring, a style, a default) fails here until the pictures are recorded
/// again. A change of the page's look alone is not seen: record again by hand then.
@Suite struct RecordingTests {
  /// The styles the README shows, in its order.
  static let styles = ["slideOver", "slideAside", "scaleDown", "viewSlideOut"]
  static let folder = PlaygroundCommand.repositoryRoot.appendingPathComponent(
    "docs/gallery/recordings")
  /// The recorder stores progress to 4 decimals.
  static let tolerance = 0.5e-4

  @Test("The recorded motion is the engine's motion now", arguments: styles)
  func recordingMatchesTheEngine(style: String) throws {
    let file = Self.folder.appendingPathComponent("\(style).json")
    let data = try Data(contentsOf: file)
    let stored = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let progress = try #require(stored["progress"] as? [Double])
    let captureEvery = try #require(stored["captureEvery"] as? Int)
    let replayed = try JSONSerialization.jsonObject(with: TraceReplay.replay(json: data))
    let frames = try #require((replayed as? [String: Any])?["frames"] as? [[Double?]])
    // The recorder captures after every `captureEvery`-th frame.
    let captured = stride(from: captureEvery - 1, to: frames.count, by: captureEvery).map {
      frames[$0][0] ?? .nan
    }
    #expect(captured.count == progress.count, "\(style): frames recorded vs replayed")
    let firstDifference = zip(captured, progress).enumerated().first {
      !(abs($0.element.0 - $0.element.1) <= Self.tolerance)
    }.map { "frame \($0.offset): engine \($0.element.0), recorded \($0.element.1)" }
    #expect(
      firstDifference == nil,
      """
      \(style): the engine's motion is no longer what docs/gallery/recordings/\(style).gif \
      shows (\(firstDifference ?? "")): run Scripts/record-motion.sh
      """)
    // The recording shows something: the menu opens fully and closes again.
    #expect(progress.max() ?? 0 >= 1 - Self.tolerance && progress.last == 0)
  }

  @Test(
    "Each GIF is a whole loop of the recorded frames, small enough for a README", arguments: styles)
  func gifIsTheRecording(style: String) throws {
    let gif = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("\(style).gif")))
    let stored = try JSONSerialization.jsonObject(
      with: Data(contentsOf: Self.folder.appendingPathComponent("\(style).json")))
    let progress = try #require((stored as? [String: Any])?["progress"] as? [Double])
    #expect(gif.count < 400 * 1024, "\(style).gif is \(gif.count / 1024) KB")
    let info = try #require(GIFInfo(gif), "\(style).gif is not a GIF")
    #expect(info.width == 184)
    #expect(info.loops, "\(style).gif does not loop")
    // 50 ms a frame (identical frames in a row are stored once, with their delays added).
    #expect(info.totalDelay == progress.count * 5, "\(style).gif's length, in 10 ms units")
  }

  @Test("The README's first screen shows the recordings")
  func readmeShowsTheRecordings() throws {
    let readme = try String(
      contentsOf: PlaygroundCommand.repositoryRoot.appendingPathComponent("README.md"),
      encoding: .utf8)
    for style in Self.styles {
      #expect(readme.contains("docs/gallery/recordings/\(style).gif"))
    }
  }
}

/// What the test needs of a GIF (https://www.w3.org/Graphics/GIF/spec-gif89a.txt): its width,
/// whether it loops (the NETSCAPE2.0 application extension) and the sum of its frames' delays
/// (Graphic Control Extensions), read by walking its blocks.
private struct GIFInfo {
  var width = 0
  var loops = false
  var totalDelay = 0

  init?(_ bytes: [UInt8]) {
    guard bytes.count > 13, bytes.starts(with: Array("GIF89a".utf8)) else { return nil }
    width = Int(bytes[6]) | Int(bytes[7]) << 8
    var offset = 13
    if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 0x07) + 1) }
    /// Skips data sub-blocks (each a length byte and that many bytes, ended by a 0).
    func skipSubBlocks() -> Bool {
      while offset < bytes.count {
        let length = Int(bytes[offset])
        offset += 1 + length
        if length == 0 { return true }
      }
      return false
    }
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x3B:
        return
      case 0x21:
        guard offset + 2 < bytes.count else { return nil }
        let label = bytes[offset + 1]
        if label == 0xF9, offset + 5 < bytes.count {
          totalDelay += Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8
        }
        if label == 0xFF, offset + 13 < bytes.count,
          bytes[(offset + 3)..<(offset + 14)].elementsEqual("NETSCAPE2.0".utf8)
        {
          loops = true
        }
        offset += 2
        guard skipSubBlocks() else { return nil }
      case 0x2C:
        guard offset + 10 < bytes.count else { return nil }
        let packed = bytes[offset + 9]
        offset += 10
        if packed & 0x80 != 0 { offset += 3 << (Int(packed & 0x07) + 1) }
        offset += 1  // LZW minimum code size
        guard skipSubBlocks() else { return nil }
      default:
        return nil
      }
    }
    return nil
  }
}
