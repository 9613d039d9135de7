#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  /// The environment key behind `\.sideMenuProgress`.
  private struct SideMenuProgressKey: EnvironmentKey {
    static let defaultValue = 0.0
  }

  /// The environment key behind `\.sideMenuDockedEdges`.
  private struct SideMenuDockedEdgesKey: EnvironmentKey {
    static let defaultValue: Set<SideMenuEdge> = []
  }

  extension EnvironmentValues {
    /// How far the enclosing side menu is open, 0 (closed) … 1 (open), every frame it moves —
    /// during a drag and an animation — for a view that follows it, such as a menu button whose
    /// icon turns as the menu opens. The shown menu's progress (either edge), held to 0…1 while
    /// a drag stretches the menu past open; 0 outside a `sideMenu` modifier.
    ///
    /// ```swift
    /// struct MenuButton: View {
    ///   @Environment(\.sideMenuProgress) private var progress
    ///   @Environment(\.sideMenu) private var sideMenu
    ///
    ///   var body: some View {
    ///     Button { sideMenu.toggle() } label: {
    ///       Image(systemName: "line.3.horizontal")
    ///         .rotationEffect(.degrees(90 * progress))
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// A value of its own, apart from ``SwiftUI/EnvironmentValues/sideMenu`` and
    /// ``SwiftUI/EnvironmentValues/sideMenuDockedEdges``, so only the views that read it are
    /// updated every frame: SwiftUI updates a view for an environment change when a value it
    /// reads changed (https://developer.apple.com/documentation/swiftui/environment).
    /// The same value as ``SideMenuCallbacks/didUpdateProgress``.
    public var sideMenuProgress: Double {
      get { self[SideMenuProgressKey.self] }
      set { self[SideMenuProgressKey.self] = newValue }
    }

    /// The edges whose menus are docked beside the content now — sidebars, expanded or
    /// collapsed — as the edges' ``SideMenuEdgeConfiguration/docking`` rules decide from the
    /// window's width and size class; empty while every menu slides, and outside a `sideMenu`
    /// modifier. The SwiftUI counterpart of ``SideMenuDriver/layoutMode(for:)``, for example to
    /// hide the menu button while the menu is a sidebar (⌃⌘S and the binding still collapse
    /// and expand it):
    ///
    /// ```swift
    /// @Environment(\.sideMenuDockedEdges) private var dockedEdges
    ///
    /// .toolbar {
    ///   if !dockedEdges.contains(.leading) {
    ///     Button("Menu", systemImage: "line.3.horizontal") { sideMenu.open() }
    ///   }
    /// }
    /// ```
    public var sideMenuDockedEdges: Set<SideMenuEdge> {
      get { self[SideMenuDockedEdgesKey.self] }
      set { self[SideMenuDockedEdgesKey.self] = newValue }
    }
  }

  /// What the stage hands the content and the menus through the environment for one frame.
  struct SideMenuEnvironmentState: Equatable {
    /// The shown menu's progress, held to 0…1.
    var progress: Double
    /// The edges whose menus are docked now.
    var dockedEdges: Set<SideMenuEdge>
  }

  extension SideMenuViewModel {
    /// The environment state for a frame the stage draws (``frame(at:)``).
    ///
    /// - Parameter frame: The frame.
    /// - Returns: Its progress, held to 0…1 (a NaN as 0), and the docked edges now.
    func environmentState(for frame: SideMenuFrameState) -> SideMenuEnvironmentState {
      let progress = frame.progress.isNaN ? 0 : Swift.min(1, Swift.max(0, frame.progress))
      return SideMenuEnvironmentState(
        progress: progress, dockedEdges: Set(SideMenuEdge.allCases.filter(machine.isDocked)))
    }
  }

  extension View {
    /// Sets the frame's environment state on a view the stage holds (the content, a menu).
    ///
    /// - Parameter state: The frame's progress and docked edges.
    /// - Returns: The view with them in its environment.
    func sideMenuEnvironmentState(_ state: SideMenuEnvironmentState) -> some View {
      environment(\.sideMenuProgress, state.progress)
        .environment(\.sideMenuDockedEdges, state.dockedEdges)
    }
  }
#endif
