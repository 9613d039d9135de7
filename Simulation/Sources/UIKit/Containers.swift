/// Apple: `class UINavigationController` — a stack of children, the top one's view shown.
///
/// Modelled: push, pop, pop-to, set, children added and removed with the containment calls,
/// and the top view the only one in the navigation view at rest. An animated change while the
/// navigation controller is on screen is a transition (UIKit's push duration is undocumented;
/// 0.35 s is the long-observed value): the old top's view stays in the window until it ends,
/// `transitionCoordinator` is the transition's coordinator meanwhile, the appearance callbacks
/// come as UIKit sends them (`viewWillAppear`/`viewWillDisappear` at the start,
/// `viewDidAppear`/`viewDidDisappear` at the end, with `animated` true), touches that land
/// during it are ignored, and the delegate hears `didShow` at the end. The back swipes really
/// pop, interactively: the finger drives the top view across and the transition's
/// `percentComplete`; lifting past halfway (or with a flick toward the trailing side) finishes,
/// otherwise the pop is cancelled and the stack restored. See `interactivePopGestureRecognizer`
/// and, from iOS 26, `interactiveContentPopGestureRecognizer`.
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  private lazy var popRecognizer: UIScreenEdgePanGestureRecognizer = {
    let recognizer = SimulationEdgePopGestureRecognizer()
    configureSystemPopRecognizer(recognizer)
    return recognizer
  }()
  private lazy var contentPopRecognizer: UIPanGestureRecognizer = {
    let recognizer = SimulationContentPopGestureRecognizer()
    recognizer.edgePop = popRecognizer
    configureSystemPopRecognizer(recognizer)
    return recognizer
  }()
  /// UIKit's own delegate of the back swipes (private on a device): the rule it applies lives
  /// there, so an app that sets a recognizer's delegate to nil — a common workaround to keep
  /// the swipe with a custom back button — loses it (and its own delegate decides instead).
  private let popDelegate = SimulationPopGestureDelegate()

  /// The push, pop or set animating now, or the interactive pop the finger drives.
  package private(set) var navigationTransition: SimulationTimedTransition?
  /// The interactive pop in progress: the controller going and the one coming back.
  private var interactivePop: (popped: UIViewController, revealed: UIViewController)?

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(popRecognizer)
    if SimulationDevice.osMajorVersion >= 26 { view.addGestureRecognizer(contentPopRecognizer) }
    navigationBar.navigationController = self
    navigationBar.isHidden = isNavigationBarHidden
    view.addSubview(navigationBar)
    layoutNavigationBar()
    showTop()
  }

  /// Apple: "The navigation bar managed by the navigation controller." Kept above the top
  /// view, below the top safe-area inset (see `UINavigationBar`).
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  public let navigationBar = UINavigationBar()

  /// Apple: "The delegate of the navigation controller object", told before and after each
  /// controller is shown (`navigationController(_:willShow:animated:)` before its view joins
  /// the navigation view, `didShow` once the push or pop finished).
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  open weak var delegate: (any UINavigationControllerDelegate)?

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutNavigationBar()
  }

  /// Where the bar is: below the top safe-area inset, 44 pt high; or, where the system places
  /// a vertical bar (iOS 27.1: `traitCollection.verticalBarEdge` leading or trailing, and the
  /// top controller's `preferredVerticalBarBehavior` — through
  /// `childForPreferredVerticalBarBehavior` — not `.disabled`), a strip along that side edge,
  /// full height, as wide as the device's vertical bar. Apple: "the system moves the
  /// navigation bar … into a vertical strip along one side edge" is the issue's summary of the
  /// iOS 27.1 behaviour; the strip's width is not documented (the simulated device's value).
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredverticalbarbehavior
  package var simulationVerticalBarFrame: CGRect? { simulationVerticalBarStrip }

  private func layoutNavigationBar() {
    let frame =
      simulationVerticalBarFrame
      ?? CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
    if navigationBar.frame != frame { navigationBar.frame = frame }
    layoutToolbar()
    if navigationBar.superview === view, view.subviews.last !== navigationBar {
      view.bringSubviewToFront(navigationBar)
    }
  }

  /// Apple: "The custom toolbar associated with the navigation controller … The visibility of
  /// this toolbar is controlled by the `isToolbarHidden` property" (whose "default value …
  /// is true"). Modelled as the bar's view only (no items): along the bottom, 44 pt above the
  /// bottom safe-area inset (the long-observed compact toolbar height; Apple does not
  /// document it), or — where the system places a vertical bar (iOS 27.1) — in the vertical
  /// strip along that edge, as the navigation bar is ("the system moves the navigation bar,
  /// toolbar and tab bar into a vertical strip along one side edge": issue 30's summary; the
  /// strip's width is the simulated device's chosen value).
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
  public let toolbar = UIToolbar()

  open var isToolbarHidden = true {
    didSet {
      toolbar.isHidden = isToolbarHidden
      if isViewLoaded { view.setNeedsLayout() }
    }
  }

  /// Apple: with `animated` false "equivalent to setting the value of the `isToolbarHidden`
  /// property directly" (the animation is not modelled).
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:)
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  private func layoutToolbar() {
    guard isViewLoaded else { return }
    let bottom = view.safeAreaInsets.bottom
    let frame =
      simulationVerticalBarFrame
      ?? CGRect(x: 0, y: view.bounds.height - bottom - 44, width: view.bounds.width, height: 44)
    if toolbar.frame != frame { toolbar.frame = frame }
    toolbar.isHidden = isToolbarHidden
    // Joins the view the first time it is shown (a navigation controller that never shows
    // its toolbar has none among its subviews); kept above the top view, below the
    // navigation bar.
    guard !isToolbarHidden || toolbar.superview === view else { return }
    if toolbar.superview !== view { view.addSubview(toolbar) }
    let count = view.subviews.count
    let navigationOnTop = view.subviews.last === navigationBar
    let toolbarIndex = navigationOnTop ? count - 2 : count - 1
    if toolbarIndex < 0 || view.subviews[toolbarIndex] !== toolbar {
      view.bringSubviewToFront(toolbar)
      if navigationBar.superview === view { view.bringSubviewToFront(navigationBar) }
    }
  }

  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Apple: "The gesture recognizer that handles interactively popping the top view controller
  /// off the navigation stack when a person swipes from the leading screen edge … The
  /// navigation controller installs this gesture recognizer on its view" — the leading edge:
  /// the left one, the right one in right-to-left.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

  /// Apple (iOS 26): "The gesture recognizer that handles interactively popping the top view
  /// controller off the navigation stack when a person pans horizontally in the view … when a
  /// person initially pans horizontally in a leading to trailing direction in the view. It
  /// recognizes a gesture on the entire content area of the navigation controller in cases
  /// that are not covered by interactivePopGestureRecognizer and initiates an interactive pop."
  /// Only on a simulated iOS 26 or later (nil before: the property does not exist there). It
  /// waits for the edge swipe to fail, and its private delegate applies the same rule.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  @available(iOS 26.0, *)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
    SimulationDevice.osMajorVersion >= 26 ? contentPopRecognizer : nil
  }

  open var isNavigationBarHidden = false {
    didSet { navigationBar.isHidden = isNavigationBarHidden }
  }

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  // MARK: The back swipes

  private func configureSystemPopRecognizer(_ recognizer: UIPanGestureRecognizer) {
    popDelegate.navigation = self
    recognizer.delegate = popDelegate
    // Whether UIKit's back swipes take a trackpad's two-finger scroll is undocumented. The
    // model takes the stricter reading for an app with its own horizontal drags: they do, in
    // the popping direction, anywhere in the navigation view (a scroll has no edge to start
    // at), so an app's scroll-driven drag meets them on every screen that can pop.
    recognizer.allowedScrollTypesMask = .continuous
    // Apple: it "pops the topmost view controller": with nothing to pop, or a transition
    // already running, there is nothing for it to do whatever its delegate says.
    recognizer.systemShouldBegin = { [weak self] in
      guard let self else { return false }
      return self.stack.count > 1 && self.navigationTransition == nil
    }
    recognizer.systemAction = { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.followBackSwipe(pan)
    }
  }

  /// +1 when leading to trailing is +x (left-to-right), −1 in right-to-left.
  package var trailingSign: CGFloat {
    viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
  }

  private func followBackSwipe(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      beginInteractivePop()
      fallthrough
    case .changed:
      guard let transition = navigationTransition, let pop = interactivePop else { return }
      let width = Swift.max(1, view.bounds.width)
      let distance = Swift.max(0, pan.translation(in: view).x * trailingSign)
      transition.update(percentComplete: distance / width)
      var frame = view.bounds
      frame.origin.x = transition.percentComplete * width * trailingSign
      pop.popped.viewIfLoaded?.frame = frame
    case .ended:
      let velocity = pan.velocity(in: view).x * trailingSign
      let percent = navigationTransition?.percentComplete ?? 0
      let finishes =
        velocity >= Self.popFlickVelocity || (percent > 0.5 && velocity > -Self.popFlickVelocity)
      navigationTransition?.endInteraction(finishing: finishes)
    case .cancelled, .failed:
      navigationTransition?.endInteraction(finishing: false)
    case .possible:
      break
    }
  }

  /// The speed toward the trailing side that finishes an interactive pop however short it is,
  /// points per second (UIKit's rule is undocumented; a flick finishes, a slow release short
  /// of halfway cancels — long-observed device behaviour).
  package static let popFlickVelocity: CGFloat = 500

  private func beginInteractivePop() {
    guard interactivePop == nil, navigationTransition == nil, stack.count > 1, isViewLoaded,
      let popped = stack.last
    else { return }
    let revealed = stack[stack.count - 2]
    interactivePop = (popped, revealed)
    delegate?.navigationController(self, willShow: revealed, animated: true)
    popped.willMove(toParent: nil)
    stack.removeLast()
    let transition = SimulationTimedTransition(
      name: "interactive pop of \(popped)", duration: Self.transitionDuration, interactive: true,
      containerView: view, from: popped, to: revealed)
    navigationTransition = transition
    hold([popped, revealed])
    popped.notifyWillDisappear(true)
    revealed.notifyWillAppear(true)
    showTop(below: popped.viewIfLoaded)
    transition.onEnd = { [weak self] completed in
      guard let self else { return }
      self.interactivePop = nil
      self.navigationTransition = nil
      popped.viewIfLoaded?.frame = self.view.bounds
      if completed {
        popped.viewIfLoaded?.removeFromSuperview()
        self.release([popped, revealed])
        popped.notifyDidDisappear(true)
        revealed.notifyDidAppear(true)
        popped.removeFromParent()
        self.delegate?.navigationController(self, didShow: revealed, animated: true)
      } else {
        // Apple (notifyWhenInteractionChanges): "When the user cancels a transition, UIKit …
        // calls the viewWillDisappear(_:) method on the presented view controller, and finally
        // calls the viewWillAppear(_:) method" on the one that was going; the did… follow.
        self.stack.append(popped)
        revealed.notifyWillDisappear(true)
        popped.notifyWillAppear(true)
        revealed.viewIfLoaded?.removeFromSuperview()
        self.release([popped, revealed])
        revealed.notifyDidDisappear(true)
        popped.notifyDidAppear(true)
        popped.didMove(toParent: self)
      }
    }
    transition.begin()
  }

  // MARK: Stack changes

  /// UIKit's push and pop animation, seconds (undocumented; the long-observed value).
  package static let transitionDuration: TimeInterval = 0.35

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      SimulationLog.misuse(
        "Pushing the same view controller instance more than once is not supported")
      return
    }
    endRunningTransition()
    addChild(viewController)
    let previous = stack.last
    stack.append(viewController)
    replaceTop(previous, animated: animated) { viewController.didMove(toParent: self) }
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    endRunningTransition()
    guard stack.count > 1 else { return nil }
    return popToViewController(stack[stack.count - 2], animated: animated)?.first
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    endRunningTransition()
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let removed = Array(stack[(index + 1)...])
    guard !removed.isEmpty else { return [] }
    let previous = stack.last
    for controller in removed { controller.willMove(toParent: nil) }
    stack.removeSubrange((index + 1)...)
    replaceTop(previous, animated: animated) {
      for controller in removed { controller.removeFromParent() }
    }
    return removed
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    endRunningTransition()
    let previous = stack.last
    let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
    let added = viewControllers.filter { new in !stack.contains { $0 === new } }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    stack = viewControllers
    replaceTop(previous, animated: animated) {
      for controller in removed { controller.removeFromParent() }
      for controller in added { controller.didMove(toParent: self) }
    }
  }

  /// A stack change asked while a transition runs: UIKit warns (the console messages devices
  /// print) and the running one is cut short here, so the new change starts from a settled
  /// stack.
  private func endRunningTransition() {
    guard let running = navigationTransition else { return }
    SimulationLog.warn(
      "nested push animation can result in corrupted navigation bar (\(running) still running)")
    running.finishNow()
  }

  private func replaceTop(
    _ previous: UIViewController?, animated: Bool, finish: @escaping () -> Void
  ) {
    guard isViewLoaded else {
      finish()
      return
    }
    let top = stack.last
    let changed = previous !== top
    if changed, let top { delegate?.navigationController(self, willShow: top, animated: animated) }
    guard animated, changed, let top, let previous, view.window != nil,
      appearanceState == .appeared
    else {
      showTop()
      if changed { previous?.viewIfLoaded?.removeFromSuperview() }
      finish()
      if changed, let top, topViewController === top {
        delegate?.navigationController(self, didShow: top, animated: animated)
      }
      return
    }
    // A pop (the old top leaves the stack) reveals the new top under the old one; a push
    // slides the new one over it.
    let isPop = !stack.contains { $0 === previous }
    let transition = SimulationTimedTransition(
      name: "\(isPop ? "pop" : "push") to \(top)", duration: Self.transitionDuration,
      containerView: view, from: previous, to: top)
    navigationTransition = transition
    hold([previous, top])
    previous.notifyWillDisappear(true)
    top.notifyWillAppear(true)
    showTop(below: isPop ? previous.viewIfLoaded : nil)
    transition.onEnd = { [weak self] _ in
      guard let self else { return }
      self.navigationTransition = nil
      if self.topViewController !== previous { previous.viewIfLoaded?.removeFromSuperview() }
      self.release([previous, top])
      previous.notifyDidDisappear(true)
      top.notifyDidAppear(true)
      finish()
      if self.topViewController === top {
        self.delegate?.navigationController(self, didShow: top, animated: true)
      }
    }
    transition.begin()
  }

  /// During a transition the navigation controller sends its children's appearance callbacks
  /// itself, not their views entering and leaving the window.
  private func hold(_ controllers: [UIViewController]) {
    for controller in controllers { controller.isAppearanceHeldByContainer = true }
  }

  private func release(_ controllers: [UIViewController]) {
    for controller in controllers { controller.isAppearanceHeldByContainer = false }
  }

  private func showTop(below sibling: UIView? = nil) {
    guard let top = stack.last, isViewLoaded, let topView = top.view else { return }
    if topView.superview !== view {
      topView.frame = view.bounds
      topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if let sibling, sibling.superview === view {
        view.insertSubview(topView, belowSubview: sibling)
      } else if navigationBar.superview === view {
        view.insertSubview(topView, belowSubview: navigationBar)
      } else {
        view.addSubview(topView)
      }
    }
  }

  open override var childForStatusBarStyle: UIViewController? { topViewController }
  open override var childForStatusBarHidden: UIViewController? { topViewController }
}

