/// Apple: `enum UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// Apple: `enum UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// Apple: `struct UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// Apple: `struct UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// Apple: `protocol UIViewControllerTransitioningDelegate` (all requirements optional; here
/// defaults in an extension — a method whose signature is slightly off is silently not called,
/// as on a device, which the contract suite checks for each method SideMenuKit implements).
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// Apple: `protocol UIViewControllerAnimatedTransitioning`.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Apple: `protocol UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  var completionSpeed: CGFloat { get }
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  /// Apple: "The default value of this property is true."
  public var wantsInteractiveStart: Bool { true }
}

/// Apple: `protocol UIViewControllerContextTransitioning`.
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var targetTransform: CGAffineTransform { get }
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// Apple: `protocol UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var containerView: UIView { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Apple: `protocol UIViewControllerTransitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Apple: "Registers a block to be executed when a transition changes from interactive to
  /// non-interactive."
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// Apple: `protocol UIAdaptivePresentationControllerDelegate` (the dismissal callbacks).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}

/// Apple: `class UIPresentationController`.
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
  /// Apple's header declares it `strong`. A presented controller keeps its presentation
  /// controller after its dismissal here (see `UIViewController.presentationController`), and a
  /// device does not leak every dismissed controller, so the reference back cannot own it: the
  /// model holds it unowned (while presented, the presenting controller owns it).
  public unowned let presentedViewController: UIViewController
  private unowned(unsafe) let presentingStorage: UIViewController
  public var presentingViewController: UIViewController { presentingStorage }
  public package(set) var containerView: UIView?
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingStorage = presentingViewController ?? presentedViewController
    super.init()
  }

  package var resolvedStyle = UIModalPresentationStyle.custom

  /// Apple: "The default implementation of this method returns the presented view
  /// controller's view."
  open var presentedView: UIView? { presentedViewController.view }

  /// Apple: "The default implementation of this method returns a frame rectangle whose size
  /// matches the container view's bounds."
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Apple: "The default implementation of this method returns false." UIKit's own
  /// presentation controller for the full-screen style removes the presenter's views.
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
  open var shouldRemovePresentersView: Bool { resolvedStyle == .fullScreen }
  open var shouldPresentInFullscreen: Bool { true }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  open var traitCollection: UITraitCollection {
    containerView?.traitCollection ?? UITraitCollection()
  }
}

/// Apple's private `UITransitionView`: the full-window container a presentation adds above the
/// presenter. It is a plain view that takes touches: where no presented view covers it, touches
/// end in it and reach nothing below. Its layout calls the presentation controller's
/// `containerViewWillLayoutSubviews`/`DidLayoutSubviews` ("Notifies the presentation controller
/// that layout is about to begin on the views of the container view").
@MainActor
public final class SimulationTransitionView: UIView {
  package weak var presentationController: UIPresentationController?

  public override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }
}

/// One presentation or dismissal in progress: the transition context UIKit hands the animator
/// and the interaction controller, and the coordinator it hands everyone else.
@MainActor
public final class SimulationTransition: NSObject, UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator
{
  public let isPresentation: Bool
  public let presented: UIViewController
  public let presenter: UIViewController
  public let presentationController: UIPresentationController
  public let containerView: UIView
  public let isAnimated: Bool
  public private(set) var isInteractive = false
  public private(set) var transitionWasCancelled = false
  public private(set) var percentComplete: CGFloat = 0
  public private(set) var isCompleted = false
  /// Simulation only: whether UIKit has started the animator or interaction controller.
  public private(set) var isStarted = false
  let animator: (any UIViewControllerAnimatedTransitioning)?
  let interactor: (any UIViewControllerInteractiveTransitioning)?
  let completion: (() -> Void)?
  private var alongside:
    [(
      animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    )] = []
  private var didFinishOrCancel: Bool?

  init(
    isPresentation: Bool, presented: UIViewController, presenter: UIViewController,
    presentationController: UIPresentationController, containerView: UIView, animated: Bool,
    animator: (any UIViewControllerAnimatedTransitioning)?,
    interactor: (any UIViewControllerInteractiveTransitioning)?, completion: (() -> Void)?
  ) {
    self.isPresentation = isPresentation
    self.presented = presented
    self.presenter = presenter
    self.presentationController = presentationController
    self.containerView = containerView
    self.isAnimated = animated
    self.animator = animator
    self.interactor = interactor
    self.completion = completion
  }

  public var presentationStyle: UIModalPresentationStyle { presentationController.resolvedStyle }
  public var initiallyInteractive: Bool { interactor?.wantsInteractiveStart ?? false }
  public var isCancelled: Bool { transitionWasCancelled }
  public var isInterruptible: Bool { false }
  public var transitionDuration: TimeInterval { animator?.transitionDuration(using: self) ?? 0 }
  public var targetTransform: CGAffineTransform { .identity }

