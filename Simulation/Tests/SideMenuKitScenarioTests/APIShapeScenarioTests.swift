import SideMenuKit
import Testing
import UIKitSimulation
import os

/// A controller that conforms to `SideMenuDelegate` and records what it hears: nothing wires it.
@MainActor
final class ListeningViewController: UIViewController, SideMenuDelegate {
  /// Where it writes what it hears: outlives a menu the mode releases after closing.
  final class Record { var events: [String] = [] }
  let record: Record
  var events: [String] {
    get { record.events }
    set { record.events = newValue }
  }
  init(record: Record = Record()) {
    self.record = record
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  func sideMenu(_ driver: SideMenuDriver, willOpen edge: SideMenuEdge) {
    events.append("willOpen")
  }
  func sideMenu(_ driver: SideMenuDriver, didOpen edge: SideMenuEdge) {
    events.append("didOpen")
  }
  func sideMenu(_ driver: SideMenuDriver, willClose edge: SideMenuEdge) {
    events.append("willClose")
  }
  func sideMenu(_ driver: SideMenuDriver, didClose edge: SideMenuEdge) {
    events.append("didClose")
  }
}

/// A container subclass that is its own delegate, as an app's root controller often is.
@MainActor
final class ListeningContainer: SideMenuController, SideMenuDelegate {
  var events: [String] = []
  func sideMenu(_ driver: SideMenuDriver, willOpen edge: SideMenuEdge) {
    events.append("willOpen")
  }
  func sideMenu(_ driver: SideMenuDriver, didClose edge: SideMenuEdge) {
    events.append("didClose")
  }
}

/// One screen in one mode, set up as an adopter writes it after the README, with no delegate.
@MainActor
private struct Setup {
  let device = SimulatedDevice()
  let host: any SideMenuHost
  let content: UIViewController
  /// Keeps the host alive (the presentation and overlay are plain objects).
  let owner: AnyObject

  init(
    _ mode: Mode, content: UIViewController = UIViewController(),
    makeContainer: (UIViewController) -> SideMenuController = {
      SideMenuController(contentViewController: $0)
    },
    menu: @escaping @MainActor () -> UIViewController
  ) {
    self.content = content
    let navigation = UINavigationController(rootViewController: content)
    switch mode {
    case .modal:
      device.show(navigation)
      let presentation = SideMenuPresentation(presentingViewController: content)
      presentation.setMenu(for: .leading, menu)
      host = presentation
      owner = presentation
    case .container:
      let sideMenu = makeContainer(navigation)
      sideMenu.setMenu(for: .leading, menu)
      device.show(sideMenu)
      host = sideMenu
      owner = sideMenu
    case .overlay:
      device.show(navigation)
      let overlay = SideMenuOverlay(hostView: content.view)
      overlay.contentViewController = content
      overlay.setMenu(for: .leading, controller: menu)
      host = overlay
      owner = overlay
    }
  }

