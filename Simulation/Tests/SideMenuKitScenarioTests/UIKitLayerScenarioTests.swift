import SideMenuKit
import Testing
import UIKitSimulation

/// The UIKit layer's behaviour where it meets UIKit's rules: refusals, the app's own
/// dismissals, presenting and pushing from the menu, the keyboard, transparency, VoiceOver
/// focus, and tearing down.
@MainActor
@Suite(.serialized)
struct UIKitLayerScenarioTests {
  /// Whether a touch in the middle of the screen reaches the content.
  func contentTakesTouches(_ harness: Harness) -> Bool {
    let hit = harness.device.hitView(at: harness.device.point(x: harness.device.width / 2))
    return hit.map { $0.isDescendant(of: harness.contentView) } ?? false
  }

  // MARK: Critical 1: a dismissal UIKit refuses

  @Test func closingWhileTheMenusOwnPresentationAnimatesRecovers() throws {
    let harness = Harness(.modal)
    harness.openAndSettle()
    let menu = try #require(harness.menuController)
    let alert = RecordingViewController("alert")
    menu.present(alert, animated: true)
    harness.device.advance(by: 0.1)
    // The app (or Escape, or VoiceOver) closes the menu while the alert still slides in:
    // UIKit refuses that dismissal.
    harness.close()
    harness.device.runUntilIdle()
    harness.device.advance(by: 1)
    harness.device.runUntilIdle()
    // Whatever happened, the app is usable: no invisible view swallows touches, and the menu
    // is either gone or still open and closable.
    if harness.driver.isOpen {
      harness.close()
      harness.device.runUntilIdle()
    }
    #expect(!harness.driver.isOpen)
    #expect(harness.navigation.presentedViewController == nil, "the menu is still presented")
    #expect(contentTakesTouches(harness), "a view still covers the content")
    harness.openAndSettle()
    #expect(harness.driver.isOpen, "the menu does not open again")
    #expect(harness.isMenuVisible)
  }

  // MARK: Major 3: the app dismisses the menu itself

