import SideMenuKit
import SwiftUI
import UIKit

/// The same SwiftUI screen in a UIKit app: `.sideMenu` needs nothing from the host, so a
/// `UIHostingController` (pushed, presented or as a window's root) shows the menus as is.
enum HostingExample {
  /// A hosting controller for the example's root view.
  @MainActor
  static func makeViewController() -> UIViewController {
    UIHostingController(rootView: RootView())
  }
}
