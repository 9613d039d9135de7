import SideMenuCore
import SwiftUISimulation

@testable import SideMenuKit

/// The two ways the modifier attaches its drag.
enum GesturePath: String, CaseIterable, CustomStringConvertible, Sendable {
  /// iOS 18 and later: `UIGestureRecognizerRepresentable` pan and touch recognizers.
  case recognizer
  /// iOS 15–17: simultaneous `DragGesture`s.
  case dragGesture
  var description: String { rawValue }
}

/// How the app is built: with SwiftUI's `App` (scene phase follows the scene), or a
/// `UIHostingController` in a UIKit-lifecycle app, where `scenePhase` is not updated (the
/// stricter reading: Apple's `ScenePhase` page describes the phase of SwiftUI scenes).
enum Lifecycle: Sendable { case swiftUI, uiKit }

/// A TRANSCRIPTION of the modifier's body, being retired (issue 32, item 2): ported suites use
/// ``MountedMenuHost`` (the real body through `device.mount(_:)`). Still on this copy:
/// SwiftUIScenarioTests, SwiftUIDockingScenarioTests, SwiftUIDockedFocusScenarioTests,
/// SwiftUIEdgeCaseScenarioTests, SwiftUIInterruptibleScenarioTests, SwiftUIPointerScenarioTests
/// (their reads of `lastStage`, `contentView`, `menuViews` and UIKit views added to the content
/// need the mounted app to carry those).
///
/// `.sideMenu(isPresented:edge:…)` (or `presentedEdge:`) on a full-screen view, run the way the
/// modifier's body runs it (Views/SideMenuViewModifier.swift), step for step, with SwiftUI's
/// parts from SwiftUISimulation: the app's `@State` behind the binding, body updates on the
/// update cycle, `onAppear`/`onChange` after the update, the drags of either path, the
/// timeline, the environment. It renders each update and frame into UIViews by reading the
/// model's stage (``SideMenuViewModel/stage(frame:container:slots:)``), so the device's checks —
/// hit testing, what VoiceOver reaches, a visual effect under alpha — apply to what SwiftUI
/// would show.
@MainActor
final class MenuHost {
  let device: SimulatedDevice
  let path: GesturePath
  let lifecycle: Lifecycle
  let model: SideMenuViewModel
  /// The app's `@State` behind the binding.
  var presentedEdge: SideMenuEdge? { didSet { cycle.schedule() } }
  private(set) var bindingWrites: [SideMenuEdge?] = []
  /// Whether the modifier is `sideMenu(presentedEdge:)` (two menus) or `isPresented:edge:`.
  let twoMenus: Bool
  var edge: SideMenuEdge { didSet { cycle.schedule() } }
  var configuration: SideMenuConfiguration { didSet { cycle.schedule() } }
  var appearance = SideMenuAppearance() { didSet { cycle.schedule() } }
  /// The events the app's callbacks heard, in order.
  private(set) var events: [String] = []
  /// Keyboard height in points (0: none).
  var keyboardHeight: CGFloat = 0 { didSet { cycle.schedule() } }
  /// Whether the modifier's view is on screen (another tab selected: `false`).
  var isOnScreen = true {
    didSet {
      timeline.isOnScreen = isOnScreen
      model.timelineVisibilityChanged(onScreen: isOnScreen)
    }
  }

  let container = UIView()
  let contentView = UIView()
  /// A control in the content (the app's menu button), reachable by VoiceOver.
  let menuButton = UIButton()
  let scrimView = UIView()
  let closeElement = CloseElement()
  private(set) var menuViews: [MenuView] = []
  /// Each menu's container-sized group (the modal group VoiceOver stays in): the menu and,
  /// while modal, the "Close menu" element.
  private(set) var slotViews: [UIView] = []
  private let timeline = SimulatedTimeline()
  private var cycle: SimulatedUpdateCycle!
  private var actions: [SimulatedAction] = []
  private var coordinators: [SideMenuRecognizerCoordinator] = []
  private var appeared = false
  private var lastInputs: SideMenuInputs?
  private var lastContainer: SideMenuContainer?
  private var lastReduceMotion = false
  private var lastScenePhase = ScenePhase.active
  private var lastModal = false
  private var lastContentFocusRequests = 0
  private(set) var lastStage: SideMenuStageLayout?
  private(set) var renderCount = 0
  /// How many times the modifier's body has been evaluated (SwiftUISimulation's update cycle:
  /// a view's body runs again when its observed object or an input it reads changes, and only
  /// then). A view at rest evaluates nothing.
  var bodyUpdateCount: Int { cycle.updateCount }

