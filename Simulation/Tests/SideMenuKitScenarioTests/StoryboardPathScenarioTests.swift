import SideMenuKit
import Testing
import UIKitSimulation
import os

/// The path SideMenu's users take into SideMenuKit (issue 33, item 3), set up as the migration
/// guide says: one presentation for the navigation controller (or a container, or an overlay),
/// a menu factory per edge, the menu segue of a storyboard, a configuration built anew.
@MainActor
final class StoryboardApp {
  let mode: Mode
  let device = SimulatedDevice()
  let content = RecordingViewController("content")
  let navigation: UINavigationController
  private(set) var presentation: SideMenuPresentation?
  private(set) var container: SideMenuController?
  private(set) var overlay: SideMenuOverlay?
  /// How many menus the app's factory made.
  private(set) var factoryMenusMade = 0

  /// The app's menu width, points: not the default, so a presentation made elsewhere shows.
  static let menuWidth: CGFloat = 200

  init(_ mode: Mode) {
    self.mode = mode
    navigation = UINavigationController(rootViewController: content)
    var configuration = SideMenuConfiguration()
    configuration.leading.width = .fixed(Double(Self.menuWidth))
    let factory: @MainActor () -> UIViewController = { [unowned self] in
      self.factoryMenusMade += 1
      return RecordingViewController("factory menu")
    }
    switch mode {
    case .modal:
      device.show(navigation)
      // The guide: "create one presentation for the navigation … controller that holds those
      // screens and add the gesture to its view".
      let presentation = SideMenuPresentation(
        presentingViewController: navigation, configuration: configuration)
      presentation.setMenu(for: .leading, factory)
      presentation.addEdgeGesture()
      self.presentation = presentation
    case .container:
      let container = SideMenuController(
        contentViewController: navigation, configuration: configuration)
      container.setMenu(for: .leading, factory)
      device.show(container)
      self.container = container
    case .overlay:
      device.show(navigation)
      let overlay = SideMenuOverlay(hostView: content.view, configuration: configuration)
      overlay.contentViewController = content
      overlay.setMenu(for: .leading, controller: factory)
      overlay.addEdgeGesture()
      self.overlay = overlay
    }
    device.runUntilIdle()
  }

  var host: any SideMenuHost {
    guard let host: any SideMenuHost = presentation ?? container ?? overlay else {
      preconditionFailure("an app always has a mode")
    }
    return host
  }

  var driver: SideMenuDriver { host.driver }

  /// Connects a storyboard segue of `kind` from `source` whose destination is made by
  /// `makeMenu`, and performs it as a storyboard does (`performSegue(withIdentifier:sender:)`).
  func performMenuSegue(
    from source: UIViewController,
    _ kind: @escaping @MainActor (String, UIViewController, UIViewController) -> UIStoryboardSegue =
      { SideMenuSegue(identifier: $0, source: $1, destination: $2) },
    menu makeMenu: @escaping @MainActor () -> UIViewController
  ) {
    source.simulationStoryboardSegues["menu"] = SimulationStoryboardSegue(
      segue: kind, destination: makeMenu)
    source.performSegue(withIdentifier: "menu", sender: nil)
    device.runUntilIdle()
  }

  /// A drag from the leading screen edge across most of the screen.
  func dragOpen() {
    device.drag(
      from: device.point(x: 3), to: device.point(x: Self.menuWidth + 60), duration: 0.35)
    device.runUntilIdle()
  }
}

@MainActor
@Suite(.serialized)
struct StoryboardPathScenarioTests {
  // MARK: The menu segue finds the app's side menu

  /// A segue from a screen pushed over the content uses the side menu the app set up — the
  /// presentation of the navigation controller, or the container around it — with its
  /// configuration and width, not a second, default one.
  @Test(arguments: [Mode.modal, .container])
  func aSegueFromAPushedScreenUsesTheAppsSideMenu(mode: Mode) throws {
    let app = StoryboardApp(mode)
    let detail = RecordingViewController("detail")
    app.navigation.pushViewController(detail, animated: false)
    app.device.runUntilIdle()
    weak var shown: UIViewController?
    app.performMenuSegue(from: detail) {
      let menu = RecordingViewController("segue menu")
      shown = menu
      return menu
    }
    let menu = try #require(shown)
    #expect(app.driver.isOpen, "the app's side menu did not open")
    #expect(app.host.menuViewController === menu)
    if mode == .container { #expect(menu.parent === app.container) }
    #expect(
      near(menu.view.simulationPresentedFrameInWindow.width, StoryboardApp.menuWidth),
      "width \(menu.view.simulationPresentedFrameInWindow.width)")
    #expect(detail.sideMenuHost?.driver === app.driver)
  }

