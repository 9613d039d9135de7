#if os(iOS)
  import UIKit
  import SideMenuCore

  /// A container view controller with a content child and a menu child: the menu lives beside
  /// the content instead of being presented over it, so every style works with live,
  /// interactive content (the content can even stay interactive while the menu is open, see
  /// ``SideMenuConfiguration/isContentInteractiveWhileOpen``).
  ///
  /// ```swift
  /// let root = SideMenuController(contentViewController: UINavigationController(rootViewController: InboxViewController()))
  /// root.setMenu(for: .leading) { MenuViewController() }
  /// root.driver.configuration.leading.style = .slideAside
  /// window.rootViewController = root
  /// ```
  ///
  /// The menu is created lazily from its factory the first time it opens and, by default,
  /// released again once it has closed (``releasesMenuAfterClosing``). Containment is complete:
  /// `addChild` / `didMove(toParent:)` on the way in, `willMove(toParent:)` /
  /// `removeFromParent` on the way out. The status bar follows the content, and the menu while
  /// it is open; safe areas reach both children unchanged.
  ///
  /// ## Docking
  ///
  /// With a docking rule (``SideMenuEdgeConfiguration/docking``, for example
  /// `configuration.leading.docking = .automatic`) the menu becomes a sidebar in wide windows
  /// (iPad landscape, a wide Stage Manager window, Mac) and slides again when the window narrows
  /// (Split View, Slide Over, portrait), the engine deciding from the container's width and
  /// horizontal size class. Docked, the menu stands beside the content, which is laid out in
  /// the remaining width — the content child's view is resized, not covered, moved under a
  /// scrim or scaled, so its safe area and layout margins are a sidebar neighbour's (no inset
  /// on the menu's side) — with no scrim, no drag to close, and not modal for VoiceOver, which
  /// reaches the menu first, then the content. Collapse and expand it with ``SideMenuDriver``'s
  /// `close`/`open`/`toggle` (animated or not), or the user's ⌃⌘S (``isSidebarKeyCommandEnabled``).
  @MainActor
  open class SideMenuController: UIViewController, SideMenuHost {
    /// The driver: open, close, observe, reconfigure.
    public let driver: SideMenuDriver

    /// The content child.
    public private(set) var contentViewController: UIViewController

    /// The menu child currently embedded, if any.
    public private(set) var menuViewController: UIViewController?

    /// Whether the menu child is removed and released after it closes, to free its memory (the
    /// container tutorial's behaviour), or kept for the next opening. Default: `true`.
    /// Turning it on releases the kept menus (and the embedded one, if no menu is shown).
    public var releasesMenuAfterClosing = true {
      didSet {
        guard releasesMenuAfterClosing else { return }
        keptMenus.removeAll()
        if driver.visibleEdge == nil { removeMenu() }
      }
    }

    /// Colours, blur and the scrim's label.
    public var appearance: SideMenuAppearance {
      get { stage.appearance }
      set { stage.appearance = newValue }
    }

    /// Whether the container offers ⌃⌘S, "Show Sidebar" / "Hide Sidebar", while a menu is
    /// docked: the Mac's and iPad's sidebar shortcut, listed in the iPad's keyboard-shortcut
    /// overlay (hold ⌘) under ``SideMenuStrings/showSidebar`` or ``SideMenuStrings/hideSidebar``.
    /// Turn it off to offer your own command. Default: `true`.
    public var isSidebarKeyCommandEnabled = true

    let stage: SideMenuStage
    /// Holds the content child's view; the engine's content transform, corner radius and shadow
    /// apply to it so the child's own view is never touched.
    private let contentHost = UIView()
    private var menuFactories: [SideMenuEdge: @MainActor () -> UIViewController] = [:]
    private var keptMenus: [SideMenuEdge: UIViewController] = [:]
    private var menuEdge: SideMenuEdge?
    /// A menu shown once (a segue's), never replacing ``menuFactories`` nor kept.
    let singleUseMenu: SideMenuSingleUseMenu

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - contentViewController: The content child.
    ///   - configuration: The menus' configuration.
    ///   - appearance: Colours, blur and the scrim's label.
    public init(
      contentViewController: UIViewController,
      configuration: SideMenuConfiguration = .standard,
      appearance: SideMenuAppearance = SideMenuAppearance()
    ) {
      self.contentViewController = contentViewController
      driver = SideMenuDriver(configuration: configuration)
      stage = SideMenuStage(driver: driver, appearance: appearance)
      singleUseMenu = SideMenuSingleUseMenu(driver: driver)
      super.init(nibName: nil, bundle: nil)
      driver.renderer = self
    }

    /// Not supported: create the container in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: - Menus

    /// Sets how the menu on an edge is made; it is called when that menu first opens (and
    /// again after each close when ``releasesMenuAfterClosing`` is on). Enables the edge in the
    /// configuration.
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

    /// Sets the menu on an edge to one controller, kept for every opening (the container still
    /// removes it from its children after each closing when ``releasesMenuAfterClosing`` is on,
    /// and adds it again at the next opening).
    ///
    /// - Parameters:
    ///   - menu: The menu controller.
    ///   - edge: The edge.
    public func setMenu(_ menu: UIViewController, for edge: SideMenuEdge) {
      setMenu(for: edge) { menu }
    }

    /// Adds another drag that opens the menus, on a view inside the container (its content
    /// already has the edge drag): for example a drag anywhere on the navigation bar.
    ///
    /// - Parameters:
    ///   - view: The view to watch.
    ///   - opensFromAnywhere: Whether a drag anywhere on that view may open a menu, whatever
    ///     the configuration's `isContentPanToOpenEnabled` says.
    /// - Returns: The recognizer, for `require(toFail:)` relationships of your own.
    @discardableResult
    public func addEdgeGesture(to view: UIView, opensFromAnywhere: Bool = false)
      -> UIPanGestureRecognizer
    {
      driver.addPanGestureRecognizers(to: view, opensFromAnywhere: opensFromAnywhere)
    }

    // MARK: - Content

    /// Replaces the content child, optionally with a cross-dissolve, and tells the engine a
    /// screen was chosen from the menu (it closes the menu if the configuration says so).
    ///
    /// - Parameters:
    ///   - newContent: The new content child.
    ///   - animated: Whether to cross-dissolve (a fixed 0.25 s UIKit transition, which Reduce
    ///     Motion leaves as it is: a dissolve does not move).
    ///   - completion: Called once the new content is in place.
    public func setContentViewController(
      _ newContent: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil
    ) {
      let oldContent = contentViewController
      guard newContent !== oldContent else {
        completion?()
        return
      }
      contentViewController = newContent
      driver.willPresentFromMenu()
      guard isViewLoaded else {
        completion?()
        return
      }
      // Containment by the book: `addChild` calls the new child's `willMove(toParent:)`, the
      // container calls the old one's; `removeFromParent` calls `didMove(toParent: nil)`, the
      // container calls the new one's. Appearance is forwarded by hand (see
      // `shouldAutomaticallyForwardAppearanceMethods`).
      // https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller
      addChild(newContent)
      oldContent.willMove(toParent: nil)
      newContent.view.frame = contentHost.bounds
      newContent.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let onScreen = isOnScreen
      let animates = animated && onScreen
      if onScreen {
        oldContent.beginAppearanceTransition(false, animated: animates)
        newContent.beginAppearanceTransition(true, animated: animates)
      }
      let finish = { [weak self] in
        if onScreen {
          oldContent.endAppearanceTransition()
          newContent.endAppearanceTransition()
        }
        oldContent.removeFromParent()
        newContent.didMove(toParent: self)
        self?.setNeedsStatusBarAppearanceUpdate()
        completion?()
      }
      if animates {
        // Adds the new view to the old one's superview and removes the old one at the end.
        // https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)
        UIView.transition(
          from: oldContent.view, to: newContent.view,
          duration: stage.appearance.contentTransitionDuration, options: [.transitionCrossDissolve]
        ) { _ in finish() }
      } else {
        contentHost.addSubview(newContent.view)
        oldContent.view.removeFromSuperview()
        finish()
      }
    }

    /// Presents over the container, closing the menu first if the configuration's
    /// `dismissesWhenPresentingFromMenu` says so (as ``SideMenuHost/present(_:animated:completion:)``
    /// does in every mode).
    override open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      driver.willPresentFromMenu()
      super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    // MARK: - Appearance

    /// The container tells its children of appearance itself: the menu's view is in the
    /// hierarchy (hidden) long before it is seen, so UIKit's automatic forwarding, which follows
    /// the window, would report it appearing at progress 0 — also for a cancelled drag — and a
    /// kept menu never again. The menu hears `beginAppearanceTransition` when a transition
    /// begins and `endAppearanceTransition` when it ends; the content hears the container's own.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Whether the container is in a window, so that its children's appearance means something.
    private var isOnScreen: Bool { viewIfLoaded?.window != nil }

    /// Whether the menu counts as shown (told it appears, and not since that it disappears),
    /// tracked also while the container is off screen: its own appearance then forwards it.
    private var isMenuAppearing = false

    override open func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      contentViewController.beginAppearanceTransition(true, animated: animated)
      if isMenuAppearing { menuViewController?.beginAppearanceTransition(true, animated: animated) }
    }

    override open func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      contentViewController.endAppearanceTransition()
      if isMenuAppearing { menuViewController?.endAppearanceTransition() }
      claimKeyCommandsIfFree()
    }

    override open func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      contentViewController.beginAppearanceTransition(false, animated: animated)
      if isMenuAppearing {
        menuViewController?.beginAppearanceTransition(false, animated: animated)
      }
    }

    override open func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      contentViewController.endAppearanceTransition()
      if isMenuAppearing { menuViewController?.endAppearanceTransition() }
    }

    /// Tells the menu it is about to appear (`true`) or disappear, and — with `ends` — that it
    /// did.
    private func menuAppearance(_ appearing: Bool, ends: Bool) {
      guard let menu = menuViewController else { return }
      let changes = isMenuAppearing != appearing
      isMenuAppearing = appearing
      // Off screen nothing is said now; the container's own appearance forwards the state.
      guard isOnScreen else { return }
      if changes { menu.beginAppearanceTransition(appearing, animated: true) }
      if ends { menu.endAppearanceTransition() }
    }

    /// Shows a screen chosen in the menu in the content's navigation controller and closes the
    /// menu (unless the configuration's `dismissesWhenPresentingFromMenu` is off or the style
    /// is ``SideMenuPushStyle/pushInMenu``).
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
        viewController, style: pushStyle, content: contentViewController, menu: menuViewController,
        driver: driver, animated: animated)
    }

    // MARK: - View life cycle

    /// Builds the container's views: the content host with the content child, the scrim, the
    /// menu host, and the opening drag on the content.
    override open func viewDidLoad() {
      super.viewDidLoad()
      contentHost.frame = view.bounds
      view.addSubview(contentHost)
      addChild(contentViewController)
      contentViewController.view.frame = contentHost.bounds
      contentViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentHost.addSubview(contentViewController.view)
      contentViewController.didMove(toParent: self)
      stage.setContent(contentHost, owned: true)
      stage.install(in: view)
      driver.addPanGestureRecognizers(to: contentHost)
    }

    /// Sends the new size, safe area and layout direction to the engine and redraws its last
    /// frame at the new size.
    override open func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      driver.refreshContainer()
      sideMenuApply(driver.modelFrameState)
    }

    /// A new horizontal size class (iPad multitasking) reaches the engine, whose docking rule
    /// never docks in a compact width. UIKit calls this on every release SideMenuKit supports
    /// (deprecated from iOS 17 in favour of trait registration, still called); the layout that
    /// follows a resize sends the same container, which the driver does not send twice.
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      driver.refreshContainer()
    }

    /// Safe-area changes (rotation, bars appearing) reach the engine: the edge zone and the
    /// menu width include the inset on the menu's side.
    override open func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      driver.refreshContainer()
    }

    /// The menu decides the status bar from the moment it starts to open until it starts to
    /// close, the content otherwise: a menu controller that returns `true` from
    /// `prefersStatusBarHidden` (or a `preferredStatusBarStyle`) hides the status bar (or sets
    /// its style) while it covers the screen, and the change is animated with the menu — faded
    /// or slid as its `preferredStatusBarUpdateAnimation` says — over the transition's duration.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    override open var childForStatusBarStyle: UIViewController? {
      // A docked menu is a sidebar beside the content, which keeps deciding.
      if isShownMenuDocked { return contentViewController }
      return driver.phase.menuDecidesStatusBar
        ? menuViewController ?? contentViewController : contentViewController
    }

    /// The status bar's visibility: the menu's while it opens and is open (see
    /// ``childForStatusBarStyle``), the content's otherwise.
    override open var childForStatusBarHidden: UIViewController? {
      childForStatusBarStyle
    }

    /// Asks UIKit to re-read the status bar inside an animation block of the transition's
    /// duration, so a hide, fade or style change moves with the menu.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    private func updateStatusBar(with transition: SideMenuTransition) {
      UIView.animate(withDuration: driver.nominalDuration(for: transition)) {
        self.setNeedsStatusBarAppearanceUpdate()
      }
    }

    /// The content decides whether the home indicator hides (a video player) — the menu while
    /// it is open, as for the status bar.
    override open var childForHomeIndicatorAutoHidden: UIViewController? {
      childForStatusBarStyle
    }

    /// The content decides which screen edges defer the system's gestures.
    override open var childForScreenEdgesDeferringSystemGestures: UIViewController? {
      childForStatusBarStyle
    }

    /// VoiceOver's two-finger scrub closes a shown sliding menu. A docked one is part of the
    /// screen, not a mode to leave (the engine ignores escape there): the scrub goes on up the
    /// hierarchy, to a navigation controller's back action say.
    override open func accessibilityPerformEscape() -> Bool {
      guard driver.visibleEdge != nil, !isShownMenuDocked else { return false }
      driver.escape()
      return true
    }

    private var isShownMenuDocked: Bool {
      driver.visibleEdge.map { driver.layoutMode(for: $0) == .docked } ?? false
    }

    // MARK: - Sidebar key command

    /// ⌃⌘S while a menu is docked (``isSidebarKeyCommandEnabled``): the sidebar convention of
    /// the Mac's View menu and iPad apps, "Hide Sidebar" while the docked menu is expanded or
    /// expanding, "Show Sidebar" otherwise — the title the iPad's keyboard-shortcut overlay
    /// lists ("If this property is nil, the HUD displays the title property"). Apple documents
    /// the Show/Hide Sidebar command (SwiftUI's `CommandGroupPlacement.sidebar`); its ⌃⌘S key
    /// equivalent is what Apple's own Mac and iPad apps use (observed device behaviour: no Apple
    /// page we could read lists the key).
    /// https://developer.apple.com/documentation/uikit/uikeycommand/discoverabilitytitle
    /// https://developer.apple.com/documentation/swiftui/commandgroupplacement/sidebar
    /// https://developer.apple.com/design/human-interface-guidelines/keyboards
    override open var keyCommands: [UIKeyCommand]? {
      var commands = super.keyCommands ?? []
      if isSidebarKeyCommandEnabled, let edge = driver.dockedEdge {
        // Titled for what ⌃⌘S does to the sidebar itself: open it while it is collapsed or
        // collapsing — also while the other edge's menu is shown — else close it.
        let title =
          driver.isHeadingClosed(edge) ? SideMenuStrings.showSidebar : SideMenuStrings.hideSidebar
        commands.append(
          UIKeyCommand(
            title: title, action: #selector(toggleSidebar(_:)), input: "s",
            modifierFlags: [.control, .command], discoverabilityTitle: title))
      }
      return commands
    }

    @objc private func toggleSidebar(_ command: UIKeyCommand) {
      guard let edge = driver.dockedEdge else { return }
      if driver.isHeadingClosed(edge) { driver.open(edge) } else { driver.close() }
    }

    /// Key commands reach only the responder chain of the first responder (Apple: "UIKit …
    /// searches the responder chain for an object with a matching key command"), so with
    /// nothing first responder the container's ⌃⌘S would be found by no one: while a menu is
    /// docked the container can become first responder, and takes it when no view in its
    /// window has it (never from a text field, whose chain already reaches the container).
    /// https://developer.apple.com/documentation/uikit/uikeycommand
    override open var canBecomeFirstResponder: Bool {
      isSidebarKeyCommandEnabled && driver.dockedEdge != nil
    }

    private func claimKeyCommandsIfFree() {
      guard canBecomeFirstResponder, !isFirstResponder, let window = viewIfLoaded?.window,
        !Self.containsFirstResponder(window)
      else { return }
      becomeFirstResponder()
    }

    private static func containsFirstResponder(_ view: UIView) -> Bool {
      view.isFirstResponder || view.subviews.contains(where: containsFirstResponder)
    }

    // MARK: - Docked layout

    /// Whether the last frame drawn was docked, so the container's accessibility order is set
    /// only when the mode changes.
    private var isDockedLayout = false

    /// A docked menu is not modal (the engine's `isMenuModal` is false; whatever a sliding
    /// opening set is undone without moving focus, which stays where the user is), and
    /// VoiceOver reaches the sidebar before the content beside it, whichever side it is on.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    private func updateDockedAccessibility(_ frame: SideMenuFrameState) {
      let docked = frame.layoutMode == .docked
      guard docked != isDockedLayout else { return }
      isDockedLayout = docked
      if docked {
        stage.menuHost.accessibilityViewIsModal = false
        stage.menuHost.accessibilityElements = nil
        view.accessibilityElements = [stage.menuHost, contentHost]
        claimKeyCommandsIfFree()
      } else {
        view.accessibilityElements = nil
      }
    }

    // MARK: - Menu containment

    private func embedMenu(for edge: SideMenuEdge) -> Bool {
      if let once = singleUseMenu.take(for: edge) {
        removeMenu()
        embed(once, for: edge)
        return true
      }
      if menuEdge == edge, menuViewController != nil { return true }
      removeMenu()
      guard let menu = keptMenus[edge] ?? menuFactories[edge]?() else { return false }
      embed(menu, for: edge)
      if !releasesMenuAfterClosing { keptMenus[edge] = menu }
      return true
    }

    private func embed(_ menu: UIViewController, for edge: SideMenuEdge) {
      addChild(menu)
      stage.menuHost.embed(menu.view)
      menu.didMove(toParent: self)
      menuViewController = menu
      menuEdge = edge
    }

    private func removeMenu() {
      guard let menu = menuViewController else { return }
      let wasSingleUse = singleUseMenu.isShown(menu)
      menu.willMove(toParent: nil)
      // Through the host, which gives the view back what it changed (corners, colours).
      if stage.menuHost.menuView === menu.view {
        stage.menuHost.detachMenu()
      } else {
        menu.view.removeFromSuperview()
      }
      menu.removeFromParent()
      menuViewController = nil
      menuEdge = nil
      if wasSingleUse { singleUseMenu.menuReleased() }
    }
  }

  extension SideMenuController: SideMenuSingleUseMenuHost {}

  extension SideMenuController: SideMenuRenderer {
    var coordinateView: UIView? { viewIfLoaded }

    func sideMenuBeginTransition(_ transition: SideMenuTransition) {
      switch transition.direction {
      case .opening:
        loadViewIfNeeded()
        // The keyboard would otherwise stay up over the opening menu and drop at rest.
        contentViewController.viewIfLoaded?.endEditing(true)
        stage.rememberFocus()
        guard embedMenu(for: transition.edge) else {
          driver.send(.transitionRefused)  // no menu for this edge: the opening ends cancelled
          return
        }
        menuAppearance(true, ends: false)
      case .closing:
        menuAppearance(false, ends: false)
      }
      updateStatusBar(with: transition)
    }

    func sideMenuEndTransition(_ transition: SideMenuTransition, completed: Bool) {
      // The menu ends where the transition went, or back where it started (a cancelled drag:
      // "will appear" is answered by "will disappear, did disappear").
      let resting = transition.restingState(completed: completed)
      menuAppearance(resting == .open, ends: true)
      if resting == .closed { keepFocusOutOfClosedMenu() }
      // A menu shown once goes after it closes whatever the setting: the edge's own is next.
      if resting == .closed,
        releasesMenuAfterClosing || singleUseMenu.isShown(menuViewController)
      {
        removeMenu()
      }
      // The preferences below follow the menu while it is open: UIKit re-reads them only when
      // asked to (a cancelled transition hands the status bar back, animated).
      updateStatusBar(with: transition)
      setNeedsUpdateOfHomeIndicatorAutoHidden()
      setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    func sideMenuApply(_ frame: SideMenuFrameState) {
      guard isViewLoaded else { return }
      // Docked (or becoming docked) the content host takes the engine's content frame, the
      // room beside the menu, so the content child is laid out narrower; sliding it fills the
      // container as it always has.
      let docked = frame.layoutMode == .docked || frame.dockedFraction > 0
      let bounds = view.bounds
      stage.apply(
        frame, containerBounds: bounds,
        contentFrame: docked
          ? CGRect(frame.contentFrame).offsetBy(dx: bounds.minX, dy: bounds.minY) : nil)
      updateDockedAccessibility(frame)
    }

    /// A menu that closes with the keyboard or VoiceOver in it (a docked menu collapsed by
    /// ⌃⌘S or undocked by a narrower window, where the engine moves no focus because the menu
    /// was not modal) hands them to the content: a hidden view keeps neither.
    private func keepFocusOutOfClosedMenu() {
      if stage.menuHost.isFirstResponder {
        stage.menuHost.resignFirstResponder()
        claimKeyCommandsIfFree()
      }
      if let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView,
        focused.isDescendant(of: stage.menuHost)
      {
        UIAccessibility.post(notification: .layoutChanged, argument: contentViewController.view)
      }
    }

  }
#endif