  init(
    device: SimulatedDevice, path: GesturePath, edge: SideMenuEdge = .leading,
    twoMenus: Bool = false, configuration: SideMenuConfiguration = .standard,
    lifecycle: Lifecycle = .swiftUI, presented: SideMenuEdge? = nil, pushedScreen: Bool = false
  ) {
    self.device = device
    self.path = path
    self.edge = edge
    self.twoMenus = twoMenus
    self.lifecycle = lifecycle
    self.configuration = configuration
    presentedEdge = presented
    model = SideMenuViewModel(
      configuration: configuration, reduceMotion: false, clock: SimulatedSwiftUIClock.now)
    cycle = SimulatedUpdateCycle(observing: model) { [weak self] in self?.update() }
    // The view layer's coordinate anchor: a view behind the stage, in its coordinates.
    model.coordinateAnchor = container
    let root = UIViewController()
    root.view.addSubview(container)
    device.show(root)
    container.frame = device.window.bounds
    container.addSubview(contentView)
    if pushedScreen {
      // A NavigationStack in the content, one screen pushed: its UIKit navigation controller.
      let navigation = UINavigationController(rootViewController: UIViewController())
      root.addChild(navigation)
      contentView.addSubview(navigation.view)
      navigation.view.frame = device.window.bounds
      navigation.didMove(toParent: root)
      navigation.pushViewController(UIViewController(), animated: false)
      self.navigation = navigation
    }
    menuButton.accessibilityLabel = "Menu"
    menuButton.isAccessibilityElement = true
    contentView.addSubview(menuButton)
    scrimView.isAccessibilityElement = false
    container.addSubview(scrimView)
    closeElement.isAccessibilityElement = true
    closeElement.onActivate = { [weak self] in self?.model.closeElementActivated() }
    for slot in 0..<(twoMenus ? 2 : 1) {
      let group = PassThroughView()
      let menu = MenuView(slot: slot)
      menuViews.append(menu)
      slotViews.append(group)
      group.addSubview(menu)
      container.addSubview(group)
    }
    attachGestures()
    // What SwiftUI re-renders for besides the model: the readers' size and safe area, the
    // accessibility settings and the scene phase in the environment.
    var seen = environmentSnapshot
    cycle.watch { [unowned self] in
      let now = environmentSnapshot
      defer { seen = now }
      return now != seen
    }
    timeline.onFrame = { [weak self] date in self?.frame(date) }
    cycle.runNow()
    device.runTurn()
  }

  // MARK: The modifier

  /// The binding the modifier gets on this update: reads and writes the app's `@State`.
  private var selection: SideMenuSelection {
    let binding = Binding<SideMenuEdge?>(
      get: { [unowned self] in presentedEdge },
      set: { [unowned self] in
        bindingWrites.append($0)
        presentedEdge = $0
      })
    if twoMenus { return SideMenuSelection(presentedEdge: binding) }
    let edge = edge
    let isPresented = Binding<Bool>(
      get: { binding.wrappedValue == edge }, set: { binding.wrappedValue = $0 ? edge : nil })
    return SideMenuSelection(isPresented: isPresented, edge: edge)
  }

  /// The configuration the modifier hands on (View+SideMenu: the edges it has menus for).
  private var effectiveConfiguration: SideMenuConfiguration {
    var effective = configuration
    if twoMenus {
      effective.leading.isEnabled = true
      effective.trailing.isEnabled = true
    } else {
      effective[edge].isEnabled = true
      effective[edge.opposite].isEnabled = false
    }
    return effective
  }

