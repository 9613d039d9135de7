import SideMenuKit
import Testing
import UIKitSimulation
import os

/// The defects the stricter simulation showed (deferred presentation and first responder, a
/// second finger, scrolled hosts, diagnostics in correct use, the dimming, a kept presentation
/// controller), each in every mode where it applies.
@MainActor
@Suite(.serialized)
struct StricterModelScenarioTests {
  /// The ways a person or an app opens a menu.
  enum Opening: String, CaseIterable, CustomStringConvertible, Sendable {
    case animatedRequest, requestWithoutAnimation, toggle, toggleWithoutAnimation, edgeDrag
    var description: String { rawValue }
  }

  func open(_ harness: Harness, by opening: Opening) {
    switch opening {
    case .animatedRequest: harness.open(animated: true)
    case .requestWithoutAnimation: harness.open(animated: false)
    case .toggle: harness.driver.toggle(.leading, animated: true)
    case .toggleWithoutAnimation: harness.driver.toggle(.leading, animated: false)
    case .edgeDrag: _ = harness.edgeDrag(distance: harness.menuWidth * 0.7, duration: 0.4)
    }
    harness.device.runUntilIdle()
  }

  // MARK: Escape after every way of opening

  /// The menu takes the keyboard (first responder, for its Escape key command) once it is in
  /// the window: a modal menu opened without animation gets there only when UIKit's deferred
  /// presentation starts, after the engine asked for focus.
  @Test(arguments: Mode.allCases, Opening.allCases)
  func escapeClosesTheMenuAfterEveryWayOfOpening(mode: Mode, opening: Opening) {
    let harness = Harness(mode)
    open(harness, by: opening)
    #expect(harness.driver.isOpen)
    #expect(harness.device.press(key: UIKeyCommand.inputEscape), "Escape reached no key command")
    harness.device.runUntilIdle()
    #expect(!harness.driver.isOpen, "Escape did not close the menu")
  }

