extension SideMenuWidth: CustomStringConvertible {
  /// The width as written in code, with units: "fixed(240 pt)" or
  /// "fraction(0.85, minimum: 0 pt, maximum: 360 pt)".
  public var description: String {
    switch self {
    case .fixed(let points):
      "fixed(" + describePoints(points) + ")"
    case .fraction(let fraction, let minimum, let maximum):
      "fraction(" + describeNumber(fraction) + ", minimum: " + describePoints(minimum)
        + ", maximum: " + describePoints(maximum) + ")"
    }
  }
}
