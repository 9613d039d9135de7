#if os(iOS) && canImport(SwiftUI)
  import Combine
  import SideMenuCore
  import SwiftUI
  import UIKit

  /// What the app's binding asks for, and how to write the engine's answer back: one shape for
  /// `isPresented` + an edge and for a binding to an optional edge.
  struct SideMenuSelection {
    /// The edge the binding asks to show, or `nil` for closed.
    var edge: SideMenuEdge?
    /// Writes a resting state back into the binding.
    var write: @MainActor (SideMenuEdge?) -> Void

    /// `sideMenu(isPresented:edge:)`: `true` is the menu on `edge`; writing a resting state
    /// stores whether that menu is open. The binding is read now (SwiftUI hands the modifier a
    /// new one every time it evaluates the body) and written through when the menu rests.
    @MainActor init(isPresented: Binding<Bool>, edge: SideMenuEdge) {
      self.edge = isPresented.wrappedValue ? edge : nil
      write = { isPresented.wrappedValue = $0 == edge }
    }

    /// `sideMenu(presentedEdge:)`: the binding is the open edge, `nil` for closed.
    @MainActor init(presentedEdge: Binding<SideMenuEdge?>) {
      edge = presentedEdge.wrappedValue
      write = { presentedEdge.wrappedValue = $0 }
    }
  }

  /// What the modifier hands the model together, in one `onChange(of:)`: the configuration
  /// first, then the binding's edge (``SideMenuViewModel/inputsChanged(configuration:selection:)``).
  ///
  /// Equal when the *validated* configurations are, which is the configuration the engine runs:
  /// compared as the app gave it, a NaN anywhere in it (never equal to itself) would be a change
  /// at every body update — handed on, reported, published, and the next update would follow,
  /// for ever.
  struct SideMenuInputs: Equatable {
    /// The configuration as the app gave it: the engine reports what it had to replace.
    let configuration: SideMenuConfiguration
    /// The edge the binding asks to show, or `nil` for closed.
    let edge: SideMenuEdge?

    init(configuration: SideMenuConfiguration, edge: SideMenuEdge?) {
      self.configuration = configuration
      self.edge = edge
    }

    /// Validates only when the configurations as given differ (a real change, or a NaN): body
    /// updates come at every drag event, and an equal configuration needs no validation.
    static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.edge == rhs.edge else { return false }
      return lhs.configuration == rhs.configuration
        || lhs.configuration.validated().configuration
          == rhs.configuration.validated().configuration
    }
  }

  /// One `onSideMenuChange`-style handler from the environment.
  struct SideMenuChangeHandler {
    /// Called with every notification of the enclosing side menu.
    var perform: @MainActor (SideMenuNotification) -> Void
  }

  /// The SwiftUI layer's counterpart of ``SideMenuDriver``: it owns the engine
  /// (``SideMenuStateMachine``), turns view callbacks into events and keeps what the view draws.
  ///
  /// It decides nothing: whether a drag is the menu's, where a release goes, how the menu moves
  /// and when it rests are the engine's answers; this class only stamps events with a time and
  /// copies effects into state the view reads.
  ///
  /// **One clock.** The engine runs on system uptime (`CACurrentMediaTime()`, seconds since
  /// ``epoch``): the clock of `UITouch.timestamp`
  /// (https://developer.apple.com/documentation/uikit/uitouch/timestamp), which is never set.
  /// SwiftUI's times — `DragGesture.Value.time`, `TimelineView`'s `context.date` — are
  /// wall-clock `Date`s, which the user or network time can step by any amount; so a date is
  /// placed by its age (how long before the wall clock's now it is) and never read as an
  /// absolute time, and a touch's `timestamp` likewise by its age against
  /// `CACurrentMediaTime()`, so a batch of touches delivered late keeps its real spacing. A step
  /// of the wall clock then moves nothing (a date made before it and read after is held within
  /// a frame of now), and times are held at the latest one, so the engine never sees time
  /// reverse. The wall clock is injected (`Date.init` in apps) so that the simulation can step
  /// it.
  ///
  /// **Publishing.** `objectWillChange` is sent *before* what the view reads changes, as
  /// Apple's `ObservableObject` contract says ("emits before the object has changed":
  /// https://developer.apple.com/documentation/combine/observableobject). The view re-renders
  /// for every event except display frames that change nothing but the frame: while the engine
  /// animates, the `TimelineView` draws each frame from ``frame(at:)`` itself, so publishing the
  /// committed tick would only render the same frame twice.
  @MainActor
  final class SideMenuViewModel: ObservableObject {
    /// What the model's drag tracking knows about the current touch.
    private enum DragTracking {
      /// No touch, or one that has not moved far enough to be a drag.
      case idle
      /// The engine claimed the drag: its movements are sent as pan events.
      case following
      /// The engine refused the drag (vertical scrolling, the back swipe): the rest of it is
      /// ignored, as a failed UIKit recognizer would be.
      case ignored
    }

    /// The engine: every decision is made here (run by ``loop``).
    var machine: SideMenuStateMachine { loop.machine }
    /// The last frame the engine applied.
    private(set) var frame: SideMenuFrameState
    /// Whether the engine asked for display frames (`setDisplayLinkActive`): the timeline runs
    /// only while this is `true`.
    private(set) var isTicking = false
    /// Whether the content takes touches (`setContentInteractionEnabled`); while it does not,
    /// the scrim catches them.
    private(set) var isContentInteractionEnabled = true
    /// Whether the menu is modal for assistive technologies (after `focusMenu`, until
    /// `focusContent`).
    private(set) var isMenuModal = false
    /// The edges whose menus have been shown at least once. A menu joins the view tree the
    /// first time the engine begins a transition to it and stays there (so its state survives
    /// closing), rather than being built, with its `onAppear` and `task`, at launch.
    private(set) var mountedEdges: Set<SideMenuEdge> = []
    /// The modifier's menu slots (0: the first menu, 1: the second) that have been built. A slot
    /// stays built when its edge changes (`sideMenu(isPresented:edge:)` with a new `edge`).
    private var mountedSlots: Set<Int> = []
    /// The actions the content and the menus find in the environment: one value for the
    /// model's life, so handing it down every frame does not look like a new environment value.
    private(set) lazy var actions = SideMenuActions(model: self)
    /// Whether a navigation stack in the content could pop now (the content says so with
    /// ``SwiftUI/View/sideMenuBackGestureAvailable(_:)``); a fact for the engine's back-swipe rule.
    var isBackGestureAvailable = false
    /// Whether the screen on show switched the opening drags off (the content says so with
    /// ``SwiftUI/View/sideMenuEdgeDragDisabled(_:)``): the engine gets its configuration with
    /// edge and content pans off while it is set.
    var isOpeningDragDisabled = false {
      didSet {
        guard isOpeningDragDisabled != oldValue else { return }
        send(.configurationChanged(effective(lastConfiguration)))
      }
    }
    /// The app's closures for the engine's notifications and the release decision; the view
    /// hands in the latest ones every time it renders.
    var callbacks = SideMenuCallbacks()
    /// The `onSideMenuChange` / `onSideMenuOpen` / `onSideMenuClose` handlers around the
    /// modifier: each hears every notification, in the engine's order, after ``callbacks``.
    var changeHandlers: [SideMenuChangeHandler] = []

    /// The app's appearance as of the latest render: what the stage draws (``stage(frame:container:)``).
    var appearance = SideMenuAppearance()
    /// Whether Reduce Transparency is on (the environment's `accessibilityReduceTransparency`).
    var isReduceTransparencyEnabled = false
    /// Whether the system draws Liquid Glass (`glassEffect(_:in:)`, iOS 26 and later): read once
    /// from the system version, a property so the simulation's scenarios see the model decide
    /// with what the simulated device answers.
    let isGlassAvailable = SideMenuMenuBackground.isGlassAvailable

    /// The app's binding as of the latest render or view callback.
    private var selection: SideMenuSelection?
    /// The wall clock SwiftUI's dates are on: `Date.init` in apps, the simulated device's in the
    /// simulation. Only dates' ages are read from it.
    private let clock: @MainActor () -> Date
    /// The uptime (`CACurrentMediaTime()`, seconds) at the model's creation: the zero of the
    /// engine's clock.
    private let epoch: Double
    /// The engine and its event loop, shared with the UIKit driver.
    private let loop: SideMenuEngineLoop
    /// Seconds the engine's clock runs behind the model's clock: the time a turn that started a
    /// motion spent before its first frame could be drawn (see ``frameLag(at:)``).
    private var clockLag = 0.0
    /// When a motion started by an event other than a display frame began (engine seconds),
    /// until its first frame.
    private var motionBeganAt: Double?
    /// How long after the event that starts a motion its first display frame may come, seconds:
    /// a frame drawn at the next refresh shows the date of the one after (the timeline's date
    /// is when the frame displays), two frame intervals at 60 Hz, the slowest rate a timeline
    /// animates at.
    private static let firstFrameLead = 2.0 / 60
    /// The effects of one event, reused so a display frame does not allocate.
    /// While `true`, a settle does not write the binding yet: several events that belong
    /// together (a new configuration and the request that comes with it) are resolved first.
    private var isBatching = false
    private var needsSelectionSync = false
    private var drag = DragTracking.idle
    private var lastDragSample: SideMenuTouchSample?
    private var lastContainer: SideMenuContainer?
    /// The app's configuration as last handed to the engine, validated: a new one is compared
    /// with it validated too, so a setting the engine replaces (a NaN, never equal to itself)
    /// is not a new configuration at every update, and is reported once.
    private var lastConfiguration: SideMenuConfiguration
    /// The binding's edge as of the latest request: a new configuration alone is not a request
    /// (it must not take a drag from the finger to send the binding's state again).
    private var lastRequestedEdge: SideMenuEdge?
    /// The element VoiceOver had in focus when the menu took focus: it gets focus back when the
    /// menu closes. Weak: it may be a view that goes away meanwhile.
    private weak var focusBeforeMenu: AnyObject?
    /// A view in the stage's coordinate space (the view layer's anchor behind the stage), for
    /// the menu's place in screen coordinates, where VoiceOver gives its elements' frames.
    /// Weak: the view layer owns it. Without one the stage is taken at the screen's origin.
    weak var coordinateAnchor: UIView?
    /// The vertical bar the stage's probe found in the window (``SideMenuVerticalBarProbe``;
    /// iPhone Duo, iOS 27.1), `nil` without one: an input of the container, as the UIKit modes
    /// read it from theirs.
    private(set) var verticalBar: SideMenuVerticalBar?
    /// The element VoiceOver had in a menu that is not modal (a docked one) as that menu began
    /// to close: unless focus moves elsewhere meanwhile, the content gets it when the menu
    /// rests closed.
    private weak var focusInClosingMenu: NSObject?
    /// Counts the model's requests to hand VoiceOver to the content: the view answers each
    /// change after the update that hid the menu (``moveFocusToContent()``).
    private(set) var contentFocusRequests = 0
    /// Asks for ProMotion's high frame rates while the engine animates, and drives the engine
    /// while the `TimelineView` is off screen (it delivers no frames there).
    private let frameRateRequest = SideMenuFrameRateRequest()
    /// Whether the stage's `TimelineView` is on screen (between its `onAppear` and
    /// `onDisappear`); while it is not, the frame-rate request's display link ticks the engine.
    private(set) var isTimelineOnScreen = true
    /// The scene notifications: a UIKit-lifecycle app (a `UIHostingController` in a
    /// `UIWindowScene`) may never change `scenePhase`, so backgrounding is also heard here.
    private let sceneObservers = SideMenuNotificationObservers()
    /// Whether the app is in the background (from `scenePhase` or the scene's notification, so
    /// the engine hears one `didEnterBackground` per trip, whichever comes first).
    private var isInBackground = false

    /// Creates a closed menu; the container arrives when the view has a size.
    ///
    /// - Parameters:
    ///   - configuration: The configuration, with the edges the modifier has menus for enabled.
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - clock: The clock of every event time: `Date.init` (the simulation passes its own).
    init(
      configuration: SideMenuConfiguration, reduceMotion: Bool,
      clock: @escaping @MainActor () -> Date = { Date() }
    ) {
      self.clock = clock
      epoch = Double(CACurrentMediaTime())
      loop = SideMenuEngineLoop(
        machine: SideMenuStateMachine(
          configuration: configuration, container: SideMenuContainer(size: .zero),
          reduceMotion: reduceMotion),
        startTime: 0)
      frame = loop.machine.frameState
      lastConfiguration = configuration.validated().configuration
      // The configuration's diagnostics only: the zero-sized container is a placeholder until
      // the view has a size, not the app's mistake (the UIKit driver does the same).
      for diagnostic in configuration.validated().diagnostics { log(diagnostic) }
      frameRateRequest.onFrame = { [weak self] in self?.offScreenFrame() }
      observeScene()
    }

    // MARK: - Clock

    /// Seconds on the engine's clock for a wall-clock date: uptime now less the date's age, less
    /// ``clockLag``. A date is at most ``firstFrameLead`` ahead of now (a timeline frame's date
    /// is when it displays); one further ahead, or not finite, was made before the wall clock
    /// stepped and is read as that far ahead.
    private func seconds(_ date: Date) -> Double {
      let age = clock().timeIntervalSince(date)
      let heldAge = age.isFinite ? Swift.max(-Self.firstFrameLead, age) : 0
      return Double(CACurrentMediaTime()) - epoch - heldAge - clockLag
    }

    /// How much later than it could have the first frame of a motion comes, seconds: the time
    /// the turn that started it spent after it (a pushed screen's heavy body in the same
    /// update) before anything of the motion could be drawn — the display's frame at `date` is
    /// then the motion's first, so the engine's clock is moved back by it and the motion starts
    /// from where the menu was, not that far in (as the UIKit driver times a played motion from
    /// the commit that delivers it). 0 when no motion waits for its first frame.
    private func frameLag(at date: Date) -> Double {
      guard let began = motionBeganAt else { return 0 }
      let late = seconds(date) - began - Self.firstFrameLead
      return late.isFinite ? Swift.max(0, late) : 0
    }

    /// The time an event is handled at: its own time, held at the latest time seen so far.
    private func stamp(_ time: Double?) -> Double {
      loop.stamp(time ?? seconds(clock()))
    }

    // MARK: - Frames

    /// The frame to draw for a display frame at `date`, without changing the model.
    ///
    /// The engine is a value, so the view can ask a copy what a tick at `date` would draw while
    /// it renders (where publishing is not allowed) and commit the same tick with ``tick(at:)``
    /// right after; both give the same frame, because the animation is a function of time.
    ///
    /// - Parameter date: The timeline's date for the frame.
    /// - Returns: The frame state to draw.
    func frame(at date: Date) -> SideMenuFrameState {
      guard isTicking else { return frame }
      return machine.frameState(at: Swift.max(loop.lastTime, seconds(date) - frameLag(at: date)))
    }

    /// Commits a display frame: the engine advances its animation and settles it when done.
    ///
    /// - Parameter date: The timeline's date for the frame.
    func tick(at date: Date) {
      clockLag += frameLag(at: date)
      motionBeganAt = nil
      send(.tick, at: seconds(date))
    }

    /// The stage's `TimelineView` came on screen or went off it (its `onAppear` /
    /// `onDisappear`). Off screen a `TimelineView` draws no frames, so a running animation would
    /// stop where it is — its completion, callbacks and the binding's write-back waiting until
    /// the view returns — while the frame-rate request went on asking for 120 Hz. Off screen,
    /// the request's display link ticks the engine instead, so the animation ends on time and
    /// the request ends with it.
    ///
    /// - Parameter onScreen: Whether the timeline is on screen now.
    func timelineVisibilityChanged(onScreen: Bool) {
      isTimelineOnScreen = onScreen
      frameRateRequest.drivesFrames = !onScreen
    }

    /// A display frame while the timeline is off screen.
    private func offScreenFrame() {
      guard !isTimelineOnScreen, isTicking else { return }
      send(.tick, at: nil)
    }

    /// The edge whose menu is on a physical side in the current container.
    ///
    /// - Parameter side: The side.
    /// - Returns: The edge that resolves to it.
    func edge(on side: SideMenuPhysicalEdge) -> SideMenuEdge {
      SideMenuEdge.leading.resolved(in: machine.container.layoutDirection) == side
        ? .leading : .trailing
    }

    /// Whether a menu slot is in the view tree: from the first time the engine shows the slot's
    /// current edge on. Remembered per slot (a plain property: reading it while rendering
    /// publishes nothing), so a slot whose edge changes keeps its menu and that menu's state.
    ///
    /// - Parameters:
    ///   - slot: The slot (0 or 1).
    ///   - edge: The edge the slot's menu is on now.
    /// - Returns: Whether the slot's menu is built.
    func isMounted(slot: Int, edge: SideMenuEdge) -> Bool {
      if mountedEdges.contains(edge) { mountedSlots.insert(slot) }
      return mountedSlots.contains(slot)
    }

    /// The resolved width of an edge's menu, in points.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The width the engine resolved.
    func menuWidth(for edge: SideMenuEdge) -> Double {
      machine.menuWidth(for: edge)
    }

    // MARK: - Environment

    /// Turns the modifier's two measurements into a keyboard-independent container.
    private var containerMeasurement = SideMenuKeyboardIndependentContainer()

    /// The engine's container, independent of the software keyboard
    /// (``SideMenuKeyboardIndependentContainer``): the content and the menus avoid the keyboard
    /// themselves. A plain property changes here: asking while rendering publishes nothing.
    ///
    /// - Parameters:
    ///   - fullSize: The size with every safe area ignored, once measured.
    ///   - layoutSize: The size of the reader that ignores only the container safe area.
    ///   - safeArea: That reader's safe-area insets, in a left-to-right layout.
    ///   - direction: The app's layout direction.
    ///   - horizontalSizeClass: The environment's `horizontalSizeClass` (the docking rule never
    ///     docks in a compact width).
    ///   - reservedRegions: What the system reserves in the container (iPhone Duo's fold and
    ///     cameras, iOS 27.1), in the container's coordinates; ``SideMenuReservedRegions/none``
    ///     elsewhere.
    /// - Returns: The container to hand the engine.
    func container(
      fullSize: CGSize?, layoutSize: CGSize, safeArea: EdgeInsets, direction: LayoutDirection,
      horizontalSizeClass: UserInterfaceSizeClass? = nil,
      reservedRegions: SideMenuReservedRegions = .none
    ) -> SideMenuContainer {
      var container = containerMeasurement.container(
        fullSize: fullSize.map { SideMenuSize(width: Double($0.width), height: Double($0.height)) },
        layoutSize: SideMenuSize(
          width: Double(layoutSize.width), height: Double(layoutSize.height)),
        safeArea: SideMenuInsets(leftToRight: safeArea),
        layoutDirection: SideMenuLayoutDirection(direction),
        horizontalSizeClass: SideMenuSizeClass(horizontalSizeClass))
      container.reservedRegions = reservedRegions
      // SwiftUI's reader gives no vertical bar; the stage's probe does.
      container.reservedRegions.verticalBar = verticalBar
      return container
    }

    /// Reads the vertical bar again as an interaction starts (a request to open or toggle, a
    /// finger or pointer landing, a drag beginning) and hands the engine the container with it
    /// first, if it changed. The probe reads at its own layout, but the bars the system moves
    /// into the strip may be laid out after it (a navigation controller inside the content, a
    /// screen that opts out pushed without the stage changing size): reading here, before the
    /// engine decides where the menu goes and where a drag may start, needs no layout order.
    ///
    /// - Parameter event: The event about to be handled.
    private func readVerticalBar(before event: SideMenuEvent) {
      switch event {
      case .open, .toggle, .touchDown, .panBegan, .panBeganFromAnywhere, .trackpadScrollBegan:
        break
      default:
        return
      }
      guard let anchor = coordinateAnchor, var container = lastContainer else { return }
      let bar = SideMenuVerticalBarProbe.verticalBar(over: anchor)
      guard bar != verticalBar else { return }
      objectWillChange.send()
      verticalBar = bar
      container.reservedRegions.verticalBar = bar
      containerChanged(container)
    }

    /// The stage's probe found another vertical bar (or none): the view renders again, so the
    /// container it hands the engine has it.
    ///
    /// - Parameter bar: The bar's edge and width in points, or `nil`.
    func verticalBarChanged(_ bar: SideMenuVerticalBar?) {
      guard bar != verticalBar else { return }
      objectWillChange.send()
      verticalBar = bar
    }

    /// The first edge (leading, then trailing) whose menu is docked now, if any.
    var dockedEdge: SideMenuEdge? {
      SideMenuEdge.allCases.first { machine.isDocked($0) }
    }

    /// The view appeared: hand the engine its configuration, Reduce Motion and container, then
    /// show what the binding asks for without animation, as `sheet(isPresented:)` does for a
    /// binding that starts out `true`.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - container: The container.
    ///   - selection: The app's binding.
    func appeared(
      configuration: SideMenuConfiguration, reduceMotion: Bool, container: SideMenuContainer,
      selection: SideMenuSelection
    ) {
      batch {
        configurationChanged(configuration)
        reduceMotionChanged(reduceMotion)
        containerChanged(container)
        if selection.edge == nil, let shown = machine.phase.edge, machine.isDocked(shown) {
          // A sidebar the docking rule shows as the view appears: the binding's initial `nil`
          // asks nothing of it (the app cannot know the window's width yet); it is written
          // back once the sidebar rests open.
          self.selection = selection
          lastRequestedEdge = nil
        } else {
          requestChanged(selection, animated: false)
        }
      }
    }

    /// The safe-area insets the content's and the menus' spacers give back (physical sides,
    /// points): the engine's container insets, except at the bottom while a keyboard covers it.
    /// There the spacers sit inside the keyboard's safe area already (it is not ignored around
    /// the content and the menus), so the held home-indicator inset would lift them once more;
    /// the held value is the engine's alone (its edge zone and width rules).
    var spacerInsets: SideMenuInsets {
      containerMeasurement.spacerInsets(for: lastContainer?.safeAreaInsets ?? SideMenuInsets())
    }

    /// Sends the container (size, safe area, layout direction) if it changed.
    ///
    /// - Parameter container: The container.
    func containerChanged(_ container: SideMenuContainer) {
      guard container != lastContainer else { return }
      lastContainer = container
      send(.containerChanged(container))
    }

    /// Sends a new configuration if it changed, validated values compared (see
    /// ``lastConfiguration``); the engine gets it as given, and reports what it replaces.
    ///
    /// - Parameter configuration: The configuration.
    private func configurationChanged(_ configuration: SideMenuConfiguration) {
      let valid = configuration.validated().configuration
      guard valid != lastConfiguration else { return }
      lastConfiguration = valid
      send(.configurationChanged(effective(configuration)))
    }

    /// The configuration the engine gets: the app's, with the opening drags off while the
    /// screen on show says so.
    private func effective(_ configuration: SideMenuConfiguration) -> SideMenuConfiguration {
      guard isOpeningDragDisabled else { return configuration }
      var effective = configuration
      effective.gestures.isEdgePanEnabled = false
      effective.gestures.isContentPanToOpenEnabled = false
      return effective
    }

    /// Sends the Reduce Motion setting if the engine does not have it yet.
    ///
    /// - Parameter enabled: Whether Reduce Motion is on.
    func reduceMotionChanged(_ enabled: Bool) {
      guard enabled != machine.isReduceMotionEnabled else { return }
      send(.reduceMotionChanged(enabled))
    }

    /// SwiftUI's `scenePhase` changed (`@Environment(\.scenePhase)`).
    ///
    /// - Parameter phase: The new phase.
    func scenePhaseChanged(_ phase: ScenePhase) {
      if phase == .background {
        enteredBackground()
      } else if phase == .active {
        isInBackground = false
      }
    }

    /// The app or its scene went to the background: the engine settles any drag or animation
    /// (once per trip, from whichever report comes first).
    private func enteredBackground() {
      guard !isInBackground else { return }
      isInBackground = true
      send(.didEnterBackground)
    }

    /// In a UIKit-lifecycle app (`UIHostingController` in a scene the app delegate set up)
    /// `scenePhase` reflects the SwiftUI scene the view is in, which such an app does not
    /// have; the scene's own notifications arrive in every app
    /// (https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification,
    /// https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification).
    /// Any scene counts: the view does not know its scene, and a scene in the background with
    /// the app's other scenes in front still hides this one on an iPhone (one scene).
    private func observeScene() {
      sceneObservers.observe(UIScene.didEnterBackgroundNotification) { [weak self] in
        self?.enteredBackground()
      }
      sceneObservers.observe(UIScene.willEnterForegroundNotification) { [weak self] in
        self?.isInBackground = false
      }
    }

    // MARK: - Requests

    /// The configuration or the binding changed (one callback for both, so their order is
    /// fixed): the engine gets the configuration first, then the request if the binding's edge
    /// changed, and the binding is written only once both are resolved. Changing `edge:` of
    /// `sideMenu(isPresented:)` while open thus disables the old edge (the engine closes it at
    /// once) and opens the new one, instead of the close writing `false` into the binding first.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - selection: The app's binding.
    func inputsChanged(configuration: SideMenuConfiguration, selection: SideMenuSelection) {
      let isRequest = selection.edge != lastRequestedEdge
      batch {
        configurationChanged(configuration)
        if isRequest { requestChanged(selection) } else { update(selection) }
      }
    }

    /// The app changed its binding: ask the engine for that state. A binding that already
    /// equals the engine's resting state (including the value this model just wrote back) is
    /// not a request; everything else, also mid-drag or mid-animation, is the engine's to resolve.
    ///
    /// - Parameters:
    ///   - selection: The app's binding.
    ///   - animated: Whether the change animates.
    private func requestChanged(_ selection: SideMenuSelection, animated: Bool = true) {
      self.selection = selection
      lastRequestedEdge = selection.edge
      switch (selection.edge, machine.phase) {
      case (nil, .closed):
        return
      case (let edge?, .open(let shown)) where edge == shown:
        return
      case (let edge?, _):
        send(.open(edge, animated: animated, completion: resyncToken()))
      case (nil, _):
        send(.close(animated: animated, completion: resyncToken()))
      }
    }

    /// A completion that, if the engine refuses or supersedes the request (a disabled edge, a
    /// drag that settled elsewhere first), writes its resting state back so the binding never lies.
    private func resyncToken() -> SideMenuCompletionToken {
      token { [weak self] finished in
        if !finished { self?.syncSelectionWhenDone() }
      }
    }

    /// Remembers the app's current binding (for writing back) without requesting anything.
    /// The view calls this every time it renders, so a settle that happens between view
    /// callbacks (a completion, a display frame, the app going to the background) writes
    /// through the binding the app holds now, not one captured by an earlier render.
    ///
    /// - Parameter selection: The app's binding.
    func update(_ selection: SideMenuSelection) {
      self.selection = selection
    }

    /// What the modifier hands over every time SwiftUI evaluates its body: the latest binding,
    /// closures, appearance and Reduce Transparency, for what happens between view callbacks
    /// (a display frame, a completion, the app going to the background). Plain properties: a
    /// view update may not publish.
    ///
    /// - Parameters:
    ///   - selection: The app's binding.
    ///   - callbacks: The app's closures.
    ///   - appearance: Colours, blur and VoiceOver texts.
    ///   - reduceTransparency: The environment's `accessibilityReduceTransparency`.
    ///   - changeHandlers: The `onSideMenuChange`-style handlers in the environment.
    func viewUpdated(
      selection: SideMenuSelection, callbacks: SideMenuCallbacks, appearance: SideMenuAppearance,
      reduceTransparency: Bool, changeHandlers: [SideMenuChangeHandler] = []
    ) {
      update(selection)
      self.callbacks = callbacks
      self.changeHandlers = changeHandlers
      self.appearance = appearance
      isReduceTransparencyEnabled = reduceTransparency
    }

    /// Sends an event that needs no payload from the view: a scrim tap, the Escape key or
    /// VoiceOver's escape gesture, the app moving to the background, or a request from
    /// ``SideMenuActions``.
    ///
    /// - Parameter event: The event.
    func send(_ event: SideMenuEvent) {
      send(event, at: nil)
    }

    private func token(for completion: @escaping @MainActor (Bool) -> Void)
      -> SideMenuCompletionToken
    {
      // Formed here, on the main actor, and kept there by the loop.
      loop.token { finished in completion(finished) }
    }

    // MARK: - Drags

    /// Whether a pan that started at `touchDown` and has moved by `translation` is the menu's:
    /// the engine's answer, with the content's back-swipe fact. For the iOS 18 recognizer's
    /// `gestureRecognizerShouldBegin(_:)`, exactly as the UIKit driver asks.
    ///
    /// - Parameters:
    ///   - touchDown: Where the touch started, in container points.
    ///   - translation: How far it has moved since, in points.
    ///   - source: A touch, or a trackpad scroll (whose `touchDown` is the pointer's location).
    /// - Returns: Whether the engine claims the drag.
    func shouldBeginPan(
      touchDown: CGPoint, translation: CGPoint, source: SideMenuDragSource = .touch
    ) -> Bool {
      machine.shouldBeginPan(
        at: SideMenuPoint(x: Double(touchDown.x), y: Double(touchDown.y)),
        translation: SideMenuPoint(x: Double(translation.x), y: Double(translation.y)),
        isBackGestureAvailable: isBackGestureAvailable, source: source)
    }

    /// A claimed pan began: the engine gets the touch-down point, then where the finger is.
    ///
    /// - Parameters:
    ///   - touchDown: Where the touch started, in container points.
    ///   - location: Where the finger is now, in container points.
    ///   - time: When the event happened.
    ///   - landed: When the touch-down happened, when it differs from `time` (a scroll's first
    ///     event); `nil`: `time`.
    ///   - source: A touch, or a trackpad scroll (``SideMenuEvent/trackpadScrollBegan(_:)``).
    func panBegan(
      touchDown: CGPoint, location: CGPoint, time: Date, landed: Date? = nil,
      source: SideMenuDragSource = .touch
    ) {
      let now = sample(location, time)
      drag = .following
      lastDragSample = now
      let start = sample(touchDown, landed ?? time)
      send(
        source == .trackpadScroll ? .trackpadScrollBegan(start) : .panBegan(start),
        at: start.timestamp)
      // Handled where the drag took hold (a scroll's first event), as in the UIKit driver.
      send(.panChanged(now), at: start.timestamp)
    }

    /// The claimed pan moved.
    ///
    /// - Parameters:
    ///   - location: Where the finger is, in container points.
    ///   - time: When the event happened.
    func panChanged(location: CGPoint, time: Date) {
      guard case .following = drag else { return }
      let now = sample(location, time)
      lastDragSample = now
      send(.panChanged(now), at: now.timestamp)
    }

    /// The finger lifted: the engine decides where the menu goes, with its own velocity
    /// estimate from the samples it was sent; ``SideMenuCallbacks/targetForRelease`` may
    /// change the proposal, as in the UIKit layer.
    ///
    /// - Parameters:
    ///   - location: Where the finger lifted, in container points.
    ///   - time: When the event happened.
    func panEnded(location: CGPoint, time: Date) {
      defer { resetDrag() }
      guard case .following = drag else { return }
      let lift = sample(location, time)
      send(.panEnded(lift, targetOverride: releaseTarget(for: lift)), at: lift.timestamp)
    }

    /// The system cancelled the touch: the engine settles the menu as for a cancelled pan.
    ///
    /// - Parameters:
    ///   - location: The last known location, or `nil` for the last sample the engine got.
    ///   - time: When the event happened, or `nil` for now.
    func panCancelled(location: CGPoint? = nil, time: Date? = nil) {
      defer { resetDrag() }
      guard case .following = drag else { return }
      let timestamp = stamp(time.map(seconds))
      let lastLocation =
        location.map(point) ?? lastDragSample?.location ?? SideMenuPoint(x: 0, y: 0)
      send(
        .panCancelled(SideMenuTouchSample(location: lastLocation, timestamp: timestamp)),
        at: timestamp)
    }

    /// A `DragGesture` moved (iOS 15–17). Its first change (after the gesture's minimum
    /// distance, which is the engine's touch slop) asks the engine whether the drag is the
    /// menu's, as the UIKit driver's `gestureRecognizerShouldBegin(_:)` does; a claimed drag
    /// then starts with the touch-down point and follows the finger, a refused one is ignored
    /// to its end.
    ///
    /// - Parameter value: The gesture's value, in the container's coordinate space.
    func dragChanged(_ value: DragGesture.Value) {
      switch drag {
      case .ignored:
        return
      case .following:
        panChanged(location: value.location, time: value.time)
      case .idle:
        let moved = CGPoint(x: value.translation.width, y: value.translation.height)
        guard shouldBeginPan(touchDown: value.startLocation, translation: moved) else {
          drag = .ignored
          return
        }
        panBegan(touchDown: value.startLocation, location: value.location, time: value.time)
      }
    }

    /// The `DragGesture` ended normally.
    ///
    /// - Parameter value: The gesture's last value.
    func dragEnded(_ value: DragGesture.Value) {
      panEnded(location: value.location, time: value.time)
    }

    /// The `DragGesture`'s state was reset. After a normal end ``dragEnded(_:)`` has already
    /// run and this does nothing; otherwise the system cancelled the touch (SwiftUI calls no
    /// `onEnded` then) and the engine settles the menu as for a cancelled pan.
    func dragReset() {
      panCancelled()
    }

    /// A finger landed on the container (iOS 15–17: the first change of a `DragGesture` of
    /// minimum distance 0; iOS 18: the touch recognizer's `began`): a moving menu stops under
    /// it at once, as in the UIKit layer (the engine's `touchDown`).
    ///
    /// - Parameters:
    ///   - location: Where, in container points.
    ///   - time: When it landed.
    func touchBegan(at location: CGPoint, time: Date) {
      guard !isTouchDown else { return }
      isTouchDown = true
      send(.touchDown(sample(location, time)), at: seconds(time))
    }

    /// The finger of ``touchBegan(at:time:)`` lifted or was cancelled (the engine's `touchUp`:
    /// a menu it stopped, and that no drag took, goes on to rest).
    ///
    /// - Parameters:
    ///   - location: Where, in container points, or `nil` where it landed.
    ///   - time: When, or `nil` for now.
    func touchEnded(at location: CGPoint?, time: Date?) {
      guard isTouchDown else { return }
      isTouchDown = false
      let timestamp = stamp(time.map(seconds))
      let point = location.map(point) ?? lastDragSample?.location ?? SideMenuPoint(x: 0, y: 0)
      send(.touchUp(SideMenuTouchSample(location: point, timestamp: timestamp)), at: timestamp)
    }

    /// Whether a finger is down (between ``touchBegan(at:time:)`` and ``touchEnded(at:time:)``).
    private var isTouchDown = false

    // MARK: - iOS 18 recognizers

    /// Whether `view` is drawn inside the shown menu: its bounds, in the stage's space
    /// (``coordinateAnchor``), lie within the menu's rectangle as drawn (its frame under its
    /// transform), to half a point. SwiftUI gives the modifier no view of the menu's own to ask
    /// `isDescendant(of:)` as the UIKit modes do; a `NavigationStack` in the menu is found by
    /// its UIKit navigation controller, whose view lies in the menu. A closed menu holds
    /// nothing; a view only partly inside (the content beside it) is not the menu's.
    ///
    /// - Parameter view: A view in the same window.
    /// - Returns: Whether it is the menu's.
    func isInMenu(_ view: UIView) -> Bool {
      guard !frame.isMenuHidden, let space = coordinateAnchor else { return false }
      let drawn = CGRect(frame.menuTransform.applied(to: frame.menuFrame))
      return drawn.insetBy(dx: -0.5, dy: -0.5).contains(view.convert(view.bounds, to: space))
    }

    /// A touch's or event's `timestamp` on the model's clock, or now without one (a trackpad
    /// scroll's movement: it has no touch, and only its first event's time is known).
    ///
    /// - Parameter timestamp: The `timestamp`, on the touches' clock.
    /// - Returns: The time on the model's clock.
    func eventTime(touchTimestamp timestamp: TimeInterval?) -> Date {
      let now = clock()
      guard let timestamp else { return now }
      let age = Double(CACurrentMediaTime()) - timestamp
      return now.addingTimeInterval(-(age.isFinite ? Swift.max(0, age) : 0))
    }

    private func resetDrag() {
      drag = .idle
      lastDragSample = nil
    }

    private func point(_ point: CGPoint) -> SideMenuPoint {
      SideMenuPoint(x: Double(point.x), y: Double(point.y))
    }

    private func sample(_ location: CGPoint, _ time: Date) -> SideMenuTouchSample {
      SideMenuTouchSample(location: point(location), timestamp: seconds(time))
    }

    /// Shows the engine's release proposal to the app's closure; its answer (if any) becomes
    /// the release's `targetOverride`.
    private func releaseTarget(for lift: SideMenuTouchSample) -> SideMenuRestingState? {
      guard let decide = callbacks.targetForRelease,
        let proposal = machine.releaseProposal(for: lift), let edge = machine.phase.edge
      else { return nil }
      return decide(edge, proposal)
    }

    // MARK: - Events and effects

    /// Runs `body` with write-backs held until its end, so the binding gets the state the whole
    /// group of events comes to, once.
    private func batch(_ body: () -> Void) {
      let wasBatching = isBatching
      isBatching = true
      body()
      isBatching = wasBatching
      if !wasBatching, needsSelectionSync {
        needsSelectionSync = false
        syncSelection()
      }
    }

    /// Hands an event to the engine and applies its effects, through the loop the UIKit driver
    /// runs too (``SideMenuEngineLoop``): events sent while effects are applied (a completion
    /// that writes the binding, say) are queued and handled right after, so the engine is never
    /// re-entered.
    private func send(_ event: SideMenuEvent, at time: Double?) {
      readVerticalBar(before: event)
      var announced = false
      var settled = false
      var wasTicking = isTicking
      let handled = loop.run(
        event, at: time, engineTime: { $0 ?? seconds(clock()) },
        apply: { event, effects in
          // Before anything the view reads changes (Apple: `objectWillChange` "emits before the
          // object has changed"): every event but a display frame renders again; a display
          // frame only when it changes more than the frame the timeline draws anyway.
          if !announced, event != .tick || effects.contains(where: Self.changesMoreThanFrame) {
            announced = true
            objectWillChange.send()
          }
          for effect in effects where apply(effect) { settled = true }
          // A motion an event (not a display frame) started waits for its first frame; the
          // loop's latest time is the time this event was handled at.
          if event != .tick {
            if !wasTicking, isTicking { motionBeganAt = loop.lastTime }
            if !isTicking { motionBeganAt = nil }
          } else {
            motionBeganAt = nil
          }
          wasTicking = isTicking
        })
      guard handled else { return }
      if settled { syncSelectionWhenDone() }
    }

    /// Whether an effect changes what the view reads beyond the frame (the phase, the ticking,
    /// interaction, modality, the mounted menus).
    private static func changesMoreThanFrame(_ effect: SideMenuEffect) -> Bool {
      switch effect {
      case .applyFrame, .diagnostic, .notify(.progress): false
      default: true
      }
    }

    /// Applies one effect; returns whether it says the menu came to rest.
    private func apply(_ effect: SideMenuEffect) -> Bool {
      switch effect {
      case .applyFrame(let state):
        frame = state
        // A modal sliding menu that docks stops being modal without a focus move (the engine
        // sends none: focus stays where the user is).
        if isMenuModal, state.layoutMode == .docked { isMenuModal = false }
      case .setDisplayLinkActive(let active):
        isTicking = active
        frameRateRequest.setActive(active)
      case .setContentInteractionEnabled(let enabled):
        isContentInteractionEnabled = enabled
      case .accessibility(.focusMenu):
        // https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:)
        if let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) {
          focusBeforeMenu = focused as AnyObject
        }
        isMenuModal = true
      case .accessibility(.focusContent):
        isMenuModal = false
      case .accessibility(.announce(let announcement)):
        announce(announcement)
      case .runCompletion(let token, let finished):
        loop.complete(token, finished: finished)
      case .notify(let notification):
        return notify(notification)
      case .beginTransition(let transition):
        // The menu joins the tree when it is first needed and then stays (state survives
        // closing); the frame's `isMenuHidden` takes a closed menu out of sight, hit testing
        // and accessibility, and the view disables it.
        mountedEdges.insert(transition.edge)
        endEditing()
        if transition.direction == .closing { noteFocusInClosingMenu() }
      case .endTransition(let transition, let completed):
        if transition.restingState(completed: completed) == .closed, focusInClosingMenu != nil {
          contentFocusRequests &+= 1
        } else {
          focusInClosingMenu = nil
        }
      case .diagnostic(let diagnostic):
        log(diagnostic)
      }
      return false
    }

    /// Passes a notification to the app's callbacks (as the UIKit driver does); returns whether
    /// the menu came to rest.
    private func notify(_ notification: SideMenuNotification) -> Bool {
      defer { for handler in changeHandlers { handler.perform(notification) } }
      callbacks.perform(notification)
      switch notification {
      case .didOpen, .didClose, .openingCancelled, .closingCancelled: return true
      case .willOpen, .willClose, .progress: return false
      }
    }

    /// Writes the binding now, or at the end of the batch being handled.
    private func syncSelectionWhenDone() {
      if isBatching { needsSelectionSync = true } else { syncSelection() }
    }

    /// Writes the engine's resting state into the app's binding if they differ. Not while the
    /// engine is still moving (an open that waited for the other menu to close has begun): the
    /// binding gets the state it comes to rest at.
    private func syncSelection() {
      guard let selection else { return }
      let resting: SideMenuEdge?
      switch machine.phase {
      case .open(let edge): resting = edge
      case .closed: resting = nil
      case .opening, .closing: return
      }
      guard selection.edge != resting else { return }
      self.selection?.edge = resting
      lastRequestedEdge = resting
      selection.write(resting)
    }

    /// Ends editing as a menu starts to open or close, as all three UIKit modes do: a field
    /// in the content must not keep typing behind the scrim, nor a hidden menu's field keep the
    /// keyboard up. SwiftUI gives a modifier no way to its descendants' focus, so the request
    /// goes to the first responder, wherever it is: "If target is nil, the app sends the
    /// message to the first responder"
    /// (https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)).
    private func endEditing() {
      UIApplication.shared.sendAction(
        #selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }

    /// VoiceOver activated the modal menu's "Close menu" element. It is a request to close,
    /// not a tap on the scrim: the engine ignores scrim taps while tap-to-close is off, and the
    /// element is offered (and announced as a button) either way.
    func closeElementActivated() {
      send(.close(animated: true, completion: nil))
    }

    /// Announces a non-modal menu's change without moving focus.
    private func announce(_ announcement: SideMenuAnnouncement) {
      let text: String
      switch announcement {
      case .menuOpened: text = appearance.menuOpenedAnnouncement
      case .menuClosed: text = appearance.menuClosedAnnouncement
      }
      UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Tells VoiceOver the screen changed after the modal trait was applied or removed: into
    /// the menu (its first element), or back to the element that had focus before the menu
    /// took it — the button that opened it, usually — when that element still exists, as
    /// `UIAccessibility.post(notification:argument:)` with an element argument does
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged).
    ///
    /// The element must still be on screen: a view the app took out of the window meanwhile
    /// (a pushed screen, a row that scrolled away) lives on while something holds it, and
    /// focus sent there would land nowhere a person can see; VoiceOver then picks the screen's
    /// first element itself (`nil` argument).
    func postScreenChanged() {
      if isMenuModal {
        UIAccessibility.post(notification: .screenChanged, argument: nil)
      } else {
        let element = focusBeforeMenu.flatMap { Self.isOnScreen($0) ? $0 : nil }
        UIAccessibility.post(notification: .screenChanged, argument: element)
        focusBeforeMenu = nil
      }
    }

    /// A menu that is not modal begins to close (a docked menu collapsing, by ⌃⌘S, `close()` or
    /// the binding, or undocking closed in a narrower window): the engine moves no focus for it,
    /// so the model remembers whether VoiceOver is on one of its elements now, while the menu
    /// is still where it was drawn. A modal menu is left to the engine's `focusContent`.
    ///
    /// SwiftUI offers a modifier no view hierarchy of the app's elements (the UIKit container
    /// asks `isDescendant(of:)`); what every element has is its `accessibilityFrame`, in screen
    /// coordinates (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe).
    /// Focus is in the menu when the focused element's centre lies in the menu's rectangle on
    /// screen (the stage's, converted with `UIAccessibility.convertToScreenCoordinates(_:in:)`:
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-9ziiu).
    /// An element without a frame (zero) is not taken to be in the menu: focus is moved only
    /// when it is known to be about to disappear.
    private func noteFocusInClosingMenu() {
      focusInClosingMenu = nil
      guard !isMenuModal, !frame.isMenuHidden,
        let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
      else { return }
      let element = focused.accessibilityFrame
      guard element.width > 0, element.height > 0 else { return }
      // The menu's rectangle as drawn (its frame under its transform).
      let drawn = CGRect(frame.menuTransform.applied(to: frame.menuFrame))
      let onScreen =
        coordinateAnchor.map { UIAccessibility.convertToScreenCoordinates(drawn, in: $0) }
        ?? drawn
      guard onScreen.contains(CGPoint(x: element.midX, y: element.midY)) else { return }
      focusInClosingMenu = focused
    }

    /// Hands VoiceOver to the content after the update that took a closed menu off the screen,
    /// if it is still on the element it had in that menu (a person may have moved it during
    /// the animation). SwiftUI gives the modifier no element of the app's content to name, so
    /// the post is `.screenChanged` with no element: VoiceOver then moves to the first element
    /// on screen, which is the content's with the menu hidden
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged:
    /// the element "for VoiceOver to move to" is optional). `.layoutChanged` would be the
    /// lighter notification, but Apple says nothing of where VoiceOver goes when it names no
    /// element (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged),
    /// so it may leave focus on the element that went away.
    func moveFocusToContent() {
      guard let element = focusInClosingMenu else { return }
      focusInClosingMenu = nil
      guard
        let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject,
        focused === element
      else { return }
      UIAccessibility.post(notification: .screenChanged, argument: nil)
    }

    /// Whether an element VoiceOver had is still where a person sees it: a view by
    /// ``SideMenuVisibility/isShown(_:)``, the UIKit modes' check. Other accessibility elements
    /// (SwiftUI's own) are trusted: their frames are the system's to keep.
    private static func isOnScreen(_ element: AnyObject) -> Bool {
      guard let view = element as? UIView else { return true }
      return SideMenuVisibility.isShown(view)
    }

    private func log(_ diagnostic: SideMenuDiagnostic) {
      SideMenuLog.log(diagnostic)
    }
  }
#endif
