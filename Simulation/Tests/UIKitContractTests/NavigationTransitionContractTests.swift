// Contract tests of the navigation controller's animated transitions and back swipes: push and
// pop as timed transitions with a coordinator, the edge back swipe that really pops (finger
// driven, cancellable, on the leading edge, by UIKit's own delegate), and iOS 26's content back
// swipe — present only on a simulated iOS 26.
import Testing
import UIKit
import UIKitSimulation

/// A navigation controller with two screens on a device, settled.
@MainActor
private func pushedNavigation(
  osVersion: SimulatedDevice.OSVersion = .iOS26,
  layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
) -> (SimulatedDevice, UINavigationController, root: UIViewController, top: UIViewController) {
  let root = UIViewController()
  let navigation = UINavigationController(rootViewController: root)
  let device = SimulatedDevice(osVersion: osVersion, layoutDirection: layoutDirection)
  device.show(navigation)
  let top = UIViewController()
  navigation.pushViewController(top, animated: false)
  device.runUntilIdle()
  return (device, navigation, root, top)
}

@MainActor
@Suite(.serialized)
struct NavigationTransitionContractTests {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
  // ("UIKit creates a transition coordinator object automatically … ephemeral and lasts for the
  // duration of the transition animation") and the push's page ("updates the display"): during
  // an animated push the old top's view is still in the window, the coordinator is there for
  // the navigation controller and both children, and both leave at the end (0.35 s, the
  // long-observed duration).
  @Test func anAnimatedPushKeepsTheOldViewInTheWindowUntilItsTransitionEnds() {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let device = SimulatedDevice()
    device.show(navigation)
    let second = UIViewController()
    navigation.pushViewController(second, animated: true)
    #expect(first.viewIfLoaded?.window != nil)
    #expect(second.view.window != nil)
    let coordinator = try? #require(navigation.transitionCoordinator)
    #expect(second.transitionCoordinator === coordinator)
    #expect(first.transitionCoordinator === coordinator)
    #expect(coordinator?.viewController(forKey: .from) === first)
    #expect(coordinator?.viewController(forKey: .to) === second)
    #expect(coordinator?.transitionDuration == 0.35)
    #expect(coordinator?.isInteractive == false)
    device.advance(by: 0.3)
    #expect(first.viewIfLoaded?.window != nil, "0.3 s in, still animating")
    device.advance(by: 0.1)
    #expect(first.viewIfLoaded?.window == nil)
    #expect(navigation.transitionCoordinator == nil)
    #expect(second.transitionCoordinator == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  // "…about to be added to a view hierarchy and before any animations are configured" and
  // "…was added to a view hierarchy": for an animated push the will… callbacks of both
  // children come at its start, the did… ones at its end, all with `animated` true.
  @Test func anAnimatedPushSendsWillAtItsStartAndDidAtItsEnd() {
    final class AnimatedFlagController: UIViewController {
      var flags: [String] = []
      override func viewWillAppear(_ animated: Bool) { flags.append("willAppear \(animated)") }
      override func viewDidAppear(_ animated: Bool) { flags.append("didAppear \(animated)") }
      override func viewWillDisappear(_ animated: Bool) {
        flags.append("willDisappear \(animated)")
      }
      override func viewDidDisappear(_ animated: Bool) { flags.append("didDisappear \(animated)") }
    }
    let first = AnimatedFlagController()
    let navigation = UINavigationController(rootViewController: first)
    let device = SimulatedDevice()
    device.show(navigation)
    first.flags.removeAll()
    let second = AnimatedFlagController()
    navigation.pushViewController(second, animated: true)
    device.runTurn()
    #expect(first.flags == ["willDisappear true"])
    #expect(second.flags == ["willAppear true"])
    device.runUntilIdle()
    #expect(first.flags == ["willDisappear true", "didDisappear true"])
    #expect(second.flags == ["willAppear true", "didAppear true"])
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  // "…runs the specified animations at the same time as the view controller transition
  // animations" and "the block to execute after the transition finishes"; once the transition
  // is over the animations "could not be queued": false.
  @Test func theNavigationCoordinatorRunsAlongsideAnimationsAndCompletionsAtTheEnd() {
    let (device, navigation, _, _) = pushedNavigation()
    navigation.popViewController(animated: true)
    let coordinator = try? #require(navigation.transitionCoordinator)
    var animated = false
    var completed = false
    let queued = coordinator?.animate(
      alongsideTransition: { _ in animated = true }, completion: { _ in completed = true })
    #expect(queued == true)
    #expect(animated)
    #expect(!completed)
    device.advance(by: 0.4)
    #expect(completed)
    #expect(coordinator?.animate(alongsideTransition: nil, completion: nil) == false)
  }

  // Long-known device behaviour: UIKit ignores interaction events while its own push or pop
  // animates; a touch that lands then reaches no view, and one after the end does.
  @Test func touchesLandingDuringAnAnimatedPushAreIgnored() {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let device = SimulatedDevice()
    device.show(navigation)
    let second = UIViewController()
    let target = RecordingView("target", frame: CGRect(x: 0, y: 200, width: 393, height: 300))
    second.view.addSubview(target)
    navigation.pushViewController(second, animated: true)
    device.tap(at: CGPoint(x: 100, y: 300))
    #expect(target.touchPhases.isEmpty)
    #expect(device.lostTouchCount == 1)
    device.runUntilIdle()
    device.tap(at: CGPoint(x: 100, y: 300))
    #expect(target.touchPhases == ["began", "ended"])
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  // An animated pop reveals the controller below under the leaving one, which stays in the
  // window until the transition ends; the stack already answers the new top.
  @Test func anAnimatedPopRevealsTheControllerBelowUnderTheLeavingOne() {
    let (device, navigation, root, top) = pushedNavigation()
    navigation.popViewController(animated: true)
    #expect(navigation.topViewController === root)
    #expect(top.viewIfLoaded?.window != nil)
    let subviews = navigation.view.subviews
    let rootIndex = subviews.firstIndex { $0 === root.view }
    let topIndex = subviews.firstIndex { $0 === top.view }
    #expect(rootIndex != nil && topIndex != nil && rootIndex! < topIndex!)
    device.runUntilIdle()
    #expect(top.viewIfLoaded?.window == nil)
    #expect(top.parent == nil)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  // "…uses it to pop the topmost view controller off the navigation stack when a person swipes
  // horizontally from the leading edge of the screen": the swipe starts an interactive pop the
  // finger drives (the leaving view follows it, the coordinator is interactive), and lifting
  // past halfway finishes it.
  @Test func theEdgeSwipePopsInteractivelyFollowingTheFinger() {
    let (device, navigation, root, top) = pushedNavigation()
    let rootBefore = appearance(of: root).count
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 200, y: 400), duration: 0.4)
    let coordinator = try? #require(navigation.transitionCoordinator)
    #expect(coordinator?.isInteractive == true)
    #expect(coordinator?.initiallyInteractive == true)
    #expect(navigation.topViewController === root)
    #expect(root.view.window != nil)
    #expect(appearance(of: root).dropFirst(rootBefore) == ["viewWillAppear"])
    #expect(isClose(top.view.frame.minX, 195))
    #expect(isClose(coordinator?.percentComplete ?? 0, 195 / 393))
    var interactionEnded: Bool?
    coordinator?.notifyWhenInteractionChanges { context in interactionEnded = context.isCancelled }
    finger.move(to: CGPoint(x: 260, y: 400), duration: 0.1)
    finger.lift()
    #expect(interactionEnded == false)
    #expect(top.view.window != nil, "the rest of the animation still to run")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(top.viewIfLoaded?.window == nil)
    #expect(top.parent == nil)
    #expect(appearance(of: root).dropFirst(rootBefore) == ["viewWillAppear", "viewDidAppear"])
    #expect(navigation.transitionCoordinator == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
  // "When the user cancels a transition, UIKit executes your context block, calls the
  // viewWillDisappear(_:) method on the presented view controller, and finally calls the
  // viewWillAppear(_:)" of the one that was leaving: a swipe released short of halfway and
  // slowly cancels the pop and restores the stack.
  @Test func aSwipeReleasedShortOfHalfwayCancelsThePop() {
    let (device, navigation, root, top) = pushedNavigation()
    let rootBefore = appearance(of: root).count
    let topBefore = appearance(of: top).count
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 100, y: 400), duration: 0.3)
    finger.hold(for: 0.2)
    let coordinator = navigation.transitionCoordinator
    var cancelled: Bool?
    coordinator?.notifyWhenInteractionChanges { cancelled = $0.isCancelled }
    finger.lift()
    #expect(cancelled == true)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === top)
    #expect(top.parent === navigation)
    #expect(root.viewIfLoaded?.window == nil)
    #expect(top.view.window != nil)
    #expect(isClose(top.view.frame.minX, 0))
    #expect(
      appearance(of: root).dropFirst(rootBefore) == [
        "viewWillAppear", "viewWillDisappear", "viewDidDisappear",
      ])
    #expect(
      appearance(of: top).dropFirst(topBefore) == [
        "viewWillDisappear", "viewWillAppear", "viewDidAppear",
      ])
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  // — "at the same time as the view controller transition animations"; interactive, those
  // follow `percentComplete` (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/percentcomplete).
  // An alongside animation queued in the revealed screen's `viewWillAppear(_:)` follows the
  // finger, then runs on to its end after the lift — or, cancelled, is drawn back and the
  // model keeps the block's value (the stricter reading: UIKit restores nothing).
  @Test(arguments: [true, false])
  func anInteractivePopsAlongsideAnimationsFollowTheFinger(finishing: Bool) {
    let device = SimulatedDevice()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let root = FadesBadgeInWillAppear(badge)
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    navigation.view.addSubview(badge)
    navigation.pushViewController(UIViewController(), animated: false)
    device.runUntilIdle()
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 200, y: 400), duration: 0.4)
    device.runTurn()
    #expect(root.queued, "queued before the pop began")
    #expect(badge.alpha == 0, "the model at once")
    let percent = Double(navigation.transitionCoordinator?.percentComplete ?? 0)
    let drawn = Double(badge.layer.presentation()?.opacity ?? .nan)
    #expect(abs(drawn - (1 - percent)) < 0.02, "drawn at the finger: \(drawn), \(percent) done")
    if finishing {
      finger.move(to: CGPoint(x: 300, y: 400), duration: 0.1)
      let further = Double(badge.layer.presentation()?.opacity ?? .nan)
      #expect(further < drawn - 0.1, "further along with the finger: \(further)")
      finger.lift()
      device.runUntilIdle()
      #expect(badge.alpha == 0)
      #expect(badge.layer.presentation()?.opacity == 0)
    } else {
      finger.move(to: CGPoint(x: 100, y: 400), duration: 0.3)
      finger.hold(for: 0.2)
      finger.lift()
      device.runTurn()
      let back = Double(badge.layer.presentation()?.opacity ?? .nan)
      #expect(back > 0.6 && back < 1, "on its way back: \(back)")
      device.runUntilIdle()
      #expect(navigation.viewControllers.count == 2, "cancelled")
      #expect(badge.alpha == 0, "the block's value stays the model's")
    }
    #expect(device.misuses.isEmpty, "\(device.misuses)")
  }

  // Apple: "…swipes from the leading edge of the screen": in right-to-left the leading edge is
  // the right one; a swipe from the left edge there does not pop.
  @Test func theEdgeSwipeWorksOnTheLeadingEdgeInRightToLeft() {
    let (device, navigation, _, _) = pushedNavigation(
      osVersion: .iOS18, layoutDirection: .rightToLeft)
    device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2, "the left edge is the trailing one here")
    device.drag(from: CGPoint(x: 388, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
  }

  // Long-known device behaviour (widely reported, undocumented): UIKit's own delegate of the
  // back swipe refuses it when the top controller replaced or hid the back button, or the
  // navigation bar is hidden; an app's delegate, set in its place, decides instead (with
  // something to pop).
  @Test func theBackSwipeIsDecidedByItsOwnDelegate() {
    let (device, navigation, _, top) = pushedNavigation(osVersion: .iOS18)
    let recognizer = navigation.interactivePopGestureRecognizer
    func swipe() -> UIGestureRecognizer.State? {
      let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
      finger.move(to: CGPoint(x: 60, y: 400), duration: 0.1)
      let state = recognizer?.state
      finger.cancel()
      device.runUntilIdle()
      return state
    }
    navigation.isNavigationBarHidden = true
    #expect(swipe() == .failed, "the bar is hidden")
    navigation.isNavigationBarHidden = false
    top.navigationItem.hidesBackButton = true
    #expect(swipe() == .failed, "the back button is hidden")
    top.navigationItem.hidesBackButton = false
    top.navigationItem.leftBarButtonItem = UIBarButtonItem()
    #expect(swipe() == .failed, "the back button is replaced")
    top.navigationItem.leftItemsSupplementBackButton = true
    #expect(swipe() == .changed, "the back button stays beside the item")
    top.navigationItem.leftItemsSupplementBackButton = false
    let appDelegate = GestureDelegate()
    recognizer?.delegate = appDelegate
    #expect(swipe() == .changed, "the app's delegate decides")
    #expect(appDelegate.askedShouldBegin == 1)
  }

  // Apple: "Use this property to retrieve the gesture recognizer and tie it to the behavior of
  // other gesture recognizers" — nothing promises it excludes others, so the model takes the
  // stricter reading: a pan on the content recognizes alongside the back swipe unless it is
  // tied to it with a failure requirement.
  @Test func otherRecognizersRunAlongsideTheBackSwipeUnlessTiedToIt() {
    let (device, navigation, _, top) = pushedNavigation(osVersion: .iOS18)
    let pan = UIPanGestureRecognizer()
    top.view.addGestureRecognizer(pan)
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 60, y: 400), duration: 0.1)
    #expect(pan.state == .changed)
    #expect(navigation.interactivePopGestureRecognizer?.state == .changed)
    finger.cancel()
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2, "a cancelled touch cancels the pop")
    if let pop = navigation.interactivePopGestureRecognizer { pan.require(toFail: pop) }
    let tied = device.touchDown(at: CGPoint(x: 5, y: 400))
    tied.move(to: CGPoint(x: 60, y: 400), duration: 0.1)
    #expect(pan.state == .failed)
    tied.cancel()
  }
}

