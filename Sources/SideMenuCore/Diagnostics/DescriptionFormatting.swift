// Number formatting shared by the engine's `+Description.swift` files. The descriptions are for
// people reading logs and test failures, and they must compile as Embedded Swift (no Foundation,
// no `String(format:)`, no reflection), so they are built from the standard library's own
// integer and floating-point printing.

/// A number as a person writes it: integral values without a fractional part ("240", not
/// "240.0"), others in Swift's shortest exact form ("0.85"), and "nan", "inf", "-inf" as Swift
/// prints them. Exact, so two different values never print alike.
func describeNumber(_ value: Double) -> String {
  // 2⁵³: below it every integral Double converts to Int64 exactly.
  if value.isFinite, value == value.rounded(), Swift.abs(value) < 9_007_199_254_740_992 {
    return "\(Int64(value))"
  }
  return "\(value)"
}

/// A number derived by arithmetic (a spring's response from its stiffness), rounded to four
/// decimals first so that 0.4 does not print as 0.39999999999999997.
func describeDerivedNumber(_ value: Double) -> String {
  guard value.isFinite else { return describeNumber(value) }
  let rounded = (value * 10_000).rounded() / 10_000
  return describeNumber(rounded.isFinite ? rounded : value)
}

/// A length in points, such as "240 pt".
func describePoints(_ value: Double) -> String { describeNumber(value) + " pt" }

/// A time in seconds, such as "0.35 s".
func describeSeconds(_ value: Double) -> String { describeNumber(value) + " s" }

/// A point, such as "(12, 300)".
func describePoint(_ point: SideMenuPoint) -> String {
  "(" + describeNumber(point.x) + ", " + describeNumber(point.y) + ")"
}
