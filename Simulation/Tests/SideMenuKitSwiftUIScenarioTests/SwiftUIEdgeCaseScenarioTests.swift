import SwiftUISimulation
import Testing

@testable import SideMenuKit

// SwiftUI behaviours no scenario held before issue 34, each with the break it catches: the
// back-swipe tie with `yieldsToBackGesture` off on a pushed screen (the menu follows the finger),
// and docked content beside an iPhone's sensor housing in landscape (its safe area on the
// sidebar's side not doubled). Both read what is drawn at every vsync of the motion.

@MainActor
@Suite("SwiftUI: edge cases held by issue 34", .serialized)
struct SwiftUIEdgeCaseScenarios {
  /// Break caught: the SwiftUI pans waiting for the back swipe on a pushed screen whatever the
  /// configuration (`SideMenuRecognizerCoordinator`'s `shouldRequireFailureOf` without the
  /// engine's `dragsYieldToBackGesture`): with `yieldsToBackGesture` off the menu no longer
  /// follows the finger and only jumps open at the lift.
  ///
  /// An iPhone, a pushed screen, yielding off, a slow drag from the leading edge to 300 pt: at
  /// every vsync of the drag after the first 50 pt the menu's trailing edge is within 20 pt of
  /// the finger (less the slop); the screen is not popped, and the menu opens.
  @Test(
    "yieldsToBackGesture off on a pushed screen: the menu follows the finger, no pop",
    arguments: [SimulatedDevice.OSVersion.iOS18, .iOS26])
  func backSwipeTieNotYielding(_ os: SimulatedDevice.OSVersion) {
    var configuration = SideMenuConfiguration.standard
    configuration.gestures.yieldsToBackGesture = false
    let device = SimulatedDevice(osVersion: os)
    let host = MenuHost(
      device: device, path: .recognizer, configuration: configuration, pushedScreen: true)
    defer { host.tearDown() }
    device.runUntilIdle()
    let finger = device.touchDown(at: CGPoint(x: 3, y: 400))
    var fingerX: CGFloat = 3
    let drawn = device.drawnSamples(
      during: {
        for step in 1...30 {
          fingerX = 3 + CGFloat(step) * 10
          finger.move(to: CGPoint(x: fingerX, y: 400), duration: 1.0 / 60)
        }
      }
    ) { (finger: fingerX, menu: host.shownMenu?.simulationPresentedFrameInWindow.maxX ?? 0) }
    let tracked = drawn.filter { $0.value.finger >= 50 }
    #expect(tracked.count > 10)
    #expect(
      tracked.allSatisfy { abs($0.value.menu - $0.value.finger) <= 20 },
      "menu vs finger: \(tracked.map { "\(Int($0.value.menu))/\(Int($0.value.finger))" })")
    finger.hold(for: 0.1)
    finger.lift()
    #expect(device.runUntilIdle())
    #expect(host.navigation?.viewControllers.count == 2, "not popped")
    #expect(host.isOpen)
  }

  /// An iPhone in landscape (housing band 59 pt on both sides) with a `.always` leading
  /// sidebar, in both gesture paths.
  private func landscapeDockingHost(_ path: GesturePath, docking: SideMenuDocking) -> (
    SimulatedDevice, MenuHost
  ) {
    let device = SimulatedDevice(osVersion: path == .recognizer ? .iOS26 : .iOS17)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    var configuration = SideMenuConfiguration.standard
    configuration.leading.docking = docking
    let host = MenuHost(device: device, path: path, configuration: configuration)
    device.runUntilIdle()
    return (device, host)
  }

  /// The content's safe area on the sidebar's side as the stage gives it, and what the housing
  /// band leaves of it where the content stands (59 pt less the content's left edge, at least 0).
  private func leftInsets(_ host: MenuHost) -> (given: CGFloat, expected: CGFloat) {
    let stage = host.lastStage
    let minX = CGFloat(stage?.contentFrame?.minX ?? 0)
    return (CGFloat(stage?.contentSafeArea.left ?? -1), max(0, 59 - minX))
  }

  /// Break caught: the docked content keeping the window's inset on the sidebar's side
  /// (`SideMenuStageLayout`'s content safe area not taken from where the content stands): the
  /// sidebar already pads its rows clear of the housing, and the content beside it would pad
  /// another 59 pt.
  ///
  /// At rest the content beside the sidebar has no left inset and keeps the right one (the
  /// housing's other band, 59 pt); the menu keeps the left one. While an open sliding menu
  /// docks (the app turning docking on), at every vsync the content's left inset is what the
  /// band leaves where its left edge is — never the band again on top of the sidebar's.
  @Test(
    "docked beside the sensor housing: the content's inset on the sidebar's side not doubled",
    arguments: GesturePath.allCases)
  func housingInsetNotDoubled(_ path: GesturePath) {
    let (device, host) = landscapeDockingHost(path, docking: .always)
    defer { host.tearDown() }
    #expect(device.window.safeAreaInsets.left == 59 && device.window.safeAreaInsets.right == 59)
    #expect(host.isOpen)
    let stage = host.lastStage
    let contentMinX = CGFloat(stage?.contentFrame?.minX ?? 0)
    #expect(contentMinX > 59, "beside the sidebar")
    #expect(stage?.contentSafeArea.left == 0, "not doubled")
    #expect(stage?.contentSafeArea.right == 59)
    #expect(stage?.menus.first?.safeArea.left == 59, "the sidebar pads its rows")
    #expect(host.contentLayoutFrame.minX == contentMinX, "laid out from the content's edge")

    let (sliding, motionHost) = landscapeDockingHost(path, docking: .never)
    defer { motionHost.tearDown() }
    motionHost.presentedEdge = .leading
    #expect(sliding.runUntilIdle())
    #expect(motionHost.lastStage?.contentFrame == nil, "sliding: the whole window")
    let drawn = sliding.drawnSamples(
      during: {
        motionHost.configuration.leading.docking = .always
        sliding.runUntilIdle()
      }
    ) { (self.leftInsets(motionHost), motionHost.lastStage?.contentFrame?.minX ?? 0) }
    let moving = drawn.filter { $0.value.1 > 0.5 && $0.value.1 < contentMinX - 0.5 }
    #expect(moving.count >= 3, "the content moves over several frames")
    #expect(
      drawn.allSatisfy { abs($0.value.0.given - $0.value.0.expected) <= 0.5 },
      "\(drawn.map { "\($0.value.0.given)/\($0.value.0.expected)" })")
    #expect(motionHost.lastStage?.contentSafeArea.left == 0)
  }
}
