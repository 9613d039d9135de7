/// Apple: `class UIViewController`.
///
/// Modelled: the lazily loaded view (`loadView` then `viewDidLoad` on first access); appearance
/// callbacks with UIKit's rules (they follow the view entering and leaving a window — never
/// `isHidden` — for a window's root and for children of containers that forward appearance
/// automatically; presentations drive them from the transition; containers that do not forward
/// must call `begin/endAppearanceTransition` themselves, and unbalanced calls are reported as
/// UIKit reports them); containment (`addChild` calls `willMove(toParent:)`, `removeFromParent`
/// calls `didMove(toParent: nil)`; the container calls the other two); the child transition;
/// presentation and dismissal (Presentation.swift); status bar and screen-edge forwarding.
@MainActor
open class UIViewController: UIResponder {
  // MARK: Initialisers

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  // MARK: View

  private var _view: UIView?

  /// Apple: "If you access this property when its value is nil, the view controller
  /// automatically calls the loadView() method and returns the resulting view."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return _view
    }
    set {
      _view?.owningViewController = nil
      _view = newValue
      newValue?.owningViewController = self
    }
  }

  open var viewIfLoaded: UIView? { _view }
  open var isViewLoaded: Bool { _view != nil }

  /// Apple: "Loads the view controller's view if it has not yet been loaded", then calls
  /// `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard _view == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
    isLoadingView = false
    simulationRecord("viewDidLoad")
    viewDidLoad()
  }

  private var isLoadingView = false

  /// Apple: the default "creates a plain UIView object" (no nib in the simulation).
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func viewSafeAreaInsetsDidChange() {}
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Apple (`UIContentContainer`): "Notifies the container that its trait collection
  /// changed" — before the change, with the coordinator of the animation that makes it; the
  /// default forwards to the children (as `viewWillTransition(to:with:)` does).
  /// https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// Apple (`UITraitEnvironment`): "Called when the iOS interface environment changes." —
  /// deprecated in iOS 17 for the trait-registration API and still called on every release
  /// the model runs (device behaviour; the simulation calls it on controllers and views
  /// after their traits changed, before the layout that follows).
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  private var childTraitOverrides: [(child: WeakChild, traits: UITraitCollection)] = []
  private struct WeakChild { weak var controller: UIViewController? }

  /// Apple: "Changes the traits assigned to the specified child view controller" — the child
  /// and its views then report the override's specified traits (the model: its horizontal size
  /// class) and hear `traitCollectionDidChange(_:)`. Nothing else changes: the child's size
  /// stays, so no layout follows (the stricter reading — a container that learns of size
  /// classes only from layout misses it).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    let previous = childViewController.traitCollection
    childTraitOverrides.removeAll {
      $0.child.controller == nil || $0.child.controller === childViewController
    }
    if let collection {
      childTraitOverrides.append((WeakChild(controller: childViewController), collection))
    }
    guard childViewController.traitCollection.horizontalSizeClass != previous.horizontalSizeClass
    else { return }
    func notify(_ controller: UIViewController) {
      controller.traitCollectionDidChange(previous)
      for child in controller.children { notify(child) }
    }
    func notify(_ view: UIView) {
      view.traitCollectionDidChange(previous)
      for subview in view.subviews { notify(subview) }
    }
    notify(childViewController)
    if let view = childViewController.viewIfLoaded { notify(view) }
  }

  /// Apple: "Retrieves the trait collection for a child view controller" — the override set
  /// with `setOverrideTraitCollection(_:forChild:)`, if any.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overridetraitcollection(forchild:)
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    childTraitOverrides.first { $0.child.controller === childViewController }?.traits
  }

  open var title: String?
  open var additionalSafeAreaInsets = UIEdgeInsets.zero

  // MARK: Layout margins

  /// Apple: "The minimum layout margins for the view controller's root view … This property
  /// does not affect the margins associated with subviews of the root view." Apple gives no
  /// values on that page; its only figure is SwiftUI's for the same system margins ("the
  /// system layout margins, which range from 16 to 20 points on iPhone",
  /// https://developer.apple.com/documentation/swiftui/contentmarginguide/container). The
  /// model: 16 points leading and trailing in a compact width, 20 in a regular (or not yet
  /// known) one, 0 at the top and bottom (where the safe area already keeps content clear) —
  /// a value that changes with the size class, the stricter reading: a container that
  /// resizes its children must let every change reach them.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let sizeClass = viewIfLoaded?.simulationEffectiveHorizontalSizeClass ?? .unspecified
    let side: CGFloat = sizeClass == .compact ? 16 : 20
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Apple: "When the value of this property is true, the root view's layout margins are
  /// guaranteed to be no smaller than the values in the systemMinimumLayoutMargins property.
  /// The default value of this property is true." `false` leaves the root view's margins to
  /// its `directionalLayoutMargins` alone.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.updateLayoutMargins() }
  }

  /// Apple: "Called to notify the view controller that the layout margins of its root view
  /// changed." Called after the root view's `layoutMarginsDidChange()`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewlayoutmarginsdidchange()
  open func viewLayoutMarginsDidChange() {}

  /// Simulation only: the root view's margins each time `viewLayoutMarginsDidChange()` was
  /// called, in order.
  public private(set) var simulationLayoutMarginsChanges: [UIEdgeInsets] = []

  package func simulationRecordLayoutMarginsChange(_ margins: UIEdgeInsets) {
    simulationLayoutMarginsChanges.append(margins)
    viewLayoutMarginsDidChange()
  }
  public let navigationItem = UINavigationItem()
  open var traitCollection: UITraitCollection { _view?.traitCollection ?? UITraitCollection() }

  // MARK: Responder chain

  /// Apple: "if the view controller's view is the root view of a window, the next responder
  /// is the window object. If the view controller was presented by another view controller,
  /// the next responder is the presenting view controller"; otherwise the view's superview.
  open override var next: UIResponder? {
    if let presenting = presentingViewController, parent == nil { return presenting }
    return _view?.superview
  }

  package override var simulationWindow: UIWindow? { _view?.window }

  // MARK: Appearance

  package enum AppearanceState: Equatable {
    case disappeared, appearing, appeared, disappearing
  }

  package private(set) var appearanceState = AppearanceState.disappeared
  private var isInManualAppearanceTransition = false

  /// Simulation only: what UIKit called on this controller, in order ("viewWillAppear", …).
  public private(set) var simulationLog: [String] = []

  package func simulationRecord(_ entry: String) { simulationLog.append(entry) }

  /// Apple: "…returns true … the container view controller forwards appearance methods to its
  /// children automatically"; false means the container calls `beginAppearanceTransition`
  /// and `endAppearanceTransition` itself.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Children that receive this controller's appearance callbacks automatically.
  private var forwardedChildren: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let view = _view else { return [] }
    return children.filter { child in child.viewIfLoaded.map { $0.isDescendant(of: view) } ?? false
    }
  }

  package func notifyWillAppear(_ animated: Bool) {
    guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
    appearanceState = .appearing
    simulationRecord("viewWillAppear")
    inAppearanceCallback { viewWillAppear(animated) }
    for child in forwardedChildren { child.notifyWillAppear(animated) }
  }

  package func notifyDidAppear(_ animated: Bool) {
    if appearanceState == .disappeared || appearanceState == .disappearing {
      notifyWillAppear(animated)
    }
    guard appearanceState == .appearing else { return }
    appearanceState = .appeared
    simulationRecord("viewDidAppear")
    inAppearanceCallback { viewDidAppear(animated) }
    for child in forwardedChildren { child.notifyDidAppear(animated) }
  }

  package func notifyWillDisappear(_ animated: Bool) {
    guard appearanceState == .appeared || appearanceState == .appearing else { return }
    appearanceState = .disappearing
    simulationRecord("viewWillDisappear")
    inAppearanceCallback { viewWillDisappear(animated) }
    for child in forwardedChildren { child.notifyWillDisappear(animated) }
  }

  package func notifyDidDisappear(_ animated: Bool) {
    if appearanceState == .appeared || appearanceState == .appearing {
      notifyWillDisappear(animated)
    }
    guard appearanceState == .disappearing else { return }
    appearanceState = .disappeared
    simulationRecord("viewDidDisappear")
    inAppearanceCallback { viewDidDisappear(animated) }
    for child in forwardedChildren { child.notifyDidDisappear(animated) }
  }

  /// Apple: "Tells a child controller its appearance is about to change … Don't call
  /// viewWillAppear(_:) … directly." Calling it again before `endAppearanceTransition()` makes
  /// UIKit log "Unbalanced calls to begin/end appearance transitions"; recorded as misuse.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    // Reversing a transition in progress (appearing, then disappearing — a cancelled
    // interactive transition) is how UIKit's own containers cancel; only a second begin in the
    // same direction is unbalanced.
    let reverses =
      (isAppearing && appearanceState == .disappearing)
      || (!isAppearing && appearanceState == .appearing)
    if isInManualAppearanceTransition, !reverses {
      SimulationLog.misuse("Unbalanced calls to begin/end appearance transitions for \(self)")
    }
    isInManualAppearanceTransition = true
    if isAppearing { notifyWillAppear(animated) } else { notifyWillDisappear(animated) }
  }

  open func endAppearanceTransition() {
    guard isInManualAppearanceTransition else {
      SimulationLog.misuse("Unbalanced calls to begin/end appearance transitions for \(self)")
      return
    }
    isInManualAppearanceTransition = false
    switch appearanceState {
    case .appearing: notifyDidAppear(false)
    case .disappearing: notifyDidDisappear(false)
    case .appeared, .disappeared: break
    }
  }

  /// Whether entering and leaving a window drives this controller's appearance: a window's
  /// root, or a child of a container that forwards automatically. Presented controllers are
  /// driven by their transition.
  private var isAppearanceDrivenByWindow: Bool {
    if isAppearanceHeldByContainer { return false }
    if let parent { return parent.shouldAutomaticallyForwardAppearanceMethods }
    return presentingViewController == nil && activeTransition?.isPresentation != true
  }

  /// Set by a container (the navigation controller during a push or pop) that sends this
  /// controller's appearance callbacks itself while its view enters or leaves the window.
  package var isAppearanceHeldByContainer = false

  package func viewWillMove(toWindow window: UIWindow?) {
    guard isAppearanceDrivenByWindow else { return }
    if window != nil { notifyWillAppear(false) } else { notifyWillDisappear(false) }
  }

  package func viewDidMoveToWindow() {
    guard isAppearanceDrivenByWindow else { return }
    if _view?.window != nil {
      // A child appears fully only once its parent has (the parent forwards it otherwise).
      if let parent, parent.appearanceState != .appeared { return }
      notifyDidAppear(false)
    } else {
      notifyDidDisappear(false)
    }
  }

  // MARK: Containment

  public private(set) var children: [UIViewController] = []
  public private(set) weak var parent: UIViewController?

  /// Apple: "This method … calls the child's willMove(toParent:) method automatically. If the
  /// new child view controller is already the child of a container view controller, it is
  /// removed from that container before being added."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  open func addChild(_ childController: UIViewController) {
    if childController.parent === self { return }
    if childController.parent != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Apple: "This method … calls the child's didMove(toParent:) method with nil" — the
  /// container calls `willMove(toParent: nil)` first itself.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  open func willMove(toParent parent: UIViewController?) {
    simulationRecord("willMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
  }

  open func didMove(toParent parent: UIViewController?) {
    simulationRecord("didMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
  }

  /// Apple: both controllers must be children of the receiver ("…must have a common parent
  /// view controller" is an exception on a device, recorded as misuse here); "This method adds
  /// the second view controller's view to the view hierarchy and then performs the animations
  /// … When the animations complete, it removes the first view controller's view".
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard fromViewController.parent === self, toViewController.parent === self,
      let container = fromViewController.viewIfLoaded?.superview
    else {
      SimulationLog.misuse(
        "transition(from:to:…): both controllers must be children of \(self) and the first view in a superview"
      )
      return
    }
    container.addSubview(toViewController.view)
    UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {})
    {
      finished in
      fromViewController.viewIfLoaded?.removeFromSuperview()
      completion?(finished)
    }
  }

  // MARK: Presenting

  /// Apple: "In a horizontally compact environment, the presented view controller is always
  /// presented full screen"; for the full-screen and custom styles "the view controller that
  /// calls this method might not ultimately handle the presentation … UIKit walks up the view
  /// controller hierarchy to the nearest full-screen controller" (the root or a presented one).
  /// The presentation is refused — a console warning, no completion — when that controller is
  /// already presenting, is not in a window, or a transition is in progress; and presenting a
  /// controller that is already presented is an error.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// https://developer.apple.com/documentation/uikit/presenting-a-view-controller
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    SimulationPresentation.present(
      viewControllerToPresent, from: self, animated: flag, completion: completion)
  }

  /// Apple: "The presenting view controller is responsible for dismissing the view controller
  /// it presented. If you call this method on the presented view controller itself, UIKit asks
  /// the presenting view controller to handle the dismissal." Refused with a warning (and no
  /// completion) while a presentation or dismissal is in progress. Without animation UIKit asks
  /// the transitioning delegate for no animation or interaction controller.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    SimulationPresentation.dismiss(from: self, animated: flag, completion: completion)
  }

  // MARK: Containers found by walking up

  open var navigationController: UINavigationController? {
    var controller = parent
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.parent
    }
    return nil
  }

  open var tabBarController: UITabBarController? {
    var controller = parent
    while let current = controller {
      if let tabs = current as? UITabBarController { return tabs }
      controller = current.parent
    }
    return nil
  }

  open var splitViewController: UISplitViewController? {
    var controller = parent
    while let current = controller {
      if let split = current as? UISplitViewController { return split }
      controller = current.parent
    }
    return nil
  }

  // MARK: Presentation state (driven by Presentation.swift)

  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Apple: "weak var transitioningDelegate".
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  open var modalPresentationCapturesStatusBarAppearance = false
  open var definesPresentationContext = false
  open var isModalInPresentation = false

  package weak var presentingStorage: UIViewController?
  package var presentedStorage: UIViewController?
  package var presentationControllerStorage: UIPresentationController?
  package var activeTransition: SimulationTransition?

  /// Apple: "The view controller that presented this view controller. … If the view controller
  /// was not presented modally, but one of its ancestors was, this property contains the view
  /// controller that presented the ancestor."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? {
    presentingStorage ?? parent?.presentingViewController
  }

  /// Apple: "The view controller that is presented by this view controller, or one of its
  /// ancestors in the view controller hierarchy": a child inside a navigation controller that
  /// presents something answers that something.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? {
    presentedStorage ?? parent?.presentedViewController
  }

  /// Apple: "The presentation controller that's managing the current view controller … If
  /// you've not yet presented the current view controller, accessing this property creates a
  /// presentation controller": UIKit holds presentation controllers outside a presentation.
  /// After a dismissal the model keeps the last one (the stricter reading: UIKit may), so
  /// whatever a presentation controller holds strongly stays alive as long as the controller it
  /// presented unless the presentation controller lets go of it itself.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  open var presentationController: UIPresentationController? {
    presentationControllerStorage ?? keptPresentationController
  }

  /// The presentation controller of the last completed dismissal (see `presentationController`).
  package var keptPresentationController: UIPresentationController?

  /// Apple's header: "These four methods can be used in a view controller's appearance
  /// callbacks to determine if it is being presented, dismissed, or added or removed as a
  /// child view controller." Nothing promises their value anywhere else, so the model answers
  /// them only inside this controller's own appearance callbacks (`viewWillAppear` …
  /// `viewDidDisappear`) and `false` elsewhere — the stricter reading: code that reads them
  /// right after `present` or `dismiss` returns gets no answer it could rely on.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingPresented: Bool { isInAppearanceCallback && appearanceTransitionIsPresentation }
  open var isBeingDismissed: Bool {
    isInAppearanceCallback && appearanceTransitionIsDismissal
  }

  /// Whether one of this controller's appearance callbacks is running.
  package private(set) var isInAppearanceCallback = false
  /// The presentation or dismissal of this controller that its current appearance callbacks
  /// belong to (kept through `viewDidAppear`/`viewDidDisappear` at its end).
  package weak var appearanceTransition: SimulationTransition?

  private var appearanceTransitionIsPresentation: Bool {
    appearanceTransition?.isPresentation == true && appearanceTransition?.presented === self
  }
  private var appearanceTransitionIsDismissal: Bool {
    appearanceTransition?.isPresentation == false && appearanceTransition?.presented === self
  }

  /// Runs one appearance callback with `isBeingPresented`/`isBeingDismissed` answerable.
  private func inAppearanceCallback(_ callback: () -> Void) {
    let outer = isInAppearanceCallback
    isInAppearanceCallback = true
    callback()
    isInAppearanceCallback = outer
  }
  open var isMovingToParent: Bool { false }
  open var isMovingFromParent: Bool { false }

  /// Apple: the coordinator of the transition in progress for this controller or its ancestors.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var controller: UIViewController? = self
    while let current = controller {
      if let transition = current.activeTransition { return transition }
      if let transition = current.presentedStorage?.activeTransition { return transition }
      if let navigation = current as? UINavigationController,
        let transition = navigation.navigationTransition
      {
        return transition
      }
      controller = current.parent
    }
    return nil
  }

  /// The window this controller's view is the root of, if any.
  package weak var isRootOfWindow: UIWindow?

  // MARK: Status bar, home indicator, screen edges

  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Apple: "Override this property to opt out of the vertical bar. Return
  /// `UIVerticalBarBehaviorDisabled` to hide the vertical bar. Defaults to
  /// `UIVerticalBarBehaviorAutomatic`." Read by the model's navigation controller through
  /// `childForPreferredVerticalBarBehavior`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredverticalbarbehavior
  @available(iOS 27.1, *)
  open var preferredVerticalBarBehavior: UIVerticalBarBehavior { .automatic }

  /// Apple: "Return a child to defer the configuration to it, or `nil` to use the
  /// configuration provided by this view controller. The system container view controllers
  /// forward to their active content by default — `UINavigationController` to its top view
  /// controller."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforpreferredverticalbarbehavior
  @available(iOS 27.1, *)
  open var childForPreferredVerticalBarBehavior: UIViewController? {
    (self as? UINavigationController)?.topViewController
  }

  open var prefersStatusBarHidden: Bool { false }
  open var childForStatusBarStyle: UIViewController? { nil }
  open var childForStatusBarHidden: UIViewController? { nil }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

  /// Apple: "The style of the animation to use when hiding or showing the status bar." Default
  /// `.fade`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarupdateanimation
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// Simulation only: how often the controller asked UIKit to re-read each preference.
  public private(set) var simulationStatusBarUpdateCount = 0

  /// Apple: "Indicates to the system that the view controller status bar attributes have
  /// changed. […] If you call this method within an animation block, the changes are animated
  /// along with the rest of the animation block." UIKit re-reads the preferences of the
  /// controller that decides them (see `UIWindow.simulationStatusBar`) only when asked: the
  /// window's status bar changes here, not when a preference's value changes.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
  open func setNeedsStatusBarAppearanceUpdate() {
    simulationStatusBarUpdateCount += 1
    viewIfLoaded?.window?.simulationUpdateStatusBar(
      animationDuration: SimulationAnimations.shared.currentBlockDuration ?? 0)
  }
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

  // MARK: Showing

  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = navigationController ?? (self as? UINavigationController) {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  // MARK: Storyboard segues

  /// Apple: "Notifies the view controller that a segue is about to be performed. […] The
  /// default implementation of this method does nothing." UIKit calls it on the source with the
  /// segue object before the segue's `perform()`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prepare(for:sender:)
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Apple: "Determines whether the segue with the specified identifier should be performed."
  /// Default `true`. Asked only for segues a control triggers, not for `performSegue`.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Apple: "Initiates the segue with the specified identifier from the current view
  /// controller's storyboard file." UIKit makes the segue (its class, the source, a new
  /// destination from the storyboard), calls `prepare(for:sender:)` on the source, then the
  /// segue's `perform()`; an identifier the storyboard does not have raises an exception (here:
  /// a recorded misuse, and nothing happens). The storyboard is the simulation's
  /// (``simulationStoryboardSegues``): this model has no storyboard files.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let connection = simulationStoryboardSegues[identifier] else {
      SimulationLog.misuse("performSegue(withIdentifier: \"\(identifier)\"): no such segue")
      return
    }
    let segue = connection.makeSegue(identifier, self, connection.makeDestination())
    prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// A segue a control in the storyboard triggers (a table row, a button): UIKit asks
  /// `shouldPerformSegue(withIdentifier:sender:)` first, then performs it as `performSegue` does.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)
  public func simulationTriggerSegue(withIdentifier identifier: String, sender: Any?) {
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
    performSegue(withIdentifier: identifier, sender: sender)
  }

  /// Simulation only: the segues this controller's scene has in its storyboard, by identifier:
  /// the segue's class (a custom segue's "Class" in Interface Builder) and how the storyboard
  /// makes a new destination each time.
  public var simulationStoryboardSegues: [String: SimulationStoryboardSegue] = [:]

  nonisolated open override var description: String { "\(type(of: self))" }
}

