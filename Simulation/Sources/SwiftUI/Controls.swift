// Accessibility modifiers, keyboard shortcuts, `Button`, `TimelineView`, `UIViewRepresentable`,
// Liquid Glass, and `UIHostingController`.
import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// Apple: `struct AccessibilityTraits: SetAlgebra` — `isButton`, `isModal`, `isHeader`, ….
/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 3)
  /// Apple: "The accessibility element is modal." — VoiceOver stays inside it.
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal
  public static let isModal = AccessibilityTraits(rawValue: 1 << 4)
}

/// Apple: `struct AccessibilityChildBehavior` — `ignore`, `contain`, `combine`.
/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let id: Int
  /// Apple: "Any child accessibility elements become hidden."
  public static let ignore = AccessibilityChildBehavior(id: 0)
  /// Apple: "Any child accessibility elements become children of the new accessibility element."
  public static let contain = AccessibilityChildBehavior(id: 1)
  /// Apple: "Combine any child accessibility element's properties for the new element."
  public static let combine = AccessibilityChildBehavior(id: 2)
}

/// Apple: `struct AccessibilityActionKind` — `default`, `escape`, `magicTap`.
/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
public struct AccessibilityActionKind: Equatable, Sendable {
  let id: Int
  public static let `default` = AccessibilityActionKind(id: 0)
  /// Apple: "The value that represents an escape action." (VoiceOver's two-finger scrub.)
  public static let escape = AccessibilityActionKind(id: 1)
  public static let magicTap = AccessibilityActionKind(id: 2)
}

extension View {
  func _accessibility(_ change: @escaping (inout _AccessibilityAttributes) -> Void) -> some View {
    modifier(
      _ContextEffect { _, context, content in
        var inner = context
        change(&inner.accessibility)
        return content(inner)
      })
  }

  /// Apple: `func accessibilityHidden(_ hidden: Bool)` — "Specifies whether to hide this view
  /// from system accessibility features." https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    _accessibility { if hidden { $0.hidden = true } }
  }

  /// Apple: `func accessibilityLabel(_ label: Text)`.
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  public func accessibilityLabel(_ label: Text) -> some View {
    _accessibility { if $0.label == nil { $0.label = label.string } }
  }

  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityLabel(Text(label))
  }

  /// Apple: `func accessibilityAddTraits(_ traits: AccessibilityTraits)`.
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    _accessibility { $0.traits.formUnion(traits) }
  }

  /// Apple: `func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _
  /// handler: @escaping () -> Void)` — "Adds an accessibility action to the view."
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    _accessibility { $0.actions.append((actionKind, handler)) }
  }

  /// Apple: `func accessibilitySortPriority(_ sortPriority: Double)` — "Sets the sort priority
  /// order for this view's accessibility element, relative to other elements at the same
  /// level."; higher first. https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    _accessibility { if $0.sortPriority == nil { $0.sortPriority = sortPriority } }
  }

  /// Apple: `func accessibilityElement(children: AccessibilityChildBehavior = .ignore)` —
  /// "Creates a new accessibility element, or modifies the AccessibilityChildBehavior of the
  /// existing accessibility element." The attributes set around it are the element's.
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modifier(
      _ViewEffect(name: "accessibilityElement") { view, _, context, content in
        let output = _placeContent(view, context, at: { _ in .zero }, content)
        if children == .contain {
          view.isAccessibilityElement = false
        } else {
          view.isAccessibilityElement = true
          for subview in view.subviews { subview.accessibilityElementsHidden = true }
        }
        return output.size
      })
  }

  /// Apple: `func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)`
  /// — "Assigns a keyboard shortcut to the modified control."
  /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    modifier(
      _ContextEffect { _, context, content in
        var inner = context
        inner.keyboardShortcut = (key, modifiers)
        return content(inner)
      })
  }
}

/// A control with a keyboard shortcut, as the tree holds it now.
@MainActor
public struct _KeyboardShortcutControl {
  public var title: String
  public var key: KeyEquivalent
  public var modifiers: EventModifiers
  public var isEnabled: Bool
  public var action: () -> Void
}

