// iPhone Duo (issue 30) with SwiftUI's `.sideMenu` beside the vertical bar: the cover display
// puts the navigation bar in a 60 pt strip on the leading edge (the simulation's chosen value,
// Simulation/Sources/UIKitSimulation/Duo.swift). The modifier learns the strip through its
// UIKit probe (SideMenuVerticalBarProbe), as the UIKit modes do from their container.
import SideMenuKit
import SwiftUISimulation
import Testing

/// A screen whose leading menu (default width) is one red fill with a row.
struct DuoStripMenuApp: View {
  @ObservedObject var state: DuoMenuState

  var body: some View {
    Color.white
      .sideMenu(isPresented: Binding(get: { state.isMenuOpen }, set: { state.write($0) })) {
        ZStack(alignment: .topLeading) {
          Color.red
          Button("Home") {}
        }
      }
  }
}

/// The cover display in portrait, the `.sideMenu` screen shown in a UIKit navigation
/// controller whose bar holds a "Menu" button that toggles the menu (the app's source of truth).
@MainActor
private func mountInNavigation(direction: UIUserInterfaceLayoutDirection) -> (
  SimulatedDevice, SimulatedHostingController<DuoStripMenuApp>, DuoMenuState,
  UINavigationController, UIBarButtonItem
) {
  let device = SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS27_1, layoutDirection: direction)
  device.setPosture(.closed)
  device.runUntilIdle()
  let state = DuoMenuState()
  var navigation = UINavigationController()
  let host = device.mount(DuoStripMenuApp(state: state)) { root in
    navigation = UINavigationController(rootViewController: root)
    return navigation
  }
  let item = UIBarButtonItem(
    primaryAction: UIAction(title: "Menu") { _ in state.isMenuOpen.toggle() })
  host.controller.navigationItem.leftBarButtonItem = item
  device.runUntilIdle()
  return (device, host, state, navigation, item)
}

/// A point at the window's middle height.
@MainActor
private func point(_ device: SimulatedDevice, x: CGFloat) -> CGPoint {
  CGPoint(x: x, y: device.window.bounds.height / 2)
}

@MainActor
@Suite("SwiftUI on iPhone Duo: the vertical bar")
struct SwiftUIDuoVerticalBarScenarios {
  /// The menu opens beside the strip, the strip's Menu button stays tappable over the open
  /// menu (it closes it, as a toggle), a drag that starts on the strip is not the menu's and
  /// one that starts just beside it opens the menu (0.5 pt tolerance).
  @Test(arguments: duoDirections)
  func theMenuSlidesInBesideTheStrip(direction: UIUserInterfaceLayoutDirection) throws {
    let (device, host, state, navigation, item) = mountInNavigation(direction: direction)
    let width = device.window.bounds.width
    let fromLeft = direction == .leftToRight
    let strip = navigation.navigationBar.simulationFrameInWindow
    #expect(
      abs(strip.width - 60) <= 0.5 && abs(strip.minX - (fromLeft ? 0 : width - 60)) <= 0.5,
      "\(strip)")
    #expect(device.tap(item))
    #expect(device.runUntilIdle())
    #expect(state.isMenuOpen)
    let menu = try #require(host.menuFillFrame)
    if fromLeft {
      #expect(abs(menu.minX - 60) <= 0.5, "\(menu)")
    } else {
      #expect(abs(menu.maxX - (width - 60)) <= 0.5, "\(menu)")
    }
    #expect(device.tap(item), "the strip's button is reachable over the open menu")
    #expect(device.runUntilIdle())
    #expect(!state.isMenuOpen)
    // A drag that starts on the strip is not the menu's …
    _ = device.drag(
      from: point(device, x: fromLeft ? 30 : width - 30),
      to: point(device, x: fromLeft ? 230 : width - 230), duration: 0.2)
    #expect(device.runUntilIdle())
    #expect(!state.isMenuOpen)
    // … one starting just beside it is.
    _ = device.drag(
      from: point(device, x: fromLeft ? 66 : width - 66),
      to: point(device, x: fromLeft ? 366 : width - 366), duration: 0.2)
    #expect(device.runUntilIdle())
    #expect(state.isMenuOpen)
    #expect(state.writes == [true], "\(state.writes)")
  }
}

/// A UIKit navigation controller's view inside the SwiftUI content (where a `NavigationStack`
/// draws its UIKit bar on a device): its bar, in the strip, is under `.sideMenu`'s scrim and
/// menu in the stage.
struct DuoEmbeddedNavigation: UIViewRepresentable {
  let navigation: UINavigationController

  func makeUIView(context: Context) -> UIView { navigation.view }
  func updateUIView(_ view: UIView, context: Context) {}
}

/// A screen whose content holds the navigation controller's view, and a leading menu.
struct DuoEmbeddedStripApp: View {
  @ObservedObject var state: DuoMenuState
  let navigation: UINavigationController

  var body: some View {
    DuoEmbeddedNavigation(navigation: navigation)
      .sideMenu(isPresented: Binding(get: { state.isMenuOpen }, set: { state.write($0) })) {
        ZStack(alignment: .topLeading) {
          Color.red
          Button("Home") {}
        }
      }
  }
}

@MainActor
@Suite("SwiftUI on iPhone Duo: the vertical bar inside the content")
struct SwiftUIDuoEmbeddedStripScenarios {
  /// With the strip inside the content: the menu opens beside it, the scrim drawn over the
  /// content leaves it (undimmed), and a tap on its button reaches the button (not the scrim,
  /// which would close the menu) while the menu is open.
  @Test(arguments: duoDirections)
  func theScrimLeavesTheStripInTheContent(direction: UIUserInterfaceLayoutDirection) throws {
    let device = SimulatedDevice(
      model: .iPhoneDuo, osVersion: .iOS27_1, layoutDirection: direction)
    device.setPosture(.closed)
    device.runUntilIdle()
    let state = DuoMenuState()
    let screen = UIViewController()
    let navigation = UINavigationController(rootViewController: screen)
    var taps = 0
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Search") { _ in taps += 1 })
    screen.navigationItem.leftBarButtonItem = item
    let host = device.mount(DuoEmbeddedStripApp(state: state, navigation: navigation))
    #expect(device.runUntilIdle())
    let width = device.window.bounds.width
    let fromLeft = direction == .leftToRight
    let strip = navigation.navigationBar.simulationFrameInWindow
    #expect(
      abs(strip.width - 60) <= 0.5 && abs(strip.minX - (fromLeft ? 0 : width - 60)) <= 0.5,
      "\(strip)")
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    let menu = try #require(host.menuFillFrame)
    #expect(
      fromLeft ? abs(menu.minX - 60) <= 0.5 : abs(menu.maxX - (width - 60)) <= 0.5, "\(menu)")
    let scrims = host.renderedViews("Rectangle").filter {
      $0.simulationIsVisible && $0.simulationPresentedAlpha >= 0.01
    }
    #expect(!scrims.isEmpty, "the scrim is drawn")
    for scrim in scrims {
      let drawn = scrim.simulationPresentedFrameInWindow
      #expect(!drawn.intersects(strip.insetBy(dx: 0.5, dy: 0.5)), "\(drawn) dims \(strip)")
    }
    #expect(device.tap(item))
    #expect(device.runUntilIdle())
    #expect(taps == 1)
    #expect(state.isMenuOpen, "the tap was the strip's, not the scrim's")
  }
}
