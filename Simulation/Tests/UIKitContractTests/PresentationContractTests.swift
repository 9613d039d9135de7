// Contract tests of the simulated presentation machinery: the custom-presentation sequence,
// its dismissal counterpart, and UIKit's refusals.
import Testing
import UIKit
import UIKitSimulation

/// A presentation controller that records its callbacks into a shared log.
@MainActor
final class RecordingPresentationController: UIPresentationController {
  var log = CallLog()
  override func presentationTransitionWillBegin() { log.record("presentationTransitionWillBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.record("presentationTransitionDidEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() { log.record("dismissalTransitionWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.record("dismissalTransitionDidEnd(\(completed))")
  }
  override func containerViewWillLayoutSubviews() { log.record("containerViewWillLayoutSubviews") }
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) { log.record("viewWillTransition") }
  override var frameOfPresentedViewInContainerView: CGRect {
    CGRect(x: 0, y: 0, width: 300, height: containerView?.bounds.height ?? 0)
  }
}

/// An animator that, unless told to wait, puts the presented view at its final frame and
/// completes after its duration.
@MainActor
final class RecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: CallLog
  var completesByItself = true
  var context: (any UIViewControllerContextTransitioning)?

  init(log: CallLog) { self.log = log }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    log.record("animateTransition")
    context = transitionContext
    if let presented = transitionContext.viewController(forKey: .to),
      let view = transitionContext.view(forKey: .to)
    {
      view.frame = transitionContext.finalFrame(for: presented)
      transitionContext.containerView.addSubview(view)
    }
    guard completesByItself else { return }
    UIView.animate(withDuration: 0.3, animations: {}) { [log] _ in
      log.record("completeTransition")
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.record("animationEnded(\(transitionCompleted))")
  }
}

/// An interaction controller that records its start and keeps the context for the test.
@MainActor
final class RecordingInteractor: NSObject, UIViewControllerInteractiveTransitioning {
  let log: CallLog
  var context: (any UIViewControllerContextTransitioning)?
  init(log: CallLog) { self.log = log }
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    log.record("startInteractiveTransition")
    context = transitionContext
  }
}

/// A transitioning delegate that vends the recording objects and records each question.
@MainActor
final class RecordingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let log = CallLog()
  var presentationController: RecordingPresentationController?
  lazy var animator: RecordingAnimator? = RecordingAnimator(log: log)
  var interactor: RecordingInteractor?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    log.record("presentationController(forPresented:)")
    let controller = RecordingPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller.log = log
    presentationController = controller
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.record("animationController(forPresented:)")
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    log.record("animationController(forDismissed:)")
    return animator
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.record("interactionControllerForPresentation")
    return interactor
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.record("interactionControllerForDismissal")
    return interactor
  }
}

