#if canImport(UIKit) && !os(watchOS)
  #if canImport(SideMenuKit)
    import SideMenuKit
  #endif
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
      let content = UINavigationController(rootViewController: DetailViewController(title: "Home"))
      let container = SideMenuController(
        contentViewController: content, configuration: configuration)
      container.title = "Container"
      container.setMenu(for: .leading) { [weak container] in
        let sections = ["Home", "Inbox", "Archive"]
        let menu = MenuViewController(items: sections)
        menu.onSelect = { index in
          let next = UINavigationController(
            rootViewController: DetailViewController(title: sections[index]))
          container?.setContentViewController(next)
        }
        return menu
      }
      container.setMenu(for: .trailing) { [weak container] in
        let menu = MenuViewController(items: ["Details", "History"])
        menu.onSelect = { index in
          container?.show(
            DetailViewController(title: index == 0 ? "Details" : "History"),
            pushStyle: .popToExistingOrPush)
        }
        return menu
      }
      container.driver.callbacks.didUpdateProgress = { edge, progress in
        // Progress arrives every frame; a real app might fade a toolbar here.
        _ = (edge, progress)
      }
      return container
    }
  }
#endif
