import Foundation
import Testing

// The UIKit and SwiftUI layer's tests are findable by the file they test: a same-named test
// file, or a row of the map in Simulation/Tests/README.md. This keeps the map whole as files are
// added and renamed.

/// The repository's root, from this file's path (Tests/SideMenuCoreTests/Documentation/…).
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The Swift files under `folder` (relative to the repository), as paths relative to it.
private func swiftFiles(under folder: String) -> [String] {
  let root = repositoryRoot.appendingPathComponent(folder)
  let prefix = root.standardizedFileURL.path + "/"
  var found: [String] = []
  let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
  while let file = files?.nextObject() as? URL {
    guard file.pathExtension == "swift" else { continue }
    found.append(String(file.standardizedFileURL.path.dropFirst(prefix.count)))
  }
  return found.sorted()
}

@Suite("The layer's test map")
struct TestMapConsistencyTests {
  private let mapPath = "Simulation/Tests/README.md"

  /// The names of every test file: the simulation's suites and the main package's.
  private var testFileNames: Set<String> {
    let files = swiftFiles(under: "Simulation/Tests") + swiftFiles(under: "Tests")
    return Set(files.map { ($0 as NSString).lastPathComponent })
  }

  /// The map's rows: source file (relative to Sources/SideMenuKit) → the test files it names.
  private func rows() throws -> [String: [String]] {
    let map = try String(
      contentsOf: repositoryRoot.appendingPathComponent(mapPath), encoding: .utf8)
    let code = try NSRegularExpression(pattern: "`([^`]+\\.swift)`")
    var rows: [String: [String]] = [:]
    for line in map.components(separatedBy: "\n") where line.hasPrefix("| `") {
      let cells = line.components(separatedBy: " | ")
      guard cells.count == 2 else { continue }
      let source = cells[0].dropFirst(3).prefix { $0 != "`" }
      let tests = code.matches(in: cells[1], range: NSRange(cells[1].startIndex..., in: cells[1]))
        .compactMap { Range($0.range(at: 1), in: cells[1]).map { String(cells[1][$0]) } }
      rows[String(source)] = tests
    }
    return rows
  }

  @Test("Every file of the layer has a same-named test file or a row in the map")
  func everySourceFileIsMapped() throws {
    let rows = try rows()
    let tests = testFileNames
    let sources = swiftFiles(under: "Sources/SideMenuKit")
    #expect(sources.count >= 40, "the layer's files (\(sources.count)); the walk broke")
    for source in sources {
      let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
      let sameNamed =
        tests.contains("\(name)Tests.swift") || tests.contains("\(name)ScenarioTests.swift")
      #expect(
        sameNamed || rows[source] != nil,
        "\(source): no \(name)Tests.swift and no row in \(mapPath)")
    }
    // No row for a file that is gone.
    for source in rows.keys {
      #expect(sources.contains(source), "\(mapPath) maps \(source), which does not exist")
    }
  }

  @Test("Every test file the map names exists")
  func everyMappedTestFileExists() throws {
    let tests = testFileNames
    var named = 0
    for (source, files) in try rows() {
      for file in files where !file.hasPrefix("Scripts/") {
        let exists = tests.contains(file)
        #expect(exists, "\(mapPath), row \(source): no test file \(file)")
        named += 1
      }
    }
    #expect(named >= 40, "test files named in the map (\(named)); the pattern broke")
  }
}
