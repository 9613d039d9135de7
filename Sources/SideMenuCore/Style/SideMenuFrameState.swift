/// Everything a renderer needs to draw one frame of a side menu: where the menu, the content and
/// the scrim are and how they look.
///
/// Produced by ``SideMenuStyle/frameState(in:side:menuWidth:progress:)``; the UIKit layer copies
/// it onto views (set `bounds` and `center` from ``menuFrame`` rather than `frame`, which is
/// undefined once a transform is set), the playground onto HTML elements.
public struct SideMenuFrameState: Equatable, Hashable, Sendable {
  /// The opening progress the state was evaluated at (0 closed, 1 open, above 1 rubber-banded).
  public var progress: Double

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
  /// How far ``menuFrame`` is stretched past the menu's resolved width toward the content, in
  /// points: a drag's rubber band or a spring's overshoot past open (0 at or below open; while
  /// the mode changes, blended toward a docked menu's 0). At most the menu's width.
  public var menuStretch = 0.0
  /// The most ``menuStretch`` can be for this container and menu width, in points: the menu's
  /// width (progress is limited to 2) or the room between the open menu and the container's far
  /// edge, whichever is less; 0 for a ``SideMenuStyle/menuPanel``, which has no stretch fill.
  /// It does not change with the progress, so a renderer sizes its views by it once.
  public var maximumMenuStretch = 0.0

  // The one-byte fields together, after every 8-byte one: the frame is copied into every
  // effect, and interleaved they would pad it by 7 bytes each.

  /// The physical side the menu is on.
  public var side: SideMenuPhysicalEdge
  /// Whether the menu cannot be seen at all (progress 0), so a renderer may hide it and take it
  /// out of the accessibility tree.
  public var isMenuHidden: Bool
  /// Whether the menu is drawn above the content (and its scrim).
  public var isMenuAboveContent: Bool
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
      && dockedFraction.isFinite && menuStretch.isFinite && maximumMenuStretch.isFinite
  }

  /// The menu's frame on screen once its transform is applied, in points.
  public var menuFrameOnScreen: SideMenuRect { menuTransform.applied(to: menuFrame) }

  // MARK: The stretch as a translation

  /// The menu's untransformed frame in the container at its resolved width — ``menuFrame``
  /// without the stretch, so its size never changes while the menu moves — in points.
  ///
  /// Draw the menu from this, ``restingMenuTransform`` and ``menuStretchFillFrame`` rather than
  /// from ``menuFrame`` and ``menuTransform`` to show exactly the same picture without ever
  /// resizing the menu (a size change lays out the menu's whole tree: UIKit's
  /// `viewWillLayoutSubviews` follows "when a view's bounds change"): the stretch becomes a
  /// translation of the menu toward the content, its content stays laid out at its width,
  /// pinned to the edge that moves, and the room it leaves at the container's edge is covered
  /// by the stretch fill.
  public var restingMenuFrame: SideMenuRect {
    let width = Swift.max(0, menuFrame.width - menuStretch)
    let x =
      switch side {
      case .left: menuFrame.minX
      case .right: menuFrame.minX + menuStretch
      }
    return SideMenuRect(x: x, y: menuFrame.minY, width: width, height: menuFrame.height)
  }

  /// The transform applied to ``restingMenuFrame``: ``menuTransform`` plus the stretch as a
  /// translation toward the content. Scaled about the narrower frame's centre, the menu's
  /// inner edge (the one beside the content) lands exactly where ``menuTransform`` puts
  /// ``menuFrame``'s: the translation gains the stretch times (1 + scale) / 2.
  public var restingMenuTransform: SideMenuTransform {
    var transform = menuTransform
    transform.translationX += side.openingDirection * menuStretch * (1 + transform.scale) / 2
    return transform
  }

  /// The stretch fill: what covers the room the translated menu leaves between its outer edge
  /// and where the stretched menu would reach, in points, in ``restingMenuFrame``'s own
  /// coordinates (origin at its top-left corner, before the transform): a
  /// ``maximumMenuStretch``-wide strip beside the menu's outer edge, full height. Its size
  /// changes only with the container and the menu's width. Shown only while
  /// ``isMenuStretchFillShown``; the part of it beyond ``menuStretch`` lies past the
  /// container's edge (the stretched menu is pinned there), so on screen it covers exactly what
  /// the stretched menu did.
  public var menuStretchFillFrame: SideMenuRect {
    let x =
      switch side {
      case .left: -maximumMenuStretch
      case .right: restingMenuFrame.width
      }
    return SideMenuRect(x: x, y: 0, width: maximumMenuStretch, height: menuFrame.height)
  }

  /// Whether the stretch fill (``menuStretchFillFrame``) is shown: while the menu is stretched
  /// (and has a fill: a ``SideMenuStyle/menuPanel`` has none, ``maximumMenuStretch`` 0, and
  /// moves past open as a whole). Hidden otherwise, so a style that moves or scales the menu
  /// away from the container's edge never shows it.
  public var isMenuStretchFillShown: Bool { menuStretch > 0 && maximumMenuStretch > 0 }
}
