extension SideMenuTiming: CustomStringConvertible {
  /// The timing as written in code: "spring(response: 0.4 s, dampingFraction: 0.9)" (the
  /// spring's response and damping fraction, rounded to four decimals, since they are derived
  /// from its stored coefficients), or "curve(easeInOut, duration: 0.35 s)" — a preset curve by
  /// name, any other by its control points: "curve((0.3, 0), (0.2, 1), duration: 0.5 s)".
  public var description: String {
    switch self {
    case .spring(let spring):
      "spring(response: " + describeDerivedNumber(spring.response) + " s, dampingFraction: "
        + describeDerivedNumber(spring.dampingFraction) + ")"
    case .curve(let curve, let duration):
      "curve(" + curveName(curve) + ", duration: " + describeSeconds(duration) + ")"
    }
  }

  private func curveName(_ curve: SideMenuTimingCurve) -> String {
    switch curve {
    case .linear: "linear"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    case .quartOut: "quartOut"
    case .quartIn: "quartIn"
    default: describePoint(curve.controlPoint1) + ", " + describePoint(curve.controlPoint2)
    }
  }
}

extension SideMenuReduceMotion: CustomStringConvertible {
  /// "off", "crossFade(duration: 0.2 s)" or "jump".
  public var description: String {
    switch self {
    case .off: "off"
    case .crossFade(let duration): "crossFade(duration: " + describeSeconds(duration) + ")"
    case .jump: "jump"
    }
  }
}
