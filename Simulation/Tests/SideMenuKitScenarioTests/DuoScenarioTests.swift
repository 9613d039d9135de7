// iPhone Duo (issue 30): the menu on one side of the fold, clear of the cameras, beside the
// vertical bar, through posture changes, in every mode and both writing directions. Device
// values are the simulation's chosen ones (Simulation/Sources/UIKitSimulation/Duo.swift): the
// inner display 951 × 669 pt in landscape with the fold's division region at x 465.5…485.5, the
// vertical bar 60 pt on the leading edge, the inner camera at (96, 30, 36 × 36) in landscape.
import SideMenuKit
import Testing
import UIKitSimulation

/// A harness on a simulated iPhone Duo (iOS 27.1) in a posture and orientation, settled.
@MainActor
func duoHarness(
  _ mode: Mode, posture: SimulatedDevice.Posture, landscape: Bool = true,
  direction: UIUserInterfaceLayoutDirection = .leftToRight,
  configure: (inout SideMenuConfiguration) -> Void = { _ in },
  root: (UINavigationController) -> UIViewController = { $0 }
) -> Harness {
  let device = SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS27_1, layoutDirection: direction)
  device.setPosture(posture)
  if landscape { device.rotate(toLandscape: true) }
  device.runUntilIdle()
  let harness = Harness(
    mode, device: device, configure: configure, root: root)
  device.runUntilIdle()
  return harness
}

/// A Duo harness whose leading menu is configured wider than a side of the fold (85 % of the
/// container), in landscape.
@MainActor
func wideMenuHarness(
  _ mode: Mode, posture: SimulatedDevice.Posture, direction: UIUserInterfaceLayoutDirection
) -> Harness {
  duoHarness(mode, posture: posture, direction: direction) { $0.leading.width = .fraction(0.85) }
}

extension Harness {
  /// The fold's division region in the window, when the device has one.
  var fold: CGRect? {
    device.reservedRegions.first { $0.kind == .division }?.frame
  }

  /// Whether the menu on screen reaches into the fold (0.5 pt tolerance).
  var menuCrossesFold: Bool {
    guard let fold else { return false }
    let menu = menuFrame
    return menu.maxX > fold.minX + 0.5 && menu.minX < fold.maxX - 0.5
  }

  /// The menu's content area in the window: its view's frame less its safe area (where rows go).
  var menuContentArea: CGRect {
    guard let view = menuView else { return .null }
    return view.simulationFrameInWindow.inset(by: view.safeAreaInsets)
  }

  /// The scrim's frame in the window.
  var scrimFrame: CGRect? {
    func find(_ view: UIView) -> UIView? {
      if view.accessibilityLabel == SideMenuStrings.closeMenu { return view }
      for subview in view.subviews { if let found = find(subview) { return found } }
      return nil
    }
    return find(device.window)?.simulationFrameInWindow
  }
}

extension Harness {
  /// Checks that `bar` is the cover display's vertical strip (60 pt on the leading edge),
  /// then opens the leading menu and checks that it stands beside the strip and that the
  /// scrim leaves the strip alone.
  func expectMenuOpensBesideTheStrip(
    _ bar: UIView, direction: UIUserInterfaceLayoutDirection,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let width = device.width
    let fromLeft = direction == .leftToRight
    let strip = bar.simulationFrameInWindow
    #expect(
      near(strip.width, 60) && near(strip.minX, fromLeft ? 0 : width - 60), "\(strip)",
      sourceLocation: sourceLocation)
    openAndSettle()
    let menu = menuFrame
    #expect(
      fromLeft ? near(menu.minX, 60) : near(menu.maxX, width - 60), "\(menu)",
      sourceLocation: sourceLocation)
    if let scrim = scrimFrame {
      #expect(
        !scrim.intersects(strip.insetBy(dx: 0.5, dy: 0.5)), "\(scrim) covers \(strip)",
        sourceLocation: sourceLocation)
    }
  }
}

