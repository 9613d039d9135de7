import Testing

@testable import SideMenuCore

/// `SideMenuConfiguration.resolvedMenuWidth(for:in:)`: the width a settings screen reads back is
/// the width the engine lays out, across screens of 320…1366 points and their safe areas.
@Suite struct SideMenuResolvedWidthTests {
  /// The documented rule, written out independently of `SideMenuWidth.resolved`: base, plus the
  /// inset on the menu's physical side, capped at the container less the margin, at least 0.
  private func reference(
    _ width: SideMenuWidth, containerWidth: Double, inset: Double, margin: Double
  ) -> Double {
    let base: Double
    switch width {
    case .fixed(let points): base = points
    case .fraction(let fraction, let minimum, let maximum):
      base = Swift.min(Swift.max(fraction * containerWidth, minimum), maximum)
    }
    return Swift.max(0, Swift.min(base + inset, containerWidth - margin))
  }

  @Test(
    "the issue's examples: the margin caps .fraction(0.85) at 256 on 320 pt; .fixed adds the inset")
  func documentedExamples() {
    var configuration = SideMenuConfiguration()
    configuration.leading.width = .fraction(0.85)
    let small = SideMenuContainer(size: SideMenuSize(width: 320, height: 568))
    #expect(configuration.resolvedMenuWidth(for: .leading, in: small) == 256)
    configuration.leading.setWidth(toFractionOfContainer: 0.85)
    #expect(configuration.resolvedMenuWidth(for: .leading, in: small) == 272)
    configuration.leading = SideMenuEdgeConfiguration(width: .fixed(280))
    let landscape = SideMenuContainer(
      size: SideMenuSize(width: 844, height: 390),
      safeAreaInsets: SideMenuInsets(left: 47, bottom: 21, right: 47))
    #expect(configuration.resolvedMenuWidth(for: .leading, in: landscape) == 327)
    #expect(configuration.resolvedMenuWidth(for: .leading, in: small) == 256)
    // Before any layout (no size yet) the width is 0, never negative.
    #expect(
      configuration.resolvedMenuWidth(for: .leading, in: SideMenuContainer(size: .zero)) == 0)
  }

  @Test("right to left: the leading menu takes the right side's inset")
  func layoutDirectionPicksTheInset() {
    var configuration = SideMenuConfiguration()
    configuration.leading.width = .fixed(200)
    configuration.trailing = SideMenuEdgeConfiguration(isEnabled: true, width: .fixed(200))
    let insets = SideMenuInsets(left: 10, right: 40)
    let ltr = SideMenuContainer(
      size: SideMenuSize(width: 800, height: 400), safeAreaInsets: insets,
      layoutDirection: .leftToRight)
    let rtl = SideMenuContainer(
      size: SideMenuSize(width: 800, height: 400), safeAreaInsets: insets,
      layoutDirection: .rightToLeft)
    #expect(configuration.resolvedMenuWidth(for: .leading, in: ltr) == 210)
    #expect(configuration.resolvedMenuWidth(for: .trailing, in: ltr) == 240)
    #expect(configuration.resolvedMenuWidth(for: .leading, in: rtl) == 240)
    #expect(configuration.resolvedMenuWidth(for: .trailing, in: rtl) == 210)
  }

  @Test("bad input: NaN and negative sizes resolve as the engine sanitizes them")
  func badInput() {
    var configuration = SideMenuConfiguration()
    configuration.leading.width = .fixed(.nan)
    let phone = SideMenuContainer(size: SideMenuSize(width: 390, height: 844))
    // A NaN fixed width becomes .standard: 85 % of 390 = 331.5, capped at 390 − 64 = 326.
    #expect(configuration.resolvedMenuWidth(for: .leading, in: phone) == 326)
    let broken = SideMenuContainer(size: SideMenuSize(width: -.infinity, height: .nan))
    #expect(configuration.resolvedMenuWidth(for: .leading, in: broken) == 0)
  }

  /// 2,000 seeded cases: widths 320…1366 pt, safe areas 0…59 pt on either side, both layout
  /// directions, margins 0…120 pt, fixed widths 0…1500 pt and fractions with and without limits.
  /// Each read-back equals the reference rule (within 1e-9 pt), the engine's resolved width, and
  /// the open menu's frame width in the engine.
  @Test func readBackIsWhatTheEngineLaysOut() {
    var random = SplitMix64(seed: 21)
    for _ in 0..<2000 {
      let containerWidth = Double.random(in: 320...1366, using: &random).rounded()
      let left = [0, 20, 44, 47, 59].randomElement(using: &random)!
      let right = [0, 20, 44, 47, 59].randomElement(using: &random)!
      let direction: SideMenuLayoutDirection =
        Bool.random(using: &random) ? .leftToRight : .rightToLeft
      let container = SideMenuContainer(
        size: SideMenuSize(width: containerWidth, height: 700),
        safeAreaInsets: SideMenuInsets(
          top: 20, left: Double(left), bottom: 34, right: Double(right)),
        layoutDirection: direction)
      let width: SideMenuWidth
      switch Int.random(in: 0..<4, using: &random) {
      case 0: width = .standard
      case 1: width = .fixed(Double.random(in: 0...1500, using: &random))
      case 2: width = .fraction(Double.random(in: 0...1, using: &random))
      default:
        let minimum = Double.random(in: 0...300, using: &random)
        width = .fraction(
          Double.random(in: 0...1, using: &random), minimum: minimum,
          maximum: minimum + Double.random(in: 0...500, using: &random))
      }
      let margin = Double.random(in: 0...120, using: &random)
      let edge: SideMenuEdge = Bool.random(using: &random) ? .leading : .trailing
      var configuration = SideMenuConfiguration()
      configuration[edge] = SideMenuEdgeConfiguration(
        isEnabled: true, width: width, minimumContentMargin: margin)
      let readBack = configuration.resolvedMenuWidth(for: edge, in: container)

      let side = edge.resolved(in: direction)
      let inset = container.safeAreaInsets.inset(on: side)
      let expected = reference(width, containerWidth: containerWidth, inset: inset, margin: margin)
      let context =
        "\(width) in \(containerWidth) pt, insets \(left)/\(right), \(direction), margin \(margin), \(edge)"
      expectClose(readBack, expected, tolerance: 1e-9, Comment(rawValue: context))

      var harness = MachineHarness(configuration: configuration, container: container)
      #expect(harness.machine.menuWidth(for: edge) == readBack, Comment(rawValue: context))
      harness.send(.open(edge, animated: false, completion: nil))
      guard case .open = harness.machine.phase else {
        Issue.record("not open: \(context)")
        continue
      }
      expectClose(
        harness.machine.frameState.menuFrame.size.width, readBack, tolerance: 1e-9,
        Comment(rawValue: context))
    }
  }
}
