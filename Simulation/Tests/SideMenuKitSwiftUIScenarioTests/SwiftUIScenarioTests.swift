import SwiftUISimulation
import Testing

@testable import SideMenuKit

// The SwiftUI layer's scenarios, each in both gesture paths (iOS 18's recognizers, iOS 15–17's
// DragGesture), mirroring the UIKit suites where they apply. They run the product's real
// `.sideMenu` body, mounted through the public host (``MountedMenuHost``), and read what it drew
// (MountedMenuHost+Reads). Points are window points of an iPhone 15 (393 × 852, safe area
// 59/34); tolerances are stated where a value is compared.

@MainActor
private func makeHost(
  _ path: GesturePath, edge: SideMenuEdge = .leading, twoMenus: Bool = false,
  configuration: SideMenuConfiguration = .standard, lifecycle: SimulatedAppLifecycle = .swiftUI,
  direction: UIUserInterfaceLayoutDirection = .leftToRight,
  os: SimulatedDevice.OSVersion? = nil, pushedScreen: Bool = false
) -> (SimulatedDevice, MountedMenuHost) {
  // The recognizer path is iOS 18 and later's (today's iOS 26); the DragGesture path iOS 15–17's.
  let os = os ?? (path == .recognizer ? .iOS26 : .iOS17)
  let device = SimulatedDevice(osVersion: os, layoutDirection: direction)
  let host = MountedMenuHost(
    device: device, path: path, edge: edge, twoMenus: twoMenus, configuration: configuration,
    lifecycle: lifecycle)
  if pushedScreen { host.pushScreenInContent() }
  return (device, host)
}

@MainActor
@Suite("SwiftUI: opening and closing")
struct SwiftUIOpenCloseScenarios {
  @Test(
    "the binding opens and closes the menu; nothing is written back",
    arguments: GesturePath.allCases)
  func binding(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(abs(host.menuFrameOnScreen.minX) < 0.5)
    #expect(host.isScrimActive)
    host.presentedEdge = nil
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.bindingWrites.isEmpty)
    #expect(
      host.events == [
        "willOpen(leading)", "didOpen(leading)", "willClose(leading)", "didClose(leading)",
      ])
  }

  @Test(
    "a slow drag from the edge opens the menu and writes the binding once",
    arguments: GesturePath.allCases)
  func slowEdgeDrag(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.8, hold: 0.1)
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(host.bindingWrites == [.leading])
  }

  @Test("a short flick opens the menu by its velocity", arguments: GesturePath.allCases)
  func flick(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.05)
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
  }

  @Test(
    "a steady drag keeps its speed when touches arrive late (touch timestamps)",
    arguments: GesturePath.allCases)
  func velocityWithLateDelivery(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    // Sampled at 240 Hz; every third touch reaches the app 8 ms late (the UIKit suite's case).
    device.touchDeliveryDelays = [0, 0, 0.008]
    let finger = device.touchDown(at: CGPoint(x: 3, y: 400))
    // 300 pt/s, steadily.
    finger.move(to: CGPoint(x: 153, y: 400), duration: 0.5, rate: 240)
    let velocity = host.model.frame.velocity * host.model.menuWidth(for: .leading)
    #expect(abs(velocity - 300) < 6, "velocity \(velocity) pt/s for a steady 300 pt/s drag")
    finger.lift()
    device.runUntilIdle()
  }

  @Test(
    "a drag let go early goes back: cancelled opening, binding untouched",
    arguments: GesturePath.allCases)
  func cancelledOpening(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5, hold: 0.3)
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.bindingWrites.isEmpty)
    #expect(host.events.prefix(2) == ["willOpen(leading)", "openingCancelled(leading)"])
  }

  @Test(
    "a drag on the open menu closes it; the binding becomes false", arguments: GesturePath.allCases)
  func dragToClose(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    device.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 20, y: 400), duration: 0.3)
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.bindingWrites == [nil])
  }

  @Test("a tap on the scrim closes the menu", arguments: GesturePath.allCases)
  func scrimTap(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    device.tap(at: CGPoint(x: 385, y: 400))
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.presentedEdge == nil)
  }

  @Test("a finger landing on a moving menu stops it at once", arguments: GesturePath.allCases)
  func catchOnTouchDown(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.advance(by: 0.1)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    let caught = host.menuFrameOnScreen.minX
    device.advance(by: 0.2)
    #expect(abs(host.menuFrameOnScreen.minX - caught) < 0.5)
    #expect(!host.isOpen)
    finger.lift()
    #expect(device.runUntilIdle())
  }

  @Test(
    "the app closes mid-opening: the menu turns back, the binding ends false",
    arguments: GesturePath.allCases)
  func interruption(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.advance(by: 0.1)
    host.presentedEdge = nil
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(host.presentedEdge == nil)
    #expect(host.bindingWrites.isEmpty)
  }

  @Test(
    "the app opens mid-drag: the request is not lost, and no stale write follows",
    arguments: GesturePath.allCases)
  func bindingMidDrag(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 60, y: 400), duration: 0.2)
    host.presentedEdge = .leading
    device.runTurn()
    finger.move(to: CGPoint(x: 50, y: 400), duration: 0.1)
    finger.lift()
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(host.presentedEdge == .leading)
  }

  @Test(
    "the app toggles twice mid-animation: the last request wins", arguments: GesturePath.allCases)
  func bindingMidAnimation(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.advance(by: 0.05)
    host.presentedEdge = nil
    device.runTurn()
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(host.presentedEdge == .leading)
  }
}

