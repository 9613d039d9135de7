#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  /// What the app's binding asks for, and how to write the engine's answer back: one shape for
  /// `isPresented` + an edge and for a binding to an optional edge.
  struct SideMenuSelection {
    /// The edge the binding asks to show, or `nil` for closed.
    var edge: SideMenuEdge?
    /// Writes a resting state back into the binding.
    var write: @MainActor (SideMenuEdge?) -> Void
  }

  /// The SwiftUI layer's counterpart of ``SideMenuDriver``: it owns the engine
  /// (``SideMenuStateMachine``), turns view callbacks into events and keeps what the view draws.
  ///
  /// It decides nothing: whether a drag is the menu's, where a release goes, how the menu moves
  /// and when it rests are the engine's answers; this class only stamps events with a time and
  /// copies effects into state the view reads.
  ///
  /// **One clock.** Every event time is `Date` seconds since ``epoch``: `DragGesture.Value.time`
  /// and `TimelineView`'s `context.date` are both `Date`s, so this is the only clock that touches,
  /// frames and requests share without conversion (`CACurrentMediaTime()` would need a guessed
  /// offset to the gesture's `Date`). The iOS 18 pan recognizer's events are stamped with
  /// `Date()` when they are handled, as the UIKit driver stamps its pans when handled. Measuring
  /// from the model's creation keeps the numbers small. `Date` is a wall clock; if it steps
  /// backwards the times are held at the latest one (as the UIKit driver does with display-link
  /// times), so the engine never sees time reverse.
  ///
  /// **Publishing.** The view re-renders for every event except display frames that change
  /// nothing but the frame: while the engine animates, the `TimelineView` draws each frame from
  /// ``frame(at:)`` itself, so publishing the committed tick would only render the same frame twice.
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

    /// What decides whether the view must render again after an event.
    private struct RenderState: Equatable {
      var phase: SideMenuPhase
      var isTicking: Bool
      var isContentInteractionEnabled: Bool
      var isMenuModal: Bool
      var mountedEdges: Set<SideMenuEdge>
    }

    /// The engine: every decision is made here.
    private(set) var machine: SideMenuStateMachine
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
    /// The announcements for a non-modal menu, from the appearance.
    var announcements = (opened: SideMenuStrings.menuOpened, closed: SideMenuStrings.menuClosed)

    /// The app's binding as of the latest render or view callback.
    private var selection: SideMenuSelection?
    private var completions: [UInt64: @MainActor (Bool) -> Void] = [:]
    private var nextCompletionToken: UInt64 = 0
    /// The zero of the model's clock.
    private let epoch = Date()
    private var lastTime = 0.0
    private var queuedEvents: [(event: SideMenuEvent, time: Double?)] = []
    /// The effects of one event, reused so a display frame does not allocate.
    private var effectBuffer: [SideMenuEffect] = []
    private var isHandling = false
    /// While `true`, a settle does not write the binding yet: several events that belong
    /// together (a new configuration and the request that comes with it) are resolved first.
    private var isBatching = false
    private var needsSelectionSync = false
    private var drag = DragTracking.idle
    private var lastDragSample: SideMenuTouchSample?
    private var lastContainer: SideMenuContainer?
    private var lastConfiguration: SideMenuConfiguration
    /// The binding's edge as of the latest request: a new configuration alone is not a request
    /// (it must not take a drag from the finger to send the binding's state again).
    private var lastRequestedEdge: SideMenuEdge?
    /// The element VoiceOver had in focus when the menu took focus: it gets focus back when the
    /// menu closes. Weak: it may be a view that goes away meanwhile.
    private weak var focusBeforeMenu: AnyObject?
    /// Asks for ProMotion's high frame rates while the engine animates.
    private let frameRateRequest = SideMenuFrameRateRequest()

    /// Creates a closed menu; the container arrives when the view has a size.
    ///
    /// - Parameters:
    ///   - configuration: The configuration, with the edges the modifier has menus for enabled.
    ///   - reduceMotion: Whether Reduce Motion is on.
    init(configuration: SideMenuConfiguration, reduceMotion: Bool) {
      machine = SideMenuStateMachine(
        configuration: configuration, container: SideMenuContainer(size: .zero),
        reduceMotion: reduceMotion)
      frame = machine.frameState
      lastConfiguration = configuration
      for diagnostic in machine.initialDiagnostics { log(diagnostic) }
    }

    // MARK: - Clock

    /// Seconds on the model's clock for a date.
    private func seconds(_ date: Date) -> Double {
      date.timeIntervalSince(epoch)
    }

    /// The time an event is handled at: its own time, held at the latest time seen so far.
    private func stamp(_ time: Double?) -> Double {
      lastTime = Swift.max(lastTime, time ?? seconds(Date()))
      return lastTime
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
      return machine.frameState(at: Swift.max(lastTime, seconds(date)))
    }

    /// Commits a display frame: the engine advances its animation and settles it when done.
    ///
    /// - Parameter date: The timeline's date for the frame.
    func tick(at date: Date) {
      send(.tick, at: seconds(date))
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
    /// - Returns: The container to hand the engine.
    func container(
      fullSize: CGSize?, layoutSize: CGSize, safeArea: EdgeInsets, direction: LayoutDirection
    ) -> SideMenuContainer {
      containerMeasurement.container(
        fullSize: fullSize.map { SideMenuSize(width: Double($0.width), height: Double($0.height)) },
        layoutSize: SideMenuSize(
          width: Double(layoutSize.width), height: Double(layoutSize.height)),
        safeArea: SideMenuInsets(leftToRight: safeArea),
        layoutDirection: SideMenuLayoutDirection(direction))
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
        requestChanged(selection, animated: false)
      }
    }

    /// Sends the container (size, safe area, layout direction) if it changed.
    ///
    /// - Parameter container: The container.
    func containerChanged(_ container: SideMenuContainer) {
      guard container != lastContainer else { return }
      lastContainer = container
      send(.containerChanged(container))
    }

    /// Sends a new configuration if it changed.
    ///
    /// - Parameter configuration: The configuration.
    private func configurationChanged(_ configuration: SideMenuConfiguration) {
      guard configuration != lastConfiguration else { return }
      lastConfiguration = configuration
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
      nextCompletionToken &+= 1
      completions[nextCompletionToken] = completion
      return SideMenuCompletionToken(rawValue: nextCompletionToken)
    }

    // MARK: - Drags

    /// Whether a pan that started at `touchDown` and has moved by `translation` is the menu's:
    /// the engine's answer, with the content's back-swipe fact. For the iOS 18 recognizer's
    /// `gestureRecognizerShouldBegin(_:)`, exactly as the UIKit driver asks.
    ///
    /// - Parameters:
    ///   - touchDown: Where the touch started, in container points.
    ///   - translation: How far it has moved since, in points.
    /// - Returns: Whether the engine claims the drag.
    func shouldBeginPan(touchDown: CGPoint, translation: CGPoint) -> Bool {
      machine.shouldBeginPan(
        at: SideMenuPoint(x: Double(touchDown.x), y: Double(touchDown.y)),
        translation: SideMenuPoint(x: Double(translation.x), y: Double(translation.y)),
        isBackGestureAvailable: isBackGestureAvailable)
    }

    /// A claimed pan began: the engine gets the touch-down point, then where the finger is.
    ///
    /// - Parameters:
    ///   - touchDown: Where the touch started, in container points.
    ///   - location: Where the finger is now, in container points.
    ///   - time: When the event happened.
    func panBegan(touchDown: CGPoint, location: CGPoint, time: Date) {
      let now = sample(location, time)
      drag = .following
      lastDragSample = now
      send(
        .panBegan(SideMenuTouchSample(location: point(touchDown), timestamp: now.timestamp)),
        at: now.timestamp)
      send(.panChanged(now), at: now.timestamp)
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
    /// - Parameters:
    ///   - startLocation: Where the touch started, in the container's coordinate space.
    ///   - location: Where the finger is now, in the same space.
    ///   - translation: How far it has moved since.
    ///   - time: The gesture's timestamp.
    func dragChanged(
      startLocation: CGPoint, location: CGPoint, translation: CGSize, time: Date
    ) {
      switch drag {
      case .ignored:
        return
      case .following:
        panChanged(location: location, time: time)
      case .idle:
        let moved = CGPoint(x: translation.width, y: translation.height)
        guard shouldBeginPan(touchDown: startLocation, translation: moved) else {
          drag = .ignored
          return
        }
        panBegan(touchDown: startLocation, location: location, time: time)
      }
    }

    /// The `DragGesture` ended normally.
    ///
    /// - Parameters:
    ///   - location: Where the finger lifted.
    ///   - time: The gesture's timestamp.
    func dragEnded(location: CGPoint, time: Date) {
      panEnded(location: location, time: time)
    }

    /// The `DragGesture`'s state was reset. After a normal end ``dragEnded(location:time:)``
    /// has already run and this does nothing; otherwise the system cancelled the touch (SwiftUI
    /// calls no `onEnded` then) and the engine settles the menu as for a cancelled pan.
    func dragReset() {
      panCancelled()
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

    /// Hands an event to the engine and applies its effects. Events sent while effects are
    /// applied (a completion that writes the binding, say) are queued and handled right after,
    /// so the engine is never re-entered.
    private func send(_ event: SideMenuEvent, at time: Double?) {
      queuedEvents.append((event, time))
      guard !isHandling else { return }
      isHandling = true
      defer { isHandling = false }
      let before = renderState
      var needsRender = false
      var settled = false
      while !queuedEvents.isEmpty {
        let next = queuedEvents.removeFirst()
        if next.event != .tick { needsRender = true }
        // Taken out of the property so appending does not copy it; put back, emptied, after.
        var batch = effectBuffer
        effectBuffer = []
        batch.removeAll(keepingCapacity: true)
        machine.handle(next.event, at: stamp(next.time)) { batch.append($0) }
        for effect in batch where apply(effect) { settled = true }
        effectBuffer = batch
      }
      if needsRender || renderState != before { objectWillChange.send() }
      if settled { syncSelectionWhenDone() }
    }

    private var renderState: RenderState {
      RenderState(
        phase: machine.phase, isTicking: isTicking,
        isContentInteractionEnabled: isContentInteractionEnabled, isMenuModal: isMenuModal,
        mountedEdges: mountedEdges)
    }

    /// Applies one effect; returns whether it says the menu came to rest.
    private func apply(_ effect: SideMenuEffect) -> Bool {
      switch effect {
      case .applyFrame(let state):
        frame = state
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
        completions.removeValue(forKey: token.rawValue)?(finished)
      case .notify(let notification):
        return notify(notification)
      case .beginTransition(let transition):
        // The menu joins the tree when it is first needed and then stays (state survives
        // closing); the frame's `isMenuHidden` takes a closed menu out of sight, hit testing
        // and accessibility, and the view disables it.
        mountedEdges.insert(transition.edge)
      case .endTransition:
        break
      case .diagnostic(let diagnostic):
        log(diagnostic)
      }
      return false
    }

    /// Passes a notification to the app's callbacks (as the UIKit driver does); returns whether
    /// the menu came to rest.
    private func notify(_ notification: SideMenuNotification) -> Bool {
      switch notification {
      case .willOpen(let edge):
        callbacks.willOpen?(edge)
      case .didOpen(let edge):
        callbacks.didOpen?(edge)
        return true
      case .willClose(let edge):
        callbacks.willClose?(edge)
      case .didClose(let edge):
        callbacks.didClose?(edge)
        return true
      case .openingCancelled(let edge):
        callbacks.didCancelTransition?(edge, .closed)
        return true
      case .closingCancelled(let edge):
        callbacks.didCancelTransition?(edge, .open)
        return true
      case .progress(let edge, let progress):
        callbacks.didUpdateProgress?(edge, progress)
      }
      return false
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

    /// Announces a non-modal menu's change without moving focus.
    private func announce(_ announcement: SideMenuAnnouncement) {
      let text: String
      switch announcement {
      case .menuOpened: text = announcements.opened
      case .menuClosed: text = announcements.closed
      }
      UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Tells VoiceOver the screen changed after the modal trait was applied or removed: into
    /// the menu (its first element), or back to the element that had focus before the menu
    /// took it — the button that opened it, usually — when that element still exists, as
    /// `UIAccessibility.post(notification:argument:)` with an element argument does
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged).
    func postScreenChanged() {
      if isMenuModal {
        UIAccessibility.post(notification: .screenChanged, argument: nil)
      } else {
        UIAccessibility.post(notification: .screenChanged, argument: focusBeforeMenu)
        focusBeforeMenu = nil
      }
    }

    private func log(_ diagnostic: SideMenuDiagnostic) {
      SideMenuLog.log(diagnostic)
    }
  }
#endif
