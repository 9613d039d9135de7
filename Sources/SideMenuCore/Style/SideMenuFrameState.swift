/// Everything a renderer needs to draw one frame of a side menu: where the menu, the content and
/// the scrim are and how they look.
///
/// Produced by ``SideMenuStyle/frameState(in:side:menuWidth:progress:)``; the UIKit layer copies
/// it onto views (set `bounds` and `center` from ``menuFrame`` rather than `frame`, which is
/// undefined once a transform is set), the playground onto HTML elements.
public struct SideMenuFrameState: Equatable, Hashable, Sendable {
  /// The opening progress the state was evaluated at (0 closed, 1 open, above 1 rubber-banded).
  public var progress: Double
  /// The physical side the menu is on.
  public var side: SideMenuPhysicalEdge

  /// The menu's untransformed frame in the container, in points: its open position, full height.
  /// Past full open it widens toward the content, so it stays attached to the container's edge.
  public var menuFrame: SideMenuRect
  /// The transform applied to the menu on top of ``menuFrame``.
  public var menuTransform: SideMenuTransform
  /// The menu's alpha, 0…1.
  public var menuAlpha: Double
  /// The menu's shadow opacity, 0…1.
  public var menuShadowOpacity: Double
  /// The menu's shadow radius, in points.
  public var menuShadowRadius: Double
  /// Whether the menu cannot be seen at all (progress 0), so a renderer may hide it and take it
  /// out of the accessibility tree.
  public var isMenuHidden: Bool
  /// The part of the container's safe area that ``menuFrame`` overlaps, per physical side, in
  /// points: what the menu's own content insets by (UIKit derives this from view positions;
  /// SwiftUI and the playground read it here).
  public var menuSafeAreaInsets: SideMenuInsets

  /// The transform applied to the content, whose frame is the container's bounds.
  public var contentTransform: SideMenuTransform
  /// The content's alpha, 0…1.
  public var contentAlpha: Double
  /// The content's corner radius, in points.
  public var contentCornerRadius: Double
  /// The content's shadow opacity, 0…1.
  public var contentShadowOpacity: Double
  /// The content's shadow radius, in points.
  public var contentShadowRadius: Double

  /// The scrim's alpha, 0…1. The scrim covers the content (the container's bounds, with
  /// ``contentTransform`` and ``contentCornerRadius``) and is drawn just above it.
  public var scrimAlpha: Double

  /// Whether the menu is drawn above the content (and its scrim).
  public var isMenuAboveContent: Bool

  /// How fast ``progress`` is changing, in progress per second (positive opens): the
  /// animation's velocity, or the finger's (over the menu's width, times the rubber band's
  /// slope past open) during a drag; 0 at rest and while a touch holds the menu. Set by
  /// ``SideMenuStateMachine``; ``SideMenuStyle/frameState(in:side:menuWidth:progress:)`` alone
  /// gives 0. Renderers need not difference frames to know it (for a plot, a motion blur, or
  /// UIKit's `UIViewPropertyAnimator` hand-off).
  public var velocity: Double = 0

  /// Whether every number in the state is finite: what the engine guarantees, for renderers'
  /// debug assertions (`assert(frame.isFinite)`) before the values reach views.
  public var isFinite: Bool {
    progress.isFinite && velocity.isFinite && menuFrame.minX.isFinite && menuFrame.minY.isFinite
      && menuFrame.width.isFinite && menuFrame.height.isFinite
      && menuTransform.translationX.isFinite && menuTransform.translationY.isFinite
      && menuTransform.scale.isFinite && menuAlpha.isFinite && menuShadowOpacity.isFinite
      && menuShadowRadius.isFinite && menuSafeAreaInsets.top.isFinite
      && menuSafeAreaInsets.left.isFinite && menuSafeAreaInsets.bottom.isFinite
      && menuSafeAreaInsets.right.isFinite && contentTransform.translationX.isFinite
      && contentTransform.translationY.isFinite && contentTransform.scale.isFinite
      && contentAlpha.isFinite && contentCornerRadius.isFinite && contentShadowOpacity.isFinite
      && contentShadowRadius.isFinite && scrimAlpha.isFinite
  }

  /// The menu's frame on screen once its transform is applied, in points.
  public var menuFrameOnScreen: SideMenuRect { menuTransform.applied(to: menuFrame) }
}
