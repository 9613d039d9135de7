#if canImport(UIKit) && !os(watchOS)
  #if canImport(SideMenuKit)
    import SideMenuKit
  #endif
  import UIKit

  /// Mode 1, modal presentation: a leading menu (edge drag or the button) that pushes
  /// selections into this navigation stack, and a trailing menu with a reveal style.
  final class ModalDemoViewController: UIViewController, SideMenuDelegate {
    private lazy var sideMenu: SideMenuPresentation = {
      var configuration = SideMenuConfiguration()
      configuration.trailing.isEnabled = true
      configuration.trailing.style = .scaleDown
      var appearance = SideMenuAppearance()
      appearance.blurEffectStyle = .systemMaterial
      return SideMenuPresentation(
        presentingViewController: self, configuration: configuration, appearance: appearance)
    }()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Modal"
      view.backgroundColor = .systemBackground
      sideMenu.driver.delegate = self
      sideMenu.setMenu(for: .leading) { [weak self] in
        self?.makeMenu(edge: .leading) ?? UIViewController()
      }
      sideMenu.setMenu(for: .trailing) { [weak self] in
        self?.makeMenu(edge: .trailing) ?? UIViewController()
      }
      sideMenu.addEdgeGesture()
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Menu", style: .plain, target: self, action: #selector(leadingTapped))
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "More", style: .plain, target: self, action: #selector(trailingTapped))
    }

    private func makeMenu(edge: SideMenuEdge) -> UIViewController {
      let styles: [SideMenuPushStyle] = [.push, .popToExistingOrPush, .replaceStack, .pushInMenu]
      let menu = MenuViewController(items: styles.map { "\($0)" } + ["Present a sheet"])
      let navigation = UINavigationController(rootViewController: menu)
      menu.title = edge == .leading ? "Leading" : "Trailing"
      menu.onSelect = { [weak self] index in
        guard let self else { return }
        if index < styles.count {
          let style = styles[index]
          self.sideMenu.show(DetailViewController(title: "\(style)"), pushStyle: style)
        } else {
          self.sideMenu.present(
            UINavigationController(rootViewController: DetailViewController(title: "Sheet")))
        }
      }
      return navigation
    }

    @objc private func leadingTapped() { sideMenu.toggle(.leading) }
    @objc private func trailingTapped() { sideMenu.toggle(.trailing) }

    func sideMenu(_ sideMenu: SideMenuDriver, didClose edge: SideMenuEdge) {
      navigationItem.prompt = nil
    }
  }
#endif
