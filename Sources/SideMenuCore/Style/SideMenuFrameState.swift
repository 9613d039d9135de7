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
  /// For a ``SideMenuStyle/menuPanel`` it is the panel's frame: the same room inset from the
  /// container's edge, top and bottom.
  public var menuFrame: SideMenuRect
  /// The transform applied to the menu on top of ``menuFrame``.
  public var menuTransform: SideMenuTransform
  /// The menu's alpha, 0…1.
  public var menuAlpha: Double
  /// The menu's shadow opacity, 0…1.
  public var menuShadowOpacity: Double
  /// The menu's shadow radius, in points.
  public var menuShadowRadius: Double
  /// The radius of the menu's corners, in points, drawn as a continuous curve: the
  /// ``SideMenuStyle/menuPanel``'s (fitted to the frame), 0 for a menu that is not a panel.
  /// Renderers clip the menu's background and views to it and shape its shadow by it.
  public var menuCornerRadius: Double = 0
  /// Whether the menu cannot be seen at all (progress 0), so a renderer may hide it and take it
  /// out of the accessibility tree.
  public var isMenuHidden: Bool
  /// The part of the container's safe area that ``menuFrame`` overlaps, per physical side, in
  /// points: what the menu's own content insets by (UIKit derives this from view positions;
  /// SwiftUI and the playground read it here).
  public var menuSafeAreaInsets: SideMenuInsets

  /// The content's untransformed frame in the container, in points: the container's bounds for
  /// a sliding menu; for a docked one the room beside the menu's visible part, so the content is
  /// laid out narrower, never covered (see ``layoutMode``), always the container's full height.
  /// Changes only while a docked menu expands or collapses or the mode changes;
  /// ``contentTransform`` applies on top.
  public var contentFrame: SideMenuRect {
    SideMenuRect(x: contentMinX, y: 0, width: contentWidth, height: contentHeight)
  }
  /// ``contentFrame``'s x, width and height, in points: stored apart (the frame is copied into
  /// every effect, so three numbers cost less than a rectangle of four). The height is the
  /// container's, stored because a ``SideMenuStyle/menuPanel`` makes the menu's frame shorter.
  var contentMinX = 0.0
  var contentWidth = 0.0
  var contentHeight = 0.0
  /// The transform applied to the content on top of ``contentFrame``.
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

  /// How far the frame is from sliding toward docked, 0…1: 0 sliding, 1 docked, between while
  /// the container's width crosses the docking rule (the scrim fades and the content narrows
  /// in one motion).
  public var dockedFraction: Double = 0
  /// The layout the menu is in, or moving to while the mode changes
  /// (``SideMenuDocking``): sliding over the content, or docked beside it.
  public var layoutMode: SideMenuLayoutMode = .sliding
  /// Whether the scrim exists and takes touches (tap to close): `true` for a sliding menu,
  /// whatever its ``scrimAlpha``; `false` for a docked one, whose neighbour stays live.
  public var hasScrim = true
  /// Whether the shown menu is modal for assistive technologies (UIKit:
  /// `accessibilityViewIsModal`): a sliding menu over content that takes no touches
  /// (``SideMenuConfiguration/isContentInteractiveWhileOpen`` off). Never for a docked menu,
  /// which VoiceOver reaches before the content beside it. Set by ``SideMenuStateMachine``.
  public var isMenuModal = false

  /// Whether every number in the state is finite: what the engine guarantees, for renderers'
  /// debug assertions (`assert(frame.isFinite)`) before the values reach views.
  public var isFinite: Bool {
    progress.isFinite && velocity.isFinite && menuFrame.minX.isFinite && menuFrame.minY.isFinite
      && menuFrame.width.isFinite && menuFrame.height.isFinite
      && menuTransform.translationX.isFinite && menuTransform.translationY.isFinite
      && menuTransform.scale.isFinite && menuAlpha.isFinite && menuShadowOpacity.isFinite
      && menuShadowRadius.isFinite && menuCornerRadius.isFinite && menuSafeAreaInsets.top.isFinite
      && menuSafeAreaInsets.left.isFinite && menuSafeAreaInsets.bottom.isFinite
      && menuSafeAreaInsets.right.isFinite && contentTransform.translationX.isFinite
      && contentTransform.translationY.isFinite && contentTransform.scale.isFinite
      && contentAlpha.isFinite && contentCornerRadius.isFinite && contentShadowOpacity.isFinite
      && contentShadowRadius.isFinite && scrimAlpha.isFinite && contentMinX.isFinite
      && contentWidth.isFinite && contentHeight.isFinite
      && dockedFraction.isFinite
  }

  /// The menu's frame on screen once its transform is applied, in points.
  public var menuFrameOnScreen: SideMenuRect { menuTransform.applied(to: menuFrame) }
}
