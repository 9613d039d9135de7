import SwiftUISimulation
import Testing

@testable import SideMenuKit

// A docked menu is not modal, so the engine moves no VoiceOver focus when it leaves; when it
// collapses (⌃⌘S, `close()`, the binding) or undocks closed (a narrower window) with VoiceOver
// on one of its elements, the model hands focus to the content, as the UIKit container does —
// and leaves it alone when it was in the content. iPad Pro 11-inch in landscape (1,210 × 834
// window points), both gesture paths.

@MainActor
private func makeHost(
  _ path: GesturePath, edge: SideMenuEdge = .leading,
  direction: UIUserInterfaceLayoutDirection = .leftToRight
) -> (SimulatedDevice, MountedMenuHost) {
  let device = SimulatedDevice(
    model: .iPadPro11, osVersion: path == .recognizer ? .iOS26 : .iOS17,
    layoutDirection: direction)
  device.rotate(toLandscape: true)
  device.runUntilIdle()
  var configuration = SideMenuConfiguration.standard
  configuration[edge].docking = .automatic
  let host = MountedMenuHost(device: device, path: path, edge: edge, configuration: configuration)
  device.runUntilIdle()
  return (device, host)
}

/// How the docked menu is taken away.
enum DockedMenuExit: String, CaseIterable, CustomStringConvertible, Sendable {
  /// ⌃⌘S, as the modifier's hidden button answers it.
  case sidebarShortcut
  /// `SideMenuActions.close()` from the content's environment.
  case closeAction
  /// The app's binding set to closed.
  case binding
  /// Split View narrows the window below the docking width: the menu undocks closed.
  case narrowerWindow
  var description: String { rawValue }

  @MainActor func perform(on host: MountedMenuHost) {
    switch self {
    case .sidebarShortcut: host.pressSidebarShortcut()
    case .closeAction: host.state.contentActions?.close()
    case .binding: host.presentedEdge = nil
    case .narrowerWindow: host.device.resizeWindow(to: .splitView(.twoThirds))
    }
  }
}

@MainActor
@Suite("SwiftUI: VoiceOver leaves a docked menu that goes away")
struct SwiftUIDockedFocusScenarios {
  @Test(
    "VoiceOver in the docked menu moves to the content when the menu leaves",
    arguments: GesturePath.allCases, DockedMenuExit.allCases)
  func focusInMenuMovesToContent(_ path: GesturePath, exit: DockedMenuExit) throws {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    #expect(host.menuGroup != nil && !host.isMenuModal, "docked: not modal")
    let row = try #require(host.menuRow)
    UIAccessibility.post(notification: .screenChanged, argument: row)
    #expect(device.voiceOverFocus === row)
    let start = device.accessibilityPosts.count
    exit.perform(on: host)
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(!device.accessibleElements().contains { $0 === row }, "the menu left the screen")
    #expect(device.voiceOverFocus !== row, "focus is not left on the hidden row")
    // A screen change with no element: VoiceOver takes the screen's first element, which is
    // the content's now that the menu is hidden.
    let posts = host.focusPosts(since: start)
    #expect(posts.count == 1, "\(posts.map(\.notification))")
    #expect(posts.first?.notification == .screenChanged)
    #expect(!(posts.first?.argument is UIView), "no element named")
    #expect(device.accessibleElements().first === (try #require(host.menuButton)))
  }

  @Test(
    "VoiceOver in the content stays where it is when the docked menu leaves",
    arguments: GesturePath.allCases, DockedMenuExit.allCases)
  func focusInContentStays(_ path: GesturePath, exit: DockedMenuExit) throws {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let button = try #require(host.menuButton)
    UIAccessibility.post(notification: .screenChanged, argument: button)
    #expect(device.voiceOverFocus === button)
    let start = device.accessibilityPosts.count
    exit.perform(on: host)
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(device.voiceOverFocus === button)
    #expect(host.focusPosts(since: start).isEmpty)
  }

  @Test(
    "a field in the docked menu stops editing when the menu leaves",
    arguments: GesturePath.allCases, DockedMenuExit.allCases)
  func keyboardLeavesWithTheMenu(_ path: GesturePath, exit: DockedMenuExit) throws {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let field = try #require(host.menuField)
    #expect(field.becomeFirstResponder())
    #expect(device.isKeyboardVisible)
    exit.perform(on: host)
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(!field.isFirstResponder)
    #expect(!device.isKeyboardVisible)
  }

  @Test(
    "with nothing focused (VoiceOver off) the menu leaves without a focus post",
    arguments: GesturePath.allCases)
  func nothingFocused(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    #expect(device.voiceOverFocus == nil)
    let start = device.accessibilityPosts.count
    host.pressSidebarShortcut()
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.focusPosts(since: start).isEmpty)
  }

  @Test(
    "focus moved back into the content while the menu collapses is left there",
    arguments: GesturePath.allCases)
  func focusMovedDuringCollapse(_ path: GesturePath) throws {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    UIAccessibility.post(notification: .screenChanged, argument: try #require(host.menuRow))
    host.pressSidebarShortcut()
    device.advance(by: 0.05)
    #expect(!host.isClosed, "still collapsing")
    let button = try #require(host.menuButton)
    UIAccessibility.post(notification: .screenChanged, argument: button)
    let start = device.accessibilityPosts.count
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(device.voiceOverFocus === button)
    #expect(host.focusPosts(since: start).isEmpty)
  }

  @Test(
    "a collapse that is reversed before it ends keeps focus in the menu",
    arguments: GesturePath.allCases)
  func reversedCollapse(_ path: GesturePath) throws {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let row = try #require(host.menuRow)
    UIAccessibility.post(notification: .screenChanged, argument: row)
    let start = device.accessibilityPosts.count
    host.pressSidebarShortcut()
    device.advance(by: 0.05)
    host.pressSidebarShortcut()
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(device.voiceOverFocus === row)
    #expect(host.focusPosts(since: start).isEmpty)
  }

  @Test(
    "right to left and the trailing edge: the menu on the other side is found too",
    arguments: GesturePath.allCases,
    [
      (SideMenuEdge.leading, UIUserInterfaceLayoutDirection.rightToLeft),
      (.trailing, .leftToRight), (.trailing, .rightToLeft),
    ])
  func otherSides(
    _ path: GesturePath, placement: (edge: SideMenuEdge, direction: UIUserInterfaceLayoutDirection)
  ) throws {
    for exit in [DockedMenuExit.sidebarShortcut, .narrowerWindow] {
      let (device, host) = makeHost(path, edge: placement.edge, direction: placement.direction)
      defer { host.tearDown() }
      let row = try #require(host.menuRow)
      UIAccessibility.post(notification: .screenChanged, argument: row)
      #expect(device.voiceOverFocus === row)
      let start = device.accessibilityPosts.count
      exit.perform(on: host)
      #expect(device.runUntilIdle())
      #expect(host.isClosed, "\(exit)")
      #expect(device.voiceOverFocus !== row, "\(exit)")
      #expect(host.focusPosts(since: start).map(\.notification) == [.screenChanged], "\(exit)")

      // The content's button, focused, stays focused.
      let (device2, host2) = makeHost(path, edge: placement.edge, direction: placement.direction)
      defer { host2.tearDown() }
      let button = try #require(host2.menuButton)
      UIAccessibility.post(notification: .screenChanged, argument: button)
      let start2 = device2.accessibilityPosts.count
      exit.perform(on: host2)
      #expect(device2.runUntilIdle())
      #expect(device2.voiceOverFocus === button, "\(exit)")
      #expect(host2.focusPosts(since: start2).isEmpty, "\(exit)")
    }
  }
}
