/// Apple: `class UIWindow`. The simulated device's screen: its safe-area insets come from the
/// device, it is the root of hit testing and of the layout pass, and it tracks the first
/// responder.
@MainActor
open class UIWindow: UIView {
  package var deviceSafeAreaInsets = UIEdgeInsets.zero
  /// Simulation only: the horizontal size class the system gives this window (set by the
  /// device: its model and the window's width; see `SimulatedDevice.resizeWindow`).
  package var simulationHorizontalSizeClass: UIUserInterfaceSizeClass = .compact
  /// Simulation only (iOS 27.1, iPhone Duo): the reserved regions over this window, in its
  /// coordinates, active or not (`UIView.reservedRegions(kind:options:)`), and the views that
  /// read them (laid out again when they change).
  package var simulationReservedRegions: [UIView.ReservedRegion] = []
  package var simulationReservedRegionObservers: [SimulationWeakView] = []
  /// Simulation only: the vertical bar's edge for this window (`UITraitCollection.verticalBarEdge`)
  /// and the width the system's bars take there when they move into it, points.
  package var simulationVerticalBarEdge = UIVerticalBarEdge.unspecified
  package var simulationVerticalBarExtent: CGFloat = 0
  /// Simulation only: what the status bar shows (see `simulationUpdateStatusBar`).
  public package(set) var simulationStatusBar = SimulationStatusBar(
    isHidden: false, style: .default, lastChangeDuration: 0, lastChangeAnimation: .fade)
  package weak var firstResponder: UIResponder?
  public package(set) weak var windowScene: UIWindowScene?
  public package(set) var isKeyWindow = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public init(windowScene: UIWindowScene) {
    super.init(frame: UIScreen.current.bounds)
    self.windowScene = windowScene
  }

  /// Apple: setting the root view controller "installs the view controller's view as the
  /// content view of the window"; the previous root's view is removed.
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      oldValue?.isRootOfWindow = nil
      if let root = rootViewController {
        root.isRootOfWindow = self
        guard let view = root.view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if !isHidden { addSubview(view) }
      }
    }
  }

  /// Apple: "The screen on which the window is displayed."
  open var screen: UIScreen { windowScene?.screen ?? UIScreen.current }

  open func makeKeyAndVisible() {
    for window in UIApplication.shared.windows { window.isKeyWindow = false }
    isKeyWindow = true
    if !UIApplication.shared.windows.contains(where: { $0 === self }) {
      UIApplication.shared.windows.append(self)
    }
    isHidden = false
    if let view = rootViewController?.view, view.superview !== self {
      view.frame = bounds
      addSubview(view)
    }
  }

  open override var next: UIResponder? { UIApplication.shared }

  open override var safeAreaInsets: UIEdgeInsets { deviceSafeAreaInsets }

  open override var isHidden: Bool {
    get { super.isHidden }
    set { super.isHidden = newValue }
  }
}

/// Apple: `class UIVisualEffectView`. Content goes in `contentView`. Apple: "When using the
/// UIVisualEffectView class, avoid alpha values that are less than 1 … Setting the alpha to
/// less than 1 on the visual effect view or any of its superviews causes many effects to look
/// incorrect or not show up at all" — the simulation records that as misuse at every commit.
/// https://developer.apple.com/documentation/uikit/uivisualeffectview
@MainActor
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// Apple: `class UIScrollView` — as far as gestures and placement need it: its pan recognizer,
/// content size, offset and insets, and which directions it can scroll.
@MainActor
open class UIScrollView: UIView {
  /// Apple: "The underlying gesture recognizer for pan gestures." Attached to the scroll view.
  public private(set) var panGestureRecognizer: UIPanGestureRecognizer
  open var contentSize = CGSize.zero