@MainActor
@Suite("SwiftUI: edges, environment, system")
struct SwiftUIEnvironmentScenarios {
  @Test(
    "two menus: a drag from the right edge opens the trailing one", arguments: GesturePath.allCases)
  func trailingEdge(_ path: GesturePath) {
    let (device, host) = makeHost(path, twoMenus: true)
    defer { host.tearDown() }
    device.drag(
      from: CGPoint(x: 388, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.6, hold: 0.1)
    #expect(device.runUntilIdle())
    #expect(host.model.machine.phase == .open(.trailing))
    #expect(host.presentedEdge == .trailing)
    #expect(abs(host.menuFrameOnScreen.maxX - 393) < 0.5)
  }

  @Test(
    "right to left: the leading menu opens from the right edge", arguments: GesturePath.allCases)
  func rightToLeft(_ path: GesturePath) {
    let (device, host) = makeHost(path, direction: .rightToLeft)
    defer { host.tearDown() }
    device.drag(
      from: CGPoint(x: 388, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.6, hold: 0.1)
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(abs(host.menuFrameOnScreen.maxX - 393) < 0.5)
  }

  @Test(
    "the edge changes while open: the menu moves sides, the binding stays true",
    arguments: GesturePath.allCases)
  func edgeChangedWhileOpen(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    host.edge = .trailing
    host.presentedEdge = .trailing  // the same `isPresented == true` under the new edge
    #expect(device.runUntilIdle())
    #expect(host.model.machine.phase == .open(.trailing))
    #expect(!host.bindingWrites.contains(nil))
  }

  @Test(
    "rotation while open keeps the menu open at the new height", arguments: GesturePath.allCases)
  func sizeChange(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    device.rotate(toLandscape: true)
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    #expect(abs(host.menuFrameOnScreen.height - 393) < 0.5)
    #expect(abs(host.menuFrameOnScreen.minX) < 0.5)
  }

  @Test(
    "Reduce Motion reaches the engine and the menu still opens", arguments: GesturePath.allCases)
  func reduceMotion(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    device.setReduceMotion(true)
    device.runTurn()
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(host.model.machine.isReduceMotionEnabled)
    #expect(host.isOpen)
  }

  @Test(
    "the app goes to the background mid-drag: the menu settles (SwiftUI and UIKit lifecycle)",
    arguments: GesturePath.allCases, [SimulatedAppLifecycle.swiftUI, .uiKit])
  func backgroundMidDrag(_ path: GesturePath, lifecycle: SimulatedAppLifecycle) {
    let (device, host) = makeHost(path, lifecycle: lifecycle)
    defer { host.tearDown() }
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 150, y: 400), duration: 0.3)
    device.enterBackground()
    #expect(device.runUntilIdle())
    #expect(host.isClosed || host.isOpen)
    finger.lift()
    #expect(device.runUntilIdle())
    #expect((host.presentedEdge == .leading) == host.isOpen)
  }

  @Test("the environment actions open, toggle and close", arguments: GesturePath.allCases)
  func environmentActions(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let actions = host.model.actions
    #expect(actions.isAvailable)
    actions.open(.leading)
    #expect(device.runUntilIdle())
    #expect(host.isOpen && host.presentedEdge == .leading)
    actions.toggle(.leading)
    #expect(device.runUntilIdle())
    #expect(host.isClosed && host.presentedEdge == nil)
  }

