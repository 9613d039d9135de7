/// A presentation transition: the UIKit layer's unit of `present`/`dismiss` and
/// `completeTransition(_:)`.
public struct SideMenuTransition: Equatable, Hashable, Sendable {
  /// Whether the transition shows or hides the menu.
  public enum Direction: Equatable, Hashable, Sendable {
    /// The menu appears (a presentation).
    case opening
    /// The menu leaves (a dismissal).
    case closing
  }

  /// The menu's edge.
  public var edge: SideMenuEdge
  /// The physical side that edge resolved to when the transition began.
  public var side: SideMenuPhysicalEdge
  /// Whether the menu appears or leaves.
  public var direction: Direction
  /// Whether a finger started it (UIKit: an interactive transition).
  public var isInteractive: Bool

  /// Creates a transition description.
  public init(
    edge: SideMenuEdge, side: SideMenuPhysicalEdge, direction: Direction, isInteractive: Bool
  ) {
    self.edge = edge
    self.side = side
    self.direction = direction
    self.isInteractive = isInteractive
  }

  /// Where the menu rests once this transition has ended: an opening that completed or a closing
  /// that did not leaves it open; otherwise it is closed (the contract of
  /// ``SideMenuEffect/endTransition(_:completed:)``).
  public func restingState(completed: Bool) -> SideMenuRestingState {
    (direction == .opening) == completed ? .open : .closed
  }

  /// How far through this transition a menu at `progress` is, 0…1: the progress itself for an
  /// opening, its complement for a closing (UIKit's `percentComplete`, for
  /// `updateInteractiveTransition(_:)`). Non-finite progress counts as the start.
  public func fractionComplete(atProgress progress: Double) -> Double {
    guard progress.isFinite else { return 0 }
    let clamped = Swift.min(Swift.max(progress, 0), 1)
    return direction == .opening ? clamped : 1 - clamped
  }
}

/// What the app is told about a menu, in delegate terms.
///
/// Every path's sequence (progress updates, sent every frame the menu moves, left out). The same
/// in the modal, container and overlay modes and in SwiftUI, because all of them only relay
/// these effects; `SideMenuEventSequenceTests` checks this table against the engine:
///
/// | path | notifications |
/// |---|---|
/// | open (animated, without animation, by a drag, by a key) | `willOpen`, `didOpen` |
/// | close (request, scrim tap, drag, Escape) | `willClose`, `didClose` |
/// | cancelled open: the drag released back, or a close asked mid-opening | `willOpen`, `openingCancelled`, `didClose` |
/// | cancelled open before the menu was drawn at all | `willOpen`, `openingCancelled` |
/// | cancelled close: the drag released back, or an open asked mid-closing | `willClose`, `closingCancelled` |
/// | refused opening (UIKit would not present) | `willOpen`, `openingCancelled` |
/// | refused closing (UIKit would not dismiss) | `willClose`, `closingCancelled` |
/// | switching edges | `willClose`, `didClose` (the shown edge), then `willOpen`, `didOpen` |
///
/// So every `willOpen` ends in `didOpen` or `openingCancelled`, every `willClose` in `didClose`
/// or `closingCancelled`, and `didClose` always follows a menu that was on screen.
///
/// Not frozen: later versions may add cases. Switch over it with an `@unknown default:` branch,
/// so that a new case is a warning in your build rather than an error.
public enum SideMenuNotification: Equatable, Hashable, Sendable {
  /// The menu on the edge starts to open.
  case willOpen(SideMenuEdge)
  /// The menu on the edge is open.
  case didOpen(SideMenuEdge)
  /// The menu on the edge starts to close.
  case willClose(SideMenuEdge)
  /// The menu on the edge is closed.
  case didClose(SideMenuEdge)
  /// An opening ended back at closed (follows `willOpen` instead of `didOpen`).
  case openingCancelled(SideMenuEdge)
  /// A closing ended back at open (follows `willClose` instead of `didClose`).
  case closingCancelled(SideMenuEdge)
  /// The opening progress of the edge's menu changed (0…1, above 1 when rubber-banded).
  case progress(SideMenuEdge, Double)
}

/// Accessibility work the renderer does.
///
/// A menu that covers the content (``SideMenuConfiguration/isContentInteractiveWhileOpen`` off,
/// the default) is modal: focus moves into it and back. A menu beside interactive content is not:
/// focus stays where the user is, and the change is announced instead.
///
/// Not frozen: later versions may add cases. Switch over it with an `@unknown default:` branch,
/// so that a new case is a warning in your build rather than an error.
public enum SideMenuAccessibilityEffect: Equatable, Hashable, Sendable {
  /// The menu opened: make it modal for assistive technologies and move focus into it (UIKit:
  /// `accessibilityViewIsModal` and `UIAccessibility.post(notification: .screenChanged, argument:)`).
  case focusMenu(SideMenuEdge)
  /// The menu closed: return focus to the content.
  case focusContent
  /// Say what happened without moving focus (UIKit: `UIAccessibility.post(notification:
  /// .announcement, argument:)` with the renderer's localized text).
  case announce(SideMenuAnnouncement)
}

/// What a ``SideMenuAccessibilityEffect/announce(_:)`` says; the renderer words and localizes it.
///
/// Not frozen: later versions may add cases. Switch over it with an `@unknown default:` branch,
/// so that a new case is a warning in your build rather than an error.
public enum SideMenuAnnouncement: Equatable, Hashable, Sendable {
  /// The edge's menu opened.
  case menuOpened(SideMenuEdge)
  /// The edge's menu closed.
  case menuClosed(SideMenuEdge)
}

/// Something the renderer must do, in order, after an event.
///
/// Not frozen: later versions may add cases. Switch over it with an `@unknown default:` branch,
/// so that a new case is a warning in your build rather than an error.
public enum SideMenuEffect: Equatable, Hashable, Sendable {
  /// A transition starts: UIKit presents the menu, starts a dismissal, or adds the menu's views.
  case beginTransition(SideMenuTransition)
  /// A transition ends: UIKit calls `completeTransition(completed)`; when an opening did not
  /// complete or a closing did, the menu's views go away.
  case endTransition(SideMenuTransition, completed: Bool)
  /// Draw this frame.
  case applyFrame(SideMenuFrameState)
  /// Tell the app (delegate, callbacks).
  case notify(SideMenuNotification)
  /// Accessibility work.
  case accessibility(SideMenuAccessibilityEffect)
  /// Run the completion handler with this token; `finished` is `false` when the request was
  /// superseded before the menu reached the requested state.
  case runCompletion(SideMenuCompletionToken, finished: Bool)
  /// Start (`true`) or stop sending ``SideMenuEvent/tick`` every display frame.
  case setDisplayLinkActive(Bool)
  /// Let the content receive touches (`true`) or not while the menu is shown.
  case setContentInteractionEnabled(Bool)
  /// Something was corrected or ignored (see ``SideMenuDiagnostic``).
  case diagnostic(SideMenuDiagnostic)
}
