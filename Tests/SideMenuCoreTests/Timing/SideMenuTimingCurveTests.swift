import Testing

@testable import SideMenuCore

#if arch(x86_64) && !os(Windows)
  /// The reference works in 80-bit precision where the platform has it.
  typealias ReferenceFloat = Float80
#else
  typealias ReferenceFloat = Double
#endif

/// y at x = `fraction` by plain bisection on the curve parameter, in higher precision where
/// available: an independent brute-force reference for `value(at:)`.
private func referenceValue(_ curve: SideMenuTimingCurve, _ fraction: Double) -> Double {
  func bezier(_ s: ReferenceFloat, _ p1: Double, _ p2: Double) -> ReferenceFloat {
    let u = 1 - s
    return 3 * u * u * s * ReferenceFloat(p1) + 3 * u * s * s * ReferenceFloat(p2) + s * s * s
  }
  let x = ReferenceFloat(fraction)
  var lower: ReferenceFloat = 0
  var upper: ReferenceFloat = 1
  for _ in 0..<200 {
    let middle = (lower + upper) / 2
    if bezier(middle, curve.controlPoint1.x, curve.controlPoint2.x) < x {
      lower = middle
    } else {
      upper = middle
    }
  }
  let s = (lower + upper) / 2
  return Double(bezier(s, curve.controlPoint1.y, curve.controlPoint2.y))
}

private func randomCurve(
  _ rng: inout SplitMix64, y: ClosedRange<Double> = -1...2
) -> SideMenuTimingCurve {
  SideMenuTimingCurve(
    Double.random(in: 0...1, using: &rng), Double.random(in: y, using: &rng),
    Double.random(in: 0...1, using: &rng), Double.random(in: y, using: &rng))
}

private let namedCurves: [SideMenuTimingCurve] = [
  .linear, .easeIn, .easeOut, .easeInOut, .quartOut, .quartIn,
]

