#if os(iOS)
  import Foundation
  import SideMenuCore

  /// The texts SideMenuKit shows to VoiceOver, localised from the strings catalog the package
  /// ships (`Sources/SideMenuKit/Resources/Localizable.xcstrings`, English).
  ///
  /// Each text is looked up in this order, so an app can translate or reword it without
  /// touching the package:
  /// 1. the app's own `SideMenuKit` table (`SideMenuKit.xcstrings` or `SideMenuKit.strings` in
  ///    the main bundle), under the key listed below;
  /// 2. the package's catalog, in the user's language where the package has it;
  /// 3. the English text (the key itself).
  ///
  /// A value set on ``SideMenuAppearance`` (UIKit and SwiftUI) replaces the lookup altogether.
  ///
  /// | Key | Used for |
  /// | --- | --- |
  /// | `Close menu` | The VoiceOver label of the dimmed area that closes an open menu. |
  /// | `Menu opened` | The announcement when a non-modal menu opens. |
  /// | `Menu closed` | The announcement when a non-modal menu closes. |
  /// | `Menu` | The VoiceOver label of the menu button (``SideMenuHost/makeToggleBarButtonItem(edge:image:accessibilityLabel:)``). |
  /// | `Show Sidebar` | The ⌃⌘S key command's title while a docked menu is collapsed (``SideMenuController``). |
  /// | `Hide Sidebar` | Its title while the docked menu is expanded. |
  ///
  /// ```swift
  /// // SideMenuKit.strings in the app, German:
  /// // "Close menu" = "Menü schließen";
  /// let label = SideMenuStrings.closeMenu
  /// ```
  public enum SideMenuStrings {
    /// The name of the app's table that overrides the package's texts: `SideMenuKit`.
    public static let overrideTableName = "SideMenuKit"

    /// "Close menu": the VoiceOver label of the dimmed area beside an open menu.
    public static var closeMenu: String {
      localized("Close menu")
    }

    /// "Menu opened": announced when a menu opens beside content that stays interactive.
    public static var menuOpened: String {
      localized("Menu opened")
    }

    /// "Menu closed": announced when such a menu closes.
    public static var menuClosed: String {
      localized("Menu closed")
    }

    /// "Menu": the VoiceOver label of the bar button that opens and closes the menu.
    public static var menuButton: String {
      localized("Menu")
    }

    /// "Show Sidebar": the title of ⌃⌘S in the keyboard-shortcut overlay while a docked menu
    /// is collapsed.
    public static var showSidebar: String {
      localized("Show Sidebar")
    }

    /// "Hide Sidebar": its title while the docked menu is expanded.
    public static var hideSidebar: String {
      localized("Hide Sidebar")
    }

    /// The package's own bundle. SwiftPM generates `Bundle.module` for a target with resources
    /// (https://developer.apple.com/documentation/xcode/bundling-resources-with-a-swift-package), and
    /// it is the only supported way to reach a package's resources (statically linked code and
    /// its resources live in different bundles). `SIDEMENUKIT_PACKAGE_RESOURCES` is defined by
    /// this package's manifest for exactly that target; the same sources compiled elsewhere (the
    /// type-check, the UIKit simulation, a framework that copies them in) have no `Bundle.module`
    /// and fall back to the bundle holding this code.
    private static var packageBundle: Bundle {
      #if SIDEMENUKIT_PACKAGE_RESOURCES
        return Bundle.module
      #else
        return Bundle(for: SideMenuStringsBundleToken.self)
      #endif
    }

    /// The package's translation, then the app's override table on top of it.
    /// `localizedString(forKey:value:table:)` returns `value` when the table has no such key
    /// (https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)).
    private static func localized(_ key: String) -> String {
      let packaged = packageBundle.localizedString(forKey: key, value: key, table: nil)
      return Bundle.main.localizedString(forKey: key, value: packaged, table: overrideTableName)
    }
  }

  /// A class in this module, for `Bundle(for:)` outside SwiftPM.
  private final class SideMenuStringsBundleToken {}
#endif
