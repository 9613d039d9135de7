import Testing

@testable import SideMenuCore

@Suite("SideMenuWidth")
struct SideMenuWidthTests {
  /// One width resolution: a container, a side, a width and what must come out.
  struct Case: Sendable, CustomTestStringConvertible {
    let width: SideMenuWidth
    let container: SideMenuContainer
    let side: SideMenuPhysicalEdge
    let margin: Double
    let expected: Double
    let diagnostics: [SideMenuDiagnostic]
    let location: SourceLocation

    init(
      _ width: SideMenuWidth, in size: (Double, Double), insets: SideMenuInsets = .zero,
      side: SideMenuPhysicalEdge = .left, margin: Double = 64, expected: Double,
      diagnostics: [SideMenuDiagnostic] = [], location: SourceLocation = #_sourceLocation
    ) {
      self.width = width
      self.container = SideMenuContainer(
        size: SideMenuSize(width: size.0, height: size.1), safeAreaInsets: insets)
      self.side = side
      self.margin = margin
      self.expected = expected
      self.diagnostics = diagnostics
      self.location = location
    }

    var testDescription: String {
      "\(width) in \(container.size.width) on \(side), margin \(margin) (line \(location.line))"
    }
  }

  /// Compares within 10⁻⁹ points: 0.85 × 390 is not exactly 331.5 in binary.
  static func check(_ c: Case) {
    let (width, diagnostics) = c.width.resolved(
      in: c.container, side: c.side, minimumContentMargin: c.margin)
    expectClose(width, c.expected, tolerance: 1e-9, sourceLocation: c.location)
    expectDiagnostics(diagnostics, c.diagnostics, sourceLocation: c.location)
  }