@Suite("SideMenuTimingCurve")
struct SideMenuTimingCurveTests {
  @Test func namedCurvesHaveTheirControlPoints() {
    #expect(SideMenuTimingCurve.linear == SideMenuTimingCurve(0, 0, 1, 1))
    #expect(SideMenuTimingCurve.easeIn == SideMenuTimingCurve(0.42, 0, 1, 1))
    #expect(SideMenuTimingCurve.easeOut == SideMenuTimingCurve(0, 0, 0.58, 1))
    #expect(SideMenuTimingCurve.easeInOut == SideMenuTimingCurve(0.42, 0, 0.58, 1))
    #expect(SideMenuTimingCurve.quartOut == SideMenuTimingCurve(0.25, 1, 0.5, 1))
    #expect(SideMenuTimingCurve.quartIn == SideMenuTimingCurve(0.5, 0, 0.75, 0))
    #expect(
      SideMenuTimingCurve(0.1, 0.2, 0.3, 0.4)
        == SideMenuTimingCurve(
          controlPoint1: SideMenuPoint(x: 0.1, y: 0.2), controlPoint2: SideMenuPoint(x: 0.3, y: 0.4)
        ))
  }

  @Test func endpointsAreExact() {
    var rng = SplitMix64(seed: 0xC0_0001)
    var curves = namedCurves
    for _ in 0..<500 { curves.append(randomCurve(&rng)) }
    for curve in curves {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      // Clamped outside 0…1; NaN counts as 0.
      #expect(curve.value(at: -3) == 0)
      #expect(curve.value(at: 7) == 1)
      #expect(curve.value(at: -.infinity) == 0)
      #expect(curve.value(at: .infinity) == 1)
      #expect(curve.value(at: .nan) == 0)
    }
  }

  @Test func linearIsExactlyTheIdentity() {
    var rng = SplitMix64(seed: 0xC0_0002)
    for _ in 0..<1000 {
      let x = Double.random(in: 0...1, using: &rng)
      #expect(SideMenuTimingCurve.linear.value(at: x) == x)
      #expect(SideMenuTimingCurve.linear.slope(at: x) == 1)
      // Any curve on the diagonal is linear too.
      #expect(SideMenuTimingCurve(0.3, 0.3, 0.6, 0.6).value(at: x) == x)
    }
  }

  @Test func symmetricEaseInOutPassesThroughTheMiddle() {
    expectClose(SideMenuTimingCurve.easeInOut.value(at: 0.5), 0.5, tolerance: 1e-15)
    // easeIn and easeOut are mirror images: easeOut(x) = 1 − easeIn(1 − x).
    for x in stride(from: 0.0, through: 1, by: 0.01) {
      expectClose(
        SideMenuTimingCurve.easeOut.value(at: x), 1 - SideMenuTimingCurve.easeIn.value(at: 1 - x),
        tolerance: 1e-14)
    }
  }

  @Test func agreesWithABruteForceReference() {
    var rng = SplitMix64(seed: 0xC0_0003)
    var curves = namedCurves
    for _ in 0..<400 { curves.append(randomCurve(&rng)) }
    var worst = 0.0
    for curve in curves {
      for step in 0...200 {
        let x = Double(step) / 200 + Double.random(in: -0.002...0.002, using: &rng)
        let clamped = Swift.min(Swift.max(x, 0), 1)
        let error = Swift.abs(curve.value(at: x) - referenceValue(curve, clamped))
        worst = Swift.max(worst, error)
        // The brief asks for 1e-6; the solver is far better than that.
        #expect(error <= 1e-9, "\(curve) at \(x)")
      }
    }
    #expect(worst <= 1e-9)
  }

  @Test func isMonotoneForMonotoneControlPoints() {
    var rng = SplitMix64(seed: 0xC0_0004)
    for _ in 0..<300 {
      let curve = randomCurve(&rng, y: 0...1)
      var previous = curve.value(at: 0)
      for step in 1...2000 {
        let value = curve.value(at: Double(step) / 2000)
        // Non-decreasing up to the solver's rounding (1e-15).
        #expect(value >= previous - 1e-15, "\(curve)")
        previous = value
      }
    }
  }

  @Test func slopeIsTheDerivativeOfValue() {
    var rng = SplitMix64(seed: 0xC0_0005)
    var curves = namedCurves
    for _ in 0..<300 { curves.append(randomCurve(&rng)) }
    let h = 1e-6
    for curve in curves {
      for _ in 0..<50 {
        let x = Double.random(in: 0.01...0.99, using: &rng)
        let difference = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
        let slope = curve.slope(at: x)
        // Central difference: O(h²) truncation, O(1e-16/h) rounding; relative to max(1, |slope|).
        expectClose(
          slope, difference, tolerance: 1e-5 * Swift.max(1, Swift.abs(slope)),
          "\(curve) at \(x)")
      }
    }
  }

  @Test func slopeAtAVanishingDerivativeIsTheLimit() {
    // easeOut: cp1 = (0, 0), so dx/ds = dy/ds = 0 at the start; the limit is y₂/x₂.
    expectClose(SideMenuTimingCurve.easeOut.slope(at: 0), 1 / 0.58, tolerance: 1e-14)
    expectClose(SideMenuTimingCurve.easeOut.slope(at: 1e-9), 1 / 0.58, tolerance: 1e-3)
    // easeIn: cp2 = (1, 1), the same at the end, (1 − y₁)/(1 − x₁) by symmetry.
    expectClose(SideMenuTimingCurve.easeIn.slope(at: 1), 1 / 0.58, tolerance: 1e-14)
    expectClose(SideMenuTimingCurve.easeIn.slope(at: 1 - 1e-9), 1 / 0.58, tolerance: 1e-3)
    // Ordinary endpoints: y₁/x₁ and (1 − y₂)/(1 − x₂).
    expectClose(SideMenuTimingCurve.quartOut.slope(at: 0), 4, tolerance: 1e-14)
    expectClose(SideMenuTimingCurve.quartOut.slope(at: 1), 0, tolerance: 1e-14)
    expectClose(SideMenuTimingCurve.quartIn.slope(at: 0), 0, tolerance: 1e-14)
    expectClose(SideMenuTimingCurve.quartIn.slope(at: 1), 4, tolerance: 1e-14)
    expectClose(SideMenuTimingCurve.easeInOut.slope(at: 0), 0, tolerance: 1e-14)
    // Both control points at the start: x = s³ near 0, and y = 3y₂s²: the limit is infinite.
    #expect(SideMenuTimingCurve(0, 0, 0, 0.5).slope(at: 0) == .infinity)
    // Third-order tie: both axes start as s³ (control points (0, 0) twice): slope 1 there.
    expectClose(SideMenuTimingCurve(0, 0, 0, 0).slope(at: 0), 1, tolerance: 1e-14)
  }

  @Test func verticalTangentsGiveSignedInfinity() {
    #expect(SideMenuTimingCurve(0, 0.5, 0.5, 1).slope(at: 0) == .infinity)
    #expect(SideMenuTimingCurve(0, -0.5, 0.5, 1).slope(at: 0) == -.infinity)
    #expect(SideMenuTimingCurve(0.5, 0, 1, 0.5).slope(at: 1) == .infinity)
    #expect(SideMenuTimingCurve(0.5, 0, 1, 1.5).slope(at: 1) == -.infinity)
    // Second-order at the end: cp2 = (1, 1) flat in x, y curving down into the end.
    let curve = SideMenuTimingCurve(1, 0.5, 1, 1)
    #expect(curve.slope(at: 1) == .infinity)
    #expect(curve.slope(at: 1 - 1e-9) > 1e2)
  }

  @Test func aUsableCurveIsLeftAlone() {
    for curve in namedCurves + [SideMenuTimingCurve(0.2, -3, 0.8, 5)] {
      let (result, diagnostics) = curve.validated()
      #expect(result == curve)
      #expect(diagnostics.isEmpty)
    }
  }

  @Test func validationClampsXAndReplacesNonFiniteCoordinates() {
    let (clamped, clampedDiagnostics) = SideMenuTimingCurve(-0.5, 0.2, 1.5, 0.8).validated()
    #expect(clamped == SideMenuTimingCurve(0, 0.2, 1, 0.8))
    #expect(
      clampedDiagnostics == [
        .settingReplaced(.curveControlPoint, given: -0.5),
        .settingReplaced(.curveControlPoint, given: 1.5),
      ])

    let (replaced, replacedDiagnostics) = SideMenuTimingCurve(
      .infinity, -.infinity, .infinity, .infinity
    ).validated()
    #expect(replaced == .linear)
    #expect(replacedDiagnostics.count == 4)

    let (fromNaN, nanDiagnostics) = SideMenuTimingCurve(0.3, .nan, .nan, 0.9).validated()
    #expect(fromNaN == SideMenuTimingCurve(0.3, 0, 1, 0.9))
    #expect(nanDiagnostics.count == 2)
    for diagnostic in nanDiagnostics {
      guard case .settingReplaced(.curveControlPoint, let given) = diagnostic else {
        Issue.record("unexpected \(diagnostic)")
        continue
      }
      #expect(given.isNaN)
    }
  }

  @Test func anUnvalidatedCurveIsEvaluatedAsItsValidatedCopy() {
    let curves = [
      SideMenuTimingCurve(-0.5, 0.2, 1.5, 0.8), SideMenuTimingCurve(.nan, 0.3, 0.7, .infinity),
      SideMenuTimingCurve(3, -1, -2, 2),
    ]
    for curve in curves {
      let usable = curve.validated().curve
      for x in stride(from: 0.0, through: 1, by: 0.05) {
        #expect(curve.value(at: x) == usable.value(at: x))
        #expect(curve.slope(at: x) == usable.slope(at: x))
        #expect(curve.value(at: x).isFinite)
      }
    }
  }
}
