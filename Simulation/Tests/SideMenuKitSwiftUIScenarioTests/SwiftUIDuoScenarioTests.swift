// iPhone Duo (issue 30) with SwiftUI's `.sideMenu`, the product's real body mounted through the
// public host: the menu on one side of the fold and clear of the inner camera. Device values
// are the simulation's chosen ones (Simulation/Sources/UIKitSimulation/Duo.swift): the inner
// display 951 × 669 pt in landscape, the fold's division region at x 465.5…485.5, the inner
// camera at (96, 30, 36 × 36) in landscape.
import SideMenuKit
import SwiftUISimulation
import Testing

/// The app's source of truth behind the binding, and the writes the menu made to it (this
/// file's own, so it does not depend on other suites' helpers).
@MainActor
final class DuoMenuState: ObservableObject {
  @Published var isMenuOpen = false
  private(set) var writes: [Bool] = []
  func write(_ value: Bool) {
    writes.append(value)
    isMenuOpen = value
  }
}

/// A full-screen app whose leading menu, configured at 85 % of the container (wider than a
/// side of the fold), is filled by one colour (red) with a
/// row at its top leading corner.
struct DuoMenuApp: View {
  @ObservedObject var state: DuoMenuState

  var body: some View {
    var configuration = SideMenuConfiguration.standard
    configuration.leading.width = .fraction(0.85)
    return Color.white
      .sideMenu(
        isPresented: Binding(get: { state.isMenuOpen }, set: { state.write($0) }),
        configuration: configuration
      ) {
        ZStack(alignment: .topLeading) {
          Color.red
          Button("Home") {}
        }
      }
  }
}

@MainActor
private func mountDuoApp(
  posture: SimulatedDevice.Posture, direction: UIUserInterfaceLayoutDirection
) -> (SimulatedDevice, SimulatedHostingController<DuoMenuApp>, DuoMenuState) {
  let device = SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS27_1, layoutDirection: direction)
  device.setPosture(posture)
  device.rotate(toLandscape: true)
  device.runUntilIdle()
  let state = DuoMenuState()
  let host = device.mount(DuoMenuApp(state: state))
  device.runUntilIdle()
  return (device, host, state)
}

@MainActor
extension SimulatedHostingController {
  /// The menu's "Home" row as drawn.
  var duoHomeRow: UIView? {
    renderedViews("Button").first { $0.accessibilityLabel == "Home" }
  }
  /// The menu's red fill as drawn, in the window.
  var menuFillFrame: CGRect? {
    renderedViews("Color").first { $0.backgroundColor == .red }?.simulationPresentedFrameInWindow
  }
}

/// Both writing directions.
let duoDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

@MainActor
@Suite("SwiftUI on iPhone Duo: the fold and the cameras")
struct SwiftUIDuoScenarios {
  /// Partially open (the book posture): the wide menu ends at the fold's near edge and never
  /// spans it (0.5 pt tolerance).
  @Test(arguments: duoDirections)
  func partiallyOpenTheMenuEndsOnItsSideOfTheFold(direction: UIUserInterfaceLayoutDirection)
    throws
  {
    let (device, host, state) = mountDuoApp(posture: .partiallyOpen, direction: direction)
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    let menu = try #require(host.menuFillFrame)
    let fold = try #require(device.reservedRegions.first { $0.kind == .division }?.frame)
    #expect(
      !(menu.maxX > fold.minX + 0.5 && menu.minX < fold.maxX - 0.5), "\(menu) spans \(fold)")
    if direction == .leftToRight {
      #expect(abs(menu.maxX - 465.5) <= 0.5, "\(menu)")
    } else {
      #expect(abs(menu.minX - 485.5) <= 0.5, "\(menu)")
    }
    #expect(state.writes.isEmpty)
  }

  /// Folding while the menu is open, mid-animation and mid-drag: the menu ends on one side of
  /// the fold, open or closed, and the binding agrees with what is on screen.
  @Test(arguments: duoDirections)
  func foldingWhileOpenOrOpeningEndsConsistent(direction: UIUserInterfaceLayoutDirection)
    throws
  {
    let (device, host, state) = mountDuoApp(posture: .open, direction: direction)
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    let wide = try #require(host.menuFillFrame)
    #expect(wide.width > 700, "fully open, the menu is wide: \(wide)")
    // Mid-animation: closing, then folding halfway through.
    state.isMenuOpen = false
    device.advance(by: 0.1)
    device.setPosture(.partiallyOpen)
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    let menu = try #require(host.menuFillFrame)
    let fold = try #require(device.reservedRegions.first { $0.kind == .division }?.frame)
    #expect(
      !(menu.maxX > fold.minX + 0.5 && menu.minX < fold.maxX - 0.5), "\(menu) spans \(fold)")
    #expect(state.isMenuOpen)
    // Unfolding while open widens it again.
    device.setPosture(.open)
    #expect(device.runUntilIdle())
    let unfolded = try #require(host.menuFillFrame)
    #expect(unfolded.width > 700, "\(unfolded)")
  }

  /// The inner camera in use: no menu row under it — the first row starts below the camera (the
  /// engine's content inset, applied through the menu's safe area) while the menu keeps its
  /// place; not in use, the row goes back.
  @Test func aCameraInUseKeepsTheMenusContentClear() throws {
    let (device, host, state) = mountDuoApp(posture: .open, direction: .leftToRight)
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    let before = try #require(host.duoHomeRow).simulationPresentedFrameInWindow
    device.setFrontCameraInUse(true)
    #expect(device.runUntilIdle())
    let camera = try #require(
      device.reservedRegions.first { $0.kind == .occlusion && $0.isActive }?.frame)
    let row = try #require(host.duoHomeRow).simulationPresentedFrameInWindow
    #expect(before.minY < camera.maxY - 0.5, "not in use, the row may sit beside it: \(before)")
    #expect(row.minY >= camera.maxY - 0.5, "no row under \(camera): \(row)")
    let menu = try #require(host.menuFillFrame)
    #expect(menu.minX <= 0.5 && menu.width > 700, "the menu keeps its place: \(menu)")
    device.setFrontCameraInUse(false)
    #expect(device.runUntilIdle())
    let after = try #require(host.duoHomeRow).simulationPresentedFrameInWindow
    #expect(abs(after.minY - before.minY) <= 0.5, "\(before) → \(after)")
  }
}
