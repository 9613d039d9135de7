/// Apple: `class UIView`.
///
/// Modelled (each behaviour cites its page): the hierarchy and its move callbacks; `frame`,
/// `bounds`, `center` and `transform` related as UIKit relates them (a transform applies about
/// the centre, `frame` is the transformed bounding box and is undefined to set while the
/// transform is not the identity); autoresizing; `setNeedsLayout`/`layoutIfNeeded`/
/// `layoutSubviews` and the end-of-turn layout pass; safe-area insets from the window's;
/// semantic content attribute and effective layout direction; hit testing; coordinate
/// conversion; first responder and `endEditing`; snapshots; gesture recognizers; accessibility
/// properties. Every property write is counted for the benchmark.
@MainActor
open class UIView: UIResponder {
  // MARK: Initialisers

  public init(frame: CGRect) {
    layer = CALayer()
    super.init()
    _center = CGPoint(x: frame.midX, y: frame.midY)
    _bounds = CGRect(origin: .zero, size: frame.size)
    layer.simulationHost = self
  }

  public required init?(coder: NSCoder) {
    layer = CALayer()
    super.init()
    layer.simulationHost = self
  }

  public override convenience init() { self.init(frame: .zero) }

  // MARK: Stored state

  /// Apple: `var layer: CALayer { get }` — the view's backing layer, created with the view.
  public let layer: CALayer

  // A change to what places a view in its window (these three, its superview, its controller)
  // bumps `SimulationViewRegistry.geometryRevision`: the layout pass's safe-area walk keeps the
  // ancestors' placements only while it is unchanged (`SafeAreaWalk`).
  private var _bounds = CGRect.zero { didSet { SimulationViewRegistry.geometryChanged() } }
  private var _center = CGPoint.zero { didSet { SimulationViewRegistry.geometryChanged() } }
  private var _transform = CGAffineTransform.identity {
    didSet { SimulationViewRegistry.geometryChanged() }
  }
  private var _alpha: CGFloat = 1
  private var _isHidden = false
  private var _isUserInteractionEnabled = true
  private var _backgroundColor: UIColor?
  private var _autoresizingMask: AutoresizingMask = []
  private var _semanticContentAttribute = UISemanticContentAttribute.unspecified
  private var _subviews: [UIView] = []
  fileprivate weak var _superview: UIView? { didSet { SimulationViewRegistry.geometryChanged() } }
  /// The controller whose root view this is (Apple: a view's `next` is its controller).
  package weak var owningViewController: UIViewController? {
    didSet { SimulationViewRegistry.geometryChanged() }
  }
  package private(set) var needsLayout = true
  /// Simulation only: how many times UIKit ran `layoutSubviews` on this view.
  public package(set) var simulationLayoutCount = 0
  package var lastSafeAreaInsets = UIEdgeInsets.zero

  private func write<Value: Equatable>(
    _ storage: inout Value, _ newValue: Value, property: StaticString = #function
  ) {
    SimulationLog.write(&storage, newValue, object: self, property: property)
  }

  // MARK: Geometry