  // MARK: A segue's menu is the segue's, once

  /// The segue's menu is released after it closes, as a factory's menu is, and the next edge
  /// drag opens the app's own menu from its factory: the segue never replaced it.
  @Test(arguments: Mode.allCases)
  func aSeguesMenuIsReleasedAfterClosingAndTheFactoryBuildsTheNext(mode: Mode) throws {
    let app = StoryboardApp(mode)
    weak var shown: UIViewController?
    app.performMenuSegue(from: app.content) {
      let menu = RecordingViewController("segue menu")
      shown = menu
      return menu
    }
    #expect(shown != nil)
    #expect(app.driver.isOpen, "the segue did not open the \(mode) menu")
    #expect(app.host.menuViewController === shown)
    app.host.close()
    app.device.runUntilIdle()
    #expect(!app.driver.isOpen)
    #expect(shown == nil, "the segue's menu was kept after it closed")
    #expect(app.factoryMenusMade == 0)
    app.dragOpen()
    #expect(app.driver.isOpen, "the edge drag did not open the app's menu")
    let next = try #require(app.host.menuViewController as? RecordingViewController)
    #expect(next.name == "factory menu", "the segue replaced the app's factory")
    #expect(app.factoryMenusMade == 1)
  }

  /// A container that keeps its menus (`releasesMenuAfterClosing = false`) keeps the app's,
  /// not the segue's: that one is still released after it closes.
  @Test func aContainerThatKeepsItsMenusReleasesTheSeguesMenu() throws {
    let app = StoryboardApp(.container)
    let container = try #require(app.container)
    container.releasesMenuAfterClosing = false
    weak var shown: UIViewController?
    app.performMenuSegue(from: app.content) {
      let menu = RecordingViewController("segue menu")
      shown = menu
      return menu
    }
    #expect(container.menuViewController === shown)
    container.close()
    app.device.runUntilIdle()
    #expect(shown == nil, "the container kept the segue's menu")
    app.dragOpen()
    #expect((container.menuViewController as? RecordingViewController)?.name == "factory menu")
  }

  /// A segue whose opening UIKit refuses (the navigation controller already presents a
  /// sheet) leaves nothing behind: its menu is let go, and once the sheet is gone the edge
  /// drag opens the app's menu.
  @Test func aRefusedSegueLeavesTheAppsMenuInPlace() {
    let app = StoryboardApp(.modal)
    app.navigation.present(RecordingViewController("sheet"), animated: false)
    app.device.runUntilIdle()
    weak var shown: UIViewController?
    app.performMenuSegue(from: app.content) {
      let menu = RecordingViewController("segue menu")
      shown = menu
      return menu
    }
    #expect(!app.driver.isOpen)
    #expect(shown == nil, "the refused segue's menu is still held")
    app.navigation.dismiss(animated: false)
    app.device.runUntilIdle()
    app.dragOpen()
    #expect(app.driver.isOpen)
    #expect((app.host.menuViewController as? RecordingViewController)?.name == "factory menu")
  }

  /// A trailing segue in an app whose trailing edge has no menu opens it for that menu only:
  /// once it has closed, the trailing edge takes no drag (nothing would show there).
  @Test(arguments: Mode.allCases)
  func aTrailingSegueLeavesAnEdgeWithoutAMenuAsItWas(mode: Mode) {
    let app = StoryboardApp(mode)
    #expect(!app.driver.isEnabled(.trailing))
    app.performMenuSegue(
      from: app.content, { SideMenuTrailingSegue(identifier: $0, source: $1, destination: $2) }
    ) { RecordingViewController("segue menu") }
    #expect(app.driver.visibleEdge == .trailing)
    app.host.close()
    app.device.runUntilIdle()
    #expect(!app.driver.isEnabled(.trailing))
    #expect(!app.driver.configuration.trailing.isEnabled)
  }