/// Apple: `class UITabBar` — "A control that displays one or more buttons in a tab bar for
/// selecting between different subtasks, views, or modes in an app". Modelled as the bar's
/// view only (no items): where it sits is what the model gives (see `UITabBarController`).
/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor
open class UITabBar: UIView {}

/// Apple: `class UIToolbar` — "A toolbar that displays one or more buttons along the bottom
/// edge of your interface". Modelled as the bar's view only (no items): where it sits is what
/// the navigation controller gives it (see `UINavigationController.toolbar`).
/// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor
open class UIToolbar: UIView {}

/// Apple: `class UITabBarController` — its children, the selected one's view shown, and its
/// tab bar: along the bottom, 49 pt above the bottom safe-area inset and reaching the screen's
/// bottom edge (the long-observed compact tab bar; Apple does not document its height), or —
/// where the system places a vertical bar (iOS 27.1, `traitCollection.verticalBarEdge` leading
/// or trailing, and the selected controller's `preferredVerticalBarBehavior`, through
/// `childForPreferredVerticalBarBehavior`, not `.disabled`) — in the vertical strip along that
/// edge, as the navigation bar is: "the system moves the navigation bar, toolbar and tab bar
/// into a vertical strip along one side edge" (issue 30's summary of iOS 27.1; the strip's
/// width is the simulated device's chosen value).
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
/// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var selected = 0

  /// Apple: "The tab bar view associated with this controller."
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
  public let tabBar = UITabBar()

  /// Apple: the system containers "forward to their active content by default": the selected
  /// controller decides whether the bars go vertical.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforpreferredverticalbarbehavior
  @available(iOS 27.1, *)
  open override var childForPreferredVerticalBarBehavior: UIViewController? {
    selectedViewController
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutTabBar()
  }

  private func layoutTabBar() {
    let frame: CGRect
    if let strip = simulationVerticalBarStrip {
      frame = strip
    } else {
      let bottom = view.safeAreaInsets.bottom
      frame = CGRect(
        x: 0, y: view.bounds.height - bottom - 49, width: view.bounds.width, height: 49 + bottom)
    }
    if tabBar.frame != frame { tabBar.frame = frame }
    if tabBar.superview !== view { view.addSubview(tabBar) }
    if view.subviews.last !== tabBar { view.bringSubviewToFront(tabBar) }
  }

  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for tab in tabs {
      tab.willMove(toParent: nil)
      tab.viewIfLoaded?.removeFromSuperview()
      tab.removeFromParent()
    }
    tabs = viewControllers ?? []
    selected = 0
    for tab in tabs {
      addChild(tab)
      tab.didMove(toParent: self)
    }
    showSelected()
  }

  open var selectedIndex: Int {
    get { selected }
    set {
      guard tabs.indices.contains(newValue), newValue != selected else { return }
      tabs[selected].viewIfLoaded?.removeFromSuperview()
      selected = newValue
      showSelected()
    }
  }

  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelected()
  }

  private func showSelected() {
    guard isViewLoaded, let tab = selectedViewController else { return }
    tab.view.frame = view.bounds
    tab.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tab.view)
    layoutTabBar()
  }
}