/// A controller that asks `isBeingPresented`/`isBeingDismissed` in each appearance callback.
@MainActor
final class AskingController: UIViewController {
  var answers: [String] = []
  private func ask(_ callback: String) {
    let state = [isBeingPresented ? "presented" : nil, isBeingDismissed ? "dismissed" : nil]
    answers.append(([callback] + state.compactMap { $0 }).joined(separator: " "))
  }
  override func viewWillAppear(_ animated: Bool) { ask("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { ask("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { ask("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { ask("viewDidDisappear") }
}

/// A controller that records its appearance callbacks into a shared log too.
@MainActor
final class LoggingController: UIViewController {
  var log: CallLog?
  override func viewWillAppear(_ animated: Bool) { log?.record("presented.viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log?.record("presented.viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log?.record("presented.viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log?.record("presented.viewDidDisappear") }
}

@MainActor
@Suite(.serialized)
struct PresentationContractTests {
  /// A device with a root controller and a custom-style controller to present with `delegate`.
  func makePresentation(_ delegate: RecordingTransitioningDelegate) -> (
    SimulatedDevice, UIViewController, LoggingController
  ) {
    let (device, root) = deviceWithRoot()
    let presented = LoggingController()
    presented.log = delegate.log
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    return (device, root, presented)
  }

  /// `makePresentation`, presented and settled (no transition left running).
  func presentedAndSettled(_ delegate: RecordingTransitioningDelegate, animated: Bool) -> (
    SimulatedDevice, UIViewController, LoggingController
  ) {
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: animated)
    device.runUntilIdle()
    return (device, root, presented)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()
  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // ("The completion handler is called after the viewDidAppear(_:) method is called on the
  // presented view controller.") The custom presentation runs in this order.
  @Test func customPresentationRunsInUIKitsOrder() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: true) { delegate.log.record("completion") }
    #expect(presented.presentingViewController === root)
    #expect(
      !delegate.log.entries.contains("presentationTransitionWillBegin"), "starts after the turn")
    device.runUntilIdle()
    #expect(
      delegate.log.entries.filter { !$0.hasPrefix("containerView") } == [
        "presentationController(forPresented:)", "animationController(forPresented:)",
        "interactionControllerForPresentation", "presentationTransitionWillBegin",
        "presented.viewWillAppear", "animateTransition", "completeTransition",
        "presentationTransitionDidEnd(true)", "presented.viewDidAppear", "animationEnded(true)",
        "completion",
      ])
    #expect(root.presentedViewController === presented)
    #expect(presented.view.simulationIsVisible)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
  // https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart
  // With an interaction controller UIKit calls `startInteractiveTransition(_:)` instead of
  // `animateTransition(using:)`, and the context reports an interactive transition.
  @Test func anInteractionControllerStartsTheTransitionInsteadOfTheAnimator() {
    let delegate = RecordingTransitioningDelegate()
    delegate.interactor = RecordingInteractor(log: delegate.log)
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: true)
    device.runTurn()
    #expect(delegate.log.entries.contains("startInteractiveTransition"))
    #expect(!delegate.log.entries.contains("animateTransition"))
    #expect(delegate.interactor?.context?.isInteractive == true)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
  // "animator: The transition animator object returned by your
  // animationController(forPresented:presenting:source:) method" — without an animator UIKit
  // does not ask for an interaction controller.
  @Test func noInteractionControllerIsAskedForWithoutAnAnimator() {
    let delegate = RecordingTransitioningDelegate()
    delegate.animator = nil
    let (device, root, presented) = makePresentation(delegate)
    var completed = false
    root.present(presented, animated: true) { completed = true }
    device.runUntilIdle()
    #expect(!delegate.log.entries.contains("interactionControllerForPresentation"))
    #expect(completed)
    #expect(presented.view.superview != nil, "UIKit places the view itself")
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // "flag: Pass true to animate the presentation; otherwise, pass false" — without animation
  // no animation (and so no interaction) controller is asked for.
  @Test func anUnanimatedPresentationAsksForNoAnimationController() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = makePresentation(delegate)
    var completed = false
    root.present(presented, animated: false) { completed = true }
    device.runUntilIdle()
    #expect(delegate.log.entries.contains("presentationController(forPresented:)"))
    #expect(!delegate.log.entries.contains("animationController(forPresented:)"))
    #expect(!delegate.log.entries.contains("interactionControllerForPresentation"))
    #expect(completed)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
  // The context's container is in the window; `.to` is the presented controller and its view;
  // the from view is nil when the presentation controller keeps the presenter's view
  // (`shouldRemovePresentersView` is false by default); the final frame is
  // `frameOfPresentedViewInContainerView`.
  @Test func theTransitionContextDescribesThePresentation() {
    let delegate = RecordingTransitioningDelegate()
    delegate.animator?.completesByItself = false
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: true)
    device.runTurn()
    let context = try? #require(delegate.animator?.context)
    #expect(context?.containerView.window === device.window)
    #expect(context?.viewController(forKey: .to) === presented)
    #expect(context?.viewController(forKey: .from) === root)
    #expect(context?.view(forKey: .to) === presented.view)
    #expect(context?.view(forKey: .from) == nil)
    #expect(context?.finalFrame(for: presented) == CGRect(x: 0, y: 0, width: 300, height: 852))
    #expect(context?.isAnimated == true)
    #expect(delegate.presentationController?.containerView === context?.containerView)
  }

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
  // "The default implementation of this method returns false."
  @Test func shouldRemovePresentersViewIsFalseByDefault() {
    _ = SimulatedDevice()
    let controller = UIPresentationController(
      presentedViewController: UIViewController(), presenting: UIViewController())
    #expect(!controller.shouldRemovePresentersView)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // ("The completion handler is called after the viewDidDisappear(_:) method is called on the
  // presented view controller.") The dismissal mirrors the presentation, and afterwards the
  // presented controller is gone from the window and from its presenter.
  @Test func customDismissalRunsInUIKitsOrder() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = presentedAndSettled(delegate, animated: true)
    delegate.log.entries.removeAll()
    root.dismiss(animated: true) { delegate.log.record("completion") }
    device.runUntilIdle()
    #expect(
      delegate.log.entries.filter { !$0.hasPrefix("containerView") } == [
        "animationController(forDismissed:)", "interactionControllerForDismissal",
        "dismissalTransitionWillBegin", "presented.viewWillDisappear", "animateTransition",
        "completeTransition", "dismissalTransitionDidEnd(true)", "presented.viewDidDisappear",
        "animationEnded(true)", "completion",
      ])
    #expect(root.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(presented.viewIfLoaded?.window == nil)
    #expect(device.hitView(at: CGPoint(x: 100, y: 400)) === root.view, "no container left behind")
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // "If you call this method on the presented view controller itself, UIKit asks the
  // presenting view controller to handle the dismissal."
  @Test func dismissOnThePresentedControllerDismissesIt() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = presentedAndSettled(delegate, animated: false)
    var completed = false
    presented.dismiss(animated: false) { completed = true }
    device.runUntilIdle()
    #expect(completed)
    #expect(root.presentedViewController == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // "flag: Pass true to animate the transition" — without animation no animation or
  // interaction controller is asked for.
  @Test func anUnanimatedDismissalAsksForNoAnimationOrInteractionController() {
    let delegate = RecordingTransitioningDelegate()
    delegate.interactor = RecordingInteractor(log: delegate.log)
    let (device, root, presented) = presentedAndSettled(delegate, animated: false)
    delegate.log.entries.removeAll()
    var completed = false
    root.dismiss(animated: false) { completed = true }
    device.runUntilIdle()
    #expect(!delegate.log.entries.contains("animationController(forDismissed:)"))
    #expect(!delegate.log.entries.contains("interactionControllerForDismissal"))
    #expect(delegate.log.entries.contains("dismissalTransitionDidEnd(true)"))
    #expect(completed)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // A controller presents one controller at a time: presenting again while it already
  // presents is refused — a device logs "Attempt to present … which is already presenting"
  // and never runs the completion.
  @Test func presentingWhileAlreadyPresentingIsRefusedWithAWarningAndNoCompletion() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = presentedAndSettled(delegate, animated: false)
    var completed = false
    root.present(UIViewController(), animated: false) { completed = true }
    device.runUntilIdle()
    #expect(!completed)
    #expect(device.console.count == 1)
    #expect(root.presentedViewController === presented)
  }

  // https://developer.apple.com/documentation/uikit/presenting-a-view-controller
  // The presenting controller's view must be in the window hierarchy; otherwise a device logs
  // "Attempt to present … whose view is not in the window hierarchy" and runs no completion.
  @Test func presentingFromAControllerOutsideTheWindowIsRefused() {
    let device = SimulatedDevice()
    let detached = UIViewController()
    _ = detached.view
    var completed = false
    detached.present(UIViewController(), animated: false) { completed = true }
    device.runUntilIdle()
    #expect(!completed)
    #expect(device.console.count == 1)
    #expect(detached.presentedViewController == nil)
  }

  // Undocumented (device console: "Attempt to present … while a presentation is in
  // progress"): presenting while a transition is running is refused without completion.
  @Test func presentingDuringATransitionIsRefused() {
    let delegate = RecordingTransitioningDelegate()
    delegate.animator?.completesByItself = false
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: true)
    device.runTurn()
    var completed = false
    presented.present(UIViewController(), animated: false) { completed = true }
    device.runTurn()
    #expect(!completed)
    #expect(device.console.count == 1)
    #expect(presented.presentedViewController == nil)
  }

  // Undocumented (device console: "Attempt to dismiss from view controller … while a
  // presentation or dismiss is in progress!"): the dismissal is refused, its completion never
  // runs, and the presentation carries on.
  @Test func dismissingDuringAPresentationIsRefused() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: true)
    device.runTurn()
    var completed = false
    root.dismiss(animated: true) { completed = true }
    device.runUntilIdle()
    #expect(!completed)
    #expect(device.console.count == 1)
    #expect(root.presentedViewController === presented)
    #expect(presented.view.simulationIsVisible)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  // Declared `weak var transitioningDelegate`: the controller does not keep its delegate.
  @Test func theTransitioningDelegateIsWeak() {
    _ = SimulatedDevice()
    let controller = UIViewController()
    weak var weakDelegate: RecordingTransitioningDelegate?
    do {
      let delegate = RecordingTransitioningDelegate()
      weakDelegate = delegate
      controller.transitioningDelegate = delegate
      #expect(controller.transitioningDelegate != nil)
    }
    #expect(weakDelegate == nil)
    #expect(controller.transitioningDelegate == nil)
  }

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
  // "Notifies the presentation controller that layout is about to begin on the views of the
  // container view" — which a size change (rotation) causes; the presentation controller
  // hears `viewWillTransition(to:with:)` first (UIContentContainer).
  @Test func rotationLaysOutTheContainerAndTellsThePresentationController() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = presentedAndSettled(delegate, animated: false)
    delegate.log.entries.removeAll()
    device.rotate(toLandscape: true)
    #expect(delegate.log.entries.first == "viewWillTransition")
    #expect(delegate.log.entries.contains("containerViewWillLayoutSubviews"))
    #expect(
      delegate.presentationController?.containerView?.bounds.size == CGSize(width: 852, height: 393)
    )
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
  // ("false if the animations were canceled and the presenting view controller is still
  // visible"): a cancelled interactive presentation ends with `false`, undoes the link, runs
  // no completion, and the presented controller appears and then disappears.
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
  // "Your handler block is executed any time the transition changes from interactive to
  // noninteractive, including when the transition ends or is canceled": the presented
  // controller's coordinator calls it once when the interaction is cancelled, and it then
  // reports the transition as no longer interactive and cancelled.
  @Test func theCoordinatorTellsWhenAnInteractivePresentationStopsBeingInteractive() {
    let delegate = RecordingTransitioningDelegate()
    delegate.interactor = RecordingInteractor(log: delegate.log)
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: true)
    device.runTurn()
    let coordinator = try? #require(presented.transitionCoordinator)
    #expect(coordinator?.isInteractive == true)
    var calls: [(interactive: Bool, cancelled: Bool)] = []
    coordinator?.notifyWhenInteractionChanges { calls.append(($0.isInteractive, $0.isCancelled)) }
    let context = delegate.interactor?.context
    context?.updateInteractiveTransition(0.3)
    #expect(calls.isEmpty)
    context?.cancelInteractiveTransition()
    #expect(calls.count == 1)
    #expect(calls.first?.interactive == false)
    #expect(calls.first?.cancelled == true)
    context?.completeTransition(false)
    device.runUntilIdle()
    #expect(calls.count == 1)
  }