/// Apple: `struct Button<Label: View>` — "A control that initiates an action."; it is an
/// accessibility element with the button trait, a tap performs its action, and a disabled
/// button does nothing (https://developer.apple.com/documentation/swiftui/button,
/// https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
public struct Button<Label: View>: View, _PrimitiveView {
  let label: Label
  let title: String
  let action: () -> Void

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = action
    title = (self.label as? Text)?.string ?? ""
  }
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("Button")
    _applyAccessibility(context.accessibility, to: view)
    var inner = context
    inner.accessibility = _AccessibilityAttributes()
    let labelOutput = node.graph.render(label, node.child(0, Label.self), inner)
    _place(labelOutput, in: view, at: .zero)
    labelOutput.view?.isUserInteractionEnabled = false
    view.isHitTarget = true
    view.isAccessibilityElement = true
    view.accessibilityLabel = title
    view.accessibilityTraits.insert(.button)
    let enabled = context.environment.isEnabled
    let action = action
    view.activateAction = enabled ? action : nil
    let tap = node.storageObject("tap") { () -> _TapTarget in
      let target = _TapTarget()
      let recognizer = UITapGestureRecognizer()
      recognizer.addTarget(target, action: _TapTarget.selector)
      view.addGestureRecognizer(recognizer)
      return target
    }
    tap.action = enabled ? action : nil
    if let shortcut = context.keyboardShortcut {
      node.shortcut = _KeyboardShortcutControl(
        title: title, key: shortcut.key, modifiers: shortcut.modifiers, isEnabled: enabled,
        action: action)
    } else {
      node.shortcut = nil
    }
    let size = CGSize(
      width: min(labelOutput.size.width, context.proposal.width),
      height: min(labelOutput.size.height, context.proposal.height))
    return _RenderOutput(view: view, size: size, preferences: node.combinedPreferences())
  }
}

extension Button where Label == Text {
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// A target–action receiver: performs a closure when its recognizer ends (a tap).
@MainActor
final class _TapTarget: NSObject, SelectorDispatching {
  static let selector = Selector("fire(_:)")
  var action: (() -> Void)?
  var onAction: ((UIGestureRecognizer) -> Void)?
  /// `false` inside `disabled(true)`: the tap's action does not run.
  var isEnabled = true
  func respondsToSelector(_ selector: Selector) -> Bool { selector == Self.selector }
  func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector == Self.selector, let recognizer = argument as? UIGestureRecognizer else {
      return false
    }
    if let onAction { onAction(recognizer) }
    if recognizer.state == .ended, isEnabled { action?() }
    return true
  }
}

extension View {
  /// Apple: `func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)` — "Adds
  /// an action to perform when this view recognizes a tap gesture." Modelled as a tap
  /// recognizer on the view (it fails once the finger moves, as UIKit's does).
  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(
      _ViewEffect(name: "onTapGesture") { view, node, context, content in
        let target = node.storageObject("tap") { () -> _TapTarget in
          let target = _TapTarget()
          let recognizer = UITapGestureRecognizer()
          recognizer.numberOfTapsRequired = count
          recognizer.addTarget(target, action: _TapTarget.selector)
          view.addGestureRecognizer(recognizer)
          return target
        }
        target.action = action
        // Inside `disabled(true)` no tap responds (the stricter reading of "controls whether
        // users can interact with this view", https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
        target.isEnabled = context.environment.isEnabled && context.environment._gesturesEnabled
        return _placeContent(view, context, at: { _ in .zero }, content).size
      })
  }
}

// MARK: - Timeline

/// Apple: `protocol TimelineSchedule` — "A type that provides a sequence of dates for use as a
/// schedule." https://developer.apple.com/documentation/swiftui/timelineschedule
public protocol TimelineSchedule {}

/// Apple: `struct AnimationTimelineSchedule` — "A pausable schedule of dates updating at a
/// frequency no more quickly than the provided interval."
/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public let minimumInterval: Double?
  public let paused: Bool
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Apple: `static func animation(minimumInterval: Double? = nil, paused: Bool = false)`.
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
  public static var animation: Self { AnimationTimelineSchedule() }
}

/// The display link behind one `TimelineView`: a frame at every display refresh while not
/// paused, each with the date it is drawn for (the link's `targetTimestamp`).
@MainActor
final class _TimelineDriver: SelectorDispatching {
  var link: CADisplayLink?
  var date: Date
  weak var node: _ViewNode?
  var frameCount = 0
  init(date: Date) { self.date = date }

  func run(_ running: Bool) {
    if running, link == nil {
      let link = CADisplayLink(target: self, selector: Selector("step(_:)"))
      link.add(to: .main, forMode: .common)
      self.link = link
    }
    link?.isPaused = !running
  }

  func respondsToSelector(_ selector: Selector) -> Bool { selector.name == "step(_:)" }

  func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector.name == "step(_:)", let link = argument as? CADisplayLink else { return false }
    frameCount += 1
    date = SimulationDevice.wallClockDate(atUptime: link.targetTimestamp)
    node?.invalidate()
    return true
  }

  func invalidate() {
    link?.invalidate()
    link = nil
  }
}

