#if os(iOS)
  import UIKit
  import SideMenuCore

  /// How a screen chosen in the menu is shown in the app's navigation stack.
  ///
  /// ```swift
  /// presentation.show(SettingsViewController(), pushStyle: .popToExistingOrPush)
  /// ```
  public enum SideMenuPushStyle: Equatable, Hashable, Sendable, CaseIterable {
    /// Pushes the screen on the content's navigation stack (SideMenu's `.default`).
    case push
    /// Pops back to a screen of the same class already in the stack, or pushes when there is
    /// none: choosing "Inbox" twice does not stack two inboxes (SideMenu's `.popWhenPossible`).
    case popToExistingOrPush
    /// Replaces the whole stack with the screen, for top-level sections (SideMenu's
    /// `.replace`).
    case replaceStack
    /// Pushes the screen inside the menu's own navigation controller, for sub-menus; the menu
    /// stays open (SideMenu's `.subMenu`).
    case pushInMenu
  }

#endif
