/// The menu drawn as a floating panel: inset from the container's edges, with rounded corners —
/// the look of iPadOS 26's sidebar, which floats over the content's edge in the Liquid Glass
/// layer (Apple's Human Interface Guidelines, "Sidebars": "sidebars float above content in the
/// Liquid Glass layer").
///
/// A style carries it in ``SideMenuStyle/menuPanel``; every style and both layout modes (sliding
/// and docked, ``SideMenuDocking``) compose with it. The menu's resolved width stays the room
/// the menu takes from its edge (what the content moves aside by, what a docked menu leaves the
/// content); the panel is that room inset by ``edgeInset`` on the container's side and by
/// ``topInset`` and ``bottomInset``, and ``SideMenuFrameState/menuFrame`` is the panel's frame, so
/// a renderer only applies it (with ``SideMenuFrameState/menuCornerRadius``).
///
/// ```swift
/// var style = SideMenuStyle.slideOver
/// style.menuPanel = .floating                  // 8-point insets, 24-point corners
/// style.menuPanel = SideMenuPanel(inset: 12, cornerRadius: 28)
/// ```
///
/// What fills the panel (Liquid Glass, a blur, a colour) is the renderer's appearance, not the
/// engine's: SideMenuKit's `SideMenuAppearance.glassEffectStyle`.
public struct SideMenuPanel: Equatable, Hashable, Sendable {
  /// The gap between the container's edge the menu is attached to (leading for a leading menu,
  /// in right-to-left too) and the panel, in points.
  public var edgeInset: Double
  /// The gap between the container's top and the panel, in points.
  public var topInset: Double
  /// The gap between the container's bottom and the panel, in points.
  public var bottomInset: Double
  /// The radius of the panel's four corners, in points (drawn as a continuous curve, as UIKit's
  /// `CALayerCornerCurve.continuous` and SwiftUI's `RoundedCornerStyle.continuous` do).
  public var cornerRadius: Double

  /// Creates a panel.
  ///
  /// - Parameters:
  ///   - edgeInset: The gap to the container's edge the menu is attached to, in points.
  ///   - topInset: The gap to the container's top, in points.
  ///   - bottomInset: The gap to the container's bottom, in points.
  ///   - cornerRadius: The corners' radius, in points.
  public init(edgeInset: Double, topInset: Double, bottomInset: Double, cornerRadius: Double) {
    self.edgeInset = edgeInset
    self.topInset = topInset
    self.bottomInset = bottomInset
    self.cornerRadius = cornerRadius
  }

  /// Creates a panel with the same inset on its three outer sides.
  ///
  /// - Parameters:
  ///   - inset: The gap to the container's edge, top and bottom, in points.
  ///   - cornerRadius: The corners' radius, in points.
  public init(inset: Double, cornerRadius: Double) {
    self.init(edgeInset: inset, topInset: inset, bottomInset: inset, cornerRadius: cornerRadius)
  }

  /// The inset of ``floating``, in points: 8. Apple publishes no number for iPadOS 26's floating
  /// sidebar (neither the Human Interface Guidelines' "Sidebars" and "Materials" pages nor
  /// UIKit's `UISplitViewController` documentation give one); 8 points is an assumption read
  /// off the system's look, not a measurement on a device. Check it against your design.
  public static let floatingInset = 8.0

  /// The corner radius of ``floating``, in points: 24 — like ``floatingInset``, an assumption,
  /// not Apple's number. iOS 26 rounds such panels concentrically with their container
  /// (UIKit's `UICornerRadius.containerConcentric`: "a dynamic corner radius calculated using
  /// the geometry of the view and its container"), which a platform-free engine cannot know;
  /// on a device with strongly rounded display corners pick the radius that is concentric with
  /// them (the display's radius minus the inset).
  public static let floatingCornerRadius = 24.0

  /// The floating look of iPadOS 26's sidebar: 8 points from the edge, top and bottom, 24-point
  /// corners (both assumptions; see ``floatingInset`` and ``floatingCornerRadius``).
  public static let floating = SideMenuPanel(
    inset: floatingInset, cornerRadius: floatingCornerRadius)

  /// The largest inset, in points (200), and corner radius, in points (1,000), ``validated()``
  /// keeps: a wider gap is a layout of its own, not a panel's inset.
  public static let maximumInset = 200.0

  /// A copy whose values are usable, and a diagnostic for each change: a NaN or infinite inset
  /// or radius becomes 0 (no gap, square corners), a negative one 0, an inset above
  /// ``maximumInset`` that maximum, a radius above 1,000 points 1,000.
  ///
  /// What a particular container leaves room for is decided when the frame is evaluated: see
  /// ``fitted(menuWidth:containerHeight:)``.
  public func validated() -> (panel: SideMenuPanel, diagnostics: [SideMenuDiagnostic]) {
    var panel = self
    var diagnostics: [SideMenuDiagnostic] = []
    let maximum = Self.maximumInset
    clampSetting(&panel.edgeInset, 0, maximum, default: 0, .menuPanelInset, into: &diagnostics)
    clampSetting(&panel.topInset, 0, maximum, default: 0, .menuPanelInset, into: &diagnostics)
    clampSetting(&panel.bottomInset, 0, maximum, default: 0, .menuPanelInset, into: &diagnostics)
    clampSetting(
      &panel.cornerRadius, 0, 1_000, default: 0, .menuPanelCornerRadius, into: &diagnostics)
    return (panel, diagnostics)
  }

