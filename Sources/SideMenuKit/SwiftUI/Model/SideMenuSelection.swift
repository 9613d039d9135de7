#if os(iOS) && canImport(SwiftUI)
  import SideMenuCore
  import SwiftUI

  /// What the app's binding asks for, and how to write the engine's answer back: one shape for
  /// `isPresented` + an edge and for a binding to an optional edge.
  struct SideMenuSelection {
    /// The edge the binding asks to show, or `nil` for closed.
    var edge: SideMenuEdge?
    /// Writes a resting state back into the binding.
    var write: @MainActor (SideMenuEdge?) -> Void

    /// `sideMenu(isPresented:edge:)`: `true` is the menu on `edge`; writing a resting state
    /// stores whether that menu is open. The binding is read now (SwiftUI hands the modifier a
    /// new one every time it evaluates the body) and written through when the menu rests.
    @MainActor init(isPresented: Binding<Bool>, edge: SideMenuEdge) {
      self.edge = isPresented.wrappedValue ? edge : nil
      write = { isPresented.wrappedValue = $0 == edge }
    }

    /// `sideMenu(presentedEdge:)`: the binding is the open edge, `nil` for closed.
    @MainActor init(presentedEdge: Binding<SideMenuEdge?>) {
      edge = presentedEdge.wrappedValue
      write = { presentedEdge.wrappedValue = $0 }
    }
  }
#endif
