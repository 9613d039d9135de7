// Contract tests of the iPad model: device sizes and size classes, window resizing as Split
// View, Slide Over and Stage Manager do it, trait-change callbacks, and the keyboard-shortcut
// overlay.
import Testing
import UIKit
import UIKitSimulation

/// A root controller recording the size and trait callbacks it hears, with what the window
/// was at that moment.
@MainActor
final class MultitaskingRecorder: UIViewController {
  var events: [String] = []
  var transitionDuration: TimeInterval?

  override func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    events.append(
      "willTransition(traits: \(newCollection.horizontalSizeClass)) at \(windowWidth)")
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    transitionDuration = coordinator.transitionDuration
    events.append("viewWillTransition(to: \(Int(size.width))) at \(windowWidth)")
    coordinator.animate(alongsideTransition: nil) { [unowned self] _ in
      self.events.append("completion")
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    events.append(
      "traitCollectionDidChange(from: \(previousTraitCollection?.horizontalSizeClass ?? .unspecified)) now \(traitCollection.horizontalSizeClass) at \(windowWidth)"
    )
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    events.append("viewDidLayoutSubviews at \(Int(view.bounds.width))")
  }

  private var windowWidth: Int { Int(view.window?.bounds.width ?? 0) }
}

@MainActor
@Suite(.serialized)
struct iPadDeviceContractTests {
  // https://developer.apple.com/design/human-interface-guidelines/layout (iPadOS device screen
  // dimensions): an iPad Pro 11-inch is 834 × 1,210 pt; the status bar and home indicator
  // bands stay in both orientations.
  @Test func iPadProElevenIsItsPublishedSizeInBothOrientations() {
    let device = SimulatedDevice(model: .iPadPro11)
    device.show(UIViewController())
    #expect(device.window.bounds.size == CGSize(width: 834, height: 1210))
    #expect(device.window.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    device.rotate(toLandscape: true)
    #expect(device.window.bounds.size == CGSize(width: 1210, height: 834))
    #expect(device.window.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(SimulatedDevice.Model.iPadPro13.portraitSize == CGSize(width: 1032, height: 1376))
    #expect(SimulatedDevice.Model.iPadMini.portraitSize == CGSize(width: 744, height: 1133))
  }

  // https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes
  // Full screen an iPad is regular width in both orientations, an iPhone 15 compact in both.
  @Test func fullScreenWidthClassFollowsTheDevice() {
    let pad = SimulatedDevice(model: .iPadMini)
    let controller = UIViewController()
    pad.show(controller)
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    #expect(controller.view.traitCollection.horizontalSizeClass == .regular)
    pad.rotate(toLandscape: true)
    #expect(controller.traitCollection.horizontalSizeClass == .regular)

    let phone = SimulatedDevice()
    let phoneController = UIViewController()
    phone.show(phoneController)
    #expect(phoneController.traitCollection.horizontalSizeClass == .compact)
    phone.rotate(toLandscape: true)
    #expect(phoneController.traitCollection.horizontalSizeClass == .compact)
    // Outside a window a view is in no environment with a size class.
    #expect(UIView().traitCollection.horizontalSizeClass == .unspecified)
  }

