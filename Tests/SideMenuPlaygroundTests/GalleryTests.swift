import Foundation
import SideMenuCore
import Testing

@testable import sidemenu_playground

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Counts the frames of a filmstrip while checking that it parses as XML.
private final class FrameCounter: NSObject, XMLParserDelegate {
  var progress: [Double] = []
  var rootElement: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    if rootElement == nil { rootElement = elementName }
    if elementName == "g", attributes["class"] == "frame",
      let value = attributes["data-progress"].flatMap(Double.init)
    {
      progress.append(value)
    }
  }
}

/// Parses an SVG document, returning its root element's name and its frames' progress values,
/// or `nil` if it is not well-formed XML.
private func parse(_ svg: String) -> (root: String?, progress: [Double])? {
  let counter = FrameCounter()
  let parser = XMLParser(data: Data(svg.utf8))
  parser.delegate = counter
  guard parser.parse() else { return nil }
  return (counter.rootElement, counter.progress)
}

@Suite struct GalleryTests {
  @Test(arguments: [[0, 0.25, 0.5, 0.75, 1], [0, 1], [0.5]])
  func everyPresetIsWellFormedWithAFramePerProgress(progress: [Double]) throws {
    for preset in SideMenuStyle.presets {
      let svg = Gallery.filmstrip(name: "\(preset.name)", style: preset.style, progress: progress)
      let parsed = try #require(parse(svg), "\(preset.name) is not well-formed XML")
      #expect(parsed.root == "svg")
      #expect(parsed.progress == progress, "\(preset.name)")
    }
  }

  @Test func writesOneFilePerPreset() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try Gallery.write(into: folder, progress: [0, 0.5, 1])
    #expect(files.count == SideMenuStyle.presets.count)
    for file in files {
      let svg = try String(contentsOf: file, encoding: .utf8)
      let parsed = try #require(parse(svg), "\(file.lastPathComponent) is not well-formed XML")
      #expect(parsed.progress == [0, 0.5, 1])
    }
  }

  @Test func hiddenMenusAreNotDrawn() throws {
    // At progress 0 the slide-over menu is hidden, so only the content's drawing remains; at 1
    // the menu's colour appears.
    let closed = Gallery.filmstrip(name: "slideOver", style: .slideOver, progress: [0])
    let open = Gallery.filmstrip(name: "slideOver", style: .slideOver, progress: [1])
    #expect(!closed.contains("#2c2c2e"))
    #expect(open.contains("#2c2c2e"))
  }

  @Test(arguments: [(0.0, "0"), (-0.0001, "0"), (1.5, "1.5"), (256, "256"), (0.12345, "0.123")])
  func numbersAreCompact(value: Double, expected: String) {
    #expect(Gallery.n(value) == expected)
  }
}
