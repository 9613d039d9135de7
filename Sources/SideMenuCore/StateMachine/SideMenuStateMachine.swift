/// The side menu's brain: a value that takes events and returns the effects a renderer applies.
///
/// Every decision a side menu makes lives here — when a touch becomes a drag, how far the menu
/// follows it, where it goes on release, how an animation is interrupted, what a rotation or a
/// trip to the background does — so the UIKit, SwiftUI and browser renderers behave identically
/// and all of it is tested without a device.
///
/// ```swift
/// var machine = SideMenuStateMachine(container: SideMenuContainer(size: .init(width: 390, height: 844)))
/// for effect in machine.handle(.open(.leading, animated: true, completion: nil), at: now) {
///   apply(effect)
/// }
/// // …then, while `setDisplayLinkActive(true)` is in force, every frame:
/// for effect in machine.handle(.tick, at: frameTime) { apply(effect) }
/// ```
///
/// Time is passed in (seconds, any monotonic clock), so the machine has no clock of its own. Bad
/// input never traps: it is clamped or ignored and reported with ``SideMenuEffect/diagnostic(_:)``.
public struct SideMenuStateMachine: Sendable {
  /// Where the menu is in its life.
  public internal(set) var phase: SideMenuPhase = .closed
  /// The configuration in force (validated).
  public internal(set) var configuration: SideMenuConfiguration
  /// The container in force (sanitized).
  public internal(set) var container: SideMenuContainer
  /// Whether Reduce Motion is on.
  public internal(set) var isReduceMotionEnabled: Bool
  /// The last frame state applied.
  public internal(set) var frameState: SideMenuFrameState
  /// Whether a touch holds the menu still where it caught it (``SideMenuEvent/touchDown(_:)``
  /// landed while it was animating) and has not yet become a drag or lifted. The phase is then
  /// interactive, and no display ticks are wanted.
  public internal(set) var isHeld = false
  /// What was corrected in the configuration and container given to ``init(configuration:container:reduceMotion:)``.
  public private(set) var initialDiagnostics: [SideMenuDiagnostic]

  var animator = SideMenuAnimator()
  var tracker: SideMenuVelocityTracker
  var pan: SideMenuPanSession?
  var transition: SideMenuTransition?
  var pendingCompletions: [(token: SideMenuCompletionToken, target: SideMenuRestingState)] =
    []
  var pendingOpen: (edge: SideMenuEdge, animated: Bool, completion: SideMenuCompletionToken?)?
  var isDisplayLinkActive = false
  /// The machine's clock, in seconds: the latest event time, after rebasing (see
  /// ``clockJumpTolerance``).
  var lastTime = -Double.infinity
  /// Added to a caller's time to get the machine's: 0 until the caller's clock jumps.
  var clockOffset = 0.0
  /// The machine's time of the last animation frame it emitted (the one on screen while a menu
  /// animates): a touch-down holds the menu there, not where the animation would be at the
  /// touch's own time, which is after the frame the finger saw.
  var lastAnimationFrameTime = -Double.infinity
  /// Whether the content takes touches, as last told to the renderer.
  var isContentInteractionEnabled = true
  /// Whether the menu is modal for assistive technologies (a `focusMenu` was the last focus
  /// effect), so its closing hands focus back whatever the configuration says by then.
  var isMenuModal = false
  /// Whether the transition in flight has drawn any of the menu (progress above 0).
  var hasShownMenu = false
  var leadingWidth = 0.0
  var trailingWidth = 0.0
  /// The width of the room each edge's sliding menu may take (``SideMenuContainer/menuArea(on:mode:)``),
  /// in points, resolved with the widths: the per-frame drag reads it, not the container.
  var leadingRoom = 0.0
  var trailingRoom = 0.0
  /// What the docking rule decides for each edge in the current container (see
  /// ``SideMenuDocking``).
  var isLeadingDocked = false
  var isTrailingDocked = false
  /// Whether the app or the user collapsed the edge's docked menu (a close or toggle request
  /// while it was docked) and has not expanded it since: the menu then stays collapsed when
  /// the container next widens into docking.
  var isLeadingCollapsedByRequest = false
  var isTrailingCollapsedByRequest = false
  /// How docked the shown menu's layout is, 0 sliding … 1 docked, and the spring that moves it
  /// while the mode changes.
  var dockedFraction = 0.0
  var modeAnimator = SideMenuAnimator()
  /// Whether the layout is moving between sliding and docked (the mode change's spring runs):
  /// display ticks are then wanted even while the menu itself rests.
  public internal(set) var isChangingMode = false
  /// A finger resting in an edge zone of the closed container, waiting for the edge peek
  /// (``SideMenuGestureConfiguration/edgePeekDelay``): the edge it may peek and since when.
  var pendingPeek: (edge: SideMenuEdge, since: Double)?

