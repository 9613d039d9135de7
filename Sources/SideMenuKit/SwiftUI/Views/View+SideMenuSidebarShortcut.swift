#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  extension View {
    /// Switches off (or back on) the ⌃⌘S keyboard shortcut the side menu offers while one of its
    /// menus is docked — "Show Sidebar" / "Hide Sidebar" in the keyboard-shortcut overlay — for
    /// an app that offers its own command. The SwiftUI counterpart of
    /// ``SideMenuController/isSidebarKeyCommandEnabled``. Apply it after `.sideMenu(…)`.
    ///
    /// ```swift
    /// .sideMenu(isPresented: $showsMailboxes, configuration: docking) { MailboxesView() }
    /// .sideMenuSidebarShortcutDisabled()
    /// ```
    ///
    /// - Parameter isDisabled: Whether ⌃⌘S is off. Default: `true`.
    /// - Returns: A view whose side menus offer ⌃⌘S only when it is on.
    public func sideMenuSidebarShortcutDisabled(_ isDisabled: Bool = true) -> some View {
      transformEnvironment(\.sideMenuOptions) { $0.isSidebarShortcutEnabled = !isDisabled }
    }
  }
#endif
