/// What one touch sequence is doing: waiting to see whether it becomes our drag, driving a menu,
/// or ignored. Internal to the state machine.
struct SideMenuPanSession: Equatable, Hashable, Sendable {
  /// What the touch may become, decided where it touched down.
  enum Intent: Equatable, Hashable, Sendable {
    /// It started in an edge zone of a closed container: it may open that edge's menu.
    case openFromEdge(SideMenuEdge)
    /// It started on the content with content pans enabled: the direction picks the menu.
    case openFromContent
    /// A menu is shown or moving: the drag takes hold of it in either direction.
    case drive(SideMenuEdge)
    /// Not ours (a vertical drag, a touch outside every zone).
    case ignored
  }

  /// The drag in progress, once claimed.
  struct Claim: Equatable, Hashable, Sendable {
    /// The menu being moved.
    var edge: SideMenuEdge
    /// The progress when the drag took hold (or last re-anchored).
    var baseProgress: Double
    /// The horizontal translation, in points, at that moment.
    var anchorTranslation: Double
    /// Whether the drag opened a menu from the content (and so may switch sides).
    var startedOnContent: Bool
  }

  /// Where the finger touched down.
  var start: SideMenuPoint
  /// What the touch may become.
  var intent: Intent
  /// The drag, once claimed.
  var claim: Claim?
  /// The horizontal translation, in points, at the latest movement.
  var lastTranslation = 0.0
  /// Whether the drag's recognizer lets a drag anywhere open a menu
  /// (``SideMenuEvent/panBeganFromAnywhere(_:)``).
  var opensFromAnywhere = false
  /// What drives the drag: a touch, or a trackpad scroll (no edge zone applies to it).
  var source = SideMenuDragSource.touch
}