  private var callbacks: SideMenuCallbacks {
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
  private(set) var progress: [Double] = []
  /// The `onSideMenuChange` stream as the app hears it, progress left out.
  private(set) var notifications: [String] = []
  private var changeHandler: SideMenuChangeHandler {
    SideMenuChangeHandler { [weak self] notification in
      if case .progress = notification { return }
      self?.notifications.append("\(notification)")
    }
  }

  private var environmentSnapshot: [String] {
    let window = device.window
    return [
      "\(window.bounds)", "\(window.safeAreaInsets)", "\(UIAccessibility.isReduceMotionEnabled)",
      "\(UIAccessibility.isReduceTransparencyEnabled)", "\(scenePhase)", "\(layoutDirection)",
      "\(device.horizontalSizeClass)",
    ]
  }

  /// The environment as SwiftUI reads it for this window.
  private var layoutDirection: LayoutDirection {
    UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
  private var scenePhase: ScenePhase {
    guard lifecycle == .swiftUI else { return .active }
    switch UIApplication.shared.applicationState {
    case .active: return .active
    case .inactive: return .inactive
    case .background: return .background
    }
  }

  /// The body: the same calls, in the same order, as `SideMenuViewModifier.body(content:)`;
  /// then the `onAppear` / `onChange` actions, which SwiftUI runs after the update.
  private func update() {
    let selection = selection
    let configuration = effectiveConfiguration
    model.viewUpdated(
      selection: selection, callbacks: callbacks, appearance: appearance,
      reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
      changeHandlers: [changeHandler])
    let container = measure()
    render(frame: model.frame(at: SimulatedSwiftUIClock.now()), container: container)
    timeline.paused = !model.isTicking
    let reduceMotion = UIAccessibility.isReduceMotionEnabled
    if !appeared {
      appeared = true
      model.appeared(
        configuration: configuration, reduceMotion: reduceMotion, container: container,
        selection: selection)
      lastInputs = SideMenuInputs(configuration: configuration, edge: selection.edge)
      lastContainer = container
      lastReduceMotion = reduceMotion
      return
    }
    if container != lastContainer {
      lastContainer = container
      model.containerChanged(container)
    }
    // `onChange(of: SideMenuInputs(…))`: SwiftUI compares with `==` and keeps the old value
    // when equal (https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)).
    let inputs = SideMenuInputs(configuration: configuration, edge: selection.edge)
    if let last = lastInputs, last != inputs {
      lastInputs = inputs
      model.inputsChanged(configuration: inputs.configuration, selection: selection)
    }
    if reduceMotion != lastReduceMotion {
      lastReduceMotion = reduceMotion
      model.reduceMotionChanged(reduceMotion)
    }
    if scenePhase != lastScenePhase {
      lastScenePhase = scenePhase
      model.scenePhaseChanged(scenePhase)
    }
    if model.isMenuModal != lastModal {
      lastModal = model.isMenuModal
      model.postScreenChanged()
    }
    if model.contentFocusRequests != lastContentFocusRequests {
      lastContentFocusRequests = model.contentFocusRequests
      model.moveFocusToContent()
    }
  }

  /// A timeline frame: drawn from `frame(at:)`, then committed by `onChange(of: context.date)`.
  private func frame(_ date: Date) {
    guard let container = lastContainer else { return }
    render(frame: model.frame(at: date), container: container)
    model.tick(at: date)
    timeline.paused = !model.isTicking
  }

  /// The two readers: the layout reader (container safe area ignored, the keyboard's not) and
  /// the full-size background reader (every safe area ignored).
  private func measure() -> SideMenuContainer {
    let bounds = device.window.bounds
    container.frame = bounds
    let insets = device.window.safeAreaInsets
    let layoutHeight = bounds.height - keyboardHeight
    // The keyboard's safe area replaces the home indicator's at the bottom.
    let bottom = keyboardHeight > 0 ? 0 : insets.bottom
    return model.container(
      fullSize: bounds.size, layoutSize: CGSize(width: bounds.width, height: layoutHeight),
      safeArea: EdgeInsets(
        top: insets.top, leading: insets.left, bottom: bottom, trailing: insets.right),
      direction: layoutDirection, horizontalSizeClass: horizontalSizeClass)
  }

  /// The environment's `horizontalSizeClass`: the window's (SwiftUI reads it from the
  /// hosting controller's traits).
  private var horizontalSizeClass: UserInterfaceSizeClass? {
    switch device.horizontalSizeClass {
    case .compact: .compact
    case .regular: .regular
    case .unspecified: nil
    }
  }

  /// The scene's controls with keyboard shortcuts, as the stage last drew them: the modifier's
  /// hidden ⌃⌘S button (while a menu is docked) and its Escape button, in the body's order.
  private(set) var shortcuts = SimulatedKeyboardShortcuts()

  /// A hardware key press in the scene, resolved as SwiftUI's `keyboardShortcut(_:modifiers:)`
  /// documents (SwiftUISimulation's `SimulatedKeyboardShortcuts`). Returns whether a control
  /// took it.
  @discardableResult
  func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
    let handled = shortcuts.press(key, modifiers: modifiers)
    device.runTurn()
    return handled
  }

  /// ⌃⌘S. Returns whether a control took it (a sidebar command was on the stage).
  @discardableResult
  func pressSidebarShortcut() -> Bool { press("s", modifiers: [.control, .command]) }

  /// Draws one frame as the stage does.
  private func render(frame: SideMenuFrameState, container size: SideMenuContainer) {
    renderCount += 1
    let slots = (0..<menuViews.count).map { slot in
      (slot: slot, edge: slot == 0 ? (twoMenus ? SideMenuEdge.leading : edge) : .trailing)
    }
    let stage = model.stage(frame: frame, container: size, slots: slots)
    lastStage = stage
    // The body's two shortcut buttons, each applying the stage's command as the view does.
    var controls: [SimulatedKeyboardShortcuts.Control] = []
    if let command = stage.sidebarCommand {
      controls.append(
        .init(title: command.title, key: command.key, modifiers: command.modifiers) {
          [weak self] in
          if let actions = self?.model.actions { command.perform(with: actions) }
        })
    }
    controls.append(
      .init(title: "", key: .escape, modifiers: [], isEnabled: stage.isEscapeEnabled) {
        [weak self] in self?.model.send(.escape)
      })
    shortcuts.controls = controls
    let bounds = CGRect(x: 0, y: 0, width: size.size.width, height: size.size.height)
    let contentRect =
      stage.contentFrame.map { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
      ?? bounds
    contentView.frame = contentRect
    contentView.transform = Self.affine(frame.contentTransform)
    contentView.alpha = CGFloat(frame.contentAlpha)
    contentView.accessibilityElementsHidden = !stage.isContentAccessible
    menuButton.frame = CGRect(x: 16, y: CGFloat(stage.contentSafeArea.top), width: 44, height: 44)
    scrimView.frame = bounds
    scrimView.transform = Self.affine(frame.contentTransform)
    scrimView.alpha = CGFloat(stage.scrimAlpha)
    scrimView.isUserInteractionEnabled = stage.isScrimActive
    scrimView.isHidden = !stage.isScrimActive && stage.scrimAlpha <= 0
    if let area = stage.closeElement, let modal = stage.menus.first(where: \.isModal) {
      slotViews[modal.slot].insertSubview(closeElement, at: 0)
      closeElement.isHidden = false
      closeElement.frame = CGRect(
        x: area.minX, y: area.minY, width: area.width, height: area.height)
      closeElement.accessibilityLabel = appearance.scrimAccessibilityLabel
    } else {
      closeElement.isHidden = true
    }
    closeElement.isUserInteractionEnabled = false
    for (index, menu) in stage.menus.enumerated() {
      menuViews[index].apply(menu)
      let group = slotViews[index]
      group.frame = bounds
      group.isHidden = !menu.isMounted
      group.accessibilityViewIsModal = menu.isModal
      group.accessibilityElementsHidden = !menu.isVisible
      // The group passes touches through outside the menu (a SwiftUI ZStack of a clear frame).
      group.isUserInteractionEnabled = menu.isVisible
    }
    // The z order of the stage: content 2, scrim 3, menus by their zIndex, Close menu with its menu.
    let ordered =
      [(contentView as UIView, 2.0), (scrimView, 3.0)]
      + zip(slotViews, stage.menus).map { ($0.0, $0.1.zIndex) }
    for (view, _) in ordered.sorted(by: { $0.1 < $1.1 }) { container.bringSubviewToFront(view) }
    // `accessibilitySortPriority`: higher first, the rest in their order (a docked menu
    // before the content).
    let prioritized = zip(slotViews, stage.menus).filter { $0.1.accessibilitySortPriority > 0 }
    container.accessibilityElements =
      prioritized.isEmpty
      ? nil
      : prioritized.map(\.0)
        + container.subviews.filter { view in
          !prioritized.contains { $0.0 === view }
        }
    // What the content's and the menu's layout gets: the stage minus the keyboard, less spacers.
    contentLayoutFrame = CGRect(
      x: contentRect.minX + CGFloat(stage.contentSafeArea.left),
      y: CGFloat(stage.contentSafeArea.top),
      width: contentRect.width - CGFloat(stage.contentSafeArea.left + stage.contentSafeArea.right),
      height: bounds.height - keyboardHeight
        - CGFloat(stage.contentSafeArea.top + stage.contentSafeArea.bottom))
  }

  /// Where the content lays its views out (its safe area), in container points.
  private(set) var contentLayoutFrame = CGRect.zero
  /// The content's navigation stack, with one screen pushed (`pushedScreen:`).
  private(set) var navigation: UINavigationController?

  private static func affine(_ transform: SideMenuTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: CGFloat(transform.scale), b: 0, c: 0, d: CGFloat(transform.scale),
      tx: CGFloat(transform.translationX), ty: CGFloat(transform.translationY))
  }

  // MARK: Gestures

  private func attachGestures() {
    let scrimTap = UITapGestureRecognizer()
    let tapAction = SimulatedAction { [weak self] recognizer in
      if recognizer.state == .ended { self?.model.send(.scrimTapped) }
    }
    scrimTap.addTarget(tapAction, action: SimulatedAction.selector)
    scrimView.addGestureRecognizer(scrimTap)
    actions.append(tapAction)
    switch path {
    case .recognizer:
      let geometry: @MainActor (UIGestureRecognizer) -> (location: CGPoint, translation: CGPoint) =
        {
          [weak self] recognizer in
          let space = self?.container
          return (
            recognizer.location(in: space),
            (recognizer as? UIPanGestureRecognizer)?.translation(in: space) ?? .zero
          )
        }
      let pan = UIPanGestureRecognizer()
      let scrollPan = UIPanGestureRecognizer()
      let touch = UILongPressGestureRecognizer()
      for (recognizer, role) in [
        (pan as UIGestureRecognizer, SideMenuRecognizerCoordinator.Role.pan),
        (scrollPan, .scrollPan), (touch, .touch),
      ] {
        let coordinator = SideMenuRecognizerCoordinator(
          model: model, role: role, geometry: geometry)
        coordinator.configure(recognizer)
        let action = SimulatedAction { [weak coordinator] in coordinator?.handleAction($0) }
        recognizer.addTarget(action, action: SimulatedAction.selector)
        container.addGestureRecognizer(recognizer)
        coordinators.append(coordinator)
        actions.append(action)
      }
    case .dragGesture:
      let drag = SimulatedDragGesture(
        minimumDistance: CGFloat(model.machine.configuration.gestures.touchSlop))
      drag.onChanged = { [weak self] in self?.model.dragChanged($0) }
      drag.onEnded = { [weak self] in self?.model.dragEnded($0) }
      drag.onReset = { [weak self] in self?.model.dragReset() }
      let touch = SimulatedDragGesture(minimumDistance: 0)
      touch.onChanged = { [weak self] value in
        self?.model.touchBegan(at: value.startLocation, time: value.time)
      }
      touch.onEnded = { [weak self] in self?.model.touchEnded(at: $0.location, time: $0.time) }
      touch.onReset = { [weak self] in self?.model.touchEnded(at: nil, time: nil) }
      container.addGestureRecognizer(drag)
      container.addGestureRecognizer(touch)
      dragGestures = [drag, touch]
    }
  }
  private var dragGestures: [SimulatedDragGesture] = []

  // MARK: Reading

  /// The shown menu's view (slot 0 unless the trailing one of two is shown).
  var shownMenu: MenuView? { menuViews.first { $0.layout?.isVisible == true } }
  var isOpen: Bool { if case .open = model.machine.phase { true } else { false } }
  var isClosed: Bool { model.machine.phase == .closed }
  /// The menu's frame on screen (its rect moved by its transform's translation).
  var menuFrameOnScreen: CGRect {
    guard let menu = lastStage?.menus.first(where: \.isShown) else { return .zero }
    return CGRect(
      x: menu.frame.minX + menu.transform.translationX, y: menu.frame.minY, width: menu.frame.width,
      height: menu.frame.height)
  }

  func tearDown() { timeline.invalidate() }
}

/// A menu slot's view: the group (opacity), the blur behind, and the app's menu views.
@MainActor
final class MenuView: UIView {
  let slot: Int
  let blur = UIVisualEffectView(effect: nil)
  /// What SwiftUI's `glassEffect(_:in:)` draws: a glass effect view in the menu's shape.
  let glass = UIVisualEffectView(effect: nil)
  let opaqueBackground = UIView()
  let menuContent = UIView()
  /// A row VoiceOver reaches, and a field to edit.
  let row = UIButton()
  let field = UITextField()
  private(set) var layout: SideMenuStageLayout.Menu?

