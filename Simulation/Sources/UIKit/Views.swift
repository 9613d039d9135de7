/// Apple: `class UIWindow`. The simulated device's screen: its safe-area insets come from the
/// device, it is the root of hit testing and of the layout pass, and it tracks the first
/// responder.
@MainActor
open class UIWindow: UIView {
  package var deviceSafeAreaInsets = UIEdgeInsets.zero
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

/// Apple: `class UIScrollView` — as far as gestures need it: its pan recognizer, content size
/// and offset, and which directions it can scroll.
@MainActor
open class UIScrollView: UIView {
  /// Apple: "The underlying gesture recognizer for pan gestures." Attached to the scroll view.
  public private(set) var panGestureRecognizer: UIPanGestureRecognizer
  open var contentSize = CGSize.zero
  open var contentOffset = CGPoint.zero
  open var contentInset = UIEdgeInsets.zero
  /// Apple: the content inset plus the safe-area insets UIKit adds by the scroll view's
  /// adjustment behaviour; the simulation adds none (`contentInsetAdjustmentBehavior = .never`).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  open var isScrollEnabled = true
  open var alwaysBounceHorizontal = false
  open var alwaysBounceVertical = false
  open var isPagingEnabled = false

  public override init(frame: CGRect) {
    panGestureRecognizer = UIPanGestureRecognizer()
    super.init(frame: frame)
    panGestureRecognizer.scrollView = self
    addGestureRecognizer(panGestureRecognizer)
  }

  public required init?(coder: NSCoder) {
    panGestureRecognizer = UIPanGestureRecognizer()
    super.init(coder: coder)
    panGestureRecognizer.scrollView = self
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
