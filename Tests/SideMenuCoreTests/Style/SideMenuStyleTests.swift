import Testing

@testable import SideMenuCore

@Suite("SideMenuStyle")
struct SideMenuStyleTests {
  /// Every parameter defaults to "does not change".
  @Test func defaultsChangeNothing() {
    let style = SideMenuStyle()
    #expect(style.stacking == .menuAboveContent)
    #expect(style.menuOffsetWhenClosed == 0)
    #expect(style.menuAlphaWhenClosed == 1)
    #expect(style.menuScaleWhenClosed == 1)
    #expect(style.menuShadowOpacityWhenOpen == 0)
    #expect(style.menuShadowRadius == 0)
    #expect(style.contentOffsetWhenOpen == 0)
    #expect(style.contentScaleWhenOpen == 1)
    #expect(style.contentAlphaWhenOpen == 1)
    #expect(style.contentCornerRadiusWhenOpen == 0)
    #expect(style.contentShadowOpacityWhenOpen == 0)
    #expect(style.contentShadowRadius == 0)
    #expect(style.scrimOpacityWhenOpen == 0)
  }

  @Test func initializerStoresEveryValue() {
    let style = SideMenuStyle(
      stacking: .contentAboveMenu, menuOffsetWhenClosed: -0.5, menuAlphaWhenClosed: 0.2,
      menuScaleWhenClosed: 0.9, menuShadowOpacityWhenOpen: 0.3, menuShadowRadius: 5,
      contentOffsetWhenOpen: 0.7, contentScaleWhenOpen: 0.8, contentAlphaWhenOpen: 0.6,
      contentCornerRadiusWhenOpen: 12, contentShadowOpacityWhenOpen: 0.4, contentShadowRadius: 6,
      scrimOpacityWhenOpen: 0.5)
    #expect(style.stacking == .contentAboveMenu)
    #expect(style.menuOffsetWhenClosed == -0.5)
    #expect(style.menuAlphaWhenClosed == 0.2)
    #expect(style.menuScaleWhenClosed == 0.9)
    #expect(style.menuShadowOpacityWhenOpen == 0.3)
    #expect(style.menuShadowRadius == 5)
    #expect(style.contentOffsetWhenOpen == 0.7)
    #expect(style.contentScaleWhenOpen == 0.8)
    #expect(style.contentAlphaWhenOpen == 0.6)
    #expect(style.contentCornerRadiusWhenOpen == 12)
    #expect(style.contentShadowOpacityWhenOpen == 0.4)
    #expect(style.contentShadowRadius == 6)
    #expect(style.scrimOpacityWhenOpen == 0.5)
  }

  /// The documented validation rule of one field: its range, its "does not change" default and
  /// the setting its diagnostic names.
  struct FieldRule {
    let name: String
    let keyPath: WritableKeyPath<SideMenuStyle, Double>
    let range: ClosedRange<Double>
    let fallback: Double
    let setting: SideMenuSetting
  }

  /// From `validated()`'s documentation: alphas and opacities 0…1, offsets −1…1, scales 0.1…2,
  /// radii 0…1,000; non-finite values become the default.
  static var rules: [FieldRule] {
    [
      FieldRule(
        name: "menuOffsetWhenClosed", keyPath: \.menuOffsetWhenClosed, range: -1...1, fallback: 0,
        setting: .styleValue),
      FieldRule(
        name: "menuAlphaWhenClosed", keyPath: \.menuAlphaWhenClosed, range: 0...1, fallback: 1,
        setting: .styleValue),
      FieldRule(
        name: "menuScaleWhenClosed", keyPath: \.menuScaleWhenClosed, range: 0.1...2, fallback: 1,
        setting: .styleValue),
      FieldRule(
        name: "menuShadowOpacityWhenOpen", keyPath: \.menuShadowOpacityWhenOpen, range: 0...1,
        fallback: 0, setting: .styleValue),
      FieldRule(
        name: "menuShadowRadius", keyPath: \.menuShadowRadius, range: 0...1_000, fallback: 0,
        setting: .styleRadius),
      FieldRule(
        name: "contentOffsetWhenOpen", keyPath: \.contentOffsetWhenOpen, range: -1...1, fallback: 0,
        setting: .styleValue),
      FieldRule(
        name: "contentScaleWhenOpen", keyPath: \.contentScaleWhenOpen, range: 0.1...2, fallback: 1,
        setting: .styleValue),
      FieldRule(
        name: "contentAlphaWhenOpen", keyPath: \.contentAlphaWhenOpen, range: 0...1, fallback: 1,
        setting: .styleValue),
      FieldRule(
        name: "contentCornerRadiusWhenOpen", keyPath: \.contentCornerRadiusWhenOpen,
        range: 0...1_000, fallback: 0, setting: .styleRadius),
      FieldRule(
        name: "contentShadowOpacityWhenOpen", keyPath: \.contentShadowOpacityWhenOpen, range: 0...1,
        fallback: 0, setting: .styleValue),
      FieldRule(
        name: "contentShadowRadius", keyPath: \.contentShadowRadius, range: 0...1_000, fallback: 0,
        setting: .styleRadius),
      FieldRule(
        name: "scrimOpacityWhenOpen", keyPath: \.scrimOpacityWhenOpen, range: 0...1, fallback: 0,
        setting: .styleValue),
    ]
  }

