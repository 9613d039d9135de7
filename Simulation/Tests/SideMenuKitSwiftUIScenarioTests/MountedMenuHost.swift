import SideMenuCore
import SwiftUISimulation

@testable import SideMenuKit

// A test helper over the public host (`device.mount(_:)`): it mounts a real app view that uses
// `.sideMenu(...)`, so what runs is the product's own modifier body (Views/SideMenuViewModifier),
// not a transcription of it. Its reads find what that body drew (the views SwiftUI rendered) and
// the model the body owns (its `@StateObject`, found in the tree). Suites still on the older
// transcription (`MenuHost`) are listed in MenuHost.swift.

/// The app's state behind the `.sideMenu` inputs: the binding's `@State`, the edge, the
/// configuration and appearance, and what the app's callbacks heard.
@MainActor
final class MountedMenuAppState: ObservableObject {
  @Published var presentedEdge: SideMenuEdge?
  @Published var edge: SideMenuEdge
  @Published var configuration: SideMenuConfiguration
  @Published var appearance = SideMenuAppearance()
  /// What a scenario puts on the app's screen under its "Menu" button (a list, a button).
  @Published var contentExtra: AnyView?
  /// The `sideMenu` actions the app's screen last read from its environment.
  var contentActions: SideMenuActions?
  /// What the menu wrote to the binding, in order.
  private(set) var bindingWrites: [SideMenuEdge?] = []
  /// The events the app's callbacks heard, in order.
  fileprivate(set) var events: [String] = []
  /// Every progress the app's `didUpdateProgress` heard (0…1).
  fileprivate(set) var progress: [Double] = []
  /// The app's own views a scenario adds to the content and the menus (MountedMenuHost+Reads).
  let extras = MountedAppExtras()

  init(edge: SideMenuEdge, configuration: SideMenuConfiguration, presented: SideMenuEdge?) {
    self.edge = edge
    self.configuration = configuration
    presentedEdge = presented
  }

  func write(_ edge: SideMenuEdge?) {
    bindingWrites.append(edge)
    presentedEdge = edge
  }

  var callbacks: SideMenuCallbacks {
    var callbacks = SideMenuCallbacks()
    callbacks.willOpen = { [weak self] in self?.events.append("willOpen(\($0))") }
    callbacks.didOpen = { [weak self] in self?.events.append("didOpen(\($0))") }
    callbacks.willClose = { [weak self] in self?.events.append("willClose(\($0))") }
    callbacks.didClose = { [weak self] in self?.events.append("didClose(\($0))") }
    callbacks.didCancelTransition = { [weak self] edge, state in
      self?.events.append(
        state == .open ? "closingCancelled(\(edge))" : "openingCancelled(\(edge))")
    }
    callbacks.didUpdateProgress = { [weak self] _, progress in self?.progress.append(progress) }
    return callbacks
  }
}

/// The area a menu's content fills: drawn as its own view (named `MenuSurface`), ignoring the
/// safe area, so its frame on screen is the menu's.
struct MenuSurface: Shape {
  func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A menu's content: its surface and one row.
struct MountedMenuContent: View {
  let title: String
  var body: some View {
    ZStack(alignment: .topLeading) {
      MenuSurface().fill(Color.clear).ignoresSafeArea()
      Button(title) {}
      MenuTextField().frame(height: 44).offset(y: 44)
    }
  }
}

/// A full-screen app with `.sideMenu(isPresented:edge:…)` (one menu) or
/// `.sideMenu(presentedEdge:…)` (two), its inputs from ``MountedMenuAppState``.
struct MountedMenuApp: View {
  @ObservedObject var state: MountedMenuAppState
  let twoMenus: Bool

  /// The app's content: its screen (white, full bleed, with what a scenario put on it), with
  /// the views a scenario added over it (among them the "Menu" button).
  private var content: some View {
    MountedAppScreen(state: state).overlay(MountedContentExtras(extras: state.extras))
  }

