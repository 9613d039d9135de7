import SideMenuKit
import UIKit

/// Builds the window: a tab bar with one tab per SideMenuKit mode.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let tabs = UITabBarController()
    tabs.viewControllers = [
      ModalDemoNavigationController(),
      ContainerDemo.make(),
      UINavigationController(rootViewController: OverlayDemoViewController()),
    ]
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }
}