  func openAndClose() {
    host.open(.leading, animated: true)
    device.runUntilIdle()
    host.close(animated: true)
    device.runUntilIdle()
  }
}

/// A screen a menu's row shows.
private final class SettingsScreen: UIViewController {}

@MainActor
@Suite struct APIShapeScenarioTests {
  /// A menu controller that conforms to `SideMenuDelegate` hears every event with no
  /// `driver.delegate = self` — also `didClose`, when the mode releases the menu at the end of
  /// the closing (the container and overlay by default).
  @Test(arguments: Mode.allCases)
  func conformingMenuReceivesEventsWithoutWiring(_ mode: Mode) {
    let record = ListeningViewController.Record()
    weak var made: ListeningViewController?
    let setup = Setup(mode) {
      let menu = ListeningViewController(record: record)
      made = menu
      return menu
    }
    setup.openAndClose()
    #expect(record.events == ["willOpen", "didOpen", "willClose", "didClose"])
    if mode != .modal { #expect(made == nil, "the released menu is gone") }
    _ = setup.owner
  }

  /// The same with the menu kept alive by the test, so its record survives the release.
  @Test(arguments: Mode.allCases)
  func keptConformingMenuHearsTheWholeSequence(_ mode: Mode) {
    let menu = ListeningViewController()
    let setup = Setup(mode) { menu }
    setup.openAndClose()
    #expect(menu.events == ["willOpen", "didOpen", "willClose", "didClose"])
    _ = setup.owner
  }

  /// The host's own controller — the presenting screen, the overlay's content controller, a
  /// container subclass — hears the events when it conforms; an explicit delegate replaces both.
  @Test(arguments: Mode.allCases)
  func conformingHostControllerReceivesEvents(_ mode: Mode) {
    let content = ListeningViewController()
    var container: ListeningContainer?
    let setup = Setup(
      mode, content: content,
      makeContainer: {
        let made = ListeningContainer(contentViewController: $0)
        container = made
        return made
      }
    ) { UIViewController() }
    setup.openAndClose()
    if let container {
      #expect(container.events == ["willOpen", "didClose"])
    } else {
      #expect(content.events == ["willOpen", "didOpen", "willClose", "didClose"])
    }
    let explicit = RecordingDelegate()
    setup.host.driver.delegate = explicit
    content.events = []
    container?.events = []
    setup.openAndClose()
    #expect(
      explicit.events == [
        "willOpen leading", "didOpen leading", "willClose leading", "didClose leading",
      ])
    #expect(content.events.isEmpty)
    #expect(container?.events.isEmpty ?? true)
  }

  /// Events with no one listening get one hint, at the debug level of os.Logger (subsystem
  /// "SideMenuKit"), and nothing reaches the app's hook: listening to nothing is correct use, so
  /// a test that fails on every hook entry is not tripped by it; nothing is printed.
  @Test(arguments: Mode.allCases)
  func eventsWithNoListenerGetOneDebugHint(_ mode: Mode) {
    let before = SimulatedLog.entries.count
    var entries: [SideMenuLogEntry] = []
    SideMenuLog.handler = { entries.append($0) }
    defer { SideMenuLog.handler = nil }
    let setup = Setup(mode) { UIViewController() }
    setup.openAndClose()
    setup.openAndClose()
    #expect(entries.isEmpty)
    let logged = SimulatedLog.entries.dropFirst(before).filter {
      $0.message.contains("no one listens")
    }
    #expect(logged.count == 1)
    #expect(logged.first?.subsystem == "SideMenuKit")
    #expect(logged.first?.category == "diagnostics")
    #expect(logged.first?.level == .debug)
  }

  /// Menu code reads and writes the appearance and configuration through `sideMenuHost`,
  /// whatever the mode, without casting to the mode's type.
  @Test(arguments: Mode.allCases)
  func hostExposesConfigurationAndAppearance(_ mode: Mode) {
    let menu = UIViewController()
    let setup = Setup(mode) { menu }
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    guard let host = menu.sideMenuHost else {
      Issue.record("the menu finds no host")
      return
    }
    #expect(host.appearance.scrimAccessibilityLabel == SideMenuStrings.closeMenu)
    host.appearance.scrimAccessibilityLabel = "Back to the inbox"
    #expect(setup.host.appearance.scrimAccessibilityLabel == "Back to the inbox")
    #expect(host.configuration == setup.host.driver.configuration)
    host.configuration.gestures.isEdgePanEnabled = false
    #expect(setup.host.driver.configuration.gestures.isEdgePanEnabled == false)
    #expect(setup.host.driver.isOpen)
  }

  /// The README's line for a row chosen in the menu, through `sideMenuHost` with a push style
  /// and no `animated:` (as the concrete modes take it): the screen is pushed onto the
  /// content's navigation stack, animated as UIKit's `show(_:sender:)` would be, and the menu
  /// closes.
  @Test(arguments: Mode.allCases)
  func hostShowsAScreenWithAPushStyleAnimated(_ mode: Mode) {
    let menu = UIViewController()
    let setup = Setup(mode) { menu }
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    // Its own class: `.popToExistingOrPush` finds an existing screen by class.
    let settings = SettingsScreen()
    let shown = menu.sideMenuHost?.show(settings, pushStyle: .popToExistingOrPush)
    #expect(shown == true)
    #expect(setup.content.navigationController?.topViewController === settings)
    let pushedAnimated = setup.content.navigationController?.transitionCoordinator?.isAnimated
    setup.device.runUntilIdle()
    #expect(pushedAnimated == true)
    #expect(settings.view.simulationIsVisible)
    #expect(!setup.host.driver.isOpen)
  }

