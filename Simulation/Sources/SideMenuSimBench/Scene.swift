import SideMenuKit
import UIKitSimulation

/// The three ways SideMenuKit shows a menu.
enum Mode: String, CaseIterable {
  case modal, container, overlay
}

/// One app screen with a side menu, on a fresh simulated iPhone 15 Pro (120 Hz, so display
/// links and touches both come at 120 Hz): a navigation controller whose root is the content,
/// and a leading menu (a controller, or a view in overlay mode) made by a factory, with the
/// default configuration and appearance — the same set-up as the scenario tests' `Harness`.
@MainActor
final class Scene {
  let mode: Mode
  let device = SimulatedDevice(model: .iPhone15Pro)
  let content = UIViewController()
  let navigation: UINavigationController
  private(set) var presentation: SideMenuPresentation?
  private(set) var container: SideMenuController?
  private(set) var overlay: SideMenuOverlay?
  /// The menu view last made, weakly.
  weak var menuView: UIView?
  /// Runs as the menu is made (in the turn the mode asks for it): an app's heavy menu.
  var onMakeMenu: (() -> Void)?

  init(_ mode: Mode) {
    self.mode = mode
    navigation = UINavigationController(rootViewController: content)
    // A content screen with a little in it, so that its tree is not a single view.
    for index in 0..<3 {
      let label = UILabel()
      label.text = "Row \(index)"
      label.frame = CGRect(x: 16, y: 120 + 44 * CGFloat(index), width: 300, height: 44)
      content.view.addSubview(label)
    }
    switch mode {
    case .modal:
      device.show(navigation)
      let presentation = SideMenuPresentation(presentingViewController: content)
      presentation.setMenu(for: .leading) { [unowned self] in self.makeController() }
      presentation.addEdgeGesture()
      self.presentation = presentation
    case .container:
      let container = SideMenuController(contentViewController: navigation)
      container.setMenu(for: .leading) { [unowned self] in self.makeController() }
      device.show(container)
      self.container = container
    case .overlay:
      device.show(navigation)
      let overlay = SideMenuOverlay(hostView: content.view)
      overlay.contentViewController = content
      overlay.setMenu(for: .leading) { [unowned self] in self.makeView() }
      overlay.addEdgeGesture()
      self.overlay = overlay
    }
    device.runUntilIdle()
  }

  private func makeMenuContent(in view: UIView) {
    for index in 0..<4 {
      let label = UILabel()
      label.text = "Item \(index)"
      label.frame = CGRect(x: 20, y: 100 + 44 * CGFloat(index), width: 200, height: 44)
      view.addSubview(label)
    }
  }

  private func makeController() -> UIViewController {
    let menu = UIViewController()
    makeMenuContent(in: menu.view)
    onMakeMenu?()
    menuView = menu.view
    return menu
  }

  private func makeView() -> UIView {
    let view = UIView()
    makeMenuContent(in: view)
    onMakeMenu?()
    menuView = view
    return view
  }

  var driver: SideMenuDriver {
    if let presentation { return presentation.driver }
    if let container { return container.driver }
    guard let overlay else { preconditionFailure("a scene has one mode") }
    return overlay.driver
  }

  /// The content as the user sees it: the navigation controller's view (in the container, the
  /// child SideMenuKit hosts; in the overlay, it also holds the menu, which is left out).
  var contentView: UIView { navigation.view }

  /// The menu's tree: SideMenuKit's menu host and the app's menu view in it.
  var menuTree: UIView? {
    var view = menuView
    while let current = view {
      if String(describing: type(of: current)) == "SideMenuMenuHostView" { return current }
      view = current.superview
    }
    return menuView
  }

  var frameInterval: Double { device.frameInterval }

  /// Whether the menu is opening or closing (not at rest).
  var isMenuMoving: Bool { driver.phase.isTransitioning }

  /// A point on the screen's vertical middle, `x` points from the left.
  func point(x: CGFloat) -> CGPoint { CGPoint(x: x, y: device.window.bounds.height / 2) }
}
