#if canImport(SwiftUI) && !os(watchOS)
  #if canImport(SideMenuKit)
    import SideMenuKit
  #endif
  import SwiftUI

  /// A small SwiftUI app using SideMenuKit: a leading navigation menu and a trailing filter
  /// menu with different styles, over a `TabView` whose tabs hold `NavigationStack`s.
  struct SideMenuSwiftUIExampleApp: App {
    var body: some Scene {
      WindowGroup {
        RootView()
      }
    }
  }

  /// The two menus' configuration: the leading menu slides the content aside, the trailing one
  /// scales it down.
  enum ExampleMenus {
    static let configuration: SideMenuConfiguration = {
      var configuration = SideMenuConfiguration()
      configuration.leading.style = .slideAside
      configuration.trailing.style = .scaleDown
      configuration.trailing.width = .fixed(280)
      return configuration
    }()
  }

  /// The app's root: tabs, with both menus over them.
  struct RootView: View {
    @State private var openMenu: SideMenuEdge?
    @State private var selectedTab = 0
    @State private var inboxPath: [Int] = []

    var body: some View {
      TabView(selection: $selectedTab) {
        NavigationStack(path: $inboxPath) {
          InboxView(openMenu: $openMenu)
            .navigationDestination(for: Int.self) { MessageView(number: $0) }
        }
        // A pushed message can be popped with the back swipe: the leading edge yields to it.
        .sideMenuBackGestureAvailable(!inboxPath.isEmpty)
        .tabItem { Label("Inbox", systemImage: "tray") }
        .tag(0)

        NavigationStack {
          SettingsView()
        }
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(1)
      }
      .sideMenu(presentedEdge: $openMenu, configuration: ExampleMenus.configuration) {
        NavigationMenu(selectedTab: $selectedTab, openMenu: $openMenu)
      } trailing: {
        FilterMenu()
      }
    }
  }

  #if canImport(SideMenuKit)
    /// The app's entry point: `SideMenuSwiftUIExampleApp.main()` is what `@main` on the app
    /// would call. It exists only where SideMenuKit is a module of its own (a real app build, or
    /// `Scripts/typecheck-uikit.sh`), so the examples also type-check compiled into one module
    /// together with the library, where two apps' entry points would collide.
    @main
    enum SideMenuSwiftUIExampleMain {
      @MainActor static func main() { SideMenuSwiftUIExampleApp.main() }
    }
  #endif
#endif