  @Test func validatedClampsEveryFieldAsDocumented() {
    for rule in Self.rules {
      let lower = rule.range.lowerBound
      let upper = rule.range.upperBound
      // (given, expected, reported)
      let table: [(Double, Double, Bool)] = [
        (lower, lower, false),
        (upper, upper, false),
        ((lower + upper) / 2, (lower + upper) / 2, false),
        (lower - 0.001, lower, true),
        (lower - 1e300, lower, true),
        (upper + 0.001, upper, true),
        (upper + 1e300, upper, true),
        (.nan, rule.fallback, true),
        (.infinity, rule.fallback, true),
        (-.infinity, rule.fallback, true),
      ]
      for (given, expected, reported) in table {
        var style = SideMenuStyle()
        style[keyPath: rule.keyPath] = given
        let (result, diagnostics) = style.validated()
        var expectedStyle = SideMenuStyle()
        expectedStyle[keyPath: rule.keyPath] = expected
        #expect(result == expectedStyle, "\(rule.name) = \(given)")
        expectDiagnostics(
          diagnostics, reported ? [.settingReplaced(rule.setting, given: given)] : [],
          "\(rule.name) = \(given)")
      }
    }
  }

  /// A few literal cases, so the rule table above is not the only statement of the ranges.
  @Test func validatedLiteralExamples() {
    var style = SideMenuStyle(
      stacking: .contentAboveMenu, menuOffsetWhenClosed: -3, menuAlphaWhenClosed: 1.5,
      menuScaleWhenClosed: 0.01, menuShadowOpacityWhenOpen: -0.5, menuShadowRadius: 5_000,
      contentOffsetWhenOpen: 2, contentScaleWhenOpen: 10, contentAlphaWhenOpen: -1,
      contentCornerRadiusWhenOpen: -4, contentShadowOpacityWhenOpen: 7,
      contentShadowRadius: .nan, scrimOpacityWhenOpen: 1.01)
    var (result, diagnostics) = style.validated()
    #expect(
      result
        == SideMenuStyle(
          stacking: .contentAboveMenu, menuOffsetWhenClosed: -1, menuAlphaWhenClosed: 1,
          menuScaleWhenClosed: 0.1, menuShadowOpacityWhenOpen: 0, menuShadowRadius: 1_000,
          contentOffsetWhenOpen: 1, contentScaleWhenOpen: 2, contentAlphaWhenOpen: 0,
          contentCornerRadiusWhenOpen: 0, contentShadowOpacityWhenOpen: 1,
          contentShadowRadius: 0, scrimOpacityWhenOpen: 1))
    // One diagnostic a field, in declaration order.
    expectDiagnostics(
      diagnostics,
      [
        .settingReplaced(.styleValue, given: -3),
        .settingReplaced(.styleValue, given: 1.5),
        .settingReplaced(.styleValue, given: 0.01),
        .settingReplaced(.styleValue, given: -0.5),
        .settingReplaced(.styleRadius, given: 5_000),
        .settingReplaced(.styleValue, given: 2),
        .settingReplaced(.styleValue, given: 10),
        .settingReplaced(.styleValue, given: -1),
        .settingReplaced(.styleRadius, given: -4),
        .settingReplaced(.styleValue, given: 7),
        .settingReplaced(.styleRadius, given: .nan),
        .settingReplaced(.styleValue, given: 1.01),
      ])

