#if os(iOS)
  import UIKit
  import SideMenuCore

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
  ///
  /// A modal presentation cannot dock (``SideMenuEdgeConfiguration/docking``): a docked menu
  /// stands beside content laid out in the remaining width, while a presentation's container
  /// view lies over the presenting view, which it cannot resize, and a presented controller is
  /// modal by definition. Here every edge slides whatever its docking rule says (a diagnostic
  /// says so); for a sidebar on wide screens embed the content in a ``SideMenuController``.
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
    /// A menu shown once (a segue's, `presentSideMenu`'s), never replacing ``menuFactories``.
    let singleUseMenu: SideMenuSingleUseMenu
    private var transition: SideMenuInteractiveTransition?
    private weak var containerView: UIView?
    private var backdrop: UIView?
    private var snapshotHost: UIView?
    /// Where the presenting view (and so its snapshot) stands in the container.
    private var contentFrame: CGRect?
    private weak var hiddenPresentingView: UIView?
    private var savedPresentingView: SavedLayerState?
    private var lastFrame: SideMenuFrameState?
    /// Set only while the engine is told about a dismissal UIKit started, so that the engine's
    /// `beginTransition` does not ask UIKit to dismiss a second time.
    private var dismissalStartedByUIKit = UIKitDismissal.none
    /// Set while SideMenuKit has asked UIKit to present or dismiss and UIKit has not yet
    /// answered by calling the transitioning delegate: still set when the call returns means
    /// UIKit refused.
    private var isAwaitingUIKit = false
    /// The menu controller's own `modalPresentationCapturesStatusBarAppearance`, given back
    /// when it is no longer presented.
    private var savedCapturesStatusBar: Bool?
    /// Presentations asked for while the menu was moving: made once UIKit's transition is over.
    private var pendingPresentations: [PendingPresentation] = []
    /// Whether a transition coordinator will call back when UIKit's transition is over (and
    /// nothing else may present before: inside `…TransitionDidEnd` the menu still counts as
    /// presented).
    private var isWaitingForUIKitTransition = false
    /// The recognizers this presentation added to other views, removed when it goes.
    private var addedRecognizers: [WeakReference<UIGestureRecognizer>] = []
    /// Keeps the presentation alive from the start of a transition until UIKit holds it through
    /// the presentation controller (the menu's `transitioningDelegate` is weak).
    private var retainedDuringTransition: SideMenuPresentation?
    /// The menu's transitioning delegate, held here because UIKit holds it weakly.
    private lazy var transitioningHelper = SideMenuTransitioningDelegate(owner: self)

    /// Creates a presentation for a controller. Add menus with ``setMenu(for:_:)`` and,
    /// optionally, the edge gesture with ``addEdgeGesture(to:opensFromAnywhere:)``.
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
      singleUseMenu = SideMenuSingleUseMenu(driver: driver)
      super.init()
      driver.renderer = self
      driver.contentIsCoveredWhileShown = true
      driver.canDock = false
      SideMenuHostLookup.register(self, for: presentingViewController)
    }

    /// Removes the drags this presentation added to views it does not own: left behind, each
    /// would still recognize (its target gone) and cancel the content's touches.
    deinit {
      let recognizers = addedRecognizers
      // UIKit objects are released on the main thread; a release elsewhere leaves the clean-up
      // undone rather than touching views off the main actor. (On Apple platforms the main
      // actor is the main thread; elsewhere — the Linux simulation — `assumeIsolated` checks
      // the executor itself.)
      #if canImport(Darwin)
        guard Thread.isMainThread else { return }
      #endif
      MainActor.assumeIsolated {
        for entry in recognizers {
          if let recognizer = entry.object {
            recognizer.view?.removeGestureRecognizer(recognizer)
          }
        }
      }
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
      setHasMenu(true, for: edge)
    }

    /// Sets the menu on an edge to one controller, kept for every opening. Enables the edge in
    /// the configuration.
    ///
    /// - Parameters:
    ///   - menu: The menu controller.
    ///   - edge: The edge.
    public func setMenu(_ menu: UIViewController, for edge: SideMenuEdge) {
      menuFactories[edge] = { menu }
      setHasMenu(true, for: edge)
    }

    // MARK: - Gestures

    /// Adds the drag that opens the menus to a view: from the leading edge (and the trailing
    /// edge when it has a menu), or from anywhere when the configuration's
    /// `isContentPanToOpenEnabled` is on. The engine decides which touches are its own, so
    /// vertical scrolling and swipe-to-delete keep working, and the drag is tied to UIKit's back
    /// swipes (on iOS 26 also the full-width one) so that one drag never both pops and opens.
    ///
    /// - Parameters:
    ///   - view: The view to watch; default: the view of the presenting controller's
    ///     navigation controller (so the drag keeps working on screens pushed over it; the back
    ///     swipe keeps its edge where it can pop), or the presenting controller's own.
    ///   - opensFromAnywhere: Whether a drag anywhere on that view may open a menu ("pan
    ///     anywhere on the navigation bar, only from the edge on the content"), whatever the
    ///     configuration's `isContentPanToOpenEnabled` says.
    /// - Returns: The recognizer, for `require(toFail:)` relationships of your own.
    @discardableResult
    public func addEdgeGesture(
      to view: UIView? = nil, opensFromAnywhere: Bool = false
    ) -> UIPanGestureRecognizer {
      let pan = driver.makePanGestureRecognizer(opensFromAnywhere: opensFromAnywhere)
      // The trackpad's scrolls drive the same drags, on a pan of their own.
      let scrollPan = driver.makeScrollPanGestureRecognizer(opensFromAnywhere: opensFromAnywhere)
      let target =
        view ?? presentingViewController?.navigationController?.view
        ?? presentingViewController?.view
      target?.addGestureRecognizer(pan)
      target?.addGestureRecognizer(scrollPan)
      addedRecognizers.append(WeakReference(pan))
      addedRecognizers.append(WeakReference(scrollPan))
      return pan
    }

    // MARK: - Leaving the menu

    /// Shows a screen chosen in the menu in the content's navigation controller (the presenting
    /// controller's, its selected tab's or its split view's primary column's) and closes the
    /// menu, unless the configuration's `dismissesWhenPresentingFromMenu` is off or the style
    /// is ``SideMenuPushStyle/pushInMenu``.
    ///
    /// While the menu is open with a style that needs a snapshot of the content (the content
    /// above the menu, see ``SideMenuStyle/stacking``), the live content is hidden: the push then
    /// happens without animation and the snapshot is taken again, so the closing menu reveals
    /// the new screen rather than the old one.
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
      let hiddenContent = hiddenPresentingView
      let shown = SideMenuNavigation.show(
        viewController, style: pushStyle, content: presentingViewController,
        menu: menuViewController, driver: driver, animated: animated && hiddenContent == nil)
      if shown, pushStyle != .pushInMenu, let hiddenContent {
        hiddenContent.layoutIfNeeded()
        retakeSnapshot(of: hiddenContent)
      }
      return shown
    }

    /// Presents a controller chosen in the menu: from the presenting controller once the menu
    /// has closed (if the configuration's `dismissesWhenPresentingFromMenu` closes it), or over
    /// the open menu otherwise.
    ///
    /// UIKit refuses to present while a presentation or dismissal is in flight, so while the
    /// menu is moving the request waits for UIKit's transition to end — never lost — and is then
    /// made over the menu if it came to rest open, or from the presenting controller if it
    /// closed.
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
      pendingPresentations.append(
        PendingPresentation(controller: viewController, animated: animated, completion: completion))
      presentPendingWhenSettled()
    }

    /// Makes the waiting presentations once neither the engine nor UIKit is mid-transition.
    private func presentPendingWhenSettled() {
      guard !pendingPresentations.isEmpty else { return }
      // UIKit's coordinator runs its completions after the transition's clean-up — after the
      // presentation controller's `…TransitionDidEnd`, when a dismissed menu is no longer
      // presented.
      // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
      guard !isWaitingForUIKitTransition else { return }
      if let coordinator = menuViewController?.transitionCoordinator {
        isWaitingForUIKitTransition = true
        // `false` means the coordinator will not run the block (the transition is ending).
        let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
          self?.isWaitingForUIKitTransition = false
          self?.presentPendingWhenSettled()
        }
        if queued { return }
        isWaitingForUIKitTransition = false
      }
      let presenter: UIViewController?
      switch driver.phase {
      case .open where menuViewController?.presentingViewController != nil:
        presenter = menuViewController
      case .closed where menuViewController == nil:
        presenter = menuPresenter
      default:
        return  // the engine's transition ends with a UIKit one, which calls back here
      }
      let waiting = pendingPresentations
      pendingPresentations.removeAll()
      for pending in waiting {
        // Over whatever the presenter already shows, as UIKit allows one presentation each.
        var top = presenter
        while let presented = top?.presentedViewController { top = presented }
        top?.present(pending.controller, animated: pending.animated, completion: pending.completion)
      }
    }

    // MARK: - Transition plumbing (called by the presentation controller and transitions)

    func presentationWillBegin(in containerView: UIView, presentingView: UIView?) {
      self.containerView = containerView
      // The presenting controller's views are the container's siblings, not the menu's, so
      // the menu's modality does not hide them: hide them from VoiceOver while the menu is
      // modal (UIKit's own container is left alone, so what the menu presents stays reachable).
      stage.hiddenFromAccessibilityWhileModal = presentingView
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
        // The picture stands where the presenting view is (a sheet is smaller than the
        // container): stretched to the container it would be distorted.
        let contentFrame = presentingView.convert(presentingView.bounds, to: containerView)
        self.contentFrame = contentFrame
        let host = UIView(frame: contentFrame)
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
      if let containerView, let presentingView = hiddenPresentingView {
        // The content was resized (rotation): its picture is retaken once the new layout is on
        // screen (`sizeWillChange`), not in the middle of this layout pass.
        contentFrame = presentingView.convert(presentingView.bounds, to: containerView)
      }
      driver.refreshContainer()
    }

    /// A size change is coming (rotation): the snapshot is retaken when it is over, from the
    /// presenting view as laid out for the new size.
    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
    func sizeWillChange(with coordinator: any UIViewControllerTransitionCoordinator) {
      guard hiddenPresentingView != nil else { return }
      coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        guard let self, let presentingView = self.hiddenPresentingView else { return }
        self.retakeSnapshot(of: presentingView)
      }
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
      presentPendingWhenSettled()
    }

    /// UIKit is dismissing the menu without having asked for an animation controller — the
    /// app's own `dismiss(animated: false)`, or a dismissal of a controller below. UIKit asks
    /// the transitioning delegate for no animator when a dismissal is not animated (long-known
    /// device behaviour; reported in radianttap/CardPresentationController#12), so this is the
    /// only place the engine can hear of it.
    func dismissalWillBegin() {
      guard transition?.transition.direction != .closing, driver.visibleEdge != nil else { return }
      dismissalStartedByUIKit = .withoutAnimator
      driver.close(animated: false)
      dismissalStartedByUIKit = .none
    }

    /// Removes everything the presentation added and restores the presenting view exactly:
    /// after a completed dismissal or a cancelled presentation (or a presentation UIKit
    /// refused to start).
    func tearDown() {
      stage.restoreAccessibilityOfHiddenView()
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
      contentFrame = nil
      stage.menuHost.detachMenu()
      if let menu = menuViewController, let saved = savedCapturesStatusBar {
        // The presenting controller decides the status bar again (already so after an
        // animated closing; not yet after a dismissal UIKit made at once), then the menu gets
        // its own setting back: UIKit still counts it as presented here.
        menu.modalPresentationCapturesStatusBarAppearance = false
        menuPresenter?.setNeedsStatusBarAppearanceUpdate()
        menu.modalPresentationCapturesStatusBarAppearance = saved
      }
      savedCapturesStatusBar = nil
      menuViewController = nil
      singleUseMenu.menuReleased()
      containerView = nil
      transition = nil
      retainedDuringTransition = nil
      presentPendingWhenSettled()
    }
  }

  extension SideMenuPresentation: SideMenuSingleUseMenuHost {}

  extension SideMenuPresentation: SideMenuRenderer {
    var coordinateView: UIView? {
      containerView ?? menuPresenter?.view.window ?? presentingViewController?.view
    }

    /// The controller the menu is presented from: the presenting controller while its view is
    /// on screen; once a screen was pushed over it (its view left the window, and UIKit refuses
    /// to present from it), the screen its navigation controller shows now.
    var menuPresenter: UIViewController? {
      guard let presenting = presentingViewController else { return nil }
      guard presenting.viewIfLoaded?.window == nil else { return presenting }
      var candidate = presenting
      while candidate.viewIfLoaded?.window == nil, let parent = candidate.parent {
        candidate = parent
      }
      if let navigation = candidate as? UINavigationController,
        let top = navigation.topViewController, top.viewIfLoaded?.window != nil
      {
        return top
      }
      return candidate
    }

    /// UIKit's container follows the app's direction; the menu follows the presenting view's,
    /// which may be forced (`semanticContentAttribute`).
    var layoutDirectionView: UIView? { presentingViewController?.viewIfLoaded }

    func sideMenuBeginTransition(_ transition: SideMenuTransition) {
      switch transition.direction {
      case .opening:
        // UIKit refuses — with only a console warning, and no callback — to present from a
        // controller whose view is not in a window, that already presents, or while another
        // transition runs: refuse first where that can be seen, so nothing is set up for a
        // presentation that will not happen.
        guard let presenting = menuPresenter, presenting.viewIfLoaded?.window != nil,
          presenting.presentedViewController == nil, presenting.transitionCoordinator == nil,
          let menu = singleUseMenu.take(for: transition.edge) ?? menuFactories[transition.edge]?()
        else {
          // The engine ends the opening as cancelled; `sideMenuEndTransition` tidies up.
          driver.send(.transitionRefused)
          return
        }
        // The keyboard would otherwise stay up over the opening menu and drop at rest (also a
        // search field in the navigation bar, outside the presenting view).
        (presenting.viewIfLoaded?.window ?? presenting.viewIfLoaded)?.endEditing(true)
        stage.rememberFocus()
        beginInteraction(for: transition)
        menuViewController = menu
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = transitioningHelper
        stage.menuHost.embed(menu.view)
        // The menu takes the status bar while it covers the screen (see `updateStatusBar`);
        // the app's own setting comes back once the menu is gone.
        savedCapturesStatusBar = menu.modalPresentationCapturesStatusBarAppearance
        isAwaitingUIKit = true
        presenting.present(menu, animated: true)
        if menu.presentingViewController != nil { updateStatusBar(with: transition) }
        // Accepted: UIKit asked for the presentation controller, or links the controllers at
        // once (`presentedViewController` is set when `present` returns). Otherwise it refused
        // for a reason not visible beforehand; undo what was set up.
        let accepted = !isAwaitingUIKit || menu.presentingViewController != nil
        isAwaitingUIKit = false
        if !accepted {
          self.transition = nil
          retainedDuringTransition = nil
          driver.send(.transitionRefused)
        }
      case .closing:
        switch dismissalStartedByUIKit {
        case .withAnimator:
          // UIKit is already dismissing; `animationController(forDismissed:)` hands it this.
          beginInteraction(for: transition)
          updateStatusBar(with: transition)
          return
        case .withoutAnimator:
          return  // UIKit dismisses at once; `dismissalTransitionDidEnd` tidies up
        case .none:
          break
        }
        // Nothing presented (UIKit already took the menu away): no UIKit transition to drive.
        guard let menu = menuViewController else { return }
        beginInteraction(for: transition)
        updateStatusBar(with: transition)
        if menu.presentedViewController != nil {
          // Something the menu presented is on top. Dismissing from below would animate only
          // that one and remove the menu without its transition ("only the top-most view
          // controller is dismissed in an animated fashion"); take it away first, then the
          // menu, with the engine driving the menu's own dismissal.
          // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
          let above = menu.presentedViewController
          let coordinatorBefore = above?.transitionCoordinator
          isAwaitingUIKit = true
          menu.dismiss(animated: true) { [weak self, weak menu] in
            guard let self, let menu, self.menuViewController === menu else { return }
            self.dismissMenu(menu)
          }
          refuseClosingUnlessUIKitAccepted(above, coordinatorBefore: coordinatorBefore)
          return
        }
        dismissMenu(menu)
      }
    }

    /// Hands the status bar to the menu or back, by the rule of every mode
    /// (``SideMenuPhase/menuDecidesStatusBar``), and asks UIKit to re-read it inside an
    /// animation block of the transition's duration, so a hide, fade or style change moves with
    /// the menu. Our presentation is `.custom`, not full screen, so UIKit leaves the status bar
    /// with the presenting controller unless the presented one captures it: "status bar
    /// appearance control is transferred from the presenting to the presented view controller
    /// only if the presented controller's modalPresentationStyle value is
    /// UIModalPresentationStyle.fullScreen. By setting this property to true, you specify the
    /// presented view controller controls status bar appearance, even though presented
    /// non-fullscreen." The menu captures it from the start of its opening to the start of its
    /// closing; the presenting controller decides again from then on, while the menu is still
    /// presented.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    private func updateStatusBar(with transition: SideMenuTransition) {
      guard let menu = menuViewController else { return }
      let presenting = menu.presentingViewController
      UIView.animate(withDuration: driver.nominalDuration(for: transition)) {
        menu.modalPresentationCapturesStatusBarAppearance = self.driver.phase.menuDecidesStatusBar
        menu.setNeedsStatusBarAppearanceUpdate()
        presenting?.setNeedsStatusBarAppearanceUpdate()
      }
    }

    /// Asks UIKit to dismiss the menu; a refusal leaves the menu open and the engine told so.
    private func dismissMenu(_ menu: UIViewController) {
      let coordinatorBefore = menu.transitionCoordinator
      isAwaitingUIKit = true
      menu.dismiss(animated: true)
      refuseClosingUnlessUIKitAccepted(menu, coordinatorBefore: coordinatorBefore)
    }

    /// UIKit refuses to dismiss while a presentation or dismissal is in flight (an alert the
    /// menu presented still animating in), with only a console warning and no callback. It
    /// accepted if it asked for the animation controller (which it does inside `dismiss`), if
    /// the controller is no longer presented (a dismissal done at once), or if the dismissal
    /// has a transition coordinator of its own — "When you present or dismiss a view
    /// controller, UIKit creates a transition coordinator object automatically and assigns it
    /// to the view controller's `transitionCoordinator` property" — rather than the one of the
    /// transition that was already running. Otherwise the menu stays open.
    /// (`isBeingDismissed` is no signal here: UIKit promises its value only inside appearance
    /// callbacks.)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
    private func refuseClosingUnlessUIKitAccepted(
      _ dismissing: UIViewController?,
      coordinatorBefore: (any UIViewControllerTransitionCoordinator)?
    ) {
      let coordinator = dismissing?.transitionCoordinator
      let hasOwnCoordinator = coordinator != nil && coordinator !== coordinatorBefore
      let accepted =
        !isAwaitingUIKit || dismissing?.presentingViewController == nil || hasOwnCoordinator
      isAwaitingUIKit = false
      guard !accepted else { return }
      transition = nil
      retainedDuringTransition = nil
      driver.send(.transitionRefused)
    }

    /// Creates the interaction controller UIKit will be handed for this transition, and keeps
    /// the presentation alive until the transition ends.
    private func beginInteraction(for transition: SideMenuTransition) {
      self.transition = SideMenuInteractiveTransition(transition: transition, owner: self)
      retainedDuringTransition = self
    }

    func sideMenuEndTransition(_ transition: SideMenuTransition, completed: Bool) {
      // A cancelled opening gives the status bar back; a cancelled closing takes it again.
      if !completed, menuViewController?.presentingViewController != nil {
        updateStatusBar(with: transition)
      }
      if let interaction = self.transition, interaction.transition == transition {
        interaction.end(completed: completed)
      } else if transition.direction == .opening, !completed,
        menuViewController?.presentingViewController == nil
      {
        // A refused opening: UIKit never started it, so nothing else will clean up.
        tearDown()
      }
    }

    func sideMenuApply(_ frame: SideMenuFrameState) {
      lastFrame = frame
      if let containerView {
        stage.apply(frame, containerBounds: containerView.bounds, contentFrame: contentFrame)
      }
      guard let interaction = transition, !driver.isDrawingPlannedFrames else { return }
      let fraction = interaction.transition.fractionComplete(atProgress: frame.progress)
      interaction.update(percentComplete: CGFloat(fraction))
    }

  }

  // UIKit's transitioning-delegate calls, answered for the helper below (not public API).
  extension SideMenuPresentation {
    /// Supplies the side menu's presentation controller.
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      isAwaitingUIKit = false
      return SideMenuPresentationController(
        presentedViewController: presented, presenting: presenting, owner: self)
    }

    /// Supplies the animation controller UIKit requires for a custom interactive presentation.
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      isAwaitingUIKit = false
      return SideMenuTransitionAnimator(interaction: transition)
    }

    /// Supplies the animation controller for the dismissal. A dismissal the engine did not
    /// start (the app called `dismiss` itself) is reported to the engine as a close, so it
    /// drives that one too.
    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      isAwaitingUIKit = false
      if transition?.transition.direction != .closing {
        dismissalStartedByUIKit = .withAnimator
        driver.close(animated: true)
        dismissalStartedByUIKit = .none
      }
      return SideMenuTransitionAnimator(interaction: transition)
    }

    /// Supplies the engine-driven interaction controller for the presentation.
    func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      transition
    }

    /// Supplies the engine-driven interaction controller for the dismissal.
    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      transition
    }
  }

  /// The menu's `transitioningDelegate`: a private helper, so the presentation's public API is
  /// not UIKit's protocol. It forwards every call to the presentation, which owns it (UIKit
  /// holds a transitioning delegate weakly).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  final class SideMenuTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The presentation this helper answers for.
    private(set) weak var owner: SideMenuPresentation?

    init(owner: SideMenuPresentation) {
      self.owner = owner
    }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      owner?.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      owner?.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      owner?.animationController(forDismissed: dismissed)
    }

    func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      owner?.interactionControllerForPresentation(using: animator)
    }

    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      owner?.interactionControllerForDismissal(using: animator)
    }
  }

  /// How a dismissal UIKit started reaches the engine.
  private enum UIKitDismissal {
    case none
    /// Animated: UIKit asked for an animation controller, which the engine's closing drives.
    case withAnimator
    /// Not animated: UIKit asked for nothing and ends the dismissal itself.
    case withoutAnimator
  }

  /// A presentation asked for while the menu was moving.
  @MainActor
  private struct PendingPresentation {
    let controller: UIViewController
    let animated: Bool
    let completion: (() -> Void)?
  }
#endif
