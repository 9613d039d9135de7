import SideMenuKit
import UIKit

/// Mode 2, container: a `SideMenuController` whose leading menu swaps the content and whose
/// trailing menu pushes, with the container tutorial's slide-aside style.
enum ContainerDemo {
  @MainActor
  static func make() -> UIViewController {
    var configuration = SideMenuConfiguration()
    configuration.leading.style = .slideAside
    configuration.leading.width = .fixed(260)
    configuration.trailing.isEnabled = true
    configuration.trailing.style = .viewSlideOutMenuPartialIn
    configuration.isContentInteractiveWhileOpen = false
    let home = DetailViewController(title: "Home")
    let container = SideMenuController(
      contentViewController: UINavigationController(rootViewController: home),
      configuration: configuration)
    container.title = "Container"
    addMenuButtons(to: home, opening: container)
    container.setMenu(for: .leading) { [weak container] in
      let sections = ["Home", "Inbox", "Archive"]
      let menu = MenuViewController(items: sections)
      menu.onSelect = { index in
        guard let container else { return }
        let section = DetailViewController(title: sections[index])
        addMenuButtons(to: section, opening: container)
        container.setContentViewController(UINavigationController(rootViewController: section))
      }
      return menu
    }
    container.setMenu(for: .trailing) { [weak container] in
      let menu = MenuViewController(items: ["Details", "History"])
      menu.onSelect = { [weak menu] index in
        // Two classes, not two titles: `.popToExistingOrPush` finds an earlier screen by its
        // class, so choosing "History" after "Details" pushes History instead of popping
        // back to Details.
        let screen: UIViewController =
          index == 0 ? DetailsViewController() : HistoryViewController()
        // Pushed screens get the menu buttons too (VoiceOver and Switch Control users cannot
        // make the edge drags).
        if let container { addMenuButtons(to: screen, opening: container) }
        // The menu reaches the container that shows it, as it would its navigation controller.
        menu?.sideMenuHost?.show(screen, pushStyle: .popToExistingOrPush, animated: true)
      }
      return menu
    }
    container.driver.callbacks.didUpdateProgress = { edge, progress in
      // Progress arrives every frame; a real app might fade a toolbar here.
      _ = (edge, progress)
    }
    return container
  }

  /// Puts the buttons that open the two menus in a content screen's navigation bar: the
  /// edge drags are not discoverable, and VoiceOver and Switch Control users cannot make
  /// them at all.
  @MainActor
  private static func addMenuButtons(
    to screen: UIViewController, opening container: SideMenuController
  ) {
    // SideMenuKit's menu button: it holds the container weakly and toggles the edge's menu.
    // Beside the back button on pushed screens, not instead of it (a replaced back button
    // also turns UIKit's back swipe off).
    screen.navigationItem.leftItemsSupplementBackButton = true
    screen.navigationItem.leftBarButtonItem = container.makeToggleBarButtonItem(edge: .leading)
    screen.navigationItem.rightBarButtonItem = container.makeToggleBarButtonItem(
      edge: .trailing, image: UIImage(systemName: "ellipsis.circle"), accessibilityLabel: "More")
  }
}