  @Test(arguments: Mode.allCases, Opening.allCases)
  func voiceOverFocusIsInTheMenuAfterEveryWayOfOpening(mode: Mode, opening: Opening) throws {
    let harness = Harness(mode)
    open(harness, by: opening)
    let menu = try #require(harness.menuView)
    let focus = harness.device.voiceOverFocus as? UIView
    #expect(
      focus.map { $0 === menu || $0.isDescendant(of: menu) } == true,
      "focus: \(String(describing: focus))")
  }

  // MARK: A second finger on the dimmed area while the first drives the menu

  /// While a finger drags the menu open, a tap elsewhere on the scrim is not a close: the first
  /// finger stays in charge and its release decides.
  @Test(arguments: Mode.allCases)
  func aSecondFingerTappingTheScrimMidOpeningDragDoesNotCloseTheMenu(mode: Mode) {
    // Where the same drag puts the menu without a second finger.
    let alone = Harness(mode)
    let aloneFinger = openingDrag(alone)
    aloneFinger.move(to: alone.device.point(x: alone.menuWidth * 0.75), duration: 0.1)
    let expected = alone.menuFrame.maxX
    aloneFinger.lift()

    let harness = Harness(mode)
    let width = harness.menuWidth
    let first = openingDrag(harness)
    #expect(harness.isMenuVisible)
    harness.device.tap(at: harness.device.point(x: (width * 0.7 + harness.device.width) / 2))
    harness.device.runTurn()
    #expect(harness.driver.visibleEdge == .leading, "the tap closed the menu under the finger")
    first.move(to: harness.device.point(x: width * 0.75), duration: 0.1)
    #expect(near(harness.menuFrame.maxX, expected, 0.5), "the menu no longer follows the finger")
    first.hold(for: 0.1)
    first.lift()
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen, "the first finger's release (past half-way, still) decides")
  }

  /// A finger dragging the menu open to 70 % of its width, held there.
  func openingDrag(_ harness: Harness) -> SimulatedDevice.Finger {
    harness.edgeDrag(distance: harness.menuWidth * 0.7, duration: 0.5, hold: 0.1, lift: false)
  }

  /// The same while a finger drags the open menu part-way closed.
  @Test(arguments: Mode.allCases)
  func aSecondFingerTappingTheScrimMidClosingDragDoesNotCloseTheMenu(mode: Mode) {
    let harness = Harness(mode)
    harness.openAndSettle()
    let width = harness.menuWidth
    let first = harness.device.drag(
      from: harness.device.point(x: width - 20), to: harness.device.point(x: width - 60),
      duration: 0.3, hold: 0.1, lift: false)
    harness.device.tap(at: harness.device.point(x: (width + harness.device.width) / 2))
    harness.device.runTurn()
    #expect(harness.driver.visibleEdge == .leading, "the tap closed the menu under the finger")
    first.move(to: harness.device.point(x: width - 10), duration: 0.2)
    first.hold(for: 0.1)
    first.lift()
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen, "the first finger, brought back, leaves the menu open")
  }

  // MARK: The dimming

  /// What the dimmed area shows: the scrim's own alpha, distinct from the menu's, following the
  /// engine's frame — half-way through a drag, and at rest.
  @Test(arguments: Mode.allCases)
  func theScrimDimsByTheEnginesScrimAlphaNotTheMenus(mode: Mode) throws {
    let harness = Harness(mode)
    let finger = harness.edgeDrag(
      distance: harness.menuWidth * 0.5, duration: 0.5, hold: 0.1, lift: false)
    let halfWay = harness.driver.frameState
    #expect(halfWay.scrimAlpha > 0.01 && halfWay.scrimAlpha < halfWay.menuAlpha - 0.01)
    var dimming = try #require(dimmingView(in: harness.device.window))
    #expect(near(dimming.alpha, CGFloat(halfWay.scrimAlpha), 0.001), "\(dimming.alpha)")
    finger.move(to: harness.device.point(x: harness.menuWidth), duration: 0.2)
    finger.lift()
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen)
    let open = harness.driver.frameState
    dimming = try #require(dimmingView(in: harness.device.window))
    #expect(open.scrimAlpha > 0.01 && open.scrimAlpha < 1)
    #expect(near(dimming.alpha, CGFloat(open.scrimAlpha), 0.001), "\(dimming.alpha)")
    #expect(dimming.simulationIsVisible)
  }

  /// The scrim's dimming view: the one subview of SideMenuKit's scrim.
  func dimmingView(in window: UIWindow) -> UIView? {
    func find(_ view: UIView) -> UIView? {
      if "\(type(of: view))" == "SideMenuScrimView" { return view.subviews.first }
      for subview in view.subviews { if let found = find(subview) { return found } }
      return nil
    }
    return find(window)
  }

  // MARK: No diagnostic in correct use

  /// SideMenuKit's diagnostics logged since `before` entries (its `os.Logger` subsystem).
  func diagnostics(since before: Int) -> [String] {
    SimulatedLog.entries.dropFirst(before).filter { $0.subsystem == SideMenuLog.subsystem }
      .map(\.message)
  }

  /// Setting up, opening and closing a menu the documented way logs no diagnostic.
  @Test(arguments: Mode.allCases)
  func aCorrectSetUpLogsNoDiagnostic(mode: Mode) {
    let before = SimulatedLog.entries.count
    let harness = Harness(mode, edges: [.leading, .trailing])
    harness.device.runUntilIdle()
    harness.openAndSettle()
    harness.close()
    harness.device.runUntilIdle()
    _ = harness.edgeDrag(distance: harness.menuWidth * 0.7, duration: 0.4)
    harness.device.runUntilIdle()
    harness.close()
    harness.device.runUntilIdle()
    let logged = diagnostics(since: before)
    #expect(logged.isEmpty, "\(logged)")
  }

  /// A container made before it has a window, and an overlay on a view not yet laid out:
  /// widths wait for a size instead of reporting an unusable container.
  @Test func menusMadeBeforeTheirViewsHaveASizeLogNoDiagnostic() {
    let before = SimulatedLog.entries.count
    let device = SimulatedDevice()
    let content = UIViewController()
    let container = SideMenuController(contentViewController: content)
    container.setMenu(for: .leading) { UIViewController() }
    let listener = RecordingDelegate()
    container.driver.delegate = listener
    _ = container.driver.menuWidth(for: .leading)
    let host = UIView(frame: .zero)
    let overlay = SideMenuOverlay(hostView: host)
    overlay.setMenu(for: .leading) { UIView() }
    _ = overlay.driver.menuWidth(for: .leading)
    device.show(container)
    device.runUntilIdle()
    container.driver.open(.leading)
    device.runUntilIdle()
    #expect(container.driver.isOpen)
    let logged = diagnostics(since: before)
    #expect(logged.isEmpty, "\(logged)")
  }

  // MARK: Closing without `isBeingDismissed`

  /// The menu closes over a screen it presented: UIKit takes that one away, then the menu.
  /// Whether UIKit accepted each dismissal is read from documented signals (its own transition
  /// coordinator, the controllers unlinking), not from `isBeingDismissed` outside appearance
  /// callbacks.
  @Test(arguments: [false, true])
  func closingOverAScreenTheMenuPresentedDismissesBoth(animatedPresentation: Bool) throws {
    let harness = Harness(.modal)
    harness.openAndSettle()
    let menu = try #require(harness.menuController)
    let detail = RecordingViewController("detail")
    menu.present(detail, animated: animatedPresentation)
    harness.device.runUntilIdle()
    #expect(detail.presentingViewController === menu)
    harness.delegate.events.removeAll()
    harness.close()
    harness.device.runUntilIdle()
    #expect(
      harness.delegate.events == ["willClose leading", "didClose leading"],
      "the close was taken for a refusal: \(harness.delegate.events)")
    #expect(detail.presentingViewController == nil, "what the menu presented is still up")
    #expect(!harness.driver.isOpen, "the menu did not close")
    #expect(harness.navigation.presentedViewController == nil, "the menu is still presented")
    #expect(harness.device.console.isEmpty, "\(harness.device.console)")
  }

  /// The app's own `dismiss` while the menu opens or closes is refused by UIKit; a close asked
  /// once it is open is not.
  @Test func closingRightAfterTheMenuOpenedIsAccepted() {
    let harness = Harness(.modal)
    harness.open(animated: false)
    harness.close()
    harness.device.runUntilIdle()
    #expect(!harness.driver.isOpen)
    #expect(harness.navigation.presentedViewController == nil)
  }

  // MARK: A kept presentation controller

  /// UIKit may keep a dismissed menu's presentation controller: the app keeps its menu
  /// controller, the presentation (held by nothing else once the menu is gone) is released.
  @Test func aOneCallPresentationIsReleasedWhileTheAppKeepsItsMenu() {
    let device = SimulatedDevice()
    let content = UIViewController()
    device.show(UINavigationController(rootViewController: content))
    let menu = UIViewController()
    weak var presentation: SideMenuPresentation?
    do {
      presentation = content.presentSideMenu(menu)
    }
    device.runUntilIdle()
    #expect(presentation?.driver.isOpen == true)
    #expect(menu.presentationController != nil)
    presentation?.driver.close()
    device.runUntilIdle()
    #expect(menu.presentingViewController == nil)
    #expect(menu.presentationController != nil, "the model keeps it, as UIKit may")
    #expect(presentation == nil, "the kept presentation controller keeps the presentation")
  }

  /// A presentation with a kept menu (`setMenu(_:for:)`) holds its menu, whose kept
  /// presentation controller must not hold the presentation back.
  @Test func aPresentationWithAKeptMenuIsReleasedWhenTheOwnerGoes() {
    weak var owner: SideMenuPresentation?
    weak var menu: UIViewController?
    do {
      let harness = Harness(.modal, keepsMenu: true)
      harness.openAndSettle()
      harness.close()
      harness.device.runUntilIdle()
      owner = harness.presentation
      menu = harness.menuController
      #expect(menu?.presentationController != nil)
      harness.device.window.rootViewController = nil
    }
    #expect(owner == nil, "presentation leaked through the kept presentation controller")
    #expect(menu == nil, "menu leaked")
  }

  // MARK: The overlay on a scrolled host

  /// An overlay whose host is a table view (a `UITableViewController`'s own view), scrolled:
  /// the menu and the scrim stand in what the table shows, not at the top of its content.
  @Test func anOverlayOnAScrolledTableViewCoversWhatTheTableShows() throws {
    let device = SimulatedDevice()
    let list = ListController()
    let navigation = UINavigationController(rootViewController: list)
    device.show(navigation)
    device.runUntilIdle()
    let table = list.tableView
    _ = list.view
    let overlay = SideMenuOverlay(hostView: table)
    overlay.contentViewController = list
    weak var menuView: UIView?
    overlay.setMenu(for: .leading) {
      let view = UIView()
      menuView = view
      return view
    }
    overlay.addEdgeGesture()
    table.contentOffset.y = 400
    device.runUntilIdle()
    let visible = table.simulationFrameInWindow
    #expect(visible.minY == 0, "the table itself does not move")

    overlay.driver.open(.leading)
    device.runUntilIdle()
    let menu = try #require(menuView)
    #expect(
      near(menu.simulationFrameInWindow.minY, visible.minY), "\(menu.simulationFrameInWindow)")
    #expect(near(menu.simulationFrameInWindow.height, visible.height))
    #expect(menu.simulationIsVisible)
    let scrim = try #require(dimmingView(in: device.window)?.superview)
    #expect(
      near(scrim.simulationFrameInWindow.minY, visible.minY), "\(scrim.simulationFrameInWindow)")
    // A vertical drag on the scrim does not carry the menu away with the list.
    device.drag(
      from: CGPoint(x: device.width - 30, y: 500), to: CGPoint(x: device.width - 30, y: 200),
      duration: 0.3)
    device.runUntilIdle()
    #expect(
      near(menu.simulationFrameInWindow.minY, visible.minY), "the menu scrolled with the list")
    #expect(table.contentOffset.y == 400)
    // The scrim's tap still closes it, and the list scrolls again.
    device.tap(at: CGPoint(x: device.width - 30, y: 400))
    device.runUntilIdle()
    #expect(!overlay.driver.isOpen)
    #expect(table.isScrollEnabled)
    // Opened again, the menu is dragged closed where it is seen.
    overlay.driver.open(.leading)
    device.runUntilIdle()
    let width = try #require(menuView).simulationFrameInWindow.width
    device.drag(
      from: CGPoint(x: width - 20, y: 400), to: CGPoint(x: 30, y: 400), duration: 0.3)
    device.runUntilIdle()
    #expect(!overlay.driver.isOpen, "the drag on the menu did not close it")
  }
}

/// A list screen whose view is its table view (as a `UITableViewController`'s is), with
/// enough rows to scroll.
@MainActor
private final class ListController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)

  override func loadView() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    view = tableView
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}