@MainActor
@Suite(.serialized)
struct DuoScenarioTests {
  nonisolated static let directions: [UIUserInterfaceLayoutDirection] = [
    .leftToRight, .rightToLeft,
  ]

  // MARK: The fold

  /// Partially open (the book posture): a menu configured wider than its side ends at the
  /// fold's near edge and never spans it.
  @Test(arguments: Mode.allCases, directions)
  func partiallyOpenTheMenuEndsOnItsSideOfTheFold(
    mode: Mode, direction: UIUserInterfaceLayoutDirection
  ) {
    let harness = wideMenuHarness(mode, posture: .partiallyOpen, direction: direction)
    harness.openAndSettle()
    let menu = harness.menuFrame
    #expect(!harness.menuCrossesFold, "\(menu)")
    if direction == .leftToRight {
      #expect(near(menu.maxX, 465.5), "\(menu)")
    } else {
      #expect(near(menu.minX, 485.5), "\(menu)")
    }
  }

  /// Folding a fully open device while the wide menu is open: the region update (a layout
  /// pass, no trait change) moves the menu onto its side of the fold.
  @Test(arguments: Mode.allCases, directions)
  func foldingWhileOpenMovesTheMenuOffTheFold(
    mode: Mode, direction: UIUserInterfaceLayoutDirection
  ) {
    let harness = wideMenuHarness(mode, posture: .open, direction: direction)
    harness.openAndSettle()
    #expect(harness.menuFrame.width > 700, "fully open, the menu is wide: \(harness.menuFrame)")
    harness.device.setPosture(.partiallyOpen)
    harness.settle()
    #expect(!harness.menuCrossesFold, "\(harness.menuFrame)")
    #expect(harness.driver.isOpen)
  }

  /// Folding mid-drag and mid-animation ends consistent: at rest, never across the fold,
  /// delegate callbacks balanced.
  @Test(arguments: Mode.allCases, directions)
  func foldingMidDragAndMidAnimationEndsConsistent(
    mode: Mode, direction: UIUserInterfaceLayoutDirection
  ) {
    let harness = wideMenuHarness(mode, posture: .open, direction: direction)
    // Mid-drag: a finger dragging the menu open from beside the strip.
    let fromLeft = direction == .leftToRight
    let start: CGFloat = fromLeft ? 64 : harness.device.width - 64
    let finger = harness.device.touchDown(at: harness.device.point(x: start))
    finger.move(
      to: harness.device.point(x: fromLeft ? start + 300 : start - 300), duration: 0.2)
    harness.device.setPosture(.partiallyOpen)
    finger.move(
      to: harness.device.point(x: fromLeft ? start + 500 : start - 500), duration: 0.1)
    finger.lift()
    harness.settle()
    #expect(!harness.menuCrossesFold, "\(harness.menuFrame)")
    // Mid-animation: closing, then unfolding fully and folding again while it moves.
    harness.close()
    harness.device.advance(by: 0.05)
    harness.device.setPosture(.open)
    harness.open()
    harness.device.advance(by: 0.05)
    harness.device.setPosture(.partiallyOpen)
    harness.settle()
    #expect(harness.driver.isOpen || !harness.isMenuVisible)
    #expect(!harness.menuCrossesFold, "\(harness.menuFrame)")
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  // MARK: The cameras

  /// The inner camera in use: no menu row under it — the menu's content area (its view less
  /// its safe area) stays clear of the camera; not in use, the content keeps the plain safe area.
  @Test(arguments: Mode.allCases)
  func aCameraInUseKeepsTheMenusContentClear(mode: Mode) {
    let harness = duoHarness(mode, posture: .open)
    harness.openAndSettle()
    let camera = CGRect(x: 96, y: 30, width: 36, height: 36)
    #expect(harness.menuFrame.intersects(camera), "the menu reaches the camera")
    #expect(near(harness.menuContentArea.minY, 24), "\(harness.menuContentArea)")
    harness.device.setFrontCameraInUse(true)
    harness.settle()
    #expect(
      !harness.menuContentArea.intersects(camera.insetBy(dx: 0.5, dy: 0.5)),
      "\(harness.menuContentArea)")
    #expect(near(harness.menuFrame.width, 360), "\(harness.menuFrame)")
    harness.device.setFrontCameraInUse(false)
    harness.settle()
    #expect(near(harness.menuContentArea.minY, 24), "\(harness.menuContentArea)")
  }

