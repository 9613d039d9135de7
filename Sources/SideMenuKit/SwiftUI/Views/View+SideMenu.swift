#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  extension View {
    /// Shows a side menu beside this view while a binding is `true`, interactively: the menu
    /// follows the finger from the screen edge, keeps the velocity of a flick, and can be caught
    /// mid-animation, with the same motion as the UIKit layer because the same engine
    /// (`SideMenuCore`'s `SideMenuStateMachine`) decides.
    ///
    /// ```swift
    /// struct ContentView: View {
    ///   @State private var isMenuOpen = false
    ///
    ///   var body: some View {
    ///     NavigationStack {
    ///       InboxView()
    ///         .toolbar {
    ///           Button {
    ///             isMenuOpen = true
    ///           } label: {
    ///             Label("Menu", systemImage: "line.3.horizontal")
    ///           }
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
    /// ignore the safe area to reach the screen's edges). Its view is built the first time it
    /// opens (so its `onAppear` and `task` run then, not at launch) and stays in the view tree
    /// afterwards, so its state survives closing; while closed it is hidden from sight, touches
    /// and VoiceOver, and disabled (its buttons and keyboard shortcuts do nothing). Use
    /// `callbacks` to act when it opens or closes, and `@Environment(\.sideMenu)`
    /// (``SideMenuActions``) to open or close it from inside the content or the menu. The edges
    /// follow `layoutDirection`: `.leading` is on the right in right-to-left languages, and every
    /// style mirrors. Reduce Motion replaces the motion with the configuration's
    /// ``SideMenuConfiguration/reduceMotion``. The modifier's container ignores the container
    /// safe area, so apply it to a view that fills the screen, such as a `NavigationStack` or
    /// `TabView`; the software keyboard does not change the container (the content and the menu
    /// avoid it themselves).
    ///
    /// Drags: on iOS 18 and later the menu's drag is a UIKit pan recognizer that takes the
    /// touch once the engine claims it (a `List` under it stops scrolling, swipe actions and
    /// the back swipe do not fire as well). On iOS 15–17 it is a `DragGesture` that runs
    /// simultaneously with the content's gestures: drags the engine refuses (vertical
    /// scrolling, the back swipe) are left alone, but a claimed drag is seen by the content too.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the menu is open. The menu writes `false` here when the user
    ///     closes it and `true` when they open it by dragging.
    ///   - edge: The edge the menu is attached to. Default: `.leading`. This edge is enabled and
    ///     the other disabled, whatever the configuration says.
    ///   - configuration: Styles, widths, gestures and timings. Default:
    ///     ``SideMenuConfiguration/standard``. Changing it applies at once.
    ///   - appearance: Colours, blur and VoiceOver texts, as in the UIKit layer (its
    ///     `backdropColor` and `contentTransitionDuration` belong to UIKit's modal presentation
    ///     and content swap and are not used here). Default: `SideMenuAppearance()`.
    ///   - callbacks: Closures for the menu opening, closing, its progress every frame (0…1) and
    ///     the release decision. Default: none.
    ///   - content: The menu.
    /// - Returns: A view that shows the menu beside this one.
    public func sideMenu<Menu: View>(
      isPresented: Binding<Bool>,
      edge: SideMenuEdge = .leading,
      configuration: SideMenuConfiguration = .standard,
      appearance: SideMenuAppearance = SideMenuAppearance(),
      callbacks: SideMenuCallbacks = SideMenuCallbacks(),
      @ViewBuilder content: () -> Menu
    ) -> some View {
      var effective = configuration
      effective[edge].isEnabled = true
      effective[edge.opposite].isEnabled = false
      let selection = SideMenuSelection(isPresented: isPresented, edge: edge)
      // One slot whatever the edge, so changing `edge` moves the menu without rebuilding it.
      return modifier(
        SideMenuViewModifier(
          selection: selection, configuration: effective, appearance: appearance,
          callbacks: callbacks,
          menus: SideMenuSlots<Menu, EmptyView>(first: content(), firstEdge: edge, second: nil)))
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
    /// ``SwiftUI/View/sideMenu(isPresented:edge:configuration:appearance:callbacks:content:)``.
    ///
    /// - Parameters:
    ///   - presentedEdge: The edge whose menu is open, or `nil` when both are closed.
    ///   - configuration: Styles, widths, gestures and timings for both edges. Default:
    ///     ``SideMenuConfiguration/standard``. Both edges are enabled, whatever it says.
    ///   - appearance: Colours, blur and VoiceOver texts for both menus. Default:
    ///     `SideMenuAppearance()`.
    ///   - callbacks: Closures for the menus opening, closing, their progress and the release
    ///     decision. Default: none.
    ///   - leading: The menu on the leading edge.
    ///   - trailing: The menu on the trailing edge.
    /// - Returns: A view that shows the menus beside this one.
    public func sideMenu<Leading: View, Trailing: View>(
      presentedEdge: Binding<SideMenuEdge?>,
      configuration: SideMenuConfiguration = .standard,
      appearance: SideMenuAppearance = SideMenuAppearance(),
      callbacks: SideMenuCallbacks = SideMenuCallbacks(),
      @ViewBuilder leading: () -> Leading,
      @ViewBuilder trailing: () -> Trailing
    ) -> some View {
      var effective = configuration
      effective.leading.isEnabled = true
      effective.trailing.isEnabled = true
      let selection = SideMenuSelection(presentedEdge: presentedEdge)
      return modifier(
        SideMenuViewModifier(
          selection: selection, configuration: effective, appearance: appearance,
          callbacks: callbacks,
          menus: SideMenuSlots(first: leading(), firstEdge: .leading, second: trailing())))
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
    /// With tabs, state it once, on the `TabView`, from the path of the tab that is selected:
    /// a `TabView` keeps every tab's views (and their preferences), and any `true` wins, so a
    /// screen pushed in another tab would otherwise keep the leading edge from opening the menu
    /// in this one.
    ///
    /// ```swift
    /// TabView(selection: $tab) { … }
    ///   .sideMenuBackGestureAvailable(!paths[tab].isEmpty)
    ///   .sideMenu(isPresented: $isMenuOpen) { MenuView() }
    /// ```
    ///
    /// - Parameter isAvailable: Whether the back swipe could pop a screen now.
    /// - Returns: A view that reports it to the side menu.
    public func sideMenuBackGestureAvailable(_ isAvailable: Bool) -> some View {
      preference(key: SideMenuBackGestureAvailableKey.self, value: isAvailable)
    }

    /// Switches off, while this view is on screen, the drags that open an enclosing side menu
    /// (from the edge, and from the content when that is on) — for a screen whose own
    /// horizontal drags matter more (a map, a drawing canvas). Requests, the menu button, and
    /// drags that close an open menu keep working. The counterpart of
    /// ``sideMenuBackGestureAvailable(_:)``; as with it, state it for what is on screen (the
    /// selected tab), since any `true` wins.
    ///
    /// ```swift
    /// MapScreen()
    ///   .sideMenuEdgeDragDisabled(true)
    /// ```
    ///
    /// - Parameter isDisabled: Whether the opening drags are off.
    /// - Returns: A view that reports it to the side menu.
    public func sideMenuEdgeDragDisabled(_ isDisabled: Bool = true) -> some View {
      preference(key: SideMenuEdgeDragDisabledKey.self, value: isDisabled)
    }
  }
#endif
