// Docking on iPad-sized devices (issue 24): the container's menu becomes a sidebar beside the
// content in wide windows and slides again in narrow ones — by rotation, Split View, Slide
// Over and Stage Manager resizes, mid-drag and mid-animation — with the appearance callbacks,
// no scrim, the content laid out beside it, the ⌃⌘S key command and VoiceOver in both modes.
import SideMenuKit
import Testing
import UIKitSimulation
import os

/// A container with `.automatic` docking on the leading edge on an iPad (landscape unless
/// said otherwise), settled; the content shows a label VoiceOver reaches.
@MainActor
func dockingHarness(
  model: SimulatedDevice.Model = .iPadPro11, osVersion: SimulatedDevice.OSVersion = .iOS26,
  landscape: Bool = true, arrangement: WindowArrangement = .fullScreen,
  layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
  edges: [SideMenuEdge] = [.leading],
  configure: (inout SideMenuConfiguration) -> Void = { _ in }
) -> Harness {
  let device = SimulatedDevice(
    model: model, osVersion: osVersion, layoutDirection: layoutDirection)
  if landscape { device.rotate(toLandscape: true) }
  device.resizeWindow(to: arrangement)
  device.runUntilIdle()
  let harness = Harness(.container, device: device, edges: edges) { configuration in
    configuration.leading.docking = .automatic
    configure(&configuration)
  }
  let inbox = UILabel()
  inbox.isAccessibilityElement = true
  inbox.accessibilityLabel = "Inbox"
  inbox.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
  harness.content.view.addSubview(inbox)
  device.runUntilIdle()
  return harness
}

extension Harness {
  /// The container's content host: the view the engine's content frame lands on.
  var contentHost: UIView { contentView.superview ?? contentView }

  /// The content's frame in the window.
  var contentFrame: CGRect { contentView.simulationFrameInWindow }

  /// The accessibility labels VoiceOver reaches, in order.
  var voiceOverLabels: [String] {
    device.accessibleElements().compactMap { ($0 as? UIView)?.accessibilityLabel }
  }

  var isDocked: Bool { driver.layoutMode(for: .leading) == .docked }
}

extension Harness {
  /// The scrim view (the element labelled "Close menu").
  var scrim: UIView? {
    container?.view.subviews.first { $0.accessibilityLabel == SideMenuStrings.closeMenu }
  }
}

@MainActor
@Suite(.serialized)
struct DockingScenarioTests {
  static let sidebarKeys: UIKeyModifierFlags = [.control, .command]

  // MARK: Docked layout

  /// A container shown in a wide window has its sidebar there in the first frame: the window's
  /// first layout gives the engine its first usable size, which is not a resize, so nothing
  /// slides in at launch — no display link, nothing for the render server to play, the menu
  /// already at rest beside the content in the very turn the window appeared.
  @Test func aSidebarIsThereInTheFirstFrameNotSlidingInAtLaunch() {
    let device = SimulatedDevice(model: .iPadPro11)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let harness = Harness(.container, device: device) { configuration in
      configuration.leading.docking = .automatic
    }
    // `show` ran one turn (the first layout) and no time has passed.
    #expect(harness.isDocked)
    #expect(harness.driver.isOpen)
    #expect(device.activeDisplayLinks.isEmpty)
    #expect(!SimulationRenderServer.shared.isAnimating)
    #expect(harness.menuFrame == CGRect(x: 0, y: 0, width: 360, height: 834))
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
  }