  // MARK: The vertical bar

  /// The cover display with the vertical bar on the menu's edge: the menu opens beside the
  /// strip; the scrim leaves the strip alone; the Menu button in the strip stays tappable
  /// while the menu is open (it closes it, as a toggle); an edge drag on the strip is the
  /// strip's, one just beside it opens the menu.
  @Test(arguments: Mode.allCases, directions)
  func theVerticalBarStaysTappableBesideTheMenu(
    mode: Mode, direction: UIUserInterfaceLayoutDirection
  ) {
    let harness = duoHarness(mode, posture: .closed, landscape: false, direction: direction)
    let driver = harness.driver
    var taps = 0
    let item = UIBarButtonItem(
      primaryAction: UIAction(title: "Menu") { _ in
        taps += 1
        driver.toggle(.leading)
      })
    harness.content.navigationItem.leftBarButtonItem = item
    harness.device.runUntilIdle()
    let width = harness.device.width
    let fromLeft = direction == .leftToRight
    let bar = harness.navigation.navigationBar.simulationFrameInWindow
    #expect(near(bar.width, 60) && near(bar.minX, fromLeft ? 0 : width - 60), "\(bar)")
    #expect(harness.device.tap(item))
    harness.settle()
    #expect(driver.isOpen)
    let menu = harness.menuFrame
    if fromLeft {
      #expect(near(menu.minX, 60), "\(menu)")
    } else {
      #expect(near(menu.maxX, width - 60), "\(menu)")
    }
    if let scrim = harness.scrimFrame {
      #expect(!scrim.intersects(bar.insetBy(dx: 0.5, dy: 0.5)), "\(scrim) covers \(bar)")
    }
    #expect(harness.device.tap(item), "the strip's button is reachable over the open menu")
    harness.settle()
    #expect(taps == 2)
    #expect(!driver.isOpen)
    // A drag that starts on the strip is not the menu's …
    _ = harness.device.drag(
      from: harness.device.point(x: fromLeft ? 30 : width - 30),
      to: harness.device.point(x: fromLeft ? 230 : width - 230), duration: 0.2)
    harness.settle()
    #expect(!driver.isOpen)
    // … one starting just beside it is.
    _ = harness.device.drag(
      from: harness.device.point(x: fromLeft ? 66 : width - 66),
      to: harness.device.point(x: fromLeft ? 366 : width - 366), duration: 0.2)
    harness.settle()
    #expect(driver.isOpen)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  /// An app that nests its navigation controller far down its view tree (here 16 plain views
  /// deep, the bar 19 or more levels below the window): the vertical bar is still found, so
  /// the menu opens beside the strip and the scrim leaves it alone.
  @Test(arguments: Mode.allCases, directions)
  func aDeeplyNestedVerticalBarIsFound(mode: Mode, direction: UIUserInterfaceLayoutDirection) {
    let harness = duoHarness(
      mode, posture: .closed, landscape: false, direction: direction,
      root: { NestingViewController($0, depth: 16) })
    harness.expectMenuOpensBesideTheStrip(
      harness.navigation.navigationBar, direction: direction)
  }

  /// An app whose only bar is a tab bar (its navigation bar hidden): the system moves the
  /// tab bar into the vertical bar too, so the menu on its edge opens beside the strip and the
  /// scrim leaves it alone.
  @Test(arguments: Mode.allCases, directions)
  func aTabBarInTheVerticalBarIsTheStrip(mode: Mode, direction: UIUserInterfaceLayoutDirection) {
    var tabs: UITabBarController?
    let harness = duoHarness(
      mode, posture: .closed, landscape: false, direction: direction,
      root: { navigation in
        navigation.isNavigationBarHidden = true
        let controller = UITabBarController()
        controller.viewControllers = [navigation]
        tabs = controller
        return controller
      })
    harness.expectMenuOpensBesideTheStrip(try! #require(tabs).tabBar, direction: direction)
  }

  /// An app whose only bar is a toolbar (its navigation bar hidden, the toolbar shown): the
  /// system moves the toolbar into the vertical bar too, so the menu on its edge opens beside
  /// the strip and the scrim leaves it alone.
  @Test(arguments: Mode.allCases, directions)
  func aToolbarInTheVerticalBarIsTheStrip(mode: Mode, direction: UIUserInterfaceLayoutDirection) {
    let harness = duoHarness(
      mode, posture: .closed, landscape: false, direction: direction,
      root: { navigation in
        navigation.isNavigationBarHidden = true
        navigation.isToolbarHidden = false
        return navigation
      })
    harness.expectMenuOpensBesideTheStrip(harness.navigation.toolbar, direction: direction)
  }

  // MARK: Docking by posture

  /// The open inner display in landscape is regular: the container docks its sidebar (here
  /// with an app's own rule; `.automatic` in the next test); folded to the cover display it
  /// slides, closed; unfolded again it docks.
  @Test(arguments: directions)
  func theContainerDocksOnTheOpenInnerDisplayAndSlidesOnTheCover(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let harness = duoHarness(.container, posture: .open, direction: direction) {
      $0.leading.docking = .whenWide(minimumContainerWidth: 900, minimumContentWidth: 320)
    }
    #expect(harness.isDocked)
    #expect(harness.driver.isOpen)
    harness.device.setPosture(.closed)
    harness.settle()
    #expect(!harness.isDocked)
    #expect(!harness.driver.isOpen)
    harness.device.setPosture(.open)
    harness.settle()
    #expect(harness.isDocked)
    #expect(harness.driver.isOpen)
    // Partially open, the sidebar stays on its side of the fold.
    harness.device.setPosture(.partiallyOpen)
    harness.settle()
    #expect(!harness.menuCrossesFold, "\(harness.menuFrame)")
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  /// With `.automatic` (the rule an app picks for "a sidebar where there is room"): the open
  /// inner display in landscape docks though narrower than 1,024 points; turned to portrait
  /// it slides (the iPad's portrait rule); on the cover display it slides; partially open it
  /// docks on its side of the fold.
  @Test(arguments: directions)
  func automaticDocksOnTheOpenInnerDisplayInLandscape(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let harness = duoHarness(.container, posture: .open, direction: direction) {
      $0.leading.docking = .automatic
    }
    #expect(harness.device.width < 1_024)
    #expect(harness.isDocked)
    harness.device.rotate(toLandscape: false)
    harness.settle()
    #expect(!harness.isDocked)
    harness.device.rotate(toLandscape: true)
    harness.settle()
    #expect(harness.isDocked)
    harness.device.setPosture(.closed)
    harness.settle()
    #expect(!harness.isDocked)
    harness.device.setPosture(.partiallyOpen)
    harness.settle()
    #expect(harness.isDocked)
    #expect(!harness.menuCrossesFold, "\(harness.menuFrame)")
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  /// Nothing changes on a Duo that runs an older iOS: the API is not there (`#available`), so
  /// the menu keeps its width across the (unreported) fold.
  @Test func anOlderReleaseIgnoresTheRegions() {
    let device = SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS26)
    device.setPosture(.partiallyOpen)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let harness = Harness(.container, device: device) { $0.leading.width = .fraction(0.85) }
    device.runUntilIdle()
    harness.openAndSettle()
    #expect(harness.menuFrame.width > 700, "\(harness.menuFrame)")
  }
}
