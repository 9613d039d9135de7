/// What is moving a menu that is between closed and open.
public enum SideMenuMotionKind: Equatable, Hashable, Sendable {
  /// A finger: dragging the menu, or holding it still where a touch-down caught it
  /// (``SideMenuStateMachine/isHeld``).
  case interactive
  /// An animation heading to a resting state.
  case animated(toward: SideMenuRestingState)
}

/// Where a side menu is in its life.
///
/// `opening` lasts from the moment a menu starts to appear until it is open or back to closed;
/// `closing` from the moment an open menu starts to leave until it is closed or back to open. An
/// interrupted opening (the scrim tapped mid-way) stays `opening` while it heads back, and ends as
/// a cancelled transition — exactly what UIKit's `completeTransition(false)` needs.
public enum SideMenuPhase: Equatable, Hashable, Sendable {
  /// No menu is shown.
  case closed
  /// A menu is appearing (or heading back after an interruption).
  case opening(SideMenuEdge, SideMenuMotionKind)
  /// A menu is fully open.
  case open(SideMenuEdge)
  /// A menu is leaving (or heading back after an interruption).
  case closing(SideMenuEdge, SideMenuMotionKind)

  /// The edge whose menu is shown or moving; `nil` when closed.
  public var edge: SideMenuEdge? {
    switch self {
    case .closed: nil
    case .opening(let edge, _), .open(let edge), .closing(let edge, _): edge
    }
  }

  /// Whether the menu is between resting states.
  public var isTransitioning: Bool {
    switch self {
    case .closed, .open: false
    case .opening, .closing: true
    }
  }

  /// Whether the menu decides the status bar now (whether it is hidden, its style, how a
  /// change animates): from the moment the menu starts to open until it starts to close. So the
  /// status bar changes at the start of each motion and moves with it, and it comes back as
  /// soon as a closing begins, or when an opening ends cancelled (an opening turned back — a
  /// finger that lets go short, a close request mid-opening — is still an opening until it
  /// ends). The one rule of every SideMenuKit mode (the container, the overlay and the modal
  /// presentation).
  public var menuDecidesStatusBar: Bool {
    switch self {
    case .opening, .open: true
    case .closed, .closing: false
    }
  }

  /// What is moving the menu, when it is transitioning.
  public var motion: SideMenuMotionKind? {
    switch self {
    case .closed, .open: nil
    case .opening(_, let motion), .closing(_, let motion): motion
    }
  }
}
