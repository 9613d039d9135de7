import SideMenuKit
import Testing
import UIKitSimulation

/// A screen with a side menu in one of the three modes, pushed (or not) on a navigation
/// controller, on a device running a given iOS: what the back swipes and the menu's drags do
/// there. The overlay is hosted by the screen on top (an app puts an overlay on the screen it
/// shows), the modal and container menus belong to the navigation root as in `Harness`.
@MainActor
final class NavigationScreen {
  let device: SimulatedDevice
  let navigation: UINavigationController
  let top: RecordingViewController
  let driver: SideMenuDriver
  /// What the driver told its delegate.
  let events = RecordingDelegate()
  private var harness: Harness?
  private var overlay: SideMenuOverlay?

  init(
    _ mode: Mode, os: SimulatedDevice.OSVersion, pushed: Bool = true,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    edges: [SideMenuEdge] = [.leading],
    configure: (inout SideMenuConfiguration) -> Void = { _ in },
    prepare: (RecordingViewController) -> Void = { _ in }
  ) {
    let device = SimulatedDevice(osVersion: os, layoutDirection: layoutDirection)
    self.device = device
    let top = RecordingViewController(pushed ? "pushed" : "content")
    self.top = top
    switch mode {
    case .modal, .container:
      let harness = Harness(mode, device: device, edges: edges, configure: configure)
      navigation = harness.navigation
      driver = harness.driver
      self.harness = harness
      if pushed {
        prepare(top)
        navigation.pushViewController(top, animated: false)
      } else {
        prepare(harness.content)
      }
    case .overlay:
      let root = RecordingViewController("content")
      navigation = UINavigationController(rootViewController: root)
      device.show(navigation)
      let screen = pushed ? top : root
      prepare(screen)
      if pushed { navigation.pushViewController(top, animated: false) }
      device.runUntilIdle()
      var configuration = SideMenuConfiguration.standard
      configure(&configuration)
      let overlay = SideMenuOverlay(hostView: screen.view, configuration: configuration)
      overlay.contentViewController = screen
      for edge in edges {
        overlay.setMenu(for: edge) {
          let menu = UIView()
          menu.accessibilityIdentifier = "menu \(edge)"
          return menu
        }
      }
      overlay.addEdgeGesture()
      driver = overlay.driver
      self.overlay = overlay
    }
    driver.delegate = events
    device.runUntilIdle()
  }

  /// Whether the menu began opening at any time.
  var beganOpening: Bool { events.events.contains { $0.hasPrefix("willOpen") } }

  var isPopped: Bool { navigation.viewControllers.count == 1 && top.parent == nil }

  /// A horizontal drag at the screen's vertical middle from `startX` to `endX`, then settling.
  func drag(from startX: CGFloat, to endX: CGFloat) {
    device.drag(from: device.point(x: startX), to: device.point(x: endX), duration: 0.3)
    device.runUntilIdle()
  }
}

/// iOS 26's full-width back swipe against the menu's drags, and the edge back swipe on every
/// iOS: a drag on a pushed screen does exactly one thing — pops (UIKit's), or moves the menu
/// where the app asked for that and UIKit's back swipe does not take it — never both, never
/// neither. On iOS 15–18 there is no full-width back swipe and nothing changes.
@MainActor
@Suite(.serialized)
struct BackSwipeScenarioTests {
  nonisolated static let versions: [SimulatedDevice.OSVersion] = [.iOS18, .iOS26]

  // iOS 26: the content back swipe takes a leading-to-trailing pan anywhere on a pushed screen,
  // so a menu that opens from anywhere must leave it that pan (iOS 18: no such swipe, the menu
  // opens as before).
  @Test(arguments: Mode.allCases, versions)
  func aPanAcrossAPushedScreenDoesExactlyOneThing(mode: Mode, os: SimulatedDevice.OSVersion) {
    let screen = NavigationScreen(mode, os: os) { $0.gestures.isContentPanToOpenEnabled = true }
    screen.drag(from: 150, to: 390)
    #expect(screen.driver.isOpen != screen.isPopped, "exactly one of pop and open")
    if os == .iOS26 {
      #expect(screen.isPopped, "UIKit's content back swipe pops")
      #expect(!screen.driver.isOpen, "the menu opened too: one pan did two things")
      #expect(!screen.beganOpening, "the menu began opening as the screen popped")
    } else {
      #expect(screen.driver.isOpen)
      #expect(!screen.isPopped)
    }
  }

  // On the navigation root there is nothing to pop: a menu that opens from anywhere opens.
  @Test(arguments: Mode.allCases, versions)
  func aPanAcrossTheRootOpensAMenuThatOpensFromAnywhere(
    mode: Mode, os: SimulatedDevice.OSVersion
  ) {
    let screen = NavigationScreen(mode, os: os, pushed: false) {
      $0.gestures.isContentPanToOpenEnabled = true
    }
    screen.drag(from: 150, to: 390)
    #expect(screen.driver.isOpen)
    #expect(screen.navigation.viewControllers.count == 1)
  }

