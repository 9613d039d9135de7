/// Apple: `class UINavigationController` — a stack of children, the top one's view shown.
///
/// Modelled: push, pop, pop-to, set (animated ones finish after 0.35 s on the virtual clock —
/// UIKit's push duration is undocumented; 0.35 s is the long-observed value), children added
/// and removed with the containment calls, the top view the only one in the navigation view,
/// and the `interactivePopGestureRecognizer`: a left-edge pan that begins only when there is a
/// controller to go back to and — long-known device behaviour, widely reported — not when the
/// top controller replaced its back button (`leftBarButtonItem`) or hides it.
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  private lazy var popRecognizer: UIScreenEdgePanGestureRecognizer = {
    let recognizer = UIScreenEdgePanGestureRecognizer()
    recognizer.edges = .left
    popDelegate.navigation = self
    recognizer.delegate = popDelegate
    return recognizer
  }()
  /// UIKit's own delegate of the back swipe (private on a device): the rule below lives there,
  /// so an app that sets the recognizer's delegate to nil — a common workaround to keep the
  /// swipe with a custom back button — loses it.
  private let popDelegate = SimulationPopGestureDelegate()

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

  private func layoutNavigationBar() {
    let frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
    if navigationBar.frame != frame { navigationBar.frame = frame }
    if navigationBar.superview === view, view.subviews.last !== navigationBar {
      view.bringSubviewToFront(navigationBar)
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

  /// Apple: "The gesture recognizer responsible for popping the top view controller off the
  /// navigation stack."
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

  open var isNavigationBarHidden = false {
    didSet { navigationBar.isHidden = isNavigationBarHidden }
  }

  package var canBeginInteractivePop: Bool {
    guard stack.count > 1, let top = stack.last else { return false }
    let item = top.navigationItem
    return (item.leftBarButtonItem == nil || item.leftItemsSupplementBackButton)
      && !item.hidesBackButton
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      SimulationLog.misuse(
        "Pushing the same view controller instance more than once is not supported")
      return
    }
    addChild(viewController)
    let previous = stack.last
    stack.append(viewController)
    replaceTop(previous, animated: animated) { viewController.didMove(toParent: self) }
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return popToViewController(stack[stack.count - 2], animated: animated)?.first
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
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
    showTop()
    if changed { previous?.viewIfLoaded?.removeFromSuperview() }
    let done = { [weak self] in
      finish()
      guard changed, let self, let top, self.topViewController === top else { return }
      self.delegate?.navigationController(self, didShow: top, animated: animated)
    }
    if animated, view.window != nil {
      UIView.animate(withDuration: 0.35, animations: {}) { _ in done() }
    } else {
      done()
    }
  }

  private func showTop() {
    guard let top = stack.last, isViewLoaded, let topView = top.view else { return }
    if topView.superview !== view {
      topView.frame = view.bounds
      topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if navigationBar.superview === view {
        view.insertSubview(topView, belowSubview: navigationBar)
      } else {
        view.addSubview(topView)
      }
    }
  }

  open override var childForStatusBarStyle: UIViewController? { topViewController }
  open override var childForStatusBarHidden: UIViewController? { topViewController }
}

/// Apple: `class UITabBarController` — its children, the selected one's view shown.
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var selected = 0

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

/// The back swipe's delegate, as UIKit's private one behaves: it lets the swipe begin only with
/// something to go back to and the standard back button in place.
@MainActor
final class SimulationPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigation: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    navigation?.canBeginInteractivePop ?? false
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