  init(slot: Int) {
    self.slot = slot
    super.init(frame: .zero)
    addSubview(opaqueBackground)
    addSubview(blur)
    addSubview(glass)
    addSubview(menuContent)
    row.accessibilityLabel = slot == 0 ? "Home" : "Filters"
    row.isAccessibilityElement = true
    menuContent.addSubview(row)
    menuContent.addSubview(field)
  }
  required init?(coder: NSCoder) { fatalError() }

  func apply(_ menu: SideMenuStageLayout.Menu) {
    layout = menu
    isHidden = !menu.isMounted
    // Placed by bounds and centre, as the view's `position` does: `frame` is undefined under a
    // transform (https://developer.apple.com/documentation/uikit/uiview/frame).
    bounds = CGRect(x: 0, y: 0, width: menu.frame.width, height: menu.frame.height)
    center = CGPoint(x: menu.frame.midX, y: menu.frame.midY)
    transform = CGAffineTransform(
      a: CGFloat(menu.transform.scale), b: 0, c: 0, d: CGFloat(menu.transform.scale),
      tx: CGFloat(menu.transform.translationX), ty: CGFloat(menu.transform.translationY))
    alpha = CGFloat(menu.groupOpacity)
    isUserInteractionEnabled = menu.isVisible
    accessibilityElementsHidden = !menu.isVisible
    let inner = CGRect(origin: .zero, size: bounds.size)
    menuContent.frame = inner
    menuContent.alpha = CGFloat(menu.contentOpacity)
    row.frame = CGRect(x: 0, y: CGFloat(menu.safeArea.top), width: inner.width, height: 44)
    field.frame = CGRect(x: 0, y: CGFloat(menu.safeArea.top) + 44, width: inner.width, height: 44)
    // The menu's continuous corners clip its background and views, as the view's clip shapes do.
    for view in [blur, glass, opaqueBackground, menuContent] {
      view.layer.cornerRadius = CGFloat(menu.cornerRadius)
      view.layer.cornerCurve = .continuous
      view.layer.masksToBounds = menu.cornerRadius > 0
    }
    if case .glass = menu.background {} else { glass.isHidden = true }
    switch menu.background {
    case .glass(let style, let tint):
      blur.isHidden = true
      opaqueBackground.isHidden = true
      glass.isHidden = false
      glass.frame = inner
      let current = glass.effect as? UIGlassEffect
      if current?.simulationStyle != (style == .clear ? .clear : .regular)
        || current?.tintColor != tint
      {
        let effect = UIGlassEffect(style: style == .clear ? .clear : .regular)
        effect.tintColor = tint
        glass.effect = effect
      }
    case .none:
      blur.isHidden = true
      opaqueBackground.isHidden = true
    case .blur(let style, let strength):
      blur.isHidden = false
      blur.frame = inner
      blur.effect = strength > 0 ? UIBlurEffect(style: style) : nil
      blurStrength = strength
      opaqueBackground.isHidden = true
    case .opaque(let color, let opacity):
      blur.isHidden = true
      opaqueBackground.isHidden = false
      opaqueBackground.frame = inner
      opaqueBackground.backgroundColor = color
      opaqueBackground.alpha = CGFloat(opacity)
    }
  }
  /// The blur's strength as drawn (0…1).
  private(set) var blurStrength = 0.0
}

/// A clear, container-sized SwiftUI group: touches on its empty area reach what is below.
@MainActor
final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    return view === self ? nil : view
  }
}

/// The modal menu's "Close menu" element.
@MainActor
final class CloseElement: UIView {
  var onActivate: (() -> Void)?
  override func accessibilityActivate() -> Bool {
    onActivate?()
    return true
  }
}