@MainActor
@Suite(.serialized)
struct ContentPopGestureContractTests {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  // (iOS 26.0+) "…when a person initially pans horizontally in a leading to trailing direction
  // in the view. It recognizes a gesture on the entire content area": a pan in the middle of a
  // pushed screen pops it.
  @Test func onIOS26APanAnywhereFromLeadingToTrailingPops() {
    let (device, navigation, _, _) = pushedNavigation(osVersion: .iOS26)
    #expect(navigation.interactiveContentPopGestureRecognizer != nil)
    device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 390, y: 500), duration: 0.3)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
  }

  // The property is iOS 26 API: on iOS 18 there is no such recognizer, and a pan in the middle
  // of the screen pops nothing.
  @Test func onIOS18ThereIsNoContentBackSwipe() {
    let (device, navigation, _, _) = pushedNavigation(osVersion: .iOS18)
    #expect(navigation.interactiveContentPopGestureRecognizer == nil)
    device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 390, y: 500), duration: 0.3)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
  }

  // "…initially pans horizontally in a leading to trailing direction": a pan toward the
  // leading side, or a vertical one, does not begin it; in right-to-left leading to trailing
  // is right to left.
  @Test func onlyALeadingToTrailingHorizontalPanBeginsIt() {
    let (device, navigation, _, _) = pushedNavigation(osVersion: .iOS26)
    let recognizer = navigation.interactiveContentPopGestureRecognizer
    let back = device.touchDown(at: CGPoint(x: 300, y: 500))
    back.move(to: CGPoint(x: 100, y: 500), duration: 0.2)
    #expect(recognizer?.state == .failed)
    back.lift()
    let vertical = device.touchDown(at: CGPoint(x: 150, y: 300))
    vertical.move(to: CGPoint(x: 155, y: 600), duration: 0.2)
    #expect(recognizer?.state == .failed)
    vertical.lift()
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    let (rtlDevice, rtlNavigation, _, _) = pushedNavigation(
      osVersion: .iOS26, layoutDirection: .rightToLeft)
    rtlDevice.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 20, y: 500), duration: 0.3)
    rtlDevice.runUntilIdle()
    #expect(rtlNavigation.viewControllers.count == 1)
  }

  // "…in cases that are not covered by interactivePopGestureRecognizer": from the leading
  // edge the edge swipe takes the touch and the content swipe fails; with nothing to pop
  // neither begins.
  @Test func itLeavesTheEdgeToTheEdgeSwipeAndNeedsSomethingToPop() {
    let (device, navigation, _, _) = pushedNavigation(osVersion: .iOS26)
    let finger = device.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 250, y: 400), duration: 0.2)
    #expect(navigation.interactivePopGestureRecognizer?.state == .changed)
    #expect(navigation.interactiveContentPopGestureRecognizer?.state == .failed)
    finger.lift()
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    let lone = device.touchDown(at: CGPoint(x: 150, y: 500))
    lone.move(to: CGPoint(x: 300, y: 500), duration: 0.2)
    #expect(navigation.interactiveContentPopGestureRecognizer?.state == .failed)
    lone.lift()
  }
}

/// Fades a badge out alongside any transition that reveals it, queued in `viewWillAppear(_:)`.
@MainActor
private final class FadesBadgeInWillAppear: UIViewController {
  let badge: UIView
  private(set) var queued = false
  init(_ badge: UIView) {
    self.badge = badge
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else { return }
    queued = coordinator.animate(
      alongsideTransition: { [badge] _ in badge.alpha = 0 }, completion: nil)
  }
}