  // The multitasking widths and classes of the published tables: on an 11-inch iPad in
  // landscape two-thirds is regular, half and one-third compact; on the 13-inch half is
  // regular in landscape and two-thirds compact in portrait; Slide Over is compact.
  @Test func splitViewWidthsAndClassesFollowThePublishedTables() {
    let device = SimulatedDevice(model: .iPadPro11)
    device.show(UIViewController())
    device.rotate(toLandscape: true)
    #expect(device.windowSize(for: .splitView(.twoThirds)).width == 880, "1,210 − 10 − 320")
    #expect(device.sizeClass(for: .splitView(.twoThirds)) == .regular)
    #expect(device.windowSize(for: .splitView(.half)).width == 600)
    #expect(device.sizeClass(for: .splitView(.half)) == .compact)
    #expect(device.windowSize(for: .splitView(.oneThird)).width == 320)
    #expect(device.sizeClass(for: .splitView(.oneThird)) == .compact)
    #expect(device.sizeClass(for: .slideOver) == .compact)

    let big = SimulatedDevice(model: .iPadPro13)
    big.show(UIViewController())
    #expect(big.windowSize(for: .splitView(.twoThirds)).width == 647, "1,032 − 10 − 375")
    #expect(big.sizeClass(for: .splitView(.twoThirds)) == .compact)
    big.rotate(toLandscape: true)
    #expect(big.windowSize(for: .splitView(.half)).width == 683)
    #expect(big.sizeClass(for: .splitView(.half)) == .regular)
    // A Stage Manager window: regular from 678 pt, compact below; clamped to the screen.
    #expect(big.sizeClass(for: .stageManager(CGSize(width: 678, height: 700))) == .regular)
    #expect(big.sizeClass(for: .stageManager(CGSize(width: 677, height: 700))) == .compact)
    #expect(big.windowSize(for: .stageManager(CGSize(width: 5000, height: 9000))) == big.screenSize)
  }
}

@MainActor
@Suite(.serialized)
struct WindowResizeContractTests {
  // https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)
  // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
  // Entering Split View narrows the window: the controller hears of the new traits, then of the
  // new size, both before the window changes; then the traits changed (with the previous ones),
  // then layout at the new width; the coordinator's completion at the end of its time.
  @Test func aResizeAcrossTheWidthClassTellsTraitsThenSizeThenLaysOut() {
    let device = SimulatedDevice(model: .iPadPro11)
    let controller = MultitaskingRecorder()
    device.show(controller)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    controller.events = []
    let start = device.now
    device.resizeWindow(to: .splitView(.half))
    #expect(
      controller.events == [
        "willTransition(traits: compact) at 1210",
        "viewWillTransition(to: 600) at 1210",
        "traitCollectionDidChange(from: regular) now compact at 600",
        "viewDidLayoutSubviews at 600",
      ])
    #expect(controller.transitionDuration == SimulatedDevice.windowResizeDuration)
    #expect(device.windowResize != nil)
    device.advance(to: start + 0.39)
    #expect(!controller.events.contains("completion"))
    device.advance(to: start + 0.4)
    #expect(controller.events.last == "completion")
    #expect(device.windowResize == nil)
    #expect(device.horizontalSizeClass == .compact)
    #expect(device.window.bounds.size == CGSize(width: 600, height: 834))
  }

  // A resize that keeps the width class changes the size alone: no trait callbacks.
  @Test func aResizeWithinTheWidthClassSendsNoTraitCallbacks() {
    let device = SimulatedDevice(model: .iPadPro13)
    let controller = MultitaskingRecorder()
    device.show(controller)
    device.resizeWindow(to: .stageManager(CGSize(width: 900, height: 1000)))
    #expect(
      controller.events.filter { !$0.hasPrefix("viewDidLayoutSubviews") } == [
        "viewWillTransition(to: 900) at 1032"
      ])
    #expect(device.window.bounds.size == CGSize(width: 900, height: 1000))
    #expect(device.horizontalSizeClass == .regular)
  }

  // Views hear `traitCollectionDidChange(_:)` too, with the previous traits.
  @Test func viewsHearTheTraitChange() {
    final class TraitView: UIView {
      var previous: [UIUserInterfaceSizeClass] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
      }
    }
    let device = SimulatedDevice(model: .iPadAir11)
    let controller = UIViewController()
    device.show(controller)
    let view = TraitView()
    controller.view.addSubview(view)
    device.resizeWindow(to: .slideOver)
    #expect(view.previous == [.regular])
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    device.resizeWindow(to: .fullScreen)
    #expect(view.previous == [.regular, .compact])
  }

  // As during a rotation (long-known device behaviour), touches landing while the window
  // resizes are ignored; once it is over they reach the views again.
  @Test func touchesLandingDuringAResizeAreIgnored() {
    let device = SimulatedDevice(model: .iPadPro11)
    let controller = UIViewController()
    device.show(controller)
    let target = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    controller.view.addSubview(target)
    device.resizeWindow(to: .splitView(.twoThirds))
    device.tap(at: CGPoint(x: 100, y: 100))
    #expect(target.touchPhases.isEmpty)
    device.runUntilIdle()
    device.tap(at: CGPoint(x: 100, y: 100))
    #expect(target.touchPhases == ["began", "ended"])
  }

  // Rotating keeps the arrangement: a Split View half becomes the other orientation's half.
  @Test func rotationKeepsTheArrangement() {
    let device = SimulatedDevice(model: .iPadPro13)
    device.show(UIViewController())
    device.resizeWindow(to: .splitView(.half))
    device.runUntilIdle()
    #expect(device.window.bounds.width == 511)
    device.rotate(toLandscape: true)
    #expect(device.window.bounds.size == CGSize(width: 683, height: 1032))
    #expect(device.horizontalSizeClass == .regular)
  }

  // A phone has no multitasking: any other arrangement is ignored.
  @Test func aPhoneStaysFullScreen() {
    let device = SimulatedDevice()
    device.show(UIViewController())
    device.resizeWindow(to: .splitView(.half))
    #expect(device.window.bounds.size == CGSize(width: 393, height: 852))
    #expect(device.windowResize == nil)
  }
}

