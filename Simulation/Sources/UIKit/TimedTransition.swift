/// A transition UIKit runs itself over a stretch of time — a navigation push or pop, a size
/// change (rotation) — and the coordinator it hands to everyone who asks
/// (`transitionCoordinator`, `viewWillTransition(to:with:)`).
///
/// Apple: the coordinator "is ephemeral and lasts for the duration of the transition
/// animation"; `animate(alongsideTransition:completion:)` runs the animations "alongside the
/// transition animations" and the completion "after the transition finishes"; it "returns false
/// if the animations could not be queued" (as when the transition is over).
/// `notifyWhenInteractionChanges(_:)`'s handler runs "any time the transition changes from
/// interactive to noninteractive, including when the transition ends or is canceled".
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
///
/// Modelled: a non-interactive transition ends `duration` seconds after it begins on the
/// virtual clock; an interactive one follows `update(percentComplete:)` until
/// `endInteraction(finishing:)`, then runs the rest of its duration (the part still to go when
/// finishing, the part already done when cancelling). While a non-interactive animated one runs,
/// touches that land are ignored (long-known device behaviour: UIKit ignores interaction events
/// during its own transition animations); during the interactive part the finger drives it.
@MainActor
public final class SimulationTimedTransition: NSObject, UIViewControllerTransitionCoordinator {
  /// What the transition is, for descriptions and tests.
  public let name: String
  public let isAnimated: Bool
  public let initiallyInteractive: Bool
  public private(set) var isInteractive: Bool
  public private(set) var isCancelled = false
  public let transitionDuration: TimeInterval
  public private(set) var percentComplete: CGFloat = 0
  public let containerView: UIView
  public var presentationStyle: UIModalPresentationStyle { .none }
  /// Simulation only: whether it has begun and not yet ended.
  public private(set) var isRunning = false
  /// Simulation only: whether it has ended (completions run).
  public private(set) var isFinished = false

  private weak var fromController: UIViewController?
  private weak var toController: UIViewController?
  private var alongside: [((any UIViewControllerTransitionCoordinatorContext) -> Void)?] = []
  private var completions: [((any UIViewControllerTransitionCoordinatorContext) -> Void)?] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private var sequence = 0
  /// When it began (`CACurrentMediaTime()`).
  private var beganAt: TimeInterval?
  /// The alongside animations of an interactive transition, queued before it began: a paused
  /// animator scrubbed by `percentComplete`, until the interaction ends.
  private var interactiveAlongside: UIViewPropertyAnimator?
  /// The alongside animations of an interactive transition (to set their values again when a
  /// cancelled one has been drawn back).
  private var interactiveAlongsideBlocks:
    [((any UIViewControllerTransitionCoordinatorContext) -> Void)?] = []
  /// Called once at the end with whether the transition completed (not cancelled), before the
  /// coordinator's own completions.
  package var onEnd: ((Bool) -> Void)?