  /// What `validated()` makes of each kind of bad value is what `resolved` then uses: a tool
  /// that shows the width (the playground) sees the same numbers the engine lays out with.
  @Test(arguments: [
    (SideMenuWidth.fixed(.nan), SideMenuWidth.standard),
    (.fixed(-3), .standard),
    (.fixed(200), .fixed(200)),
    (.fraction(3, minimum: 0, maximum: 360), .fraction(1, minimum: 0, maximum: 360)),
    (.fraction(-1, minimum: 10, maximum: 20), .fraction(0.85, minimum: 10, maximum: 20)),
    (.fraction(0.5, minimum: .nan, maximum: .nan), .fraction(0.5, minimum: 0, maximum: 0)),
    (.fraction(0.5, minimum: 100, maximum: 50), .fraction(0.5, minimum: 100, maximum: 100)),
    (
      .fraction(0.7, minimum: 0, maximum: .infinity), .fraction(0.7, minimum: 0, maximum: .infinity)
    ),
  ])
  func validatedReplacesWhatResolvingWould(given: SideMenuWidth, expected: SideMenuWidth) {
    let (valid, diagnostics) = given.validated()
    #expect(valid == expected)
    #expect(diagnostics.isEmpty == (given == expected))
    #expect(valid.validated().diagnostics.isEmpty)
    let container = SideMenuContainer(size: SideMenuSize(width: 1000, height: 800))
    let resolvedGiven = given.resolved(in: container, side: .left, minimumContentMargin: 64)
    let resolvedValid = valid.resolved(in: container, side: .left, minimumContentMargin: 64)
    #expect(resolvedGiven.width == resolvedValid.width)
    // Described, not compared: a NaN in a diagnostic never equals itself.
    #expect(
      resolvedGiven.diagnostics.prefix(diagnostics.count).map { "\($0)" }
        == diagnostics.map { "\($0)" })
  }

  @Test func standardIsEightyFivePercentCappedAt360() {
    #expect(SideMenuWidth.standard == .fraction(0.85, minimum: 0, maximum: 360))
    #expect(SideMenuEdgeConfiguration().width == .standard)
    #expect(SideMenuEdgeConfiguration().minimumContentMargin == 64)
  }

  static let portraitInsets = SideMenuInsets(top: 47, bottom: 34)
  static let landscapeInsets = SideMenuInsets(left: 47, bottom: 21, right: 47)

  @Test(arguments: [
    // iPhone portrait: 85 % of 390 is 331.5, but the 64-point margin leaves 326. The top and
    // bottom insets do not count.
    Case(.standard, in: (390, 844), insets: portraitInsets, expected: 326),
    Case(.standard, in: (390, 844), insets: portraitInsets, side: .right, expected: 326),
    // With a smaller margin the 85 % shows.
    Case(.standard, in: (390, 844), insets: portraitInsets, margin: 0, expected: 331.5),
    Case(.standard, in: (390, 844), margin: 40, expected: 331.5),
    Case(.standard, in: (400, 800), margin: 16, expected: 340),
    // iPhone landscape: 85 % of 844 is capped at 360, then the inset on the menu's side is added.
    Case(.standard, in: (844, 390), insets: landscapeInsets, expected: 407),
    Case(.standard, in: (844, 390), insets: landscapeInsets, side: .right, expected: 407),
    // Only the inset on the menu's own side is added.
    Case(.standard, in: (844, 390), insets: SideMenuInsets(left: 47), expected: 407),
    Case(.standard, in: (844, 390), insets: SideMenuInsets(left: 47), side: .right, expected: 360),
    Case(.standard, in: (844, 390), insets: SideMenuInsets(right: 30), side: .right, expected: 390),
    // iPad, both orientations: the 360 cap.
    Case(.standard, in: (1024, 1366), expected: 360),
    Case(.standard, in: (1366, 1024), side: .right, expected: 360),
    // Between the two: 85 % of 426 is 362.1, the margin allows 362, the cap wins.
    Case(.standard, in: (426, 800), expected: 360),
    // The 64-point margin wins below 424 points (360 + 64).
    Case(.standard, in: (410, 800), expected: 346),
    Case(.standard, in: (400, 800), expected: 336),
    Case(.standard, in: (320, 568), expected: 256),
    Case(.standard, in: (100, 100), expected: 36),
    // …and caps the inset too.
    Case(.standard, in: (420, 800), insets: SideMenuInsets(left: 47), expected: 356),
    // Never negative.
    Case(.standard, in: (64, 100), expected: 0),
    Case(.standard, in: (50, 100), expected: 0),
    Case(.standard, in: (0, 0), expected: 0),
  ])
  func standard(_ c: Case) { Self.check(c) }

  @Test(arguments: [
    Case(.fixed(260), in: (390, 844), expected: 260),
    Case(.fixed(260), in: (844, 390), insets: landscapeInsets, side: .right, expected: 307),
    Case(.fixed(0), in: (390, 844), expected: 0),
    // Up to the margin silently…
    Case(.fixed(326), in: (390, 844), expected: 326),
    Case(.fixed(350), in: (390, 844), expected: 326),
    Case(.fixed(390), in: (390, 844), expected: 326),
    Case(.fixed(300), in: (390, 844), insets: SideMenuInsets(left: 47), expected: 326),
    // …wider than the container: the widest menu that fits, and a diagnostic.
    Case(
      .fixed(500), in: (390, 844), expected: 326,
      diagnostics: [.menuWiderThanContainer(requested: 500, container: 390)]),
    Case(
      .fixed(1e308), in: (100, 100), side: .right, expected: 36,
      diagnostics: [.menuWiderThanContainer(requested: 1e308, container: 100)]),
    // A zero-sized container lays the menu out with zero width; sanitizing it already reported it.
    Case(.fixed(100), in: (0, 0), expected: 0),
    Case(.fixed(100), in: (0, 0), insets: SideMenuInsets(left: 10), expected: 0),
  ])
  func fixed(_ c: Case) { Self.check(c) }

  /// A non-finite or negative fixed width is replaced by `standard`.
  @Test(arguments: [Double.nan, Double.infinity, -Double.infinity, -1, -1e-300])
  func invalidFixedWidthFallsBackToStandard(bad: Double) {
    Self.check(
      Case(
        .fixed(bad), in: (390, 844), expected: 326,
        diagnostics: [.settingReplaced(.menuWidth, given: bad)]))
    Self.check(
      Case(
        .fixed(bad), in: (390, 844), margin: 0, expected: 331.5,
        diagnostics: [.settingReplaced(.menuWidth, given: bad)]))
    Self.check(
      Case(
        .fixed(bad), in: (844, 390), insets: Self.landscapeInsets, side: .right, expected: 407,
        diagnostics: [.settingReplaced(.menuWidth, given: bad)]))
    // The fallback's own diagnostics follow.
    Self.check(
      Case(
        .fixed(bad), in: (390, 844), margin: -1, expected: 331.5,
        diagnostics: [
          .settingReplaced(.menuWidth, given: bad),
          .settingReplaced(.minimumContentMargin, given: -1),
        ]))
  }

  @Test(arguments: [
    Case(.fraction(0.5, minimum: 0, maximum: .infinity), in: (390, 844), expected: 195),
    Case(.fraction(1, minimum: 0, maximum: .infinity), in: (390, 844), expected: 326),
    Case(.fraction(0, minimum: 0, maximum: 360), in: (390, 844), expected: 0),
    Case(
      .fraction(0, minimum: 0, maximum: 360), in: (844, 390), insets: landscapeInsets, expected: 47),
    // The minimum and maximum win over the fraction…
    Case(.fraction(0.1, minimum: 200, maximum: 300), in: (390, 844), expected: 200),
    Case(.fraction(0.9, minimum: 0, maximum: 300), in: (390, 844), expected: 300),
    Case(.fraction(0.5, minimum: 250, maximum: 250), in: (390, 844), expected: 250),
    // …but the margin wins over the minimum.
    Case(.fraction(0.1, minimum: 350, maximum: 400), in: (390, 844), expected: 326),
    // The safe-area inset is added after the minimum and maximum.
    Case(
      .fraction(0.9, minimum: 0, maximum: 300), in: (844, 390), insets: SideMenuInsets(right: 47),
      side: .right, expected: 347),
  ])
  func fraction(_ c: Case) { Self.check(c) }

  @Test(arguments: [
    // A fraction above 1 becomes 1.
    Case(
      .fraction(1.5, minimum: 0, maximum: 200), in: (390, 844), expected: 200,
      diagnostics: [.settingReplaced(.menuWidthFraction, given: 1.5)]),
    Case(
      .fraction(1.5, minimum: 0, maximum: .infinity), in: (390, 844), margin: 0, expected: 390,
      diagnostics: [.settingReplaced(.menuWidthFraction, given: 1.5)]),
    // A non-finite or negative fraction becomes 0.85.
    Case(
      .fraction(.nan, minimum: 0, maximum: 360), in: (390, 844), margin: 0, expected: 331.5,
      diagnostics: [.settingReplaced(.menuWidthFraction, given: .nan)]),
    Case(
      .fraction(.infinity, minimum: 0, maximum: 360), in: (390, 844), margin: 0, expected: 331.5,
      diagnostics: [.settingReplaced(.menuWidthFraction, given: .infinity)]),
    Case(
      .fraction(-0.2, minimum: 0, maximum: 300), in: (390, 844), expected: 300,
      diagnostics: [.settingReplaced(.menuWidthFraction, given: -0.2)]),
    // A non-finite or negative minimum becomes 0.
    Case(
      .fraction(0.5, minimum: -10, maximum: 360), in: (390, 844), expected: 195,
      diagnostics: [.settingReplaced(.menuMinimumWidth, given: -10)]),
    Case(
      .fraction(0.5, minimum: .nan, maximum: 360), in: (390, 844), expected: 195,
      diagnostics: [.settingReplaced(.menuMinimumWidth, given: .nan)]),
    Case(
      .fraction(0.5, minimum: .infinity, maximum: 360), in: (390, 844), expected: 195,
      diagnostics: [.settingReplaced(.menuMinimumWidth, given: .infinity)]),
    // A NaN maximum, or one below the minimum, becomes the minimum.
    Case(
      .fraction(0.5, minimum: 100, maximum: .nan), in: (390, 844), expected: 100,
      diagnostics: [.settingReplaced(.menuMaximumWidth, given: .nan)]),
    Case(
      .fraction(0.5, minimum: 300, maximum: 200), in: (390, 844), expected: 300,
      diagnostics: [.settingReplaced(.menuMaximumWidth, given: 200)]),
    Case(
      .fraction(0.5, minimum: 0, maximum: -.infinity), in: (390, 844), expected: 0,
      diagnostics: [.settingReplaced(.menuMaximumWidth, given: -.infinity)]),
    Case(
      .fraction(0.5, minimum: 0, maximum: -5), in: (390, 844), expected: 0,
      diagnostics: [.settingReplaced(.menuMaximumWidth, given: -5)]),
    // An infinite maximum is valid: no cap.
    Case(.fraction(0.5, minimum: 0, maximum: .infinity), in: (390, 844), expected: 195),
    // Every field wrong: reported in declaration order; the NaN maximum becomes the 0 minimum.
    Case(
      .fraction(.nan, minimum: -1, maximum: .nan), in: (390, 844), margin: .nan, expected: 0,
      diagnostics: [
        .settingReplaced(.menuWidthFraction, given: .nan),
        .settingReplaced(.menuMinimumWidth, given: -1),
        .settingReplaced(.menuMaximumWidth, given: .nan),
        .settingReplaced(.minimumContentMargin, given: .nan),
      ]),
  ])
  func invalidFraction(_ c: Case) { Self.check(c) }

  /// A non-finite or negative margin becomes 0; a margin wider than the container leaves no room.
  @Test(arguments: [
    Case(
      .fixed(500), in: (390, 844), margin: -64, expected: 390,
      diagnostics: [
        .menuWiderThanContainer(requested: 500, container: 390),
        .settingReplaced(.minimumContentMargin, given: -64),
      ]),
    Case(
      .fixed(300), in: (390, 844), margin: .nan, expected: 300,
      diagnostics: [.settingReplaced(.minimumContentMargin, given: .nan)]),
    Case(
      .fixed(300), in: (390, 844), margin: .infinity, expected: 300,
      diagnostics: [.settingReplaced(.minimumContentMargin, given: .infinity)]),
    Case(
      .fixed(300), in: (390, 844), margin: -.infinity, expected: 300,
      diagnostics: [.settingReplaced(.minimumContentMargin, given: -.infinity)]),
    Case(.fixed(300), in: (390, 844), margin: 0, expected: 300),
    Case(.fixed(300), in: (390, 844), margin: 390, expected: 0),
    Case(.standard, in: (390, 844), margin: 1e308, expected: 0),
  ])
  func invalidMargin(_ c: Case) { Self.check(c) }

  /// Any width in any sanitized container: finite, never negative, never past the margin, never
  /// a trap, and the same on both sides when the insets are symmetric.
  @Test func resolvedIsTotalAndBounded() {
    var rng = SplitMix64(seed: 0x5151_DE)
    let specials: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1, 1e308]
    func value(_ range: ClosedRange<Double>) -> Double {
      Int.random(in: 0..<4, using: &rng) == 0
        ? specials[Int.random(in: 0..<specials.count, using: &rng)]
        : rng.double(in: range)
    }
    for _ in 0..<5_000 {
      let raw = SideMenuContainer(
        size: SideMenuSize(width: value(0...2_000), height: value(0...2_000)),
        safeAreaInsets: SideMenuInsets(left: value(0...100), right: value(0...100)))
      let container = raw.sanitized().container
      let width: SideMenuWidth =
        Bool.random(using: &rng)
        ? .fixed(value(0...2_000))
        : .fraction(value(0...1.2), minimum: value(0...500), maximum: value(0...800))
      let margin = value(0...100)
      for side in SideMenuPhysicalEdge.allCases {
        let result = width.resolved(in: container, side: side, minimumContentMargin: margin).width
        let cleanMargin = margin.isFinite && margin >= 0 ? margin : 0
        #expect(result.isFinite, "\(width) in \(container)")
        #expect(result >= 0, "\(width) in \(container)")
        #expect(result <= max(0, container.size.width - cleanMargin), "\(width) in \(container)")
      }
    }
  }

  /// The documented precondition is a sanitized container, but an unsanitized one must not trap
  /// or produce a non-finite width either.
  @Test(arguments: [Double.nan, Double.infinity, -Double.infinity, -100])
  func unsanitizedContainerStillGivesAFiniteWidth(bad: Double) {
    let containers = [
      SideMenuContainer(size: SideMenuSize(width: bad, height: 844)),
      SideMenuContainer(
        size: SideMenuSize(width: 390, height: 844), safeAreaInsets: SideMenuInsets(left: bad)),
    ]
    let widths: [SideMenuWidth] = [
      .standard, .fixed(260), .fraction(0.5, minimum: 0, maximum: 1e9),
    ]
    for container in containers {
      for width in widths {
        let result = width.resolved(in: container, side: .left, minimumContentMargin: 64).width
        #expect(!result.isNaN, "\(width) in \(container)")
        #expect(result >= 0, "\(width) in \(container)")
      }
    }
  }
}

