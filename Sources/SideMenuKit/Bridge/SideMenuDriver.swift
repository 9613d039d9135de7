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
    private let loop: SideMenuEngineLoop
    /// The engine.
    var machine: SideMenuStateMachine { loop.machine }

    weak var renderer: (any SideMenuRenderer)?

    /// The container the engine lays out in now (sanitized).
    var engineContainer: SideMenuContainer { machine.container }

    private let displayLink = SideMenuDisplayLink()
    private let displayLinkTarget = SideMenuDisplayLinkTarget()
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
    private let playback = SideMenuPlayback()
    /// Bumped by every playback started or stopped: a completion of an older one is stale.
    private var playbackGeneration = 0
    /// How far the engine's clock runs behind `CACurrentMediaTime()`, seconds: the sum of the
    /// delays with which Core Animation started played motions (``SideMenuPlayback/startDelay(at:)``).
    /// A motion handed over in a turn that then stays busy starts only at that turn's commit,
    /// so the engine's motion — planned from the hand-over — is moved to where it was drawn
    /// by running the engine's clock that much behind from then on (a change of origin: every
    /// time the engine gets, touches' and frames' alike, shifts by the same amount).
    private var engineClockLag = 0.0

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
    private(set) var isDrawingPlannedFrames = false

    /// The frame the views' model values show now: while Core Animation plays a motion, its
    /// rest (what a mode re-applies in a layout pass); otherwise the engine's last frame.
    var modelFrameState: SideMenuFrameState { playback.restingModel ?? machine.frameState }

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

    /// The configuration in force. Setting it applies at once, even to a menu that is open
    /// (for example to turn the edge pan off on one screen); invalid values are clamped or
    /// replaced (``SideMenuConfiguration/validated()``) and reported once, when a configuration
    /// holding them is set: assigning an equal one again (NaNs included) reports nothing, and
    /// reading back gives the validated values.
    ///
    /// `configuration[edge].isEnabled` is the edge's one switch, in every mode: it reads whether
    /// the edge works now (it has a menu and is switched on), and setting it switches the edge
    /// off (no drags, no requests; an open menu on it closes) or back on. Giving an edge a menu
    /// (`setMenu(for:)`) switches it on; switching on an edge with no menu cannot work, so the
    /// edge stays off and a diagnostic says so (``SideMenuLog``). Assigning a whole
    /// configuration assigns its switches too: start from this one
    /// (`var c = driver.configuration`) rather than from `.standard`, whose trailing edge is off.
    /// An assignment that switches off an edge that has a menu says so in the log, at the debug
    /// level (the Configuration article, "Assigning a configuration anew", says why the value
    /// wins).
    public var configuration: SideMenuConfiguration {
      get { machine.configuration }
      set {
        applySwitches(of: newValue)
        // Compared validated: a setting the engine replaces (a NaN, never equal to itself) is
        // not a new configuration at every assignment, and is reported once, with it.
        let (valid, diagnostics) = newValue.validated()
        if valid != requestedConfiguration {
          requestedConfiguration = valid
          reportedAdjustments = []
          for diagnostic in diagnostics { log(diagnostic) }
        }
        sendIfChanged(adjusted(valid))
      }
    }

    /// What a mode cannot do with a configuration, each told once per configuration.
    private enum Adjustment: Hashable {
      /// `docking` asked for where the content cannot be laid out beside a menu.
      case docking
      /// `isContentInteractiveWhileOpen` asked for where the content is covered.
      case contentInteraction
    }

    /// The configuration the app set last (or gave the initializer), validated: assigning an
    /// equal one again (as `presentSideMenu(configuration:)` does on every call) is not a new
    /// configuration, even when it holds a NaN.
    private var requestedConfiguration: SideMenuConfiguration?
    /// The adjustments already reported for ``requestedConfiguration``: a refresh of the
    /// configuration in force (a menu given to an edge, an edge switched) reports nothing new.
    private var reportedAdjustments: Set<Adjustment> = []

    /// Logs an adjustment's fault unless it was reported for this configuration already.
    private func report(_ adjustment: Adjustment, _ message: @autoclosure () -> String) {
      guard reportedAdjustments.insert(adjustment).inserted else { return }
      SideMenuLog.fault(message())
    }

    /// Takes the edges' on/off switches from an assigned configuration.
    ///
    /// An edge lent to a menu shown once (a segue's, ``beginSingleUseMenu(on:)``) is that
    /// menu's until it has gone: a configuration assigned meanwhile — one made anew has the
    /// trailing edge off — does not take the edge from under it. An off switch in it is kept for
    /// the edge, applied when the menu has gone (``endSingleUseMenu(on:)``).
    private func applySwitches(of configuration: SideMenuConfiguration) {
      for (edge, wasSwitchedOff) in singleUseEdges where !configuration[edge].isEnabled {
        singleUseEdges[edge] = true
        if !wasSwitchedOff, edgesWithMenus.contains(edge) { hintSwitchedOff(edge) }
      }
      for edge in SideMenuEdge.allCases
      where singleUseEdges[edge] == nil && configuration[edge].isEnabled != isEnabled(edge) {
        if configuration[edge].isEnabled {
          switchedOffEdges.remove(edge)
          if !edgesWithMenus.contains(edge) {
            SideMenuLog.fault(
              "configuration.\(edge).isEnabled = true has no effect: the edge has no menu "
                + "(give it one with setMenu(for:))")
          }
        } else {
          switchedOffEdges.insert(edge)
          if edgesWithMenus.contains(edge) { hintSwitchedOff(edge) }
        }
      }
    }

    /// The value assigned is the value in force (Swift's value semantics, and the one switch
    /// read back as written); what an app most often did not mean is a configuration made
    /// anew, whose trailing edge is off: say what it switched off.
    private func hintSwitchedOff(_ edge: SideMenuEdge) {
      SideMenuLog.hint(
        "configuration.\(edge).isEnabled = false switched off the \(edge) edge, which has "
          + "a menu. A configuration made anew (SideMenuConfiguration(), .standard) has "
          + "the trailing edge off: to keep the menu, change the one in force "
          + "(var c = driver.configuration) or set \(edge).isEnabled = true")
    }

    /// Sends the configuration in force again, with the edges' switches as they are now.
    private func refreshConfiguration() {
      sendIfChanged(adjusted(machine.configuration))
    }

    /// Hands the engine a (validated, adjusted) configuration unless it is the one in force:
    /// an equal one changes nothing, and would only stop a playing motion and report again
    /// what the container makes of it (a width wider than the screen).
    private func sendIfChanged(_ configuration: SideMenuConfiguration) {
      guard configuration != machine.configuration else { return }
      send(.configurationChanged(configuration))
    }

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

    private func adjusted(_ configuration: SideMenuConfiguration) -> SideMenuConfiguration {
      var adjusted = configuration
      for edge in SideMenuEdge.allCases { adjusted[edge].isEnabled = isEnabled(edge) }
      if !canDock {
        for edge in SideMenuEdge.allCases where adjusted[edge].docking != .never {
          report(
            .docking,
            "docking has no effect here: only SideMenuController and SwiftUI's .sideMenu lay the "
              + "content out beside a docked menu; treated as .never")
          adjusted[edge].docking = .never
        }
      }
      if contentIsCoveredWhileShown, configuration.isContentInteractiveWhileOpen {
        report(
          .contentInteraction,
          "isContentInteractiveWhileOpen has no effect in a modal presentation "
            + "(UIKit's container covers the content); treated as false")
        adjusted.isContentInteractiveWhileOpen = false
      }
      return adjusted
    }

    // MARK: - Edges

    private var edgesWithMenus: Set<SideMenuEdge> = []
    private var switchedOffEdges: Set<SideMenuEdge> = []
    /// Edges open to a menu shown once (``SideMenuSingleUseMenu``, a segue's) until it has
    /// closed, each with whether the app had switched it off before.
    private var singleUseEdges: [SideMenuEdge: Bool] = [:]

    /// Whether an edge takes drags and requests: it has a menu (`setMenu(for:)`) and is switched
    /// on (`configuration[edge].isEnabled`, see ``configuration``). The same value as
    /// `configuration[edge].isEnabled`; an edge with no menu never claims a drag it would then
    /// have to refuse.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: Whether the edge is live.
    public func isEnabled(_ edge: SideMenuEdge) -> Bool {
      (edgesWithMenus.contains(edge) || singleUseEdges[edge] != nil)
        && !switchedOffEdges.contains(edge)
    }

    /// Lets an edge take a request for a menu shown once (a segue's), whatever its own menu
    /// and switch, until ``endSingleUseMenu(on:)``.
    func beginSingleUseMenu(on edge: SideMenuEdge) {
      if singleUseEdges[edge] == nil { singleUseEdges[edge] = switchedOffEdges.contains(edge) }
      switchedOffEdges.remove(edge)
      refreshConfiguration()
    }

    /// Gives an edge back its own menu and switch once a menu shown once has gone.
    func endSingleUseMenu(on edge: SideMenuEdge) {
      guard let wasSwitchedOff = singleUseEdges.removeValue(forKey: edge) else { return }
      if wasSwitchedOff { switchedOffEdges.insert(edge) }
      refreshConfiguration()
    }

    /// Gives an edge a menu, which switches it on, or takes the menu away.
    func setHasMenu(_ hasMenu: Bool, for edge: SideMenuEdge) {
      if hasMenu {
        edgesWithMenus.insert(edge)
        switchedOffEdges.remove(edge)
      } else {
        edgesWithMenus.remove(edge)
      }
      refreshConfiguration()
    }

    // MARK: - Host

    /// The presentation, container or overlay this driver runs, for a delegate that needs it
    /// (to reach the open menu, or to `show` a screen).
    public var host: (any SideMenuHost)? { renderer as? any SideMenuHost }

    /// The menu controller currently shown (or being shown), if the mode shows controllers.
    public var menuViewController: UIViewController? { host?.menuViewController }

    /// The resolved width of an edge's menu, in points: in the view the menu is shown in — the
    /// container's view, the overlay's host view, the presenting controller's window — as soon
    /// as that view has a size (before the first layout too); 0 while it has none.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The width in points.
    public func menuWidth(for edge: SideMenuEdge) -> Double {
      refreshContainer()
      return machine.menuWidth(for: edge)
    }

    /// The width, in points, the menu on `edge` gets in a view of `size` with `safeAreaInsets`,
    /// with this driver's configuration and the content's current layout direction: the same
    /// value the engine lays out there (``SideMenuConfiguration/resolvedMenuWidth(for:in:)``),
    /// before any layout. ``menuWidth(for:)`` is this for the view the menu is shown in now.
    ///
    /// - Parameters:
    ///   - edge: The menu's edge.
    ///   - size: The view's size, in points.
    ///   - safeAreaInsets: The view's safe-area insets, in points. Default: none.
    /// - Returns: The width in points, at least 0.
    public func resolvedMenuWidth(
      for edge: SideMenuEdge, in size: CGSize, safeAreaInsets: UIEdgeInsets = .zero
    ) -> CGFloat {
      refreshContainer()
      let direction =
        renderer?.layoutDirectionView.map {
          SideMenuLayoutDirection($0.effectiveUserInterfaceLayoutDirection)
        } ?? machine.container.layoutDirection
      let container = SideMenuContainer(
        size: SideMenuSize(size), safeAreaInsets: SideMenuInsets(safeAreaInsets),
        layoutDirection: direction)
      return CGFloat(machine.configuration.resolvedMenuWidth(for: edge, in: container))
    }

    /// The frame an edge's menu rests at (open or closed) in the current container.
    func restingFrameState(for edge: SideMenuEdge, at state: SideMenuRestingState)
      -> SideMenuFrameState
    {
      machine.restingFrameState(for: edge, at: state)
    }

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

    // MARK: - Render-server playback

    /// Hands the engine's non-interactive motion to Core Animation and stops the display link,
    /// when the engine animates by itself and the menu is in a window.
    ///
    /// - Parameter start: When the handling of the event that led here began
    ///   (`CACurrentMediaTime()`): time spent since then — a menu made lazily in this call whose
    ///   `viewDidLoad` is heavy — passed inside one turn, before anything of the motion could be
    ///   drawn (the turn has not committed), so the engine's clock is moved back by it
    ///   (``engineClockLag``) and the motion starts from where it was, not that far in.
    private func startPlaybackIfPossible(busySince start: Double) {
      guard playsAnimationsOnRenderServer, !playback.isPlaying, machine.wantsDisplayTicks,
        let renderer, let window = renderer.coordinateView?.window
      else { return }
      let busy = Double(CACurrentMediaTime()) - start
      if busy > 0, busy.isFinite { engineClockLag += busy }
      let screenRate = Double(window.screen.maximumFramesPerSecond)
      let interval = displayLink.frameInterval ?? 1 / Swift.max(1, screenRate)
      let now = Swift.max(Double(CACurrentMediaTime()) - engineClockLag, loop.lastTime)
      guard let motion = machine.plannedMotion(from: now, frameInterval: interval) else { return }
      playbackGeneration &+= 1
      let generation = playbackGeneration
      isDrawingPlannedFrames = true
      defer { isDrawingPlannedFrames = false }
      let played = playback.play(
        motion, handedOverAt: Double(CACurrentMediaTime()) - engineClockLag, on: renderer.stage,
        current: machine.frameState,
        apply: { renderer.sideMenuApply($0) },
        completion: { [weak self] in self?.playbackEnded(generation) })
      guard played else { return }
      displayLink.setActive(false, target: displayLinkTarget, screen: window.screen)
    }

    /// The played motion reached its end: the engine draws its rest and ends the transition.
    private func playbackEnded(_ generation: Int) {
      guard generation == playbackGeneration, playback.isPlaying else { return }
      interruptPlayback(at: Double(CACurrentMediaTime()))
      send(.tick)
    }

    /// Stops the playback (its animations removed: the model values show) and queues a tick at
    /// `time`, so the engine draws its state then before anything else happens. The engine
    /// takes a step of more than `SideMenuStateMachine.maximumTimeStep` as a clock jump; a
    /// played motion is time passing, so the engine is brought there in smaller steps.
    private func interruptPlayback(at time: Double) {
      let delay = playback.startDelay(at: time)
      if delay.isFinite { engineClockLag += delay }
      playback.stop()
      playbackGeneration &+= 1
      // Engine times here; queued with the lag added back (`stamp(_:)` takes it off).
      let engineTime = time - engineClockLag
      let step = SideMenuStateMachine.maximumTimeStep / 2
      var caughtUp = loop.lastTime
      while engineTime - caughtUp > step, caughtUp.isFinite {
        caughtUp += step
        loop.enqueue(.tick, at: caughtUp + engineClockLag)
      }
      loop.enqueue(.tick, at: time)
      // Not a displayed frame: the real display link resumes only if the engine still wants
      // ticks and nothing plays again.
      displayLink.setActive(
        machine.wantsDisplayTicks, target: displayLinkTarget,
        screen: renderer?.coordinateView?.window?.screen)
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

    private func notify(_ notification: SideMenuNotification) {
      if case .willOpen = notification, delegates.isEmpty, !callbacks.hasAny,
        !hasReportedNoListener
      {
        hasReportedNoListener = true
        SideMenuLog.hint(
          "a side menu opens and no one listens to its events: set driver.delegate, a callback, "
            + "or make the host's controller or the menu controller conform to SideMenuDelegate")
      }
      forEachDelegate { delegate in
        switch notification {
        case .willOpen(let edge): delegate.sideMenu(self, willOpen: edge)
        case .didOpen(let edge): delegate.sideMenu(self, didOpen: edge)
        case .willClose(let edge): delegate.sideMenu(self, willClose: edge)
        case .didClose(let edge): delegate.sideMenu(self, didClose: edge)
        case .openingCancelled(let edge):
          delegate.sideMenu(self, didCancelTransitionOf: edge, restingAt: .closed)
        case .closingCancelled(let edge):
          delegate.sideMenu(self, didCancelTransitionOf: edge, restingAt: .open)
        case .progress(let edge, let progress):
          delegate.sideMenu(self, didUpdateProgress: progress, for: edge)
        }
      }
      // The delegate first, then the closure (``SideMenuCallbacks``).
      callbacks.perform(notification)
    }

    /// Whether the no-listener diagnostic was logged (once per driver).
    private var hasReportedNoListener = false

    /// The menu controller as it was when its transition ended, held until the effects of that
    /// event are applied: a mode releases a closed menu at `endTransition`, before the engine's
    /// `didClose`, which a conforming menu must still receive.
    private var endingMenuDelegate: (any SideMenuDelegate)?

    /// Calls `body` with each receiver of ``delegates``, without building the list (progress
    /// events come every frame, and a frame allocates nothing).
    private func forEachDelegate(_ body: (any SideMenuDelegate) -> Void) {
      if let delegate {
        body(delegate)
        return
      }
      let hostListener = host?.hostViewController as? any SideMenuDelegate
      if let hostListener { body(hostListener) }
      let menu = menuViewController as? any SideMenuDelegate ?? endingMenuDelegate
      if let menu, menu !== hostListener { body(menu) }
    }

    /// Who receives events: the ``delegate`` when set; otherwise the host's own controller and
    /// the menu controller, each if it conforms to ``SideMenuDelegate`` (as SideMenu finds its
    /// delegate), the host's first, each once: what ``forEachDelegate(_:)`` reaches, in order.
    var delegates: [any SideMenuDelegate] {
      var found: [any SideMenuDelegate] = []
      forEachDelegate { found.append($0) }
      return found
    }

    private func log(_ diagnostic: SideMenuDiagnostic) {
      SideMenuLog.log(diagnostic)
    }
  }
#endif
