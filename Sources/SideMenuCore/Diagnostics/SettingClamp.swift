/// Replaces a non-finite setting with its default and clamps a finite one into `lower…upper`,
/// recording a diagnostic when it changed anything: the one rule every `validated()` follows.
func clampSetting(
  _ value: inout Double, _ lower: Double, _ upper: Double, default fallback: Double,
  _ setting: SideMenuSetting, into diagnostics: inout [SideMenuDiagnostic]
) {
  let given = value
  if !value.isFinite {
    value = fallback
  } else if value < lower {
    value = lower
  } else if value > upper {
    value = upper
  } else {
    return
  }
  diagnostics.append(.settingReplaced(setting, given: given))
}