/// Simulation only: one segue of a storyboard scene — how the storyboard makes the segue object
/// (UIKit instantiates the class set in Interface Builder with `init(identifier:source:
/// destination:)`) and a new destination each time.
@MainActor
public struct SimulationStoryboardSegue {
  public let makeSegue: @MainActor (String, UIViewController, UIViewController) -> UIStoryboardSegue
  public let makeDestination: @MainActor () -> UIViewController

  public init(
    segue makeSegue:
      @escaping @MainActor (String, UIViewController, UIViewController) ->
      UIStoryboardSegue,
    destination makeDestination: @escaping @MainActor () -> UIViewController
  ) {
    self.makeSegue = makeSegue
    self.makeDestination = makeDestination
  }
}

/// Apple: `class UINavigationItem` (the bar items SideMenuKit's users set).
@MainActor
public class UINavigationItem: NSObject {
  public var title: String?
  public var leftBarButtonItem: UIBarButtonItem?
  public var rightBarButtonItem: UIBarButtonItem?
  public var leftBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItems: [UIBarButtonItem]?
  public var hidesBackButton = false
  public var leftItemsSupplementBackButton = false
  public var backBarButtonItem: UIBarButtonItem?
}

/// Apple: `class UIBarButtonItem`.
@MainActor
public class UIBarButtonItem: NSObject {
  public var title: String?
  public var target: AnyObject?
  public var action: Selector?
  public var image: UIImage?
  public var primaryAction: UIAction?
  public var accessibilityLabel: String?

  public override init() { super.init() }

  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.title = title
    self.target = target as AnyObject?
    self.action = action
    super.init()
  }

  /// Apple: `enum UIBarButtonItem.Style`.
  public enum Style: Int, Sendable { case plain, done }
}
