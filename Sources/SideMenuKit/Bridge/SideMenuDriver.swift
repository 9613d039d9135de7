#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The one object that runs a side menu in UIKit: it owns the engine (`SideMenuCore`'s
  /// `SideMenuStateMachine`), feeds it touches, taps, keys, notifications and display frames, and
  /// hands the resulting effects to the mode that shows the menu.
  ///
  /// You get a driver from ``SideMenuPresentation/driver``, ``SideMenuController/driver`` or
  /// ``SideMenuOverlay/driver``; use it to open and close the menu, to change the
  /// configuration at run time and to observe the menu:
  ///
  /// ```swift
  /// sideMenu.driver.delegate = self
  /// sideMenu.driver.open(.leading)
  /// sideMenu.driver.configuration.gestures.isEdgePanEnabled = false  // on this screen only
  /// ```
  ///
  /// The driver makes no decisions: when a drag is claimed, where a release goes, how fast the
  /// menu moves and what a rotation does are all the engine's. Time comes from a
  /// `CADisplayLink` that runs only while the engine asks for frames.
  @MainActor
  public final class SideMenuDriver: NSObject {
    /// Receives the menu's life events and may override release decisions. When `nil`, the
    /// host's own controller and the menu controller receive them if they conform to
    /// ``SideMenuDelegate`` (see there), with no wiring.
    public weak var delegate: (any SideMenuDelegate)?

    /// Closure versions of the delegate's methods.
    public var callbacks = SideMenuCallbacks()

    /// The engine and its event loop (shared with the SwiftUI model): every decision is made
    /// there.
    let loop: SideMenuEngineLoop
    /// The engine.
    var machine: SideMenuStateMachine { loop.machine }

    weak var renderer: (any SideMenuRenderer)?

    /// The container the engine lays out in now (sanitized).
    var engineContainer: SideMenuContainer { machine.container }

    let displayLink = SideMenuDisplayLink()
    let displayLinkTarget = SideMenuDisplayLinkTarget()
    /// The recognizers' delegate (``SideMenuGestureDelegate``), held here (a recognizer holds
    /// its delegate weakly).
    let gestureDelegate = SideMenuGestureDelegate()
    /// The pan recognizers on which a drag anywhere may open a menu (held by identity: a
    /// recognizer lives as long as its view keeps it, and a stale identity only ever matches a
    /// recognizer the driver made).
    var anywhereRecognizers: Set<ObjectIdentifier> = []
    private let observers = SideMenuNotificationObservers()
    private var lastContainer: SideMenuContainer?
    /// The non-interactive motion Core Animation plays now, if any (see
    /// ``playsAnimationsOnRenderServer``).
    let playback = SideMenuPlayback()
    /// Bumped by every playback started or stopped: a completion of an older one is stale.
    var playbackGeneration = 0
    /// How far the engine's clock runs behind `CACurrentMediaTime()`, seconds: the sum of the
    /// delays with which Core Animation started played motions (``SideMenuPlayback/startDelay(at:)``).
    /// A motion handed over in a turn that then stays busy starts only at that turn's commit,
    /// so the engine's motion — planned from the hand-over — is moved to where it was drawn
    /// by running the engine's clock that much behind from then on (a change of origin: every
    /// time the engine gets, touches' and frames' alike, shifts by the same amount).
    var engineClockLag = 0.0

    /// Whether an animation nothing touches (an open or close by request, the rest of a
    /// released drag, a tap on the scrim) is handed to Core Animation, which keeps it moving
    /// while the main thread is busy. Default `true`.
    ///
    /// The engine computes every frame in advance and Core Animation plays them, from the
    /// commit that delivers them (the end of the turn that started the motion, after any heavy
    /// work in that turn), with no per-frame work on the main thread; anything that interrupts it (a touch, a request, a
    /// rotation, a configuration change, the app going to the background) stops it and the
    /// menu continues from exactly where the engine says it is at that moment, with its
    /// velocity. Finger-driven frames always run on the main thread. While a motion plays,
    /// ``SideMenuDelegate/sideMenu(_:didUpdateProgress:for:)`` (and the callback) reports its
    /// start and its end, not every frame: set this to `false` if something of yours follows
    /// the progress frame by frame.
    public var playsAnimationsOnRenderServer = true {
      didSet {
        if !playsAnimationsOnRenderServer, playback.isPlaying {
          interruptPlayback(at: Double(CACurrentMediaTime()))
          send(.tick)
        }
      }
    }

    /// Whether the frames being drawn are a planned motion's, read back for Core Animation
    /// rather than shown: a mode reports no progress of them to UIKit (a modal transition's
    /// alongside animations hold, and UIKit plays their rest when the transition finishes).
    var isDrawingPlannedFrames = false

    /// The frame the views' model values show now: while Core Animation plays a motion, its
    /// rest (what a mode re-applies in a layout pass); otherwise the engine's last frame.
    var modelFrameState: SideMenuFrameState { playback.restingModel ?? machine.frameState }

    // MARK: - State of SideMenuDriver+Configuration.swift

    /// The configuration the app set last (or gave the initializer), validated: assigning an
    /// equal one again (as `presentSideMenu(configuration:)` does on every call) is not a new
    /// configuration, even when it holds a NaN.
    var requestedConfiguration: SideMenuConfiguration?

    /// The adjustments already reported for ``requestedConfiguration``: a refresh of the
    /// configuration in force (a menu given to an edge, an edge switched) reports nothing new.
    var reportedAdjustments: Set<Adjustment> = []

    /// Set by a mode whose content can never take touches while a menu is shown — the modal
    /// presentation, whose UIKit container covers it — so that
    /// ``SideMenuConfiguration/isContentInteractiveWhileOpen`` is treated as false there: left
    /// on, the engine would stop the scrim closing the menu while nothing reaches the content.
    var contentIsCoveredWhileShown = false {
      didSet {
        if contentIsCoveredWhileShown, machine.configuration.isContentInteractiveWhileOpen {
          refreshConfiguration()
        }
      }
    }

    /// Cleared by a mode that cannot lay the content out beside a menu — the modal presentation
    /// (UIKit's container covers the presenting view) and the overlay (the host view's
    /// subviews are the app's to lay out) — so that ``SideMenuEdgeConfiguration/docking`` is
    /// treated as ``SideMenuDocking/never`` there, with a diagnostic; only
    /// ``SideMenuController`` and SwiftUI's `.sideMenu` dock.
    var canDock = true {
      didSet {
        if !canDock,
          SideMenuEdge.allCases.contains(where: { machine.configuration[$0].docking != .never })
        {
          refreshConfiguration()
        }
      }
    }

    // MARK: - State of SideMenuDriver+Menus.swift

    /// The edges a host gave a menu (``setHasMenu(_:for:)``).
    var edgesWithMenus: Set<SideMenuEdge> = []

    /// The edges the app switched off (`configuration[edge].isEnabled = false`).
    var switchedOffEdges: Set<SideMenuEdge> = []

    /// Edges open to a menu shown once (``SideMenuSingleUseMenu``, a segue's) until it has
    /// closed, each with whether the app had switched it off before.
    var singleUseEdges: [SideMenuEdge: Bool] = [:]

    // MARK: - State of SideMenuDriver+Delegates.swift

    /// Whether the no-listener diagnostic was logged (once per driver).
    var hasReportedNoListener = false

    /// The menu controller as it was when its transition ended, held until the effects of that
    /// event are applied: a mode releases a closed menu at `endTransition`, before the engine's
    /// `didClose`, which a conforming menu must still receive.
    var endingMenuDelegate: (any SideMenuDelegate)?

    /// Creates a driver with a configuration; the container is filled in once the menu has a
    /// view to live in.
    ///
    /// - Parameter configuration: The menu's configuration (validated by the engine).
    init(configuration: SideMenuConfiguration) {
      // No edge has a menu yet: each is enabled when its host gives it one.
      var initial = configuration
      for edge in SideMenuEdge.allCases { initial[edge].isEnabled = false }
      loop = SideMenuEngineLoop(
        machine: SideMenuStateMachine(
          configuration: initial, container: SideMenuContainer(size: .zero),
          reduceMotion: UIAccessibility.isReduceMotionEnabled),
        startTime: -.infinity)
      super.init()
      displayLinkTarget.driver = self
      gestureDelegate.owner = self
      // The empty container is a placeholder until the menu has a view: only what was wrong
      // with the configuration is reported, never the placeholder.
      let (valid, diagnostics) = configuration.validated()
      requestedConfiguration = valid
      for diagnostic in diagnostics { log(diagnostic) }
      observers.observe(UIApplication.didEnterBackgroundNotification) { [weak self] in
        self?.send(.didEnterBackground)
      }
      // On iPad one window's scene can go to the background while others stay: the app-wide
      // notification comes only when the last does, the scene's when this one does.
      // https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
      observers.observe(UIScene.didEnterBackgroundNotification) { [weak self] sender in
        guard let self, let scene = self.renderer?.coordinateView?.window?.windowScene,
          sender == ObjectIdentifier(scene)
        else { return }
        self.send(.didEnterBackground)
      }
      observers.observe(UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak self] in
        self?.send(.reduceMotionChanged(UIAccessibility.isReduceMotionEnabled))
      }
    }

    // MARK: - State

    /// Where the menu is in its life.
    public var phase: SideMenuPhase { machine.phase }

    /// The opening progress of the shown (or last shown) menu: 0 closed, 1 open.
    public var progress: Double { machine.progress }

    /// The engine's nominal duration for a transition, in seconds (see
    /// `SideMenuStateMachine.nominalDuration(for:)`).
    func nominalDuration(for transition: SideMenuTransition) -> Double {
      machine.nominalDuration(for: transition)
    }

    /// The last frame the menu was drawn with.
    public var frameState: SideMenuFrameState { machine.frameState }

    /// The layout mode of an edge's menu in the current container: ``SideMenuLayoutMode/docked``
    /// beside the content when the edge's ``SideMenuEdgeConfiguration/docking`` rule says so
    /// (expanded or collapsed), ``SideMenuLayoutMode/sliding`` otherwise — for an app that
    /// hides its menu button while the menu is a sidebar.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The edge's mode now (the one it is moving to while the mode changes).
    public func layoutMode(for edge: SideMenuEdge) -> SideMenuLayoutMode {
      machine.layoutMode(for: edge)
    }

    /// Whether the menu is closed or heading there: what ``toggle(_:animated:completion:)``
    /// decides by (the engine's ``SideMenuStateMachine/isHeadingClosed``).
    var isHeadingClosed: Bool { machine.isHeadingClosed }

    /// Whether `edge`'s own menu is closed or heading there (another edge's menu shown counts):
    /// the engine's ``SideMenuStateMachine/isHeadingClosed(_:)``, for the sidebar command.
    func isHeadingClosed(_ edge: SideMenuEdge) -> Bool { machine.isHeadingClosed(edge) }

    /// The first edge (leading, then trailing) whose menu is docked, if any.
    var dockedEdge: SideMenuEdge? {
      SideMenuEdge.allCases.first { machine.isDocked($0) }
    }

    /// Whether a menu is fully open.
    public var isOpen: Bool {
      if case .open = machine.phase { return true }
      return false
    }

    /// The edge whose menu is shown or moving, or `nil` when closed.
    public var visibleEdge: SideMenuEdge? { machine.phase.edge }

    // MARK: - Requests

    /// Opens the menu on an edge. Opening one edge while the other is shown closes that one
    /// first.
    ///
    /// - Parameters:
    ///   - edge: The edge whose menu opens.
    ///   - animated: Whether to animate (with the configuration's `openTiming`).
    ///   - completion: Called with `true` once the menu is open, or `false` if another request
    ///     superseded this one first.
    public func open(
      _ edge: SideMenuEdge = .leading, animated: Bool = true,
      completion: ((Bool) -> Void)? = nil
    ) {
      refreshContainer(isNeeded: true)
      send(.open(edge, animated: animated, completion: token(for: completion)))
    }

    /// Closes whichever menu is shown.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate (with the configuration's `closeTiming`).
    ///   - completion: Called with `true` once the menu is closed, or `false` if superseded.
    public func close(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      send(.close(animated: animated, completion: token(for: completion)))
    }

    /// Opens the edge's menu if nothing is shown, otherwise closes the shown one: for a menu
    /// button.
    ///
    /// - Parameters:
    ///   - edge: The edge whose menu opens.
    ///   - animated: Whether to animate.
    ///   - completion: Called with `true` once the requested state is reached.
    public func toggle(
      _ edge: SideMenuEdge = .leading, animated: Bool = true,
      completion: ((Bool) -> Void)? = nil
    ) {
      refreshContainer(isNeeded: true)
      send(.toggle(edge, animated: animated, completion: token(for: completion)))
    }

    /// Tells the engine the app is about to show another screen from the menu; it closes the
    /// menu when the configuration's `dismissesWhenPresentingFromMenu` is on.
    public func willPresentFromMenu() {
      send(.willPresentFromMenu)
    }

    /// Escape key or VoiceOver's two-finger scrub.
    func escape() {
      send(.escape)
    }

    private func token(for completion: ((Bool) -> Void)?) -> SideMenuCompletionToken? {
      guard let completion else { return nil }
      return loop.token(for: completion)
    }

    // MARK: - Environment

    /// Sends the container (size, safe area, layout direction) to the engine if it changed.
    /// Renderers call this from their layout callbacks; gestures call it before they start.
    ///
    /// A view with no size yet (a controller's view before its first layout) is not a container
    /// to resolve widths in: it is sent only when the menu is about to be used (`isNeeded`, an
    /// open or toggle request), where a container that really has no size deserves the engine's
    /// diagnostic. Correct set-ups never print one.
    ///
    /// - Parameter isNeeded: Whether a request is about to use the container.
    func refreshContainer(isNeeded: Bool = false) {
      guard let view = renderer?.coordinateView else { return }
      var container = SideMenuContainer(view)
      let hasNoSizeYet = container.size.width == 0 || container.size.height == 0
      if hasNoSizeYet, !isNeeded, lastContainer == nil { return }
      // The direction is the content's, which may differ from where the menu is drawn (a modal
      // presentation's container follows the app, a presenting view may force right-to-left).
      if let content = renderer?.layoutDirectionView, content !== view {
        container.layoutDirection = SideMenuLayoutDirection(
          content.effectiveUserInterfaceLayoutDirection)
      }
      guard container != lastContainer else { return }
      lastContainer = container
      send(.containerChanged(container))
    }

    func displayLinkFired(at time: Double) {
      send(.tick, at: time)
    }

    // MARK: - Events and effects

    /// Hands an event to the engine and applies its effects. Events sent while effects are
    /// being applied (a delegate closing the menu from `willOpen`, say) are queued and handled
    /// right after, so effects never interleave and the engine is never re-entered.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - time: When it happened: a display-link time, or an event's own time; `nil` means
    ///     now. Never earlier than the last event handled (`stamp`).
    func send(_ event: SideMenuEvent, at time: Double? = nil) {
      if playback.isPlaying, !loop.isHandling {
        // Anything that reaches the engine while Core Animation plays interrupts the playback:
        // the engine draws its state at the event's own time first.
        interruptPlayback(at: Self.time(of: event) ?? time ?? Double(CACurrentMediaTime()))
      }
      // An effect can release the driver's owner (a dismissed menu's presentation); stay alive
      // until the queue is drained.
      let handlingStarted = Double(CACurrentMediaTime())
      withExtendedLifetime(self) {
        _ = loop.run(
          event, at: time, engineTime: engineTime,
          apply: { _, effects in
            for effect in effects { apply(effect) }
            endingMenuDelegate = nil
          },
          drained: { startPlaybackIfPossible(busySince: handlingStarted) })
      }
    }

    /// When a touch or scroll event happened (its touch's own timestamp; a trackpad scroll's,
    /// its scroll event's): a playback is interrupted where the menu was then, not when a busy
    /// main thread got to the event.
    private static func time(of event: SideMenuEvent) -> Double? {
      switch event {
      case .touchDown(let sample), .touchUp(let sample), .panBegan(let sample),
        .panBeganFromAnywhere(let sample), .trackpadScrollBegan(let sample),
        .panChanged(let sample), .panEnded(let sample, _), .panCancelled(let sample):
        sample.timestamp.isFinite ? sample.timestamp : nil
      default: nil
      }
    }

    /// One clock for every event: `CACurrentMediaTime()`, the clock of display-link and touch
    /// timestamps, less ``engineClockLag``. A display frame is stamped with its (slightly
    /// future) target time, so an input event right after it uses that time rather than look as
    /// if time ran backwards (the loop holds every time at the latest seen).
    private func engineTime(_ time: Double?) -> Double {
      (time ?? Double(CACurrentMediaTime())) - engineClockLag
    }

    private func apply(_ effect: SideMenuEffect) {
      switch effect {
      case .beginTransition(let transition):
        renderer?.sideMenuBeginTransition(transition)
      case .endTransition(let transition, let completed):
        if delegate == nil { endingMenuDelegate = menuViewController as? any SideMenuDelegate }
        renderer?.sideMenuEndTransition(transition, completed: completed)
      case .applyFrame(let frame):
        renderer?.sideMenuApply(frame)
      case .notify(let notification):
        notify(notification)
      case .accessibility(let accessibility):
        renderer?.sideMenuAccessibility(accessibility)
      case .runCompletion(let token, let finished):
        loop.complete(token, finished: finished)
      case .setDisplayLinkActive(let active):
        displayLink.setActive(
          active, target: displayLinkTarget, screen: renderer?.coordinateView?.window?.screen)
      case .setContentInteractionEnabled(let enabled):
        renderer?.sideMenuSetContentInteractionEnabled(enabled)
      case .diagnostic(let diagnostic):
        log(diagnostic)
      }
    }

    func log(_ diagnostic: SideMenuDiagnostic) {
      SideMenuLog.log(diagnostic)
    }
  }
#endif
