/// Apple: `class UIResponder` — the responder chain, first responder, touches, key commands and
/// the accessibility actions SideMenuKit overrides (Apple declares those on `NSObject` as an
/// informal protocol; Swift code overrides them in `UIView` and `UIViewController` subclasses,
/// so the simulation declares them here).
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// Apple: views answer their controller (for a controller's root view) or superview,
  /// controllers their view's superview (or the presenting controller), windows the app.
  /// https://developer.apple.com/documentation/uikit/uiresponder/next
  open var next: UIResponder? { nil }

  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }

  /// Apple: "You can call this method to make a responder object such as a view the first
  /// responder. … only when the view is in the view hierarchy" — false otherwise, or when
  /// `canBecomeFirstResponder` is false. https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = simulationWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.firstResponder = self
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = simulationWindow, window.firstResponder === self { window.firstResponder = nil }
    return true
  }

  open var isFirstResponder: Bool { simulationWindow?.firstResponder === self }

  /// The window this responder lives in (views: their window; controllers: their view's).
  package var simulationWindow: UIWindow? { nil }

  // MARK: Touches (Apple: the default implementations forward up the responder chain).

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Key commands

  /// Apple: "The key commands that trigger actions on this responder." Searched along the
  /// responder chain from the first responder.
  open var keyCommands: [UIKeyCommand]? { nil }

  /// Apple: whether this responder handles `action`; by default, whether it implements it.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    (self as? any SelectorDispatching)?.respondsToSelector(action) ?? false
  }

  /// Apple: the responder that handles `action`: this one if `canPerformAction`, else the
  /// next's answer.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if canPerformAction(action, withSender: sender) { return self }
    return next?.target(forAction: action, withSender: sender)
  }

  // MARK: Accessibility actions (informal protocol on NSObject in Apple's SDK)

  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none
  open var accessibilityViewIsModal = false
  open var accessibilityElementsHidden = false
  open var accessibilityElements: [Any]?

  /// Apple: VoiceOver's two-finger Z. "…the system calls this method on the element with focus
  /// and, if it returns false, walks up the … hierarchy" — the simulation walks the responder
  /// chain. https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape
  open func accessibilityPerformEscape() -> Bool { false }

  /// Apple: VoiceOver's double tap; false lets the system deliver a tap at the activation point.
  open func accessibilityActivate() -> Bool { false }
}

/// Apple: `struct UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// Apple: `class UIKeyCommand`.
@MainActor
public class UIKeyCommand: NSObject {
  public let input: String?
  public let modifierFlags: UIKeyModifierFlags
  public let action: Selector?
  public var wantsPriorityOverSystemBehavior = false
  /// Apple (`UICommand.title`): "Short display title."
  public var title: String
  /// Apple: "An elaborated title that explains the purpose of the key command … In iOS, the
  /// system displays this title in the discoverability heads-up display (HUD). If this
  /// property is `nil`, the HUD displays the `title` property."
  /// https://developer.apple.com/documentation/uikit/uikeycommand/discoverabilitytitle
  public var discoverabilityTitle: String?

  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    title = ""
  }

  /// Apple (iOS 13+): "Creates a key command that you can use as a menu element with a
  /// shortcut key, or a shortcut key only for a view controller." The simulation declares the
  /// parameters SideMenuKit passes (Apple's also has `alternates`, `attributes`, `state`, all
  /// defaulted). https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
  public convenience init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    discoverabilityTitle: String? = nil
  ) {
    self.init(input: input, modifierFlags: modifierFlags, action: action)
    self.title = title
    self.discoverabilityTitle = discoverabilityTitle
  }

  nonisolated public static let inputEscape = "UIKeyInputEscape"
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
}

/// Apple: `class UITouch`.
@MainActor
public class UITouch: NSObject {
  /// Apple: `enum UITouch.Phase`.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  public package(set) var phase: Phase = .began
  public package(set) var timestamp: TimeInterval = 0
  public package(set) var tapCount = 1
  public package(set) weak var view: UIView?
  public package(set) weak var window: UIWindow?
  public package(set) var gestureRecognizers: [UIGestureRecognizer]? = []

  /// Apple: `enum UITouch.TouchType` — `.indirectPointer` is "A touch resulting from a
  /// button-based, indirect input device that describes the input sequence from button press
  /// to button release" (a mouse or trackpad click-drag).
  /// https://developer.apple.com/documentation/uikit/uitouch/touchtype
  public enum TouchType: Int, Sendable, CaseIterable {
    case direct = 0, indirect, pencil, indirectPointer
  }

  /// Apple: "The type of the touch." A finger is `.direct`; `SimulatedDevice.pointerDown(at:)`
  /// makes `.indirectPointer` touches.
  /// https://developer.apple.com/documentation/uikit/uitouch/type
  public package(set) var type = TouchType.direct
  package var windowLocation = CGPoint.zero
  package var previousWindowLocation = CGPoint.zero
  /// Simulation only: the touch-down point in window coordinates.
  package var startWindowLocation = CGPoint.zero

  package override init() { super.init() }

  /// Apple: "the current location of the touch in the coordinate system of the given view";
  /// nil means the window.
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }
}

/// Apple: `class UIEvent`.
@MainActor
public class UIEvent: NSObject {
  /// Apple: `enum UIEvent.EventType` — `.scroll` is "An event that represents a scroll
  /// action" (a trackpad's two-finger scroll or a mouse wheel), carrying no touches.
  /// https://developer.apple.com/documentation/uikit/uievent/eventtype
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll = 10, hover, transform
  }

  public package(set) var timestamp: TimeInterval = 0
  public package(set) var allTouches: Set<UITouch>? = []
  /// Apple: "The type of the event"; `.touches` unless the event system made a scroll event.
  /// https://developer.apple.com/documentation/uikit/uievent/type
  public package(set) var type = EventType.touches

  package override init() { super.init() }

  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }
}
