#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

  extension View {
    /// Shows a side menu beside this view while a binding is `true`, interactively: the menu
    /// follows the finger from the screen edge, keeps the velocity of a flick, and can be caught
    /// mid-animation, with the same motion as the UIKit layer because the same engine
    /// (``SideMenuStateMachine``) decides.
    ///
    /// ```swift
    /// struct ContentView: View {
    ///   @State private var isMenuOpen = false
    ///
    ///   var body: some View {
    ///     NavigationStack {
    ///       InboxView()
    ///         .toolbar {
    ///           Button("Menu", systemImage: "line.3.horizontal") { isMenuOpen = true }
    ///         }
    ///     }
    ///     .sideMenu(isPresented: $isMenuOpen) {
    ///       MenuView()
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// Setting the binding animates the menu open or closed (no `withAnimation` needed: the
    /// engine animates with the configuration's timings). A drag, a scrim tap, the Escape key or
    /// VoiceOver's escape gesture moves the menu, and the binding is updated once the menu comes
    /// to rest. Changing the binding during a drag or an animation is resolved by the engine:
    /// the menu leaves the finger and heads for the requested state from where it is.
    ///
    /// The menu is as tall as this view and as wide as the edge's
    /// ``SideMenuEdgeConfiguration/width``, laid out inside the safe area (let its background
    /// ignore the safe area to reach the screen's edges). It stays in the view tree while closed,
    /// so its state survives; it is hidden from sight, touches and VoiceOver then. The edges
    /// follow `layoutDirection`: `.leading` is on the right in right-to-left languages, and every
    /// style mirrors. Reduce Motion replaces the motion with the configuration's
    /// ``SideMenuConfiguration/reduceMotion``. The modifier's container ignores the container
    /// safe area (not the keyboard's), so apply it to a view that fills the screen, such as a
    /// `NavigationStack` or `TabView`.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the menu is open. The menu writes `false` here when the user
    ///     closes it and `true` when they open it by dragging.
    ///   - edge: The edge the menu is attached to. Default: `.leading`. This edge is enabled and
    ///     the other disabled, whatever the configuration says.
    ///   - configuration: Styles, widths, gestures and timings. Default:
    ///     ``SideMenuConfiguration/standard``. Changing it applies at once.
    ///   - content: The menu.
    /// - Returns: A view that shows the menu beside this one.
    public func sideMenu<Menu: View>(
      isPresented: Binding<Bool>,
      edge: SideMenuEdge = .leading,
      configuration: SideMenuConfiguration = .standard,
      @ViewBuilder content: () -> Menu
    ) -> some View {
      var effective = configuration
      effective[edge].isEnabled = true
      effective[edge.opposite].isEnabled = false
      let selection = SideMenuSelection(
        edge: isPresented.wrappedValue ? edge : nil,
        write: { isPresented.wrappedValue = $0 == edge })
      let menu = content()
      return modifier(
        SideMenuViewModifier(
          selection: selection, configuration: effective,
          leading: edge == .leading ? menu : nil, trailing: edge == .trailing ? menu : nil))
    }

    /// Shows a leading and a trailing side menu beside this view, one at a time, bound to the
    /// edge that is open.
    ///
    /// ```swift
    /// @State private var openMenu: SideMenuEdge?
    ///
    /// var body: some View {
    ///   TabView { … }
    ///     .sideMenu(presentedEdge: $openMenu) {
    ///       NavigationMenu()
    ///     } trailing: {
    ///       FiltersMenu()
    ///     }
    /// }
    /// ```
    ///
    /// Setting the binding to the other edge while a menu is open closes that menu, then opens
    /// the requested one; `nil` closes. A drag from either screen edge opens that edge's menu,
    /// and the binding is updated when the menu comes to rest. Everything else is as in
    /// ``SwiftUI/View/sideMenu(isPresented:edge:configuration:content:)``.
    ///
    /// - Parameters:
    ///   - presentedEdge: The edge whose menu is open, or `nil` when both are closed.
    ///   - configuration: Styles, widths, gestures and timings for both edges. Default:
    ///     ``SideMenuConfiguration/standard``. Both edges are enabled, whatever it says.
    ///   - leading: The menu on the leading edge.
    ///   - trailing: The menu on the trailing edge.
    /// - Returns: A view that shows the menus beside this one.
    public func sideMenu<Leading: View, Trailing: View>(
      presentedEdge: Binding<SideMenuEdge?>,
      configuration: SideMenuConfiguration = .standard,
      @ViewBuilder leading: () -> Leading,
      @ViewBuilder trailing: () -> Trailing
    ) -> some View {
      var effective = configuration
      effective.leading.isEnabled = true
      effective.trailing.isEnabled = true
      let selection = SideMenuSelection(
        edge: presentedEdge.wrappedValue, write: { presentedEdge.wrappedValue = $0 })
      return modifier(
        SideMenuViewModifier(
          selection: selection, configuration: effective, leading: leading(),
          trailing: trailing()))
    }

    /// Tells an enclosing side menu whether a navigation stack here could pop now, so that a
    /// drag from the leading screen edge goes to the back swipe instead of opening the menu
    /// (when ``SideMenuGestureConfiguration/yieldsToBackGesture`` is on, the default).
    ///
    /// SwiftUI does not expose whether a `NavigationStack` can pop, so the app states it, most
    /// simply from its navigation path:
    ///
    /// ```swift
    /// NavigationStack(path: $path) { … }
    ///   .sideMenuBackGestureAvailable(!path.isEmpty)
    ///   .sideMenu(isPresented: $isMenuOpen) { MenuView() }
    /// ```
    ///
    /// - Parameter isAvailable: Whether the back swipe could pop a screen now.
    /// - Returns: A view that reports it to the side menu.
    public func sideMenuBackGestureAvailable(_ isAvailable: Bool) -> some View {
      preference(key: SideMenuBackGestureAvailableKey.self, value: isAvailable)
    }
  }
#endif