  /// The width read back before the first opening — for this screen and for the other
  /// orientation — is the width the menu then gets on screen.
  @Test(arguments: Mode.allCases)
  func resolvedMenuWidthIsTheWidthOnScreen(_ mode: Mode) {
    let menu = UIViewController()
    let setup = Setup(mode) { menu }
    var configuration = setup.host.configuration
    configuration.leading.width = .fixed(280)
    setup.host.configuration = configuration
    let window = setup.device.window
    let portrait = setup.host.resolvedMenuWidth(
      for: .leading, in: window.bounds.size, safeAreaInsets: window.safeAreaInsets)
    let landscapeSize = CGSize(width: window.bounds.height, height: window.bounds.width)
    let landscapeInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    let landscape = setup.host.resolvedMenuWidth(
      for: .leading, in: landscapeSize, safeAreaInsets: landscapeInsets)
    #expect(near(landscape, 327))
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    #expect(near(menu.view.simulationFrameInWindow.width, portrait))
    #expect(near(portrait, min(280, window.bounds.width - 64)))
  }

  /// The menu button's label is the package's localized text, like the other VoiceOver texts.
  @Test(arguments: Mode.allCases)
  func toggleButtonLabelIsLocalized(_ mode: Mode) {
    let setup = Setup(mode) { UIViewController() }
    let item = setup.host.makeToggleBarButtonItem()
    #expect(item.accessibilityLabel == SideMenuStrings.menuButton)
    #expect(SideMenuStrings.menuButton == "Menu")
  }
}

/// One rule for an app's presentations over an open menu, in every mode: presenting through the
/// host (`sideMenuHost.present`, which for the container is the container's own `present`)
/// closes the menu first while `dismissesWhenPresentingFromMenu` is on (the default) and presents
/// once it has gone; presenting from any other controller leaves the menu as it is.
@MainActor
@Suite struct PresentationRuleScenarioTests {
  @Test(arguments: Mode.allCases)
  func presentingThroughTheHostClosesTheMenuFirst(_ mode: Mode) {
    let menu = UIViewController()
    let setup = Setup(mode) { menu }
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    let sheet = UIViewController()
    menu.sideMenuHost?.present(sheet, animated: true, completion: nil)
    setup.device.runUntilIdle()
    #expect(!setup.host.driver.isOpen)
    #expect(sheet.presentingViewController != nil)
    #expect(sheet.view.simulationIsVisible)
  }

  @Test(arguments: Mode.allCases)
  func presentingThroughTheHostKeepsTheMenuWhenConfiguredTo(_ mode: Mode) {
    let menu = UIViewController()
    let setup = Setup(mode) { menu }
    setup.host.configuration.dismissesWhenPresentingFromMenu = false
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    let sheet = UIViewController()
    setup.host.present(sheet, animated: true, completion: nil)
    setup.device.runUntilIdle()
    #expect(setup.host.driver.isOpen)
    #expect(sheet.presentingViewController != nil)
  }

  /// The content's own screen presenting (a timer, a push notification) while the menu is open:
  /// the menu stays. (In the modal mode the content already presents the menu, so UIKit refuses
  /// a second presentation from it; the menu stays there too.)
  @Test(arguments: Mode.allCases)
  func anAppsOwnPresentationLeavesTheMenu(_ mode: Mode) {
    let content = UIViewController()
    let setup = Setup(mode, content: content) { UIViewController() }
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    let sheet = UIViewController()
    content.present(sheet, animated: true)
    setup.device.runUntilIdle()
    #expect(setup.host.driver.isOpen)
    if mode != .modal { #expect(sheet.presentingViewController != nil) }
  }
}

/// A storyboard menu whose rows have segues into the content, as Interface Builder draws them.
@MainActor
final class StoryboardMenuViewController: UIViewController {
  var prepared: [String] = []
  var onPrepare: (UIStoryboardSegue) -> Void = { _ in }
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append("\(segue.identifier ?? "-") \(type(of: segue))")
    onPrepare(segue)
  }
}

/// Storyboard segues from the menu into the content, performed as a storyboard does
/// (`prepare(for:sender:)` first), in every mode.
@MainActor
@Suite struct ContentSegueScenarioTests {
  final class Inbox: UIViewController {}
  final class Settings: UIViewController {}

