extension SideMenuFrameState {
  /// How far beyond the menu's frame on screen a rectangle may reach and still be the menu's,
  /// in points: half a point. A view that fills the menu, converted into the container through
  /// the menu's transform by the layer that draws it, differs from ``menuFrameOnScreen`` only
  /// by floating-point and pixel rounding, which stays below one pixel on every Retina screen
  /// (half a point at 2×, a third at 3×); anything of the content beside the menu reaches out
  /// by whole points.
  static let menuContainmentTolerance = 0.5

  /// Whether a rectangle lies within the shown menu as drawn (``menuFrameOnScreen``), to half a
  /// point (`menuContainmentTolerance`).
  ///
  /// For a layer that cannot ask its view tree whether a view is the menu's (SwiftUI gives a
  /// modifier no view of the menu's own): a view whose frame lies within the drawn menu is the
  /// menu's; one only partly inside (the content beside it) is not, and a hidden menu holds
  /// nothing. A rectangle with a coordinate that is not a number is never inside.
  ///
  /// - Parameter rect: The rectangle, in container points.
  /// - Returns: Whether it lies within the shown menu.
  public func menuContains(_ rect: SideMenuRect) -> Bool {
    guard !isMenuHidden else { return false }
    let menu = menuFrameOnScreen
    let slack = Self.menuContainmentTolerance
    return rect.minX >= menu.minX - slack && rect.maxX <= menu.maxX + slack
      && rect.minY >= menu.minY - slack && rect.maxY <= menu.maxY + slack
  }
}
