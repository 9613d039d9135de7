import Testing

@testable import SideMenuCore

@Suite("SideMenuContainer")
struct SideMenuContainerTests {
  @Test func defaults() {
    let container = SideMenuContainer(size: SideMenuSize(width: 390, height: 844))
    #expect(container.safeAreaInsets == .zero)
    #expect(container.layoutDirection == .leftToRight)
  }

  @Test func boundsIsTheSizeAtTheOrigin() {
    let container = SideMenuContainer(
      size: SideMenuSize(width: 390, height: 844), safeAreaInsets: SideMenuInsets(top: 47))
    #expect(container.bounds == SideMenuRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test(arguments: Fixtures.containers, SideMenuLayoutDirection.allCases)
  func sanitizedLeavesAValidContainerAlone(
    named: NamedContainer, direction: SideMenuLayoutDirection
  ) {
    let container = named.container(in: direction)
    let (result, diagnostics) = container.sanitized()
    #expect(result == container)
    #expect(diagnostics.isEmpty)
  }

  struct SizeCase: Sendable, CustomTestStringConvertible {
    let width: Double
    let height: Double
    let expected: SideMenuSize
    var testDescription: String { "\(width)×\(height)" }
  }

  /// Non-finite or negative dimensions become 0; any unusable size is reported with the values
  /// given, even a zero that needed no change.
  @Test(arguments: [
    SizeCase(width: .nan, height: 844, expected: SideMenuSize(width: 0, height: 844)),
    SizeCase(width: 390, height: .nan, expected: SideMenuSize(width: 390, height: 0)),
    SizeCase(width: -390, height: 844, expected: SideMenuSize(width: 0, height: 844)),
    SizeCase(width: 390, height: -1e-300, expected: SideMenuSize(width: 390, height: 0)),
    SizeCase(width: .infinity, height: 844, expected: SideMenuSize(width: 0, height: 844)),
    SizeCase(width: 390, height: -.infinity, expected: SideMenuSize(width: 390, height: 0)),
    SizeCase(width: 0, height: 844, expected: SideMenuSize(width: 0, height: 844)),
    SizeCase(width: 0, height: 0, expected: .zero),
    SizeCase(width: .nan, height: .infinity, expected: .zero),
  ])
  func sanitizedZeroesAnUnusableSize(_ c: SizeCase) {
    let container = SideMenuContainer(
      size: SideMenuSize(width: c.width, height: c.height), layoutDirection: .rightToLeft)
    let (result, diagnostics) = container.sanitized()
    #expect(result.size == c.expected)
    #expect(result.safeAreaInsets == .zero)
    #expect(result.layoutDirection == .rightToLeft)
    expectDiagnostics(diagnostics, [.unusableContainer(width: c.width, height: c.height)])
  }

  @Test(arguments: [Double.nan, Double.infinity, -Double.infinity, -47])
  func sanitizedZeroesInvalidInsets(bad: Double) {
    let container = SideMenuContainer(
      size: SideMenuSize(width: 844, height: 390),
      safeAreaInsets: SideMenuInsets(top: bad, left: 47, bottom: 21, right: bad))
    let (result, diagnostics) = container.sanitized()
    #expect(result.size == container.size)
    #expect(result.safeAreaInsets == SideMenuInsets(top: 0, left: 47, bottom: 21, right: 0))
    expectDiagnostics(diagnostics, [.invalidSafeAreaInsets])
  }

  struct InsetsCase: Sendable, CustomTestStringConvertible {
    let size: SideMenuSize
    let insets: SideMenuInsets
    let expected: SideMenuInsets
    let reported: Bool
    var testDescription: String { "\(insets) in \(size.width)×\(size.height)" }
  }

  /// Insets that together exceed a dimension are scaled down, keeping their proportions, so they
  /// exactly fill it; insets that exactly fill it are left alone.
  @Test(arguments: [
    InsetsCase(
      size: SideMenuSize(width: 100, height: 50),
      insets: SideMenuInsets(top: 60, left: 80, bottom: 40, right: 120),
      expected: SideMenuInsets(top: 30, left: 40, bottom: 20, right: 60), reported: true),
    InsetsCase(
      size: SideMenuSize(width: 100, height: 100),
      insets: SideMenuInsets(left: 150),
      expected: SideMenuInsets(left: 100), reported: true),
    InsetsCase(
      size: SideMenuSize(width: 100, height: 100),
      insets: SideMenuInsets(bottom: 400),
      expected: SideMenuInsets(bottom: 100), reported: true),
    InsetsCase(
      size: SideMenuSize(width: 100, height: 100),
      insets: SideMenuInsets(top: 50, left: 30, bottom: 50, right: 70),
      expected: SideMenuInsets(top: 50, left: 30, bottom: 50, right: 70), reported: false),
    InsetsCase(
      size: SideMenuSize(width: 100, height: 100),
      insets: SideMenuInsets(top: 10, left: -5, bottom: 10, right: 200),
      expected: SideMenuInsets(top: 10, left: 0, bottom: 10, right: 100), reported: true),
  ])
  func sanitizedScalesInsetsLargerThanTheContainer(_ c: InsetsCase) {
    let (result, diagnostics) = SideMenuContainer(size: c.size, safeAreaInsets: c.insets)
      .sanitized()
    #expect(result.size == c.size)
    #expect(result.safeAreaInsets == c.expected)
    expectDiagnostics(diagnostics, c.reported ? [.invalidSafeAreaInsets] : [])
  }

  /// An unusable size and bad insets are both reported, size first; the insets of a zero-sized
  /// container shrink to 0.
  @Test func sanitizedReportsSizeThenInsets() {
    let container = SideMenuContainer(
      size: SideMenuSize(width: .nan, height: -5),
      safeAreaInsets: SideMenuInsets(top: 47, left: 10, bottom: 34, right: 10))
    let (result, diagnostics) = container.sanitized()
    #expect(result.size == .zero)
    #expect(result.safeAreaInsets == .zero)
    expectDiagnostics(
      diagnostics, [.unusableContainer(width: .nan, height: -5), .invalidSafeAreaInsets])
  }

  /// Garbage in, a container that can be laid out in comes out, and sanitizing it again changes
  /// nothing.
  @Test func sanitizedIsTotalAndIdempotent() {
    var rng = SplitMix64(seed: 0xC0_17A1)
    let specials: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e308, .greatestFiniteMagnitude]
    func value(_ range: ClosedRange<Double>) -> Double {
      Int.random(in: 0..<4, using: &rng) == 0
        ? specials[Int.random(in: 0..<specials.count, using: &rng)]
        : rng.double(in: range)
    }
    for _ in 0..<2_000 {
      let container = SideMenuContainer(
        size: SideMenuSize(width: value(0...2_000), height: value(0...2_000)),
        safeAreaInsets: SideMenuInsets(
          top: value(0...1_000), left: value(0...1_000), bottom: value(0...1_000),
          right: value(0...1_000)))
      let (result, _) = container.sanitized()
      let size = result.size
      let insets = result.safeAreaInsets
      #expect(size.width.isFinite && size.width >= 0, "\(container)")
      #expect(size.height.isFinite && size.height >= 0, "\(container)")
      for inset in [insets.top, insets.left, insets.bottom, insets.right] {
        #expect(inset.isFinite && inset >= 0, "\(container)")
      }
      // Scaling by width / sum may round up by an ulp or two.
      #expect(insets.left + insets.right <= size.width * (1 + 1e-12), "\(container)")
      #expect(insets.top + insets.bottom <= size.height * (1 + 1e-12), "\(container)")
      let (again, _) = result.sanitized()
      #expect(again.size == result.size, "\(container)")
      expectClose(again.safeAreaInsets.left, insets.left, tolerance: 1e-9 * size.width)
      expectClose(again.safeAreaInsets.right, insets.right, tolerance: 1e-9 * size.width)
      expectClose(again.safeAreaInsets.top, insets.top, tolerance: 1e-9 * size.height)
      expectClose(again.safeAreaInsets.bottom, insets.bottom, tolerance: 1e-9 * size.height)
    }
  }
}
