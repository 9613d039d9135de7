/// Where a sliding menu's scrim stands for one frame, and the vertical bar's strip it leaves
/// uncovered (``SideMenuContainer/scrimPlacement(for:contentFrame:)``).
///
/// The scrim covers the content and moves with it: it takes the content's transform. Beside the
/// vertical bar on the menu's edge (iPhone Duo) it covers the content less the bar's strip, so
/// its rectangle is a part of the content's and its transform is the content's re-expressed
/// about that part's own centre (``SideMenuTransform`` scales about a view's centre).
public struct SideMenuScrimPlacement: Equatable, Hashable, Sendable {
  /// The scrim's untransformed frame, in the coordinates the content's frame was given in, in
  /// points: renderers set it as the view's bounds' size and centre.
  public var frame: SideMenuRect
  /// The transform to apply about the scrim's centre: on screen it stands where the same part
  /// of the transformed content stands.
  public var transform: SideMenuTransform
  /// The vertical bar's strip the scrim leaves uncovered, untransformed, in the same
  /// coordinates, in points: where renderers pass touches to the content's bar; `nil` when the
  /// scrim covers the whole content.
  public var strip: SideMenuRect?

  /// Creates a scrim placement.
  ///
  /// - Parameters:
  ///   - frame: The scrim's untransformed frame, in points.
  ///   - transform: Its transform about its centre.
  ///   - strip: The uncovered strip, in points, or `nil`.
  public init(frame: SideMenuRect, transform: SideMenuTransform, strip: SideMenuRect? = nil) {
    self.frame = frame
    self.transform = transform
    self.strip = strip
  }
}

/// How far a menu's content is inset for the reserved regions, per physical side
/// (``SideMenuContainer/reservedContentInsets(of:)``).
public struct SideMenuReservedContentInsets: Equatable, Hashable, Sendable {
  /// What the reserved regions add beyond the safe area UIKit gives the menu's frame, in
  /// points: never negative. A renderer that insets through the safe area (a view controller's
  /// `additionalSafeAreaInsets`) adds this much.
  public var beyondSafeArea: SideMenuInsets
  /// How far a menu that is a plain view (no safe area of its own to extend) is inset in its
  /// host, in points: on each side that a reserved region insets, the whole of
  /// ``SideMenuFrameState/menuSafeAreaInsets`` there (the view then starts beyond the safe area
  /// it would otherwise have had); 0 on every other side.
  public var plainView: SideMenuInsets

  /// Creates reserved content insets.
  ///
  /// - Parameters:
  ///   - beyondSafeArea: The insets beyond the safe area, in points.
  ///   - plainView: The insets of a plain-view menu, in points.
  public init(beyondSafeArea: SideMenuInsets = .zero, plainView: SideMenuInsets = .zero) {
    self.beyondSafeArea = beyondSafeArea
    self.plainView = plainView
  }

  /// No insets: every container without reserved regions.
  public static let zero = SideMenuReservedContentInsets()
}

extension SideMenuContainer {
  /// Where the scrim of `frame` stands, and the vertical bar's strip it leaves uncovered.
  ///
  /// Without a scrim in `frame` or without the vertical bar on the menu's side
  /// (``scrimFrame(forMenuOn:)``), the scrim is the content: its frame and transform. Beside
  /// the bar, the scrim is the part ``scrimFrame(forMenuOn:)`` gives, placed at the content's
  /// origin, under the content's transform about the content's centre; the strip is the rest
  /// of the content's frame, untransformed.
  ///
  /// - Parameters:
  ///   - frame: The frame state.
  ///   - contentFrame: Where the content stands untransformed, in points; `nil` for the
  ///     container's bounds.
  /// - Returns: The placement, in the coordinates of `contentFrame`.
  public func scrimPlacement(for frame: SideMenuFrameState, contentFrame: SideMenuRect? = nil)
    -> SideMenuScrimPlacement
  {
    let content = contentFrame ?? bounds
    guard frame.hasScrim, let scrim = scrimFrame(forMenuOn: frame.side) else {
      return SideMenuScrimPlacement(frame: content, transform: frame.contentTransform)
    }
    let part = SideMenuRect(
      x: scrim.minX + content.minX, y: scrim.minY + content.minY, width: scrim.width,
      height: scrim.height)
    let contentTransform = frame.contentTransform
    let scale = contentTransform.scale
    // Where the part's centre lands under the content's transform (about the content's
    // centre), as a translation of the part about its own centre.
    let translationX =
      (content.midX + scale * (part.midX - content.midX) + contentTransform.translationX)
      - part.midX
    let translationY =
      (content.midY + scale * (part.midY - content.midY) + contentTransform.translationY)
      - part.midY
    let strip = SideMenuRect(
      x: part.minX > content.minX ? content.minX : part.maxX, y: content.minY,
      width: Swift.max(0, content.width - part.width), height: content.height)
    return SideMenuScrimPlacement(
      frame: part,
      transform: SideMenuTransform(
        translationX: translationX, translationY: translationY, scale: scale),
      strip: strip)
  }

  /// The menu's content insets for the reserved regions (a camera in use, the vertical bar)
  /// in `frame`: what ``SideMenuFrameState/menuSafeAreaInsets`` holds beyond the safe area of
  /// the menu's frame, and how far a plain-view menu is inset. ``SideMenuReservedContentInsets/zero``
  /// without reserved regions.
  ///
  /// - Parameter frame: The frame state.
  /// - Returns: The insets, in points.
  public func reservedContentInsets(of frame: SideMenuFrameState) -> SideMenuReservedContentInsets {
    guard hasReservedRegions else { return .zero }
    let safe = safeAreaInsets(of: frame.menuFrame)
    let all = frame.menuSafeAreaInsets
    let beyond = SideMenuInsets(
      top: Swift.max(0, all.top - safe.top), left: Swift.max(0, all.left - safe.left),
      bottom: Swift.max(0, all.bottom - safe.bottom),
      right: Swift.max(0, all.right - safe.right))
    let plainView = SideMenuInsets(
      top: beyond.top > 0 ? all.top : 0, left: beyond.left > 0 ? all.left : 0,
      bottom: beyond.bottom > 0 ? all.bottom : 0, right: beyond.right > 0 ? all.right : 0)
    return SideMenuReservedContentInsets(beyondSafeArea: beyond, plainView: plainView)
  }
}