  private func makeMenu() -> StoryboardMenuViewController {
    let menu = StoryboardMenuViewController()
    menu.simulationStoryboardSegues = [
      "inbox": SimulationStoryboardSegue(
        segue: { SideMenuShowSegue(identifier: $0, source: $1, destination: $2) },
        destination: { Inbox() }),
      "home": SimulationStoryboardSegue(
        segue: { SideMenuReplaceStackSegue(identifier: $0, source: $1, destination: $2) },
        destination: { Inbox() }),
      "settings": SimulationStoryboardSegue(
        segue: { SideMenuPresentSegue(identifier: $0, source: $1, destination: $2) },
        destination: { Settings() }),
    ]
    return menu
  }

  @Test(arguments: Mode.allCases)
  func aShowSegueFromTheMenuPushesInTheContentAndClosesTheMenu(_ mode: Mode) throws {
    let menu = makeMenu()
    let content = UIViewController()
    let setup = Setup(mode, content: content) { menu }
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    menu.simulationTriggerSegue(withIdentifier: "inbox", sender: nil)
    setup.device.runUntilIdle()
    #expect(menu.prepared == ["inbox SideMenuShowSegue"])
    let navigation = try #require(content.navigationController)
    #expect(navigation.topViewController is Inbox)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.view.simulationIsVisible == true)
    #expect(!setup.host.driver.isOpen)
  }

  @Test(arguments: Mode.allCases)
  func prepareChoosesThePushStyle(_ mode: Mode) throws {
    let menu = makeMenu()
    menu.onPrepare = { ($0 as? SideMenuShowSegue)?.pushStyle = .popToExistingOrPush }
    let content = UIViewController()
    let setup = Setup(mode, content: content) { menu }
    let navigation = try #require(content.navigationController)
    for _ in 0..<2 {
      setup.host.open(.leading, animated: false)
      setup.device.runUntilIdle()
      menu.simulationTriggerSegue(withIdentifier: "inbox", sender: nil)
      setup.device.runUntilIdle()
    }
    #expect(navigation.viewControllers.count == 2, "a second inbox was stacked")
    #expect(navigation.topViewController is Inbox)
  }

  @Test(arguments: Mode.allCases)
  func aReplaceStackSegueLeavesOneScreen(_ mode: Mode) throws {
    let menu = makeMenu()
    let content = UIViewController()
    let setup = Setup(mode, content: content) { menu }
    let navigation = try #require(content.navigationController)
    navigation.pushViewController(Settings(), animated: false)
    setup.device.runUntilIdle()
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    menu.simulationTriggerSegue(withIdentifier: "home", sender: nil)
    setup.device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController is Inbox)
    #expect(menu.prepared == ["home SideMenuReplaceStackSegue"])
  }

  @Test(arguments: Mode.allCases)
  func aPresentSegueClosesTheMenuAndPresentsFromTheContent(_ mode: Mode) {
    let menu = makeMenu()
    var presented: UIViewController?
    menu.onPrepare = { presented = $0.destination }
    let setup = Setup(mode) { menu }
    setup.host.open(.leading, animated: false)
    setup.device.runUntilIdle()
    menu.simulationTriggerSegue(withIdentifier: "settings", sender: nil)
    setup.device.runUntilIdle()
    #expect(menu.prepared == ["settings SideMenuPresentSegue"])
    #expect(!setup.host.driver.isOpen)
    #expect(presented is Settings)
    #expect(presented?.presentingViewController != nil)
    #expect(presented?.view.simulationIsVisible == true)
  }
}

