import SideMenuKit
import SwiftUISimulation
import Testing

// The product's own `.sideMenu` body, mounted through the public host (no `@testable`, no
// transcription): what a person sees and can do, read from the views SwiftUI drew. Points are
// window points of an iPhone 15 (393 × 852, safe area 59/34).

/// The app's source of truth behind the binding, and the writes the menu made to it.
@MainActor
final class MenuAppState: ObservableObject {
  @Published var isMenuOpen = false
  private(set) var writes: [Bool] = []
  func write(_ value: Bool) {
    writes.append(value)
    isMenuOpen = value
  }
}

/// A full-screen app with a leading side menu holding one row.
struct MenuApp: View {
  @ObservedObject var state: MenuAppState
  var configuration: SideMenuConfiguration = .standard

  var body: some View {
    Color.white
      .sideMenu(
        isPresented: Binding(get: { state.isMenuOpen }, set: { state.write($0) }),
        configuration: configuration
      ) {
        Button("Home") {}
      }
  }
}

@MainActor
private func mountApp(_ os: SimulatedDevice.OSVersion) -> (
  SimulatedDevice, SimulatedHostingController<MenuApp>, MenuAppState
) {
  let device = SimulatedDevice(osVersion: os)
  let state = MenuAppState()
  let host = device.mount(MenuApp(state: state))
  return (device, host, state)
}

@MainActor
extension SimulatedHostingController {
  /// The menu's "Home" row as drawn.
  var homeRow: UIView? {
    renderedViews("Button").first { $0.accessibilityLabel == "Home" }
  }
  /// Whether VoiceOver can reach the row.
  var isHomeReachable: Bool {
    device.accessibleElements().contains { ($0 as? UIView)?.accessibilityLabel == "Home" }
  }
}

/// iOS 18 and later attach the menu's recognizers; iOS 15–17 its `DragGesture`s.
let realBodyOSVersions: [SimulatedDevice.OSVersion] = [.iOS26, .iOS17]

@MainActor
@Suite("SwiftUI, the real body: opening and closing")
struct SwiftUIRealBodyScenarios {
  @Test(
    "the binding opens the menu on screen and VoiceOver reaches it", arguments: realBodyOSVersions)
  func bindingOpens(_ os: SimulatedDevice.OSVersion) throws {
    let (device, host, state) = mountApp(os)
    #expect(!host.isHomeReachable, "a closed menu is hidden from VoiceOver")
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    let row = try #require(host.homeRow)
    let frame = row.simulationPresentedFrameInWindow
    #expect(frame.minX >= -0.5 && frame.maxX <= 393, "row on screen: \(frame)")
    #expect(host.isHomeReachable)
    state.isMenuOpen = false
    #expect(device.runUntilIdle())
    #expect(!host.isHomeReachable)
    #expect(state.writes.isEmpty, "the app's own changes are not written back")
  }

  @Test(
    "a drag from the leading edge opens the menu and writes the binding once",
    arguments: realBodyOSVersions)
  func edgeDragOpens(_ os: SimulatedDevice.OSVersion) {
    let (device, host, state) = mountApp(os)
    device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.8, hold: 0.1)
    #expect(device.runUntilIdle())
    #expect(state.writes == [true])
    #expect(host.isHomeReachable)
  }

  @Test("a tap on the dimmed content closes the menu", arguments: realBodyOSVersions)
  func scrimTapCloses(_ os: SimulatedDevice.OSVersion) {
    let (device, host, state) = mountApp(os)
    state.isMenuOpen = true
    device.runUntilIdle()
    device.tap(at: CGPoint(x: 385, y: 400))
    #expect(device.runUntilIdle())
    #expect(state.writes == [false])
    #expect(!host.isHomeReachable)
  }

  @Test(
    "the Escape key closes the open menu and does nothing when it is closed",
    arguments: realBodyOSVersions)
  func escapeCloses(_ os: SimulatedDevice.OSVersion) {
    let (device, host, state) = mountApp(os)
    host.press(.escape)
    #expect(device.runUntilIdle())
    #expect(state.writes.isEmpty)
    state.isMenuOpen = true
    device.runUntilIdle()
    #expect(host.press(.escape))
    #expect(device.runUntilIdle())
    #expect(state.writes == [false])
  }

  @Test("at rest the modifier's body does not run", arguments: realBodyOSVersions)
  func restIsRest(_ os: SimulatedDevice.OSVersion) {
    let (device, host, state) = mountApp(os)
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    let evaluations = host.bodyEvaluations(of: "SideMenuViewModifier")
    let updates = host.updateCount
    #expect(evaluations > 0)
    device.advance(by: 0.5)
    #expect(host.bodyEvaluations(of: "SideMenuViewModifier") == evaluations)
    #expect(host.updateCount == updates)
  }
}
