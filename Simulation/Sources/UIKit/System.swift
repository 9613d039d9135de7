/// Apple: `enum UIApplication.State`.
extension UIApplication {
  public enum State: Int, Sendable {
    case active, inactive, background
  }
}

/// Apple: `class UIApplication`. The app-wide state the simulation varies: the run state, the
/// layout direction, the windows.
@MainActor
public class UIApplication: UIResponder {
  package static var current = UIApplication()

  /// Apple: `class var shared: UIApplication`.
  public class var shared: UIApplication { current }

  public package(set) var applicationState: State = .active

  /// Apple: the app's layout direction, from its localization and the device's language.
  /// https://developer.apple.com/documentation/uikit/uiapplication/userinterfacelayoutdirection
  public package(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection =
    .leftToRight

  package var windows: [UIWindow] = []

  public override var next: UIResponder? { nil }

  /// Apple: `sendAction(_:to:from:for:)` — "If target is nil, the app sends the message to the
  /// first responder, from whence it progresses up the responder chain until it is handled";
  /// returns whether a responder handled it.
  /// https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)
  ///
  /// Modelled: a nil target starts at the key window's first responder; a responder handles
  /// the selector when it dispatches it (`SelectorDispatching`) or, for UIResponder's own
  /// `resignFirstResponder`, always (every responder has that method).
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
    -> Bool
  {
    if let target {
      return (target as? any SelectorDispatching)?.simulationPerform(action, with: sender) ?? false
    }
    var responder: UIResponder? = windows.first(where: \.isKeyWindow)?.firstResponder
    while let current = responder {
      if let dispatching = current as? any SelectorDispatching,
        dispatching.simulationPerform(action, with: sender)
      {
        return true
      }
      if action.name == "resignFirstResponder" {
        _ = current.resignFirstResponder()
        return true
      }
      responder = current.next
    }
    return false
  }

  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
}

/// Apple: `class UIScene` — only its notifications (a scene-based app's background events).
@MainActor
public class UIScene: UIResponder {
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
}

/// Apple: `class UIWindowScene`.
@MainActor
public class UIWindowScene: UIScene {
  public var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
  public var screen: UIScreen { UIScreen.current }
}

/// Apple: `struct UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// Apple: `enum UIAccessibility` — system settings (settable by a test) and posted
/// notifications (recorded).
public enum UIAccessibility {
  /// Apple: `struct UIAccessibility.Notification`.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// A posted notification, as the simulation recorded it. An object argument is kept weakly
  /// (the log must not keep views alive); a string is kept.
  public struct Post: @unchecked Sendable {
    public let notification: Notification
    private let object: WeakObject
    private let value: Any?
    public let time: CFTimeInterval

    init(notification: Notification, argument: Any?, time: CFTimeInterval) {
      self.notification = notification
      if let object = argument as? AnyObject, !(argument is String) {
        self.object = WeakObject(object)
        value = nil
      } else {
        self.object = WeakObject(nil)
        value = argument
      }
      self.time = time
    }

    /// The argument: the element (while it lives) or the announcement.
    public var argument: Any? { object.object ?? value }
    /// The announcement text, for `.announcement`.
    public var text: String? { value as? String }
  }

  /// Apple: `struct UIAccessibility.AssistiveTechnologyIdentifier`.
  public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
  }

  /// Apple: "Returns the element that has the focus of the specified assistive technology" —
  /// the element VoiceOver's focus last moved to.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:)
  @MainActor
  public static func focusedElement(
    using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?
  ) -> Any? {
    SimulationAccessibility.focusedElement
  }

  /// Apple: "Converts the specified rectangle from view coordinates to screen coordinates."
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-9ziiu
  /// The rectangle goes through the view's hierarchy to its window (transforms included, as
  /// `convert(_:to:)` does), then by the window's origin on the screen (the model's windows
  /// stand at the screen's origin: see the contract suite's README). A view outside a window
  /// has no place on a screen: its rectangle is returned as in its own coordinates.
  @MainActor
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    guard let window = view.window else { return rect }
    return view.convert(rect, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
  }

  nonisolated(unsafe) package static var reduceMotion = false
  nonisolated(unsafe) package static var reduceTransparency = false
  nonisolated(unsafe) package static var voiceOverRunning = false
  nonisolated(unsafe) package static var posts: [Post] = []

