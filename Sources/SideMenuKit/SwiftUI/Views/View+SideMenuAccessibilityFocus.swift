#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  extension View {
    /// Gives VoiceOver focus to one of the app's elements when the side menu closes: the side
    /// menu sets `focus` to `true`, and SwiftUI moves VoiceOver to the element bound to it with
    /// `accessibilityFocused(_:)`. Apply it after `.sideMenu(…)`.
    ///
    /// ```swift
    /// @AccessibilityFocusState private var isMenuButtonFocused: Bool
    ///
    /// NavigationStack {
    ///   InboxView().toolbar {
    ///     Button("Menu") { isMenuOpen = true }
    ///       .accessibilityFocused($isMenuButtonFocused)
    ///   }
    /// }
    /// .sideMenu(isPresented: $isMenuOpen) { MenuView() }
    /// .sideMenuAccessibilityFocus($isMenuButtonFocused)
    /// ```
    ///
    /// Without it, VoiceOver goes where the UIKit layer sends it: a modal menu gives focus back
    /// to the element that had it before the menu opened (while it is still on screen), and a
    /// docked menu closing with focus in it hands focus to the content's first element.
    /// With it, both go to the app's element. A modal menu that docks as the window widens
    /// stays open, and focus stays where it is.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
    ///
    /// - Parameter focus: The app's focus state, projected (`$isMenuButtonFocused`).
    /// - Returns: A view whose side menus give VoiceOver focus to that element on closing.
    public func sideMenuAccessibilityFocus(_ focus: AccessibilityFocusState<Bool>.Binding)
      -> some View
    {
      sideMenuAccessibilityFocus(focus, equals: true)
    }

    /// Gives VoiceOver focus to one of the app's elements when the side menu closes, for a
    /// focus state of several values: the side menu sets `focus` to `value`, and SwiftUI moves
    /// VoiceOver to the element bound with `accessibilityFocused(_:equals:)` to that value.
    /// Otherwise as ``sideMenuAccessibilityFocus(_:)``.
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:)
    ///
    /// - Parameters:
    ///   - focus: The app's focus state, projected (`$focusedElement`).
    ///   - value: The value of the element to focus, e.g. `.menuButton`.
    /// - Returns: A view whose side menus give VoiceOver focus to that element on closing.
    public func sideMenuAccessibilityFocus<Value: Hashable>(
      _ focus: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
      transformEnvironment(\.sideMenuOptions) {
        $0.focusOnClose = SideMenuAccessibilityFocusTarget { focus.wrappedValue = value }
      }
    }
  }
#endif