  /// Review finding (issue 33): a configuration assigned while a segue's menu is shown on an
  /// edge the app gave no menu — one made anew, whose trailing edge is off — must not take the
  /// edge from that menu: the edge is the segue's until the menu has gone, and the app's switch
  /// applies after it. Break caught: `applySwitches` treating the segue's edge as the app's
  /// (the menu closes as the configuration is assigned).
  ///
  /// Every mode: a trailing segue opens its menu; the app assigns `SideMenuConfiguration()`
  /// (width changed): the menu stays open and the edge works; once closed, the trailing edge
  /// is off, as it was and as assigned.
  @Test(arguments: Mode.allCases)
  func aConfigurationAssignedWhileASeguesMenuIsShownLeavesItOpen(mode: Mode) {
    let app = StoryboardApp(mode)
    app.performMenuSegue(
      from: app.content, { SideMenuTrailingSegue(identifier: $0, source: $1, destination: $2) }
    ) { RecordingViewController("segue menu") }
    #expect(app.driver.visibleEdge == .trailing)
    var configuration = SideMenuConfiguration()
    configuration.leading.width = .fixed(Double(StoryboardApp.menuWidth))
    app.driver.configuration = configuration
    app.device.runUntilIdle()
    #expect(app.driver.isOpen)
    #expect(app.driver.visibleEdge == .trailing)
    #expect(app.driver.isEnabled(.trailing))
    app.host.close()
    app.device.runUntilIdle()
    #expect(app.driver.visibleEdge == nil)
    #expect(!app.driver.isEnabled(.trailing))
    #expect(!app.driver.configuration.trailing.isEnabled)
  }

  // MARK: The navigation bar's drag (the migration guide's `addPanGestureToPresent` row)

  /// SideMenu's example adds a pan to present on the navigation bar; here that is
  /// `addEdgeGesture(to: navigationBar, opensFromAnywhere: true)`. On a pushed screen on
  /// iOS 26 a leading-to-trailing drag there is UIKit's full-width back swipe, which pops; on
  /// iOS 15–18 (no such swipe) and on the root screen the menu opens.
  @Test(arguments: [SimulatedDevice.OSVersion.iOS18, .iOS26], [false, true])
  func aDragOnTheNavigationBar(os: SimulatedDevice.OSVersion, pushed: Bool) {
    let device = SimulatedDevice(osVersion: os)
    let content = RecordingViewController("content")
    let navigation = UINavigationController(rootViewController: content)
    device.show(navigation)
    let presentation = SideMenuPresentation(presentingViewController: navigation)
    presentation.setMenu(for: .leading) { RecordingViewController("menu") }
    presentation.addEdgeGesture(to: navigation.navigationBar, opensFromAnywhere: true)
    if pushed {
      navigation.pushViewController(RecordingViewController("detail"), animated: false)
    }
    device.runUntilIdle()
    let bar = navigation.navigationBar.simulationFrameInWindow
    #expect(bar.height > 0)
    device.drag(
      from: CGPoint(x: 120, y: bar.midY), to: CGPoint(x: 360, y: bar.midY), duration: 0.3)
    device.runUntilIdle()
    if pushed, os == .iOS26 {
      #expect(navigation.viewControllers.count == 1, "the back swipe did not pop")
      #expect(!presentation.driver.isOpen)
    } else {
      #expect(presentation.driver.isOpen)
      #expect(navigation.viewControllers.count == (pushed ? 2 : 1))
    }
  }

  // MARK: A configuration assigned anew

  /// SideMenuKit's diagnostics and hints logged since `before` entries.
  private func logged(since before: Int) -> [SimulatedLog.Entry] {
    SimulatedLog.entries.dropFirst(before).filter { $0.subsystem == SideMenuLog.subsystem }
  }

