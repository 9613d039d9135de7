// Contract tests of the simulated status bar: which controller decides it, and when UIKit
// re-reads it.
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct StatusBarContractTests {
  final class Hiding: UIViewController {
    var hides = true
    override var prefersStatusBarHidden: Bool { hides }
  }

  final class Forwarding: UIViewController {
    var child: UIViewController?
    override var childForStatusBarHidden: UIViewController? { child }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
  // Re-read only when asked; "within an animation block, the changes are animated along with
  // the rest of the animation block".
  @Test func preferencesAreReadWhenAskedAndAnimateWithTheBlock() {
    let device = SimulatedDevice()
    let root = Hiding()
    root.hides = false
    device.show(root)
    root.hides = true
    #expect(!device.window.simulationStatusBar.isHidden, "re-read without being asked")
    UIView.animate(withDuration: 0.35) { root.setNeedsStatusBarAppearanceUpdate() }
    #expect(device.window.simulationStatusBar.isHidden)
    #expect(device.window.simulationStatusBar.lastChangeDuration == 0.35)
    root.hides = false
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(!device.window.simulationStatusBar.isHidden)
    #expect(device.window.simulationStatusBar.lastChangeDuration == 0)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
  @Test func aContainerForwardsToTheChildItNames() {
    let device = SimulatedDevice()
    let root = Forwarding()
    let child = Hiding()
    root.addChild(child)
    device.show(root)
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(!device.window.simulationStatusBar.isHidden)
    root.child = child
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(device.window.simulationStatusBar.isHidden)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
  // Only a full-screen presentation, or one that captures, takes the status bar.
  @Test func onlyACapturingPresentationTakesTheStatusBar() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let sheet = Hiding()
    sheet.modalPresentationStyle = .overFullScreen
    root.present(sheet, animated: false)
    device.runUntilIdle()
    sheet.setNeedsStatusBarAppearanceUpdate()
    #expect(!device.window.simulationStatusBar.isHidden)
    sheet.modalPresentationCapturesStatusBarAppearance = true
    sheet.setNeedsStatusBarAppearanceUpdate()
    #expect(device.window.simulationStatusBar.isHidden)
  }

  // The same page: a custom presentation (SideMenuKit's) is not full screen, so its
  // `prefersStatusBarHidden` is ignored until it captures the status bar, and again once it
  // stops capturing while still presented.
  @Test func aCustomPresentationDecidesOnlyWhileItCaptures() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let menu = Hiding()
    menu.modalPresentationStyle = .custom
    root.present(menu, animated: false)
    device.runUntilIdle()
    menu.setNeedsStatusBarAppearanceUpdate()
    #expect(!device.window.simulationStatusBar.isHidden)
    menu.modalPresentationCapturesStatusBarAppearance = true
    menu.setNeedsStatusBarAppearanceUpdate()
    #expect(device.window.simulationStatusBar.isHidden)
    menu.modalPresentationCapturesStatusBarAppearance = false
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(!device.window.simulationStatusBar.isHidden)
  }
}