  @ViewBuilder var body: some View {
    let binding = Binding<SideMenuEdge?>(
      get: { state.presentedEdge }, set: { state.write($0) })
    if twoMenus {
      content.sideMenu(
        presentedEdge: binding, configuration: state.configuration,
        appearance: state.appearance, callbacks: state.callbacks
      ) {
        MountedMenuContent(title: "Home").overlay(MountedMenuExtras(extras: state.extras, slot: 0))
      } trailing: {
        MountedMenuContent(title: "Filters").overlay(
          MountedMenuExtras(extras: state.extras, slot: 1))
      }
      .onSideMenuChange { state.extras.heard($0) }
    } else {
      let edge = state.edge
      content.sideMenu(
        isPresented: Binding(
          get: { binding.wrappedValue == edge }, set: { binding.wrappedValue = $0 ? edge : nil }),
        edge: edge, configuration: state.configuration, appearance: state.appearance,
        callbacks: state.callbacks
      ) {
        MountedMenuContent(title: "Home").overlay(MountedMenuExtras(extras: state.extras, slot: 0))
      }
      .onSideMenuChange { state.extras.heard($0) }
    }
  }
}

/// `.sideMenu` on a full-screen view, mounted through ``SimulatedHostingController``: the same
/// inputs a scenario sets (binding, edge, configuration, appearance, keyboard, life cycle; the
/// gesture path is the device's OS version's), read from what the real body drew.
@MainActor
final class MountedMenuHost {
  let device: SimulatedDevice
  let path: GesturePath
  let state: MountedMenuAppState
  let host: SimulatedHostingController<MountedMenuApp>

  init(
    device: SimulatedDevice, path: GesturePath, edge: SideMenuEdge = .leading,
    twoMenus: Bool = false, configuration: SideMenuConfiguration = .standard,
    lifecycle: SimulatedAppLifecycle = .swiftUI, presented: SideMenuEdge? = nil
  ) {
    // The body picks its path by the system version: a scenario naming a path must run on one.
    precondition(
      (path == .recognizer) == (device.osVersion.rawValue >= 18),
      "the \(path) path runs on iOS \(path == .recognizer ? "18+" : "15–17")")
    self.device = device
    self.path = path
    state = MountedMenuAppState(edge: edge, configuration: configuration, presented: presented)
    host = device.mount(MountedMenuApp(state: state, twoMenus: twoMenus), lifecycle: lifecycle)
  }

  // MARK: Inputs (each a change of the app's state: an update at the end of the turn)

  var presentedEdge: SideMenuEdge? {
    get { state.presentedEdge }
    set { state.presentedEdge = newValue }
  }
  var edge: SideMenuEdge {
    get { state.edge }
    set { state.edge = newValue }
  }
  var configuration: SideMenuConfiguration {
    get { state.configuration }
    set { state.configuration = newValue }
  }
  var appearance: SideMenuAppearance {
    get { state.appearance }
    set { state.appearance = newValue }
  }
  var keyboardHeight: CGFloat {
    get { host.keyboardHeight }
    set { host.keyboardHeight = newValue }
  }
  var bindingWrites: [SideMenuEdge?] { state.bindingWrites }
  var events: [String] { state.events }
  var progress: [Double] { state.progress }

  // MARK: Reading what the real body runs and drew

  /// The modifier's model: its `@StateObject`, found in the mounted tree.
  var model: SideMenuViewModel {
    guard let model = host.stateObjects(SideMenuViewModel.self).first else {
      fatalError("the mounted tree has no side menu model")
    }
    return model
  }
  var isOpen: Bool { if case .open = model.machine.phase { true } else { false } }
  var isClosed: Bool { model.machine.phase == .closed }

  /// How many times the modifier's body has run.
  var bodyUpdateCount: Int { host.bodyEvaluations(of: "SideMenuViewModifier") }
  /// How many updates the tree has run (each timeline frame is one).
  var renderCount: Int { host.updateCount }

  /// The surfaces of the menus drawn, in slot order.
  var menuSurfaces: [UIView] { host.renderedViews("MenuSurface") }
  /// The shown menu's surface as drawn: the first visible one.
  var shownMenuSurface: UIView? {
    menuSurfaces.first { surface in
      var view: UIView? = surface
      while let current = view {
        if current.isHidden { return false }
        view = current.superview
      }
      return surface.simulationPresentedAlpha > 0
    }
  }
  /// The shown menu's frame as the render server draws it, in window points (`.zero`: none).
  var menuFrameOnScreen: CGRect { shownMenuSurface?.simulationPresentedFrameInWindow ?? .zero }

  /// The scene's controls with keyboard shortcuts, as the body last declared them.
  var shortcuts: SimulatedKeyboardShortcuts { host.keyboardShortcuts }

  /// A hardware key press resolved against the scene's shortcuts the body declared.
  @discardableResult
  func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
    host.press(key, modifiers: modifiers)
  }
  /// ⌃⌘S. Returns whether a control took it.
  @discardableResult
  func pressSidebarShortcut() -> Bool { press("s", modifiers: [.control, .command]) }

  /// Takes the tree out of the window: its timelines stop.
  func tearDown() { device.window.rootViewController = nil }
}
