#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Shows a menu over a view in place, without a modal presentation or a container: the
  /// menu's views are created when it opens and removed after it closes, and chosen views (a
  /// floating button) stay above it.
  ///
  /// ```swift
  /// overlay = SideMenuOverlay(hostView: mapView)
  /// overlay.setMenu(for: .trailing) { FiltersView() }
  /// overlay.pin([locateButton])
  /// overlay.toggle(.trailing)
  /// ```
  ///
  /// The content (the host view's own subviews) does not move, so the overlay suits styles
  /// that draw the menu above the content (``SideMenuStyle/slideOver``,
  /// ``SideMenuStyle/menuSlideIn``, ``SideMenuStyle/menuDissolveIn``); use
  /// ``SideMenuController`` for styles that move the content.
  ///
  /// The overlay does not dock (``SideMenuEdgeConfiguration/docking`` is treated as
  /// ``SideMenuDocking/never``, with a diagnostic): a docked menu lays the content out in the
  /// width beside it, and the content here is the host view's own subviews, which the app lays
  /// out and the overlay never resizes — docked, the menu would cover them without a scrim.
  /// For a sidebar on wide screens use ``SideMenuController``, which owns its content's frame.
  ///
  /// Any view can be the host, a scroll view too (the table view of a `UITableViewController`):
  /// the menu and scrim cover what it shows, wherever it is scrolled, and it holds still while
  /// a menu is shown.
  @MainActor
  public final class SideMenuOverlay: NSObject, SideMenuHost {
    /// The driver: open, close, observe, reconfigure.
    public let driver: SideMenuDriver

    /// The view the menu is shown over.
    public private(set) weak var hostView: UIView?

    /// The controller showing the content, if any (menu controllers become its children, and
    /// screens find the overlay through it). UIKit's back swipes of any navigation controller
    /// around the host view are tied to the menu's drags (see the Configuration article's "The
    /// back swipe").
    ///
    /// Default: the controller of the host view — the first view controller on the host view's
    /// responder chain, that is the controller whose view is the host view or holds it (UIKit:
    /// a view's `next` is "the view controller that manages it (if it has one) or its
    /// superview"), looked up again while none is found, so a host view placed in its
    /// controller after the overlay was made is found once it is laid out there. Set it to use
    /// another controller; set it to `nil` to go back to the default. Held weakly.
    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    public var contentViewController: UIViewController? {
      get { assignedContentViewController ?? hostView.flatMap(Self.controller(managing:)) }
      set {
        assignedContentViewController = newValue
        if let newValue {
          SideMenuHostLookup.register(self, for: newValue)
        } else {
          registerFoundContentViewController()
        }
      }
    }

    /// The controller the app set as ``contentViewController``.
    private weak var assignedContentViewController: UIViewController?

    /// The first view controller on a view's responder chain: the one whose view is `view` or
    /// holds it.
    private static func controller(managing view: UIView) -> UIViewController? {
      var responder = view.next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }

    /// Lets screens find the overlay through the controller found for the host view, unless
    /// another side menu was set up for that controller.
    private func registerFoundContentViewController() {
      guard assignedContentViewController == nil, let found = contentViewController,
        SideMenuHostLookup.registered(found) == nil
      else { return }
      SideMenuHostLookup.register(self, for: found)
    }

    /// The menu controller shown (or being shown), when the edge's menu is a controller
    /// (``setMenu(for:controller:)``).
    public private(set) var menuViewController: UIViewController?

    /// Called when a menu's view has been put in the host view (at the start of an opening)
    /// and when it has been taken out (after the menu closed): for work on the views
    /// themselves, such as constraints to the host or a reload.
    public var callbacks = SideMenuOverlayCallbacks()

    /// Shows a screen chosen in the menu in the content controller's navigation controller
    /// (``contentViewController``) and closes the menu (unless the configuration's
    /// `dismissesWhenPresentingFromMenu` is off).
    ///
    /// - Parameters:
    ///   - viewController: The screen.
    ///   - pushStyle: How it joins the stack (``SideMenuPushStyle/pushInMenu`` has no menu stack
    ///     here and returns false).
    ///   - animated: Whether the push animates.
    /// - Returns: Whether a navigation controller was found.
    @discardableResult
    public func show(
      _ viewController: UIViewController, pushStyle: SideMenuPushStyle = .push,
      animated: Bool = true
    ) -> Bool {
      SideMenuNavigation.show(
        viewController, style: pushStyle, content: contentViewController, menu: nil,
        driver: driver, animated: animated)
    }

    /// Presents a controller from the content controller, closing the menu first if the
    /// configuration's `dismissesWhenPresentingFromMenu` says so (the overlay is drawn in place,
    /// so nothing waits for a transition).
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - animated: Whether to animate.
    ///   - completion: Called when the presentation has finished.
    public func present(
      _ viewController: UIViewController, animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      driver.willPresentFromMenu()
      contentViewController?.present(viewController, animated: animated, completion: completion)
    }

    /// Colours, blur and the scrim's label.
    public var appearance: SideMenuAppearance {
      get { stage.appearance }
      set { stage.appearance = newValue }
    }

    let stage: SideMenuStage
    private var menuFactories: [SideMenuEdge: OverlayMenu] = [:]
    /// A menu controller shown once (a segue's), never replacing ``menuFactories``.
    let singleUseMenu: SideMenuSingleUseMenu
    private let probe = SideMenuLayoutProbeView()
    private var addedRecognizers: [WeakReference<UIGestureRecognizer>] = []
    /// The scroll view host held still while a menu is shown, and its own `isScrollEnabled`.
    private var heldScrollView: (view: WeakReference<UIScrollView>, wasEnabled: Bool)?

    /// Creates an overlay on a view.
    ///
    /// - Parameters:
    ///   - hostView: The view the menu is shown over (held weakly).
    ///   - configuration: The menus' configuration.
    ///   - appearance: Colours, blur and the scrim's label.
    public init(
      hostView: UIView,
      configuration: SideMenuConfiguration = .standard,
      appearance: SideMenuAppearance = SideMenuAppearance()
    ) {
      self.hostView = hostView
      driver = SideMenuDriver(configuration: configuration)
      stage = SideMenuStage(driver: driver, appearance: appearance)
      singleUseMenu = SideMenuSingleUseMenu(driver: driver)
      super.init()
      driver.renderer = self
      driver.canDock = false
      probe.onLayout = { [weak self, weak driver] in
        driver?.refreshContainer()
        // A host view placed in its controller after the overlay was made is laid out there.
        self?.registerFoundContentViewController()
      }
      probe.frame = hostView.bounds
      hostView.insertSubview(probe, at: 0)
      registerFoundContentViewController()
    }

    /// Takes out of the host view everything the overlay put there — the scrim and menu (an
    /// overlay released while open would leave its scrim blocking the host), the layout probe
    /// and the drags it added.
    deinit {
      let views = [probe, stage.scrim, stage.menuHost, stage.contentShadow]
      let recognizers = addedRecognizers
      // UIKit objects are released on the main thread; a release elsewhere leaves the clean-up
      // undone rather than touching views off the main actor. (On Apple platforms the main
      // actor is the main thread; elsewhere — the Linux simulation — `assumeIsolated` checks
      // the executor itself.)
      #if canImport(Darwin)
        guard Thread.isMainThread else { return }
      #endif
      MainActor.assumeIsolated {
        for view in views { view.removeFromSuperview() }
        for entry in recognizers {
          if let recognizer = entry.object {
            recognizer.view?.removeGestureRecognizer(recognizer)
          }
        }
      }
    }

    /// Sets how the menu view on an edge is made; it is called on every opening and the view
    /// is released after the menu closes. Enables the edge in the configuration.
    ///
    /// - Parameters:
    ///   - edge: The edge.
    ///   - makeMenu: Creates the menu view.
    public func setMenu(for edge: SideMenuEdge, _ makeMenu: @escaping @MainActor () -> UIView) {
      menuFactories[edge] = .view(makeMenu)
      setHasMenu(true, for: edge)
    }

    /// Sets how the menu controller on an edge is made, as the other modes take one: called on
    /// every opening, made a child of ``contentViewController`` while it is shown (its view in
    /// the host view), and released after the menu closes. Its appearance callbacks follow its
    /// view entering and leaving the window, as for any child of a controller that forwards
    /// appearance automatically. Without a content controller the edge refuses to open.
    ///
    /// - Parameters:
    ///   - edge: The edge.
    ///   - makeMenu: Creates the menu controller.
    public func setMenu(
      for edge: SideMenuEdge, controller makeMenu: @escaping @MainActor () -> UIViewController
    ) {
      menuFactories[edge] = .controller(makeMenu)
      setHasMenu(true, for: edge)
    }

    /// Keeps views above the menu and its scrim while it is shown (they must be subviews of
    /// the host view).
    ///
    /// - Parameter views: The views, held weakly.
    public func pin(_ views: [UIView]) {
      stage.pin(views)
    }

    /// Adds the drag that opens the menus to a view.
    ///
    /// - Parameters:
    ///   - view: The view to watch; default: the host view.
    ///   - opensFromAnywhere: Whether a drag anywhere on that view may open a menu, whatever
    ///     the configuration's `isContentPanToOpenEnabled` says.
    /// - Returns: The recognizer.
    @discardableResult
    public func addEdgeGesture(
      to view: UIView? = nil, opensFromAnywhere: Bool = false
    ) -> UIPanGestureRecognizer {
      let pan = driver.makePanGestureRecognizer(opensFromAnywhere: opensFromAnywhere)
      // The trackpad's scrolls drive the same drags, on a pan of their own.
      let scrollPan = driver.makeScrollPanGestureRecognizer(opensFromAnywhere: opensFromAnywhere)
      (view ?? hostView)?.addGestureRecognizer(pan)
      (view ?? hostView)?.addGestureRecognizer(scrollPan)
      addedRecognizers.append(WeakReference(pan))
      addedRecognizers.append(WeakReference(scrollPan))
      return pan
    }
  }

  extension SideMenuOverlay: SideMenuSingleUseMenuHost {}

  extension SideMenuOverlay: SideMenuRenderer {
    var coordinateView: UIView? { hostView }

    /// The controller that should decide the status bar now: the menu controller from the start
    /// of its opening to the start of its closing, `nil` otherwise. An overlay is no view
    /// controller, so UIKit never asks it; forward to this from the content controller, and the
    /// overlay asks UIKit to re-read the status bar, animated with the menu:
    ///
    /// ```swift
    /// override var childForStatusBarHidden: UIViewController? { overlay.statusBarViewController }
    /// override var childForStatusBarStyle: UIViewController? { overlay.statusBarViewController }
    /// ```
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
    public var statusBarViewController: UIViewController? {
      driver.phase.menuDecidesStatusBar ? menuViewController : nil
    }

    /// Asks UIKit to re-read the content controller's status bar inside an animation block of
    /// the transition's duration, so the change moves with the menu.
    private func updateStatusBar(with transition: SideMenuTransition) {
      guard let content = contentViewController else { return }
      UIView.animate(withDuration: driver.nominalDuration(for: transition)) {
        content.setNeedsStatusBarAppearanceUpdate()
      }
    }

    func sideMenuBeginTransition(_ transition: SideMenuTransition) {
      defer { if menuViewController != nil { updateStatusBar(with: transition) } }
      guard transition.direction == .opening else { return }
      registerFoundContentViewController()
      let singleUse = singleUseMenu.take(for: transition.edge).map { menu in
        OverlayMenu.controller { menu }
      }
      guard let hostView, let factory = singleUse ?? menuFactories[transition.edge] else {
        driver.send(.transitionRefused)  // no menu for this edge: the opening ends cancelled
        return
      }
      let menuView: UIView
      switch factory {
      case .view(let makeMenu):
        menuView = makeMenu()
      case .controller(let makeMenu):
        guard let parent = contentViewController else {
          SideMenuLog.fault(
            "a menu controller in an overlay needs a content controller: the host view is in no "
              + "view controller's view; set contentViewController")
          singleUseMenu.menuReleased()
          driver.send(.transitionRefused)
          return
        }
        // Containment by the book: `addChild` calls `willMove(toParent:)`, the container
        // calls `didMove(toParent:)` once the view is in place.
        // https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller
        let menu = makeMenu()
        parent.addChild(menu)
        menuView = menu.view
        menuViewController = menu
      }
      // The keyboard would otherwise stay up over the opening menu and drop at rest.
      hostView.endEditing(true)
      stage.rememberFocus()
      stage.menuHost.embed(menuView)
      stage.install(in: hostView)
      holdScrolling(of: hostView)
      if let menu = menuViewController, let parent = contentViewController {
        menu.didMove(toParent: parent)
      }
      callbacks.menuInstalled?(transition.edge, menuView)
    }

    func sideMenuEndTransition(_ transition: SideMenuTransition, completed: Bool) {
      if !completed, menuViewController != nil { updateStatusBar(with: transition) }
      guard transition.restingState(completed: completed) == .closed else { return }
      let menuView = stage.menuHost.menuView
      menuViewController?.willMove(toParent: nil)
      stage.menuHost.detachMenu()
      stage.uninstall()
      releaseScrolling()
      menuViewController?.removeFromParent()
      menuViewController = nil
      singleUseMenu.menuReleased()
      if let menuView { callbacks.menuRemoved?(transition.edge, menuView) }
    }

    /// A scroll view host (a table view) keeps still while a menu is shown: the menu and scrim
    /// stand in its visible bounds, and a list scrolling under them would carry them away
    /// (subviews of a scroll view move with its content offset). Its own setting is restored
    /// when the menu has closed.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    private func holdScrolling(of hostView: UIView) {
      guard heldScrollView == nil, let scrollView = hostView as? UIScrollView else { return }
      heldScrollView = (WeakReference(scrollView), scrollView.isScrollEnabled)
      scrollView.isScrollEnabled = false
    }

    private func releaseScrolling() {
      if let held = heldScrollView, let scrollView = held.view.object {
        scrollView.isScrollEnabled = held.wasEnabled
      }
      heldScrollView = nil
    }

    func sideMenuApply(_ frame: SideMenuFrameState) {
      guard let hostView, stage.menuHost.superview === hostView else { return }
      stage.apply(frame, containerBounds: hostView.bounds)
    }

  }

  /// An invisible view that fills its superview and reports when the superview's size, safe
  /// area or layout direction changes: a plain view has no such callback.
  @MainActor
  final class SideMenuLayoutProbeView: UIView {
    var onLayout: (() -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      #if compiler(>=6.4)
        // Read here so that a change of the reserved regions (iPhone Duo folding, a camera in
        // use) lays the probe out again — UIKit's observation tracking of layout — and the
        // overlay reads them anew (`SideMenuContainer(_:)` reads them from the host view).
        if #available(iOS 27.1, *) {
          _ = reservedRegions(kind: .division, options: .includeInactive)
          _ = reservedRegions(kind: .occlusion, options: .includeInactive)
        }
      #endif
      onLayout?()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      onLayout?()
    }
  }

  /// How an overlay's menu on an edge is made.
  @MainActor
  private enum OverlayMenu {
    case view(@MainActor () -> UIView)
    case controller(@MainActor () -> UIViewController)
  }

  /// An overlay's callbacks about its menu's views.
  @MainActor
  public struct SideMenuOverlayCallbacks {
    /// The menu's view was put in the host view, at the start of an opening of `edge`.
    public var menuInstalled: ((_ edge: SideMenuEdge, _ menuView: UIView) -> Void)?
    /// The menu's view was taken out of the host view after the menu on `edge` closed.
    public var menuRemoved: ((_ edge: SideMenuEdge, _ menuView: UIView) -> Void)?

    /// Creates callbacks; both are optional.
    ///
    /// - Parameters:
    ///   - menuInstalled: Called when a menu's view was put in the host view.
    ///   - menuRemoved: Called when a menu's view was taken out.
    public init(
      menuInstalled: ((_ edge: SideMenuEdge, _ menuView: UIView) -> Void)? = nil,
      menuRemoved: ((_ edge: SideMenuEdge, _ menuView: UIView) -> Void)? = nil
    ) {
      self.menuInstalled = menuInstalled
      self.menuRemoved = menuRemoved
    }
  }
#endif