  @Test(arguments: [false, true])
  func appsOwnDismissKeepsTheDriverInStep(animated: Bool) {
    let harness = Harness(.modal)
    harness.openAndSettle()
    harness.navigation.dismiss(animated: animated)
    harness.device.runUntilIdle()
    #expect(harness.navigation.presentedViewController == nil)
    #expect(!harness.driver.isOpen, "the driver still thinks the menu is open")
    #expect(harness.driver.visibleEdge == nil)
    #expect(harness.delegate.events.last == "didClose leading", "\(harness.delegate.events)")
    harness.driver.toggle(.leading)
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen, "the next toggle does nothing")
    #expect(harness.isMenuVisible)
  }

  // MARK: Majors 4 and 5: presenting from the menu

  @Test func presentWhileTheMenuSlidesInShowsTheChosenScreen() {
    let harness = Harness(.modal)
    harness.open()
    harness.device.advance(by: 0.08)
    let chosen = RecordingViewController("chosen")
    harness.presentation!.present(chosen, animated: true)
    harness.device.runUntilIdle()
    harness.device.advance(by: 1)
    harness.device.runUntilIdle()
    #expect(chosen.presentingViewController != nil, "the chosen screen was never presented")
    #expect(chosen.viewIfLoaded?.simulationIsVisible == true)
    // The opening was reversed by the close the present asked for.
    #expect(!harness.driver.isOpen)
    #expect(harness.device.console.isEmpty, "\(harness.device.console)")
  }

  @Test func presentWhileTheMenuClosesShowsTheChosenScreen() {
    let harness = Harness(.modal)
    harness.openAndSettle()
    harness.close()
    harness.device.advance(by: 0.05)
    let chosen = RecordingViewController("chosen")
    harness.presentation!.present(chosen, animated: true)
    harness.device.runUntilIdle()
    harness.device.advance(by: 1)
    harness.device.runUntilIdle()
    #expect(chosen.presentingViewController === harness.navigation)
    #expect(chosen.viewIfLoaded?.simulationIsVisible == true)
    #expect(harness.device.console.isEmpty, "\(harness.device.console)")
  }

  @Test func presentFromTheOpenMenuClosesItAndShowsTheScreen() {
    let harness = Harness(.modal)
    harness.openAndSettle()
    let chosen = RecordingViewController("chosen")
    harness.presentation!.present(chosen, animated: true)
    harness.device.runUntilIdle()
    harness.device.advance(by: 1)
    harness.device.runUntilIdle()
    #expect(!harness.driver.isOpen)
    #expect(chosen.viewIfLoaded?.simulationIsVisible == true)
    #expect(harness.device.console.isEmpty, "\(harness.device.console)")
  }

  // MARK: Major 6: pushing from the menu with a content-moving style

  @Test func pushFromTheMenuIsOnScreenWhileTheMenuCloses() {
    let harness = Harness(.modal) { $0.leading.style = .slideAside }
    harness.openAndSettle()
    let detail = RecordingViewController("detail")
    #expect(harness.presentation!.show(detail, pushStyle: .push))
    harness.device.advance(by: 0.1)
    // Mid-close, what stands where the content is must show the new screen.
    let onScreen = harness.device.window.subviews.flatMap { $0.visibleSubtree() }
    let showsDetail = onScreen.contains { view in
      view === detail.view || (view as? SimulationSnapshotView)?.pictures(detail.view) == true
    }
    #expect(showsDetail, "the content shows the old screen while the menu closes")
    harness.device.runUntilIdle()
    #expect(detail.view.simulationIsVisible)
  }

  // MARK: Major 7: container appearance callbacks

  @Test func keptContainerMenuHearsAppearanceEveryTime() throws {
    let harness = Harness(.container, keepsMenu: true)
    harness.openAndSettle()
    let menu = try #require(harness.menuController)
    harness.close()
    harness.device.runUntilIdle()
    harness.openAndSettle()
    #expect(
      menu.appearance == [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillAppear",
        "viewDidAppear",
      ], "\(menu.appearance)")
  }

  @Test func containerMenuDoesNotAppearWhileClosed() {
    let harness = Harness(.container, keepsMenu: true)
    harness.openAndSettle()
    harness.close()
    harness.device.runUntilIdle()
    let menu = harness.menuController
    #expect(menu?.appearance.last == "viewDidDisappear", "\(menu?.appearance ?? [])")
    #expect(harness.menuView?.simulationIsVisible != true)
  }

  // MARK: Major 8: the keyboard

  @Test(arguments: Mode.allCases)
  func openingEndsEditingInTheContent(mode: Mode) {
    let harness = Harness(mode)
    let field = UITextField(frame: CGRect(x: 20, y: 120, width: 200, height: 44))
    harness.content.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(harness.device.isKeyboardVisible)
    harness.open()
    harness.device.advance(by: harness.device.frameInterval)
    #expect(!harness.device.isKeyboardVisible, "the keyboard stays up while the menu opens")
    harness.device.runUntilIdle()
  }

  // MARK: Majors 9 and 10: blur

  @Test(arguments: Mode.allCases)
  func reduceTransparencyGivesTheBlurredMenuAnOpaqueBackground(mode: Mode) {
    let harness = Harness(mode, appearance: SideMenuAppearance(blurEffectStyle: .systemMaterial))
    harness.openAndSettle()
    let host = harness.menuView?.superview
    #expect(host?.subviews.contains { $0 is UIVisualEffectView } == true)
    harness.device.setReduceTransparency(true)
    #expect(host?.subviews.contains { $0 is UIVisualEffectView && $0.simulationIsVisible } != true)
    let background = host?.backgroundColor ?? host?.subviews.first?.backgroundColor
    #expect(
      background.map { $0.simulationAlpha() >= 1 } == true, "nothing opaque replaces the blur")
  }

  @Test(arguments: Mode.allCases)
  func blurIsNeverInsideAFadingView(mode: Mode) {
    let harness = Harness(mode, appearance: SideMenuAppearance(blurEffectStyle: .systemMaterial)) {
      $0.leading.style = .menuDissolveIn
    }
    harness.open()
    harness.device.advance(by: 0.1)
    harness.device.runUntilIdle()
    harness.close()
    harness.device.runUntilIdle()
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  // MARK: Major 11: VoiceOver focus comes back

  @Test(arguments: Mode.allCases)
  func voiceOverFocusReturnsToTheOpeningControl(mode: Mode) {
    let harness = Harness(mode)
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
    button.isAccessibilityElement = true
    button.accessibilityLabel = "Menu"
    harness.content.view.addSubview(button)
    UIAccessibility.post(notification: .screenChanged, argument: button)
    harness.openAndSettle()
    #expect(harness.device.voiceOverFocus !== button)
    harness.close()
    harness.device.runUntilIdle()
    #expect(
      harness.device.voiceOverFocus === button,
      "focus: \(String(describing: harness.device.voiceOverFocus))")
  }

  /// Issue 33: one visibility check for both layers (`SideMenuVisibility.isShown(_:)`). The
  /// opening control faded below UIKit's hit-testing alpha (0.01) or moved off the window while
  /// the menu was open: focus goes to the content, not to a control no one can see. Break
  /// caught: the stage's old check, which took a view beside the window for shown.
  @Test(arguments: Mode.allCases, [false, true])
  func voiceOverFocusSkipsAControlThatLeftTheScreen(mode: Mode, offTheWindow: Bool) {
    let harness = Harness(mode)
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
    button.isAccessibilityElement = true
    button.accessibilityLabel = "Menu"
    harness.content.view.addSubview(button)
    UIAccessibility.post(notification: .screenChanged, argument: button)
    harness.openAndSettle()
    if offTheWindow { button.frame.origin.x = -500 } else { button.alpha = 0.005 }
    harness.close()
    harness.device.runUntilIdle()
    let screenChanges = harness.device.accessibilityPosts.filter {
      $0.notification == .screenChanged
    }
    #expect(screenChanges.last?.argument as? UIButton !== button)
    // Where VoiceOver goes from the content is its own choice: the simulation's may pick the
    // control beside the window (its first element); nearly transparent, it is out of reach.
    if !offTheWindow { #expect(harness.device.voiceOverFocus !== button) }
  }

  // MARK: Major 12: tearing down

  @Test func releasedPresentationLeavesNoPanOnTheContent() {
    let harness = Harness(.modal)
    // The edge drag goes on the navigation controller's view (it serves every pushed screen).
    let view = harness.navigation.view!
    let before = view.gestureRecognizers?.count ?? 0
    #expect(before >= 1)
    do {
      let presentation = SideMenuPresentation(presentingViewController: harness.content)
      presentation.setMenu(for: .leading) { UIViewController() }
      presentation.addEdgeGesture()
      // The finger's pan and the trackpad's.
      #expect((view.gestureRecognizers?.count ?? 0) == before + 2)
    }
    #expect((view.gestureRecognizers?.count ?? 0) == before, "an orphaned pan stays on the view")
  }

  @Test func overlayReleasedWhileOpenLeavesTheHostUsable() {
    let device = SimulatedDevice()
    let content = RecordingViewController("content")
    device.show(content)
    do {
      let overlay = SideMenuOverlay(hostView: content.view)
      overlay.setMenu(for: .leading) { UIView() }
      overlay.open(.leading)
      device.runUntilIdle()
      #expect(overlay.driver.isOpen)
    }
    device.runTurn()
    let hit = device.hitView(at: device.point(x: device.width - 30))
    #expect(
      hit === content.view,
      "the released overlay's scrim still blocks the host: \(String(describing: hit))")
  }

  // MARK: Minor: scroll views in the menu

  @Test func horizontalScrollViewInTheMenuDoesNotDragItClosed() throws {
    let harness = Harness(.container)
    harness.openAndSettle()
    let menu = try #require(harness.menuView)
    let carousel = UIScrollView(frame: CGRect(x: 0, y: 200, width: menu.bounds.width, height: 120))
    carousel.contentSize = CGSize(width: menu.bounds.width * 3, height: 120)
    menu.addSubview(carousel)
    harness.device.runTurn()
    let y = carousel.simulationFrameInWindow.midY
    harness.device.drag(
      from: CGPoint(x: menu.bounds.width - 30, y: y), to: CGPoint(x: 30, y: y), duration: 0.3)
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen, "the carousel's swipe closed the menu")
    #expect(carousel.contentOffset.x > 100)
  }

  @Test func verticalListInTheMenuStillLetsADragCloseIt() throws {
    let harness = Harness(.container)
    harness.openAndSettle()
    let menu = try #require(harness.menuView)
    let list = UIScrollView(frame: menu.bounds)
    list.contentSize = CGSize(width: menu.bounds.width, height: 3_000)
    menu.addSubview(list)
    harness.device.runTurn()
    harness.device.drag(
      from: harness.device.point(x: menu.bounds.width - 30), to: harness.device.point(x: 20),
      duration: 0.3)
    harness.device.runUntilIdle()
    #expect(!harness.driver.isOpen)
  }

  // MARK: Minor: the back swipe with a custom back button

  @Test func leadingEdgeOpensOnAPushedScreenWithACustomBackButton() {
    let harness = Harness(.container)
    let pushed = RecordingViewController("pushed")
    pushed.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Back", style: .plain, target: nil, action: nil)
    harness.navigation.pushViewController(pushed, animated: false)
    harness.device.runTurn()
    _ = harness.edgeDrag(distance: 250, duration: 0.3)
    harness.device.runUntilIdle()
    #expect(
      harness.driver.isOpen, "the leading edge is dead: UIKit refuses the back swipe, and so did we"
    )
  }

  // MARK: Minor: modal mode and content interaction

  @Test func contentInteractiveWhileOpenStillClosesOnTapInModalMode() {
    let harness = Harness(.modal) { $0.isContentInteractiveWhileOpen = true }
    harness.openAndSettle()
    harness.device.tap(at: harness.besideMenu)
    harness.device.runUntilIdle()
    #expect(!harness.driver.isOpen, "the scrim no longer closes the menu")
  }

  // MARK: Minor: the container forwards system preferences

  @Test func containerForwardsHomeIndicatorAndScreenEdgePreferences() {
    let harness = Harness(.container)
    #expect(harness.container!.childForHomeIndicatorAutoHidden === harness.navigation)
    #expect(harness.container!.childForScreenEdgesDeferringSystemGestures === harness.navigation)
  }

  // MARK: Minor: dark mode shadows

  @Test func shadowColourFollowsDarkMode() throws {
    let light = UIColor.black
    let dark = UIColor.white
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    let harness = Harness(.container, appearance: SideMenuAppearance(shadowColor: dynamic))
    harness.device.setUserInterfaceStyle(.dark)
    harness.openAndSettle()
    let host = try #require(harness.menuView?.superview)
    #expect(host.layer.shadowColor == dark.cgColor, "\(String(describing: host.layer.shadowColor))")
  }

  // MARK: Minor: accessibility of the scrim and pinned views

  @Test func scrimIsNoCloseButtonWhenTapToCloseIsOff() {
    let harness = Harness(.container) { $0.isContentInteractiveWhileOpen = true }
    harness.openAndSettle()
    let labels = harness.device.accessibleElements().compactMap {
      ($0 as? UIView)?.accessibilityLabel
    }
    #expect(!labels.contains("Close menu"), "\(labels)")
  }

  @Test func pinnedOverlayViewsStayReachableForVoiceOver() {
    let harness = Harness(.overlay)
    let button = UIButton(
      frame: CGRect(
        x: harness.device.width - 80, y: harness.device.height - 120, width: 56, height: 56))
    button.isAccessibilityElement = true
    button.accessibilityLabel = "Locate"
    harness.content.view.addSubview(button)
    harness.overlay!.pin([button])
    harness.openAndSettle()
    #expect(
      harness.device.hitView(at: CGPoint(x: button.frame.midX, y: button.frame.midY)) === button)
    let reachable = harness.device.accessibleElements()
    #expect(reachable.contains { $0 === button }, "the pinned button is hidden from VoiceOver")
  }

  // MARK: Accessibility posts and modality

  @Test(arguments: Mode.allCases)
  func openMenuIsModalForVoiceOverAndAnnouncesFocus(mode: Mode) {
    let harness = Harness(mode)
    let contentLabel = UILabel(frame: CGRect(x: 200, y: 300, width: 100, height: 40))
    contentLabel.isAccessibilityElement = true
    contentLabel.accessibilityLabel = "Inbox"
    harness.content.view.addSubview(contentLabel)
    harness.openAndSettle()
    #expect(harness.device.accessibilityPosts.contains { $0.notification == .screenChanged })
    let reachable = harness.device.accessibleElements()
    #expect(
      !reachable.contains { $0 === contentLabel },
      "VoiceOver reaches the content behind the open menu")
    let labels = reachable.compactMap { ($0 as? UIView)?.accessibilityLabel }
    #expect(labels.contains("Close menu"), "\(labels)")
  }
}

