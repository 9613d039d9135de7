import SwiftUISimulation
import Testing

@testable import SideMenuKit

// The modifier's hardware-keyboard shortcuts pressed as keys: the stage's ⌃⌘S command (key,
// modifiers, title, presence) and its Escape button (enabled only for a sliding menu), resolved
// as SwiftUI's `keyboardShortcut(_:modifiers:)` documents. iPad Pro 11-inch in landscape, both
// gesture paths.

@MainActor
private func makeHost(
  _ path: GesturePath, arrangement: WindowArrangement = .fullScreen
) -> (SimulatedDevice, MountedMenuHost) {
  let device = SimulatedDevice(
    model: .iPadPro11, osVersion: path == .recognizer ? .iOS26 : .iOS17)
  device.rotate(toLandscape: true)
  device.resizeWindow(to: arrangement)
  device.runUntilIdle()
  var configuration = SideMenuConfiguration.standard
  configuration.leading.docking = .automatic
  let host = MountedMenuHost(device: device, path: path, configuration: configuration)
  device.runUntilIdle()
  return (device, host)
}

@MainActor
@Suite("SwiftUI: keyboard shortcuts pressed")
struct SwiftUIKeyboardShortcutScenarios {
  @Test(
    "⌃⌘S, and only ⌃⌘S, hides and shows a docked sidebar, titled for what it does",
    arguments: GesturePath.allCases)
  func controlCommandS(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    #expect(host.isOpen)
    #expect(host.shortcuts.controls.first?.title == "Hide Sidebar")
    #expect(!host.press("s", modifiers: .command))
    #expect(!host.press("s", modifiers: .control))
    #expect(!host.press("s"))
    #expect(!host.press("s", modifiers: [.control, .command, .shift]))
    #expect(device.runUntilIdle())
    #expect(host.isOpen, "no other combination touches the sidebar")
    #expect(host.press("s", modifiers: [.control, .command]))
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.shortcuts.controls.first?.title == "Show Sidebar")
    #expect(host.press("s", modifiers: [.control, .command]))
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
  }

  @Test(
    "⌃⌘S follows the sidebar, not the trailing menu open beside it",
    arguments: GesturePath.allCases)
  func commandFollowsTheSidebarsOwnState(_ path: GesturePath) {
    let device = SimulatedDevice(
      model: .iPadPro11, osVersion: path == .recognizer ? .iOS26 : .iOS17)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    var configuration = SideMenuConfiguration.standard
    configuration.leading.docking = .automatic
    configuration.trailing.isEnabled = true
    let host = MountedMenuHost(
      device: device, path: path, twoMenus: true, configuration: configuration)
    defer { host.tearDown() }
    device.runUntilIdle()
    #expect(host.press("s", modifiers: [.control, .command]))
    #expect(device.runUntilIdle())
    #expect(host.isClosed, "the sidebar collapsed")
    host.presentedEdge = .trailing
    #expect(device.runUntilIdle())
    #expect(host.model.machine.phase == .open(.trailing))
    #expect(host.shortcuts.controls.first?.title == "Show Sidebar")
    #expect(host.press("s", modifiers: [.control, .command]))
    #expect(device.runUntilIdle())
    #expect(host.model.machine.phase == .open(.leading), "the sidebar shows")
  }

  @Test("no ⌃⌘S while no menu is docked", arguments: GesturePath.allCases)
  func noCommandWhileSliding(_ path: GesturePath) {
    let (device, host) = makeHost(path, arrangement: .splitView(.twoThirds))
    defer { host.tearDown() }
    #expect(host.isClosed)
    #expect(!host.press("s", modifiers: [.control, .command]))
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(!host.press("s", modifiers: [.control, .command]), "a sliding menu has no sidebar")
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
  }

  @Test(
    "Escape closes a sliding menu and leaves a docked sidebar alone",
    arguments: GesturePath.allCases)
  func escape(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    #expect(!host.press(.escape), "disabled beside a docked menu")
    #expect(device.runUntilIdle())
    #expect(host.isOpen)

    let (narrow, sliding) = makeHost(path, arrangement: .splitView(.twoThirds))
    defer { sliding.tearDown() }
    #expect(!sliding.press(.escape), "disabled while closed")
    sliding.presentedEdge = .leading
    #expect(narrow.runUntilIdle())
    #expect(sliding.press(.escape))
    #expect(narrow.runUntilIdle())
    #expect(sliding.isClosed)
    #expect(sliding.bindingWrites.last == .some(nil))
  }
}