/// A controller with a titled key command, its action handled.
@MainActor
final class SidebarKeyController: UIViewController, SelectorDispatching {
  static let toggle: Selector = "toggleSidebar(_:)"
  static let hidden: Selector = "hidden(_:)"
  var toggles = 0

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(
        title: "Sidebar", action: Self.toggle, input: "s", modifierFlags: [.control, .command],
        discoverabilityTitle: "Hide Sidebar"),
      UIKeyCommand(title: "Find", action: Self.hidden, input: "f", modifierFlags: .command),
      UIKeyCommand(input: "k", modifierFlags: .command, action: Self.hidden),
    ]
  }

  override var canBecomeFirstResponder: Bool { true }

  func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector == Self.toggle else { return selector == Self.hidden }
    toggles += 1
    return true
  }

  func respondsToSelector(_ selector: Selector) -> Bool {
    selector == Self.toggle || selector == Self.hidden
  }
}

@MainActor
@Suite(.serialized)
struct KeyboardShortcutOverlayContractTests {
  // https://developer.apple.com/documentation/uikit/uikeycommand/discoverabilitytitle
  // The overlay lists the chain's commands under their discoverability title, else their
  // title; one with neither is not listed.
  @Test func theOverlayListsDiscoverabilityTitlesElseTitles() {
    let device = SimulatedDevice(model: .iPadPro11)
    let controller = SidebarKeyController()
    device.show(controller)
    #expect(device.keyboardShortcutOverlay().isEmpty, "nothing in the chain yet")
    controller.becomeFirstResponder()
    #expect(
      device.keyboardShortcutOverlay() == [
        .init(title: "Hide Sidebar", input: "s", modifierFlags: [.control, .command]),
        .init(title: "Find", input: "f", modifierFlags: .command),
      ])
  }

  // https://developer.apple.com/documentation/uikit/uikeycommand
  // A combination reaches the command with exactly its modifiers (⌃⌘S, not ⌘S).
  @Test func aKeyCombinationReachesTheCommandWithExactlyItsModifiers() {
    let device = SimulatedDevice(model: .iPadPro11)
    let controller = SidebarKeyController()
    device.show(controller)
    controller.becomeFirstResponder()
    #expect(!device.press(key: "s", modifiers: .command))
    #expect(controller.toggles == 0)
    #expect(device.press(key: "s", modifiers: [.control, .command]))
    #expect(controller.toggles == 1)
  }
}