  // The leading edge of a pushed screen belongs to the edge back swipe (the menu yields to it
  // by default).
  @Test(arguments: Mode.allCases, versions)
  func theLeadingEdgeOfAPushedScreenPops(mode: Mode, os: SimulatedDevice.OSVersion) {
    let screen = NavigationScreen(mode, os: os)
    screen.drag(from: 3, to: 300)
    #expect(screen.isPopped)
    #expect(!screen.driver.isOpen)
    #expect(!screen.beganOpening)
  }

  // In right-to-left the leading edge is the right one, for the back swipe and the menu alike.
  @Test(arguments: Mode.allCases, versions)
  func inRightToLeftTheRightEdgeOfAPushedScreenPops(mode: Mode, os: SimulatedDevice.OSVersion) {
    let screen = NavigationScreen(mode, os: os, layoutDirection: .rightToLeft)
    screen.drag(from: screen.device.width - 3, to: 90)
    #expect(screen.isPopped)
    #expect(!screen.driver.isOpen)
    #expect(!screen.beganOpening)
  }

  // When UIKit's own delegate refuses the back swipe (here: the navigation bar is hidden,
  // long-known device behaviour), the leading edge must open the menu rather than do nothing.
  @Test(arguments: Mode.allCases, versions)
  func theLeadingEdgeOpensWhenUIKitRefusesTheBackSwipe(
    mode: Mode, os: SimulatedDevice.OSVersion
  ) {
    let screen = NavigationScreen(mode, os: os)
    screen.navigation.isNavigationBarHidden = true
    screen.drag(from: 3, to: 300)
    #expect(!screen.isPopped)
    #expect(
      screen.driver.isOpen, "the leading edge is dead: UIKit refused the back swipe and so did we")
  }

  // An app that asks the menu not to yield to the back swipe gets the menu from the leading
  // edge — and only the menu.
  @Test(arguments: Mode.allCases, versions)
  func aMenuThatDoesNotYieldTakesTheLeadingEdgeAlone(mode: Mode, os: SimulatedDevice.OSVersion) {
    let screen = NavigationScreen(mode, os: os) { $0.gestures.yieldsToBackGesture = false }
    screen.drag(from: 3, to: 300)
    #expect(screen.driver.isOpen)
    #expect(!screen.isPopped, "the screen popped under the opening menu")
  }

  // An open trailing menu closes with a drag toward the trailing side, the back swipes'
  // direction: it closes, and the screen stays.
  @Test(arguments: Mode.allCases, versions)
  func closingATrailingMenuTowardTheTrailingSideDoesNotPop(
    mode: Mode, os: SimulatedDevice.OSVersion
  ) {
    let screen = NavigationScreen(mode, os: os, edges: [.trailing])
    screen.driver.open(.trailing, animated: false)
    screen.device.runUntilIdle()
    #expect(screen.driver.isOpen)
    screen.drag(from: 20, to: 380)
    #expect(!screen.driver.isOpen)
    #expect(!screen.isPopped, "the drag that closed the menu popped the screen too")
  }

  // A menu with its own navigation stack (`.pushInMenu` sub-menus): its back swipes pop the
  // sub-menu while the menu stays open — the menu's drag does not take them from it.
  @Test(arguments: Mode.allCases, versions)
  func theMenusOwnBackSwipePopsItsSubMenu(mode: Mode, os: SimulatedDevice.OSVersion) {
    let device = SimulatedDevice(osVersion: os)
    let content = RecordingViewController("content")
    let navigation = UINavigationController(rootViewController: content)
    let menu = UINavigationController(rootViewController: RecordingViewController("menu"))
    let driver: SideMenuDriver
    var keep: AnyObject?
    switch mode {
    case .modal:
      device.show(navigation)
      let presentation = SideMenuPresentation(presentingViewController: content)
      presentation.setMenu(menu, for: .leading)
      presentation.addEdgeGesture()
      driver = presentation.driver
      keep = presentation
    case .container:
      let container = SideMenuController(contentViewController: navigation)
      container.setMenu(menu, for: .leading)
      device.show(container)
      driver = container.driver
    case .overlay:
      device.show(navigation)
      let overlay = SideMenuOverlay(hostView: content.view)
      overlay.contentViewController = content
      overlay.setMenu(for: .leading) { menu }
      overlay.addEdgeGesture()
      driver = overlay.driver
      keep = overlay
    }
    driver.open(.leading, animated: false)
    device.runUntilIdle()
    menu.pushViewController(RecordingViewController("sub-menu"), animated: false)
    device.runUntilIdle()
    #expect(driver.isOpen)
    device.drag(from: device.point(x: 3), to: device.point(x: 250), duration: 0.3)
    device.runUntilIdle()
    #expect(menu.viewControllers.count == 1, "the menu's back swipe did not pop its sub-menu")
    #expect(driver.isOpen)
    _ = keep
  }
}
