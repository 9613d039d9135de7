/// Replaces a non-finite setting with its default and clamps a finite one into `lower…upper`,
/// recording a diagnostic when it changed anything: the one rule every `validated()` follows.
/// A `relativeSlack` lets values a hair outside a bound stand (a value recomputed from a clamped
/// one may differ from the bound in its last bit), which keeps validation idempotent.
func clampSetting(
  _ value: inout Double, _ lower: Double, _ upper: Double, default fallback: Double,
  _ setting: SideMenuSetting, into diagnostics: inout [SideMenuDiagnostic],
  relativeSlack: Double = 0
) {
  let given = value
  if !value.isFinite {
    value = fallback
  } else if value < lower - Swift.abs(lower) * relativeSlack {
    value = lower
  } else if value > upper + Swift.abs(upper) * relativeSlack {
    value = upper
  } else {
    return
  }
  diagnostics.append(.settingReplaced(setting, given: given))
}
