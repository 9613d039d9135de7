#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  /// The environment key behind `\.sideMenu`.
  private struct SideMenuActionsKey: EnvironmentKey {
    static let defaultValue = SideMenuActions()
  }

  extension EnvironmentValues {
    /// The actions of the enclosing side menu: open, close, toggle, and the signal to give
    /// before presenting from a menu. Inactive (``SideMenuActions/isAvailable`` `false`) outside
    /// a `sideMenu` modifier.
    public var sideMenu: SideMenuActions {
      get { self[SideMenuActionsKey.self] }
      set { self[SideMenuActionsKey.self] = newValue }
    }
  }
#endif