/// The short forms read as what they resolve to.
@Suite("SideMenuWidth short forms")
struct SideMenuWidthShortFormTests {
  let phone = SideMenuContainer(
    size: SideMenuSize(width: 390, height: 844),
    safeAreaInsets: SideMenuInsets(top: 47, left: 0, bottom: 34, right: 0))

  @Test("fraction(_:) has no limits of its own; the margin still caps it")
  func fractionWithoutLimits() {
    #expect(SideMenuWidth.fraction(0.85) == .fraction(0.85, minimum: 0, maximum: .infinity))
    let capped = SideMenuWidth.fraction(0.85).resolved(
      in: phone, side: .left, minimumContentMargin: 64)
    #expect(abs(capped.width - 326) < 1e-9)
    let wide = SideMenuContainer(size: SideMenuSize(width: 1024, height: 768))
    let uncapped = SideMenuWidth.fraction(0.85).resolved(
      in: wide, side: .left, minimumContentMargin: 64)
    #expect(abs(uncapped.width - 870.4) < 1e-9, "no 360 pt cap, unlike .standard")
  }

  @Test("setWidth(toFractionOfContainer:) gives exactly that share of the screen")
  func exactFraction() {
    var edge = SideMenuEdgeConfiguration()
    edge.setWidth(toFractionOfContainer: 0.85)
    #expect(edge.minimumContentMargin == 0)
    let resolved = edge.width.resolved(
      in: phone, side: .left, minimumContentMargin: edge.minimumContentMargin)
    #expect(abs(resolved.width - 331.5) < 1e-9)
  }

  @Test("fixed(_:) adds the safe-area inset on the menu's side and is capped by the margin")
  func pointsAddTheInset() {
    #expect(SideMenuWidth.fixed(300) == .fixed(300))
    let landscape = SideMenuContainer(
      size: SideMenuSize(width: 844, height: 390),
      safeAreaInsets: SideMenuInsets(top: 0, left: 47, bottom: 21, right: 47))
    let beside = SideMenuWidth.fixed(300).resolved(
      in: landscape, side: .left, minimumContentMargin: 64)
    #expect(abs(beside.width - 347) < 1e-9)
    let tooWide = SideMenuWidth.fixed(380).resolved(
      in: phone, side: .left, minimumContentMargin: 64)
    #expect(abs(tooWide.width - 326) < 1e-9)
  }
}
