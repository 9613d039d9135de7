#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Shows any view controller as a side menu over another, with a custom modal presentation
  /// driven frame by frame by the engine: open by a drag from the screen edge or by a call,
  /// close by a drag, a tap on the scrim, the Escape key or VoiceOver's scrub.
  ///
  /// ```swift
  /// final class InboxViewController: UIViewController {
  ///   private lazy var sideMenu = SideMenuPresentation(presentingViewController: self)
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     sideMenu.setMenu(for: .leading) { MenuViewController() }
  ///     sideMenu.addEdgeGesture()
  ///   }
  ///
  ///   @objc func menuButtonTapped() { sideMenu.toggle(.leading) }
  /// }
  /// ```
  ///
  /// The object is owned by whoever presents (there is no global manager). While a menu is on
  /// screen UIKit keeps it alive through the presentation controller, so a one-call
  /// ``UIKit/UIViewController/presentSideMenu(_:edge:configuration:appearance:animated:completion:)``
  /// needs no stored reference; menus made by a factory are released after each dismissal.
  ///
  /// Styles that move the content (``SideMenuStyle/viewSlideOut``, ``SideMenuStyle/scaleDown``
  /// …) move the presenting view itself when the menu is drawn above it, and a snapshot of it
  /// (the live view hidden meanwhile) when the content must cover the menu, because the
  /// presentation's container view always lies above the presenting view. Everything is
  /// restored exactly when the menu is dismissed. In this mode the content cannot receive
  /// touches while the menu is shown, whatever ``SideMenuConfiguration/isContentInteractiveWhileOpen``
  /// says (UIKit's container view covers it); use ``SideMenuController`` for that.
  @MainActor
  public final class SideMenuPresentation: NSObject, SideMenuHost {
    /// The driver: open, close, observe, reconfigure.
    public let driver: SideMenuDriver

    /// The controller the menus are presented from.
    public private(set) weak var presentingViewController: UIViewController?

    /// The menu currently presented (or being presented), if any.
    public private(set) var menuViewController: UIViewController?

    /// Colours, blur and the scrim's label.
    public var appearance: SideMenuAppearance {
      get { stage.appearance }
      set { stage.appearance = newValue }
    }

    let stage: SideMenuStage
    private var menuFactories: [SideMenuEdge: @MainActor () -> UIViewController] = [:]
    private var transition: SideMenuInteractiveTransition?
    private weak var containerView: UIView?
    private var backdrop: UIView?
    private var snapshotHost: UIView?
    private weak var hiddenPresentingView: UIView?
    private var savedPresentingView: SavedLayerState?
    private var lastFrame: SideMenuFrameState?
    /// Set only while the engine is told about a dismissal UIKit started (see
    /// `animationController(forDismissed:)`), so that the engine's `beginTransition` does not
    /// ask UIKit to dismiss a second time.
    private var isDismissalStartedByUIKit = false
    private var afterDismissal: [() -> Void] = []
    /// Keeps the presentation alive from the start of a transition until UIKit holds it through
    /// the presentation controller (the menu's `transitioningDelegate` is weak).
    private var retainedDuringTransition: SideMenuPresentation?

    /// Creates a presentation for a controller. Add menus with ``setMenu(for:_:)`` and,
    /// optionally, the edge gesture with ``addEdgeGesture(to:)``.
    ///
    /// - Parameters:
    ///   - presentingViewController: The controller the menus are presented from (held weakly).
    ///   - configuration: The menus' configuration; enable the trailing edge there for a
    ///     second menu.
    ///   - appearance: Colours, blur and the scrim's label.
    public init(
      presentingViewController: UIViewController,
      configuration: SideMenuConfiguration = .standard,
      appearance: SideMenuAppearance = SideMenuAppearance()
    ) {
      self.presentingViewController = presentingViewController
      driver = SideMenuDriver(configuration: configuration)
      stage = SideMenuStage(driver: driver, appearance: appearance)
      super.init()
      driver.renderer = self
    }

    // MARK: - Menus

    /// Sets how the menu on an edge is made: called on every opening, the menu released after
    /// its dismissal. Enables the edge in the configuration.
    ///
    /// - Parameters:
    ///   - edge: The edge.
    ///   - makeMenu: Creates the menu controller.
    public func setMenu(
      for edge: SideMenuEdge, _ makeMenu: @escaping @MainActor () -> UIViewController
    ) {
      menuFactories[edge] = makeMenu
      enable(edge)
    }

    /// Sets the menu on an edge to one controller, kept for every opening. Enables the edge in
    /// the configuration.
    ///
    /// - Parameters:
    ///   - menu: The menu controller.
    ///   - edge: The edge.
    public func setMenu(_ menu: UIViewController, for edge: SideMenuEdge) {
      menuFactories[edge] = { menu }
      enable(edge)
    }

    // MARK: - Gestures

    /// Adds the drag that opens the menus to a view: from the leading edge (and the trailing
    /// edge when it has a menu), or from anywhere when the configuration's
    /// `isContentPanToOpenEnabled` is on. The engine decides which touches are its own, so the
    /// navigation controller's back swipe, vertical scrolling and swipe-to-delete keep working.
    ///
    /// - Parameter view: The view to watch; default: the presenting controller's view.
    /// - Returns: The recognizer, for `require(toFail:)` relationships of your own.
    @discardableResult
    public func addEdgeGesture(to view: UIView? = nil) -> UIPanGestureRecognizer {
      let pan = driver.makePanGestureRecognizer()
      (view ?? presentingViewController?.view)?.addGestureRecognizer(pan)
      return pan
    }

    // MARK: - Leaving the menu

    /// Shows a screen chosen in the menu in the content's navigation controller (the presenting
    /// controller's, its selected tab's or its split view's primary column's) and closes the
    /// menu, unless the configuration's `dismissesWhenPresentingFromMenu` is off or the style
    /// is ``SideMenuPushStyle/pushInMenu``.
    ///
    /// - Parameters:
    ///   - viewController: The screen.
    ///   - pushStyle: How it joins the stack.
    ///   - animated: Whether the push animates.
    /// - Returns: Whether a navigation controller was found.
    @discardableResult
    public func show(
      _ viewController: UIViewController, pushStyle: SideMenuPushStyle = .push,
      animated: Bool = true
    ) -> Bool {
      SideMenuNavigation.show(
        viewController, style: pushStyle, content: presentingViewController,
        menu: menuViewController, driver: driver, animated: animated)
    }

    /// Presents a controller chosen in the menu: from the presenting controller once the menu
    /// has closed (if the configuration's `dismissesWhenPresentingFromMenu` closes it), or over
    /// the menu otherwise.
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
      switch driver.phase {
      case .closing:
        afterDismissal.append { [weak self] in
          self?.presentingViewController?.present(
            viewController, animated: animated, completion: completion)
        }
      case .closed:
        presentingViewController?.present(
          viewController, animated: animated, completion: completion)
      case .open, .opening:
        (menuViewController ?? presentingViewController)?.present(
          viewController, animated: animated, completion: completion)
      }
    }

    // MARK: - Transition plumbing (called by the presentation controller and transitions)

    func presentationWillBegin(in containerView: UIView, presentingView: UIView?) {
      self.containerView = containerView
      let edge = transition?.transition.edge ?? driver.visibleEdge ?? .leading
      let style = driver.configuration[edge].style
      if style.stacking == .contentAboveMenu, let presentingView {
        // The content must cover the menu, but the container lies above the presenting view:
        // a snapshot stands in for it, over a backdrop, while the live view hides.
        let backdrop = UIView(frame: containerView.bounds)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.backgroundColor = appearance.backdropColor
        backdrop.isUserInteractionEnabled = false
        containerView.insertSubview(backdrop, at: 0)
        self.backdrop = backdrop
        let host = UIView(frame: containerView.bounds)
        host.isUserInteractionEnabled = false
        containerView.addSubview(host)
        snapshotHost = host
        stage.setContent(host, owned: true)
        retakeSnapshot(of: presentingView)
        savedPresentingView = SavedLayerState(presentingView)
        hiddenPresentingView = presentingView
        presentingView.isHidden = true
      } else {
        stage.setContent(presentingView, owned: false)
      }
      stage.install(in: containerView)
      driver.refreshContainer()
      if let lastFrame { sideMenuApply(lastFrame) }
    }

    private func retakeSnapshot(of presentingView: UIView) {
      guard let snapshotHost else { return }
      let wasHidden = presentingView.isHidden
      presentingView.isHidden = false
      let snapshot = presentingView.snapshotView(afterScreenUpdates: wasHidden)
      presentingView.isHidden = wasHidden
      for subview in snapshotHost.subviews { subview.removeFromSuperview() }
      guard let snapshot else { return }
      snapshot.frame = snapshotHost.bounds
      snapshot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      snapshotHost.addSubview(snapshot)
    }

    func containerWillLayout() {
      if let containerView, let snapshotHost, let presentingView = hiddenPresentingView,
        snapshotHost.bounds.size != containerView.bounds.size
      {
        // The content was resized (rotation): its picture must be too.
        snapshotHost.bounds = CGRect(origin: .zero, size: containerView.bounds.size)
        retakeSnapshot(of: presentingView)
      }
      driver.refreshContainer()
    }

    func transitionDidStart(
      _ transition: SideMenuInteractiveTransition,
      in context: any UIViewControllerContextTransitioning
    ) {
      if containerView == nil {
        // UIKit normally calls `presentationTransitionWillBegin` first; be safe if not.
        containerView = context.containerView
        stage.setContent(nil, owned: false)
      }
      stage.install(in: context.containerView)
      if let lastFrame { sideMenuApply(lastFrame) }
    }

    func transitionDidEnd(_ transition: SideMenuInteractiveTransition, completed: Bool) {
      if self.transition === transition { self.transition = nil }
      retainedDuringTransition = nil
      if transition.transition.direction == .closing, !completed {
        // The menu stayed: what waited for its dismissal would run at some later, unrelated
        // dismissal; drop it.
        afterDismissal.removeAll()
      }
    }

    /// Removes everything the presentation added and restores the presenting view exactly:
    /// after a completed dismissal or a cancelled presentation (or a presentation UIKit
    /// refused to start).
    func tearDown() {
      stage.uninstall()
      stage.restoreContent()
      stage.setContent(nil, owned: false)
      if let view = hiddenPresentingView, let saved = savedPresentingView {
        saved.restore(on: view)
      }
      hiddenPresentingView = nil
      savedPresentingView = nil
      backdrop?.removeFromSuperview()
      backdrop = nil
      snapshotHost?.removeFromSuperview()
      snapshotHost = nil
      stage.menuHost.menuView?.removeFromSuperview()
      menuViewController = nil
      containerView = nil
      let actions = afterDismissal
      afterDismissal.removeAll()
      for action in actions { action() }
    }
  }

  extension SideMenuPresentation: SideMenuRenderer {
    var coordinateView: UIView? {
      containerView ?? presentingViewController?.view.window ?? presentingViewController?.view
    }

    var isBackGestureAvailable: Bool {
      SideMenuNavigation.canPop(in: presentingViewController)
    }

    func sideMenuBeginTransition(_ transition: SideMenuTransition) {
      switch transition.direction {
      case .opening:
        // UIKit refuses (with only a console warning, and no callback) to present from a
        // controller whose view is not in a window, or one that already presents; refuse first
        // so the engine is not left waiting for a transition that never starts.
        guard let presenting = presentingViewController,
          presenting.viewIfLoaded?.window != nil,
          presenting.presentedViewController == nil,
          let menu = menuFactories[transition.edge]?()
        else {
          // The engine ends the opening as cancelled; `sideMenuEndTransition` tidies up.
          driver.send(.transitionRefused)
          return
        }
        beginInteraction(for: transition)
        menuViewController = menu
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = self
        // The status bar stays with the presenting controller unless the menu sets
        // `modalPresentationCapturesStatusBarAppearance` itself: only full-screen
        // presentations transfer it by default, and the app's choice is left alone.
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
        stage.menuHost.embed(menu.view)
        presenting.present(menu, animated: true)
      case .closing:
        if isDismissalStartedByUIKit {
          // UIKit is already dismissing; `animationController(forDismissed:)` hands it this.
          beginInteraction(for: transition)
          return
        }
        // Nothing presented (UIKit already took the menu away): no UIKit transition to drive.
        guard let menu = menuViewController else { return }
        beginInteraction(for: transition)
        // Dismiss from the presenter so anything the menu itself presented goes too.
        (menu.presentingViewController ?? menu).dismiss(animated: true)
      }
    }

    /// Creates the interaction controller UIKit will be handed for this transition, and keeps
    /// the presentation alive until the transition ends.
    private func beginInteraction(for transition: SideMenuTransition) {
      self.transition = SideMenuInteractiveTransition(transition: transition, owner: self)
      retainedDuringTransition = self
    }

    func sideMenuEndTransition(_ transition: SideMenuTransition, completed: Bool) {
      if let interaction = self.transition, interaction.transition == transition {
        interaction.end(completed: completed)
      } else if transition.direction == .opening, !completed {
        // A refused opening: UIKit never started it, so nothing else will clean up.
        tearDown()
      }
    }

    func sideMenuApply(_ frame: SideMenuFrameState) {
      lastFrame = frame
      if let containerView {
        stage.apply(frame, containerBounds: containerView.bounds)
      }
      guard let interaction = transition else { return }
      let fraction = interaction.transition.fractionComplete(atProgress: frame.progress)
      interaction.update(percentComplete: CGFloat(fraction))
    }

  }

  extension SideMenuPresentation: UIViewControllerTransitioningDelegate {
    /// Supplies the side menu's presentation controller.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      SideMenuPresentationController(
        presentedViewController: presented, presenting: presenting, owner: self)
    }

    /// Supplies the animation controller UIKit requires for a custom interactive presentation.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      SideMenuTransitionAnimator(interaction: transition)
    }

    /// Supplies the animation controller for the dismissal. A dismissal the engine did not
    /// start (the app called `dismiss` itself) is reported to the engine as a close, so it
    /// drives that one too.
    public func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      if transition?.transition.direction != .closing {
        isDismissalStartedByUIKit = true
        driver.close(animated: true)
        isDismissalStartedByUIKit = false
      }
      return SideMenuTransitionAnimator(interaction: transition)
    }

    /// Supplies the engine-driven interaction controller for the presentation.
    public func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      transition
    }

    /// Supplies the engine-driven interaction controller for the dismissal.
    public func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      transition
    }
  }
#endif