  /// Apple: "…the view controller that is visible at the start of the transition" (from) and
  /// "…visible at the end of a completed transition" (to).
  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    switch (key, isPresentation) {
    case (.from, true), (.to, false): return presenter
    case (.to, true), (.from, false): return presented
    default: return nil
    }
  }

  /// Apple: "The view returned by this method may be nil … when the presentation controller
  /// does not remove the presenter's views, the from view [of a presentation] is nil"; the
  /// presented side is the presentation controller's `presentedView`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    let presentedSide = (key == .to) == isPresentation
    if presentedSide { return presentationController.presentedView }
    return presentationController.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
  }

  public func initialFrame(for vc: UIViewController) -> CGRect {
    if vc === presented, !isPresentation {
      return presentationController.frameOfPresentedViewInContainerView
    }
    return .zero
  }

  public func finalFrame(for vc: UIViewController) -> CGRect {
    if vc === presented, isPresentation {
      return presentationController.frameOfPresentedViewInContainerView
    }
    return .zero
  }

  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = percentComplete
  }

  public func finishInteractiveTransition() {
    didFinishOrCancel = true
    runInteractionHandlers()
  }

  public func cancelInteractiveTransition() {
    didFinishOrCancel = false
    transitionWasCancelled = true
    runInteractionHandlers()
  }

  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  /// Whether it began interactively (touches keep reaching the app for the rest of it).
  private var startedInteractive = false

  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard !isCompleted else { return }
    interactionHandlers.append(handler)
  }

  /// Apple: the handler runs "any time the transition changes from interactive to
  /// noninteractive, including when the transition ends or is canceled".
  private func runInteractionHandlers() {
    guard isInteractive else { return }
    isInteractive = false
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  public func pauseInteractiveTransition() {}

  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    // Apple: "Returns false if the animations could not be queued" — as when the transition
    // is over.
    guard !isCompleted else { return false }
    alongside.append((animation, completion))
    if isStarted { animation?(self) }
    return true
  }

  /// Apple: "You must call this method after your animations have completed … pass true if
  /// the transition completed, false if it was cancelled" — for an interactive transition, the
  /// value must match finish/cancel (`!transitionWasCancelled`). Calling it twice, or with a
  /// value that contradicts the interaction's end, is recorded as misuse.
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  public func completeTransition(_ didComplete: Bool) {
    guard !isCompleted else {
      SimulationLog.misuse("completeTransition called twice on \(self)")
      return
    }
    if let didFinishOrCancel, didFinishOrCancel != didComplete {
      SimulationLog.misuse(
        "completeTransition(\(didComplete)) after \(didFinishOrCancel ? "finish" : "cancel")InteractiveTransition"
      )
    }
    isCompleted = true
    if !didComplete { transitionWasCancelled = true }
    SimulationPresentation.finish(self, completed: didComplete)
  }

  package func start() {
    isStarted = true
    for entry in alongside { entry.animation?(self) }
    if let animator {
      if let interactor, interactor.wantsInteractiveStart {
        isInteractive = true
        startedInteractive = true
        interactor.startInteractiveTransition(self)
      } else {
        animator.animateTransition(using: self)
      }
    } else {
      // Without an animator UIKit places the presented view itself; an animated transition
      // then runs UIKit's own animation for the style (its duration is undocumented: the
      // simulation uses 0.35 s), a non-animated one ends at once.
      if isPresentation, let view = presentationController.presentedView {
        view.frame = presentationController.frameOfPresentedViewInContainerView
        containerView.addSubview(view)
      }
      if isAnimated {
        SimulationAnimations.shared.add(end: CACurrentMediaTime() + Self.builtInDuration) {
          [weak self] _ in
          guard let self, !self.isCompleted else { return }
          self.completeTransition(true)
        }
      } else {
        completeTransition(true)
      }
    }
  }

  /// UIKit's own presentation animation, seconds (undocumented; the long-observed value).
  package static let builtInDuration: TimeInterval = 0.35

  /// Whether a non-interactive animation is running: UIKit ignores touches then (long-known
  /// device behaviour: transitions call `beginIgnoringInteractionEvents`). An interactive
  /// transition takes touches while it is interactive; once the interaction controller has
  /// called `finishInteractiveTransition()` or `cancelInteractiveTransition()` the rest runs
  /// non-interactively until `completeTransition(_:)` — Apple: "stop tracking events and call
  /// the finishInteractiveTransition() or cancelInteractiveTransition() method"; "Always follow
  /// calls to this method with a call to the completeTransition(_:) method" — and, as Apple does
  /// not say that touches reach the app in that remainder, the stricter reading: they do not.
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
  package var isIgnoringTouches: Bool {
    isStarted && !isCompleted && isAnimated && (!startedInteractive || didFinishOrCancel != nil)
  }

  package func runAlongsideCompletions() {
    for entry in alongside { entry.completion?(self) }
    alongside.removeAll()
  }

  public override var description: String {
    "\(isPresentation ? "presentation" : "dismissal") of \(presented)"
  }
}
