/// How a menu moves when no finger carries it: a spring, or a timing curve over a fixed duration.
///
/// A spring keeps the finger's velocity when it takes over and has no fixed duration; a curve
/// matches UIKit's `UIView.animate(withDuration:)` look. ``SideMenuAnimator`` runs either.
///
/// ```swift
/// let open = SideMenuTiming.curve(.quartOut, duration: 0.4)
/// let close = SideMenuTiming.spring(SideMenuSpring(response: 0.3, dampingFraction: 1))
/// ```
public enum SideMenuTiming: Equatable, Hashable, Sendable {
  /// A damped spring (see ``SideMenuSpring``).
  case spring(SideMenuSpring)
  /// A Bézier timing curve played over `duration` seconds; a duration of 0 jumps to the target.
  case curve(SideMenuTimingCurve, duration: Double)

  /// The longest curve duration ``validated()`` keeps, in seconds.
  public static let maximumCurveDuration = 10.0
  /// The curve duration ``validated()`` uses in place of a non-finite one, in seconds: the
  /// container and overlay seed tutorials' menus slid over 0.3 s (`docs/seed-tutorials.md`).
  public static let defaultCurveDuration = 0.3

  /// A copy that is safe to animate with, and a diagnostic for each change.
  ///
  /// A spring is validated by ``SideMenuSpring/validated()``, a curve by
  /// ``SideMenuTimingCurve/validated()``; a curve's duration is clamped to 0…10 s (0 jumps) and a
  /// non-finite one becomes 0.3 s, reported as ``SideMenuSetting/curveDuration``.
  ///
  /// - Returns: The usable timing and the diagnostics.
  public func validated() -> (timing: SideMenuTiming, diagnostics: [SideMenuDiagnostic]) {
    switch self {
    case .spring(let spring):
      let (usable, diagnostics) = spring.validated()
      return (.spring(usable), diagnostics)
    case .curve(let curve, var duration):
      var (usable, diagnostics) = curve.validated()
      clampSetting(
        &duration, 0, SideMenuTiming.maximumCurveDuration,
        default: SideMenuTiming.defaultCurveDuration, .curveDuration, into: &diagnostics)
      return (.curve(usable, duration: duration), diagnostics)
    }
  }

  /// How long a full move (0 → 1 from rest) takes, in seconds: a curve's duration, or the time a
  /// spring needs to settle within ``SideMenuAnimator/positionTolerance``. For APIs that want one
  /// number, such as UIKit's `transitionDuration(using:)`; the menu itself moves on the
  /// animator's clock.
  public var nominalDuration: Double {
    switch validated().timing {
    case .spring(let spring):
      spring.settlingDuration(
        initialDisplacement: 1, initialVelocity: 0, tolerance: SideMenuAnimator.positionTolerance)
    case .curve(_, let duration):
      duration
    }
  }
}

/// What the animator does while Reduce Motion is on (UIKit:
/// `UIAccessibility.isReduceMotionEnabled`).
///
/// Apple's guidance replaces sliding with a short cross-fade; the interactive drag still works,
/// because it moves only under the finger.
public enum SideMenuReduceMotion: Equatable, Hashable, Sendable {
  /// Animate normally.
  case off
  /// A linear change of progress (the renderer shows it as a fade) lasting `duration` seconds for
  /// a full 0 → 1 change, and proportionally less for a shorter distance. The velocity of a
  /// finger or of the motion it interrupts is not carried: a cross-fade has no momentum.
  case crossFade(duration: Double)
  /// Reach the target at once.
  case jump

  /// A 0.2 s cross-fade: short enough not to delay the user, long enough to read as a change.
  public static let standard = SideMenuReduceMotion.crossFade(duration: 0.2)

  /// The longest cross-fade ``validated()`` keeps, in seconds.
  public static let maximumCrossFadeDuration = 2.0

  /// A copy that is safe to use, and a diagnostic for each change: the rule
  /// ``SideMenuConfiguration/validated()`` applies. A cross-fade's duration is clamped to 0…2 s
  /// and a non-finite one becomes 0.2 s, reported as ``SideMenuSetting/reduceMotionDuration``.
  ///
  /// - Returns: The usable mode and the diagnostics.
  public func validated() -> (
    reduceMotion: SideMenuReduceMotion, diagnostics: [SideMenuDiagnostic]
  ) {
    guard case .crossFade(var duration) = self else { return (self, []) }
    var diagnostics: [SideMenuDiagnostic] = []
    clampSetting(
      &duration, 0, SideMenuReduceMotion.maximumCrossFadeDuration, default: 0.2,
      .reduceMotionDuration, into: &diagnostics)
    return (.crossFade(duration: duration), diagnostics)
  }
}