/// A menu that hides the status bar and wants light content while it covers the screen.
@MainActor
final class StatusBarMenuViewController: UIViewController {
  override var prefersStatusBarHidden: Bool { true }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// The status bar through the view controllers' own forwarding, animated with the menu.
@MainActor
@Suite struct StatusBarScenarioTests {
  @Test func theContainersMenuHidesTheStatusBarAsItOpensAndGivesItBackAsItCloses() {
    let device = SimulatedDevice()
    let content = UIViewController()
    let container = SideMenuController(
      contentViewController: UINavigationController(rootViewController: content))
    container.setMenu(for: .leading) { StatusBarMenuViewController() }
    device.show(container)
    #expect(!device.window.simulationStatusBar.isHidden)
    container.open(.leading, animated: true)
    device.runTurn()
    // Mid-opening: already hidden, and the change animates over the opening.
    #expect(container.driver.phase != .closed && !container.driver.isOpen)
    #expect(device.window.simulationStatusBar.isHidden)
    #expect(device.window.simulationStatusBar.style == .lightContent)
    #expect(device.window.simulationStatusBar.lastChangeDuration > 0.2)
    device.runUntilIdle()
    #expect(device.window.simulationStatusBar.isHidden)
    container.close(animated: true)
    device.runTurn()
    #expect(!device.window.simulationStatusBar.isHidden, "the status bar waits for the end")
    #expect(device.window.simulationStatusBar.style == .default)
    #expect(device.window.simulationStatusBar.lastChangeDuration > 0.1)
    device.runUntilIdle()
    #expect(!device.window.simulationStatusBar.isHidden)
  }

