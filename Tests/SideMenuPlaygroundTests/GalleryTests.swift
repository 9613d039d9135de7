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
    // A filmstrip and an animation per preset, the docked and glass frames, and the index.
    #expect(files.count == 2 * SideMenuStyle.presets.count + 3)
    for file in files where file.lastPathComponent.hasSuffix(".svg") {
      let svg = try String(contentsOf: file, encoding: .utf8)
      let parsed = try #require(parse(svg), "\(file.lastPathComponent) is not well-formed XML")
      #expect(parsed.root == "svg")
      if !file.lastPathComponent.hasSuffix("-motion.svg"),
        !["docked.svg", "glass.svg"].contains(file.lastPathComponent)
      {
        #expect(parsed.progress == [0, 0.5, 1])
      }
    }
  }

  @Test func hiddenMenusAreNotDrawn() throws {
    // At progress 0 the slide-over menu is hidden, so only the content's drawing remains; at 1
    // the menu's colour appears.
    let closed = Gallery.filmstrip(name: "slideOver", style: .slideOver, progress: [0])
    let open = Gallery.filmstrip(name: "slideOver", style: .slideOver, progress: [1])
    #expect(!closed.contains("\(Gallery.menuColor)"))
    #expect(open.contains("\(Gallery.menuColor)"))
  }

  @Test(arguments: [(0.0, "0"), (-0.0001, "0"), (1.5, "1.5"), (256, "256"), (0.12345, "0.123")])
  func numbersAreCompact(value: Double, expected: String) {
    #expect(Gallery.n(value) == expected)
  }

  @Test func contentAboveMenuLeavesNoSeamAndShowsCornersAndShadow() throws {
    // slideAside open: the content's left edge is exactly where the menu ends (256 points), so
    // the menu is drawn 1 point wider to stay under the content's anti-aliased edge; the
    // content's rounded corners and its shadow are drawn.
    let open = Gallery.filmstrip(name: "slideAside", style: .slideAside, progress: [1])
    #expect(open.contains("width=\"257\" height=\"568\" fill=\"\(Gallery.menuColor)\""))
    #expect(open.contains("rx=\"10\""))
    #expect(open.contains("feDropShadow"))
    // Above the content the menu needs no bleed.
    let over = Gallery.filmstrip(name: "slideOver", style: .slideOver, progress: [1])
    #expect(over.contains("width=\"256\" height=\"568\" fill=\"\(Gallery.menuColor)\""))
  }
}

/// The animated pictures: the engine's motion through one script, recorded and replayed.
@Suite struct GalleryMotionTests {
  @Test func theScriptOpensInterruptsAndFlicks() throws {
    let samples = GalleryMotion.record(style: .slideOver)
    // The scenes play in order, each for a while.
    var order: [Int] = []
    for sample in samples where order.last != sample.scene { order.append(sample.scene) }
    #expect(order == [0, 1, 2])
    let progress = { (scene: Int) in samples.filter { $0.scene == scene }.map(\.frame.progress) }
    // 1. The open reaches open from closed.
    expectClose(try #require(progress(0).first), 0, tolerance: 1e-9)
    #expect(progress(0).contains { abs($0 - 1) < 1e-3 })
    // 2. The close is caught before it gets far and turns back to open, then closes for real:
    // the progress falls, rises to open again, then falls to closed.
    let interrupted = progress(1)
    let turn = try #require(interrupted.firstIndex { $0 < 0.97 })
    let lowest = try #require(interrupted[turn...].prefix(12).min())
    // Caught early (0.06 s into a close that would take 0.3 s), it turns well before closed.
    #expect(lowest > 0.3 && lowest < 0.9, "turned at \(lowest)")
    let reopened = try #require(interrupted[turn...].firstIndex { abs($0 - 1) < 1e-3 })
    #expect(interrupted[reopened...].contains { $0 < 1e-3 })
    // 3. The finger drags only 66 points (about a quarter of the 256-point menu), yet the flick
    // opens the menu fully: velocity, not position, decided.
    let flick = samples.filter { $0.scene == 2 }
    let lastTouched = try #require(flick.lastIndex { $0.finger != nil })
    #expect(flick[lastTouched].frame.progress < 0.3)
    #expect(flick[lastTouched...].contains { abs($0.frame.progress - 1) < 1e-3 })
    // The loop ends where it starts, so it repeats without a jump.
    expectClose(try #require(samples.last).frame.progress, 0, tolerance: 1e-9)
  }

  @Test func everyPresetAnimatesEveryRecordedFrame() throws {
    for preset in SideMenuStyle.presets {
      let svg = GalleryMotion.animation(name: "\(preset.name)", style: preset.style)
      #expect(parse(svg)?.root == "svg", "\(preset.name) is not well-formed XML")
      let count = GalleryMotion.record(style: preset.style).count
      let seconds = Gallery.n(Double(count) / GalleryMotion.framesPerSecond)
      #expect(svg.contains("dur=\"\(seconds)s\""), "\(preset.name)")
      // Every `values` list has one entry per recorded frame.
      for match in svg.split(separator: "values=\"").dropFirst() {
        let list = match.prefix { $0 != "\"" }
        #expect(list.split(separator: ";").count == count, "\(preset.name)")
      }
    }
  }

  /// The committed gallery is what the generator writes now. Numbers are compared with a
  /// tolerance of 0.01 so that last-digit differences between platforms' maths libraries do
  /// not fail the check; any other difference does.
  @Test func committedGalleryIsUpToDate() throws {
    let folder = PlaygroundCommand.repositoryRoot.appendingPathComponent("docs/gallery")
    let expected = Gallery.documents()
    // recordings/ is Scripts/record-motion.sh's (RecordingTests keeps it in step).
    let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0 != "recordings" }.sorted()
    let regenerate = "run `swift run sidemenu-playground --gallery docs/gallery`"
    #expect(committed == expected.map(\.file).sorted(), "stale file list: \(regenerate)")
    for (file, contents) in expected {
      let url = folder.appendingPathComponent(file)
      guard let onDisk = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("docs/gallery/\(file) is missing: \(regenerate)")
        continue
      }
      let isFresh = sameIgnoringRounding(onDisk, contents)
      #expect(isFresh, "docs/gallery/\(file) is stale: \(regenerate)")
    }
  }
}