  @Test("callbacks balance and progress runs 0…1 and back", arguments: GesturePath.allCases)
  func callbacksAndProgress(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    #expect(abs((host.progress.last ?? 0) - 1) < 1e-9)
    host.presentedEdge = nil
    device.runUntilIdle()
    #expect(abs(host.progress.last ?? 1) < 1e-9)
    #expect(host.progress.contains { $0 > 0.1 && $0 < 0.9 })
    let count = { (name: String) in host.events.filter { $0.hasPrefix(name) }.count }
    #expect(count("willOpen") == count("didOpen"))
    #expect(count("willClose") == count("didClose"))
  }
}

@MainActor
@Suite("SwiftUI: VoiceOver, focus, drawing")
struct SwiftUIAccessibilityScenarios {
  @Test(
    "VoiceOver moves into the modal menu and back to the menu button",
    arguments: GesturePath.allCases)
  func focusIntoMenuAndBack(_ path: GesturePath) throws {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let menuButton = try #require(host.menuButton)
    UIAccessibility.post(notification: .screenChanged, argument: menuButton)
    host.presentedEdge = .leading
    device.runUntilIdle()
    let reachable = device.accessibleElements()
    let row = try #require(host.menuRow())
    let closeElement = try #require(host.closeElement)
    #expect(reachable.contains { $0 === row })
    #expect(reachable.contains { $0 === closeElement })
    #expect(!reachable.contains { $0 === menuButton })
    // Focus left the hidden button (the screen-changed post after the modal trait was applied).
    #expect(device.voiceOverFocus !== menuButton)
    host.presentedEdge = nil
    device.runUntilIdle()
    #expect(device.voiceOverFocus === menuButton)
  }

  @Test(
    "a closed menu is hidden from VoiceOver and takes no touches", arguments: GesturePath.allCases)
  func closedMenuDisabled(_ path: GesturePath) throws {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    host.presentedEdge = nil
    device.runUntilIdle()
    // The closed menu stays in the tree (kept for its state), drawn but out of reach.
    let row = try #require(host.menuRow())
    let menu = try #require(host.slotGroup())
    #expect(!host.takesTouches(row))
    #expect(!device.accessibleElements().contains { $0 === row })
    #expect(device.hitView(at: CGPoint(x: 100, y: 100))?.isDescendant(of: menu) != true)
  }

