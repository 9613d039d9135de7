import SideMenuKit
import SwiftUISimulation
import Testing

// SwiftUI at parity with the UIKit layer (issue 33, item 4), through the public host with the
// product's own `.sideMenu` body: what a view inside reads from the environment (progress,
// docked edges), the ⌃⌘S switch, where VoiceOver goes when the menu closes, and the looks set
// with SwiftUI's types. iPhone 15 (393 × 852 pt) unless an iPad is named; both gesture paths
// where a drag or the body's drawing is involved.

/// What the app's views saw, written from their bodies.
@MainActor
final class ParityRecorder {
  /// Every `sideMenuProgress` the content's reader saw, in order.
  var contentProgress: [Double] = []
  /// Every `sideMenuProgress` the menu's reader saw.
  var menuProgress: [Double] = []
  /// The app's `didUpdateProgress` values.
  var callbackProgress: [Double] = []
  /// The docked edges the content saw last.
  var dockedEdges: Set<SideMenuEdge>?
}

/// The app's settings for ``ParityApp``.
@MainActor
final class ParityState: ObservableObject {
  @Published var isMenuOpen = false
  @Published var configuration = SideMenuConfiguration.standard
  @Published var disablesShortcut = false
  @Published var focusesMenuButton = false
  @Published var glass: ParityGlass = .none
  @Published var reducedTransparencyColor: Color?
  @Published var texts: (close: String?, opened: String?, closed: String?) = (nil, nil, nil)
  let recorder = ParityRecorder()
}

/// How the app asks for glass.
enum ParityGlass {
  case none
  case style(SideMenuGlassEffectStyle, tint: Color?)
  case swiftUIGlass(Glass)
}

/// Reads the progress and the docked edges inside the content; shows the menu button only while
/// the leading menu slides, as the Sidebars article suggests.
struct ParityContent: View {
  let recorder: ParityRecorder
  let focus: AccessibilityFocusState<Bool>.Binding
  @Environment(\.sideMenuProgress) private var progress
  @Environment(\.sideMenuDockedEdges) private var dockedEdges

  var body: some View {
    recorder.contentProgress.append(progress)
    recorder.dockedEdges = dockedEdges
    return ZStack {
      Color.white
      if !dockedEdges.contains(.leading) {
        Button("Menu") {}.accessibilityFocused(focus)
      }
      Button("Inbox") {}.offset(x: 0, y: 200)
    }
  }
}

/// A menu row that reads the progress too.
struct ParityMenu: View {
  let recorder: ParityRecorder
  @Environment(\.sideMenuProgress) private var progress

  var body: some View {
    recorder.menuProgress.append(progress)
    return Button("Home") {}
  }
}

/// `.sideMenu` with the SwiftUI-only modifiers the state asks for.
struct ParityApp: View {
  @ObservedObject var state: ParityState
  @AccessibilityFocusState private var isMenuButtonFocused: Bool

  var body: some View {
    let recorder = state.recorder
    var callbacks = SideMenuCallbacks()
    callbacks.didUpdateProgress = { _, progress in recorder.callbackProgress.append(progress) }
    let menu = ParityContent(recorder: recorder, focus: $isMenuButtonFocused)
      .sideMenu(
        isPresented: $state.isMenuOpen, configuration: state.configuration, callbacks: callbacks
      ) {
        ParityMenu(recorder: recorder)
      }
      .sideMenuSidebarShortcutDisabled(state.disablesShortcut)
      .sideMenuAccessibilityTexts(
        closeMenu: state.texts.close, menuOpened: state.texts.opened, menuClosed: state.texts.closed
      )
    return ZStack {
      if state.focusesMenuButton {
        styled(menu).sideMenuAccessibilityFocus($isMenuButtonFocused)
      } else {
        styled(menu)
      }
    }
  }

  @ViewBuilder private func styled(_ view: some View) -> some View {
    let withColor = view.modifier(ReducedColor(color: state.reducedTransparencyColor))
    switch state.glass {
    case .none: withColor
    case .style(let style, let tint): withColor.sideMenuGlass(style, tint: tint)
    case .swiftUIGlass(let glass): withColor.sideMenuGlass(glass)
    }
  }
}

/// `sideMenuReducedTransparencyColor(_:)` when a colour is given.
struct ReducedColor: ViewModifier {
  let color: Color?
  @ViewBuilder func body(content: Content) -> some View {
    if let color { content.sideMenuReducedTransparencyColor(color) } else { content }
  }
}

