import Foundation
import SideMenuKit  // alone, as an app writes it: not SideMenuCore, not @testable
import Testing

/// What `import SideMenuKit` gives an app of the engine (Sources/SideMenuKit/SideMenuKit.swift):
/// the types it configures and observes a menu with, so the README's configuration lines compile
/// in a file that imports nothing else; the engine's machinery stays in `SideMenuCore`.
@Suite("SideMenuKit's re-exported engine types")
struct SideMenuKitExportsTests {
  /// The README's and DocC's configuration lines, with `import SideMenuKit` alone: this file
  /// does not compile if a type or an extension member they use is not re-exported.
  @Test("The quick starts' configuration compiles and reads back with import SideMenuKit alone")
  func quickStartConfiguration() {
    var configuration: SideMenuConfiguration = .standard
    configuration.leading.style = .slideAside
    configuration.leading.width = .fraction(0.8)
    configuration.leading.docking = .never
    configuration.openTiming = .snappy
    configuration.trailing = configuration.leading
    let edge: SideMenuEdge = .trailing
    configuration[edge].isEnabled = true
    #expect(configuration.trailing.style == SideMenuStyle.slideAside)
    #expect(configuration.leading.width == SideMenuWidth.fraction(0.8))
    #expect(configuration.openTiming == SideMenuTiming.snappy)
    #expect(configuration.trailing.isEnabled)
    let phase: SideMenuPhase = .closed
    #expect(phase == .closed)
  }

  /// The re-exports and the DocC article that lists them (EngineTypes.md's topics) name the same
  /// types: an adopter reads there what `import SideMenuKit` brings.
  @Test("The re-exported types are exactly the ones EngineTypes.md lists")
  func reExportsMatchTheArticle() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/SideMenuKit/SideMenuKit.swift"),
      encoding: .utf8)
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/SideMenuKit/Documentation.docc/EngineTypes.md"),
      encoding: .utf8)
    let exported = source.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("@_exported import ") else { return nil }
      return line.split(separator: ".").last.map(String.init)
    }
    let listed = article.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("- ``"), line.hasSuffix("``") else { return nil }
      return String(line.dropFirst(4).dropLast(2))
    }
    #expect(exported.count == 22, "\(exported)")
    #expect(Set(exported) == Set(listed))
    // Scoped imports only: an unscoped one would bring the whole engine back.
    #expect(!source.contains("@_exported import SideMenuCore"))
  }
}
