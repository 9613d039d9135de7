import SideMenuKit
import SwiftUI

/// A small SwiftUI app using SideMenuKit: a leading navigation menu and a trailing filter
/// menu with different styles, over a `TabView` whose tabs hold `NavigationStack`s.
@main
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
  @State private var settingsPath: [String] = []
  @State private var menuOpenings = 0

  /// Whether the selected tab's navigation stack could pop now. Read from the selected tab's
  /// path only: a `TabView` keeps every tab's views, so a preference set inside each tab would
  /// let a screen pushed in one tab stop the leading edge from opening the menu in another.
  private var canPopSelectedTab: Bool {
    selectedTab == 0 ? !inboxPath.isEmpty : !settingsPath.isEmpty
  }

  /// What the app does when a menu opens or closes: here, it counts openings (shown in the
  /// settings tab). Runs once per event, not per frame; `didUpdateProgress` would run per frame.
  private var callbacks: SideMenuCallbacks {
    var callbacks = SideMenuCallbacks()
    callbacks.didOpen = { _ in menuOpenings += 1 }
    return callbacks
  }

  var body: some View {
    TabView(selection: $selectedTab) {
      NavigationStack(path: $inboxPath) {
        InboxView(openMenu: $openMenu)
          .navigationDestination(for: Int.self) { MessageView(number: $0) }
      }
      .tabItem { Label("Inbox", systemImage: "tray") }
      .tag(0)

      NavigationStack(path: $settingsPath) {
        SettingsView(menuOpenings: menuOpenings)
          .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
      }
      .tabItem { Label("Settings", systemImage: "gear") }
      .tag(1)
    }
    // A pushed screen in the selected tab can be popped with the back swipe: the leading
    // edge yields to it there, and only there.
    .sideMenuBackGestureAvailable(canPopSelectedTab)
    .sideMenu(
      presentedEdge: $openMenu, configuration: ExampleMenus.configuration,
      callbacks: callbacks
    ) {
      NavigationMenu(selectedTab: $selectedTab)
    } trailing: {
      FilterMenu()
    }
  }
}