/// Apple: `class UISplitViewController` (the column API, iOS 14+), as far as finding the
/// primary column's controller goes.
@MainActor
open class UISplitViewController: UIViewController {
  /// Apple: `enum UISplitViewController.Column`.
  public enum Column: Int, Sendable {
    case primary, supplementary, secondary, compact
  }

  /// Apple: `enum UISplitViewController.Style`.
  public enum Style: Int, Sendable {
    case unspecified, doubleColumn, tripleColumn
  }

  private var columns: [Column: UIViewController] = [:]
  public let style: Style

  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// Apple: for a column, the controller set for it — wrapped in a navigation controller when
  /// it is not one (UIKit does that wrapping for column-style split views).
  open func viewController(for column: Column) -> UIViewController? { columns[column] }

  open func setViewController(_ vc: UIViewController?, for column: Column) {
    if let old = columns[column] {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    guard let vc else {
      columns[column] = nil
      return
    }
    let wrapped = (vc as? UINavigationController) ?? UINavigationController(rootViewController: vc)
    columns[column] = wrapped
    addChild(wrapped)
    view.addSubview(wrapped.view)
    wrapped.didMove(toParent: self)
  }
}

/// The back swipes' delegate, as UIKit's private one behaves (none of this is documented; each
/// is long-known device behaviour, widely reported): the swipe does not begin when the top
/// controller replaced the back button (`leftBarButtonItem`, unless
/// `leftItemsSupplementBackButton`) or hides it (`hidesBackButton`), or when the navigation bar
/// is hidden. It lets the swipe recognize alongside other recognizers — Apple's pages ask apps
/// to "tie" their recognizers to it, and nothing promises it excludes them, so the model takes
/// the stricter reading: only a failure requirement keeps another recognizer from running with
/// it.
@MainActor
final class SimulationPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigation: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation, let top = navigation.topViewController else { return false }
    let item = top.navigationItem
    return (item.leftBarButtonItem == nil || item.leftItemsSupplementBackButton)
      && !item.hidesBackButton && !navigation.isNavigationBarHidden
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// UIKit's edge back swipe: a screen-edge pan on the leading edge (Apple: "swipes from the
/// leading screen edge") — the left edge, the right one when the navigation view lays out
/// right to left.
@MainActor
final class SimulationEdgePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    edges = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    super.touchesBegan(touches, with: event)
  }

  override func scrollBegan(at point: CGPoint, time: TimeInterval) {
    edges = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    super.scrollBegan(at: point, time: time)
  }
}