  /// Apple: "A Boolean value that indicates whether the Reduce Motion setting is in an enabled state."
  public static var isReduceMotionEnabled: Bool { reduceMotion }
  public static var isReduceTransparencyEnabled: Bool { reduceTransparency }
  public static var isVoiceOverRunning: Bool { voiceOverRunning }

  /// Apple: posts a notification to assistive apps; recorded with its time. A `.screenChanged`
  /// or `.layoutChanged` argument that is an element moves VoiceOver focus there
  /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged:
  /// "Pass the accessibility element that VoiceOver should move to") — only if VoiceOver can
  /// reach it: VoiceOver focuses elements on screen, so an element outside a window, hidden,
  /// transparent, inside an `accessibilityElementsHidden` subtree or cut off by a modal
  /// sibling leaves focus where it is (the stricter reading; Apple does not say what VoiceOver
  /// does with an element it cannot show). A view that is not itself an element moves focus
  /// to its first reachable element.
  @MainActor
  public static func post(notification: Notification, argument: Any?) {
    posts.append(Post(notification: notification, argument: argument, time: CACurrentMediaTime()))
    if notification == .screenChanged || notification == .layoutChanged {
      if let element = argument as? NSObject {
        if let reachable = SimulationAccessibility.reachableTarget(for: element) {
          SimulationAccessibility.focusedElement = reachable
        }
      } else if notification == .screenChanged {
        SimulationAccessibility.focusedElement = nil
      }
    }
  }

  nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification
    .Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
  nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation
    .Notification
    .Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

extension NSObject {
  /// Apple: "The frame of the accessibility element, in screen coordinates … (Objects that
  /// inherit from `UIView` include this information by default.)"
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe
  /// A view's is its bounds in screen coordinates
  /// (`UIAccessibility.convertToScreenCoordinates(_:in:)`); any other object's is `.zero` (an
  /// element the app made must set it, which the model does not offer: it is read-only here).
  @MainActor public var accessibilityFrame: CGRect {
    guard let view = self as? UIView else { return .zero }
    return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
  }
}

/// VoiceOver's state in the simulation: the focused element, and what it can reach.
@MainActor
package enum SimulationAccessibility {
  package static weak var focusedElement: NSObject?

  /// The elements VoiceOver can reach in `window`, in order.
  ///
  /// Apple: an element is a view with `isAccessibilityElement`; a container's
  /// `accessibilityElements` replaces its subviews; hidden views and
  /// `accessibilityElementsHidden` subtrees are skipped; and "When the value of
  /// [accessibilityViewIsModal] is true, VoiceOver ignores the elements within views that are
  /// siblings of the receiver" — only siblings, not the siblings of its ancestors.
  /// https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal
  /// Reading order here is the hierarchy's (VoiceOver orders by position on screen).
  package static func reachableElements(in window: UIWindow) -> [NSObject] {
    collect(in: window)
  }

  /// Where a post naming `element` moves focus: the element itself if VoiceOver reaches it, the
  /// first reachable element inside it for a container view, else nothing.
  static func reachableTarget(for element: NSObject) -> NSObject? {
    guard let view = element as? UIView else {
      // A non-view element (an `accessibilityElements` entry) is reachable if listed.
      for window in UIApplication.shared.windows
      where collect(in: window).contains(where: { $0 === element }) {
        return element
      }
      return nil
    }
    guard let window = view.window else { return nil }
    let reachable = collect(in: window)
    if reachable.contains(where: { $0 === view }) { return view }
    return reachable.first { candidate in (candidate as? UIView)?.isDescendant(of: view) == true }
  }

  private static func collect(in view: UIView) -> [NSObject] {
    guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { return [] }
    if view.isAccessibilityElement { return [view] }
    if let elements = view.accessibilityElements {
      return elements.flatMap { element -> [NSObject] in
        if let subview = element as? UIView {
          guard subview.simulationIsVisible else { return [] }
          return subview.isAccessibilityElement ? [subview] : collect(in: subview)
        }
        return (element as? NSObject).map { [$0] } ?? []
      }
    }
    var subviews = view.subviews
    if let modal = subviews.last(where: { $0.accessibilityViewIsModal && $0.simulationIsVisible }) {
      subviews = [modal]
    }
    return subviews.flatMap { collect(in: $0) }
  }
}