  package init(
    name: String, duration: TimeInterval, animated: Bool = true, interactive: Bool = false,
    containerView: UIView, from: UIViewController? = nil, to: UIViewController? = nil
  ) {
    self.name = name
    transitionDuration = animated ? duration : 0
    isAnimated = animated
    initiallyInteractive = interactive
    isInteractive = interactive
    self.containerView = containerView
    fromController = from
    toController = to
  }

  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    switch key {
    case .from: fromController
    case .to: toController
    default: nil
    }
  }

  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: fromController?.viewIfLoaded
    case .to: toController?.viewIfLoaded
    default: nil
    }
  }

  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isFinished else { return false }
    if isRunning {
      // Queued while it runs: drawn over what is left of a non-interactive one.
      let left = transitionDuration - (CACurrentMediaTime() - (beganAt ?? CACurrentMediaTime()))
      if isAnimated, !isInteractive, left > 0 {
        SimulationAnimations.shared.run(
          duration: left, delay: 0, animations: { animation?(self) }, completion: nil)
      } else {
        animation?(self)
      }
    } else {
      alongside.append(animation)
    }
    completions.append(completion)
    return true
  }

  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard !isFinished else { return }
    interactionHandlers.append(handler)
  }

  /// Starts it: the queued alongside animations run, and a non-interactive one is scheduled
  /// to end after its duration.
  package func begin() {
    guard !isRunning, !isFinished else { return }
    isRunning = true
    beganAt = CACurrentMediaTime()
    SimulationTimedTransitions.running.append(self)
    let queued = alongside
    alongside = []
    // Apple: the animations run "alongside the transition animations": a non-interactive
    // animated transition's are drawn over its duration, as a `UIView.animate` block of that
    // duration; an interactive one's follow its `percentComplete` (Apple, `percentComplete`:
    // "the percentage of the transition's animations that have completed", and the alongside
    // page: "at the same time as the view controller transition animations") — scrubbed
    // linearly as a paused property animator is (`scrubsLinearly`'s default), until the
    // interaction ends.
    if isAnimated, !isInteractive, transitionDuration > 0 {
      SimulationAnimations.shared.run(
        duration: transitionDuration, delay: 0,
        animations: { for animation in queued { animation?(self) } }, completion: nil)
    } else if isAnimated, isInteractive, transitionDuration > 0, !queued.isEmpty {
      let animator = UIViewPropertyAnimator(duration: transitionDuration, curve: .linear) {
        for animation in queued { animation?(self) }
      }
      animator.pauseAnimation()
      interactiveAlongside = animator
      interactiveAlongsideBlocks = queued
    } else {
      for animation in queued { animation?(self) }
    }
    if !isInteractive { schedule(after: transitionDuration, completed: true) }
  }

  /// The finger moved: how far the interactive transition has come, 0…1.
  package func update(percentComplete: CGFloat) {
    guard isInteractive, isRunning else { return }
    self.percentComplete = Swift.min(
      1, Swift.max(0, percentComplete.isFinite ? percentComplete : 0))
    interactiveAlongside?.fractionComplete = self.percentComplete
  }

  /// The finger lifted (or was cancelled): the interaction handlers run, then the rest of the
  /// animation.
  package func endInteraction(finishing: Bool) {
    guard isInteractive, isRunning else { return }
    isInteractive = false
    isCancelled = !finishing
    for handler in interactionHandlers { handler(self) }
    interactionHandlers = []
    let remaining = finishing ? 1 - percentComplete : percentComplete
    endInteractiveAlongside(
      finishing: finishing, over: transitionDuration * Double(remaining))
    schedule(after: transitionDuration * Double(remaining), completed: finishing)
  }

  /// The interaction ended: the alongside animations are drawn on to their end, or back to
  /// their start, over what is left of the transition. Cancelled, their blocks' values are the
  /// model's again once drawn back — UIKit does not restore what the blocks set (Apple is
  /// silent; the stricter reading: an app restores it in its completion when `isCancelled`).
  private func endInteractiveAlongside(finishing: Bool, over seconds: TimeInterval) {
    guard let animator = interactiveAlongside else { return }
    if finishing {
      // Kept until the transition ends (an animator released while active is misuse).
      animator.startAnimation()
      return
    }
    interactiveAlongside = nil
    animator.stopAnimation(false)
    let blocks = interactiveAlongsideBlocks
    interactiveAlongsideBlocks = []
    SimulationAnimations.shared.run(
      duration: seconds, delay: 0, curve: .linear,
      animations: { animator.finishAnimation(at: .start) },
      completion: { [weak self] _ in
        guard let self else { return }
        UIView.performWithoutAnimation { for block in blocks { block?(self) } }
      })
  }

  /// Ends it now (a transition cut short by another one).
  package func finishNow() {
    guard isRunning else { return }
    if isInteractive { endInteraction(finishing: true) }
    end(completed: !isCancelled)
  }

  private func schedule(after seconds: TimeInterval, completed: Bool) {
    sequence += 1
    let current = sequence
    if seconds <= 0 {
      end(completed: completed)
      return
    }
    SimulationAnimations.shared.add(end: CACurrentMediaTime() + seconds) { [weak self] _ in
      guard let self, self.sequence == current else { return }
      self.end(completed: completed)
    }
  }

  private func end(completed: Bool) {
    guard isRunning else { return }
    sequence += 1
    isRunning = false
    isFinished = true
    if let animator = interactiveAlongside, animator.state != .inactive {
      // Cut short while still interactive: the alongside animations end with it.
      animator.stopAnimation(false)
      animator.finishAnimation(at: completed ? .end : .start)
    }
    interactiveAlongside = nil
    if completed { percentComplete = 1 }
    SimulationTimedTransitions.running.removeAll { $0 === self }
    onEnd?(completed)
    onEnd = nil
    let queued = completions
    completions = []
    for completion in queued { completion?(self) }
  }

  /// Whether touches that land now are ignored: a non-interactive animated transition running.
  package var isIgnoringTouches: Bool { isRunning && !isInteractive && isAnimated }

  public override var description: String { name }
}

/// The timed transitions running now (reset with each simulated device).
@MainActor
package enum SimulationTimedTransitions {
  package static var running: [SimulationTimedTransition] = []
  package static var isIgnoringTouches: Bool { running.contains { $0.isIgnoringTouches } }
}