  /// Creates a side menu: closed, or — when an edge's ``SideMenuDocking`` rule docks it in this
  /// container — that menu expanded beside the content (phase ``SideMenuPhase/open(_:)``, no
  /// transition, so a renderer lays out its first frame from ``phase`` and ``frameState``), as a
  /// sidebar is there when the window appears.
  ///
  /// - Parameters:
  ///   - configuration: The configuration (validated; see ``initialDiagnostics``).
  ///   - container: The container (sanitized).
  ///   - reduceMotion: Whether Reduce Motion is on.
  public init(
    configuration: SideMenuConfiguration = .standard,
    container: SideMenuContainer,
    reduceMotion: Bool = false
  ) {
    let (validConfiguration, configurationDiagnostics) = configuration.validated()
    let (validContainer, containerDiagnostics) = container.sanitized()
    self.configuration = validConfiguration
    self.container = validContainer
    isReduceMotionEnabled = reduceMotion
    initialDiagnostics = configurationDiagnostics + containerDiagnostics
    tracker = SideMenuVelocityTracker(
      horizon: validConfiguration.gestures.velocityHorizon,
      stillnessTimeout: validConfiguration.gestures.stillnessTimeout)
    frameState = validConfiguration.leading.style.frameState(
      in: validContainer, side: SideMenuEdge.leading.resolved(in: validContainer.layoutDirection),
      menuWidth: 0, progress: 0)
    initialDiagnostics += resolveWidths()
    updateDockedEdges()
    frameState = evaluate(edge: .leading, progress: 0)
    if let edge = SideMenuEdge.allCases.first(where: {
      self.configuration[$0].isEnabled && isDocked($0)
    }) {
      phase = .open(edge)
      animator.jump(to: 1)
      adoptMode(of: edge)
      frameState = evaluate(edge: edge, progress: 1)
    }
  }

  /// The opening progress of the shown (or last shown) menu: 0 closed, 1 open.
  public var progress: Double { frameState.progress }

  /// Whether the renderer should send ``SideMenuEvent/tick`` every display frame now: the state
  /// the last ``SideMenuEffect/setDisplayLinkActive(_:)`` set (true exactly while a menu is
  /// animating), so a renderer or a test need not track that effect.
  public var wantsDisplayTicks: Bool { isDisplayLinkActive }

  /// A caller's time earlier than the machine's latest by more than this, in seconds, is a jump
  /// of the clock, not jitter: 0.1 s, six frames at 60 Hz.
  ///
  /// Earlier times up to this much are taken as the latest (``SideMenuDiagnostic/timeWentBackwards(previous:given:)``),
  /// so an animation waits at most this long for the clock to catch up. A bigger step back, or a
  /// step forward of more than ``maximumTimeStep``, rebases the clock
  /// (``SideMenuDiagnostic/clockJumped(previous:given:)``): the event happens at the machine's
  /// latest time and later times count from there. So one outlying timestamp — 10 s ahead, or
  /// 1e300 — costs an animation at most one frame, and while ticks arrive, a menu that no finger
  /// holds reaches rest within its animation's duration plus this tolerance and one tick interval
  /// for each outlying time.
  public static let clockJumpTolerance = 0.1

  /// The largest step forward, in seconds, between two events that the machine takes as time
  /// passing: 1 s. Beyond it the clock is rebased (see ``clockJumpTolerance``): nothing moves
  /// without display ticks, so after such a gap an animation carries on from where it was
  /// instead of jumping to its end, and a far-future outlier never becomes the machine's time.
  /// While nothing animates such a step is only the app idling between events, and is rebased
  /// without a diagnostic.
  public static let maximumTimeStep = 1.0

  /// The resolved width of an edge's menu in the current container, in points.
  public func menuWidth(for edge: SideMenuEdge) -> Double {
    switch edge {
    case .leading: leadingWidth
    case .trailing: trailingWidth
    }
  }
}
