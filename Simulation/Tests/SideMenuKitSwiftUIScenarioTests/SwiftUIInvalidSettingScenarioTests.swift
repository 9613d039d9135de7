import SwiftUISimulation
import Testing

@testable import SideMenuKit

// An invalid setting in `.sideMenu`'s configuration: replaced, reported once, and the view at
// rest stays at rest. A NaN is never equal to itself, so an `onChange(of:)` on the inputs, or a
// model comparing the configuration with the last one, would see a change on every update —
// report it again, publish, update again — for ever, unless what they compare is validated.
// Points are window points of an iPhone 15 (393 × 852, safe area 59/34).

@MainActor
@Suite("SwiftUI: an invalid setting is reported once and the view rests")
struct SwiftUIInvalidSettingScenarios {
  struct WidthCase: Sendable, CustomTestStringConvertible {
    var width: SideMenuWidth
    /// How many diagnostics the configuration gives (once).
    var reports: Int
    /// The width the menu gets in portrait, points.
    var expectedWidth: CGFloat
    var testDescription: String { "\(width)" }
  }

  /// The standard width's replacement is 85 % of 393 (334.05) capped at 393 − 64 = 329.
  nonisolated static let widths: [WidthCase] = [
    WidthCase(width: .fixed(.nan), reports: 1, expectedWidth: 329),
    WidthCase(width: .fixed(.infinity), reports: 1, expectedWidth: 329),
    WidthCase(width: .fixed(-.infinity), reports: 1, expectedWidth: 329),
    WidthCase(width: .fixed(-1), reports: 1, expectedWidth: 329),
    // Zero is a width, not a mistake: nothing to report, and nothing to open by a drag.
    WidthCase(width: .fixed(0), reports: 0, expectedWidth: 0),
    WidthCase(width: .fraction(.nan), reports: 1, expectedWidth: 329),
    WidthCase(width: .fraction(.infinity), reports: 1, expectedWidth: 329),
    WidthCase(width: .fraction(0.5, minimum: .nan, maximum: 300), reports: 1, expectedWidth: 196.5),
    WidthCase(width: .fraction(0.5, minimum: 100, maximum: .nan), reports: 1, expectedWidth: 100),
  ]

  @Test(
    "a non-finite, negative or zero width: reported once, no body update at rest",
    arguments: GesturePath.allCases, widths)
  func invalidWidth(_ path: GesturePath, _ widthCase: WidthCase) {
    var entries: [SideMenuLogEntry] = []
    SideMenuLog.handler = { entries.append($0) }
    defer { SideMenuLog.handler = nil }
    var configuration = SideMenuConfiguration.standard
    configuration.leading.width = widthCase.width
    // What the modifier's `onChange(of:)` compares: equal for the same configuration, NaN or not.
    #expect(
      SideMenuInputs(configuration: configuration, edge: .leading)
        == SideMenuInputs(configuration: configuration, edge: .leading))
    let os: SimulatedDevice.OSVersion = path == .recognizer ? .iOS26 : .iOS17
    let device = SimulatedDevice(osVersion: os)
    let host = MountedMenuHost(device: device, path: path, configuration: configuration)
    defer { host.tearDown() }
    #expect(device.runUntilIdle())
    expectAtRest(host, device, "after the view appeared")

    // Opened by a drag (the edge zone is usable), at the replacement width.
    if widthCase.expectedWidth > 0 {
      device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
    } else {
      host.presentedEdge = .leading
    }
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(abs(host.menuFrameOnScreen.width - widthCase.expectedWidth) < 0.5)
    expectAtRest(host, device, "open")

    // The same configuration assigned again by the app (a parent re-rendering), the container
    // changing (a rotation each way), a close.
    host.configuration = configuration
    #expect(device.runUntilIdle())
    device.rotate(toLandscape: true)
    #expect(device.runUntilIdle())
    device.rotate(toLandscape: false)
    #expect(device.runUntilIdle())
    host.presentedEdge = nil
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    expectAtRest(host, device, "closed again")

    let replaced = entries.filter { "\($0)".contains("settingReplaced") }
    #expect(replaced.count == widthCase.reports, "\(replaced.prefix(3))")
    #expect(entries.count == widthCase.reports, "nothing else is reported")
  }

  /// Every other `Double` of a configuration, given a NaN, on the iOS 18 path: the same.
  @Test(
    "any other non-finite setting: reported once, no body update at rest",
    arguments: [
      "minimumContentMargin", "style", "panel", "docking", "gestures", "openSpring", "closeCurve",
      "reduceMotion",
    ])
  func otherSetting(_ setting: String) {
    var entries: [SideMenuLogEntry] = []
    SideMenuLog.handler = { entries.append($0) }
    defer { SideMenuLog.handler = nil }
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
    let device = SimulatedDevice(osVersion: .iOS26)
    let host = MountedMenuHost(device: device, path: .recognizer, configuration: configuration)
    defer { host.tearDown() }
    #expect(device.runUntilIdle())
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    expectAtRest(host, device, "open")
    host.configuration = configuration
    device.rotate(toLandscape: true)
    #expect(device.runUntilIdle())
    host.presentedEdge = nil
    #expect(device.runUntilIdle())
    expectAtRest(host, device, "closed")
    // One report per setting replaced: the panel's inset is its edge, top and bottom inset; the
    // spring's NaN response leaves its damping fraction unreadable too.
    let reports = setting == "panel" ? 3 : setting == "openSpring" ? 2 : 1
    #expect(entries.count == reports, "\(entries.prefix(3))")
  }

  /// Half a second with nothing happening: no body evaluation, no timeline frame.
  private func expectAtRest(
    _ host: MountedMenuHost, _ device: SimulatedDevice, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let updates = host.bodyUpdateCount
    let renders = host.renderCount
    device.advance(by: 0.5)
    #expect(
      host.bodyUpdateCount == updates, "body updates at rest (\(comment))",
      sourceLocation: sourceLocation)
    #expect(
      host.renderCount == renders, "renders at rest (\(comment))", sourceLocation: sourceLocation)
  }
}

/// `runUntilIdle()` waits for SwiftUI's pending body updates (issue 32, item 1): a new
/// configuration is seen by the update that reads it, which hands it to the model; the model
/// publishes, and only the next update draws the menu with it. Rest reported in between would
/// let a scenario read the old frames.
@MainActor
@Suite("SwiftUI: rest waits for pending updates")
struct SwiftUIPendingUpdateScenarios {
  @Test(
    "a new width while open: at rest, the menu is drawn at the new width",
    arguments: GesturePath.allCases)
  func newWidthIsDrawnBeforeRest(_ path: GesturePath) {
    let device = SimulatedDevice(osVersion: path == .recognizer ? .iOS26 : .iOS17)
    let host = MountedMenuHost(device: device, path: path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(abs(host.menuFrameOnScreen.width - 329) < 0.5)
    for width in [200.0, 260, 120] {
      host.configuration.leading.width = .fixed(width)
      #expect(device.runUntilIdle())
      #expect(host.isOpen)
      #expect(
        abs(host.menuFrameOnScreen.width - CGFloat(width)) < 0.5,
        "drawn \(host.menuFrameOnScreen.width) pt wide for \(width)")
    }
  }
}