  /// Apple: "Changing the bounds size grows or shrinks the view relative to its center point"
  /// and resizes subviews by their autoresizing masks; a size change also schedules layout
  /// (long-known device behaviour: `layoutSubviews` runs on the view and its superview when the
  /// size changes). https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { _bounds }
    set {
      SimulationAnimations.shared.noteChange(of: self, "bounds", from: .rect(_bounds))
      let oldSize = _bounds.size
      write(&_bounds, newValue)
      guard newValue.size != oldSize else { return }
      if autoresizesSubviews { resizeSubviews(from: oldSize) }
      setNeedsLayout()
      superview?.setNeedsLayout()
    }
  }

  open var center: CGPoint {
    get { _center }
    set {
      SimulationAnimations.shared.noteChange(of: self, "position", from: .point(_center))
      write(&_center, newValue)
    }
  }

  /// Apple: "transformations occur relative to the view's anchor point … the center of the
  /// bounds rectangle", and a transform change does not trigger layout.
  /// https://developer.apple.com/documentation/uikit/uiview/transform
  open var transform: CGAffineTransform {
    get { _transform }
    set {
      SimulationAnimations.shared.noteChange(
        of: self, "transform", from: .transform(CATransform3DMakeAffineTransform(_transform)))
      write(&_transform, newValue)
    }
  }

  /// Apple: "If the transform property is not the identity transform, the value of this
  /// property is undefined and therefore should be ignored." Reading gives the transformed
  /// bounding box (what a device returns); setting it while transformed is recorded as misuse.
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect {
    get {
      let size = _bounds.size
      let local = CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      return local.applying(_transform).offsetBy(dx: _center.x, dy: _center.y)
    }
    set {
      if !_transform.isIdentity {
        SimulationLog.misuse(
          "frame set on \(simulationDescription) while its transform is not the identity")
      }
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      var newBounds = _bounds
      newBounds.size = newValue.size
      bounds = newBounds
    }
  }

  open var alpha: CGFloat {
    get { _alpha }
    set {
      SimulationAnimations.shared.noteChange(of: self, "opacity", from: .scalar(Double(_alpha)))
      write(&_alpha, newValue)
    }
  }

  /// Apple: hiding a view hides its subviews and stops them receiving touches; it does not
  /// change the hierarchy, so no appearance callbacks follow.
  open var isHidden: Bool {
    get { _isHidden }
    set { write(&_isHidden, newValue) }
  }

  open var isUserInteractionEnabled: Bool {
    get { _isUserInteractionEnabled }
    set { write(&_isUserInteractionEnabled, newValue) }
  }

  open var backgroundColor: UIColor? {
    get { _backgroundColor }
    set {
      SimulationLog.recordWrite(changed: _backgroundColor !== newValue)
      _backgroundColor = newValue
    }
  }

  /// Apple: `clipsToBounds` is the layer's `masksToBounds`.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  open var autoresizesSubviews = true
  open var autoresizingMask: AutoresizingMask {
    get { _autoresizingMask }
    set { write(&_autoresizingMask, newValue) }
  }

  open var tag = 0
  open var isMultipleTouchEnabled = false
  open var isExclusiveTouch = false
  open var isOpaque = true
  open var contentMode: ContentMode = .scaleToFill
  open var tintColor: UIColor! = .systemBlueSimulation
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var accessibilityIdentifier: String?
  open var translatesAutoresizingMaskIntoConstraints = true
  /// Active constraints whose first item is this view or one of its layout guides.
  package var simulationConstraints: [NSLayoutConstraint] = []
  package lazy var simulationSafeAreaGuide = UILayoutGuide(owningView: self, kind: .safeArea)
  package lazy var simulationMarginsGuide = UILayoutGuide(owningView: self, kind: .margins)
  open var mask: UIView?

  /// Apple: `struct UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Apple: `enum UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
  }

  /// Apple: "When a view's bounds change, that view automatically resizes its subviews
  /// according to each subview's autoresizing mask"; flexible parts share the change in
  /// proportion to their sizes. https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  private func resizeSubviews(from oldSize: CGSize) {
    let newSize = _bounds.size
    for subview in _subviews where !subview._autoresizingMask.isEmpty {
      let mask = subview._autoresizingMask
      let size = subview._bounds.size
      var minX = subview._center.x - size.width / 2
      var minY = subview._center.y - size.height / 2
      var width = size.width
      var height = size.height
      Self.distribute(
        newSize.width - oldSize.width, lead: &minX, length: &width, container: oldSize.width,
        flexibleLead: mask.contains(.flexibleLeftMargin),
        flexibleLength: mask.contains(.flexibleWidth),
        flexibleTrail: mask.contains(.flexibleRightMargin))
      Self.distribute(
        newSize.height - oldSize.height, lead: &minY, length: &height, container: oldSize.height,
        flexibleLead: mask.contains(.flexibleTopMargin),
        flexibleLength: mask.contains(.flexibleHeight),
        flexibleTrail: mask.contains(.flexibleBottomMargin))
      subview.center = CGPoint(x: minX + width / 2, y: minY + height / 2)
      var newBounds = subview._bounds
      newBounds.size = CGSize(width: width, height: height)
      subview.bounds = newBounds
    }
  }

  private static func distribute(
    _ delta: CGFloat, lead: inout CGFloat, length: inout CGFloat, container: CGFloat,
    flexibleLead: Bool, flexibleLength: Bool, flexibleTrail: Bool
  ) {
    guard delta != 0 else { return }
    // Without arrays, so that a bounds change (which SideMenuKit makes in some frames) allocates
    // nothing in the simulation: the benchmark counts allocations around app code.
    let trail = container - lead - length
    let flexibleCount = (flexibleLead ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleTrail ? 1 : 0)
    guard flexibleCount > 0 else { return }
    let total =
      (flexibleLead ? Swift.max(0, lead) : 0) + (flexibleLength ? Swift.max(0, length) : 0)
      + (flexibleTrail ? Swift.max(0, trail) : 0)
    func share(_ flexible: Bool, _ part: CGFloat) -> CGFloat {
      guard flexible else { return 0 }
      return total > 0 ? delta * Swift.max(0, part) / total : delta / CGFloat(flexibleCount)
    }
    let leadShare = share(flexibleLead, lead)
    let lengthShare = share(flexibleLength, length)
    lead += leadShare
    length += lengthShare
  }

  // MARK: Hierarchy

  open var superview: UIView? { _superview }
  open var subviews: [UIView] { _subviews }

  /// Apple: "This property is nil if the view has not yet been added to a window."
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current._superview
    }
    return nil
  }

  package override var simulationWindow: UIWindow? { window }

  /// Apple: "UIView implements this method to return the UIViewController object that manages
  /// it (if it has one) or its superview (if it doesn't)."
  open override var next: UIResponder? { owningViewController ?? _superview }

  /// Apple: "Views can have only one superview. If view already has a superview and that view
  /// is not the receiver, this method removes the previous superview before making the receiver
  /// its new superview." Adding a subview again moves it to the front.
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    insert(view, at: _subviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index)
  }

  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return addSubview(view)
    }
    insert(view, at: index + 1)
  }

  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return addSubview(view)
    }
    insert(view, at: index)
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === view }), index != _subviews.count - 1
    else { return }
    _subviews.remove(at: index)
    _subviews.append(view)
    SimulationLog.recordWrite(changed: true)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === view }), index != 0 else { return }
    _subviews.remove(at: index)
    _subviews.insert(view, at: 0)
    SimulationLog.recordWrite(changed: true)
  }

  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    _subviews.swapAt(index1, index2)
  }

  private func insert(_ view: UIView, at requestedIndex: Int) {
    precondition(view !== self, "Can't add self as subview")
    if view._superview === self {
      // Reordering within the same superview: no move callbacks.
      let old = _subviews.firstIndex { $0 === view } ?? 0
      _subviews.remove(at: old)
      _subviews.insert(
        view,
        at: Swift.min(
          Swift.max(0, requestedIndex > old ? requestedIndex - 1 : requestedIndex), _subviews.count)
      )
      SimulationLog.recordWrite(changed: true)
      return
    }
    let newWindow = window
    let oldWindow = view.window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
    if let oldSuperview = view._superview {
      oldSuperview.willRemoveSubview(view)
      oldSuperview._subviews.removeAll { $0 === view }
      oldSuperview.setNeedsLayout()
    }
    _subviews.insert(view, at: Swift.min(Swift.max(0, requestedIndex), _subviews.count))
    view._superview = self
    SimulationLog.recordWrite(changed: true)
    if oldWindow !== newWindow { view.propagateDidMoveToWindow(from: oldWindow) }
    view.didMoveToSuperview()
    didAddSubview(view)
    // Long-known device behaviour: adding a subview lays out the subview and the receiver.
    view.setNeedsLayout()
    setNeedsLayout()
  }

  open func removeFromSuperview() {
    guard let superview = _superview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { propagateWillMove(toWindow: nil) }
    superview.willRemoveSubview(self)
    superview._subviews.removeAll { $0 === self }
    _superview = nil
    SimulationLog.recordWrite(changed: true)
    if oldWindow != nil { propagateDidMoveToWindow(from: oldWindow) }
    didMoveToSuperview()
    superview.setNeedsLayout()
  }

  private func propagateWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    owningViewController?.viewWillMove(toWindow: newWindow)
    for subview in _subviews { subview.propagateWillMove(toWindow: newWindow) }
  }

  private func propagateDidMoveToWindow(from oldWindow: UIWindow?) {
    if window == nil, let oldWindow, let responder = oldWindow.firstResponder,
      let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded,
      view === self || view.isDescendant(of: self)
    {
      // A first responder that leaves the window resigns.
      oldWindow.firstResponder = nil
    }
    didMoveToWindow()
    owningViewController?.viewDidMoveToWindow()
    for subview in _subviews { subview.propagateDidMoveToWindow(from: oldWindow) }
  }

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate._superview
    }
    return false
  }

  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in _subviews { if let found = subview.viewWithTag(tag) { return found } }
    return nil
  }

  // MARK: Layout

  /// Apple: "Call this method on your application's main thread when you want to adjust the
  /// layout of a view's subviews. This method makes a note of the request and returns
  /// immediately … you can use this method to schedule the update for the next drawing cycle."
  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() { needsLayout = true }

  /// Apple: "Using the view that receives the message as the root view, this method lays out
  /// the view subtree starting at the root. If no layout updates are pending, this method exits
  /// without modifying the layout or calling any layout-related callbacks."
  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() { layoutSubtreeIfNeeded() }

  open func layoutSubviews() {}

  package func layoutSubtreeIfNeeded() {
    if needsLayout {
      needsLayout = false
      simulationLayoutCount += 1
      SimulationViewRegistry.layoutPasses += 1
      SimulationCallouts.around { owningViewController?.viewWillLayoutSubviews() }
      // Apple sets `UITraitCollection.current` to the view's traits around `layoutSubviews`.
      traitCollection.performAsCurrent { SimulationCallouts.around { layoutSubviews() } }
      simulationApplyConstraints()
      SimulationCallouts.around { owningViewController?.viewDidLayoutSubviews() }
    }
    for subview in _subviews { subview.layoutSubtreeIfNeeded() }
  }

  open func sizeThatFits(_ size: CGSize) -> CGSize { _bounds.size }
  open func sizeToFit() {}

  // MARK: Safe area

  /// Apple: "The insets that you use to determine the safe area for this view … For other
  /// views in the view hierarchy, the insets reflect only the portion of the view that is
  /// covered": the part of the window's safe-area margins the view overlaps. Zero outside a
  /// window. https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  open var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    if self === window { return window.deviceSafeAreaInsets }
    return safeAreaInsets(
      in: window, rectInWindow: convert(bounds, to: nil),
      navigationAncestor: simulationNavigationAncestor())
  }

  /// The safe area of a view in `window` (not the window itself) whose bounds cover
  /// `rectInWindow` there; `navigationAncestor` is the nearest of the view and its ancestors that
  /// is a navigation bar or a navigation controller's view (`simulationNavigationAncestor`).
  private func safeAreaInsets(
    in window: UIWindow, rectInWindow mine: CGRect, navigationAncestor: UIView?
  ) -> UIEdgeInsets {
    // "…only the portion of the view that is covered": how far the view reaches into each of
    // the window's inset bands (status bar, home indicator, sensor housing). A part of the view
    // outside the window is covered by nothing, so it adds no inset.
    let unsafe = window.deviceSafeAreaInsets
    let screen = window.bounds
    func covered(_ low: CGFloat, _ high: CGFloat, bandFrom start: CGFloat, to end: CGFloat)
      -> CGFloat
    {
      Swift.max(0, Swift.min(high, end) - Swift.max(low, start))
    }
    var insets = UIEdgeInsets(
      top: covered(mine.minY, mine.maxY, bandFrom: screen.minY, to: screen.minY + unsafe.top),
      left: covered(mine.minX, mine.maxX, bandFrom: screen.minX, to: screen.minX + unsafe.left),
      bottom: covered(mine.minY, mine.maxY, bandFrom: screen.maxY - unsafe.bottom, to: screen.maxY),
      right: covered(mine.minX, mine.maxX, bandFrom: screen.maxX - unsafe.right, to: screen.maxX))
    // Apple: "For the view controller's root view, the insets account for the status bar,
    // other visible bars, and any additional insets": a visible navigation bar of the
    // navigation controller the view is in extends the top inset to the bar's bottom.
    if let barBottom = simulationNavigationBarBottom(under: navigationAncestor),
      barBottom > insets.top
    {
      insets.top = barBottom
    }
    if window.simulationVerticalBarExtent > 0,
      let bar = simulationVerticalBarInsets(under: navigationAncestor)
    {
      insets.left = Swift.max(insets.left, bar.left)
      insets.right = Swift.max(insets.right, bar.right)
    }
    if let controller = owningViewController {
      insets.top += controller.additionalSafeAreaInsets.top
      insets.left += controller.additionalSafeAreaInsets.left
      insets.bottom += controller.additionalSafeAreaInsets.bottom
      insets.right += controller.additionalSafeAreaInsets.right
    }
    return insets
  }

  open func safeAreaInsetsDidChange() {}

  /// Run by the layout pass: tells views whose safe area changed, and lays them out (Apple:
  /// "…the system calls this method when the safe area of the view changes"); then, top down
  /// (a subview that preserves its superview's margins reads the superview's new ones), tells
  /// views whose layout margins changed with it — a rotation, a frame change, a controller's
  /// `additionalSafeAreaInsets` or a new size class all reach the margins by this walk.
  package func updateSafeAreaInsets() {
    let walk = SafeAreaWalk()
    walk.reread(for: self)
    updateSafeAreaInsets(
      walk, navigationAncestor: walk.navigationAncestor, walkedSuperview: _superview)
  }

  /// One view of the walk: `walk` holds the placements of the ancestors of a view whose
  /// superview is `walkedSuperview`, and `navigationAncestor` is its own (both read from the
  /// tree again if app code the walk called has since moved views, this one included).
  private func updateSafeAreaInsets(
    _ walk: SafeAreaWalk, navigationAncestor inherited: UIView?, walkedSuperview: UIView?
  ) {
    var navigationAncestor = inherited
    if walk.isStale || _superview !== walkedSuperview {
      walk.reread(for: self)
      navigationAncestor = walk.navigationAncestor
    }
    let insets = walkedSafeAreaInsets(walk, navigationAncestor: navigationAncestor)
    var marginsSafeArea: UIEdgeInsets? = insets
    if insets != lastSafeAreaInsets {
      lastSafeAreaInsets = insets
      safeAreaInsetsDidChange()
      owningViewController?.viewSafeAreaInsetsDidChange()
      setNeedsLayout()
      // The callbacks may have changed what the safe area is made of: the margins read it anew.
      marginsSafeArea = nil
    }
    updateLayoutMargins(safeArea: marginsSafeArea)
    // The subviews' placements are read through this view's: it joins the chain (unless it is
    // the topmost view, whose space is the root's).
    var rereads = walk.rereads
    var subviewNavigationAncestor = navigationAncestor
    for subview in _subviews {
      if walk.isStale || walk.rereads != rereads {
        // A subview's callbacks changed the tree, or the chain was read for another view.
        walk.reread(for: self)
        rereads = walk.rereads
        subviewNavigationAncestor = walk.navigationAncestor
      }
      let depth = walk.chain.count
      if _superview != nil { walk.chain.append(placement) }
      subview.updateSafeAreaInsets(
        walk,
        navigationAncestor: subview.isNavigationAncestor ? subview : subviewNavigationAncestor,
        walkedSuperview: self)
      if walk.rereads == rereads { walk.chain.removeSubrange(depth...) }
    }
  }

  /// The safe area as `safeAreaInsets` gives it, from the walk's chain (the same arithmetic in
  /// the same order as `convert(bounds, to: nil)`, so the same value).
  private func walkedSafeAreaInsets(_ walk: SafeAreaWalk, navigationAncestor: UIView?)
    -> UIEdgeInsets
  {
    // A window (or a subclass overriding the getter) answers for itself.
    if self is UIWindow { return safeAreaInsets }
    guard let window = walk.window else { return .zero }
    let own: Placement? = _superview != nil ? placement : nil
    let mine = walk.chain.withUnsafeBufferPointer { chain in
      boundingBox(of: bounds) { point in
        var result = own?.pointInSuperview(point) ?? point
        var index = chain.count
        while index > 0 {
          index -= 1
          result = chain[index].pointInSuperview(result)
        }
        return result
      }
    }
    return safeAreaInsets(
      in: window, rectInWindow: mine, navigationAncestor: navigationAncestor)
  }

  // MARK: Layout margins

  /// What the app last set: physical (`layoutMargins`) or directional
  /// (`directionalLayoutMargins`) — the header: "After setting the directionalLayoutMargins
  /// property, the values in the left and right fields of the layoutMargins property will
  /// depend on the user interface layout direction", so a physical value keeps its sides.
  private enum StoredLayoutMargins {
    case physical(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
  }

  private var storedLayoutMargins: StoredLayoutMargins?
  private var lastLayoutMargins: UIEdgeInsets?

  /// The margins the app asked for, before the safe area, the system minimum and the
  /// superview's margins are applied, as left/right for this view's layout direction.
  /// Default: 8 points on each side for a plain view (Apple: "For most views, the default
  /// layout margins are 8 points on each side"); 0 for a view controller's root view, whose
  /// default "reflects the system minimum margins and safe area insets" — the minimum and the
  /// safe area come on top of it, so the root view's default is exactly them.
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
  private var requestedLayoutMargins: UIEdgeInsets {
    switch storedLayoutMargins {
    case .physical(let insets): return insets
    case .directional(let insets): return physicalInsets(insets)
    case nil:
      let value: CGFloat = owningViewController == nil ? 8 : 0
      return UIEdgeInsets(top: value, left: value, bottom: value, right: value)
    }
  }

  private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Apple: "The leading and trailing margins are applied appropriately to the left or right
  /// margins based on the current layout direction. For example, the leading margin is applied
  /// to the right edge of the view in right-to-left layouts."
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
  package func physicalInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: insets.top, left: isRightToLeft ? insets.trailing : insets.leading,
      bottom: insets.bottom, right: isRightToLeft ? insets.leading : insets.trailing)
  }

  package func directionalInsets(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: insets.top, leading: isRightToLeft ? insets.right : insets.left,
      bottom: insets.bottom, trailing: isRightToLeft ? insets.left : insets.right)
  }

  /// Apple: "The default spacing to use when laying out content in the view" — read back as
  /// the margins in effect, each side the largest of:
  /// - the margin set (or the default, see `directionalLayoutMargins`), raised to the owning
  ///   controller's `systemMinimumLayoutMargins` on a root view while
  ///   `viewRespectsSystemMinimumLayoutMargins` ("The return value of the view's layoutMargins
  ///   and directionalLayoutMargins properties will have values no smaller than the
  ///   systemMinimumLayoutMargins", UIViewController.h), and measured from the safe area's
  ///   edge while `insetsLayoutMarginsFromSafeArea` (Apple: "any margins that are outside the
  ///   safe area are automatically modified to fall within the safe area boundary"; the model
  ///   adds the margin to the safe-area inset — long-observed device behaviour, a root view's
  ///   16-point margin under a 59-point sensor housing reads 75 — rather than the looser
  ///   "at least the inset");
  /// - with `preservesSuperviewLayoutMargins`, the superview's margin on that side less the
  ///   distance from the superview's edge to this view's ("The amount of the adjustment is the
  ///   smallest amount needed to ensure that content is also inside the superview's margins").
  /// Setting it stores physical sides (they stay left and right in either direction).
  /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set {
      storedLayoutMargins = .physical(newValue)
      updateLayoutMarginsOfSubtree()
    }
  }

  /// Apple: "The default spacing to use when laying out content in a view, taking into account
  /// the current language direction" — the margins in effect (see `layoutMargins`) as leading
  /// and trailing. Setting it stores directional sides, which flip with the layout direction.
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { directionalInsets(effectiveLayoutMargins) }
    set {
      storedLayoutMargins = .directional(newValue)
      updateLayoutMarginsOfSubtree()
    }
  }

  /// Apple: "A Boolean value indicating whether the current view also respects the margins of
  /// its superview" — default `false` (UIView.h: "default is NO").
  /// https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
  open var preservesSuperviewLayoutMargins = false {
    didSet { updateLayoutMarginsOfSubtree() }
  }

  /// Apple: "A Boolean value indicating whether the view's layout margins are updated
  /// automatically to reflect the safe area … The default value of this property is true."
  /// https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { updateLayoutMarginsOfSubtree() }
  }

  /// Apple: "Notifies the view that the layout margins changed. The default implementation of
  /// this method does nothing." Called (then the owning controller's
  /// `viewLayoutMarginsDidChange()`) whenever the margins in effect change — by a setter, or
  /// by the safe area, frame, layout direction or size class they derive from — and the view
  /// is laid out again if constraints read its margins guide.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange()
  open func layoutMarginsDidChange() {}

  private var effectiveLayoutMargins: UIEdgeInsets { effectiveLayoutMargins(safeArea: nil) }

  /// The margins in effect; `safeArea`, when given, is this view's safe area (read otherwise).
  private func effectiveLayoutMargins(safeArea: UIEdgeInsets?) -> UIEdgeInsets {
    var own = requestedLayoutMargins
    if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = physicalInsets(controller.systemMinimumLayoutMargins)
      own = UIEdgeInsets(
        top: Swift.max(own.top, minimum.top), left: Swift.max(own.left, minimum.left),
        bottom: Swift.max(own.bottom, minimum.bottom), right: Swift.max(own.right, minimum.right))
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeArea ?? safeAreaInsets
      own.top += safe.top
      own.left += safe.left
      own.bottom += safe.bottom
      own.right += safe.right
    }
    guard preservesSuperviewLayoutMargins, let superview = _superview else { return own }
    // The superview's margins, as far as they reach into this view (its frame in the
    // superview's bounds space).
    let outer = superview.effectiveLayoutMargins
    let space = superview._bounds
    let mine = frame
    return UIEdgeInsets(
      top: Swift.max(own.top, outer.top - (mine.minY - space.minY)),
      left: Swift.max(own.left, outer.left - (mine.minX - space.minX)),
      bottom: Swift.max(own.bottom, outer.bottom - (space.maxY - mine.maxY)),
      right: Swift.max(own.right, outer.right - (space.maxX - mine.maxX)))
  }

  /// Tells the view (and its controller) if its margins in effect changed since last told.
  package func updateLayoutMargins(safeArea: UIEdgeInsets? = nil) {
    let margins = effectiveLayoutMargins(safeArea: safeArea)
    guard margins != lastLayoutMargins else { return }
    let isFirst = lastLayoutMargins == nil
    lastLayoutMargins = margins
    // The first value is the view's starting state, not a change (a view is created with it).
    if isFirst, storedLayoutMargins == nil, window == nil { return }
    layoutMarginsDidChange()
    owningViewController?.simulationRecordLayoutMarginsChange(margins)
    // Auto Layout lays the view out again only when a constraint reads its margins guide (the
    // stricter reading: nothing else relayouts for a margin change, so a container must not
    // count on a layout pass to learn what changed them — a size class, say).
    if subviewsAreConstrainedToMargins { setNeedsLayout() }
  }

  private var subviewsAreConstrainedToMargins: Bool {
    _subviews.contains { subview in
      subview.simulationConstraints.contains { constraint in
        (constraint.secondItem as? UILayoutGuide).map {
          $0.kind == .margins && $0.owningView === self
        }
          ?? false
      }
    }
  }

  private func updateLayoutMarginsOfSubtree() {
    updateLayoutMargins()
    for subview in _subviews { subview.updateLayoutMarginsOfSubtree() }
  }

  // MARK: Layout direction and traits

  open var semanticContentAttribute: UISemanticContentAttribute {
    get { _semanticContentAttribute }
    set { write(&_semanticContentAttribute, newValue) }
  }

  /// Apple: "Returns the layout direction implied by the specified semantic content attribute":
  /// forced attributes force, playback and spatial content is never flipped, unspecified
  /// follows the app. https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:)
  open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(
      for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
  }

  open class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return layoutDirection
    }
  }

  /// Apple: "The user interface layout direction appropriate for arranging the immediate content
  /// of this view": from the view's semantic content attribute, relative to the layout
  /// direction of its trait collection — which a superview's forced attribute sets for its
  /// subtree. https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: _semanticContentAttribute, relativeTo: inheritedLayoutDirection)
  }

  private var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
    var view = _superview
    while let current = view {
      switch current._semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight: return .leftToRight
      default: view = current._superview
      }
    }
    return UIApplication.shared.userInterfaceLayoutDirection
  }

  /// Apple: the view's traits: the device's, with its own style override and layout direction,
  /// and its window's horizontal size class (`.unspecified` outside a window: the view is in
  /// no environment that has one).
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  open var traitCollection: UITraitCollection {
    var style = SimulationDevice.userInterfaceStyle
    var view: UIView? = self
    while let current = view {
      if current.overrideUserInterfaceStyle != .unspecified {
        style = current.overrideUserInterfaceStyle
        break
      }
      view = current._superview
    }
    let direction: UITraitEnvironmentLayoutDirection =
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    return UITraitCollection(
      userInterfaceStyle: style, layoutDirection: direction,
      horizontalSizeClass: overriddenHorizontalSizeClass
        ?? window?.simulationHorizontalSizeClass ?? .unspecified,
      verticalBarEdge: window?.simulationVerticalBarEdge ?? .unspecified)
  }

  /// The horizontal size class of `traitCollection`, without making a trait collection (the
  /// layout pass reads it for every root view's system minimum margins, and the benchmark
  /// counts allocations per frame).
  package var simulationEffectiveHorizontalSizeClass: UIUserInterfaceSizeClass {
    overriddenHorizontalSizeClass ?? window?.simulationHorizontalSizeClass ?? .unspecified
  }

  /// The horizontal size class a parent controller gave the nearest controller this view
  /// belongs to (`setOverrideTraitCollection(_:forChild:)`), if any.
  private var overriddenHorizontalSizeClass: UIUserInterfaceSizeClass? {
    var view: UIView? = self
    while let current = view {
      if let controller = current.owningViewController, let parent = controller.parent,
        let traits = parent.overrideTraitCollection(forChild: controller),
        traits.horizontalSizeClass != .unspecified
      {
        return traits.horizontalSizeClass
      }
      view = current._superview
    }
    return nil
  }

  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Coordinates

  /// What places a view in its superview's space.
  struct Placement {
    /// The centre of the view's bounds, in its bounds space.
    var boundsMid: CGPoint
    var center: CGPoint
    var transform: CGAffineTransform

    init(bounds: CGRect, center: CGPoint, transform: CGAffineTransform) {
      boundsMid = CGPoint(x: bounds.midX, y: bounds.midY)
      self.center = center
      self.transform = transform
    }

    /// A point in the view's bounds space, in its superview's.
    func pointInSuperview(_ point: CGPoint) -> CGPoint {
      let local = CGPoint(x: point.x - boundsMid.x, y: point.y - boundsMid.y)
      let moved = local.applying(transform)
      return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
    }
  }

  var placement: Placement { Placement(bounds: _bounds, center: _center, transform: _transform) }

  /// A point in this view's bounds space, in its superview's.
  package func pointInSuperview(_ point: CGPoint) -> CGPoint {
    placement.pointInSuperview(point)
  }

  /// A point in the superview's space, in this view's bounds space.
  package func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - _center.x, y: point.y - _center.y).applying(
      _transform.inverted())
    return CGPoint(x: local.x + _bounds.midX, y: local.y + _bounds.midY)
  }

  /// A point in this view, in the space of its topmost ancestor (the window, when in one).
  package func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView = self
    while let superview = view._superview {
      result = view.pointInSuperview(result)
      view = superview
    }
    return result
  }

  /// Recursive rather than through an array of ancestors, so that converting a point (which
  /// SideMenuKit does every drag frame) allocates nothing: the benchmark counts allocations
  /// around app code, and the simulation's own must not show up there.
  package func pointFromRoot(_ point: CGPoint) -> CGPoint {
    guard let superview = _superview else { return point }
    return pointFromSuperview(superview.pointFromRoot(point))
  }

  /// Apple: converts between views' coordinate systems; `nil` means the window.
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qfd5
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let root = pointInRoot(point)
    return view?.pointFromRoot(root) ?? root
  }

  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let root = view?.pointInRoot(point) ?? point
    return pointFromRoot(root)
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    boundingBox(of: rect) { self.convert($0, to: view) }
  }

  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    boundingBox(of: rect) { self.convert($0, from: view) }
  }

  /// Without arrays, so that converting a rectangle (the safe area does, in every layout pass)
  /// allocates nothing: the benchmark counts allocations around app code.
  private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    let a = map(CGPoint(x: rect.minX, y: rect.minY))
    let b = map(CGPoint(x: rect.maxX, y: rect.minY))
    let c = map(CGPoint(x: rect.minX, y: rect.maxY))
    let d = map(CGPoint(x: rect.maxX, y: rect.maxY))
    let minX = Swift.min(a.x, b.x, c.x, d.x)
    let minY = Swift.min(a.y, b.y, c.y, d.y)
    return CGRect(
      x: minX, y: minY, width: Swift.max(a.x, b.x, c.x, d.x) - minX,
      height: Swift.max(a.y, b.y, c.y, d.y) - minY)
  }

  // MARK: Hit testing

  /// Apple: "This method ignores view objects that are hidden, that have disabled user
  /// interactions, or have an alpha level less than 0.01 … Points that lie outside the
  /// receiver's bounds are never reported as hits, even if they actually lie within one of the
  /// receiver's subviews." Subviews are searched front to back.
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in _subviews.reversed() {
      if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
    }
    return self
  }

  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    _bounds.contains(point)
  }

  // MARK: Gesture recognizers

  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set {
      for recognizer in recognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  package var recognizers: [UIGestureRecognizer] = []

  /// Apple: "A gesture recognizer is attached to one view at a time"; adding it to another
  /// view removes it from the first.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let previous = gestureRecognizer.view, previous !== self {
      previous.removeGestureRecognizer(gestureRecognizer)
    }
    guard !recognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    recognizers.append(gestureRecognizer)
    gestureRecognizer.attach(to: self)
  }

  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard recognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    recognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.attach(to: nil)
  }

  /// Apple: "Asks the view if the gesture recognizer should be allowed to continue tracking
  /// touch events"; true by default.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Editing and snapshots

  /// Apple: "This method looks at the current view and its subview hierarchy for the text field
  /// that is currently the first responder. If it finds one, it asks that text field to resign."
  /// https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? UIView,
      responder === self || responder.isDescendant(of: self)
    else { return true }
    if force {
      window.firstResponder = nil
      return true
    }
    return responder.resignFirstResponder()
  }

  /// Apple: "Returns a snapshot view based on the contents of the current view" — a frozen
  /// picture: later changes to the view do not reach it. The simulation records which views the
  /// picture showed (visible and in the subtree at that moment); a hidden view, or one outside
  /// a window, gives a blank picture.
  /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = SimulationSnapshotView(frame: bounds)
    snapshot.source = self
    snapshot.takenAt = CACurrentMediaTime()
    if window != nil, !isHidden {
      snapshot.pictured = visibleSubtree().map(WeakViewBox.init)
    }
    return snapshot
  }

  /// The views of this subtree that would be drawn (not hidden, alpha ≥ 0.01).
  package func visibleSubtree() -> [UIView] {
    guard !isHidden, alpha >= 0.01 else { return [] }
    return [self] + _subviews.flatMap { $0.visibleSubtree() }
  }

  // MARK: Simulation helpers

  /// Whether a person would see this view: in a window, and neither it nor any ancestor hidden
  /// or (nearly) transparent.
  public var simulationIsVisible: Bool {
    guard window != nil else { return false }
    var view: UIView? = self
    while let current = view {
      if current.isHidden || current.alpha < 0.01 { return false }
      view = current._superview
    }
    return true
  }

  /// The product of this view's and its ancestors' alphas.
  public var simulationEffectiveAlpha: CGFloat {
    var result: CGFloat = 1
    var view: UIView? = self
    while let current = view {
      result *= current.alpha
      view = current._superview
    }
    return result
  }

  /// The view's bounds in window coordinates (its bounding box as drawn).
  public var simulationFrameInWindow: CGRect { convert(bounds, to: nil) }

  /// What is on screen now: the view's bounding box in window coordinates from its own and its
  /// ancestors' presentation values (the render server's, which move with Core Animation
  /// animations, also while the main thread is busy) rather than their model values.
  public var simulationPresentedFrameInWindow: CGRect {
    let own = simulationPresentedGeometry.bounds
    var corners = [
      CGPoint(x: own.minX, y: own.minY), CGPoint(x: own.maxX, y: own.minY),
      CGPoint(x: own.minX, y: own.maxY), CGPoint(x: own.maxX, y: own.maxY),
    ]
    var view: UIView? = self
    while let current = view, !(current is UIWindow) {
      let geometry = current.simulationPresentedGeometry
      let b = geometry.bounds
      corners = corners.map { p in
        CGPoint(x: p.x - b.minX - b.width / 2, y: p.y - b.minY - b.height / 2)
          .applying(geometry.transform)
      }.map { CGPoint(x: $0.x + geometry.center.x, y: $0.y + geometry.center.y) }
      view = current._superview
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// The view's geometry and alpha as the render server draws them now.
  public var simulationPresentedGeometry:
    (center: CGPoint, bounds: CGRect, transform: CGAffineTransform, alpha: CGFloat)
  {
    let now = CACurrentMediaTime()
    var center = _center
    var bounds = _bounds
    var transform = _transform
    var alpha = _alpha
    // What the render server has: the last commit's values (the model's until the first).
    if let committed = layer.simulationCommitted {
      center = committed.position
      bounds = committed.bounds
      transform = CATransform3DGetAffineTransform(committed.transform)
      alpha = CGFloat(committed.opacity)
    }
    if !layer.simulationAnimations.isEmpty {
      if case .point(let p)? = layer.simulationPresentationValue(forKeyPath: "position", at: now) {
        center = p
      }
      if case .rect(let r)? = layer.simulationPresentationValue(forKeyPath: "bounds", at: now) {
        bounds = r
      }
      if case .transform(let t)? = layer.simulationPresentationValue(
        forKeyPath: "transform", at: now)
      {
        transform = CATransform3DGetAffineTransform(t)
      }
      if let o = layer.simulationPresentationValue(forKeyPath: "opacity", at: now)?.scalar {
        alpha = CGFloat(o)
      }
    }
    return (center, bounds, transform, alpha)
  }

  /// The product of this view's and its ancestors' alphas as drawn now (presentation values).
  public var simulationPresentedAlpha: CGFloat {
    var result: CGFloat = 1
    var view: UIView? = self
    while let current = view {
      result *= current.simulationPresentedGeometry.alpha
      view = current._superview
    }
    return result
  }

  package var simulationDescription: String {
    "\(type(of: self))(\(accessibilityIdentifier ?? "\(ObjectIdentifier(self).hashValue)"))"
  }

  nonisolated open override var description: String { "\(type(of: self))" }
}

extension UIColor {
  static let systemBlueSimulation = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
}

/// A weak reference to a view, for records that must not keep views alive.
@MainActor
public struct WeakViewBox {
  public weak var view: UIView?
  public init(_ view: UIView) { self.view = view }
}

/// Simulation only: what `snapshotView(afterScreenUpdates:)` returns.
@MainActor
public final class SimulationSnapshotView: UIView {
  public package(set) weak var source: UIView?
  public package(set) var takenAt: CFTimeInterval = 0
  package var pictured: [WeakViewBox] = []

  /// Whether the picture shows `view` (it was visible in the source's subtree when taken).
  public func pictures(_ view: UIView) -> Bool { pictured.contains { $0.view === view } }

  /// Whether the picture is blank (the source was hidden or outside a window).
  public var isBlank: Bool { pictured.isEmpty }
}

/// Counts across all views: tests and the benchmark read the layout passes.
@MainActor
package enum SimulationViewRegistry {
  package static var layoutPasses = 0
  /// Bumped by every change of a view's bounds, centre, transform, superview or owning
  /// controller (`SafeAreaWalk` checks it).
  package private(set) static var geometryRevision = 0

  package static func geometryChanged() { geometryRevision &+= 1 }
}

/// Device-wide traits the simulation varies.
@MainActor
package enum SimulationDevice {
  package static var userInterfaceStyle = UIUserInterfaceStyle.light
  /// The simulated iOS major version (15–18, or 26): API and behaviour that exist only from a
  /// version on (iOS 26's content back swipe) are modelled only when it is at least that.
  nonisolated(unsafe) package static var osMajorVersion = 26
  /// The simulated release's minor version (iOS 27.1, where iPhone Duo's API arrived).
  nonisolated(unsafe) package static var osMinorVersion = 0

  /// What `#available(iOS major.minor, *)` answers on the simulated device (SideMenuKit's
  /// checks are rewritten to this call by sim-translate): a simulated release is its `.0`, so
  /// iOS 17 passes a check for 17.0 and fails one for 17.4 — the stricter reading; a release
  /// with a minor version (iOS 27.1) passes checks up to it.
  nonisolated package static func isAvailable(iOS major: Int, _ minor: Int) -> Bool {
    osMajorVersion > major || (osMajorVersion == major && minor <= osMinorVersion)
  }
}

extension UIView: SimulationLayerHost {
  package var simulationLayerPosition: CGPoint {
    get { center }
    set { center = newValue }
  }
  package var simulationLayerBounds: CGRect {
    get { bounds }
    set { bounds = newValue }
  }
  package var simulationLayerAffineTransform: CGAffineTransform {
    get { transform }
    set { transform = newValue }
  }
  package var simulationLayerOpacity: Float {
    get { Float(alpha) }
    set { alpha = CGFloat(newValue) }
  }
  package var simulationLayerIsHidden: Bool {
    get { isHidden }
    set { isHidden = newValue }
  }
  package var simulationSuperlayer: CALayer? { _superview?.layer }
}

/// The layout pass's walk over a tree of views for their safe areas
/// (`UIView.updateSafeAreaInsets()`). A view's safe area needs its rectangle in the window,
/// mapped through every ancestor; read view by view (`convert(_:to:)`) that is a climb of the
/// tree per corner, and the pass grows with the number of views times their depth — which a
/// SwiftUI tree (a view per modifier) makes deep. The walk keeps the ancestors' placements as it
/// descends and maps with the same arithmetic in the same order, so each value is the getter's.
/// App code the pass calls (`safeAreaInsetsDidChange()`, `viewSafeAreaInsetsDidChange()`,
/// `layoutMarginsDidChange()`) may move, re-parent or re-own views: the kept chain is valid only
/// while `SimulationViewRegistry.geometryRevision` is unchanged, and is read again from the
/// tree otherwise.
@MainActor
final class SafeAreaWalk {
  /// The placements of the visited view's ancestors that have a superview, outermost first.
  var chain: [UIView.Placement] = []
  /// The visited view's window.
  private(set) var window: UIWindow?
  /// The nearest navigation bar or navigation controller's view among the view the chain was
  /// last read for and its ancestors.
  private(set) var navigationAncestor: UIView?
  /// How many times the chain was read from the tree.
  private(set) var rereads = 0
  private var revision = -1

  /// Whether views moved (or changed owners) since the chain was read.
  var isStale: Bool { revision != SimulationViewRegistry.geometryRevision }

  /// Reads the chain of `view`'s ancestors, its window and navigation ancestor from the tree.
  func reread(for view: UIView) {
    chain = []
    var ancestor = view._superview
    while let current = ancestor, current._superview != nil {
      chain.append(current.placement)
      ancestor = current._superview
    }
    chain.reverse()
    window = view.window
    navigationAncestor = view.simulationNavigationAncestor()
    rereads += 1
    revision = SimulationViewRegistry.geometryRevision
  }
}
