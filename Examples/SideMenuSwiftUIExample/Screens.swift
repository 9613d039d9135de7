import SideMenuKit
import SwiftUI

/// A scrolling list: vertical scrolling keeps working next to the menus' edge drags.
struct InboxView: View {
  @Binding var openMenu: SideMenuEdge?

  var body: some View {
    List(0..<50, id: \.self) { number in
      NavigationLink("Message \(number)", value: number)
    }
    .navigationTitle("Inbox")
    .toolbar {
      ToolbarItem(placement: .navigationBarLeading) {
        Button {
          openMenu = .leading
        } label: {
          Label("Menu", systemImage: "line.3.horizontal")
        }
      }
      ToolbarItem(placement: .navigationBarTrailing) {
        Button {
          openMenu = .trailing
        } label: {
          Label("Filters", systemImage: "line.3.horizontal.decrease.circle")
        }
      }
    }
  }
}

/// A pushed screen.
struct MessageView: View {
  let number: Int

  var body: some View {
    Text("Message \(number)")
      .navigationTitle("Message \(number)")
  }
}

/// A second tab, with a pushed screen and a single-menu example in a sheet.
struct SettingsView: View {
  /// How often a menu opened (from the menus' `didOpen` callback).
  let menuOpenings: Int
  @State private var isHelpShown = false

  var body: some View {
    Form {
      Section("Side menu") {
        Button("Show a screen with one trailing menu") { isHelpShown = true }
        NavigationLink("Push a screen (the back swipe wins here)", value: "Pushed")
        Text("Menus opened: \(menuOpenings)")
      }
    }
    .navigationTitle("Settings")
    .sheet(isPresented: $isHelpShown) {
      HelpView()
    }
  }
}

/// `sideMenu(isPresented:edge:)`: one menu, here on the trailing edge, inside a sheet.
struct HelpView: View {
  @State private var isIndexShown = false

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(0..<30, id: \.self) { paragraph in
            Text("Help paragraph \(paragraph)")
          }
        }
        .padding()
      }
      .navigationTitle("Help")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Index") { isIndexShown.toggle() }
        }
      }
    }
    .sideMenu(isPresented: $isIndexShown, edge: .trailing) {
      List(["Getting started", "Gestures", "Styles"], id: \.self) { topic in
        Button(topic) { isIndexShown = false }
      }
    }
  }
}

/// The leading menu: switches tabs and closes itself through the environment's
/// `SideMenuActions`, and shows how to present from a menu.
struct NavigationMenu: View {
  @Binding var selectedTab: Int
  @Environment(\.sideMenu) private var sideMenu
  @State private var isAboutShown = false

  var body: some View {
    List {
      Button("Inbox") {
        selectedTab = 0
        sideMenu.close()
      }
      Button("Settings") {
        selectedTab = 1
        sideMenu.close()
      }
      Button("About") {
        // Closes the menu first when `dismissesWhenPresentingFromMenu` is on (the default).
        sideMenu.willPresentFromMenu()
        isAboutShown = true
      }
    }
    .listStyle(.plain)
    .sheet(isPresented: $isAboutShown) {
      Text("SideMenuKit example")
    }
  }
}

/// The trailing menu: a search field (the keyboard must not close the menu) and a few toggles.
struct FilterMenu: View {
  @State private var search = ""
  @State private var unreadOnly = false
  @State private var flaggedOnly = false

  var body: some View {
    Form {
      TextField("Search filters", text: $search)
      Toggle("Unread only", isOn: $unreadOnly)
      Toggle("Flagged only", isOn: $flaggedOnly)
    }
  }
}
