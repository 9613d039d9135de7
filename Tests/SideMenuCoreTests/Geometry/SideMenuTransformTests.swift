import Testing

@testable import SideMenuCore

@Suite("SideMenuTransform")
struct SideMenuTransformTests {
  @Test func identity() {
    #expect(SideMenuTransform() == .identity)
    #expect(SideMenuTransform.identity.isIdentity)
    #expect(SideMenuTransform(translationX: -0.0, translationY: -0.0).isIdentity)
    #expect(!SideMenuTransform(translationX: 1).isIdentity)
    #expect(!SideMenuTransform(translationY: -1).isIdentity)
    #expect(!SideMenuTransform(scale: 0.95).isIdentity)
  }

  @Test(arguments: [
    SideMenuRect(x: 0, y: 0, width: 390, height: 844),
    SideMenuRect(x: -331.5, y: 10, width: 331.5, height: 844),
    SideMenuRect.zero,
  ])
  func identityLeavesAFrameUnchanged(rect: SideMenuRect) {
    #expect(SideMenuTransform.identity.applied(to: rect) == rect)
  }

  @Test func translationMovesTheFrame() {
    let rect = SideMenuRect(x: 10, y: 20, width: 30, height: 40)
    let moved = SideMenuTransform(translationX: -15, translationY: 5).applied(to: rect)
    #expect(moved == SideMenuRect(x: -5, y: 25, width: 30, height: 40))
  }

  /// UIKit's convention: scale about the centre (anchor point 0.5, 0.5), then translate.
  @Test func scaleIsAboutTheCentreAndTranslationComesAfter() {
    let rect = SideMenuRect(x: 0, y: 0, width: 390, height: 844)
    let scaled = SideMenuTransform(scale: 0.5).applied(to: rect)
    #expect(scaled == SideMenuRect(x: 97.5, y: 211, width: 195, height: 422))
    #expect(scaled.midX == rect.midX)
    #expect(scaled.midY == rect.midY)

    let both = SideMenuTransform(translationX: 100, translationY: -11, scale: 0.5).applied(to: rect)
    #expect(both == SideMenuRect(x: 197.5, y: 200, width: 195, height: 422))

    let grown = SideMenuTransform(scale: 2).applied(
      to: SideMenuRect(x: 10, y: 10, width: 4, height: 6))
    #expect(grown == SideMenuRect(x: 8, y: 7, width: 8, height: 12))
  }

  /// A point p maps to centre + scale × (p − centre) + translation, for both corners.
  @Test func matchesTheDocumentedPointMapping() {
    var rng = SplitMix64(seed: 0x7A5F)
    for _ in 0..<500 {
      let rect = SideMenuRect(
        x: rng.double(in: -2_000...2_000), y: rng.double(in: -2_000...2_000),
        width: rng.double(in: 0...2_000), height: rng.double(in: 0...2_000))
      let transform = SideMenuTransform(
        translationX: rng.double(in: -2_000...2_000), translationY: rng.double(in: -2_000...2_000),
        scale: rng.double(in: 0.1...2))
      func map(_ v: Double, centre: Double, translation: Double) -> Double {
        centre + transform.scale * (v - centre) + translation
      }
      let result = transform.applied(to: rect)
      // Coordinates up to ~10⁴ points: 10⁻⁹ is thousands of ulps, far below anything visible.
      let tolerance = 1e-9
      expectClose(
        result.minX, map(rect.minX, centre: rect.midX, translation: transform.translationX),
        tolerance: tolerance)
      expectClose(
        result.maxX, map(rect.maxX, centre: rect.midX, translation: transform.translationX),
        tolerance: tolerance)
      expectClose(
        result.minY, map(rect.minY, centre: rect.midY, translation: transform.translationY),
        tolerance: tolerance)
      expectClose(
        result.maxY, map(rect.maxY, centre: rect.midY, translation: transform.translationY),
        tolerance: tolerance)
    }
  }
}