  @Test func aCancelledInteractivePresentationLeavesNothingPresented() {
    let delegate = RecordingTransitioningDelegate()
    delegate.interactor = RecordingInteractor(log: delegate.log)
    let (device, root, presented) = makePresentation(delegate)
    var completed = false
    root.present(presented, animated: true) { completed = true }
    device.runTurn()
    let context = try? #require(delegate.interactor?.context)
    context?.updateInteractiveTransition(0.3)
    context?.cancelInteractiveTransition()
    #expect(context?.transitionWasCancelled == true)
    context?.completeTransition(false)
    device.runUntilIdle()
    #expect(!completed)
    #expect(delegate.log.entries.contains("presentationTransitionDidEnd(false)"))
    #expect(root.presentedViewController == nil)
    #expect(
      delegate.log.entries.filter { $0.hasPrefix("presented.") } == [
        "presented.viewWillAppear", "presented.viewWillDisappear", "presented.viewDidDisappear",
      ])
    #expect(device.misuses.isEmpty)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  // "You must call this method after your animations have completed" — once. A second call,
  // or a value contradicting the interaction's finish/cancel, is recorded as misuse.
  @Test func completingATransitionTwiceIsMisuse() {
    let delegate = RecordingTransitioningDelegate()
    delegate.animator?.completesByItself = false
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: true)
    device.runTurn()
    let context = try? #require(delegate.animator?.context)
    context?.completeTransition(true)
    #expect(device.misuses.isEmpty)
    context?.completeTransition(true)
    #expect(device.misuses.count == 1)
    #expect(delegate.log.entries.filter { $0.hasPrefix("presentationTransitionDidEnd") }.count == 1)
  }

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
  // "false if the animations were canceled and the presented view controller is still
  // visible": a cancelled interactive dismissal keeps the presentation, runs no completion,
  // and the presented controller disappears-then-appears again.
  @Test func aCancelledInteractiveDismissalKeepsThePresentation() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = presentedAndSettled(delegate, animated: false)
    delegate.interactor = RecordingInteractor(log: delegate.log)
    delegate.log.entries.removeAll()
    var completed = false
    root.dismiss(animated: true) { completed = true }
    device.runTurn()
    let context = try? #require(delegate.interactor?.context)
    context?.cancelInteractiveTransition()
    context?.completeTransition(false)
    device.runUntilIdle()
    #expect(!completed)
    #expect(delegate.log.entries.contains("dismissalTransitionDidEnd(false)"))
    #expect(root.presentedViewController === presented)
    #expect(presented.view.simulationIsVisible)
    #expect(
      delegate.log.entries.filter { $0.hasPrefix("presented.") } == [
        "presented.viewWillDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
      ])
  }

  // UIKit's header (UIViewController.h): "These four methods can be used in a view
  // controller's appearance callbacks to determine if it is being presented, dismissed, or
  // added or removed as a child view controller." Inside the callbacks they answer; outside
  // them nothing promises a value, and the model (the stricter reading) answers false — also
  // right after `present`/`dismiss` returns and while the transition runs.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  @Test func isBeingPresentedAndDismissedAnswerOnlyInAppearanceCallbacks() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, _) = makePresentation(delegate)
    let presented = AskingController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: true)
    #expect(!presented.isBeingPresented, "right after present returns")
    device.runTurn()
    #expect(!presented.isBeingPresented, "mid-transition, outside a callback")
    device.runUntilIdle()
    root.dismiss(animated: true)
    #expect(!presented.isBeingDismissed, "right after dismiss returns")
    device.runTurn()
    #expect(!presented.isBeingDismissed, "mid-transition, outside a callback")
    device.runUntilIdle()
    #expect(
      presented.answers == [
        "viewWillAppear presented", "viewDidAppear presented", "viewWillDisappear dismissed",
        "viewDidDisappear dismissed",
      ])
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
  // "When you present or dismiss a view controller, UIKit creates a transition coordinator
  // object automatically and assigns it to the view controller's transitionCoordinator
  // property" — there once `dismiss` has returned; a refused dismissal gets none of its own.
  @Test func anAcceptedDismissalHasItsOwnTransitionCoordinator() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = presentedAndSettled(delegate, animated: true)
    #expect(presented.transitionCoordinator == nil)
    root.dismiss(animated: true)
    let coordinator = presented.transitionCoordinator
    #expect(coordinator != nil)
    #expect(coordinator?.viewController(forKey: .from) === presented)
    root.dismiss(animated: true)  // refused: a dismissal is in progress
    #expect(presented.transitionCoordinator === coordinator)
    device.runUntilIdle()
    #expect(presented.transitionCoordinator == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  // "The view controller that is presented by this view controller, or one of its ancestors in
  // the view controller hierarchy."
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  // "If the view controller was not presented modally, but one of its ancestors was, this
  // property contains the view controller that presented the ancestor."
  @Test func presentedAndPresentingFollowAncestors() {
    let device = SimulatedDevice()
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    device.show(navigation)
    let sheetContent = UIViewController()
    let sheet = UINavigationController(rootViewController: sheetContent)
    sheet.modalPresentationStyle = .fullScreen
    child.present(sheet, animated: false)
    device.runUntilIdle()
    // Full screen: the navigation controller presents (UIKit walks up to it).
    #expect(navigation.presentedViewController === sheet)
    #expect(child.presentedViewController === sheet, "a child answers its ancestor's")
    #expect(sheet.presentingViewController === navigation)
    #expect(sheetContent.presentingViewController === navigation)
    #expect(sheetContent.presentedViewController == nil)
    navigation.dismiss(animated: false)
    device.runUntilIdle()
    #expect(child.presentedViewController == nil)
    #expect(sheetContent.presentingViewController == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  // "If you've not yet presented the current view controller, accessing this property creates
  // a presentation controller": UIKit holds presentation controllers outside a presentation,
  // and may keep a dismissed controller's. The model keeps it (the stricter reading: what it
  // holds strongly lives as long as the dismissed controller, unless it lets go itself).
  @Test func aDismissedControllerKeepsItsPresentationController() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = presentedAndSettled(delegate, animated: false)
    weak var used = delegate.presentationController
    #expect(used != nil)
    root.dismiss(animated: false)
    device.runUntilIdle()
    delegate.presentationController = nil
    #expect(presented.presentingViewController == nil)
    #expect(root.presentedViewController == nil)
    #expect(used != nil, "the dismissed controller keeps its presentation controller")
    #expect(presented.presentationController === used)
    // Presenting again makes a new one; the kept one goes.
    root.present(presented, animated: false)
    device.runUntilIdle()
    #expect(presented.presentationController !== used)
    #expect(used == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  // "Runs the specified animations at the same time as the view controller transition
  // animations" and the completion "after the transition finishes".
  @Test func theTransitionCoordinatorRunsAlongsideAnimationsAndCompletions() {
    let delegate = RecordingTransitioningDelegate()
    let (device, root, presented) = makePresentation(delegate)
    root.present(presented, animated: true)
    var log: [String] = []
    let coordinator = try? #require(presented.transitionCoordinator)
    coordinator?.animate(
      alongsideTransition: { _ in log.append("alongside") }, completion: { _ in log.append("done") }
    )
    #expect(log.isEmpty)
    device.runTurn()
    #expect(log == ["alongside"])
    device.runUntilIdle()
    #expect(log == ["alongside", "done"])
    #expect(presented.transitionCoordinator == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // "If you present several view controllers in succession, thus building a stack of presented
  // view controllers, calling this method on a view controller lower in the stack dismisses
  // its immediate child view controller and all view controllers above that child on the
  // stack."
  @Test func dismissingLowerInAStackDismissesEverythingAbove() {
    let (device, root) = deviceWithRoot()
    let first = UIViewController()
    let second = UIViewController()
    first.modalPresentationStyle = .overFullScreen
    second.modalPresentationStyle = .overFullScreen
    root.present(first, animated: false)
    device.runUntilIdle()
    first.present(second, animated: false)
    device.runUntilIdle()
    #expect(first.presentedViewController === second)
    var completed = false
    root.dismiss(animated: false) { completed = true }
    device.runUntilIdle()
    #expect(completed)
    #expect(root.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(second.viewIfLoaded?.window == nil)
    #expect(first.viewIfLoaded?.window == nil)
  }
}

@MainActor
@Suite(.serialized)
struct StackedDismissalContractTests {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // "…calling this method on a view controller lower in the stack dismisses its immediate child
  // view controller and all view controllers above that child … only the top-most view
  // controller is dismissed in an animated fashion; any intermediate view controllers are simply
  // removed from the stack."
  @Test func dismissingLowerInAStackAnimatesOnlyTheTopMost() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let middle = UIViewController()
    let top = UIViewController()
    root.present(middle, animated: false)
    device.runUntilIdle()
    middle.present(top, animated: false)
    device.runUntilIdle()
    var completed = false
    root.dismiss(animated: true) { completed = true }
    device.runTurn()
    // The top-most runs its (built-in) animation; the middle one waits to be removed.
    #expect(appearance(of: top).last == "viewWillDisappear")
    #expect(appearance(of: middle).last == "viewDidAppear")
    #expect(root.presentedViewController === middle)
    device.runUntilIdle()
    #expect(completed)
    #expect(root.presentedViewController == nil)
    #expect(middle.presentingViewController == nil)
    #expect(top.presentingViewController == nil)
  }
}
