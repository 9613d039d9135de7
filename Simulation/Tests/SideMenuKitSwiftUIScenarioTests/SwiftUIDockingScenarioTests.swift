import SideMenuCore
import SwiftUISimulation
import Testing

@testable import SideMenuKit

// `.sideMenu` with a docking rule on an iPad (issue 24): the model lays the content out beside
// a docked menu, takes the size class from the environment, drops the scrim and modality, sorts
// the menu first for VoiceOver and offers ⌃⌘S — each in both gesture paths. Points are window
// points of an iPad Pro 11-inch in landscape (1,210 × 834) unless said otherwise.

@MainActor
private func makeDockingHost(
  _ path: GesturePath, arrangement: WindowArrangement = .fullScreen,
  configure: (inout SideMenuConfiguration) -> Void = { $0.leading.docking = .automatic }
) -> (SimulatedDevice, MountedMenuHost) {
  let device = SimulatedDevice(
    model: .iPadPro11, osVersion: path == .recognizer ? .iOS26 : .iOS17)
  device.rotate(toLandscape: true)
  device.resizeWindow(to: arrangement)
  device.runUntilIdle()
  var configuration = SideMenuConfiguration.standard
  configure(&configuration)
  let host = MountedMenuHost(device: device, path: path, configuration: configuration)
  device.runUntilIdle()
  return (device, host)
}

/// Why VoiceOver's order is not the sidebar first here: the model keeps
/// `accessibilitySortPriority` on the views but does not order by it (VoiceOver goes in z order:
/// content, then menu), and the body sets the priority on the menu inside its slot's
/// `accessibilityElement(children: .contain)` group, one level below the content, where Apple's
/// page says it orders only "relative to other elements at the same level"
/// (https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)).
let sortPriorityNotModelled: Comment =
  "issue 32: accessibilitySortPriority is not modelled; the body sets it below the content's level"

@MainActor
@Suite("SwiftUI: docking")
struct SwiftUIDockingScenarios {
  @Test(
    "a wide window docks the menu: content laid out beside it, no scrim, not modal, menu first",
    arguments: GesturePath.allCases)
  func docksBesideTheContent(_ path: GesturePath) {
    let (_, host) = makeDockingHost(path)
    defer { host.tearDown() }
    #expect(host.isOpen)
    #expect(host.bindingWrites == [.leading], "the sidebar's showing is written back")
    #expect(host.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    #expect(host.contentSafeArea.left == 0)
    #expect(!host.scrimTakesTaps)
    #expect(host.scrimAlpha == 0)
    #expect(host.shownCloseElement == nil)
    #expect(host.isContentAccessible)
    #expect(!host.isEscapeEnabled, "Escape leaves a sliding menu, not a sidebar")
    #expect(host.menuGroup != nil && !host.isMenuModal)
    withKnownIssue(sortPriorityNotModelled) {
      #expect(host.labels == ["Home", "Menu"], "the sidebar first, then the content")
    }
  }

  @Test(
    "Split View narrows the window: the menu slides again, closed, the content full width",
    arguments: GesturePath.allCases)
  func splitViewUndocks(_ path: GesturePath) {
    let (device, host) = makeDockingHost(path)
    defer { host.tearDown() }
    device.resizeWindow(to: .splitView(.twoThirds))
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.contentFrame == CGRect(x: 0, y: 0, width: 880, height: 834), "the whole window")
    #expect(host.sidebarCommandTitle == nil)
    #expect(host.bindingWrites == [.leading, nil])
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(host.scrimTakesTaps, "sliding: the scrim is back")
    #expect(host.isMenuModal)
  }

  @Test(
    "the size class reaches the engine: a compact window never docks, a regular one does",
    arguments: GesturePath.allCases)
  func compactNeverDocks(_ path: GesturePath) {
    let (device, host) = makeDockingHost(path, arrangement: .splitView(.half)) {
      $0.leading.docking = .whenWide(minimumContainerWidth: 600, minimumContentWidth: 200)
    }
    defer { host.tearDown() }
    #expect(host.isClosed)
    device.resizeWindow(to: .splitView(.twoThirds))
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(host.contentFrame == CGRect(x: 360, y: 0, width: 520, height: 834))
  }

  @Test("⌃⌘S hides and shows the sidebar, titled for the overlay", arguments: GesturePath.allCases)
  func sidebarShortcut(_ path: GesturePath) {
    let (device, host) = makeDockingHost(path)
    defer { host.tearDown() }
    #expect(host.sidebarCommandTitle == "Hide Sidebar")
    #expect(host.pressSidebarShortcut())
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.contentFrame == CGRect(x: 0, y: 0, width: 1210, height: 834))
    #expect(host.sidebarCommandTitle == "Show Sidebar")
    #expect(host.pressSidebarShortcut())
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(host.contentFrame.minX == 360)
  }

  @Test(
    "an open modal sliding menu that docks stops being modal, the content reachable again",
    arguments: GesturePath.allCases)
  func modalMenuThatDocks(_ path: GesturePath) {
    let (device, host) = makeDockingHost(path, arrangement: .splitView(.twoThirds))
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(!host.isContentAccessible)
    // The reads below see a modal menu's scrim and "Close menu" element when there are some.
    #expect(host.scrimTakesTaps && host.scrimAlpha > 0)
    #expect(host.shownCloseElement != nil)
    device.resizeWindow(to: .fullScreen)
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(host.isContentAccessible)
    #expect(host.shownCloseElement == nil)
    withKnownIssue(sortPriorityNotModelled) {
      #expect(host.labels == ["Home", "Menu"])
    }
  }
}