  @Test(
    "VoiceOver's Close menu closes the menu with tap-to-close off", arguments: GesturePath.allCases)
  func closeElementWithoutTapToClose(_ path: GesturePath) throws {
    var configuration = SideMenuConfiguration.standard
    configuration.gestures.isTapToCloseEnabled = false
    let (device, host) = makeHost(path, configuration: configuration)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    device.voiceOverActivate(try #require(host.closeElement))
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
  }

  /// How the button that opened the menu leaves the screen while the menu is open. Issue 33:
  /// the SwiftUI model and the UIKit stage shared no visibility check (the model took a view at
  /// alpha 0.005 for visible); both now ask `SideMenuVisibility.isShown(_:)`, whose threshold is
  /// UIKit's hit-testing one (0.01). (Off the window is the UIKit scenario's: the host lays the
  /// button out again at every update.)
  enum ButtonExit: String, CaseIterable, CustomStringConvertible, Sendable {
    case removed, nearlyTransparent
    var description: String { rawValue }
    /// The app's change: the button out of its content, or at opacity 0.005.
    @MainActor func perform(on extras: MountedAppExtras) {
      switch self {
      case .removed: extras.showsMenuButton = false
      case .nearlyTransparent: extras.menuButtonOpacity = 0.005
      }
    }
  }

  @Test(
    "focus does not go back to a button that left the screen",
    arguments: GesturePath.allCases, ButtonExit.allCases)
  func focusNotToRemovedElement(_ path: GesturePath, exit: ButtonExit) throws {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let menuButton = try #require(host.menuButton)
    UIAccessibility.post(notification: .screenChanged, argument: menuButton)
    host.presentedEdge = .leading
    device.runUntilIdle()
    exit.perform(on: host.extras)
    host.presentedEdge = nil
    device.runUntilIdle()
    // What the model asks VoiceOver for (the simulation would also refuse an unreachable one).
    let screenChanges = device.accessibilityPosts.filter { $0.notification == .screenChanged }
    #expect(screenChanges.last?.argument as? UIView !== menuButton)
    #expect(device.voiceOverFocus !== menuButton)
  }

  @Test(
    "with the keyboard up the content's safe area ends at the keyboard",
    arguments: GesturePath.allCases)
  func keyboardInset(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.keyboardHeight = 336
    device.runTurn()
    #expect(abs(host.contentLayoutFrame.maxY - (852 - 336)) < 0.5)
    host.presentedEdge = .leading
    device.runUntilIdle()
    // The menu's own bottom inset gives way to the keyboard's: its layout ends at the keyboard.
    #expect(host.menuSafeArea().map { abs($0.bottom - 336) < 0.5 } == true)
    #expect(host.isOpen)
  }

  @Test(
    "Reduce Transparency draws the opaque colour instead of the blur",
    arguments: GesturePath.allCases)
  func reduceTransparency(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.appearance.blurEffectStyle = .systemMaterial
    device.setReduceTransparency(true)
    host.presentedEdge = .leading
    device.runUntilIdle()
    #expect(host.menuBlur() == nil)
    #expect(host.menuOpaqueBackground() != nil)
    #expect(host.drawnBackground() == .opaque(host.appearance.reducedTransparencyColor.cgColor))
  }

  // MARK: Liquid Glass (issue 24's "today's look")

  static let glassAppearance = SideMenuAppearance(
    blurEffectStyle: .systemMaterial, glassEffectStyle: .regular, glassTintColor: .red)

  static var floatingPanel: SideMenuConfiguration {
    var configuration = SideMenuConfiguration.standard
    configuration.leading.style.menuPanel = .floating
    return configuration
  }

  @Test(
    "glass on iOS 26 and the blur before, in the floating panel's rounded shape",
    arguments: [SimulatedDevice.OSVersion.iOS26, .iOS18, .iOS17, .iOS15])
  func glassOrItsFallback(_ os: SimulatedDevice.OSVersion) throws {
    let path: GesturePath = os.rawValue >= 18 ? .recognizer : .dragGesture
    let (device, host) = makeHost(path, configuration: Self.floatingPanel, os: os)
    defer { host.tearDown() }
    host.appearance = Self.glassAppearance
    host.presentedEdge = .leading
    device.runUntilIdle()
    let row = try #require(host.menuRow())
    if os == .iOS26 {
      #expect(host.drawnBackground() == .glass(clear: false, tint: UIColor.red.cgColor))
      #expect(host.menuGlass() != nil && host.menuBlur() == nil)
      #expect(
        (host.menuGlass()?.effect as? UIGlassEffect)?.tintColor?.cgColor == UIColor.red.cgColor)
      // The group's and the content's opacities: the row is drawn fully opaque.
      #expect(host.drawnOpacity(row) == 1)
    } else {
      #expect(host.drawnBackground() == .blur(.systemMaterial, strength: 1))
      #expect(host.menuGlass() == nil && host.menuBlur() != nil)
    }
    let clip = try #require(host.menuContentClip())
    #expect(clip.layer.cornerRadius == 24 && clip.layer.masksToBounds)
    // The panel: 8 points from the edge, top and bottom of iPhone 15's 393 × 852 points.
    let frame = host.menuFrameOnScreen
    #expect(
      frame.minX == 8 && frame.minY == 8 && frame.height == 852 - 16, "\(frame)")
    // iPhone 15's 59-point top safe area less the panel's 8-point gap. Known issue of the
    // SwiftUI MODEL, not the product: the body measures the container with a GeometryReader
    // under `ignoresSafeArea(.container)` and hands its `safeAreaInsets` to the engine; on a
    // device that proxy still reports the insets it extends into (the transcription passed
    // the window's, 59/34), but the model's reports the effective (cleared) ones, so the engine
    // gets a zero top inset and the panel's first row is laid out at its top (the closing note's
    // "first row drawn at y 0" on the Duo is the same gap). Fails loudly once the model is fixed.
    withKnownIssue("SwiftUI model: GeometryProxy.safeAreaInsets is zero under ignoresSafeArea") {
      #expect(
        host.menuSafeArea().map { abs($0.top - 51) < 0.5 } == true,
        "menu safe area \(String(describing: host.menuSafeArea()))")
    }
    #expect(device.misuses.isEmpty, "\(device.misuses)")
  }

  @Test("glass without a blur is opaque before iOS 26")
  func glassWithoutABlurBeforeIOS26() {
    let (device, host) = makeHost(.recognizer, configuration: Self.floatingPanel, os: .iOS18)
    defer { host.tearDown() }
    host.appearance = SideMenuAppearance(glassEffectStyle: .clear)
    host.presentedEdge = .leading
    device.runUntilIdle()
    #expect(host.drawnBackground() == .opaque(host.appearance.reducedTransparencyColor.cgColor))
    #expect(device.misuses.isEmpty, "\(device.misuses)")
  }

  /// Glass is iOS 26's, where the body attaches the recognizers: the one gesture path there.
  @Test("Reduce Transparency toggled while the glass menu is open")
  func glassUnderReduceTransparency() {
    let (device, host) = makeHost(.recognizer, configuration: Self.floatingPanel, os: .iOS26)
    defer { host.tearDown() }
    host.appearance = Self.glassAppearance
    host.presentedEdge = .leading
    device.runUntilIdle()
    let glass = DrawnMenuBackground.glass(clear: false, tint: UIColor.red.cgColor)
    #expect(host.drawnBackground() == glass)
    device.setReduceTransparency(true)
    device.runUntilIdle()
    #expect(host.drawnBackground() == .opaque(host.appearance.reducedTransparencyColor.cgColor))
    #expect(host.menuGlass() == nil && host.menuOpaqueBackground() != nil)
    // The colour's clip: the panel's rounded corners.
    #expect(host.menuOpaqueBackground()?.superview?.layer.cornerRadius == 24)
    device.setReduceTransparency(false)
    device.runUntilIdle()
    #expect(host.drawnBackground() == glass)
    #expect(host.menuGlass() != nil)
  }

  @Test("a blurred menu fades without alpha over its blur", arguments: GesturePath.allCases)
  func blurNotUnderOpacity(_ path: GesturePath) {
    var configuration = SideMenuConfiguration.standard
    configuration.leading.style = .menuDissolveIn
    let (device, host) = makeHost(path, configuration: configuration)
    defer { host.tearDown() }
    host.appearance.blurEffectStyle = .systemMaterial
    host.presentedEdge = .leading
    device.advance(by: 0.1)
    let strength = host.menuBlur().map(host.drawnStrength) ?? 0
    #expect(strength > 0 && strength < 1, "blur strength \(strength) mid-fade")
    device.runUntilIdle()
    #expect(device.misuses.filter { $0.contains("UIVisualEffectView") }.isEmpty)
  }

  @Test("opening and closing end editing", arguments: GesturePath.allCases)
  func endsEditing(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let field = host.addContentField()
    let menuField = host.addMenuField()
    _ = field.becomeFirstResponder()
    host.presentedEdge = .leading
    device.runUntilIdle()
    #expect(!field.isFirstResponder)
    _ = menuField.becomeFirstResponder()
    host.presentedEdge = nil
    device.runUntilIdle()
    #expect(!device.isKeyboardVisible)
  }

  @Test(
    "a horizontal drag over a vertical list in the open menu closes it",
    arguments: GesturePath.allCases)
  func closingDragOverList(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let list = host.addMenuList()
    host.presentedEdge = .leading
    device.runUntilIdle()
    // The list fills the menu (as SwiftUI sizes a representable to the space offered).
    list.contentSize = CGSize(width: list.bounds.width, height: 2000)
    device.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 20, y: 404), duration: 0.3)
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
  }

  @Test(
    "objectWillChange comes before every change the view reads", arguments: GesturePath.allCases)
  func willChangeBeforeChange(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    var seenAtWillChange: [Bool] = []
    let subscription = host.model.objectWillChange.sink { _ in
      seenAtWillChange.append(host.model.isTicking)
    }
    host.presentedEdge = .leading
    device.runUntilIdle()
    _ = subscription
    // The open request starts the ticking: at its willChange the model was not ticking yet.
    #expect(seenAtWillChange.first == false)
  }
}

