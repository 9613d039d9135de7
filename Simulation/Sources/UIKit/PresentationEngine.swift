/// UIKit's presentation machinery, in the order a device runs it.
///
/// Synchronously in `present`: the checks, the links between the controllers, the presentation
/// controller (for `.custom`, from the transitioning delegate), the animation controller (only
/// when animated) and the interaction controller (only when there is an animation controller).
/// Then, after the current run-loop turn (stack traces on devices show the transition running
/// from `_runAfterCACommitDeferredBlocks`; the order is undocumented, so the simulation takes
/// the later start, which callers must tolerate): `presentationTransitionWillBegin`, the
/// presented controller's `viewWillAppear`, then `startInteractiveTransition` (interactive start)
/// or `animateTransition`. `completeTransition` ends it: `presentationTransitionDidEnd`, the
/// appearance callbacks, and on a completed dismissal the container leaves the window.
@MainActor
package enum SimulationPresentation {
  static func presentationContext(for controller: UIViewController, style: UIModalPresentationStyle)
    -> UIViewController
  {
    var current = controller
    switch style {
    case .currentContext, .overCurrentContext:
      while let parent = current.parent, !current.definesPresentationContext { current = parent }
    default:
      while let parent = current.parent { current = parent }
    }
    return current
  }

  static func transitionInProgress(around controller: UIViewController) -> SimulationTransition? {
    // This controller, its presenters, and everything it presents.
    var up: UIViewController? = controller
    while let current = up {
      if let transition = current.activeTransition { return transition }
      up = current.presentingViewController
    }
    var down = controller.presentedStorage
    while let current = down {
      if let transition = current.activeTransition { return transition }
      down = current.presentedStorage
    }
    return nil
  }

  static func present(
    _ presented: UIViewController, from caller: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    if presented.presentingStorage != nil || presented.parent != nil || presented === caller {
      SimulationLog.warn(
        "Application tried to present modally a view controller \(presented) that is already being presented or is a child."
      )
      SimulationLog.misuse("present of \(presented), which is already presented or a child")
      return
    }
    let style: UIModalPresentationStyle =
      presented.modalPresentationStyle == .automatic ? .pageSheet : presented.modalPresentationStyle
    let presenter = presentationContext(for: caller, style: style)
    // Long-known device behaviour: presenting from a controller whose own view is not in a
    // window (not yet shown, or covered by a screen pushed over it) is refused, even when the
    // controller that would present is on screen.
    guard caller.viewIfLoaded?.window != nil, let window = presenter.viewIfLoaded?.window else {
      SimulationLog.warn(
        "Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy."
      )
      return
    }
    if let existing = presenter.presentedStorage {
      SimulationLog.warn(
        "Attempt to present \(presented) on \(presenter) which is already presenting \(existing).")
      return
    }
    if transitionInProgress(around: presenter) != nil {
      SimulationLog.warn(
        "Attempt to present \(presented) on \(presenter) while a presentation is in progress.")
      return
    }
    let delegate = presented.transitioningDelegate
    let presentationController: UIPresentationController =
      (style == .custom
        ? delegate?.presentationController(
          forPresented: presented, presenting: presenter, source: caller) : nil)
      ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
    presentationController.resolvedStyle = style
    let animator =
      animated
      ? delegate?.animationController(
        forPresented: presented, presenting: presenter, source: caller)
      : nil
    let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    let container = SimulationTransitionView(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.presentationController = presentationController
    presentationController.containerView = container
    let transition = SimulationTransition(
      isPresentation: true, presented: presented, presenter: presenter,
      presentationController: presentationController, containerView: container,
      animated: animated, animator: animator, interactor: interactor, completion: completion)
    presenter.presentedStorage = presented
    presented.presentingStorage = presenter
    presented.presentationControllerStorage = presentationController
    presented.keptPresentationController = nil
    presented.activeTransition = transition
    SimulationRunLoop.main.perform {
      window.addSubview(container)
      presentationController.presentationTransitionWillBegin()
      presented.appearanceTransition = transition
      presented.notifyWillAppear(animated)
      if presentationController.shouldRemovePresentersView {
        presenter.notifyWillDisappear(animated)
      }
      transition.start()
    }
  }

  static func dismiss(from caller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    // The controller that was presented: what the caller presents, else the caller (or the
    // ancestor of it) that was presented.
    var victim: UIViewController
    if let presented = presentationContext(for: caller, style: .fullScreen).presentedStorage
      ?? caller.presentedStorage
    {
      victim = presented
    } else {
      var current: UIViewController = caller
      while current.presentingStorage == nil, let parent = current.parent { current = parent }
      guard current.presentingStorage != nil else { return }
      victim = current
    }
    if let transition = transitionInProgress(around: victim) {
      SimulationLog.warn(
        "Attempt to dismiss from view controller \(caller) while a presentation or dismiss is in progress! (\(transition))"
      )
      return
    }
    // Apple: "…calling this method on a view controller lower in the stack dismisses its
    // immediate child view controller and all view controllers above that child … only the
    // top-most view controller is dismissed in an animated fashion; any intermediate view
    // controllers are simply removed from the stack": the top-most goes with its own
    // transition, then the ones between (the victim included) are removed without theirs.
    if victim.presentedStorage != nil {
      var top = victim
      while let next = top.presentedStorage { top = next }
      let intermediates = victim
      startDismissal(of: top, animated: animated) {
        var current = intermediates.presentedStorage == nil ? nil : intermediates
        // Remove from the highest remaining down to the victim.
        while let lowest = current {
          var highest = lowest
          while let next = highest.presentedStorage { highest = next }
          removeImmediately(highest)
          current = highest === lowest ? nil : lowest
        }
        removeImmediately(intermediates)
        completion?()
      }
      return
    }
    startDismissal(of: victim, animated: animated, completion: completion)
  }

  private static func startDismissal(
    of victim: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    guard let presentationController = victim.presentationControllerStorage,
      let presenter = victim.presentingStorage, let container = presentationController.containerView
    else { return }
    let delegate = victim.transitioningDelegate
    let animator = animated ? delegate?.animationController(forDismissed: victim) : nil
    let interactor = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    let transition = SimulationTransition(
      isPresentation: false, presented: victim, presenter: presenter,
      presentationController: presentationController, containerView: container,
      animated: animated, animator: animator, interactor: interactor, completion: completion)
    victim.activeTransition = transition
    SimulationRunLoop.main.perform {
      presentationController.dismissalTransitionWillBegin()
      victim.appearanceTransition = transition
      victim.notifyWillDisappear(animated)
      if presentationController.shouldRemovePresentersView { presenter.notifyWillAppear(animated) }
      transition.start()
    }
  }

  private static func removeImmediately(_ controller: UIViewController) {
    guard let presentationController = controller.presentationControllerStorage else { return }
    presentationController.dismissalTransitionWillBegin()
    controller.notifyDidDisappear(false)
    presentationController.dismissalTransitionDidEnd(true)
    unlink(controller)
  }

  /// Ends a presentation: the container leaves the window and the controllers are no longer
  /// linked. The presented controller keeps its presentation controller (see
  /// `UIViewController.presentationController`: UIKit may).
  private static func unlink(_ controller: UIViewController) {
    controller.presentationControllerStorage?.containerView?.removeFromSuperview()
    controller.presentingStorage?.presentedStorage = nil
    controller.presentingStorage = nil
    controller.keptPresentationController = controller.presentationControllerStorage
    controller.presentationControllerStorage = nil
    controller.activeTransition = nil
  }

  static func finish(_ transition: SimulationTransition, completed: Bool) {
    let presented = transition.presented
    let presenter = transition.presenter
    let controller = transition.presentationController
    let removesPresenter = controller.shouldRemovePresentersView
    presented.activeTransition = nil
    if transition.isPresentation {
      controller.presentationTransitionDidEnd(completed)
      if completed {
        presented.notifyDidAppear(transition.isAnimated)
        if removesPresenter { presenter.notifyDidDisappear(transition.isAnimated) }
      } else {
        presented.notifyDidDisappear(transition.isAnimated)
        if removesPresenter { presenter.notifyDidAppear(transition.isAnimated) }
        unlink(presented)
      }
    } else {
      controller.dismissalTransitionDidEnd(completed)
      if completed {
        presented.notifyDidDisappear(transition.isAnimated)
        if removesPresenter { presenter.notifyDidAppear(transition.isAnimated) }
        unlink(presented)
      } else {
        presented.notifyDidAppear(transition.isAnimated)
        if removesPresenter { presenter.notifyDidDisappear(transition.isAnimated) }
      }
    }
    presented.appearanceTransition = nil
    transition.animator?.animationEnded(completed)
    transition.runAlongsideCompletions()
    if completed { transition.completion?() }
  }
}
