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
    // duration (the interactive part's follow the finger, not drawn here: their end values
    // show at once).
    if isAnimated, !isInteractive, transitionDuration > 0 {
      SimulationAnimations.shared.run(
        duration: transitionDuration, delay: 0,
        animations: { for animation in queued { animation?(self) } }, completion: nil)
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
    schedule(after: transitionDuration * Double(remaining), completed: finishing)
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
