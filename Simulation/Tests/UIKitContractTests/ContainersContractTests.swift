// Contract tests of the simulated navigation, tab bar and split view controllers, as far as
// SideMenuKit's push styles use them.
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct NavigationContractTests {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  // "The object in the viewController parameter becomes the top view controller on the
  // navigation stack"; it becomes a child (addChild's willMove at once, didMove when the push
  // ends) and its view replaces the previous top's — at the end of the animated transition
  // (the old view stays in the window until then).
  @Test func pushMakesTheControllerTheTopChildAndShowsItsView() {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let device = SimulatedDevice()
    device.show(navigation)
    let second = UIViewController()
    navigation.pushViewController(second, animated: true)
    #expect(navigation.topViewController === second)
    #expect(second.parent === navigation)
    #expect(second.navigationController === navigation)
    #expect(second.simulationLog.contains("willMove(toParent: UINavigationController)"))
    #expect(!second.simulationLog.contains("didMove(toParent: UINavigationController)"))
    #expect(second.view.simulationIsVisible)
    #expect(first.viewIfLoaded?.window != nil)
    device.runUntilIdle()
    #expect(first.viewIfLoaded?.window == nil)
    #expect(second.simulationLog.contains("didMove(toParent: UINavigationController)"))
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  // "Pops the top view controller from the navigation stack and updates the display" and
  // returns it; it leaves the containment (willMove(toParent: nil), didMove(toParent: nil)).
  @Test func popRemovesTheTopControllerAndReturnsIt() {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let device = SimulatedDevice()
    device.show(navigation)
    let second = UIViewController()
    navigation.pushViewController(second, animated: false)
    let popped = navigation.popViewController(animated: false)
    #expect(popped === second)
    #expect(navigation.topViewController === first)
    #expect(second.parent == nil)
    #expect(
      second.simulationLog.filter { $0.contains("toParent") }.suffix(2) == [
        "willMove(toParent: nil)", "didMove(toParent: nil)",
      ])
    #expect(first.view.simulationIsVisible)
    #expect(navigation.popViewController(animated: false) == nil, "the root is never popped")
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  // "Replaces the view controllers currently managed by the navigation controller with the
  // specified items."
  @Test func setViewControllersReplacesTheStack() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let device = SimulatedDevice()
    device.show(navigation)
    let a = UIViewController()
    let b = UIViewController()
    navigation.setViewControllers([a, b], animated: false)
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(navigation.children.count == 2)
    #expect(b.view.simulationIsVisible)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  // "If the view controller is already on the navigation stack, this method throws an
  // exception." Recorded as misuse.
  @Test func pushingAControllerAlreadyOnTheStackIsMisuse() {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let device = SimulatedDevice()
    device.show(navigation)
    navigation.pushViewController(first, animated: false)
    #expect(device.misuses.count == 1)
    #expect(navigation.viewControllers.count == 1)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  // "The gesture recognizer responsible for popping the top view controller off the
  // navigation stack" — a left-edge pan; it begins only when there is a controller to go back
  // to (long-known device behaviour).
  @Test func theInteractivePopGestureBeginsFromTheLeftEdgeOnlyWithSomethingToPop() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let device = SimulatedDevice()
    device.show(navigation)
    let recognizer = try? #require(navigation.interactivePopGestureRecognizer)
    let lone = device.touchDown(at: CGPoint(x: 5, y: 400))
    lone.move(to: CGPoint(x: 100, y: 400), duration: 0.1)
    #expect(recognizer?.state == .failed)
    lone.lift()
    navigation.pushViewController(UIViewController(), animated: false)
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 100, y: 400), duration: 0.1)
    #expect(recognizer?.state == .changed)
    finger.lift()
  }
}

@MainActor
@Suite(.serialized)
struct TabAndSplitContractTests {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
  // The tabs are children; only the selected tab's view is shown, and selecting another tab
  // swaps the views.
  @Test func aTabBarControllerShowsTheSelectedChildsView() {
    let tabs = UITabBarController()
    let a = UIViewController()
    let b = UIViewController()
    tabs.viewControllers = [a, b]
    let device = SimulatedDevice()
    device.show(tabs)
    #expect(a.parent === tabs)
    #expect(b.tabBarController === tabs)
    #expect(a.view.simulationIsVisible)
    #expect(b.viewIfLoaded?.window == nil)
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === b)
    #expect(b.view.simulationIsVisible)
    #expect(a.viewIfLoaded?.window == nil)
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
  // "Presents the provided view controller in the specified column"; a column-style split
  // view puts a controller that is not a navigation controller inside one (so
  // `navigationController` of the column's content is not nil).
  @Test func aSplitViewColumnHoldsItsControllerInANavigationController() {
    let split = UISplitViewController(style: .doubleColumn)
    let device = SimulatedDevice()
    device.show(split)
    let primary = UIViewController()
    split.setViewController(primary, for: .primary)
    #expect(primary.navigationController != nil)
    #expect(primary.splitViewController === split)
    #expect(primary.view.simulationIsVisible)
  }
}
