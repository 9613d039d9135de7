import Testing

@testable import SideMenuCore

// Fixtures and helpers shared by the geometry, layout and style suites.

/// A container with a name for test output.
struct NamedContainer: Sendable, CustomTestStringConvertible {
  let name: String
  /// The container, left to right; tests set the layout direction they need.
  let container: SideMenuContainer

  var testDescription: String { name }

  /// The same container in `direction`.
  func container(in direction: SideMenuLayoutDirection) -> SideMenuContainer {
    var result = container
    result.layoutDirection = direction
    return result
  }
}

/// A preset with its name for test output.
struct NamedStyle: Sendable, CustomTestStringConvertible {
  let name: String
  let style: SideMenuStyle

  var testDescription: String { name }
}

enum Fixtures {
  /// iPhone portrait, iPhone landscape, iPad portrait and a tiny container.
  static let containers: [NamedContainer] = [
    NamedContainer(
      name: "iPhone portrait 390×844",
      container: SideMenuContainer(
        size: SideMenuSize(width: 390, height: 844),
        safeAreaInsets: SideMenuInsets(top: 47, bottom: 34))),
    NamedContainer(
      name: "iPhone landscape 844×390",
      container: SideMenuContainer(
        size: SideMenuSize(width: 844, height: 390),
        safeAreaInsets: SideMenuInsets(left: 47, bottom: 21, right: 47))),
    NamedContainer(
      name: "iPad portrait 1024×1366",
      container: SideMenuContainer(
        size: SideMenuSize(width: 1024, height: 1366),
        safeAreaInsets: SideMenuInsets(top: 24, bottom: 20))),
    NamedContainer(
      name: "tiny 100×100",
      container: SideMenuContainer(size: SideMenuSize(width: 100, height: 100))),
  ]

  /// Every built-in style, in `SideMenuStyle.presets` order.
  static let presets: [NamedStyle] = SideMenuStyle.presets.map {
    NamedStyle(name: "\($0.name)", style: $0.style)
  }

  /// The content margin of the default edge configuration (64 points).
  static let defaultMargin = SideMenuEdgeConfiguration().minimumContentMargin
}

/// One frame evaluated the way the engine does it: resolve the edge in the container's
/// direction, resolve the default width on that side, evaluate the style.
struct Evaluation {
  let side: SideMenuPhysicalEdge
  let menuWidth: Double
  let state: SideMenuFrameState
}

func evaluate(
  _ style: SideMenuStyle, in container: SideMenuContainer, edge: SideMenuEdge,
  progress: Double, width: SideMenuWidth = .standard
) -> Evaluation {
  let side = edge.resolved(in: container.layoutDirection)
  let menuWidth = width.resolved(
    in: container, side: side, minimumContentMargin: Fixtures.defaultMargin
  ).width
  let state = style.frameState(
    in: container, side: side, menuWidth: menuWidth, progress: progress)
  return Evaluation(side: side, menuWidth: menuWidth, state: state)
}

/// `rect` reflected about the vertical line through the centre of a container `width` wide.
func mirrored(_ rect: SideMenuRect, inWidth width: Double) -> SideMenuRect {
  SideMenuRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
}

/// Whether two rectangles share an area of positive size (touching edges do not count).
func overlaps(_ a: SideMenuRect, _ b: SideMenuRect) -> Bool {
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    && a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0
}

