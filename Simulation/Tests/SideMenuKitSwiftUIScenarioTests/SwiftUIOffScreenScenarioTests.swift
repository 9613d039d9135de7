import SwiftUISimulation
import Testing

@testable import SideMenuKit

// Still on the transcription (`MenuHost`): the SwiftUI model has no way yet for a mounted
// `.sideMenu` to leave the screen with its state kept (a tab switch: SwiftUI runs the
// timeline's `onDisappear` while the modifier's `@StateObject` lives on). Neither `TabView` nor
// a hosting controller's view leaving its window runs `onDisappear` in the model; until one
// does, this scenario drives the transcription's off-screen switch. Points are iPhone 15's.

@MainActor
@Suite("SwiftUI: off screen (transcription)")
struct SwiftUIOffScreenScenarios {
  @Test(
    "off screen mid-animation the menu still comes to rest, and the frame requests stop",
    arguments: GesturePath.allCases)
  func timelineOffScreen(_ path: GesturePath) {
    let device = SimulatedDevice(osVersion: path == .recognizer ? .iOS26 : .iOS17)
    let host = MenuHost(device: device, path: path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.advance(by: 0.05)
    host.isOnScreen = false
    device.advance(by: 2)
    #expect(host.isOpen)
    #expect(host.presentedEdge == .leading)
    #expect(device.activeDisplayLinks.isEmpty)
  }
}