  /// Assigning a configuration made fresh (`SideMenuConfiguration()`, whose trailing edge is
  /// off) switches off a trailing edge that has a menu — the value assigned is the value in
  /// force — and says so in the log, naming the edge and how to keep it.
  @Test(arguments: Mode.allCases)
  func assigningAFreshConfigurationSaysWhatItSwitchedOff(mode: Mode) {
    let harness = Harness(mode, edges: [.leading, .trailing])
    #expect(harness.driver.isEnabled(.trailing))
    let before = SimulatedLog.entries.count
    var configuration = SideMenuConfiguration()
    configuration.leading.width = .fixed(200)
    harness.driver.configuration = configuration
    #expect(!harness.driver.isEnabled(.trailing))
    let entries = logged(since: before)
    #expect(
      entries.contains {
        $0.message.contains("trailing") && $0.message.contains("switched off")
          && $0.message.contains("driver.configuration")
      }, "\(entries.map(\.message))")
    // Said at the debug level: a deliberate switch is correct use (see `SideMenuLog`).
    #expect(entries.allSatisfy { $0.level == .debug }, "\(entries.map(\.message))")
    // What the log says keeps it: the configuration in force, changed.
    harness.driver.configuration.trailing.isEnabled = true
    var kept = harness.driver.configuration
    kept.leading.width = .fixed(220)
    harness.driver.configuration = kept
    #expect(harness.driver.isEnabled(.trailing))
    harness.open(.trailing)
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == .trailing)
  }

  /// A switch the app flips itself says nothing more than the value: no entry for an edge
  /// without a menu, none for an edge switched on.
  @Test func switchingAnEdgeWithoutAMenuOffLogsNothing() {
    let harness = Harness(.modal, edges: [.leading])
    let before = SimulatedLog.entries.count
    harness.driver.configuration = SideMenuConfiguration()
    #expect(logged(since: before).isEmpty)
  }

  /// The one-call API (`presentSideMenu(configuration:)`, `addSideMenuEdgeGesture(configuration:)`)
  /// passes a configuration for look and motion: the menus the controller's presentation has
  /// keep their edges, as the app did not ask to switch them.
  @Test func aConfigurationPassedToTheOneCallAPIKeepsTheEdgesThatHaveMenus() {
    let device = SimulatedDevice()
    let content = RecordingViewController("content")
    device.show(UINavigationController(rootViewController: content))
    _ = content.addSideMenuEdgeGesture(edge: .leading) { RecordingViewController("leading") }
    let presentation = content.addSideMenuEdgeGesture(edge: .trailing) {
      RecordingViewController("trailing")
    }
    var configuration = SideMenuConfiguration()
    configuration.leading.width = .fixed(200)
    content.presentSideMenu(
      RecordingViewController("once"), edge: .leading, configuration: configuration)
    device.runUntilIdle()
    #expect(presentation.driver.isOpen)
    #expect(presentation.driver.isEnabled(.trailing), "the trailing menu was switched off")
    presentation.close()
    device.runUntilIdle()
    presentation.open(.trailing)
    device.runUntilIdle()
    #expect(presentation.driver.visibleEdge == .trailing)
    #expect((presentation.menuViewController as? RecordingViewController)?.name == "trailing")
  }

  // MARK: The overlay finds its controller

  /// An overlay on a controller's view (or a view inside it) finds that controller through the
  /// responder chain, as UIKit defines it for views: a controller menu opens as its child
  /// without `contentViewController` set by hand, and screens find the overlay.
  @Test(arguments: [false, true])
  func anOverlayFindsTheControllerOfItsHostView(onSubview: Bool) throws {
    let device = SimulatedDevice()
    let content = RecordingViewController("content")
    device.show(UINavigationController(rootViewController: content))
    let hostView: UIView
    if onSubview {
      hostView = UIView(frame: content.view.bounds)
      content.view.addSubview(hostView)
    } else {
      hostView = content.view
    }
    let overlay = SideMenuOverlay(hostView: hostView)
    weak var made: UIViewController?
    overlay.setMenu(
      for: .leading,
      controller: {
        let menu = RecordingViewController("menu")
        made = menu
        return menu
      })
    #expect(overlay.contentViewController === content)
    #expect(content.sideMenuHost?.driver === overlay.driver)
    overlay.open(.leading)
    device.runUntilIdle()
    #expect(overlay.driver.isOpen)
    let menu = try #require(made)
    #expect(menu.parent === content)
    #expect(menu.view.simulationIsVisible)
  }

  /// An overlay made on a view before the view is in a controller finds the controller when
  /// the menu opens.
  @Test func anOverlayMadeBeforeItsViewIsPlacedFindsTheControllerWhenItOpens() {
    let device = SimulatedDevice()
    let content = RecordingViewController("content")
    let hostView = UIView()
    let overlay = SideMenuOverlay(hostView: hostView)
    overlay.setMenu(for: .leading, controller: { RecordingViewController("menu") })
    #expect(overlay.contentViewController == nil)
    device.show(UINavigationController(rootViewController: content))
    hostView.frame = content.view.bounds
    content.view.addSubview(hostView)
    device.runUntilIdle()
    // Found once the view is laid out in its controller: screens find the overlay before it
    // first opens.
    #expect(overlay.contentViewController === content)
    #expect(content.sideMenuHost?.driver === overlay.driver)
    overlay.open(.leading)
    device.runUntilIdle()
    #expect(overlay.driver.isOpen)
    #expect(overlay.menuViewController?.parent === content)
  }
}
