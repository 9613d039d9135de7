import Testing

@testable import SideMenuCore

/// Reference solutions written the textbook way ("Damped spring" in interaction-reference.md),
/// independent of the production form.
private func referenceState(
  _ spring: SideMenuSpring, _ t: Double, _ x0: Double, _ v0: Double
) -> (Double, Double) {
  let omega = (spring.stiffness / spring.mass).squareRoot()
  let zeta = spring.dampingFraction
  if zeta < 1 {
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    let a = zeta * omega
    let b = (v0 + a * x0) / omegaD
    let e = PlatformMath.exp(-a * t)
    let cosine = PlatformMath.cos(omegaD * t)
    let sine = PlatformMath.sin(omegaD * t)
    let x = e * (x0 * cosine + b * sine)
    let v = -a * x + e * (-x0 * omegaD * sine + b * omegaD * cosine)
    return (x, v)
  } else if zeta == 1 {
    let e = PlatformMath.exp(-omega * t)
    let b = v0 + omega * x0
    return (e * (x0 + b * t), e * (b - omega * (x0 + b * t)))
  } else {
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let a = (v0 - r2 * x0) / (r1 - r2)
    let b = x0 - a
    let e1 = PlatformMath.exp(r1 * t)
    let e2 = PlatformMath.exp(r2 * t)
    return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
  }
}

/// √(x² + (v/ω₀)²), the energy norm settlingDuration uses.
private func energyNorm(_ spring: SideMenuSpring, _ x: Double, _ v: Double) -> Double {
  let omega = (spring.stiffness / spring.mass).squareRoot()
  return (x * x + (v / omega) * (v / omega)).squareRoot()
}

private func randomUsableSpring(_ rng: inout SplitMix64, dampingFraction: ClosedRange<Double>)
  -> SideMenuSpring
{
  let response = Double.random(in: 0.05...2, using: &rng)
  let zeta = Double.random(in: dampingFraction, using: &rng)
  let mass = Double.random(in: 0.2...5, using: &rng)
  let base = SideMenuSpring(response: response, dampingFraction: zeta)
  // Scale all coefficients by the mass: same motion, non-unit mass exercised.
  return SideMenuSpring(mass: mass, stiffness: base.stiffness * mass, damping: base.damping * mass)
}

@Suite("SideMenuSpring")
struct SideMenuSpringTests {
  // MARK: Hand-computed closed forms

  @Test func undampedOscillatesWithThePeriodOfItsResponse() {
    // k = 4π², m = 1: ω₀ = 2π, response 1 s; x = cos 2πt.
    let spring = SideMenuSpring(mass: 1, stiffness: 4 * Double.pi * Double.pi, damping: 0)
    expectClose(spring.response, 1, tolerance: 1e-15)
    let half = spring.state(at: 0.5, initialDisplacement: 1, initialVelocity: 0)
    expectClose(half.displacement, -1, tolerance: 1e-14)
    expectClose(half.velocity, 0, tolerance: 1e-13)
    let quarter = spring.state(at: 0.25, initialDisplacement: 0, initialVelocity: 2 * Double.pi)
    expectClose(quarter.displacement, 1, tolerance: 1e-14)
  }

  @Test func underdampedMatchesAHandSolution() {
    // m = 1, k = 5, c = 2: a = 1, ω_d = 2; x = e^(−t)(cos 2t + ½ sin 2t), v = −(5/2)e^(−t) sin 2t.
    let spring = SideMenuSpring(mass: 1, stiffness: 5, damping: 2)
    let t = Double.pi / 4
    let (x, v) = spring.state(at: t, initialDisplacement: 1, initialVelocity: 0)
    expectClose(x, 0.5 * PlatformMath.exp(-t), tolerance: 1e-15)
    expectClose(v, -2.5 * PlatformMath.exp(-t), tolerance: 1e-15)
  }

  @Test func criticallyDampedMatchesAHandSolution() {
    // m = 1, k = 1, c = 2: x = e^(−t)(1 + t), v = −t·e^(−t).
    let spring = SideMenuSpring(mass: 1, stiffness: 1, damping: 2)
    #expect(spring.dampingFraction == 1)
    let (x, v) = spring.state(at: 1, initialDisplacement: 1, initialVelocity: 0)
    expectClose(x, 2 / 2.718281828459045, tolerance: 1e-15)
    expectClose(v, -1 / 2.718281828459045, tolerance: 1e-15)
  }

