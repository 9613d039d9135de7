#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  /// What the environment modifiers below set for an enclosing `sideMenu` modifier. Apply them
  /// to the view that has `.sideMenu(…)`, after it (they reach it through the environment, as
  /// `tint(_:)` or `buttonStyle(_:)` reach their views).
  struct SideMenuEnvironmentStyle {
    /// The scrim's fill, replacing ``SideMenuAppearance/scrimColor``.
    var scrim: AnyShapeStyle?
    /// What is drawn behind the menu's views, replacing the appearance's blur.
    var background: AnyShapeStyle?
    /// The shadows' colour, replacing ``SideMenuAppearance/shadowColor``.
    var shadow: Color?
    /// Opening and closing timings, replacing the configuration's.
    var openTiming: SideMenuTiming?
    var closeTiming: SideMenuTiming?
    /// The change handlers, outermost last.
    var changeHandlers: [SideMenuChangeHandler] = []
  }

  private struct SideMenuEnvironmentStyleKey: EnvironmentKey {
    static let defaultValue = SideMenuEnvironmentStyle()
  }

  extension EnvironmentValues {
    var sideMenuStyle: SideMenuEnvironmentStyle {
      get { self[SideMenuEnvironmentStyleKey.self] }
      set { self[SideMenuEnvironmentStyleKey.self] = newValue }
    }
  }

  extension View {
    /// Fills the side menu's scrim — the dimming over the content while a menu is shown — with
    /// a colour, gradient or material. The engine's ``SideMenuFrameState/scrimAlpha`` fades it.
    ///
    /// ```swift
    /// ContentView()
    ///   .sideMenu(isPresented: $isMenuOpen) { MenuView() }
    ///   .sideMenuScrim(.black.opacity(0.4))
    /// ```
    ///
    /// - Parameter style: The scrim's fill.
    /// - Returns: A view whose side menus draw that scrim.
    public func sideMenuScrim<S: ShapeStyle>(_ style: S) -> some View {
      transformEnvironment(\.sideMenuStyle) { $0.scrim = AnyShapeStyle(style) }
    }

    /// Draws a colour, gradient or material behind the side menu's views, in place of the
    /// appearance's ``SideMenuAppearance/blurEffectStyle``. It fades with the menu's views.
    ///
    /// - Parameter style: The menu's background.
    /// - Returns: A view whose side menus draw that background.
    public func sideMenuBackground<S: ShapeStyle>(_ style: S) -> some View {
      transformEnvironment(\.sideMenuStyle) { $0.background = AnyShapeStyle(style) }
    }

    /// Sets the colour of the shadows the side menu's styles cast (the menu's and the
    /// content's), in place of ``SideMenuAppearance/shadowColor``.
    ///
    /// - Parameter color: The shadows' colour.
    /// - Returns: A view whose side menus cast shadows of that colour.
    public func sideMenuShadowColor(_ color: Color) -> some View {
      transformEnvironment(\.sideMenuStyle) { $0.shadow = color }
    }

    /// Moves the side menu with one timing both ways — SwiftUI's springs by the same names and
    /// parameters (`.snappy`, `.smooth`, `.bouncy`, `.spring(duration:bounce:)`), or a curve —
    /// in place of the configuration's ``SideMenuConfiguration/openTiming`` and
    /// ``SideMenuConfiguration/closeTiming``.
    ///
    /// ```swift
    /// .sideMenu(isPresented: $isMenuOpen) { MenuView() }
    /// .sideMenuTiming(.snappy)
    /// ```
    ///
    /// - Parameter timing: The opening and closing timing.
    /// - Returns: A view whose side menus move with that timing.
    public func sideMenuTiming(_ timing: SideMenuTiming) -> some View {
      sideMenuTiming(open: timing, close: timing)
    }

    /// Moves the side menu with one timing to open and another to close.
    ///
    /// - Parameters:
    ///   - open: The opening timing, e.g. `.bouncy`.
    ///   - close: The closing timing, e.g. `.smooth(duration: 0.3)`.
    /// - Returns: A view whose side menus move with those timings.
    public func sideMenuTiming(open: SideMenuTiming, close: SideMenuTiming) -> some View {
      transformEnvironment(\.sideMenuStyle) {
        $0.openTiming = open
        $0.closeTiming = close
      }
    }

    /// Calls `action` with every change of the enclosing side menu — the one typed stream of
    /// ``SideMenuNotification``s, in the order the UIKit delegate hears them (`willOpen`, then
    /// `didOpen` or `openingCancelled`; `willClose`, then `didClose` or `closingCancelled`;
    /// `progress` every frame the menu moves). Applies to the `sideMenu` modifier it is applied
    /// after; several can be chained.
    ///
    /// ```swift
    /// .sideMenu(isPresented: $isMenuOpen) { MenuView() }
    /// .onSideMenuChange { change in
    ///   if case .didOpen = change { analytics.log("menu") }
    /// }
    /// ```
    ///
    /// - Parameter action: Called on the main actor for each notification.
    /// - Returns: A view whose side menus report their changes to `action`.
    public func onSideMenuChange(
      perform action: @escaping @MainActor (SideMenuNotification) -> Void
    ) -> some View {
      transformEnvironment(\.sideMenuStyle) {
        $0.changeHandlers.append(SideMenuChangeHandler(perform: action))
      }
    }

    /// Calls `action` when a side menu is fully open (``SideMenuNotification/didOpen(_:)``).
    ///
    /// - Parameter action: Called with the edge whose menu opened.
    /// - Returns: A view that reports its side menus opening.
    public func onSideMenuOpen(perform action: @escaping @MainActor (SideMenuEdge) -> Void)
      -> some View
    {
      onSideMenuChange { if case .didOpen(let edge) = $0 { action(edge) } }
    }

    /// Calls `action` when a side menu is fully closed (``SideMenuNotification/didClose(_:)``).
    ///
    /// - Parameter action: Called with the edge whose menu closed.
    /// - Returns: A view that reports its side menus closing.
    public func onSideMenuClose(perform action: @escaping @MainActor (SideMenuEdge) -> Void)
      -> some View
    {
      onSideMenuChange { if case .didClose(let edge) = $0 { action(edge) } }
    }

    /// Presents a sheet from inside a side menu: SwiftUI's `sheet(isPresented:onDismiss:content:)`,
    /// and, as the binding turns `true`, the menu closes if
    /// ``SideMenuConfiguration/dismissesWhenPresentingFromMenu`` is on — what the UIKit layer does
    /// when a menu presents a view controller, without a call to remember.
    ///
    /// ```swift
    /// Button("Settings") { isSettingsShown = true }
    ///   .sideMenuSheet(isPresented: $isSettingsShown) { SettingsView() }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown.
    ///   - onDismiss: Called when the sheet goes away.
    ///   - content: The sheet.
    /// - Returns: A view that presents the sheet.
    public func sideMenuSheet<Sheet: View>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Sheet
    ) -> some View {
      modifier(SideMenuPresentingModifier(isPresented: isPresented.wrappedValue))
        .sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a full-screen cover from inside a side menu, closing the menu first as
    /// ``sideMenuSheet(isPresented:onDismiss:content:)`` does.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the cover is shown.
    ///   - onDismiss: Called when the cover goes away.
    ///   - content: The cover.
    /// - Returns: A view that presents the cover.
    public func sideMenuFullScreenCover<Cover: View>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Cover
    ) -> some View {
      modifier(SideMenuPresentingModifier(isPresented: isPresented.wrappedValue))
        .fullScreenCover(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }
  }

  /// Tells the enclosing side menu when a presentation from its menu starts.
  private struct SideMenuPresentingModifier: ViewModifier {
    let isPresented: Bool
    @Environment(\.sideMenu) private var sideMenu

    func body(content: Content) -> some View {
      content.onChange(of: isPresented) { presented in
        if presented { sideMenu.willPresentFromMenu() }
      }
    }
  }
#endif
