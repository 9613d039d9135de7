/// A damped spring: the physical model behind a menu that follows the finger's momentum and
/// settles without a fixed duration.
///
/// Create one the way SwiftUI and UIKit do, from a response (the period, in seconds, of the
/// undamped oscillation) and a damping fraction (1 is critically damped: the fastest approach
/// without overshoot):
///
/// ```swift
/// let spring = SideMenuSpring(response: 0.4, dampingFraction: 0.9)
/// let (x, v) = spring.state(at: 0.1, initialDisplacement: -1, initialVelocity: 0)
/// let duration = spring.settlingDuration(
///   initialDisplacement: -1, initialVelocity: 0, tolerance: 1e-4)
/// ```
///
/// The spring stores its physical coefficients (mass, stiffness k, damping c) and derives the
/// rest: ω₀ = √(k/m), ζ = c / (2√(km)). Initializers store what they compute without checking it,
/// so a spring can be built from anything; ``validated()`` makes it usable and says what changed
/// (the animator validates every spring it runs). Formulas: "Damped spring" in
/// `interaction-reference.md`.
public struct SideMenuSpring: Equatable, Hashable, Sendable {
  /// The moving mass (arbitrary units; only the ratios to stiffness and damping matter). Usable
  /// values are finite and greater than 0.
  public var mass: Double
  /// The stiffness k, in force per unit of displacement. Usable values are finite and greater
  /// than 0.
  public var stiffness: Double
  /// The damping coefficient c, in force per unit of velocity. Usable values are finite and at
  /// least 0 (``validated()`` asks for a damping fraction of at least 0.05).
  public var damping: Double

  /// The default response, in seconds: UIKit's and SwiftUI's default spring (0.55 s).
  public static let defaultResponse = 0.55
  /// The default damping fraction: UIKit's and SwiftUI's default spring (0.825).
  public static let defaultDampingFraction = 0.825
  /// The shortest response ``validated()`` keeps, in seconds: faster than one 120 Hz frame, so
  /// nothing shorter can be seen.
  public static let minimumResponse = 0.01
  /// The longest response ``validated()`` keeps, in seconds: a longer one is a menu that never
  /// seems to arrive.
  public static let maximumResponse = 10.0
  /// The smallest damping fraction ``validated()`` keeps. An undamped spring (0) oscillates
  /// forever, which would leave a menu stuck mid-motion.
  public static let minimumDampingFraction = 0.05
  /// The largest damping fraction ``validated()`` keeps: beyond it a spring only creeps.
  public static let maximumDampingFraction = 10.0

  /// Creates a spring of unit mass with SwiftUI's and UIKit's parameters.
  ///
  /// ω₀ = 2π / `response`, stiffness = ω₀², damping = 2·`dampingFraction`·ω₀. A negative
  /// response is stored with a negative stiffness so that ``validated()`` can report it.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds. Default 0.55 s.
  ///   - dampingFraction: ζ: below 1 overshoots, 1 is critically damped, above 1 creeps.
  ///     Default 0.825.
  public init(response: Double = 0.55, dampingFraction: Double = 0.825) {
    let omega = 2 * Double.pi / response
    mass = 1
    // ω·|ω| keeps the sign of the response, which ω² would lose.
    stiffness = omega * Swift.abs(omega)
    damping = 2 * dampingFraction * Swift.abs(omega)
  }

