#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

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
  /// offset to the gesture's `Date`). Measuring from the model's creation keeps the numbers
  /// small. `Date` is a wall clock; if it steps backwards the times are held at the latest one
  /// (as the UIKit driver does with display-link times), so the engine never sees time reverse.
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
    /// Whether a navigation stack in the content could pop now (the content says so with
    /// ``SwiftUI/View/sideMenuBackGestureAvailable(_:)``); a fact for the engine's back-swipe rule.
    var isBackGestureAvailable = false

    /// The app's binding as of the latest view callback.
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
    private var drag = DragTracking.idle
    private var lastDragSample: SideMenuTouchSample?
    private var lastContainer: SideMenuContainer?
    private var lastConfiguration: SideMenuConfiguration

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

    /// The resolved width of an edge's menu, in points.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The width the engine resolved.
    func menuWidth(for edge: SideMenuEdge) -> Double {
      machine.menuWidth(for: edge)
    }

    // MARK: - Environment

    /// The view appeared: hand the engine its container, then show what the binding asks for
    /// without animation, as `sheet(isPresented:)` does for a binding that starts out `true`.
    ///
    /// - Parameters:
    ///   - container: The container.
    ///   - selection: The app's binding.
    func appeared(in container: SideMenuContainer, selection: SideMenuSelection) {
      containerChanged(container)
      requestChanged(selection, animated: false)
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
    func configurationChanged(_ configuration: SideMenuConfiguration) {
      guard configuration != lastConfiguration else { return }
      lastConfiguration = configuration
      send(.configurationChanged(configuration))
    }

    /// Sends the Reduce Motion setting if the engine does not have it yet.
    ///
    /// - Parameter enabled: Whether Reduce Motion is on.
    func reduceMotionChanged(_ enabled: Bool) {
      guard enabled != machine.isReduceMotionEnabled else { return }
      send(.reduceMotionChanged(enabled))
    }

    // MARK: - Requests

    /// The app changed its binding: ask the engine for that state. A binding that already
    /// equals the engine's resting state (including the value this model just wrote back) is
    /// not a request; everything else, also mid-drag or mid-animation, is the engine's to resolve.
    ///
    /// - Parameters:
    ///   - selection: The app's binding.
    ///   - animated: Whether the change animates.
    func requestChanged(_ selection: SideMenuSelection, animated: Bool = true) {
      self.selection = selection
      // If the engine refuses or supersedes the request (a disabled edge, a drag that settled
      // elsewhere first), write its resting state back so the binding never lies.
      let resync: @MainActor (Bool) -> Void = { [weak self] finished in
        if !finished { self?.syncSelection() }
      }
      switch (selection.edge, machine.phase) {
      case (nil, .closed):
        return
      case (let edge?, .open(let shown)) where edge == shown:
        return
      case (let edge?, _):
        send(.open(edge, animated: animated, completion: token(for: resync)))
      case (nil, _):
        send(.close(animated: animated, completion: token(for: resync)))
      }
    }

    /// Remembers the app's current binding (for writing back) without requesting anything.
    ///
    /// - Parameter selection: The app's binding.
    func update(_ selection: SideMenuSelection) {
      self.selection = selection
    }

    /// Sends an event that needs no payload from the view: a scrim tap, the Escape key or
    /// VoiceOver's escape gesture, the app moving to the background.
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

    /// A `DragGesture` moved. Its first change (after the gesture's minimum distance, which is
    /// the engine's touch slop) asks the engine whether the drag is the menu's, exactly as the
    /// UIKit driver's `gestureRecognizerShouldBegin(_:)` does; a claimed drag then starts with
    /// the touch-down point and follows the finger.
    ///
    /// - Parameters:
    ///   - startLocation: Where the touch started, in the container's coordinate space.
    ///   - location: Where the finger is now, in the same space.
    ///   - translation: How far it has moved since.
    ///   - time: The gesture's timestamp.
    func dragChanged(
      startLocation: CGPoint, location: CGPoint, translation: CGSize, time: Date
    ) {
      let now = SideMenuTouchSample(
        location: SideMenuPoint(x: Double(location.x), y: Double(location.y)),
        timestamp: seconds(time))
      switch drag {
      case .ignored:
        return
      case .following:
        lastDragSample = now
        send(.panChanged(now), at: now.timestamp)
      case .idle:
        let start = SideMenuPoint(x: Double(startLocation.x), y: Double(startLocation.y))
        let moved = SideMenuPoint(x: Double(translation.width), y: Double(translation.height))
        guard
          machine.shouldBeginPan(
            at: start, translation: moved, isBackGestureAvailable: isBackGestureAvailable)
        else {
          drag = .ignored
          return
        }
        drag = .following
        lastDragSample = now
        let touchDown = SideMenuTouchSample(location: start, timestamp: now.timestamp)
        send(.panBegan(touchDown), at: now.timestamp)
        send(.panChanged(now), at: now.timestamp)
      }
    }

    /// The finger lifted: the engine decides where the menu goes, with its own velocity
    /// estimate from the samples it was sent.
    ///
    /// - Parameters:
    ///   - location: Where the finger lifted, in the container's coordinate space.
    ///   - time: The gesture's timestamp.
    func dragEnded(location: CGPoint, time: Date) {
      defer { reset() }
      guard case .following = drag else { return }
      let lift = SideMenuTouchSample(
        location: SideMenuPoint(x: Double(location.x), y: Double(location.y)),
        timestamp: seconds(time))
      send(.panEnded(lift, targetOverride: nil), at: lift.timestamp)
    }

    /// The gesture's state was reset. After a normal end ``dragEnded(location:time:)`` has
    /// already run and this does nothing; otherwise the system cancelled the touch (SwiftUI
    /// calls no `onEnded` then) and the engine settles the menu as for a cancelled pan.
    func dragReset() {
      defer { reset() }
      guard case .following = drag else { return }
      let time = stamp(nil)
      let location = lastDragSample?.location ?? SideMenuPoint(x: 0, y: 0)
      send(.panCancelled(SideMenuTouchSample(location: location, timestamp: time)), at: time)
    }

    private func reset() {
      drag = .idle
      lastDragSample = nil
    }

    // MARK: - Events and effects

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
      if settled { syncSelection() }
    }

    private var renderState: RenderState {
      RenderState(
        phase: machine.phase, isTicking: isTicking,
        isContentInteractionEnabled: isContentInteractionEnabled, isMenuModal: isMenuModal)
    }

    /// Applies one effect; returns whether it says the menu came to rest.
    private func apply(_ effect: SideMenuEffect) -> Bool {
      switch effect {
      case .applyFrame(let state):
        frame = state
      case .setDisplayLinkActive(let active):
        isTicking = active
      case .setContentInteractionEnabled(let enabled):
        isContentInteractionEnabled = enabled
      case .accessibility(.focusMenu):
        isMenuModal = true
      case .accessibility(.focusContent):
        isMenuModal = false
      case .accessibility(.announce(let announcement)):
        announce(announcement)
      case .runCompletion(let token, let finished):
        completions.removeValue(forKey: token.rawValue)?(finished)
      case .notify(.didOpen), .notify(.didClose), .notify(.openingCancelled),
        .notify(.closingCancelled):
        return true
      case .notify:
        break
      case .beginTransition, .endTransition:
        // Both menus stay in the view tree (so their state survives closing); the frame's
        // `isMenuHidden` takes a closed menu out of sight, hit testing and accessibility.
        break
      case .diagnostic(let diagnostic):
        log(diagnostic)
      }
      return false
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
      selection.write(resting)
    }

    /// Announces a non-modal menu's change without moving focus.
    private func announce(_ announcement: SideMenuAnnouncement) {
      #if canImport(UIKit)
        let text: String
        switch announcement {
        case .menuOpened:
          text = NSLocalizedString("Menu opened", comment: "VoiceOver: a side menu opened")
        case .menuClosed:
          text = NSLocalizedString("Menu closed", comment: "VoiceOver: a side menu closed")
        }
        UIAccessibility.post(notification: .announcement, argument: text)
      #endif
    }

    private func log(_ diagnostic: SideMenuDiagnostic) {
      #if DEBUG
        print("SideMenuKit: \(diagnostic)")
      #endif
    }
  }
#endif