/// iOS 26's content back swipe: a pan anywhere in the navigation view that begins only when the
/// finger first moves horizontally from leading to trailing (Apple: "initially pans horizontally
/// in a leading to trailing direction"), and only where the edge swipe does not take the touch
/// ("in cases that are not covered by interactivePopGestureRecognizer": it waits for that one
/// to fail).
@MainActor
final class SimulationContentPopGestureRecognizer: UIPanGestureRecognizer {
  weak var edgePop: UIGestureRecognizer?

  override func mayBegin(movement: CGPoint) -> Bool {
    let sign: CGFloat = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    return abs(movement.x) > abs(movement.y) && movement.x * sign > 0
  }

  override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    otherGestureRecognizer === edgePop
  }
}

/// Apple: `class UIStoryboardSegue` — "An object that prepares for and performs the visual
/// transition between two view controllers"; a storyboard creates it with
/// `init(identifier:source:destination:)` and calls `perform()`, which a custom segue overrides.
/// https://developer.apple.com/documentation/uikit/uistoryboardsegue
@MainActor
open class UIStoryboardSegue: NSObject {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController
  private var performHandler: (() -> Void)?

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  open func perform() { performHandler?() }
}

extension UIViewController {
  /// Where this container's bars go when the system places a vertical bar (iOS 27.1): a strip
  /// along the bar's edge of its view, full height, as wide as the device's vertical bar;
  /// `nil` without one, or when the controller its bars defer to opts out.
  package var simulationVerticalBarStrip: CGRect? {
    guard let window = view.window, window.simulationVerticalBarExtent > 0 else { return nil }
    let edge = view.traitCollection.verticalBarEdge
    guard edge != .unspecified, simulationResolvedVerticalBarBehavior == .automatic else {
      return nil
    }
    let extent = window.simulationVerticalBarExtent
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let onLeft = (edge == .leading) != rightToLeft
    let x = onLeft ? 0 : view.bounds.width - extent
    return CGRect(x: x, y: 0, width: extent, height: view.bounds.height)
  }
}