/// The modal mode's snapshot of the content, where the content does not fill the screen.
@MainActor
@Suite(.serialized)
struct SnapshotGeometryScenarioTests {
  @Test func snapshotOfASheetSizedContentIsNotStretched() throws {
    let harness = Harness(.modal) { $0.leading.style = .slideAside }
    // The presenting screen stands like a sheet: below the status bar, narrower than the window.
    let sheetFrame = CGRect(
      x: 0, y: 60, width: harness.device.width, height: harness.device.height - 60)
    harness.navigation.view.frame = sheetFrame
    harness.device.runTurn()
    harness.openAndSettle()
    let snapshot = try #require(
      harness.device.window.subviews.flatMap { $0.visibleSubtree() }
        .compactMap { $0 as? SimulationSnapshotView }.first)
    let host = try #require(snapshot.superview)
    #expect(host.bounds.size == sheetFrame.size, "the snapshot is stretched to \(host.bounds.size)")
    #expect(near(host.center.y, sheetFrame.midY))
    harness.close()
    harness.device.runUntilIdle()
  }

  @Test func rotationRetakesTheSnapshotAfterTheLayout() throws {
    let harness = Harness(.modal) {
      $0.leading.style = .slideAside
      $0.dismissesOnRotation = false
    }
    harness.openAndSettle()
    harness.device.rotate(toLandscape: true)
    harness.device.runUntilIdle()
    let snapshot = try #require(
      harness.device.window.subviews.flatMap { $0.visibleSubtree() }
        .compactMap { $0 as? SimulationSnapshotView }.first)
    #expect(near(snapshot.bounds.width, harness.device.width), "snapshot \(snapshot.bounds)")
    #expect(snapshot.pictures(harness.content.view))
  }
}