  @Test func overdampedMatchesAHandSolution() {
    // m = 1, k = 2, c = 3: roots −1, −2; x = 2e^(−t) − e^(−2t). At t = ln 2: x = ¾, v = −½.
    let spring = SideMenuSpring(mass: 1, stiffness: 2, damping: 3)
    let (x, v) = spring.state(
      at: 0.693_147_180_559_945_3, initialDisplacement: 1, initialVelocity: 0)
    expectClose(x, 0.75, tolerance: 1e-15)
    expectClose(v, -0.5, tolerance: 1e-15)
  }

  // MARK: The three regimes against the textbook formulas

  @Test(arguments: [0.05...0.95, 1.0...1.0, 1.05...10])
  func agreesWithTheTextbookFormulas(dampingFraction: ClosedRange<Double>) {
    var rng = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<500 {
      var spring = randomUsableSpring(&rng, dampingFraction: dampingFraction)
      if dampingFraction.lowerBound == 1 {
        // Exactly critical: c = 2√(km) with a perfect square.
        let omega = Double.random(in: 3...60, using: &rng)
        spring = SideMenuSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
      }
      let x0 = Double.random(in: -2...2, using: &rng)
      let v0 = Double.random(in: -20...20, using: &rng)
      let t = Double.random(in: 0...3, using: &rng)
      let (x, v) = spring.state(at: t, initialDisplacement: x0, initialVelocity: v0)
      let (rx, rv) = referenceState(spring, t, x0, v0)
      let omega = (spring.stiffness / spring.mass).squareRoot()
      // Relative to the motion's scale; the textbook overdamped form cancels, hence 1e-10.
      let scale = Swift.abs(x0) + Swift.abs(v0) / omega
      expectClose(x, rx, tolerance: 1e-10 * scale)
      expectClose(v, rv, tolerance: 1e-10 * scale * omega)
    }
  }

  @Test func isContinuousAcrossCriticalDamping() {
    // Just below and above ζ = 1 the solution must approach the critical one smoothly, with no
    // blow-up from dividing by a vanishing ω_d or w.
    let critical = SideMenuSpring(mass: 1, stiffness: 100, damping: 20)
    for delta in [1e-4, 1e-7, 1e-10, 1e-13] {
      for sign in [-1.0, 1.0] {
        let spring = SideMenuSpring(mass: 1, stiffness: 100, damping: 20 * (1 + sign * delta))
        for t in stride(from: 0.0, through: 2, by: 0.05) {
          let a = spring.state(at: t, initialDisplacement: 1, initialVelocity: -3)
          let b = critical.state(at: t, initialDisplacement: 1, initialVelocity: -3)
          // ∂x/∂ζ is bounded by a few units here, so the difference is O(δ).
          expectClose(a.displacement, b.displacement, tolerance: 10 * delta + 1e-14)
          expectClose(a.velocity, b.velocity, tolerance: 100 * delta + 1e-13)
        }
      }
    }
  }

  @Test func startsExactlyAtTheInitialState() {
    var rng = SplitMix64(seed: 0x5EED_0002)
    for _ in 0..<1000 {
      let spring = randomUsableSpring(&rng, dampingFraction: 0.05...10)
      let x0 = Double.random(in: -2...2, using: &rng)
      let v0 = Double.random(in: -50...50, using: &rng)
      let (x, v) = spring.state(at: 0, initialDisplacement: x0, initialVelocity: v0)
      expectClose(x, x0, tolerance: 1e-12)
      expectClose(v, v0, tolerance: 1e-12)
    }
  }

