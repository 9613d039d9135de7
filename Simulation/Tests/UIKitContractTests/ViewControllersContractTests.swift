// Contract tests of the simulated UIViewController: the lazy view, appearance callbacks and
// containment.
import Testing
import UIKit
import UIKitSimulation

/// A controller that records `loadView`.
@MainActor
final class LoadRecordingController: UIViewController {
  var loadViewCount = 0
  override func loadView() {
    loadViewCount += 1
    super.loadView()
  }
}

/// A container that does not forward appearance callbacks to its children.
@MainActor
final class ManualContainer: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
@Suite(.serialized)
struct ViewControllerViewContractTests {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // "If you access this property when its value is nil, the view controller automatically
  // calls the loadView() method and returns the resulting view"; `viewDidLoad` follows once.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded — does not load.
  @Test func theViewLoadsLazilyOnceOnFirstAccess() {
    _ = SimulatedDevice()
    let controller = LoadRecordingController()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.loadViewCount == 0)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.loadViewCount == 1)
    #expect(controller.simulationLog.filter { $0 == "viewDidLoad" }.count == 1)
  }
}

@MainActor
@Suite(.serialized)
struct AppearanceContractTests {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  // "…the view controller's view is about to be added to a view hierarchy";
  // …/viewwilldisappear(_:) "…is about to be removed from a view hierarchy".
  @Test func aWindowsRootGetsAppearanceCallbacksOnEnteringAndLeavingTheWindow() {
    let (device, root) = deviceWithRoot()
    #expect(appearance(of: root) == ["viewWillAppear", "viewDidAppear"])
    root.view.removeFromSuperview()
    #expect(
      appearance(of: root) == [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ])
    _ = device
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  // The callbacks follow the view hierarchy, not visibility: hiding or showing the view
  // (`isHidden`) sends none.
  @Test func hidingTheViewSendsNoAppearanceCallbacks() {
    let (device, root) = deviceWithRoot()
    let before = appearance(of: root)
    root.view.isHidden = true
    device.runTurn()
    root.view.isHidden = false
    device.runTurn()
    #expect(appearance(of: root) == before)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
  // "…returns true … the container view controller forwards appearance methods to its
  // children automatically": a child whose view enters the window with the container's
  // hears it.
  @Test func aChildOfAnAutomaticContainerHearsAppearanceWithItsView() {
    let (device, root) = deviceWithRoot()
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    #expect(appearance(of: child) == ["viewWillAppear", "viewDidAppear"])
    _ = device
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
  // "If you override this method and return false, you are responsible for telling the child
  // when its views are going to appear or disappear … by calling the child view controller's
  // beginAppearanceTransition(_:animated:) and endAppearanceTransition() methods."
  @Test func aChildOfAManualContainerHearsAppearanceOnlyFromBeginAndEnd() {
    let (device, root) = deviceWithRoot(ManualContainer())
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    device.runTurn()
    #expect(appearance(of: child).isEmpty)
    child.beginAppearanceTransition(true, animated: false)
    #expect(appearance(of: child) == ["viewWillAppear"])
    child.endAppearanceTransition()
    #expect(appearance(of: child) == ["viewWillAppear", "viewDidAppear"])
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    #expect(appearance(of: child).suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(device.misuses.isEmpty)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
  // Unbalanced calls make UIKit log "Unbalanced calls to begin/end appearance transitions";
  // recorded as misuse.
  @Test func unbalancedBeginAndEndAppearanceCallsAreMisuse() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    controller.endAppearanceTransition()
    #expect(device.misuses.count == 1)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    #expect(device.misuses.count == 2)
  }
}

@MainActor
@Suite(.serialized)
struct ContainmentContractTests {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  // "This method … calls the child's willMove(toParent:) method automatically" — not
  // didMove(toParent:), which the container calls.
  @Test func addChildCallsWillMoveButNotDidMove() {
    _ = SimulatedDevice()
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    #expect(child.simulationLog == ["willMove(toParent: UIViewController)"])
    #expect(child.parent === parent)
    #expect(parent.children.count == 1)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  // "…this method calls the child's didMove(toParent:) method, passing it nil" — the
  // container calls willMove(toParent: nil) itself first.
  @Test func removeFromParentCallsDidMoveToNilButNotWillMove() {
    _ = SimulatedDevice()
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    child.removeFromParent()
    #expect(child.simulationLog.last == "didMove(toParent: nil)")
    #expect(!child.simulationLog.contains("willMove(toParent: nil)"))
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  // "If the new child view controller is already the child of a container view controller,
  // it is removed from that container before being added."
  @Test func addChildTakesTheChildFromItsPreviousParent() {
    _ = SimulatedDevice()
    let first = UIViewController()
    let second = UIViewController()
    let child = UIViewController()
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(child.parent === second)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)
  // "This method adds the second view controller's view to the view hierarchy and then
  // performs the animations … After the animation completes, it removes the first view
  // controller's view from the view hierarchy."
  @Test func transitionAddsTheNewViewAndRemovesTheOldOneAfterTheAnimation() {
    let (device, root) = deviceWithRoot()
    let from = UIViewController()
    let to = UIViewController()
    root.addChild(from)
    root.view.addSubview(from.view)
    from.didMove(toParent: root)
    root.addChild(to)
    var finished: Bool?
    root.transition(from: from, to: to, duration: 0.3, animations: {}) { finished = $0 }
    #expect(to.view.superview === root.view)
    #expect(from.view.superview === root.view)
    device.advance(by: 0.2)
    #expect(finished == nil)
    #expect(from.view.superview === root.view)
    device.advance(by: 0.2)
    #expect(finished == true)
    #expect(from.viewIfLoaded?.superview == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)
  // Both controllers must be children of the receiver; a device raises an exception —
  // recorded as misuse, nothing changes.
  @Test func transitionBetweenControllersThatAreNotChildrenIsMisuse() {
    let (device, root) = deviceWithRoot()
    let from = UIViewController()
    let to = UIViewController()
    root.addChild(from)
    root.view.addSubview(from.view)
    var completed = false
    root.transition(from: from, to: to, duration: 0, animations: {}) { _ in completed = true }
    device.runUntilIdle()
    #expect(device.misuses.count == 1)
    #expect(to.viewIfLoaded?.superview == nil)
    #expect(!completed)
  }
}
