import SideMenuKit
import UIKit

/// Mode 1, modal presentation: a leading menu (edge drag or the button) whose rows show each
/// push style, and a trailing menu with a style that scales the content down; both over a
/// blur.
///
/// The navigation controller owns the presentation, not a screen in it: `.replaceStack`
/// removes every screen of the stack, and a presentation owned by one of them would go with
/// it (SideMenuKit holds the presenting controller weakly and has no global manager).
final class ModalDemoNavigationController: UINavigationController, SideMenuDelegate {
  private lazy var sideMenu: SideMenuPresentation = {
    var configuration = SideMenuConfiguration()
    configuration.trailing.isEnabled = true
    configuration.trailing.style = .scaleDown
    var appearance = SideMenuAppearance()
    appearance.blurEffectStyle = .systemMaterial
    // The rows vibrant over the blur, as SideMenu's `UITableViewVibrantCell` made them.
    appearance.makesMenuCellsVibrant = true
    return SideMenuPresentation(
      presentingViewController: self, configuration: configuration, appearance: appearance)
  }()

  /// One menu row: what it is called, the screen it shows and how.
  private struct Destination {
    let title: String
    let pushStyle: SideMenuPushStyle
    let makeScreen: @MainActor () -> UIViewController
  }

  private static let destinations: [Destination] = [
    // A new screen every time: `.push` stacks another one on each choice.
    Destination(title: "Message (push)", pushStyle: .push) {
      DetailViewController(title: "Message")
    },
    // A screen of its own class: choosing it again pops back to the one in the stack.
    Destination(title: "Settings (pop to existing or push)", pushStyle: .popToExistingOrPush) {
      SettingsViewController()
    },
    // A top-level section: the whole stack is replaced.
    Destination(title: "Home (replace stack)", pushStyle: .replaceStack) {
      DetailViewController(title: "Home")
    },
    // A sub-menu, pushed in the menu's own navigation controller; the menu stays open.
    Destination(title: "More options (push in menu)", pushStyle: .pushInMenu) {
      MenuViewController(items: ["Option 1", "Option 2"])
    },
  ]

  init() {
    super.init(rootViewController: DetailViewController(title: "Modal"))
    title = "Modal"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    sideMenu.driver.delegate = self
    sideMenu.setMenu(for: .leading) { [weak self] in
      self?.makeMenu(edge: .leading) ?? UIViewController()
    }
    sideMenu.setMenu(for: .trailing) { [weak self] in
      self?.makeMenu(edge: .trailing) ?? UIViewController()
    }
    sideMenu.addEdgeGesture()
    viewControllers.forEach(addMenuButtons)
  }

  /// Gives a screen the two menu buttons (next to the back button on pushed screens): the
  /// edge drags are not discoverable, the leading one yields to the back swipe on pushed
  /// screens, and VoiceOver and Switch Control users cannot drag at all.
  private func addMenuButtons(to screen: UIViewController) {
    let item = screen.navigationItem
    guard item.rightBarButtonItem == nil else { return }
    item.leftItemsSupplementBackButton = true
    item.leftBarButtonItem = UIBarButtonItem(
      title: "Menu",
      primaryAction: UIAction { [weak self] _ in self?.sideMenu.toggle(.leading) })
    item.rightBarButtonItem = UIBarButtonItem(
      title: "More",
      primaryAction: UIAction { [weak self] _ in self?.sideMenu.toggle(.trailing) })
  }

  private func makeMenu(edge: SideMenuEdge) -> UIViewController {
    let destinations = Self.destinations
    let menu = MenuViewController(items: destinations.map(\.title) + ["Present a sheet"])
    let navigation = UINavigationController(rootViewController: menu)
    menu.title = edge == .leading ? "Leading" : "Trailing"
    menu.onSelect = { [weak menu] index in
      // The menu finds the presentation that shows it (`sideMenuHost`), as it finds its
      // navigation controller: nothing needs to be handed in.
      guard let host = menu?.sideMenuHost else { return }
      if index < destinations.count {
        let destination = destinations[index]
        host.show(destination.makeScreen(), pushStyle: destination.pushStyle, animated: true)
      } else {
        host.present(
          UINavigationController(rootViewController: DetailViewController(title: "Sheet")),
          animated: true, completion: nil)
      }
    }
    return navigation
  }

  /// A `SideMenuDelegate` call: the delegate is set on the presentation's `driver`. A place to
  /// react once a menu has closed, such as refreshing the screen the user returns to.
  func sideMenu(_ driver: SideMenuDriver, didClose edge: SideMenuEdge) {
    topViewController?.view.setNeedsLayout()
  }
}

extension ModalDemoNavigationController: UINavigationControllerDelegate {
  /// Every screen that joins the stack (pushed, or the new root of `.replaceStack`) gets the
  /// menu buttons.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    addMenuButtons(to: viewController)
  }
}
