// Platform-independent readings the SwiftUI layer makes of its measurements and of the engine's
// frames: no SwiftUI here, so they compile (and are tested) on every platform. Nothing is decided
// here; these only translate measurements into the engine's container, and the engine's frame
// into an accessibility frame.

import SideMenuCore

/// Builds the engine's container from the SwiftUI layer's two measurements, so that the software
/// keyboard never changes it.
///
/// The modifier measures twice: the layout reader, which ignores the container safe area but
/// not the keyboard's (so it ends at the keyboard's top while one is shown), and a background
/// reader that ignores every safe area (so its size is the keyboard-independent full size). A
/// keyboard is therefore neither a new container size (a "rotation" that would close the menu
/// under ``SideMenuConfiguration/dismissesOnRotation``) nor a new bottom inset: while the layout
/// reader is shorter than the full size, the bottom inset it reports (none: the home indicator's
/// area is under the keyboard) is replaced by the last one measured without a keyboard.
struct SideMenuKeyboardIndependentContainer: Equatable, Sendable {
  /// The container's bottom safe-area inset as last measured while nothing covered the bottom,
  /// in points.
  private(set) var uncoveredBottomInset = 0.0
  /// The layout reader's bottom inset as last measured, in points: 0 while a keyboard covers
  /// the bottom (the home indicator's area is under it).
  private(set) var layoutBottomInset = 0.0

  /// The container to hand the engine.
  ///
  /// - Parameters:
  ///   - fullSize: The size with every safe area ignored, in points, once measured (`nil`
  ///     before the first measurement: the layout size is used).
  ///   - layoutSize: The size of the reader that ignores only the container safe area, in points.
  ///   - safeArea: That reader's safe-area insets (physical sides), in points.
  ///   - layoutDirection: The app's layout direction.
  ///   - horizontalSizeClass: The environment's horizontal size class, if any (the docking
  ///     rule's input).
  /// - Returns: The container: the full size, the insets with the bottom one held while a
  ///   keyboard covers it, the direction and the size class.
  mutating func container(
    fullSize: SideMenuSize?, layoutSize: SideMenuSize, safeArea: SideMenuInsets,
    layoutDirection: SideMenuLayoutDirection, horizontalSizeClass: SideMenuSizeClass? = nil
  ) -> SideMenuContainer {
    let size = fullSize ?? layoutSize
    var insets = safeArea
    layoutBottomInset = safeArea.bottom
    // The layout reader is shorter than the full size exactly while a keyboard covers it.
    if size.height > layoutSize.height {
      insets.bottom = uncoveredBottomInset
    } else {
      uncoveredBottomInset = insets.bottom
    }
    return SideMenuContainer(
      size: size, safeAreaInsets: insets, layoutDirection: layoutDirection,
      horizontalSizeClass: horizontalSizeClass)
  }
}

extension SideMenuKeyboardIndependentContainer {
  /// The insets the content's and the menus' safe-area spacers give back: the container's,
  /// with the bottom one as the layout reader measured it. The spacers sit inside the
  /// keyboard's safe area (nothing around the content and the menus ignores it), so while a
  /// keyboard is up the held home-indicator inset would lift them a second time (34 pt on an
  /// iPhone with Face ID); the held value is for the engine's container only.
  ///
  /// - Parameter containerInsets: The engine's container insets, in points.
  /// - Returns: The spacers' insets, in points.
  func spacerInsets(for containerInsets: SideMenuInsets) -> SideMenuInsets {
    var insets = containerInsets
    insets.bottom = layoutBottomInset
    return insets
  }
}

extension SideMenuFrameState {
  /// Where the dimmed content shows, in container points: the scrim's rectangle (the container
  /// `bounds`, moved by the content's transform as the scrim is), less the part the menu covers
  /// when the menu is drawn above the content. The frame VoiceOver gives a modal menu's "Close
  /// menu" element, so it is the area a tap closes the menu in, not the menu.
  ///
  /// - Parameter bounds: The container's bounds.
  /// - Returns: The dimmed area; empty (zero width) when the menu covers all of it.
  func dimmedArea(in bounds: SideMenuRect) -> SideMenuRect {
    let area = contentTransform.applied(to: bounds)
    guard isMenuAboveContent else { return area }
    let menu = menuFrameOnScreen
    switch side {
    case .left:
      let minX = Swift.min(Swift.max(area.minX, menu.maxX), area.maxX)
      return SideMenuRect(x: minX, y: area.minY, width: area.maxX - minX, height: area.height)
    case .right:
      let maxX = Swift.max(Swift.min(area.maxX, menu.minX), area.minX)
      return SideMenuRect(x: area.minX, y: area.minY, width: maxX - area.minX, height: area.height)
    }
  }
}
