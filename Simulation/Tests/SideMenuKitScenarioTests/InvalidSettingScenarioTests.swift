import Testing
import UIKitSimulation
import os

@testable import SideMenuKit

// An invalid setting is told once per configuration — when it is set — as the docking
// adjustment is (DockingDiagnosticScenarioTests): not again when the same configuration is
// assigned again (`presentSideMenu(configuration:)` assigns it on every call), when the
// configuration read back is assigned with one switch changed, or when the container changes.
// A NaN is never equal to itself, so this holds only if every comparison is of validated values.

@MainActor
@Suite("Invalid settings: once per configuration")
struct InvalidSettingScenarios {
  /// Widths the engine replaces, and one (zero) it keeps.
  struct WidthCase: Sendable, CustomTestStringConvertible {
    var width: SideMenuWidth
    /// How many diagnostics the configuration holding it gives (once).
    var reports: Int
    var testDescription: String { "\(width)" }
  }

  nonisolated static let widths: [WidthCase] = [
    WidthCase(width: .fixed(.nan), reports: 1),
    WidthCase(width: .fixed(.infinity), reports: 1),
    WidthCase(width: .fixed(-.infinity), reports: 1),
    WidthCase(width: .fixed(-1), reports: 1),
    WidthCase(width: .fixed(0), reports: 0),
    WidthCase(width: .fraction(.nan), reports: 1),
    WidthCase(width: .fraction(0.5, minimum: 100, maximum: .nan), reports: 1),
  ]

  /// Everything else a configuration holds as a `Double`, given a NaN: each is replaced by
  /// `validated()` and told once too.
  nonisolated static let otherSettings: [String] = [
    "minimumContentMargin", "style", "panel", "docking", "gestures", "openSpring", "closeCurve",
    "reduceMotion",
  ]

  static func configuration(setting: String) -> SideMenuConfiguration {
    var configuration = SideMenuConfiguration.standard
    switch setting {
    case "minimumContentMargin": configuration.leading.minimumContentMargin = .nan
    case "style": configuration.leading.style.scrimOpacityWhenOpen = .nan
    case "panel":
      configuration.leading.style.menuPanel = SideMenuPanel(inset: .nan, cornerRadius: 8)
    case "docking":
      configuration.leading.docking = .whenWide(minimumContainerWidth: .nan, minimumContentWidth: 1)
    case "gestures": configuration.gestures.edgeZoneWidth = .nan
    case "openSpring":
      configuration.openTiming = .spring(SideMenuSpring(response: .nan, dampingFraction: 1))
    case "closeCurve": configuration.closeTiming = .curve(.easeOut, duration: .nan)
    default: configuration.reduceMotion = .crossFade(duration: .nan)
    }
    return configuration
  }

  /// How many diagnostics the setting's NaN gives: one, but three for the panel's inset (its
  /// edge, top and bottom) and two for the spring's response (the damping fraction read with
  /// it cannot be read either).
  static func reports(setting: String) -> Int {
    switch setting {
    case "panel": 3
    case "openSpring": 2
    default: 1
    }
  }

  private static func replacements(since start: Int) -> Int {
    SimulatedLog.entries.dropFirst(start).filter { $0.message.contains("settingReplaced") }.count
  }

  @Test(
    "an invalid width is reported once, however often the configuration is assigned",
    arguments: Mode.allCases, widths)
  func widthReportedOncePerConfiguration(mode: Mode, widthCase: WidthCase) {
    var configuration = SideMenuConfiguration.standard
    configuration.leading.width = widthCase.width
    reportedOnce(mode: mode, configuration: configuration, reports: widthCase.reports)
  }

  @Test(
    "any other non-finite setting is reported once, however often the configuration is assigned",
    arguments: [Mode.container], otherSettings)
  func otherSettingReportedOncePerConfiguration(mode: Mode, setting: String) {
    let configuration = Self.configuration(setting: setting)
    let reports = Self.reports(setting: setting)
    reportedOnce(mode: mode, configuration: configuration, reports: reports)
  }

  /// What the container makes of a configuration (a fixed width wider than the screen) is told
  /// when the configuration or the container changes — not when the same configuration is
  /// assigned again: the driver hands the engine nothing then.
  @Test(
    "a width wider than the screen is not reported again for the same configuration",
    arguments: Mode.allCases)
  func widerThanTheScreenOncePerConfiguration(mode: Mode) {
    let device = SimulatedDevice()
    let start = SimulatedLog.entries.count
    func reports() -> Int {
      SimulatedLog.entries.dropFirst(start).filter {
        $0.message.contains("menuWiderThanContainer")
      }.count
    }
    var configuration = SideMenuConfiguration.standard
    configuration.leading.width = .fixed(1_000)
    let harness = Harness(mode, device: device) { $0 = configuration }
    // Open: the modal presentation has its container only once it presents.
    harness.openAndSettle()
    let baseline = reports()
    #expect(baseline >= 1, "told with the container")
    harness.driver.configuration = configuration
    harness.driver.configuration = configuration
    harness.driver.configuration = harness.driver.configuration
    #expect(device.runUntilIdle())
    #expect(harness.driver.isOpen)
    #expect(reports() == baseline, "the same configuration again")
  }

  private func reportedOnce(mode: Mode, configuration: SideMenuConfiguration, reports: Int) {
    let device = SimulatedDevice()
    let start = SimulatedLog.entries.count
    let harness = Harness(mode, device: device) { $0 = configuration }
    #expect(device.runUntilIdle())
    #expect(Self.replacements(since: start) == reports, "told when set")
    // The same configuration again, through the driver and through the host (as
    // `presentSideMenu(configuration:)` and `sideMenuHost?.configuration = …` do).
    harness.driver.configuration = configuration
    harness.driver.configuration = configuration
    switch mode {
    case .modal: harness.presentation?.configuration = configuration
    case .container: harness.container?.configuration = configuration
    case .overlay: harness.overlay?.configuration = configuration
    }
    // The configuration read back (validated) with one switch flipped and back.
    harness.driver.configuration.trailing.isEnabled = true
    harness.driver.configuration.trailing.isEnabled = false
    harness.driver.configuration = harness.driver.configuration
    // An opening and a closing, and the container changing under the menu.
    harness.openAndSettle()
    device.rotate(toLandscape: true)
    #expect(device.runUntilIdle())
    harness.close()
    #expect(harness.settle())
    device.rotate(toLandscape: false)
    #expect(device.runUntilIdle())
    harness.driver.configuration = configuration
    #expect(device.runUntilIdle())
    #expect(Self.replacements(since: start) == reports, "refreshes report nothing new")

    // A different configuration that holds the same mistake is a new configuration: told once.
    var other = configuration
    other.dismissesOnBackground.toggle()
    harness.driver.configuration = other
    harness.driver.configuration = other
    #expect(device.runUntilIdle())
    #expect(Self.replacements(since: start) == 2 * reports, "a different one, once")
    // One without the mistake is silent.
    harness.driver.configuration = .standard
    #expect(device.runUntilIdle())
    #expect(Self.replacements(since: start) == 2 * reports)
  }
}