/// The event sequences documented on `SideMenuDelegate`, the same in SwiftUI (through both the
/// callbacks and the `onSideMenuChange` stream) as in the UIKit modes.
@MainActor
@Suite("SwiftUI: event sequences")
struct SwiftUIEventSequenceScenarios {
  private func expectSequence(
    _ host: MountedMenuHost, _ expected: [String], _ comment: Comment
  ) {
    #expect(host.events == expected, comment)
    #expect(host.notifications == expected, comment)
  }

  @Test("open and close", arguments: GesturePath.allCases)
  func openClose(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    expectSequence(host, ["willOpen(leading)", "didOpen(leading)"], "open")
    host.presentedEdge = nil
    device.runUntilIdle()
    expectSequence(
      host, ["willOpen(leading)", "didOpen(leading)", "willClose(leading)", "didClose(leading)"],
      "close")
  }

  @Test("cancelled open: the drag released back", arguments: GesturePath.allCases)
  func cancelledOpenByDrag(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5, hold: 0.3)
    device.runUntilIdle()
    expectSequence(
      host, ["willOpen(leading)", "openingCancelled(leading)", "didClose(leading)"], "drag back")
  }

  @Test("cancelled open: a close asked mid-opening", arguments: GesturePath.allCases)
  func cancelledOpenByRequest(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.advance(by: 0.1)
    host.presentedEdge = nil
    device.runUntilIdle()
    expectSequence(
      host, ["willOpen(leading)", "openingCancelled(leading)", "didClose(leading)"],
      "close mid-opening")
  }

  @Test("cancelled close: the drag released back", arguments: GesturePath.allCases)
  func cancelledCloseByDrag(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    device.drag(
      from: CGPoint(x: 250, y: 400), to: CGPoint(x: 215, y: 400), duration: 0.5, hold: 0.3)
    device.runUntilIdle()
    #expect(host.isOpen)
    expectSequence(
      host,
      ["willOpen(leading)", "didOpen(leading)", "willClose(leading)", "closingCancelled(leading)"],
      "drag back")
  }

  @Test("interrupted: an open asked mid-closing", arguments: GesturePath.allCases)
  func interruptedClose(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    host.presentedEdge = nil
    device.advance(by: 0.05)
    host.presentedEdge = .leading
    device.runUntilIdle()
    expectSequence(
      host,
      ["willOpen(leading)", "didOpen(leading)", "willClose(leading)", "closingCancelled(leading)"],
      "open mid-closing")
  }

  @Test("switching edges closes one menu, then opens the other", arguments: GesturePath.allCases)
  func switchingEdges(_ path: GesturePath) {
    let (device, host) = makeHost(path, twoMenus: true)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    device.runUntilIdle()
    host.presentedEdge = .trailing
    device.runUntilIdle()
    expectSequence(
      host,
      [
        "willOpen(leading)", "didOpen(leading)", "willClose(leading)", "didClose(leading)",
        "willOpen(trailing)", "didOpen(trailing)",
      ], "switch")
  }

  @Test("refused: an edge without a menu does nothing", arguments: GesturePath.allCases)
  func refused(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.model.actions.open(.trailing)
    device.runUntilIdle()
    #expect(host.isClosed)
    expectSequence(host, [], "refused")
  }
}