  @Test func velocityIsTheDerivativeOfDisplacement() {
    var rng = SplitMix64(seed: 0x5EED_0003)
    for _ in 0..<1000 {
      let spring = randomUsableSpring(&rng, dampingFraction: 0.05...10)
      let omega = (spring.stiffness / spring.mass).squareRoot()
      let x0 = Double.random(in: -2...2, using: &rng)
      let v0 = Double.random(in: -20...20, using: &rng)
      let t = Double.random(in: 0...2, using: &rng)
      let h = 1e-5 / omega
      let ahead = spring.state(at: t + h, initialDisplacement: x0, initialVelocity: v0)
      let behind = spring.state(at: t - h, initialDisplacement: x0, initialVelocity: v0)
      let difference = (ahead.displacement - behind.displacement) / (2 * h)
      let v = spring.state(at: t, initialDisplacement: x0, initialVelocity: v0).velocity
      // Relative 1e-6 of the velocity scale ω₀|x₀| + |v₀| (v itself may pass through 0).
      expectClose(v, difference, tolerance: 1e-6 * (omega * Swift.abs(x0) + Swift.abs(v0)))
    }
  }

  // MARK: Settling

  @Test func settlesWithinTheComputedDurationAndNotClearlyBefore() {
    var rng = SplitMix64(seed: 0x5EED_0004)
    for index in 0..<300 {
      let spring = randomUsableSpring(&rng, dampingFraction: 0.05...10)
      let omega = (spring.stiffness / spring.mass).squareRoot()
      let x0 = Double.random(in: -2...2, using: &rng)
      let v0 = Double.random(in: -20...20, using: &rng)
      let tolerance = [1e-4, 1e-3, 1e-6][index % 3]
      let duration = spring.settlingDuration(
        initialDisplacement: x0, initialVelocity: v0, tolerance: tolerance)
      #expect(duration.isFinite && duration > 0)
      // After: dense samples over several responses all within tolerance.
      let span = 3 * spring.response + duration
      for step in 0...2000 {
        let t = duration + span * Double(step) / 2000
        let (x, v) = spring.state(at: t, initialDisplacement: x0, initialVelocity: v0)
        #expect(Swift.abs(x) <= tolerance * (1 + 1e-9))
        #expect(Swift.abs(v) <= omega * tolerance * (1 + 1e-9))
      }
      // Before: the energy norm (the criterion, exact) is still above tolerance 0.1 % earlier.
      let earlier = spring.state(
        at: duration * (1 - 1e-3), initialDisplacement: x0, initialVelocity: v0)
      #expect(energyNorm(spring, earlier.displacement, earlier.velocity) > tolerance)
      // Underdamped: the displacement itself exceeds tolerance within the last half oscillation
      // (at the last turning point v = 0, so |x| equals the norm there, which is ≥ tolerance).
      if spring.dampingFraction < 1 {
        let zeta = spring.dampingFraction
        let halfPeriod = Double.pi / (omega * (1 - zeta * zeta).squareRoot())
        var largest = 0.0
        for step in 0...4000 {
          let t = Swift.max(0, duration - halfPeriod * Double(step) / 4000)
          let x = spring.state(at: t, initialDisplacement: x0, initialVelocity: v0).displacement
          largest = Swift.max(largest, Swift.abs(x))
        }
        #expect(largest >= tolerance * (1 - 1e-3), "ζ = \(zeta)")
      }
    }
  }