  @Test func aCancelledOpeningGivesTheStatusBarBack() {
    let device = SimulatedDevice()
    let container = SideMenuController(
      contentViewController: UINavigationController(rootViewController: UIViewController()))
    container.setMenu(for: .leading) { StatusBarMenuViewController() }
    device.show(container)
    let finger = device.touchDown(at: device.point(x: 3))
    finger.move(to: device.point(x: 60), duration: 0.3)
    #expect(device.window.simulationStatusBar.isHidden)
    finger.hold(for: 0.3)
    finger.lift()
    device.runUntilIdle()
    #expect(!container.driver.isOpen)
    #expect(!device.window.simulationStatusBar.isHidden)
  }
}

/// The overlay's content controller forwards its status bar to the overlay's menu.
@MainActor
final class OverlayContentViewController: UIViewController {
  weak var overlay: SideMenuOverlay?
  override var childForStatusBarHidden: UIViewController? { overlay?.statusBarViewController }
  override var childForStatusBarStyle: UIViewController? { overlay?.statusBarViewController }
}

@MainActor
@Suite struct OverlayStatusBarScenarioTests {
  @Test func theOverlaysMenuHidesTheStatusBarThroughTheContentsForwarding() {
    let content = OverlayContentViewController()
    let setup = Setup(.overlay, content: content) { StatusBarMenuViewController() }
    content.overlay = setup.owner as? SideMenuOverlay
    let window = setup.device.window
    setup.host.open(.leading, animated: true)
    setup.device.runTurn()
    #expect(window.simulationStatusBar.isHidden)
    #expect(window.simulationStatusBar.style == .lightContent)
    #expect(window.simulationStatusBar.lastChangeDuration > 0.2)
    setup.device.runUntilIdle()
    setup.host.close(animated: true)
    setup.device.runTurn()
    #expect(!window.simulationStatusBar.isHidden)
    setup.device.runUntilIdle()
    #expect(!window.simulationStatusBar.isHidden)
  }
}

/// The modal presentation by the same rule as the other modes: the presented menu captures the
/// status bar (our presentation is `.custom`, which UIKit does not hand the status bar to by
/// itself) from the start of its opening to the start of its closing.
@MainActor
@Suite struct ModalStatusBarScenarioTests {
  private func makeSetup() throws -> (Setup, SideMenuPresentation) {
    let setup = Setup(.modal) { StatusBarMenuViewController() }
    return (setup, try #require(setup.owner as? SideMenuPresentation))
  }

  @Test func theModalMenuHidesTheStatusBarAsItOpensAndGivesItBackAsItCloses() throws {
    let (setup, presentation) = try makeSetup()
    let window = setup.device.window
    #expect(!window.simulationStatusBar.isHidden)
    presentation.open(.leading, animated: true)
    setup.device.runTurn()
    #expect(presentation.driver.phase.isTransitioning)
    #expect(window.simulationStatusBar.isHidden, "hidden from the start of the opening")
    #expect(window.simulationStatusBar.style == .lightContent)
    #expect(window.simulationStatusBar.lastChangeDuration > 0.2, "animated with the menu")
    #expect(window.simulationStatusBar.lastChangeAnimation == .fade)
    setup.device.runUntilIdle()
    #expect(presentation.driver.isOpen)
    #expect(window.simulationStatusBar.isHidden)
    let menu = try #require(presentation.menuViewController)
    presentation.close(animated: true)
    setup.device.runTurn()
    #expect(presentation.driver.phase.isTransitioning)
    #expect(!window.simulationStatusBar.isHidden, "back from the start of the closing")
    #expect(window.simulationStatusBar.style == .default)
    #expect(window.simulationStatusBar.lastChangeDuration > 0.1)
    setup.device.runUntilIdle()
    #expect(!window.simulationStatusBar.isHidden)
    #expect(!menu.modalPresentationCapturesStatusBarAppearance, "the app's setting, given back")
    #expect(setup.device.console.isEmpty, "\(setup.device.console)")
  }

  @Test func aCancelledInteractiveOpeningGivesTheStatusBarBack() throws {
    let (setup, presentation) = try makeSetup()
    presentation.addEdgeGesture()
    let device = setup.device
    let finger = device.touchDown(at: device.point(x: 3))
    finger.move(to: device.point(x: 60), duration: 0.3)
    #expect(presentation.driver.phase.isTransitioning)
    #expect(device.window.simulationStatusBar.isHidden, "hidden while the finger opens it")
    // Held still, then lifted short of halfway: the opening is cancelled.
    finger.hold(for: 0.3)
    finger.lift()
    device.runUntilIdle()
    #expect(!presentation.driver.isOpen)
    #expect(presentation.menuViewController == nil)
    #expect(!device.window.simulationStatusBar.isHidden)
  }

  @Test func aCancelledInteractiveClosingTakesTheStatusBarAgain() throws {
    let (setup, presentation) = try makeSetup()
    let device = setup.device
    presentation.open(.leading, animated: true)
    device.runUntilIdle()
    #expect(device.window.simulationStatusBar.isHidden)
    // A drag on the open menu toward closed, held, and lifted where it started.
    let width = presentation.driver.menuWidth(for: .leading)
    let finger = device.touchDown(at: device.point(x: CGFloat(width) - 20))
    finger.move(to: device.point(x: CGFloat(width) - 80), duration: 0.2)
    #expect(!device.window.simulationStatusBar.isHidden, "given back as the closing starts")
    finger.move(to: device.point(x: CGFloat(width) - 20), duration: 0.2)
    finger.hold(for: 0.3)
    finger.lift()
    device.runUntilIdle()
    #expect(presentation.driver.isOpen)
    #expect(device.window.simulationStatusBar.isHidden, "the cancelled closing takes it again")
  }

  @Test func aMenuThatCapturesTheStatusBarItselfKeepsItsSetting() throws {
    let setup = Setup(.modal) {
      let menu = StatusBarMenuViewController()
      menu.modalPresentationCapturesStatusBarAppearance = true
      return menu
    }
    let presentation = try #require(setup.owner as? SideMenuPresentation)
    presentation.open(.leading, animated: true)
    setup.device.runUntilIdle()
    let menu = try #require(presentation.menuViewController)
    presentation.close(animated: true)
    setup.device.runUntilIdle()
    #expect(menu.modalPresentationCapturesStatusBarAppearance)
    #expect(!setup.device.window.simulationStatusBar.isHidden)
  }
}