/// iOS 26's full-width back swipe on a pushed screen against the content pan to open (iOS 18
/// recognizer path, which every iOS 26 device takes): one drag does one thing.
@MainActor
@Suite("SwiftUI: back swipes")
struct SwiftUIBackSwipeScenarios {
  /// A pushed screen in the content on `os` (the recognizer path), `configure` applied.
  private func pushedScreen(
    _ os: SimulatedDevice.OSVersion, configure: (inout SideMenuConfiguration) -> Void
  ) -> (SimulatedDevice, MountedMenuHost) {
    var configuration = SideMenuConfiguration.standard
    configure(&configuration)
    return makeHost(.recognizer, configuration: configuration, os: os, pushedScreen: true)
  }

  @Test(
    "a drag across a pushed screen pops it and never opens the menu",
    arguments: [SimulatedDevice.OSVersion.iOS26, .iOS18])
  func contentDragOnPushedScreen(_ os: SimulatedDevice.OSVersion) {
    let (device, host) = pushedScreen(os) { $0.gestures.isContentPanToOpenEnabled = true }
    defer { host.tearDown() }
    device.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 360, y: 400), duration: 0.3)
    device.runUntilIdle()
    let popped = host.extras.contentNavigation?.viewControllers.count == 1
    #expect(!(popped && host.events.contains("willOpen(leading)")), "popped and opened at once")
    if os == .iOS26 {
      #expect(popped)
      #expect(!host.events.contains("willOpen(leading)"))
    }
  }

  /// Issue 34. Break caught: the SwiftUI pans waiting for the back swipe on a pushed screen
  /// whatever the configuration (`SideMenuRecognizerCoordinator`'s `shouldRequireFailureOf`
  /// without the engine's `dragsYieldToBackGesture`): with `yieldsToBackGesture` off the menu
  /// no longer follows the finger and only jumps open at the lift.
  ///
  /// An iPhone, a pushed screen, yielding off, a slow drag from the leading edge to 300 pt: at
  /// every vsync of the drag after the first 50 pt the menu's trailing edge is within 20 pt of
  /// the finger (less the slop); the screen is not popped, and the menu opens.
  @Test(
    "yieldsToBackGesture off on a pushed screen: the menu follows the finger, no pop",
    arguments: [SimulatedDevice.OSVersion.iOS18, .iOS26])
  func backSwipeTieNotYielding(_ os: SimulatedDevice.OSVersion) {
    let (device, host) = pushedScreen(os) { $0.gestures.yieldsToBackGesture = false }
    defer { host.tearDown() }
    device.runUntilIdle()
    let finger = device.touchDown(at: CGPoint(x: 3, y: 400))
    var fingerX: CGFloat = 3
    let drawn = device.drawnSamples(
      during: {
        for step in 1...30 {
          fingerX = 3 + CGFloat(step) * 10
          finger.move(to: CGPoint(x: fingerX, y: 400), duration: 1.0 / 60)
        }
      }
    ) { (finger: fingerX, menu: host.shownMenuSurface?.simulationPresentedFrameInWindow.maxX ?? 0) }
    let tracked = drawn.filter { $0.value.finger >= 50 }
    #expect(tracked.count > 10)
    #expect(
      tracked.allSatisfy { abs($0.value.menu - $0.value.finger) <= 20 },
      "menu vs finger: \(tracked.map { "\(Int($0.value.menu))/\(Int($0.value.finger))" })")
    finger.hold(for: 0.1)
    finger.lift()
    #expect(device.runUntilIdle())
    #expect(host.extras.contentNavigation?.viewControllers.count == 2, "not popped")
    #expect(host.isOpen)
  }

  /// Issue 33. The menu's own `NavigationStack` (a sub-menu pushed in the open menu): its back
  /// swipes pop the sub-menu while the menu stays open, as in the UIKit modes
  /// (`theMenusOwnBackSwipePopsItsSubMenu`). Break caught: the SwiftUI recognizers without the
  /// UIKit driver's in-menu exception make the menu's back swipe wait for the menu's pan, which
  /// takes the drag: the sub-menu is not popped.
  ///
  /// An iPhone, the menu open with its navigation stack one screen deep; a drag from `startX`
  /// (the leading edge, or — iOS 26 — the middle of the menu, the full-width back swipe) 200 pt
  /// towards the trailing side: the stack is back at its root, the menu open.
  @Test(
    "the open menu's NavigationStack swipes back; the menu stays open",
    arguments: [
      (SimulatedDevice.OSVersion.iOS18, CGFloat(3)), (.iOS26, 3), (.iOS26, 80),
    ])
  func menusOwnBackSwipe(_ os: SimulatedDevice.OSVersion, startX: CGFloat) {
    let (device, host) = makeHost(.recognizer, os: os)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    #expect(host.isOpen)
    // The menu's NavigationStack: its UIKit navigation controller, filling the menu, a sub-menu
    // pushed.
    let stack = host.addMenuNavigation()
    stack.pushViewController(UIViewController(), animated: false)
    #expect(device.runUntilIdle())
    #expect(stack.viewControllers.count == 2)
    device.drag(
      from: CGPoint(x: startX, y: 400), to: CGPoint(x: startX + 200, y: 400), duration: 0.3)
    #expect(device.runUntilIdle())
    #expect(stack.viewControllers.count == 1, "the menu's back swipe did not pop its sub-menu")
    #expect(host.isOpen)
    #expect(host.bindingWrites.isEmpty)
  }

  /// Issue 33, item 2: the in-menu exception on both gesture paths. The back swipe of the
  /// menu's own `NavigationStack` runs from the leading edge through the open menu, outwards
  /// for the menu; the menu must not follow that finger as well (on iOS 15–17 the menu's drag is
  /// a `DragGesture`, which no recognizer rule reaches). Break caught: the `DragGesture` path
  /// without the shared in-menu rule (`SideMenuGestureDelegate.isBackSwipeInMenuUnderway`) lets
  /// the menu stretch after the finger while its sub-menu pops.
  ///
  /// An iPhone, the leading menu open with its stack one screen deep; a drag from x 3 to 203 in
  /// 0.3 s: at every vsync the menu as drawn stays where it rests (to 0.5 pt), the stack is back
  /// at its root, the menu open, no transition begun. A touch slop of 10 pt (the default: the
  /// `DragGesture` moves as the back swipe has begun) and of 4 pt (it moves while the back swipe
  /// is still undecided, and must wait for it).
  @Test(
    "the open menu's NavigationStack swipes back; the menu does not follow the finger",
    arguments: [
      (GesturePath.dragGesture, SimulatedDevice.OSVersion.iOS17, 10.0), (.dragGesture, .iOS17, 4),
      (.recognizer, .iOS18, 10),
    ])
  func menusOwnBackSwipeLeavesMenuStill(
    _ path: GesturePath, os: SimulatedDevice.OSVersion, touchSlop: Double
  ) throws {
    var configuration = SideMenuConfiguration.standard
    configuration.gestures.touchSlop = touchSlop
    let (device, host) = makeHost(path, configuration: configuration, os: os)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    let stack = host.addMenuNavigation()
    stack.pushViewController(UIViewController(), animated: false)
    #expect(device.runUntilIdle())
    #expect(stack.viewControllers.count == 2)
    let menu = try #require(host.shownMenuSurface)
    let resting = menu.simulationPresentedFrameInWindow
    let eventsBefore = host.events.count
    let drawn = device.drawnSamples(
      during: {
        device.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 203, y: 400), duration: 0.3)
        device.runUntilIdle()
      }
    ) { menu.simulationPresentedFrameInWindow }
    let moved = drawn.filter {
      abs($0.value.minX - resting.minX) > 0.5 || abs($0.value.width - resting.width) > 0.5
    }
    #expect(moved.isEmpty, "menu drawn at \(moved.map { "\($0.value.minX)…\($0.value.maxX)" })")
    #expect(stack.viewControllers.count == 1, "the menu's back swipe did not pop its sub-menu")
    #expect(host.isOpen)
    #expect(host.events.count == eventsBefore, "\(host.events.dropFirst(eventsBefore))")
  }

  /// The rule itself, both halves (issue 33): while the menu is open, the menu's pans wait for
  /// the back swipes of the menu's own navigation stack, and those never wait for the pans; the
  /// content's back swipe waits for the pans instead. Break caught: either half of the in-menu
  /// exception lost (the drag scenario above passes with the first half alone, as the simulated
  /// back swipe recognizes first).
  @Test("the shared gesture rule ties the menu's pans to the back swipes by where they are")
  func backSwipeRuleByPlace() throws {
    let (device, host) = makeHost(.recognizer, os: .iOS26, pushedScreen: true)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    let stack = host.addMenuNavigation()
    stack.pushViewController(UIViewController(), animated: false)
    #expect(device.runUntilIdle())
    let coordinator = SideMenuRecognizerCoordinator(
      model: host.model, role: .pan, geometry: { _ in (.zero, .zero) })
    let pan = UIPanGestureRecognizer()
    coordinator.configure(pan)
    host.host.controller.view.addGestureRecognizer(pan)
    let rules = coordinator.gestureDelegate
    let menuSwipe = try #require(stack.interactivePopGestureRecognizer)
    let contentSwipe = try #require(host.extras.contentNavigation?.interactivePopGestureRecognizer)
    #expect(rules.gestureRecognizer(pan, shouldRequireFailureOf: menuSwipe))
    #expect(!rules.gestureRecognizer(pan, shouldBeRequiredToFailBy: menuSwipe))
    #expect(!rules.gestureRecognizer(pan, shouldRequireFailureOf: contentSwipe))
    #expect(rules.gestureRecognizer(pan, shouldBeRequiredToFailBy: contentSwipe))
  }
}