@MainActor
private func mountParity(
  _ os: SimulatedDevice.OSVersion, iPad: Bool = false,
  configure: (ParityState) -> Void = { _ in }
) -> (SimulatedDevice, SimulatedHostingController<ParityApp>, ParityState) {
  // An iPad Pro 11-inch in landscape (1,210 × 834 pt), where `.automatic` docks.
  let device = SimulatedDevice(model: iPad ? .iPadPro11 : .iPhone15, osVersion: os)
  if iPad {
    device.rotate(toLandscape: true)
    device.runUntilIdle()
  }
  let state = ParityState()
  configure(state)
  let host = device.mount(ParityApp(state: state))
  device.runUntilIdle()
  return (device, host, state)
}

@MainActor
extension SimulatedHostingController {
  /// The drawn button labelled `label`, if any.
  func button(_ label: String) -> UIView? {
    renderedViews("Button").first { $0.accessibilityLabel == label }
  }
}

/// The docking configuration: the leading menu docks in wide windows.
private var docking: SideMenuConfiguration {
  var configuration = SideMenuConfiguration.standard
  configuration.leading.docking = .automatic
  return configuration
}

@MainActor
@Suite("SwiftUI at parity: the environment")
struct SwiftUIParityEnvironmentScenarios {
  @Test(
    "progress reaches the content and the menu every frame of a drag, 0…1, as the callback's",
    arguments: realBodyOSVersions)
  func progressFollowsTheDrag(_ os: SimulatedDevice.OSVersion) {
    let (device, _, state) = mountParity(os)
    let recorder = state.recorder
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    var seen: [Double] = []
    for x in stride(from: 40.0, through: 200, by: 40) {
      finger.move(to: CGPoint(x: x, y: 400), duration: 0.1)
      device.advance(by: 1.0 / 60)
      seen.append(recorder.contentProgress.last ?? -1)
    }
    finger.lift()
    #expect(device.runUntilIdle())
    #expect(state.isMenuOpen)
    // Mid-drag: strictly increasing, inside (0, 1), and the callback's own value (0.5 pt of
    // finger is under 0.002 of a 329 pt menu).
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 }, "\(seen)")
    #expect(seen.allSatisfy { $0 > 0 && $0 < 1 }, "\(seen)")
    #expect(recorder.contentProgress.last == 1)
    #expect(recorder.menuProgress.last == 1, "the menu reads it too")
    #expect(recorder.contentProgress.allSatisfy { (0...1).contains($0) })
    let distinct = Set(recorder.contentProgress).count
    #expect(distinct >= 10, "a value per frame, not per rest: \(distinct)")
    let last = recorder.callbackProgress.last ?? -1
    #expect(abs(last - 1) < 1e-9)
  }

  @Test(
    "an animated open updates progress every frame without running the modifier's body each frame",
    arguments: realBodyOSVersions)
  func progressWithoutBodyUpdates(_ os: SimulatedDevice.OSVersion) {
    let (device, host, state) = mountParity(os)
    let recorder = state.recorder
    state.isMenuOpen = true
    device.runTurn()
    let bodies = host.bodyEvaluations(of: "SideMenuViewModifier")
    // Each frame, the content reads the progress of the frame drawn at that refresh: the one
    // the engine commits right after (and reports to `didUpdateProgress`), not the one before.
    var sameFrame = 0
    for _ in 0..<30 {
      device.advance(by: 1.0 / 60)
      guard let reported = recorder.callbackProgress.last, reported > 0, reported < 1,
        let read = recorder.contentProgress.last
      else { continue }
      #expect(abs(read - reported) < 1e-9, "read \(read), drawn and reported \(reported)")
      sameFrame += 1
    }
    #expect(sameFrame >= 5)
    #expect(device.runUntilIdle())
    let frames = Set(recorder.contentProgress.filter { $0 > 0 && $0 < 1 }).count
    #expect(frames >= 10, "intermediate values drawn: \(frames)")
    #expect(
      host.bodyEvaluations(of: "SideMenuViewModifier") - bodies <= 3,
      "the frames come from the timeline, not from body updates")
  }

  @Test("the docked edges hide the menu button in a wide window and bring it back when narrow")
  func dockedEdgesHideTheMenuButton() {
    let (device, host, state) = mountParity(.iOS26, iPad: true) {
      $0.configuration = docking
    }
    #expect(state.recorder.dockedEdges == [.leading])
    #expect(host.button("Menu") == nil, "docked: no menu button")
    device.resizeWindow(to: .splitView(.twoThirds))
    #expect(device.runUntilIdle())
    #expect(state.recorder.dockedEdges == [])
    #expect(host.button("Menu") != nil, "sliding: the menu button is back")
  }
}

