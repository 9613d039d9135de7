import Foundation
import Testing

/// The UIKit and SwiftUI layers use iOS-only API (`UIScreen`, `interactivePopGestureRecognizer`),
/// so each of their files is guarded by `#if os(iOS)` (Mac Catalyst included): on tvOS, visionOS,
/// watchOS and macOS the module is the engine's app-facing types re-exported. A file guarded by
/// `canImport(UIKit)` alone would break the tvOS and visionOS builds; the stand-in check compiles
/// the module as they see it (`os(iOS)` false, `canImport(UIKit)` true: Scripts/typecheck-uikit.sh), and this test
/// names the file at once.
@Suite("Platform guards")
struct PlatformGuardTests {
  /// Files that compile everywhere: the re-export and platform-independent measurements.
  static let platformIndependent: Set = [
    "SideMenuKit.swift", "SwiftUI/Model/SideMenuFirstFrameLead.swift",
    "SwiftUI/Model/SideMenuSwiftUIMeasurement.swift",
  ]

  /// Every UIKit or SwiftUI file of SideMenuKit, by path relative to `Sources/SideMenuKit`, with
  /// its lines.
  static func layerFiles() throws -> [(path: String, lines: [Substring])] {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SideMenuKit")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [(path: String, lines: [Substring])] = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let relative = String(file.path.dropFirst(root.path.count + 1))
      guard !Self.platformIndependent.contains(relative) else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      found.append((relative, text.split(separator: "\n", omittingEmptySubsequences: false)))
    }
    return found.sorted { $0.path < $1.path }
  }

  @Test("Every UIKit or SwiftUI file of SideMenuKit starts with #if os(iOS)")
  func everyLayerFileIsGuardedByOSiOS() throws {
    let files = try Self.layerFiles()
    for file in files {
      let firstLine = file.lines.first.map(String.init) ?? ""
      #expect(firstLine.hasPrefix("#if os(iOS)"), "\(file.path) starts with \(firstLine)")
    }
    #expect(files.count > 20)
  }

  /// A file's first block being `#if os(iOS)` is not enough: a second top-level block guarded by
  /// `canImport(UIKit)` (as `SideMenuSegue.swift`'s segues into the content once were) compiles
  /// on tvOS and visionOS and names iOS-only types there.
  @Test("Every top-level #if of a UIKit or SwiftUI file of SideMenuKit requires os(iOS)")
  func everyTopLevelBlockRequiresOSiOS() throws {
    var blocks = 0
    for file in try Self.layerFiles() {
      for (index, line) in file.lines.enumerated() where line.hasPrefix("#if ") {
        #expect(
          line.hasPrefix("#if os(iOS)") && !line.contains("||"),
          "\(file.path):\(index + 1): \(line)")
        blocks += 1
      }
    }
    #expect(blocks > 20)
  }
}