/// Whether two texts are equal once every number in them is compared within 0.01.
private func sameIgnoringRounding(_ a: String, _ b: String) -> Bool {
  func tokens(_ text: String) -> [Substring] {
    var result: [Substring] = []
    var index = text.startIndex
    while index < text.endIndex {
      let isNumber = { (c: Character) in c.isNumber || c == "." || c == "-" }
      var end = text.index(after: index)
      let kind = isNumber(text[index])
      while end < text.endIndex, isNumber(text[end]) == kind { end = text.index(after: end) }
      result.append(text[index..<end])
      index = end
    }
    return result
  }
  let left = tokens(a)
  let right = tokens(b)
  guard left.count == right.count else { return false }
  for (x, y) in zip(left, right) where x != y {
    guard let u = Double(x), let v = Double(y), abs(u - v) <= 0.01 else { return false }
  }
  return true
}

/// Expects `actual` within `tolerance` of `expected`.
private func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

@Suite struct DockedGalleryTests {
  /// The docked frame shows what it says: sliding over a scrim at 900 points, a frame between
  /// the modes, and docked beside content narrowed by the menu's width at 1,180 points.
  @Test func theDockedFramesAreSlidingBetweenAndDocked() throws {
    let frames = Gallery.dockedFrames()
    #expect(frames.count == 3)
    #expect(frames[0].state.layoutMode == .sliding)
    #expect(frames[0].state.dockedFraction == 0)
    #expect(frames[0].state.scrimAlpha > 0)
    #expect(frames[1].state.dockedFraction > 0.05 && frames[1].state.dockedFraction < 0.95)
    #expect(frames[2].state.layoutMode == .docked)
    #expect(frames[2].state.dockedFraction == 1)
    #expect(frames[2].state.scrimAlpha == 0)
    #expect(frames[2].state.contentFrame.minX == frames[2].state.menuFrame.width)
    let svg = Gallery.dockedFilmstrip()
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.components(separatedBy: "class=\"frame\"").count == 4)
  }
}

@Suite struct GlassGalleryTests {
  /// The glass frame shows the engine's floating panel: inset 8 points and rounded 24 points
  /// sliding on the iPhone, docked beside content that keeps the room beside it on the iPad,
  /// and the same panel drawn opaque.
  @Test func theGlassFramesAreTheEnginesPanel() throws {
    let frames = Gallery.glassFrames()
    #expect(frames.count == 3)
    let sliding = frames[0].state
    #expect(sliding.layoutMode == .sliding && sliding.menuCornerRadius == 24)
    #expect(sliding.menuFrameOnScreen.minX == 8 && sliding.menuFrame.minY == 8)
    #expect(sliding.menuFrame.height == Gallery.container.size.height - 16)
    let docked = frames[1].state
    #expect(docked.layoutMode == .docked && docked.menuCornerRadius == 24)
    #expect(docked.menuFrameOnScreen.minX == 8)
    #expect(docked.contentFrame.minX == docked.menuFrameOnScreen.maxX)
    #expect(!frames[0].isOpaque && !frames[1].isOpaque && frames[2].isOpaque)
    let svg = Gallery.glassFilmstrip()
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.components(separatedBy: "class=\"frame\"").count == 4)
    #expect(svg.components(separatedBy: "data-corner-radius=\"24\"").count == 4)
    #expect(svg.contains("feGaussianBlur"))
  }
}