  /// Apple: "The point at which the origin of the content view is offset from the origin of
  /// the scroll view" — one value with the bounds' origin ("If the scrollable container
  /// contains `bounds`, then `bounds.origin` must be equal to the content offset"): a scrolled
  /// view shows its subviews moved up by the offset, and its own bounds start there.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  /// https://developer.apple.com/documentation/uikit/uifocusitemscrollablecontainer/contentoffset
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      var moved = bounds
      moved.origin = newValue
      bounds = moved
    }
  }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  open var contentInset = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  /// Apple: `enum UIScrollView.ContentInsetAdjustmentBehavior` — "Constants indicating how safe
  /// area insets are added to the adjusted content inset."
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// Apple: "The default value of this property is `automatic`."
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { setNeedsLayout() }
  }

  /// Apple: the content inset plus the safe area (which includes the status bar and the
  /// navigation bar over a controller's view) by `contentInsetAdjustmentBehavior`:
  /// - `.always`: "Always include the safe area insets";
  /// - `.never`: none;
  /// - `.scrollableAxes`: "The top and bottom insets include the safe area inset values when
  ///   the vertical content size is greater than the height of the scroll view itself … also
  ///   adjusted when the `alwaysBounceVertical` property is true. Similarly, the left and right
  ///   insets … when the horizontal content size is greater than the width";
  /// - `.automatic`: "Content is always adjusted vertically when the scroll view is the content
  ///   view of a view controller that is currently displayed by a navigation or tab bar
  ///   controller. If the scroll view is horizontally scrollable, the horizontal content offset
  ///   is also adjusted" — otherwise as `.scrollableAxes`.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
  open var adjustedContentInset: UIEdgeInsets {
    var insets = contentInset
    let safe = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return insets
    case .always:
      vertical = true
      horizontal = true
    case .scrollableAxes:
      vertical = adjustsVerticallyByScrolling
      horizontal = adjustsHorizontallyByScrolling
    case .automatic:
      vertical = isContentViewOfABarController || adjustsVerticallyByScrolling
      horizontal = adjustsHorizontallyByScrolling
    }
    if vertical {
      insets.top += safe.top
      insets.bottom += safe.bottom
    }
    if horizontal {
      insets.left += safe.left
      insets.right += safe.right
    }
    return insets
  }

  private var adjustsVerticallyByScrolling: Bool {
    contentSize.height > bounds.height || alwaysBounceVertical
  }

  private var adjustsHorizontallyByScrolling: Bool {
    contentSize.width > bounds.width || alwaysBounceHorizontal
  }

  /// Whether this is the view of a controller inside a navigation or tab bar controller.
  private var isContentViewOfABarController: Bool {
    guard let controller = owningViewController else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// The adjusted inset the last layout saw, to keep a view resting at its top at the top.
  private var lastAdjustedContentInset: UIEdgeInsets?

  /// Long-observed device behaviour (Apple documents the inset, not the offset): a scroll view
  /// resting at its top (`contentOffset.y == -adjustedContentInset.top`, as a new one is) stays
  /// there when its adjusted inset changes — a table under a navigation bar first shows its
  /// content below the bar, its offset `-inset.top`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let insets = adjustedContentInset
    let previous = lastAdjustedContentInset ?? .zero
    if insets != previous {
      lastAdjustedContentInset = insets
      var offset = contentOffset
      if offset.y == -previous.top { offset.y = -insets.top }
      if offset.x == -previous.left { offset.x = -insets.left }
      if offset != contentOffset { contentOffset = offset }
    }
  }

  open var isScrollEnabled = true
  open var alwaysBounceHorizontal = false
  open var alwaysBounceVertical = false
  open var isPagingEnabled = false

  public override init(frame: CGRect) {
    panGestureRecognizer = UIPanGestureRecognizer()
    super.init(frame: frame)
    panGestureRecognizer.scrollView = self
    // Observed device behaviour (iPadOS 13.4 on): a scroll view scrolls with a trackpad's
    // two-finger scroll and a mouse wheel; its pan takes both kinds.
    panGestureRecognizer.allowedScrollTypesMask = .all
    addGestureRecognizer(panGestureRecognizer)
  }

  public required init?(coder: NSCoder) {
    panGestureRecognizer = UIPanGestureRecognizer()
    super.init(coder: coder)
    panGestureRecognizer.scrollView = self
    // Observed device behaviour (iPadOS 13.4 on): a scroll view scrolls with a trackpad's
    // two-finger scroll and a mouse wheel; its pan takes both kinds.
    panGestureRecognizer.allowedScrollTypesMask = .all
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Whether the content is wider than the view (or bounces horizontally anyway).
  public var simulationScrollsHorizontally: Bool {
    isScrollEnabled && (contentSize.width > bounds.width || alwaysBounceHorizontal)
  }

  public var simulationScrollsVertically: Bool {
    isScrollEnabled && (contentSize.height > bounds.height || alwaysBounceVertical)
  }

  /// Simulation only: the scroll view follows its pan (no deceleration modelled).
  package func followPan(translation delta: CGPoint) {
    var offset = contentOffset
    if simulationScrollsHorizontally { offset.x -= delta.x }
    if simulationScrollsVertically { offset.y -= delta.y }
    contentOffset = offset
  }
}

/// Apple: `class UITextField` — as far as editing goes: it can become first responder, which
/// shows the software keyboard.
@MainActor
open class UITextField: UIView {
  open var text: String?
  open override var canBecomeFirstResponder: Bool { true }
}

/// Apple: `class UILabel` — its text and the text attributes the example app sets; nothing is
/// drawn. Apple: `numberOfLines` "The default value for this property is 1"
/// (https://developer.apple.com/documentation/uikit/uilabel/numberoflines); `textAlignment`
/// defaults to `.natural` (https://developer.apple.com/documentation/uikit/uilabel/textalignment).
@MainActor
open class UILabel: UIView {
  open var text: String?
  open var font: UIFont! = .preferredFont(forTextStyle: .body)
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
}

/// Apple: `class UIControl` and `UIButton`, as far as tests tap them: target–action for
/// `.touchUpInside`.
@MainActor
open class UIControl: UIView {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  private var actions: [(target: WeakObject, action: Selector, events: Event)] = []
  private var closureActions: [(handler: () -> Void, events: Event)] = []

  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    actions.append((WeakObject(target as AnyObject?), action, controlEvents))
  }

  /// Simulation only: a closure instead of a selector, for tests.
  public func simulationAddAction(for controlEvents: Event, _ handler: @escaping () -> Void) {
    closureActions.append((handler, controlEvents))
  }

  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
      let target = entry.target.object ?? self.target(forAction: entry.action, withSender: self)
      _ = (target as? any SelectorDispatching)?.simulationPerform(entry.action, with: self)
    }
    for entry in closureActions where !entry.events.intersection(controlEvents).isEmpty {
      entry.handler()
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first, bounds.contains(touch.location(in: self)) {
      sendActions(for: .touchUpInside)
    }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// Apple: `class UIButton` — the system type and per-state titles, as the example app uses
/// them. Apple: `setTitle(_:for:)` "Sets the title to use for the specified state";
/// `title(for:)` falls back to the `.normal` title for a state without one ("If a title is not
/// specified for a state, the default behavior is to use the title associated with the
/// normal state"). https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
@MainActor
open class UIButton: UIControl {
  /// Apple: `enum UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title for the current state (the simulation's controls are always `.normal`).
  open var currentTitle: String? { title(for: .normal) }

  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }
}

extension UIControl {
  /// Apple: `struct UIControl.State`.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

/// A weak reference to any object.
package struct WeakObject {
  package weak var object: AnyObject?
  package init(_ object: AnyObject?) { self.object = object }
}
