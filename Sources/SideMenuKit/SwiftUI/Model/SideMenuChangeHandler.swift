#if os(iOS) && canImport(SwiftUI)
  import SideMenuCore

  /// One `onSideMenuChange`-style handler from the environment.
  struct SideMenuChangeHandler {
    /// Called with every notification of the enclosing side menu.
    var perform: @MainActor (SideMenuNotification) -> Void
  }
#endif
