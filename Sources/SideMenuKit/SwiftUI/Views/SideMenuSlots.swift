#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  /// The menus a modifier shows: the first one on `firstEdge`, an optional second one on the
  /// opposite edge. One slot per menu, whatever its edge, so a menu whose edge changes (the
  /// `edge:` of `sideMenu(isPresented:)`) keeps its place in the view tree and its state.
  struct SideMenuSlots<First: View, Second: View> {
    var first: First
    var firstEdge: SideMenuEdge
    var second: Second?
  }
#endif