  /// This panel (validated) as a menu `menuWidth` points wide in a container `containerHeight`
  /// points high can draw it, so the panel always keeps a shape:
  /// - the edge inset is at most half the menu's width (the panel keeps at least half);
  /// - the top and bottom insets together are at most half the container's height, shrunk in
  ///   proportion when they are more (the panel keeps at least half the height);
  /// - the corner radius is at most half the panel's shorter side (a capsule at most).
  ///
  /// Non-finite or negative sizes count as 0. The state machine reports a fitted panel that
  /// differs from the configured one as a ``SideMenuDiagnostic/settingReplaced(_:given:)`` when
  /// the container or the configuration changes.
  ///
  /// - Parameters:
  ///   - menuWidth: The menu's resolved width, in points.
  ///   - containerHeight: The container's height, in points.
  /// - Returns: The panel as drawn.
  public func fitted(menuWidth: Double, containerHeight: Double) -> SideMenuPanel {
    let width = SideMenuFrameState.usableWidth(menuWidth)
    let height = SideMenuFrameState.usableWidth(containerHeight)
    // The validated values, without building diagnostics (this runs every frame).
    func usable(_ value: Double, _ maximum: Double) -> Double {
      value.isFinite ? Swift.min(Swift.max(value, 0), maximum) : 0
    }
    let edge = Swift.min(usable(edgeInset, Self.maximumInset), width / 2)
    var top = usable(topInset, Self.maximumInset)
    var bottom = usable(bottomInset, Self.maximumInset)
    let vertical = top + bottom
    if vertical > height / 2 {
      let scale = vertical > 0 ? (height / 2) / vertical : 0
      top *= scale
      bottom *= scale
    }
    let panelWidth = Swift.max(0, width - edge)
    let panelHeight = Swift.max(0, height - top - bottom)
    let radius = Swift.min(usable(cornerRadius, 1_000), Swift.min(panelWidth, panelHeight) / 2)
    return SideMenuPanel(edgeInset: edge, topInset: top, bottomInset: bottom, cornerRadius: radius)
  }
}

extension SideMenuFrameState {
  /// This frame with its menu drawn as `panel`: ``menuFrame`` (the room the menu takes from its
  /// edge, full height) inset on the container's side by the panel's edge inset and at the top
  /// and bottom, ``menuCornerRadius`` the panel's, ``menuSafeAreaInsets`` what the panel's frame
  /// overlaps of the container's safe area. Positions, transforms, alphas and the content are
  /// untouched, so the panel moves exactly as the menu did. Linear in the menu's frame, so it
  /// commutes with ``blended(toward:fraction:)``.
  ///
  /// - Parameters:
  ///   - panel: The panel (fitted here to the frame's width and the container's height).
  ///   - container: The container (sanitized).
  /// - Returns: The frame with the panel.
  func drawn(as panel: SideMenuPanel, in container: SideMenuContainer) -> SideMenuFrameState {
    let slot = menuFrame
    // Fitted to the menu's width at rest, so a stretch past open never refits (resizes) it.
    let fitted = panel.fitted(menuWidth: slot.width - menuStretch, containerHeight: slot.height)
    let x: Double =
      switch side {
      case .left: slot.minX + fitted.edgeInset
      case .right: slot.minX
      }
    let frame = SideMenuRect(
      x: x, y: slot.minY + fitted.topInset, width: Swift.max(0, slot.width - fitted.edgeInset),
      height: Swift.max(0, slot.height - fitted.topInset - fitted.bottomInset))
    var result = self
    result.menuFrame = frame
    result.menuCornerRadius = fitted.cornerRadius
    result.menuSafeAreaInsets = Self.panelSafeArea(of: frame, in: container)
    if !container.reservedRegions.isEmpty {
      result.menuSafeAreaInsets = result.menuSafeAreaInsets.union(
        container.reservedInsets(of: frame, mode: layoutMode))
    }
    // A floating panel is not pinned to the container's edge: drawn in the resting form
    // (``restingMenuFrame``) it moves past open as a whole, away from its inset, with no fill
    // (a strip beyond its rounded outer edge would show in the inset's gap).
    result.maximumMenuStretch = 0
    return result
  }

  /// The part of the container's safe area a panel's frame overlaps, per side, in points: each
  /// side's inset less the panel's distance from that side, between 0 and the panel's size.
  static func panelSafeArea(of frame: SideMenuRect, in container: SideMenuContainer)
    -> SideMenuInsets
  {
    let insets = container.safeAreaInsets
    let size = container.size
    func overlap(_ inset: Double, _ distance: Double, _ extent: Double) -> Double {
      Swift.min(Swift.max(0, inset - distance), extent)
    }
    return SideMenuInsets(
      top: overlap(insets.top, frame.minY, frame.height),
      left: overlap(insets.left, frame.minX, frame.width),
      bottom: overlap(insets.bottom, size.height - frame.maxY, frame.height),
      right: overlap(insets.right, size.width - frame.maxX, frame.width))
  }
}