  @Test func settlingIsZeroWhenAlreadyWithinTolerance() {
    let spring = SideMenuSpring()
    #expect(
      spring.settlingDuration(initialDisplacement: 0, initialVelocity: 0, tolerance: 1e-4) == 0)
    #expect(
      spring.settlingDuration(initialDisplacement: 5e-5, initialVelocity: 1e-5, tolerance: 1e-4)
        == 0)
  }

  @Test func settlingIsFiniteForBadInput() {
    let spring = SideMenuSpring()
    // Non-finite state: nothing to wait for.
    #expect(
      spring.settlingDuration(initialDisplacement: .nan, initialVelocity: 0, tolerance: 1e-4) == 0)
    #expect(
      spring.settlingDuration(initialDisplacement: 1, initialVelocity: .infinity, tolerance: 1e-4)
        == 0)
    // Tolerance: +∞ is already settled; 0, negative and NaN use the smallest normal Double.
    #expect(
      spring.settlingDuration(initialDisplacement: 1, initialVelocity: 0, tolerance: .infinity) == 0
    )
    let tiny = spring.settlingDuration(
      initialDisplacement: 1, initialVelocity: 0, tolerance: Double.leastNormalMagnitude)
    #expect(tiny.isFinite && tiny > 0)
    for bad in [0, -1, Double.nan] {
      #expect(
        spring.settlingDuration(initialDisplacement: 1, initialVelocity: 0, tolerance: bad) == tiny)
    }
    // A spring that never settles (no damping) or cannot be evaluated.
    let undamped = SideMenuSpring(mass: 1, stiffness: 100, damping: 0)
    #expect(
      undamped.settlingDuration(initialDisplacement: 1, initialVelocity: 0, tolerance: 1e-4)
        == .greatestFiniteMagnitude)
    let broken = SideMenuSpring(mass: .nan, stiffness: 100, damping: 10)
    #expect(
      broken.settlingDuration(initialDisplacement: 1, initialVelocity: 0, tolerance: 1e-4)
        == .greatestFiniteMagnitude)
  }

  @Test func defaultSpringSettlesAFullMoveInAboutASecond() {
    let duration = SideMenuSpring().settlingDuration(
      initialDisplacement: -1, initialVelocity: 0, tolerance: SideMenuAnimator.positionTolerance)
    #expect(duration > 0.7 && duration < 1.3, "\(duration)")
  }

  // MARK: Parameters

  @Test func responseAndDampingFractionRoundTrip() {
    var rng = SplitMix64(seed: 0x5EED_0005)
    for _ in 0..<2000 {
      let response = Double.random(in: 0.01...10, using: &rng)
      let zeta = Double.random(in: 0.05...10, using: &rng)
      let spring = SideMenuSpring(response: response, dampingFraction: zeta)
      #expect(spring.mass == 1)
      expectClose(spring.response, response, tolerance: 1e-12 * response)
      expectClose(spring.dampingFraction, zeta, tolerance: 1e-12 * zeta)
      expectClose(
        spring.stiffness, 4 * Double.pi * Double.pi / (response * response),
        tolerance: 1e-12 * spring.stiffness)
      expectClose(
        spring.damping, 4 * Double.pi * zeta / response, tolerance: 1e-12 * spring.damping)
    }
  }

  @Test func coefficientsRoundTripThroughResponseAndDampingFraction() {
    var rng = SplitMix64(seed: 0x5EED_0006)
    for _ in 0..<2000 {
      let mass = Double.random(in: 0.1...10, using: &rng)
      let stiffness = Double.random(in: 1...2000, using: &rng)
      let damping = Double.random(in: 0.5...200, using: &rng)
      let spring = SideMenuSpring(mass: mass, stiffness: stiffness, damping: damping)
      let unit = SideMenuSpring(response: spring.response, dampingFraction: spring.dampingFraction)
      // The unit-mass spring has the same k/m and c/m.
      expectClose(unit.stiffness, stiffness / mass, tolerance: 1e-12 * stiffness / mass)
      expectClose(unit.damping, damping / mass, tolerance: 1e-12 * damping / mass)
      expectClose(unit.response, spring.response, tolerance: 1e-12 * spring.response)
      expectClose(
        unit.dampingFraction, spring.dampingFraction, tolerance: 1e-12 * spring.dampingFraction)
    }
  }

  @Test func durationAndBounceFollowUIKit() {
    let cases: [(bounce: Double, zeta: Double, line: Int)] = [
      (0, 1, #line), (0.3, 0.7, #line), (0.15, 0.85, #line), (-0.5, 2, #line), (-0.2, 1.25, #line),
    ]
    for (bounce, zeta, line) in cases {
      let spring = SideMenuSpring(duration: 0.5, bounce: bounce)
      let location = SourceLocation(
        fileID: #fileID, filePath: #filePath, line: line, column: 1)
      expectClose(spring.response, 0.5, tolerance: 1e-14, sourceLocation: location)
      expectClose(spring.dampingFraction, zeta, tolerance: 1e-14, sourceLocation: location)
      expectClose(spring.bounce, bounce, tolerance: 1e-14, sourceLocation: location)
    }
  }

  @Test func dampingRatioInitializerIsTheResponseOne() {
    #expect(
      SideMenuSpring(dampingRatio: 0.7, response: 0.35)
        == SideMenuSpring(response: 0.35, dampingFraction: 0.7))
    #expect(SideMenuSpring() == SideMenuSpring(response: 0.55, dampingFraction: 0.825))
  }

  @Test func relativeVelocityFollowsUIKit() {
    #expect(SideMenuSpring.relativeInitialVelocity(300, from: 0, to: 150) == 2)
    #expect(SideMenuSpring.relativeInitialVelocity(-300, from: 150, to: 0) == 2)
    #expect(SideMenuSpring.absoluteVelocity(relative: 2, from: 150, to: 0) == -300)
    #expect(SideMenuSpring.relativeInitialVelocity(300, from: 40, to: 40) == 0)
    #expect(SideMenuSpring.relativeInitialVelocity(.nan, from: 0, to: 1) == 0)
    #expect(SideMenuSpring.relativeInitialVelocity(1, from: 0, to: .infinity) == 0)
    #expect(SideMenuSpring.relativeInitialVelocity(1e300, from: 0, to: 1e-300) == 0)
    #expect(SideMenuSpring.absoluteVelocity(relative: .infinity, from: 0, to: 1) == 0)
    var rng = SplitMix64(seed: 0x5EED_0007)
    for _ in 0..<2000 {
      let velocity = Double.random(in: -5000...5000, using: &rng)
      let current = Double.random(in: -500...500, using: &rng)
      let target = Double.random(in: -500...500, using: &rng)
      let relative = SideMenuSpring.relativeInitialVelocity(velocity, from: current, to: target)
      let back = SideMenuSpring.absoluteVelocity(relative: relative, from: current, to: target)
      expectClose(back, velocity, tolerance: 1e-12 * Swift.abs(velocity))
    }
  }

  // MARK: Validation

  @Test func aUsableSpringIsLeftAlone() {
    for spring in [
      SideMenuSpring(), SideMenuSpring(response: 0.01, dampingFraction: 0.05),
      SideMenuSpring(response: 10, dampingFraction: 10),
      SideMenuSpring(mass: 3, stiffness: 500, damping: 40),
    ] {
      let (result, diagnostics) = spring.validated()
      #expect(result == spring)
      #expect(diagnostics.isEmpty)
    }
  }

  /// One validation case: the spring given, the response and damping fraction expected, and the
  /// settings reported with the values given (NaN compared as NaN).
  struct ValidationCase: Sendable, CustomTestStringConvertible {
    var spring: SideMenuSpring
    var response: Double
    var dampingFraction: Double
    var mass: Double = 1
    var reported: [(SideMenuSetting, Double)]
    var line: Int
    var testDescription: String { "line \(line)" }
  }

  static let validationCases: [ValidationCase] = [
    ValidationCase(
      spring: SideMenuSpring(response: 20, dampingFraction: 0.5), response: 10,
      dampingFraction: 0.5,
      reported: [(.springResponse, 20)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(response: 0.001, dampingFraction: 0.5), response: 0.01,
      dampingFraction: 0.5, reported: [(.springResponse, 0.001)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(response: -1, dampingFraction: 0.5), response: 0.01,
      dampingFraction: 0.5, reported: [(.springResponse, -1)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(response: 0, dampingFraction: 0.5), response: 0.01,
      dampingFraction: 0.825, reported: [(.springResponse, 0), (.springDampingFraction, .nan)],
      line: #line),
    ValidationCase(
      spring: SideMenuSpring(response: .nan, dampingFraction: 0.5), response: 0.55,
      dampingFraction: 0.825, reported: [(.springResponse, .nan), (.springDampingFraction, .nan)],
      line: #line),
    ValidationCase(
      spring: SideMenuSpring(response: 0.4, dampingFraction: 0), response: 0.4,
      dampingFraction: 0.05, reported: [(.springDampingFraction, 0)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(response: 0.4, dampingFraction: -0.5), response: 0.4,
      dampingFraction: 0.05, reported: [(.springDampingFraction, -0.5)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(response: 0.4, dampingFraction: 25), response: 0.4,
      dampingFraction: 10, reported: [(.springDampingFraction, 25)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(response: 0.4, dampingFraction: .infinity), response: 0.4,
      dampingFraction: 0.825, reported: [(.springDampingFraction, .infinity)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(
        mass: .nan, stiffness: 4 * Double.pi * Double.pi, damping: 2 * Double.pi),
      response: 1, dampingFraction: 0.5, reported: [(.springCoefficient, .nan)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(mass: 0, stiffness: 4 * Double.pi * Double.pi, damping: 2 * Double.pi),
      response: 1, dampingFraction: 0.5, reported: [(.springCoefficient, 0)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(
        mass: -2, stiffness: 4 * Double.pi * Double.pi, damping: 2 * Double.pi),
      response: 1, dampingFraction: 0.5, reported: [(.springCoefficient, -2)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(mass: 1, stiffness: 0, damping: 1), response: 0.55,
      dampingFraction: 0.825,
      reported: [(.springResponse, .infinity), (.springDampingFraction, .nan)],
      line: #line),
    ValidationCase(
      spring: SideMenuSpring(mass: 1, stiffness: .infinity, damping: 1), response: 0.01,
      dampingFraction: 0.825, reported: [(.springResponse, 0), (.springDampingFraction, .nan)],
      line: #line),
    ValidationCase(
      spring: SideMenuSpring(mass: 1, stiffness: 4 * Double.pi * Double.pi, damping: .nan),
      response: 1, dampingFraction: 0.825, reported: [(.springDampingFraction, .nan)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(mass: 1, stiffness: 4 * Double.pi * Double.pi, damping: -1),
      response: 1, dampingFraction: 0.05,
      reported: [(.springDampingFraction, -1 / (4 * Double.pi))],
      line: #line),
    // A subnormal or huge mass is usable on its own, but coefficients rebuilt with it would
    // underflow or overflow (and the next validation change them again): rebuilt with unit mass.
    ValidationCase(
      spring: SideMenuSpring(mass: .leastNonzeroMagnitude, stiffness: .nan, damping: 1),
      response: 0.55, dampingFraction: 0.825,
      reported: [(.springResponse, .nan), (.springDampingFraction, .nan)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(mass: 1e300, stiffness: 1e300, damping: 1e300), response: 2 * .pi,
      dampingFraction: 0.05, reported: [(.springDampingFraction, 0)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(duration: 0.3, bounce: 1), response: 0.3, dampingFraction: 0.05,
      reported: [(.springDampingFraction, 0)], line: #line),
    ValidationCase(
      spring: SideMenuSpring(duration: 0.3, bounce: -1), response: 0.3, dampingFraction: 0.825,
      reported: [(.springDampingFraction, .infinity)], line: #line),
  ]

  @Test(arguments: validationCases)
  func validationReplacesBadValues(_ testCase: ValidationCase) {
    let location = SourceLocation(
      fileID: #fileID, filePath: #filePath, line: testCase.line, column: 1)
    let (spring, diagnostics) = testCase.spring.validated()
    expectClose(spring.mass, testCase.mass, tolerance: 0, sourceLocation: location)
    expectClose(spring.response, testCase.response, tolerance: 1e-12, sourceLocation: location)
    expectClose(
      spring.dampingFraction, testCase.dampingFraction, tolerance: 1e-12, sourceLocation: location)
    #expect(diagnostics.count == testCase.reported.count, sourceLocation: location)
    for (diagnostic, (setting, given)) in zip(diagnostics, testCase.reported) {
      guard case .settingReplaced(let reportedSetting, let reportedValue) = diagnostic else {
        Issue.record("unexpected \(diagnostic)", sourceLocation: location)
        continue
      }
      #expect(reportedSetting == setting, sourceLocation: location)
      if given.isNaN {
        #expect(reportedValue.isNaN, sourceLocation: location)
      } else if given.isInfinite {
        #expect(reportedValue == given, sourceLocation: location)
      } else {
        expectClose(
          reportedValue, given, tolerance: 1e-12 * Swift.max(1, Swift.abs(given)),
          sourceLocation: location)
      }
    }
    // Whatever came in, the result is usable: validating again changes nothing, and it settles.
    let (again, more) = spring.validated()
    #expect(again == spring && more.isEmpty, sourceLocation: location)
    let settling = spring.settlingDuration(
      initialDisplacement: 1, initialVelocity: 0, tolerance: 1e-4)
    #expect(settling.isFinite && settling < 1e4, sourceLocation: location)
  }
}
