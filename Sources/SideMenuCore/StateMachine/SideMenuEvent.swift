/// Identifies a completion handler the app passed with an open, close or toggle request.
///
/// The engine is a pure value and keeps no closures: the caller keeps its handlers in a table
/// keyed by these tokens and runs one when ``SideMenuEffect/runCompletion(_:finished:)`` names it.
public struct SideMenuCompletionToken: Equatable, Hashable, Sendable {
  /// The caller's identifier.
  public let rawValue: UInt64

  /// Creates a token from the caller's identifier.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// Something that happened to a side menu: a request, a touch, a change of the environment, or
/// the passing of time. Feed events to ``SideMenuStateMachine/handle(_:at:)``.
///
/// Not frozen: later versions may add cases. Switch over it with an `@unknown default:` branch,
/// so that a new case is a warning in your build rather than an error.
public enum SideMenuEvent: Equatable, Hashable, Sendable {
  /// Open the menu on an edge. Opening while it is opening or open is a no-op whose completion
  /// still runs (when the menu is open); opening one edge while the other is shown closes that one
  /// first.
  case open(SideMenuEdge, animated: Bool, completion: SideMenuCompletionToken?)
  /// Close whichever menu is shown. Closing while closed is a no-op whose completion runs at once.
  case close(animated: Bool, completion: SideMenuCompletionToken?)
  /// Open the edge's menu if nothing is shown or heading closed, otherwise close.
  case toggle(SideMenuEdge, animated: Bool, completion: SideMenuCompletionToken?)
  /// A finger landed on the menu or its scrim, before it has moved at all (UIKit: `touchesBegan`
  /// of a recognizer on the menu and the scrim; the browser: `pointerdown`). A menu that is
  /// animating stops where it is and stays there, held, until the touch becomes a drag (which
  /// continues from there) or lifts (``touchUp(_:)``, or the end of its pan), when it moves on
  /// by the release rule from where it was held. At rest it changes nothing. Optional: a renderer
  /// that never sends it gets the catch when the drag is claimed instead.
  case touchDown(SideMenuTouchSample)
  /// The finger of the last ``touchDown(_:)`` lifted or was cancelled (UIKit: `touchesEnded` /
  /// `touchesCancelled`). If the touch never became a drag, a held menu moves on by the release
  /// rule with zero velocity; otherwise (or with nothing held) it changes nothing — the drag's
  /// own ``panEnded(_:targetOverride:)`` decides.
  case touchUp(SideMenuTouchSample)
  /// A finger touched down where a drag may start (UIKit: a pan recognizer's start location).
  case panBegan(SideMenuTouchSample)
  /// As ``panBegan(_:)``, on a view where a drag anywhere may open a menu whatever
  /// ``SideMenuGestureConfiguration/isContentPanToOpenEnabled`` says — per recognizer: "pan
  /// anywhere on the navigation bar, only from the edge on the content".
  case panBeganFromAnywhere(SideMenuTouchSample)
  /// A trackpad's two-finger scroll began a drag (``SideMenuDragSource/trackpadScroll``): the
  /// sample's location is the pointer's, where the scroll's translation counts from, and the
  /// following ``panChanged(_:)`` samples are that location plus the scroll's translation. No
  /// edge zone applies: while no menu is shown it may open one from anywhere on the content
  /// (``SideMenuGestureConfiguration/opensWithTrackpadScroll``), the direction picking the
  /// side; a shown menu it drives as a finger's drag does. It ends with ``panEnded(_:targetOverride:)``
  /// or ``panCancelled(_:)`` like any drag.
  case trackpadScrollBegan(SideMenuTouchSample)
  /// The finger moved.
  case panChanged(SideMenuTouchSample)
  /// The finger lifted. `targetOverride`, when set, replaces the engine's decision (a delegate's
  /// veto; see ``SideMenuStateMachine/releaseProposal(for:)``).
  case panEnded(SideMenuTouchSample, targetOverride: SideMenuRestingState?)
  /// The system took the touch away (an incoming call, another recognizer). The menu settles by
  /// position, as a release with zero velocity.
  case panCancelled(SideMenuTouchSample)
  /// The scrim was tapped: closes the menu when ``SideMenuGestureConfiguration/isTapToCloseEnabled``.
  /// Ignored while a drag drives the menu (a second finger's tap: the dragging finger decides
  /// where the menu goes).
  case scrimTapped
  /// The user asked to leave the menu (the Escape key, VoiceOver's two-finger scrub): closes it.
  case escape
  /// The container's size, safe area or layout direction changed.
  indirect case containerChanged(SideMenuContainer)
  /// The app moved to the background: animations finish at once, a drag is cancelled, and the menu
  /// closes if ``SideMenuConfiguration/dismissesOnBackground``.
  case didEnterBackground
  /// The Reduce Motion setting changed.
  case reduceMotionChanged(Bool)
  /// A display frame: animations advance to the event's time.
  case tick
  /// The app is presenting or pushing another screen from the menu: closes it if
  /// ``SideMenuConfiguration/dismissesWhenPresentingFromMenu``.
  case willPresentFromMenu
  /// The app changed the configuration (it is validated first). Stored out of line (`indirect`):
  /// a configuration is large, and keeping it inline would make every event — ticks and drag
  /// movements included — that large to copy.
  indirect case configurationChanged(SideMenuConfiguration)
  /// The renderer could not start the transition the machine just began (UIKit: the presenter is
  /// already presenting another controller, or there is no menu for the edge). The transition
  /// ends at once as cancelled, back where it started; any drag driving it is ignored from then.
  case transitionRefused

  /// The event's kind, without payload.
  public var kind: SideMenuEventKind {
    switch self {
    case .open: .open
    case .close: .close
    case .toggle: .toggle
    case .touchDown: .touchDown
    case .touchUp: .touchUp
    case .panBegan: .panBegan
    case .panBeganFromAnywhere: .panBeganFromAnywhere
    case .trackpadScrollBegan: .trackpadScrollBegan
    case .panChanged: .panChanged
    case .panEnded: .panEnded
    case .panCancelled: .panCancelled
    case .scrimTapped: .scrimTapped
    case .escape: .escape
    case .containerChanged: .containerChanged
    case .didEnterBackground: .didEnterBackground
    case .reduceMotionChanged: .reduceMotionChanged
    case .tick: .tick
    case .willPresentFromMenu: .willPresentFromMenu
    case .configurationChanged: .configurationChanged
    case .transitionRefused: .transitionRefused
    }
  }
}