  /// Creates a spring from its physical coefficients, stored as given.
  ///
  /// - Parameters:
  ///   - mass: The moving mass, greater than 0.
  ///   - stiffness: The stiffness k, greater than 0.
  ///   - damping: The damping coefficient c, at least 0.
  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Creates a spring with the parameters of iOS 17's `UISpringTimingParameters(duration:bounce:)`
  /// and SwiftUI's `Spring(duration:bounce:)`.
  ///
  /// The response is `duration`; a bounce of 0 or more gives ζ = 1 − bounce, a negative one
  /// ζ = 1 / (1 + bounce) (an overdamped spring).
  ///
  /// - Parameters:
  ///   - duration: The perceived duration, used as the response, in seconds.
  ///   - bounce: −1…1: 0 is critically damped, positive bounces, negative creeps.
  public init(duration: Double, bounce: Double) {
    let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingFraction: fraction)
  }

  /// Creates a spring with UIKit's `UISpringTimingParameters(dampingRatio:)` naming; the same as
  /// ``init(response:dampingFraction:)``.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, the damping fraction.
  ///   - response: The period of the undamped oscillation, in seconds.
  public init(dampingRatio: Double, response: Double) {
    self.init(response: response, dampingFraction: dampingRatio)
  }

  /// The period of the undamped oscillation, in seconds: 2π·√(mass / stiffness).
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// The damping fraction ζ: damping / (2·√(stiffness·mass)); 1 is critically damped.
  public var dampingFraction: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The bounce of ``init(duration:bounce:)`` that gives this spring's damping fraction:
  /// 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
  public var bounce: Double {
    let fraction = dampingFraction
    return fraction <= 1 ? 1 - fraction : 1 / fraction - 1
  }

  /// The displacement from the target and the velocity at time `t`, in closed form.
  ///
  /// With a = c / 2m and ω₀² = k/m, every regime is written as
  /// x(t) = x₀·(C + a·S) + v₀·S and v(t) = v₀·(C − a·S) − ω₀²·x₀·S, where C and S are
  /// e^(−at)·cos(ω_d t) and e^(−at)·sin(ω_d t)/ω_d below critical damping, e^(−at) and t·e^(−at)
  /// at it, and e^(−at)·cosh(wt) and e^(−at)·sinh(wt)/w above it. At t = 0 this gives x₀ and v₀
  /// exactly, and the over- and underdamped forms tend to the critical one without cancellation
  /// (sin(ω_d t)/ω_d and sinh(wt)/w stay accurate as ω_d or w shrink), so no blending is needed
  /// near ζ = 1: only ζ = 1 exactly takes the critical branch.
  ///
  /// Expects a usable spring (see ``validated()``) and `t` ≥ 0 (a negative `t` extrapolates
  /// backwards). Unusable coefficients give NaN; nothing traps.
  ///
  /// - Parameters:
  ///   - t: The time since the start, in seconds.
  ///   - x0: The displacement from the target at t = 0 (any unit; progress in the animator).
  ///   - v0: The velocity at t = 0, in the same unit per second.
  /// - Returns: The displacement from the target and the velocity (unit per second) at `t`.
  public func state(
    at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double
  ) -> (displacement: Double, velocity: Double) {
    let a = damping / (2 * mass)
    let omegaSquared = stiffness / mass
    let omega = omegaSquared.squareRoot()
    let c: Double
    let s: Double
    if a < omega {
      // Underdamped. (ω₀ − a)(ω₀ + a) avoids the cancellation of ω₀² − a² near ζ = 1.
      let omegaD = ((omega - a) * (omega + a)).squareRoot()
      let envelope = PlatformMath.exp(-a * t)
      c = envelope * PlatformMath.cos(omegaD * t)
      s = envelope * PlatformMath.sin(omegaD * t) / omegaD
    } else if a > omega {
      // Overdamped: e^(−at)·cosh(wt) = (e^(r₁t) + e^(r₂t)) / 2 and
      // e^(−at)·sinh(wt)/w = e^(r₁t)·(1 − e^(−2wt)) / 2w, which never overflows (r₁, r₂ < 0)
      // and keeps its accuracy for small w through expm1.
      let w = ((a - omega) * (a + omega)).squareRoot()
      // r₁ = −a + w, written as −ω₀²/(a + w) to avoid cancellation when ζ is large.
      let slowRoot = -omegaSquared / (a + w)
      let fastRoot = -a - w
      let slow = PlatformMath.exp(slowRoot * t)
      c = (slow + PlatformMath.exp(fastRoot * t)) / 2
      s = slow * -expMinusOne(-2 * w * t) / (2 * w)
    } else {
      // Critically damped (also reached by NaN coefficients, which then give NaN).
      let envelope = PlatformMath.exp(-a * t)
      c = envelope
      s = t * envelope
    }
    let displacement = x0 * (c + a * s) + v0 * s
    let velocity = v0 * (c - a * s) - omegaSquared * x0 * s
    return (displacement, velocity)
  }

  /// The time after which the motion stays within `tolerance` of the target for ever.
  ///
  /// "Settled" means the energy norm √(x² + (v/ω₀)²) is at most `tolerance`, so from then on
  /// |displacement| ≤ `tolerance` and |velocity| ≤ ω₀·`tolerance` (ω₀ = 2π/``response``, so the
  /// velocity factor is the spring's angular frequency, in 1/s). The norm is the square root of
  /// the spring's energy, which damping never lets grow, so it is a monotone envelope: the first
  /// time it is within tolerance is the last time, and bisection finds it (to a relative 1e-12)
  /// after doubling an upper bound. This is exact for that criterion; for an underdamped spring
  /// |displacement| alone can dip below the tolerance up to half an oscillation earlier.
  ///
  /// - Parameters:
  ///   - x0: The displacement from the target at t = 0.
  ///   - v0: The velocity at t = 0, in the same unit per second.
  ///   - tolerance: The largest displacement that counts as settled, greater than 0; NaN, 0 or
  ///     negative counts as the smallest normal `Double`, +∞ as "already settled".
  /// - Returns: Seconds, finite and ≥ 0: 0 when already within tolerance or when `x0` or `v0` is
  ///   not finite (nothing sensible to wait for), `Double.greatestFiniteMagnitude` for a spring
  ///   that can never settle (no damping, or coefficients ``validated()`` would replace).
  public func settlingDuration(
    initialDisplacement x0: Double, initialVelocity v0: Double, tolerance: Double
  ) -> Double {
    guard x0.isFinite, v0.isFinite, tolerance != .infinity else { return 0 }
    let limit = tolerance > 0 ? tolerance : Double.leastNormalMagnitude
    let omegaSquared = stiffness / mass
    let omega = omegaSquared.squareRoot()
    func norm(_ x: Double, _ v: Double) -> Double { hypotenuse(x, v / omega) }
    let usable =
      mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite
      && damping > 0 && omega.isFinite && omega > 0
    guard usable else {
      return norm(x0, v0) <= limit ? 0 : .greatestFiniteMagnitude
    }
    if norm(x0, v0) <= limit { return 0 }
    func isSettled(_ t: Double) -> Bool {
      let (x, v) = state(at: t, initialDisplacement: x0, initialVelocity: v0)
      // A NaN state (overflow in an absurd case) counts as settled rather than looping on.
      return !(norm(x, v) > limit)
    }
    // Bracket: double an upper bound from one radian of the undamped oscillation.
    var lower = 0.0
    var upper = 1 / omega
    var doublings = 0
    while !isSettled(upper) {
      lower = upper
      upper *= 2
      doublings += 1
      if doublings > 1100 || !upper.isFinite { return .greatestFiniteMagnitude }
    }
    // Bisect; the invariant is "not settled at lower, settled at upper".
    for _ in 0..<200 {
      let middle = lower + (upper - lower) / 2
      if middle <= lower || middle >= upper || upper - lower <= upper * 1e-12 { break }
      if isSettled(middle) { upper = middle } else { lower = middle }
    }
    return upper
  }

  /// A copy that is safe to animate with, and a diagnostic for each change.
  ///
  /// Rules, applied in order (each change reports ``SideMenuDiagnostic/settingReplaced(_:given:)``):
  /// - A mass that is not finite or not greater than 0 becomes 1
  ///   (``SideMenuSetting/springCoefficient``); stiffness and damping are then read with it.
  /// - The response (from the stiffness; a negative stiffness reads as a negative response) is
  ///   kept within 0.01…10 s; a non-finite one (NaN, or a stiffness of 0) becomes 0.55 s
  ///   (``SideMenuSetting/springResponse``). An infinite stiffness is a response of 0, so 0.01 s.
  /// - The damping fraction is kept within 0.05…10 (0 would oscillate for ever: a stuck menu); a
  ///   non-finite one becomes 0.825 (``SideMenuSetting/springDampingFraction``). When the
  ///   stiffness is 0 or infinite the fraction cannot be read and also becomes 0.825.
  ///
  /// A usable spring comes back unchanged, bit for bit, with no diagnostics; values within a
  /// relative 1e-9 of a bound count as usable, so validating a validated spring changes nothing.
  /// A spring that needed a change comes back with unit mass (the same response and damping
  /// fraction), whatever its mass was: a subnormal or huge mass would make the rebuilt
  /// coefficients underflow or overflow.
  ///
  /// - Returns: The usable spring and the diagnostics.
  public func validated() -> (spring: SideMenuSpring, diagnostics: [SideMenuDiagnostic]) {
    var diagnostics: [SideMenuDiagnostic] = []
    var newMass = mass
    var changed = false
    if !(mass.isFinite && mass > 0) {
      diagnostics.append(.settingReplaced(.springCoefficient, given: mass))
      newMass = 1
      changed = true
    }
    let magnitude = Swift.abs(stiffness)
    let givenResponse: Double
    if stiffness.isNaN {
      givenResponse = .nan
    } else if stiffness == 0 {
      givenResponse = .infinity
    } else {
      let unsigned = 2 * Double.pi * (newMass / magnitude).squareRoot()
      givenResponse = stiffness < 0 ? -unsigned : unsigned
    }
    let givenFraction =
      magnitude.isFinite && magnitude > 0
      ? damping / (2 * (magnitude * newMass).squareRoot()) : .nan
    // A relative slack of 1e-9 at the bounds keeps validation idempotent: a response rebuilt
    // from a clamped one can differ from the bound in its last bit.
    var response = givenResponse
    var count = diagnostics.count
    clampSetting(
      &response, SideMenuSpring.minimumResponse, SideMenuSpring.maximumResponse,
      default: SideMenuSpring.defaultResponse, .springResponse, into: &diagnostics,
      relativeSlack: 1e-9)
    let responseChanged = changed || diagnostics.count > count
    var fraction = givenFraction
    count = diagnostics.count
    clampSetting(
      &fraction, SideMenuSpring.minimumDampingFraction, SideMenuSpring.maximumDampingFraction,
      default: SideMenuSpring.defaultDampingFraction, .springDampingFraction, into: &diagnostics,
      relativeSlack: 1e-9)
    let fractionChanged = diagnostics.count > count
    guard responseChanged || fractionChanged else { return (self, diagnostics) }
    // Rebuilt with unit mass: only the ratios matter, and coefficients scaled by a subnormal or
    // huge mass would underflow or overflow, leaving a spring the next validation changes again.
    let omega = 2 * Double.pi / response
    let newStiffness = omega * omega
    let newDamping = 2 * fraction * omega
    return (SideMenuSpring(mass: 1, stiffness: newStiffness, damping: newDamping), diagnostics)
  }

  /// Converts a velocity into UIKit's relative convention for
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a fraction of the total distance
  /// per second, `velocity / (target − current)`.
  ///
  /// - Parameters:
  ///   - velocity: The velocity, in units (points, progress) per second.
  ///   - current: Where the motion starts, in the same units.
  ///   - target: Where it ends, in the same units.
  /// - Returns: The relative velocity, in distances per second; 0 when the distance is 0, or when
  ///   an input or the result is not finite.
  public static func relativeInitialVelocity(
    _ velocity: Double, from current: Double, to target: Double
  ) -> Double {
    let distance = target - current
    guard distance != 0, distance.isFinite, velocity.isFinite else { return 0 }
    let relative = velocity / distance
    return relative.isFinite ? relative : 0
  }

  /// Converts UIKit's relative velocity back to units per second: `relative·(target − current)`.
  ///
  /// - Parameters:
  ///   - relative: The velocity in distances per second.
  ///   - current: Where the motion starts, in units.
  ///   - target: Where it ends, in units.
  /// - Returns: The velocity in units per second; 0 when an input or the result is not finite.
  public static func absoluteVelocity(
    relative: Double, from current: Double, to target: Double
  ) -> Double {
    let velocity = relative * (target - current)
    return velocity.isFinite ? velocity : 0
  }
}

/// e^x − 1, accurate for small x (Kahan's method), since `PlatformMath` has no `expm1`.
private func expMinusOne(_ x: Double) -> Double {
  let u = PlatformMath.exp(x)
  if u == 1 { return x }
  let uMinusOne = u - 1
  if uMinusOne == -1 || !u.isFinite { return uMinusOne }
  return uMinusOne * x / PlatformMath.log(u)
}

/// √(x² + y²) without overflow or underflow in the squares.
private func hypotenuse(_ x: Double, _ y: Double) -> Double {
  if x.isNaN || y.isNaN { return .nan }
  let a = Swift.abs(x)
  let b = Swift.abs(y)
  let larger = Swift.max(a, b)
  guard larger > 0, larger.isFinite else { return larger }
  let ratio = Swift.min(a, b) / larger
  return larger * (1 + ratio * ratio).squareRoot()
}