@MainActor
@Suite("SwiftUI at parity: switches, focus and looks")
struct SwiftUIParitySettingsScenarios {
  @Test("⌃⌘S collapses a docked sidebar, and does nothing once the app switches it off")
  func sidebarShortcutSwitch() {
    let (device, host, state) = mountParity(.iOS26, iPad: true) {
      $0.configuration = docking
      $0.disablesShortcut = true
    }
    #expect(state.isMenuOpen, "the sidebar shows")
    #expect(!host.press("s", modifiers: [.control, .command]), "no control takes ⌃⌘S")
    #expect(device.runUntilIdle())
    #expect(state.isMenuOpen)
    state.disablesShortcut = false
    #expect(device.runUntilIdle())
    #expect(host.press("s", modifiers: [.control, .command]))
    #expect(device.runUntilIdle())
    #expect(!state.isMenuOpen, "collapsed")
  }

  @Test(
    "closing gives VoiceOver to the app's focus state; without one, back to the element before",
    arguments: [false, true])
  func focusOnClose(_ usesFocusState: Bool) throws {
    let (device, host, state) = mountParity(.iOS26) { $0.focusesMenuButton = usesFocusState }
    let inbox = try #require(host.button("Inbox"))
    UIAccessibility.post(notification: .screenChanged, argument: inbox)
    #expect(device.voiceOverFocus === inbox)
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    #expect(device.voiceOverFocus !== inbox, "focus went into the modal menu")
    state.isMenuOpen = false
    #expect(device.runUntilIdle())
    let expected = try #require(usesFocusState ? host.button("Menu") : inbox)
    #expect(device.voiceOverFocus === expected)
  }

  @Test("glass of a style and a SwiftUI tint, and SwiftUI's own Glass, draw the menu's glass")
  func glassWithoutUIKitTypes() throws {
    for glass in [
      ParityGlass.style(.clear, tint: .red), .swiftUIGlass(Glass.clear.tint(.red)),
    ] {
      let (device, host, state) = mountParity(.iOS26) { $0.glass = glass }
      state.isMenuOpen = true
      #expect(device.runUntilIdle())
      let glassView = try #require(host.renderedViews("glassEffect").first)
      let effectView = try #require(glassView.subviews.first as? UIVisualEffectView)
      let effect = try #require(effectView.effect as? UIGlassEffect)
      #expect(effect.simulationStyle == .clear)
      #expect(effect.tintColor?.resolvedColor(with: .current) === UIColor.red)
    }
  }

  @Test("under Reduce Transparency the menu stands on the app's SwiftUI colour")
  func reducedTransparencyColor() {
    let (device, host, state) = mountParity(.iOS26) {
      $0.glass = .style(.regular, tint: nil)
      $0.reducedTransparencyColor = .red
    }
    device.setReduceTransparency(true)
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    #expect(host.renderedViews("glassEffect").isEmpty)
    let red = host.renderedViews("Color").contains {
      $0.backgroundColor?.cgColor.components == [1, 0, 0, 1]
    }
    #expect(red, "the opaque stand-in is the app's colour")
  }

  @Test("the VoiceOver texts are the app's: the Close element and the announcements")
  func voiceOverTexts() {
    let (device, _, state) = mountParity(.iOS26) {
      $0.texts = ("Close navigation", "Navigation shown", "Navigation hidden")
    }
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    let labels = device.accessibleElements().compactMap { ($0 as? UIView)?.accessibilityLabel }
    #expect(labels.contains("Close navigation"), "\(labels)")
    state.isMenuOpen = false
    #expect(device.runUntilIdle())
    var configuration = SideMenuConfiguration.standard
    configuration.isContentInteractiveWhileOpen = true
    state.configuration = configuration
    #expect(device.runUntilIdle())
    let start = device.accessibilityPosts.count
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    state.isMenuOpen = false
    #expect(device.runUntilIdle())
    let said = device.accessibilityPosts.dropFirst(start).compactMap(\.text)
    #expect(said == ["Navigation shown", "Navigation hidden"])
  }
}
