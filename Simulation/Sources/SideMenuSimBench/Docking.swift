import SideMenuKit
import UIKitSimulation

/// The container on a simulated iPad Pro 11-inch in landscape (1,210 × 834 pt) with the leading
/// menu docked by `.automatic`, settled open beside the content: the docking measurements' scene.
@MainActor
final class DockingScene {
  let device = SimulatedDevice(model: .iPadPro11)
  let content = UIViewController()
  let navigation: UINavigationController
  let container: SideMenuController
  weak var menuView: UIView?

  init() {
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    navigation = UINavigationController(rootViewController: content)
    for index in 0..<3 {
      let label = UILabel()
      label.text = "Row \(index)"
      label.frame = CGRect(x: 16, y: 120 + 44 * CGFloat(index), width: 300, height: 44)
      content.view.addSubview(label)
    }
    var configuration = SideMenuConfiguration.standard
    configuration.leading.docking = .automatic
    container = SideMenuController(
      contentViewController: navigation, configuration: configuration)
    container.setMenu(for: .leading) { [unowned self] in
      let menu = UIViewController()
      for index in 0..<4 {
        let label = UILabel()
        label.text = "Item \(index)"
        label.frame = CGRect(x: 20, y: 100 + 44 * CGFloat(index), width: 200, height: 44)
        menu.view.addSubview(label)
      }
      self.menuView = menu.view
      return menu
    }
    device.show(container)
    device.runUntilIdle()
  }

  /// The menu's tree: SideMenuKit's host and the app's menu view in it.
  var menuTree: UIView? { menuView?.superview ?? menuView }

  /// Measures every frame until the device is idle (at most 600).
  func measureUntilIdle(_ meter: Meter) -> [FrameSample] {
    var samples: [FrameSample] = []
    while !device.isIdle, samples.count < 600 {
      samples.append(
        meter.measure(
          content: navigation.view, menu: menuTree, window: device.window, device: device
        ) { device.advance(by: device.frameInterval) })
    }
    return samples
  }
}

/// A docked menu collapsed and expanded by request (the ⌃⌘S toggle's motion): every frame of
/// both motions (the content's width follows the menu).
@MainActor
func measureDockedToggle(meter: Meter) -> [FrameSample] {
  let scene = DockingScene()
  scene.container.driver.toggle(.leading, animated: true)
  var samples = scene.measureUntilIdle(meter)
  scene.container.driver.toggle(.leading, animated: true)
  samples += scene.measureUntilIdle(meter)
  return samples
}

/// Mode changes by window resizes: full screen (docked) to half a Split View (sliding), and
/// back — every frame of the window's transition and of the engine's blend between the modes.
@MainActor
func measureModeChange(meter: Meter) -> [FrameSample] {
  let scene = DockingScene()
  scene.device.resizeWindow(to: .splitView(.half))
  var samples = scene.measureUntilIdle(meter)
  scene.device.resizeWindow(to: .fullScreen)
  samples += scene.measureUntilIdle(meter)
  return samples
}
