/// What drives a drag: a finger (or a pointer's click-drag) that landed somewhere, or a
/// trackpad's two-finger scroll, which has no landing place.
public enum SideMenuDragSource: Equatable, Hashable, Sendable, CaseIterable {
  /// A touch that landed at the drag's start location: a finger, or a pointer's click-drag
  /// (UIKit: a `UITouch` of type `.indirectPointer`, which moves like a finger). The edge zone
  /// applies to where it landed.
  case touch
  /// A trackpad's two-finger scroll (UIKit: a `.scroll` event of a pan recognizer's
  /// `allowedScrollTypesMask`). Its start location is the pointer's and its movement the
  /// scroll's accumulated translation; nothing landed anywhere, so no edge zone can apply to
  /// it: while no menu is shown it opens from anywhere on the content when
  /// ``SideMenuGestureConfiguration/opensWithTrackpadScroll`` says so.
  case trackpadScroll
}