    // Validating a validated style changes nothing.
    style = result
    (result, diagnostics) = style.validated()
    #expect(result == style)
    #expect(diagnostics.isEmpty)
  }

  @Test func validatedKeepsTheStacking() {
    for stacking in SideMenuStyle.Stacking.allCases {
      let style = SideMenuStyle(stacking: stacking, menuOffsetWhenClosed: .nan)
      #expect(style.validated().style.stacking == stacking)
    }
  }

  @Test(arguments: Fixtures.presets)
  func presetsAreValid(_ preset: NamedStyle) {
    let (result, diagnostics) = preset.style.validated()
    #expect(result == preset.style)
    #expect(diagnostics.isEmpty)
  }

  /// Random styles, some with garbage in every field, always validate to a style that is its own
  /// validation.
  @Test func validatedIsTotalAndIdempotent() {
    var rng = SplitMix64(seed: 0x57_11E)
    let specials: [Double] = [.nan, .infinity, -.infinity, -1e300, 1e300, -0.0]
    for _ in 0..<1_000 {
      var style = SideMenuStyle(
        stacking: Bool.random(using: &rng) ? .menuAboveContent : .contentAboveMenu)
      for rule in Self.rules {
        style[keyPath: rule.keyPath] =
          Int.random(in: 0..<3, using: &rng) == 0
          ? specials[Int.random(in: 0..<specials.count, using: &rng)]
          : rng.double(in: -3...1_200)
      }
      let (result, _) = style.validated()
      for rule in Self.rules {
        #expect(rule.range.contains(result[keyPath: rule.keyPath]), "\(rule.name) of \(style)")
      }
      let again = result.validated()
      #expect(again.style == result)
      #expect(again.diagnostics.isEmpty)
    }
  }

  // MARK: - Reduce Motion

  /// Nothing slides or scales: the menu fades in at its open position above the content, the
  /// content stays put, the shadows and scrim are kept.
  @Test(arguments: Fixtures.presets)
  func reducedMotionVariantFields(_ preset: NamedStyle) {
    let style = preset.style
    let variant = style.reducedMotionVariant
    #expect(
      variant
        == SideMenuStyle(
          stacking: .menuAboveContent, menuOffsetWhenClosed: 0, menuAlphaWhenClosed: 0,
          menuScaleWhenClosed: 1, menuShadowOpacityWhenOpen: style.menuShadowOpacityWhenOpen,
          menuShadowRadius: style.menuShadowRadius, contentOffsetWhenOpen: 0,
          contentScaleWhenOpen: 1, contentAlphaWhenOpen: 1, contentCornerRadiusWhenOpen: 0,
          contentShadowOpacityWhenOpen: 0, contentShadowRadius: 0,
          scrimOpacityWhenOpen: style.scrimOpacityWhenOpen))
    #expect(variant.validated().diagnostics.isEmpty)
    #expect(variant.reducedMotionVariant == variant)
  }

  /// Evaluated: transforms are the identity at every progress, the menu's alpha is the clamped
  /// progress, the scrim fades to this style's opacity.
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func reducedMotionVariantOnlyFades(_ preset: NamedStyle, _ named: NamedContainer) {
    let variant = preset.style.reducedMotionVariant
    var rng = SplitMix64(seed: 0xFADE)
    let progresses: [Double] =
      [0, 1, 0.5, 2, -1, .nan, .infinity] + (0..<50).map { _ in rng.double(in: -0.5...2.5) }
    for direction in SideMenuLayoutDirection.allCases {
      let container = named.container(in: direction)
      for edge in SideMenuEdge.allCases {
        for progress in progresses {
          let e = evaluate(variant, in: container, edge: edge, progress: progress)
          let state = e.state
          let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
          let label: Comment = "\(preset.name) \(edge) \(direction) p=\(progress)"
          #expect(state.menuTransform == .identity, label)
          #expect(state.contentTransform.isIdentity, label)
          // Up to rounding: an identity transform recomputes x as midX − width / 2.
          expectClose(state.menuFrameOnScreen, state.menuFrame, tolerance: 1e-9, label)
          #expect(state.isMenuAboveContent, label)
          // mix(0, 1) at p is exactly p.
          #expect(state.menuAlpha == p, label)
          #expect(state.contentAlpha == 1, label)
          #expect(state.contentCornerRadius == 0, label)
          #expect(state.contentShadowOpacity == 0, label)
          expectClose(
            state.scrimAlpha, preset.style.scrimOpacityWhenOpen * p, tolerance: 1e-15, label)
          expectClose(
            state.menuShadowOpacity, preset.style.menuShadowOpacityWhenOpen * p,
            tolerance: 1e-15, label)
          #expect(state.isMenuHidden == (p == 0), label)
        }
      }
    }
  }
}