/// Every number in a frame state, with its name, including the computed on-screen menu frame.
func numericFields(of state: SideMenuFrameState) -> [(name: String, value: Double)] {
  let screen = state.menuFrameOnScreen
  return [
    ("progress", state.progress),
    ("menuFrame.x", state.menuFrame.minX),
    ("menuFrame.y", state.menuFrame.minY),
    ("menuFrame.width", state.menuFrame.width),
    ("menuFrame.height", state.menuFrame.height),
    ("menuTransform.translationX", state.menuTransform.translationX),
    ("menuTransform.translationY", state.menuTransform.translationY),
    ("menuTransform.scale", state.menuTransform.scale),
    ("menuAlpha", state.menuAlpha),
    ("menuShadowOpacity", state.menuShadowOpacity),
    ("menuShadowRadius", state.menuShadowRadius),
    ("contentTransform.translationX", state.contentTransform.translationX),
    ("contentTransform.translationY", state.contentTransform.translationY),
    ("contentTransform.scale", state.contentTransform.scale),
    ("contentAlpha", state.contentAlpha),
    ("contentCornerRadius", state.contentCornerRadius),
    ("contentShadowOpacity", state.contentShadowOpacity),
    ("contentShadowRadius", state.contentShadowRadius),
    ("scrimAlpha", state.scrimAlpha),
    ("menuFrameOnScreen.x", screen.minX),
    ("menuFrameOnScreen.y", screen.minY),
    ("menuFrameOnScreen.width", screen.width),
    ("menuFrameOnScreen.height", screen.height),
  ]
}

/// Expects every number of `state` to be finite and every alpha and opacity to lie in 0…1.
func expectWellFormed(
  _ state: SideMenuFrameState, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for field in numericFields(of: state) {
    #expect(
      field.value.isFinite, "\(field.name) = \(field.value) \(comment.map { "\($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }
  let unitFields: [(String, Double)] = [
    ("menuAlpha", state.menuAlpha), ("menuShadowOpacity", state.menuShadowOpacity),
    ("contentAlpha", state.contentAlpha), ("contentShadowOpacity", state.contentShadowOpacity),
    ("scrimAlpha", state.scrimAlpha),
  ]
  for (name, value) in unitFields {
    #expect(
      (0...1).contains(value), "\(name) = \(value) \(comment.map { "\($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }
}

/// Two doubles that are equal, or both NaN.
func sameValue(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

/// Whether two diagnostics are equal, counting NaN payloads as equal to each other.
func sameDiagnostic(_ a: SideMenuDiagnostic, _ b: SideMenuDiagnostic) -> Bool {
  switch (a, b) {
  case (.settingReplaced(let s1, let g1), .settingReplaced(let s2, let g2)):
    s1 == s2 && sameValue(g1, g2)
  case (.unusableContainer(let w1, let h1), .unusableContainer(let w2, let h2)):
    sameValue(w1, w2) && sameValue(h1, h2)
  case (.menuWiderThanContainer(let r1, let c1), .menuWiderThanContainer(let r2, let c2)):
    sameValue(r1, r2) && sameValue(c1, c2)
  case (.timeWentBackwards(let p1, let g1), .timeWentBackwards(let p2, let g2)):
    sameValue(p1, p2) && sameValue(g1, g2)
  default:
    a == b
  }
}

/// Expects `actual` to list exactly `expected`, in order, counting NaN payloads as equal.
func expectDiagnostics(
  _ actual: [SideMenuDiagnostic], _ expected: [SideMenuDiagnostic],
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let same =
    actual.count == expected.count
    && zip(actual, expected).allSatisfy { sameDiagnostic($0, $1) }
  #expect(
    same, "diagnostics \(actual) ≠ \(expected) \(comment.map { "\($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two rectangles to agree coordinate by coordinate within `tolerance` points.
func expectClose(
  _ actual: SideMenuRect, _ expected: SideMenuRect, tolerance: Double,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs: [(String, Double, Double)] = [
    ("x", actual.minX, expected.minX), ("y", actual.minY, expected.minY),
    ("width", actual.width, expected.width), ("height", actual.height, expected.height),
  ]
  for (name, a, e) in pairs {
    expectClose(
      a, e, tolerance: tolerance,
      "\(name) of \(actual) vs \(expected) \(comment.map { "\($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }
}

extension SplitMix64 {
  /// A uniformly distributed double in `range`.
  mutating func double(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}
