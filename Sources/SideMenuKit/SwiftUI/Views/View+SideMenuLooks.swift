#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  extension View {
    /// Puts Liquid Glass behind the side menu's views — SwiftUI's `glassEffect(_:in:)` of a
    /// style and tint, in the menu's shape (a ``SideMenuStyle/menuPanel``'s rounded panel) — in
    /// place of ``SideMenuAppearance/glassEffectStyle`` and ``SideMenuAppearance/glassTintColor``,
    /// without UIKit types. Apply it after `.sideMenu(…)`.
    ///
    /// ```swift
    /// .sideMenu(isPresented: $isMenuOpen) { MenuView() }
    /// .sideMenuGlass(.regular, tint: .blue.opacity(0.2))
    /// ```
    ///
    /// Where glass cannot be shown the menu falls back as the appearance's glass does: to the
    /// appearance's blur, else to the opaque ``sideMenuReducedTransparencyColor(_:)`` — on
    /// iOS 15–18, in an app built with Xcode 16, and under Reduce Transparency on every version.
    /// A ``sideMenuBackground(_:)`` replaces the glass.
    ///
    /// - Parameters:
    ///   - style: The glass's style. Default: ``SideMenuGlassEffectStyle/regular``.
    ///   - tint: A tint for the glass, or `nil` for its own colour. Default: `nil`.
    /// - Returns: A view whose side menus stand on that glass.
    public func sideMenuGlass(_ style: SideMenuGlassEffectStyle = .regular, tint: Color? = nil)
      -> some View
    {
      transformEnvironment(\.sideMenuOptions) {
        $0.glassStyle = style
        $0.glassTint = tint
        $0.glass = nil
      }
    }

    #if compiler(>=6.2)  // `Glass`: the iOS 26 SDK's (Xcode 26, Swift 6.2)
      /// Puts SwiftUI's own Liquid Glass behind the side menu's views, drawn as given
      /// (`glassEffect(_:in:)` with this `Glass`, in the menu's shape), in place of the
      /// appearance's glass. Apply it after `.sideMenu(…)`.
      ///
      /// ```swift
      /// .sideMenu(isPresented: $isMenuOpen) { MenuView() }
      /// .sideMenuGlass(.clear.tint(.indigo))
      /// ```
      ///
      /// Under Reduce Transparency the menu stands on the opaque
      /// ``sideMenuReducedTransparencyColor(_:)`` instead (Apple: "…replace translucent
      /// backgrounds with opaque ones").
      /// https://developer.apple.com/documentation/swiftui/glass
      ///
      /// - Parameter glass: The glass, e.g. `.regular.tint(.blue)`.
      /// - Returns: A view whose side menus stand on that glass.
      @available(iOS 26.0, *)
      public func sideMenuGlass(_ glass: Glass) -> some View {
        transformEnvironment(\.sideMenuOptions) {
          $0.glass = glass
          $0.glassStyle = nil
          $0.glassTint = nil
        }
      }
    #endif

    /// Sets the opaque colour that stands in for the menu's blur or glass while Reduce
    /// Transparency is on (and for glass with no blur to fall back to before iOS 26), in place
    /// of ``SideMenuAppearance/reducedTransparencyColor``. Apply it after `.sideMenu(…)`.
    ///
    /// - Parameter color: An opaque colour. Default of the appearance: the system background.
    /// - Returns: A view whose side menus use that colour.
    public func sideMenuReducedTransparencyColor(_ color: Color) -> some View {
      transformEnvironment(\.sideMenuOptions) { $0.reducedTransparencyColor = color }
    }

    /// Sets the side menu's VoiceOver texts, in place of the appearance's (which default to the
    /// package's localised ``SideMenuStrings``). Apply it after `.sideMenu(…)`; a `nil` keeps
    /// the appearance's text.
    ///
    /// ```swift
    /// .sideMenu(isPresented: $isMenuOpen) { MenuView() }
    /// .sideMenuAccessibilityTexts(closeMenu: String(localized: "Close navigation"))
    /// ```
    ///
    /// - Parameters:
    ///   - closeMenu: The label of the "Close menu" button VoiceOver finds over the dimmed
    ///     content while a modal menu is open (``SideMenuAppearance/scrimAccessibilityLabel``).
    ///   - menuOpened: Announced when a menu that is not modal opens
    ///     (``SideMenuAppearance/menuOpenedAnnouncement``).
    ///   - menuClosed: Announced when such a menu closes
    ///     (``SideMenuAppearance/menuClosedAnnouncement``).
    /// - Returns: A view whose side menus speak those texts.
    public func sideMenuAccessibilityTexts(
      closeMenu: String? = nil, menuOpened: String? = nil, menuClosed: String? = nil
    ) -> some View {
      transformEnvironment(\.sideMenuOptions) {
        if let closeMenu { $0.closeMenuLabel = closeMenu }
        if let menuOpened { $0.menuOpenedAnnouncement = menuOpened }
        if let menuClosed { $0.menuClosedAnnouncement = menuClosed }
      }
    }
  }
#endif
