#if canImport(SwiftUI) && !os(watchOS)
  #if canImport(SideMenuKit)
    import SideMenuKit
  #endif
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

  /// A second tab, with a single-menu example in a sheet.
  struct SettingsView: View {
    @State private var isHelpShown = false

    var body: some View {
      Form {
        Section("Side menu") {
          Button("Show a screen with one trailing menu") { isHelpShown = true }
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

  /// The leading menu: switches tabs and closes itself.
  struct NavigationMenu: View {
    @Binding var selectedTab: Int
    @Binding var openMenu: SideMenuEdge?

    var body: some View {
      List {
        Button("Inbox") {
          selectedTab = 0
          openMenu = nil
        }
        Button("Settings") {
          selectedTab = 1
          openMenu = nil
        }
      }
      .listStyle(.plain)
    }
  }

  /// The trailing menu: a few toggles.
  struct FilterMenu: View {
    @State private var unreadOnly = false
    @State private var flaggedOnly = false

    var body: some View {
      Form {
        Toggle("Unread only", isOn: $unreadOnly)
        Toggle("Flagged only", isOn: $flaggedOnly)
      }
    }
  }
#endif