/// Apple: `struct TimelineView<Schedule: TimelineSchedule, Content>` — "A view that updates
/// according to a schedule that you provide."; its content closure runs again for every date
/// of the schedule, with the date in its context; an `.animation` schedule updates at the
/// display's refresh while not paused. The stricter readings of what Apple leaves open: no
/// frames while the view is not in the tree, and the first frame comes on the next refresh
/// after `paused` turns false. https://developer.apple.com/documentation/swiftui/timelineview
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// Apple: `struct Context` — "Information passed to a timeline view's content callback."
  public struct Context {
    /// Apple: "The date from the schedule that triggered the current view update."
    public let date: Date
  }
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
}

/// Apple: `struct EveryMinuteTimelineSchedule` — a schedule of every minute's start.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
}

/// Apple: `typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule,
/// Never>.Context` (iOS 15) — the context every timeline's content closure receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View, _PrimitiveView where Content: View {
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let driver = node.storageObject("timeline") { () -> _TimelineDriver in
      let driver = _TimelineDriver(
        date: SimulationDevice.wallClockNow())
      node.teardowns.append { driver.invalidate() }
      return driver
    }
    driver.node = node
    let paused = (schedule as? AnimationTimelineSchedule)?.paused ?? false
    driver.run(!paused)
    let built = content(TimelineViewDefaultContext(date: driver.date))
    let view = node.view("TimelineView")
    let parts = node.graph.renderParts(built, node.child(0, Content.self), context)
    let size = _stack(parts, in: view, alignment: .center)
    node.rerender = { [unowned node] in
      let output = self._render(node, context)
      node.lastOutput = output
      return output
    }
    return _RenderOutput(view: view, size: size, preferences: node.combinedPreferences())
  }
}

// MARK: - UIKit views

/// Apple: `struct UIViewRepresentableContext<Representable>` — coordinator and environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues
}

/// Apple: `protocol UIViewRepresentable: View where Body == Never` — "A wrapper for a UIKit
/// view that you use to integrate that view into your SwiftUI view hierarchy."; SwiftUI calls
/// `makeUIView(context:)` once, then `updateUIView(_:context:)` "when the state of your app
/// changes", and sizes the view to the space offered.
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

final class _RepresentableBox<View: AnyObject, Coordinator> {
  let view: View
  let coordinator: Coordinator
  init(view: View, coordinator: Coordinator) {
    self.view = view
    self.coordinator = coordinator
  }
}

extension UIViewRepresentable {
  func _renderRepresentable(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let host = node.view("\(Self.self)")
    _applyAccessibility(context.accessibility, to: host)
    let box = node.storageObject("representable") {
      () -> _RepresentableBox<UIViewType, Coordinator> in
      let coordinator = makeCoordinator()
      let view = makeUIView(
        context: Context(coordinator: coordinator, environment: context.environment))
      host.addSubview(view)
      return _RepresentableBox(view: view, coordinator: coordinator)
    }
    box.view.frame = CGRect(origin: .zero, size: context.proposal)
    updateUIView(
      box.view, context: Context(coordinator: box.coordinator, environment: context.environment))
    return _RenderOutput(
      view: host, size: context.proposal, preferences: node.combinedPreferences())
  }
}

// MARK: - Liquid Glass

/// Apple: `struct Glass` (iOS 26) — "The configuration of the Liquid Glass material."
/// https://developer.apple.com/documentation/swiftui/glass
public struct Glass: Equatable, Sendable {
  let isClear: Bool
  let tintColor: Color?
  public static let regular = Glass(isClear: false, tintColor: nil)
  public static let clear = Glass(isClear: true, tintColor: nil)
  public func tint(_ color: Color?) -> Glass { Glass(isClear: isClear, tintColor: color) }
}

extension View {
  /// Apple: `func glassEffect(_ glass: Glass = .regular, in shape: some Shape)` (iOS 26) —
  /// "Renders a shape anchored behind a view with the Liquid Glass material." Modelled: a
  /// `UIVisualEffectView` with the glass effect behind the view, in the shape's corners.
  /// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
    modifier(
      _ViewEffect(name: "glassEffect") { view, node, context, content in
        let output = content(context)
        let effectView = node.storageObject("glass") { () -> UIVisualEffectView in
          let effectView = UIVisualEffectView(effect: nil)
          view.insertSubview(effectView, at: 0)
          return effectView
        }
        let effect = UIGlassEffect(style: glass.isClear ? .clear : .regular)
        effect.tintColor = glass.tintColor?.uiColor
        effectView.effect = effect
        effectView.frame = CGRect(origin: .zero, size: output.size)
        let path = shape.path(in: effectView.bounds)
        effectView.layer.cornerRadius = path.elements.first?.cornerRadius ?? 0
        effectView.layer.cornerCurve = .continuous
        _place(output, in: view, at: .zero)
        return output.size
      })
  }
}