  /// Full screen in landscape the menu is a sidebar from the start: the content is laid out in
  /// the 850 pt beside the 360 pt menu (narrower, not covered, moved under a scrim or scaled),
  /// its leading safe-area inset is 0, nothing dims it, it takes taps, and both appeared once.
  @Test(arguments: [SimulatedDevice.OSVersion.iOS16, .iOS26])
  func aWideWindowShowsTheMenuDockedBesideTheContent(osVersion: SimulatedDevice.OSVersion) {
    let harness = dockingHarness(osVersion: osVersion)
    #expect(harness.isDocked)
    #expect(harness.driver.isOpen)
    #expect(harness.isMenuVisible)
    #expect(harness.menuFrame == CGRect(x: 0, y: 0, width: 360, height: 834))
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    #expect(harness.contentView.bounds.width == 850, "laid out narrower, not scaled")
    #expect(harness.contentView.transform == .identity)
    #expect(harness.contentHost.transform == .identity)
    #expect(harness.contentView.safeAreaInsets.left == 0)
    #expect(harness.scrim?.simulationIsVisible != true, "no scrim when docked")
    #expect(harness.scrim?.isUserInteractionEnabled == false)
    // The content is not covered: a tap beside the menu lands in it.
    let hit = harness.device.hitView(at: CGPoint(x: 700, y: 400))
    #expect(hit?.isDescendant(of: harness.contentView) == true)
    #expect(harness.menuController?.appearance == ["viewWillAppear", "viewDidAppear"])
    #expect(harness.content.appearance == ["viewWillAppear", "viewDidAppear"])
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  /// Right-to-left the leading sidebar stands on the right and the content keeps the left.
  @Test func rightToLeftDocksOnTheRight() {
    let harness = dockingHarness(layoutDirection: .rightToLeft)
    #expect(harness.isDocked)
    #expect(harness.menuFrame == CGRect(x: 850, y: 0, width: 360, height: 834))
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 850, height: 834))
  }

  /// `.always` on an iPhone in landscape: the content beside the menu no longer reaches the
  /// sensor housing's band, so its left safe-area inset is 0, as a sidebar's neighbour's is.
  @Test func theContentBesideADockedMenuLosesTheInsetOnTheMenusSide() {
    let device = SimulatedDevice()
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let harness = Harness(.container, device: device) { $0.leading.docking = .always }
    device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(harness.contentFrame.minX > 59)
    #expect(harness.contentView.safeAreaInsets.left == 0)
    #expect(harness.contentView.safeAreaInsets.right == 59)
    #expect(harness.menuView?.safeAreaInsets.left == 59)
  }

  /// A docked menu takes no drag to close: the menu stays expanded beside the content.
  @Test func aDockedMenuIgnoresDragsToClose() {
    let harness = dockingHarness()
    harness.device.drag(
      from: CGPoint(x: 300, y: 400), to: CGPoint(x: 20, y: 400), duration: 0.3)
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen)
    #expect(harness.contentFrame.minX == 360)
  }

  // MARK: Rotation

  /// Rotating across the threshold: portrait (834 pt) slides and starts closed; landscape
  /// (1,210 pt) docks, the menu appearing beside the narrowed content; portrait again closes
  /// it and gives the content the whole width — appearance callbacks balanced throughout.
  @Test(arguments: [SimulatedDevice.OSVersion.iOS16, .iOS26])
  func rotationAcrossTheThresholdDocksAndUndocks(osVersion: SimulatedDevice.OSVersion) {
    let harness = dockingHarness(osVersion: osVersion, landscape: false)
    #expect(!harness.isDocked)
    #expect(harness.driver.phase == .closed)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 834, height: 1210))
    harness.device.rotate(toLandscape: true)
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(harness.driver.isOpen)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    #expect(harness.menuController?.appearance == ["viewWillAppear", "viewDidAppear"])
    let menu = harness.menuController
    harness.device.rotate(toLandscape: false)
    harness.device.runUntilIdle()
    #expect(!harness.isDocked)
    #expect(harness.driver.phase == .closed)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 834, height: 1210))
    #expect(
      menu?.appearance == [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ])
    #expect(menu?.appearanceIsBalanced == true)
    #expect(harness.content.appearance == ["viewWillAppear", "viewDidAppear"])
  }

  // MARK: Window resizing

  /// Split View narrowing undocks (two-thirds: 880 pt, regular but narrower than 1,024), Slide
  /// Over (compact) keeps it sliding — the menu opens over the content with its scrim there —
  /// and full screen again docks it.
  @Test func splitViewAndSlideOverUndockFullScreenDocksAgain() {
    let harness = dockingHarness()
    harness.device.resizeWindow(to: .splitView(.twoThirds))
    harness.device.runUntilIdle()
    #expect(!harness.isDocked)
    #expect(harness.driver.phase == .closed)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 880, height: 834))
    harness.device.resizeWindow(to: .slideOver)
    harness.device.runUntilIdle()
    #expect(harness.device.horizontalSizeClass == .compact)
    harness.openAndSettle()
    #expect(harness.driver.isOpen)
    #expect(!harness.isDocked)
    #expect(harness.scrim?.simulationIsVisible == true, "a sliding menu keeps its scrim")
    #expect(harness.contentFrame.width == 320, "the sliding menu does not resize the content")
    harness.close()
    harness.device.runUntilIdle()
    harness.device.resizeWindow(to: .fullScreen)
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(harness.driver.isOpen)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    #expect(harness.menuController?.appearanceIsBalanced == true)
  }

  /// The size class reaches the engine: with a rule that fits a 600 pt window, half Split View
  /// on an 11-inch iPad (600 pt, compact) still slides; two-thirds (880 pt, regular) docks.
  @Test func aCompactWindowNeverDocksWhateverItsWidth() {
    let harness = dockingHarness(arrangement: .splitView(.half)) {
      $0.leading.docking = .whenWide(minimumContainerWidth: 600, minimumContentWidth: 200)
    }
    #expect(harness.device.horizontalSizeClass == .compact)
    #expect(!harness.isDocked)
    harness.device.resizeWindow(to: .splitView(.twoThirds))
    harness.device.runUntilIdle()
    #expect(harness.device.horizontalSizeClass == .regular)
    #expect(harness.isDocked)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 520, height: 834))
  }

  /// A parent that overrides the container's width class (as a split view does for its
  /// columns) undocks it although its size stays: the trait callback, not a layout pass, tells
  /// the engine.
  @Test func aParentsCompactOverrideUndocksWithoutAResize() {
    let device = SimulatedDevice(model: .iPadPro11)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let parent = UIViewController()
    device.show(parent)
    let container = SideMenuController(contentViewController: UIViewController())
    container.setMenu(for: .leading) { UIViewController() }
    container.configuration.leading.docking = .automatic
    parent.addChild(container)
    container.view.frame = parent.view.bounds
    container.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.view.addSubview(container.view)
    container.didMove(toParent: parent)
    device.runUntilIdle()
    #expect(container.driver.layoutMode(for: .leading) == .docked)
    parent.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .compact), forChild: container)
    device.runUntilIdle()
    #expect(container.driver.layoutMode(for: .leading) == .sliding)
    #expect(container.driver.phase == .closed)
  }

  /// A Stage Manager window dragged narrower than the rule undocks, wider docks again.
  @Test func stageManagerResizesCrossTheThresholdBothWays() {
    let harness = dockingHarness(
      model: .iPadPro13, arrangement: .stageManager(CGSize(width: 1100, height: 900)))
    #expect(harness.isDocked)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 740, height: 900))
    harness.device.resizeWindow(to: .stageManager(CGSize(width: 1000, height: 900)))
    harness.device.runUntilIdle()
    #expect(!harness.isDocked)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 1000, height: 900))
    harness.device.resizeWindow(to: .stageManager(CGSize(width: 1300, height: 900)))
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 940, height: 900))
  }

  /// A window widened mid-drag: the drag lets go and the menu ends docked and expanded beside
  /// the content, never half-way; the finger moving on and lifting changes nothing.
  @Test func aWindowWidenedMidDragEndsDocked() {
    let harness = dockingHarness(arrangement: .splitView(.twoThirds))
    #expect(!harness.isDocked)
    let finger = harness.device.touchDown(at: CGPoint(x: 3, y: 400))
    finger.move(to: CGPoint(x: 150, y: 400), duration: 0.2)
    #expect(harness.driver.phase.isTransitioning)
    harness.device.resizeWindow(to: .fullScreen)
    finger.move(to: CGPoint(x: 60, y: 400), duration: 0.1)
    finger.lift()
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(harness.driver.isOpen)
    #expect(harness.driver.frameState.dockedFraction == 1)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    #expect(harness.scrim?.simulationIsVisible != true)
    #expect(harness.menuController?.appearance == ["viewWillAppear", "viewDidAppear"])
  }

  /// A window narrowed mid-drag of a sliding menu in Split View, and a docked one narrowed
  /// mid-collapse: the drag lets go, the menus end closed and sliding, the content full width.
  @Test func aWindowNarrowedMidAnimationEndsClosedAndSliding() {
    let harness = dockingHarness()
    // (The delegate was set after the launch's docking began to open the menu.)
    harness.delegate.events = []
    harness.driver.close(animated: true)
    harness.device.advance(by: 0.1)
    #expect(harness.driver.phase.isTransitioning)
    harness.device.resizeWindow(to: .splitView(.half))
    harness.device.runUntilIdle()
    #expect(!harness.isDocked)
    #expect(harness.driver.phase == .closed)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 600, height: 834))
    #expect(harness.delegate.events == ["willClose leading", "didClose leading"])
  }

  /// A sliding menu opening in Split View when the window goes full screen mid-animation: it
  /// keeps opening and ends docked, its scrim gone and the content narrowed in the same motion.
  @Test func aSlidingMenuOpeningWhenTheWindowWidensEndsDocked() {
    let harness = dockingHarness(arrangement: .splitView(.twoThirds))
    harness.open()
    harness.device.advance(by: 0.08)
    #expect(harness.driver.phase.isTransitioning)
    harness.device.resizeWindow(to: .fullScreen)
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(harness.driver.isOpen)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    #expect(harness.scrim?.simulationIsVisible != true)
    #expect(harness.menuController?.appearance == ["viewWillAppear", "viewDidAppear"])
  }

  // MARK: Collapsing and expanding

  /// ⌃⌘S both ways: listed in the keyboard-shortcut overlay as "Hide Sidebar" while docked and
  /// expanded; pressing it collapses the sidebar (the content takes the whole width), the
  /// overlay then says "Show Sidebar", and pressing again expands it.
  @Test func theSidebarKeyCommandCollapsesAndExpands() {
    let harness = dockingHarness()
    let hide = SimulatedDevice.DiscoverableKeyCommand(
      title: "Hide Sidebar", input: "s", modifierFlags: Self.sidebarKeys)
    #expect(harness.device.keyboardShortcutOverlay().contains(hide))
    #expect(harness.device.press(key: "s", modifiers: Self.sidebarKeys))
    harness.device.runUntilIdle()
    #expect(harness.driver.phase == .closed)
    #expect(harness.isDocked, "collapsed, still the docked mode")
    #expect(!harness.isMenuVisible)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 1210, height: 834))
    let show = SimulatedDevice.DiscoverableKeyCommand(
      title: "Show Sidebar", input: "s", modifierFlags: Self.sidebarKeys)
    #expect(harness.device.keyboardShortcutOverlay().contains(show))
    #expect(harness.device.press(key: "s", modifiers: Self.sidebarKeys))
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    #expect(!harness.device.press(key: "s", modifiers: .command), "⌘S is not the sidebar's")
  }

  /// ⌃⌘S follows the sidebar's own state: with the leading sidebar collapsed and the trailing
  /// (sliding) menu open, no sidebar is on screen, so the overlay lists "Show Sidebar" and the
  /// press shows the sidebar (the trailing menu closes first), not "Hide Sidebar" closing the
  /// trailing menu and leaving the sidebar collapsed.
  @Test func theSidebarKeyCommandFollowsTheSidebarWhileTheOtherMenuIsOpen() {
    let harness = dockingHarness(edges: [.leading, .trailing])
    #expect(harness.device.press(key: "s", modifiers: Self.sidebarKeys))
    harness.device.runUntilIdle()
    #expect(harness.driver.phase == .closed, "the sidebar collapsed")
    harness.driver.open(.trailing)
    harness.device.runUntilIdle()
    #expect(harness.driver.phase == .open(.trailing))
    #expect(harness.driver.layoutMode(for: .trailing) == .sliding)
    let show = SimulatedDevice.DiscoverableKeyCommand(
      title: "Show Sidebar", input: "s", modifierFlags: Self.sidebarKeys)
    let overlay = harness.device.keyboardShortcutOverlay()
    #expect(overlay.contains(show), "\(overlay)")
    #expect(harness.device.press(key: "s", modifiers: Self.sidebarKeys))
    harness.device.runUntilIdle()
    #expect(harness.driver.phase == .open(.leading), "the sidebar shows")
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
  }

  /// The key command works with a text field in the content editing (its chain reaches the
  /// container), without taking the keyboard away from it.
  @Test func theSidebarKeyCommandWorksWhileTheContentEdits() {
    let harness = dockingHarness()
    let field = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 44))
    harness.content.view.addSubview(field)
    field.becomeFirstResponder()
    #expect(harness.device.press(key: "s", modifiers: Self.sidebarKeys))
    harness.device.runUntilIdle()
    #expect(harness.driver.phase == .closed)
    #expect(field.isFirstResponder)
  }

  /// In a sliding window there is no sidebar to show or hide: ⌃⌘S is neither listed nor
  /// handled.
  @Test func noSidebarKeyCommandWhileSliding() {
    let harness = dockingHarness(landscape: false)
    #expect(
      !harness.device.keyboardShortcutOverlay().contains { $0.input == "s" }, "not listed")
    #expect(!harness.device.press(key: "s", modifiers: Self.sidebarKeys))
    #expect(harness.driver.phase == .closed)
  }

  /// The app collapses and expands the sidebar by API, animated or not; a collapsed sidebar
  /// stays collapsed across a trip through a narrow window.
  @Test func collapsingByAPIAnimatedOrNotIsRemembered() {
    let harness = dockingHarness()
    harness.driver.close(animated: false)
    harness.device.runTurn()
    #expect(harness.driver.phase == .closed)
    #expect(harness.contentFrame.minX == 0)
    harness.device.resizeWindow(to: .splitView(.half))
    harness.device.runUntilIdle()
    harness.device.resizeWindow(to: .fullScreen)
    harness.device.runUntilIdle()
    #expect(harness.driver.phase == .closed, "the user's collapse is kept")
    harness.driver.open(.leading, animated: true)
    harness.device.advance(by: 0.1)
    #expect(harness.contentFrame.minX > 0 && harness.contentFrame.minX < 360, "in motion")
    #expect(harness.contentFrame.maxX == 1210, "the content keeps its trailing edge")
    harness.device.runUntilIdle()
    #expect(harness.contentFrame.minX == 360)
  }

  // MARK: VoiceOver and focus

  /// VoiceOver in both modes: docked it reaches the menu, then the content beside it (not
  /// modal); the scrub does not collapse a sidebar. Sliding and open the menu is modal.
  @Test func voiceOverReachesMenuThenContentDockedAndOnlyTheMenuSliding() {
    let harness = dockingHarness()
    #expect(harness.voiceOverLabels == ["Settings", "Inbox"])
    #expect(harness.menuView?.superview?.accessibilityViewIsModal == false)
    let inbox = harness.content.view.subviews.first { $0.accessibilityLabel == "Inbox" }
    UIAccessibility.post(notification: .screenChanged, argument: inbox)
    #expect(!harness.device.voiceOverEscape(), "the scrub goes on past a sidebar")
    #expect(harness.driver.isOpen, "the scrub leaves a sidebar alone")
    harness.device.resizeWindow(to: .splitView(.twoThirds))
    harness.device.runUntilIdle()
    #expect(harness.voiceOverLabels == ["Inbox"])
    harness.openAndSettle()
    #expect(harness.voiceOverLabels == ["Settings", "Close menu"])
  }

  /// A sliding menu open and modal when the window widens: it docks and stops being modal, the
  /// content reachable again, VoiceOver's focus left where it was.
  @Test func anOpenModalMenuThatDocksStopsBeingModal() {
    let harness = dockingHarness(arrangement: .splitView(.twoThirds))
    harness.openAndSettle()
    #expect(harness.voiceOverLabels == ["Settings", "Close menu"])
    let focus = harness.device.voiceOverFocus
    harness.device.resizeWindow(to: .fullScreen)
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(harness.voiceOverLabels == ["Settings", "Inbox"])
    #expect(harness.menuView?.superview?.accessibilityViewIsModal == false)
    #expect(harness.device.voiceOverFocus === focus)
  }

  /// Focus kept across mode changes: VoiceOver on the content stays there when the sidebar
  /// undocks; VoiceOver in the sidebar moves to the content when undocking takes the menu away.
  @Test func voiceOverFocusSurvivesModeChanges() {
    let harness = dockingHarness()
    let inbox = harness.content.view.subviews.first { $0.accessibilityLabel == "Inbox" }
    UIAccessibility.post(notification: .screenChanged, argument: inbox)
    #expect(harness.device.voiceOverFocus === inbox)
    harness.device.resizeWindow(to: .splitView(.half))
    harness.device.runUntilIdle()
    #expect(harness.device.voiceOverFocus === inbox)

    let second = dockingHarness()
    let settings = second.menuView?.subviews.first { $0.accessibilityLabel == "Settings" }
    UIAccessibility.post(notification: .screenChanged, argument: settings)
    #expect(second.device.voiceOverFocus === settings)
    second.device.resizeWindow(to: .splitView(.half))
    second.device.runUntilIdle()
    let focused = second.device.voiceOverFocus as? UIView
    #expect(focused?.isDescendant(of: second.contentView) == true, "\(String(describing: focused))")
  }

  // MARK: The other modes

  /// A modal presentation and an overlay cannot dock: they slide, and say why.
  @Test(arguments: [Mode.modal, .overlay])
  func modalAndOverlayDoNotDock(mode: Mode) {
    let device = SimulatedDevice(model: .iPadPro11)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let before = SimulatedLog.entries.count
    let harness = Harness(mode, device: device) { $0.leading.docking = .automatic }
    device.runUntilIdle()
    #expect(harness.driver.layoutMode(for: .leading) == .sliding)
    #expect(harness.driver.phase == .closed)
    let logged = SimulatedLog.entries.dropFirst(before).map(\.message)
    #expect(logged.contains { $0.contains("docking has no effect here") }, "\(logged)")
  }
}
