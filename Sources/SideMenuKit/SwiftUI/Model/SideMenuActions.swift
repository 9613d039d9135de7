#if os(iOS) && canImport(SwiftUI)
  import SideMenuCore

  /// Opens and closes the enclosing side menu from inside its content or its menus, without a
  /// binding passed down: read it with `@Environment(\.sideMenu)`.
  ///
  /// ```swift
  /// struct MenuRow: View {
  ///   @Environment(\.sideMenu) private var sideMenu
  ///   @State private var isSettingsShown = false
  ///
  ///   var body: some View {
  ///     Button("Settings") { isSettingsShown = true }
  ///       // Closes the menu as the sheet comes up, if the configuration says so.
  ///       .sideMenuSheet(isPresented: $isSettingsShown) { SettingsView() }
  ///   }
  /// }
  /// ```
  ///
  /// Each call is a request to the engine, exactly like changing the modifier's binding: the
  /// engine resolves it from wherever the menu is (mid-drag, mid-animation), and the binding is
  /// updated when the menu comes to rest. Outside a `sideMenu` modifier the actions do nothing
  /// and ``isAvailable`` is `false`.
  public struct SideMenuActions: Sendable {
    /// Where the requests go; `nil` outside a side menu.
    private let send: (@MainActor @Sendable (SideMenuEvent) -> Void)?

    /// Actions that do nothing: the environment's value outside a side menu.
    public init() {
      send = nil
    }

    /// Actions that send their requests to a model (held weakly: the environment may outlive it).
    init(model: SideMenuViewModel) {
      send = { [weak model] event in model?.send(event) }
    }

    /// Whether a side menu encloses the view that reads these actions.
    public var isAvailable: Bool { send != nil }

    /// Opens the menu on an edge (closing the other one first, if it is shown). An edge the
    /// modifier has no menu for is ignored (a diagnostic in debug builds).
    ///
    /// - Parameters:
    ///   - edge: The edge whose menu opens. Default: `.leading`.
    ///   - animated: Whether it animates. Default: `true`.
    @MainActor public func open(_ edge: SideMenuEdge = .leading, animated: Bool = true) {
      send?(.open(edge, animated: animated, completion: nil))
    }

    /// Closes the shown menu.
    ///
    /// - Parameter animated: Whether it animates. Default: `true`.
    @MainActor public func close(animated: Bool = true) {
      send?(.close(animated: animated, completion: nil))
    }

    /// Opens the menu on an edge if the menu is closed or animating closed, closes it otherwise
    /// (the engine's `SideMenuEvent.toggle(_:animated:completion:)`).
    ///
    /// - Parameters:
    ///   - edge: The edge. Default: `.leading`.
    ///   - animated: Whether it animates. Default: `true`.
    @MainActor public func toggle(_ edge: SideMenuEdge = .leading, animated: Bool = true) {
      send?(.toggle(edge, animated: animated, completion: nil))
    }

    /// Closes the menu if ``SideMenuConfiguration/dismissesWhenPresentingFromMenu`` is on, as the
    /// UIKit layer does when a menu presents a view controller. `sideMenuSheet(isPresented:)`
    /// and `sideMenuFullScreenCover(isPresented:)` call it for you; call it yourself only before
    /// a presentation they do not cover (an alert, a `confirmationDialog`), since SwiftUI does
    /// not tell a modifier that a descendant presents something.
    @MainActor public func willPresentFromMenu() {
      send?(.willPresentFromMenu)
    }
  }

#endif
