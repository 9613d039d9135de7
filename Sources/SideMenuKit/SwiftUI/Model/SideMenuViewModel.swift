#if os(iOS) && canImport(SwiftUI)
  import Combine
  import SideMenuCore
  import SwiftUI
  import UIKit

  /// The SwiftUI layer's counterpart of ``SideMenuDriver``: it owns the engine
  /// (``SideMenuStateMachine``), turns view callbacks into events and keeps what the view draws.
  ///
  /// It decides nothing: whether a drag is the menu's, where a release goes, how the menu moves
  /// and when it rests are the engine's answers; this class only stamps events with a time and
  /// copies effects into state the view reads.
  ///
  /// This file holds its state and the event loop; each concern is an extension in a file named
  /// for it: `+Clock` (SwiftUI's dates on the engine's clock, display frames), `+Touches` (the
  /// drags of both gesture paths), `+Requests` (the binding and what the view hands over),
  /// `+Environment` (container, configuration, scene) and `+Accessibility` (focus, announcements).
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
    enum DragTracking {
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
    /// The app's focus state to set when the menu closes (``SwiftUI/View/sideMenuAccessibilityFocus(_:)``).
    var accessibilityFocusOnClose: SideMenuAccessibilityFocusTarget?
    /// Whether Reduce Transparency is on (the environment's `accessibilityReduceTransparency`).
    var isReduceTransparencyEnabled = false
    /// Whether the system draws Liquid Glass (`glassEffect(_:in:)`, iOS 26 and later): read once
    /// from the system version, a property so the simulation's scenarios see the model decide
    /// with what the simulated device answers.
    let isGlassAvailable = SideMenuMenuBackground.isGlassAvailable

    /// The app's binding as of the latest render or view callback.
    var selection: SideMenuSelection?
    /// SwiftUI's dates on the engine's clock (the wall clock is injected: `Date.init` in apps,
    /// the simulated device's in the simulation, so it can be stepped).
    var clock: SideMenuSwiftUIClock
    /// The engine and its event loop, shared with the UIKit driver.
    let loop: SideMenuEngineLoop
    /// While `true`, a settle does not write the binding yet: several events that belong
    /// together (a new configuration and the request that comes with it) are resolved first.
    private var isBatching = false
    private var needsSelectionSync = false
    var drag = DragTracking.idle
    var lastDragSample: SideMenuTouchSample?
    var lastContainer: SideMenuContainer?
    /// The app's configuration as last handed to the engine, validated: a new one is compared
    /// with it validated too, so a setting the engine replaces (a NaN, never equal to itself)
    /// is not a new configuration at every update, and is reported once.
    var lastConfiguration: SideMenuConfiguration
    /// The binding's edge as of the latest request: a new configuration alone is not a request
    /// (it must not take a drag from the finger to send the binding's state again).
    var lastRequestedEdge: SideMenuEdge?
    /// The element VoiceOver had in focus when the menu took focus: it gets focus back when the
    /// menu closes. Weak: it may be a view that goes away meanwhile.
    weak var focusBeforeMenu: AnyObject?
    /// A view in the stage's coordinate space (the view layer's anchor behind the stage), for
    /// the menu's place in screen coordinates, where VoiceOver gives its elements' frames.
    /// Weak: the view layer owns it. Without one the stage is taken at the screen's origin.
    weak var coordinateAnchor: UIView?
    /// The vertical bar the stage's probe found in the window (``SideMenuVerticalBarProbe``;
    /// iPhone Duo, iOS 27.1), `nil` without one: an input of the container, as the UIKit modes
    /// read it from theirs. Set by ``verticalBarChanged(_:)`` and ``readVerticalBar(before:)``.
    var verticalBar: SideMenuVerticalBar?
    /// The element VoiceOver had in a menu that is not modal (a docked one) as that menu began
    /// to close: unless focus moves elsewhere meanwhile, the content gets it when the menu
    /// rests closed.
    weak var focusInClosingMenu: NSObject?
    /// Counts the model's requests to hand VoiceOver to the content: the view answers each
    /// change after the update that hid the menu (``moveFocusToContent()``).
    private(set) var contentFocusRequests = 0
    /// Asks for ProMotion's high frame rates while the engine animates, and drives the engine
    /// while the `TimelineView` is off screen (it delivers no frames there).
    let frameRateRequest = SideMenuFrameRateRequest()
    /// Whether the stage's `TimelineView` is on screen (between its `onAppear` and
    /// `onDisappear`); while it is not, the frame-rate request's display link ticks the engine.
    var isTimelineOnScreen = true
    /// The scene notifications: a UIKit-lifecycle app (a `UIHostingController` in a
    /// `UIWindowScene`) may never change `scenePhase`, so backgrounding is also heard here.
    let sceneObservers = SideMenuNotificationObservers()
    /// Whether the app is in the background (from `scenePhase` or the scene's notification, so
    /// the engine hears one `didEnterBackground` per trip, whichever comes first).
    var isInBackground = false

    /// Turns the modifier's two measurements into a keyboard-independent container.
    var containerMeasurement = SideMenuKeyboardIndependentContainer()

    /// Whether a finger is down (between ``touchBegan(at:time:)`` and ``touchEnded(at:time:)``).
    var isTouchDown = false

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
      self.clock = SideMenuSwiftUIClock(wallClock: clock)
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

    // MARK: - What the view reads

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

    // MARK: - Events and effects

    /// Runs `body` with write-backs held until its end, so the binding gets the state the whole
    /// group of events comes to, once.
    func batch(_ body: () -> Void) {
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
    func send(_ event: SideMenuEvent, at time: Double?) {
      readVerticalBar(before: event)
      var announced = false
      var settled = false
      var wasTicking = isTicking
      let handled = loop.run(
        event, at: time, engineTime: { $0 ?? clock.now },
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
            if !wasTicking, isTicking { clock.motionBeganAt = loop.lastTime }
            if !isTicking { clock.motionBeganAt = nil }
          } else {
            clock.motionBeganAt = nil
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
    func syncSelectionWhenDone() {
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

    private func log(_ diagnostic: SideMenuDiagnostic) {
      SideMenuLog.log(diagnostic)
    }
  }
#endif
