import Foundation
import Testing

/// The UIKit and SwiftUI layers use iOS-only API (`UIScreen`, `interactivePopGestureRecognizer`),
/// so each of their files is guarded by `#if os(iOS)` (Mac Catalyst included): on tvOS, visionOS,
/// watchOS and macOS the module is the engine re-exported. A file guarded by `canImport(UIKit)`
/// alone would break the tvOS and visionOS builds, which no Linux check compiles.
@Suite("Platform guards")
struct PlatformGuardTests {
  /// Files that compile everywhere: the re-export and platform-independent measurements.
  static let platformIndependent: Set = [
    "SideMenuKit.swift", "SwiftUI/Model/SideMenuSwiftUIMeasurement.swift",
  ]

  @Test("Every UIKit or SwiftUI file of SideMenuKit starts with #if os(iOS)")
  func everyLayerFileIsGuardedByOSiOS() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SideMenuKit")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var checked = 0
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let relative = String(file.path.dropFirst(root.path.count + 1))
      guard !Self.platformIndependent.contains(relative) else { continue }
      let firstLine =
        try String(contentsOf: file, encoding: .utf8)
        .split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
      #expect(firstLine.hasPrefix("#if os(iOS)"), "\(relative) starts with \(firstLine)")
      checked += 1
    }
    #expect(checked > 20)
  }
}
