#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Shows a menu over a view in place, without a modal presentation or a container: the
  /// menu's views are created when it opens and removed after it closes, and chosen views (a
  /// floating button) stay above it.
  ///
  /// ```swift
  /// overlay = SideMenuOverlay(hostView: mapView)
  /// overlay.setMenu(for: .trailing) { FiltersView() }
  /// overlay.driver.configuration.leading.isEnabled = false  // only a trailing menu here
  /// overlay.pin([locateButton])
  /// overlay.toggle(.trailing)
  /// ```
  ///
  /// The content (the host view's own subviews) does not move, so the overlay suits styles
  /// that draw the menu above the content (``SideMenuStyle/slideOver``,
  /// ``SideMenuStyle/menuSlideIn``, ``SideMenuStyle/menuDissolveIn``); use
  /// ``SideMenuController`` for styles that move the content.
  @MainActor
  public final class SideMenuOverlay: NSObject, SideMenuHost {
    /// The driver: open, close, observe, reconfigure.
    public let driver: SideMenuDriver

    /// The view the menu is shown over.
    public private(set) weak var hostView: UIView?

    /// The controller showing the content, if any: its navigation controller's back swipe
    /// wins over the leading-edge drag when it can pop.
    public weak var contentViewController: UIViewController?

    /// Colours, blur and the scrim's label.
    public var appearance: SideMenuAppearance {
      get { stage.appearance }
      set { stage.appearance = newValue }
    }

    let stage: SideMenuStage
    private var menuFactories: [SideMenuEdge: @MainActor () -> UIView] = [:]
    private let probe = SideMenuLayoutProbeView()

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
      super.init()
      driver.renderer = self
      probe.onLayout = { [weak driver] in driver?.refreshContainer() }
      probe.frame = hostView.bounds
      hostView.insertSubview(probe, at: 0)
    }

    /// Sets how the menu view on an edge is made; it is called on every opening and the view
    /// is released after the menu closes. Enables the edge in the configuration.
    ///
    /// - Parameters:
    ///   - edge: The edge.
    ///   - makeMenu: Creates the menu view.
    public func setMenu(for edge: SideMenuEdge, _ makeMenu: @escaping @MainActor () -> UIView) {
      menuFactories[edge] = makeMenu
      enable(edge)
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
    /// - Parameter view: The view to watch; default: the host view.
    /// - Returns: The recognizer.
    @discardableResult
    public func addEdgeGesture(to view: UIView? = nil) -> UIPanGestureRecognizer {
      let pan = driver.makePanGestureRecognizer()
      (view ?? hostView)?.addGestureRecognizer(pan)
      return pan
    }
  }

  extension SideMenuOverlay: SideMenuRenderer {
    var coordinateView: UIView? { hostView }

    var isBackGestureAvailable: Bool {
      SideMenuNavigation.canPop(in: contentViewController)
    }

    func sideMenuBeginTransition(_ transition: SideMenuTransition) {
      guard transition.direction == .opening else { return }
      guard let hostView, let menu = menuFactories[transition.edge]?() else {
        driver.send(.transitionRefused)  // no menu for this edge: the opening ends cancelled
        return
      }
      stage.menuHost.embed(menu)
      stage.install(in: hostView)
    }

    func sideMenuEndTransition(_ transition: SideMenuTransition, completed: Bool) {
      guard transition.restingState(completed: completed) == .closed else { return }
      stage.menuHost.menuView?.removeFromSuperview()
      stage.uninstall()
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
      onLayout?()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      onLayout?()
    }
  }
#endif