@MainActor
@Suite("SwiftUI: diagnostics")
struct SwiftUIDiagnosticScenarios {
  /// The model starts with a zero-sized placeholder container until the view has a size; that
  /// placeholder is not the app's mistake, so correct use reports nothing from creation through
  /// an open and a close (a diagnostic in correct use is a bug).
  @Test(
    "correct use reports nothing, the placeholder container included",
    arguments: GesturePath.allCases)
  func correctUseIsSilent(_ path: GesturePath) {
    var entries: [SideMenuLogEntry] = []
    SideMenuLog.handler = { entries.append($0) }
    defer { SideMenuLog.handler = nil }
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    host.presentedEdge = nil
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
    #expect(entries.map(\.message) == [])
  }

  /// A setting out of range is still reported, once, when the model is created.
  @Test("a setting out of range is reported once", arguments: GesturePath.allCases)
  func invalidSettingIsReported(_ path: GesturePath) {
    var entries: [SideMenuLogEntry] = []
    SideMenuLog.handler = { entries.append($0) }
    defer { SideMenuLog.handler = nil }
    var configuration = SideMenuConfiguration.standard
    configuration.gestures.velocityHorizon = -.infinity
    let (device, host) = makeHost(path, configuration: configuration)
    defer { host.tearDown() }
    #expect(device.runUntilIdle())
    #expect(entries.count == 1)
    #expect(entries.first?.diagnostic.map { "\($0)" }?.contains("settingReplaced") == true)
  }
}
