// Gestures: `Gesture`, `DragGesture` and its `updating`/`onChanged`/`onEnded`, the
// `simultaneousGesture`/`gesture` modifiers, and `UIGestureRecognizerRepresentable` (iOS 18).
import CoreGraphics
import Foundation
import UIKit

/// Apple: `enum CoordinateSpace` — `global`, `local`, `named(_:)`.
/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global
  case local
  case named(AnyHashable)
}

/// Apple: `struct GestureMask: OptionSet` — `none`, `gesture`, `subviews`, `all`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// What a drag gesture does, gathered from its modifiers.
@MainActor
struct _DragDescription {
  var minimumDistance: CGFloat = 10
  var coordinateSpace: CoordinateSpace = .local
  var changed: [(DragGesture.Value) -> Void] = []
  var ended: [(DragGesture.Value) -> Void] = []
  /// `updating` bodies: each returns the reset of its gesture state.
  var updating: [(DragGesture.Value) -> Void] = []
  var resets: [() -> Void] = []
}

/// Apple: `protocol Gesture` — "An instance that matches a sequence of events to a gesture, and
/// returns a stream of values for each of its states."
/// https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency
public protocol Gesture {
  associatedtype Value
}

@MainActor
protocol _DragDescribing {
  func _describe(_ description: inout _DragDescription)
}

extension DragGesture: Gesture, _DragDescribing {
  func _describe(_ description: inout _DragDescription) {
    description.minimumDistance = minimumDistance
    description.coordinateSpace = coordinateSpace
  }
}

/// Apple: `struct GestureStateGesture<Base: Gesture, State>` — "A gesture that updates the state
/// provided by a gesture's updating callback."
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void
}

extension GestureStateGesture: _DragDescribing {
  func _describe(_ description: inout _DragDescription) {
    (base as? any _DragDescribing)?._describe(&description)
    let state = state
    let body = body
    description.updating.append { value in
      guard let value = value as? Base.Value else { return }
      var current = state.wrappedValue
      var transaction = Transaction()
      body(value, &current, &transaction)
      state.set(current)
    }
    description.resets.append { state.reset() }
  }
}

/// Apple: `struct _ChangedGesture<Content: Gesture>` (from `onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

extension _ChangedGesture: _DragDescribing {
  func _describe(_ description: inout _DragDescription) {
    (content as? any _DragDescribing)?._describe(&description)
    let action = action
    description.changed.append { if let value = $0 as? Content.Value { action(value) } }
  }
}

/// Apple: `struct _EndedGesture<Content: Gesture>` (from `onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

extension _EndedGesture: _DragDescribing {
  func _describe(_ description: inout _DragDescription) {
    (content as? any _DragDescribing)?._describe(&description)
    let action = action
    description.ended.append { if let value = $0 as? Content.Value { action(value) } }
  }
}

extension Gesture {
  /// Apple: `func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value,
  /// inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>` — "Updates
  /// the provided gesture state property as the gesture's value changes."
  /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Apple: `func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`.
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

extension Gesture where Value: Equatable {
  /// Apple: `func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>`.
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

/// A SwiftUI drag gesture as the system runs it: a recognizer on the view's UIKit counterpart.
///
/// Modelled (https://developer.apple.com/documentation/swiftui/draggesture): `onChanged` once
/// the touch has moved `minimumDistance` points from where it landed (at once for 0) and on
/// every move after, `onEnded` when it lifts, and the `@GestureState` reset without `onEnded`
/// when the system cancels the touch ("SwiftUI resets the gesture state when the gesture ends
/// or is cancelled": https://developer.apple.com/documentation/swiftui/gesturestate); values in
/// the gesture's coordinate space, with the touch's time. `simultaneous`: it recognizes
/// alongside every other recognizer and takes no touches (`simultaneousGesture`: "process
/// simultaneously with gestures defined by the view"). Otherwise (`gesture(_:)`: "with a lower
/// precedence than gestures defined by the view") it waits for the recognizers of the views
/// below it to fail. Undocumented, the stricter reading: a touch the system cancels before
/// `minimumDistance` was reached calls nothing.
///
/// On iOS 15–17 SwiftUI's gestures are not UIKit recognizers: they follow the touches the
/// hosting view's views get. A UIKit recognizer on the same touch that recognizes with
/// `cancelsTouchesInView` — a `ScrollView`'s or `List`'s pan, a navigation back swipe — cancels
/// those touches ("previously delivered touches are canceled through a touchesCancelled(_:with:)
/// message sent to the view": https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview),
/// so the stricter reading cancels the gesture there, simultaneous or not: its state resets and
/// `onEnded` never comes. From iOS 18 the gesture takes part in UIKit's arbitration (modelled
/// as a recognizer, above).
@MainActor
final class _DragGestureRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
  var gestureDescription = _DragDescription()
  var space: UIView?
  let simultaneous: Bool
  private var start: (location: CGPoint, time: CFTimeInterval)?
  private var samples: [(location: CGPoint, time: CFTimeInterval)] = []
  private var isActive = false

  /// The recognizer's own target: SwiftUI's callbacks run when UIKit's arbitration lets the
  /// recognizer begin or change (a recognizer waiting for another to fail calls nothing).
  private let target = _TapTarget()
  private var lastTouch: UITouch?

  init(simultaneous: Bool) {
    self.simultaneous = simultaneous
    super.init()
    cancelsTouchesInView = !simultaneous
    delaysTouchesEnded = false
    delegate = self
    target.onAction = { [unowned self] recognizer in self.handleAction() }
    addTarget(target, action: _TapTarget.selector)
  }

  private func handleAction() {
    guard let touch = lastTouch else { return }
    switch state {
    case .began, .changed: changed(touch)
    case .ended:
      let value = value(touch)
      for action in gestureDescription.ended { action(value) }
    default: break
    }
  }

  private func location(_ touch: UITouch) -> CGPoint {
    convert(touch.windowLocation, to: space ?? view)
  }

  private func value(_ touch: UITouch) -> DragGesture.Value {
    let location = location(touch)
    let startLocation = start?.location ?? location
    var predicted = location
    if let first = samples.first, let last = samples.last, last.time > first.time {
      let dt = CGFloat(last.time - first.time)
      predicted.x += (last.location.x - first.location.x) / dt * 0.25
      predicted.y += (last.location.y - first.location.y) / dt * 0.25
    }
    return DragGesture.Value(
      time: SimulationDevice.wallClockDate(atUptime: touch.timestamp), location: location,
      startLocation: startLocation, predictedEndLocation: predicted)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = trackedTouches.first, start == nil else { return }
    let location = location(touch)
    lastTouch = touch
    start = (location, touch.timestamp)
    samples = [(location, touch.timestamp)]
    if gestureDescription.minimumDistance <= 0 { activate(touch) }
  }

  /// Whether a UIKit recognizer has taken this touch from the views (iOS 15–17, above).
  private func uiKitTookTouch(_ touch: UITouch) -> Bool {
    guard SimulationDevice.osMajorVersion < 18 else { return false }
    return (touch.gestureRecognizers ?? []).contains { other in
      other !== self && !(other is _DragGestureRecognizer) && other.cancelsTouchesInView
        && (other.state == .began || other.state == .changed)
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = trackedTouches.first, let start else { return }
    if uiKitTookTouch(touch) { return finish(cancelled: true) }
    let location = location(touch)
    samples.append((location, touch.timestamp))
    while samples.count > 2, let first = samples.first, touch.timestamp - first.time > 0.1 {
      samples.removeFirst()
    }
    lastTouch = touch
    if isActive {
      if state == .began || state == .changed { setState(.changed) }
    } else if hypot(location.x - start.location.x, location.y - start.location.y)
      >= gestureDescription.minimumDistance
    {
      activate(touch)
    }
  }

  private func changed(_ touch: UITouch) {
    let value = value(touch)
    for update in gestureDescription.updating { update(value) }
    for action in gestureDescription.changed { action(value) }
  }

  private func activate(_ touch: UITouch) {
    isActive = true
    lastTouch = touch
    setState(.began)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if let touch = touches.first { lastTouch = touch }
    finish(cancelled: touches.first.map(uiKitTookTouch) ?? false)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finish(cancelled: true)
  }

  private func finish(cancelled: Bool) {
    let wasActive = isActive
    isActive = false
    finishContinuous(cancelled: cancelled)
    start = nil
    samples = []
    lastTouch = nil
    if wasActive { for reset in gestureDescription.resets { reset() } }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    // Lower precedence than the gestures of the views inside it.
    guard !simultaneous, let mine = view, let theirs = otherGestureRecognizer.view else {
      return false
    }
    return theirs !== mine && theirs.isDescendant(of: mine)
  }
}

private struct _SubviewGesturesEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// `false` under a gesture attached with a mask without `.subviews`: the gestures in its
  /// subview hierarchy are disabled (``GestureMask``).
  var _gesturesEnabled: Bool {
    get { self[_SubviewGesturesEnabledKey.self] }
    set { self[_SubviewGesturesEnabledKey.self] = newValue }
  }
}

extension View {
  /// Apple (`GestureMask`): `.all` — "Enable both the added gesture as well as all other
  /// gestures on the view and its subviews."; `.gesture` — "Enable the added gesture but
  /// disable all other gestures on the view and its subviews."; `.subviews` — "Enable all
  /// gestures in the subview hierarchy but disable the added gesture."; `.none` — "Disable all
  /// gestures in the subview hierarchy, including the added gesture."
  /// https://developer.apple.com/documentation/swiftui/gesturemask
  /// Modelled for SwiftUI's own gestures (`DragGesture`, `onTapGesture`); UIKit views in the
  /// subtree (a `ScrollView`'s pan) and representable recognizers are not masked.
  func _dragGesture<G: Gesture>(_ gesture: G, simultaneous: Bool, mask: GestureMask) -> some View {
    modifier(
      _ViewEffect(name: simultaneous ? "simultaneousGesture" : "gesture") {
        view, node, context, content in
        let recognizer = node.storageObject("drag") { () -> _DragGestureRecognizer in
          let recognizer = _DragGestureRecognizer(simultaneous: simultaneous)
          view.addGestureRecognizer(recognizer)
          return recognizer
        }
        var description = _DragDescription()
        (gesture as? any _DragDescribing)?._describe(&description)
        recognizer.gestureDescription = description
        // `disabled(true)` above: "controls whether users can interact with this view"
        // (https://developer.apple.com/documentation/swiftui/view/disabled(_:)) — the stricter
        // reading: no gesture in the subtree responds.
        recognizer.isEnabled =
          context.environment.isEnabled && context.environment._gesturesEnabled
          && mask.contains(.gesture)
        switch description.coordinateSpace {
        case .named(let name): recognizer.space = context.coordinateSpaces[name] ?? view
        case .global: recognizer.space = view.window
        case .local: recognizer.space = view
        }
        var inner = context
        if !mask.contains(.subviews) { inner.environment._gesturesEnabled = false }
        return _placeContent(view, inner, at: { _ in .zero }, content).size
      })
  }

  /// Apple: `func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask =
  /// .all)` — "Attaches a gesture to the view to process simultaneously with gestures defined by
  /// the view." https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    _dragGesture(gesture, simultaneous: true, mask: mask)
  }

  /// Apple: `func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)` —
  /// "Attaches a gesture to the view with a lower precedence than gestures defined by the view."
  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    _dragGesture(gesture, simultaneous: false, mask: mask)
  }
}

// MARK: - UIGestureRecognizerRepresentable

/// Apple: `struct UIGestureRecognizerRepresentableCoordinateSpaceConverter` (iOS 18) — "A proxy
/// for converting points in the coordinate space of the view to which the gesture is attached."
/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter
@MainActor
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  weak var recognizer: UIGestureRecognizer?
  weak var view: UIView?

  /// Apple: "The location of the gesture in the local coordinate space of the view to which the
  /// gesture is attached."
  public var localLocation: CGPoint { recognizer?.location(in: view) ?? .zero }

  /// Apple: "The translation of the gesture in the local coordinate space … or nil if the
  /// gesture is not a pan."
  public var localTranslation: CGPoint? {
    (recognizer as? UIPanGestureRecognizer)?.translation(in: view)
  }

  /// Apple: "The velocity … in the local coordinate space, or nil if the gesture is not a pan."
  public var localVelocity: CGPoint? {
    (recognizer as? UIPanGestureRecognizer)?.velocity(in: view)
  }
}

/// Apple: `struct UIGestureRecognizerRepresentableContext<Representable>` (iOS 18) —
/// `coordinator`, `converter`, `environment`.
@MainActor
public struct UIGestureRecognizerRepresentableContext<
  Representable: UIGestureRecognizerRepresentable
> {
  public let coordinator: Representable.Coordinator
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
  public let environment: EnvironmentValues
}

/// Apple: `protocol UIGestureRecognizerRepresentable` (iOS 18) — "A wrapper for a
/// UIGestureRecognizer that you use to integrate that gesture recognizer into your SwiftUI
/// hierarchy." Lifecycle: `makeCoordinator(converter:)` and `makeUIGestureRecognizer(context:)`
/// once, when the view appears; `updateUIGestureRecognizer(_:context:)` "when the state of
/// your app changes" (every update of the view it is attached to);
/// `handleUIGestureRecognizerAction(_:context:)` for every action of the recognizer. The
/// recognizer is attached to the view the modifier is applied to and removed with it.
/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  associatedtype Coordinator = Void
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
  func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
  func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
  func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
}

extension UIGestureRecognizerRepresentable {
  public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
  public func handleUIGestureRecognizerAction(
    _ recognizer: UIGestureRecognizerType, context: Context
  ) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
  public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// One attached representable: its recognizer, coordinator and the latest value.
@MainActor
final class _RepresentableGesture<R: UIGestureRecognizerRepresentable>: NSObject,
  SelectorDispatching
{
  static var selector: Selector { Selector("handle(_:)") }
  var representable: R
  let recognizer: R.UIGestureRecognizerType
  let coordinator: R.Coordinator
  let view: UIView
  var environment: EnvironmentValues

  init(_ representable: R, view: UIView, environment: EnvironmentValues) {
    self.representable = representable
    self.view = view
    self.environment = environment
    let converter = UIGestureRecognizerRepresentableCoordinateSpaceConverter(
      recognizer: nil, view: view)
    coordinator = representable.makeCoordinator(converter: converter)
    recognizer = representable.makeUIGestureRecognizer(
      context: UIGestureRecognizerRepresentableContext(
        coordinator: coordinator, converter: converter, environment: environment))
    super.init()
    recognizer.addTarget(self, action: Self.selector)
    view.addGestureRecognizer(recognizer)
  }

  var context: UIGestureRecognizerRepresentableContext<R> {
    UIGestureRecognizerRepresentableContext(
      coordinator: coordinator,
      converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter(
        recognizer: recognizer, view: view),
      environment: environment)
  }

  func respondsToSelector(_ selector: Selector) -> Bool { selector == Self.selector }

  func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector == Self.selector else { return false }
    representable.handleUIGestureRecognizerAction(recognizer, context: context)
    return true
  }
}

extension View {
  /// Apple: `func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View`
  /// (iOS 18) — attaches the representable's recognizer to this view.
  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:)
  public func gesture<R: UIGestureRecognizerRepresentable>(_ representable: R) -> some View {
    modifier(
      _ViewEffect(name: "gesture(\(R.self))") { view, node, context, content in
        if let attached = node.storage["representable"] as? _RepresentableGesture<R> {
          attached.representable = representable
          attached.environment = context.environment
          representable.updateUIGestureRecognizer(attached.recognizer, context: attached.context)
        } else {
          let attached = _RepresentableGesture(
            representable, view: view, environment: context.environment)
          node.storage["representable"] = attached
          node.teardowns.append { view.removeGestureRecognizer(attached.recognizer) }
        }
        return _placeContent(view, context, at: { _ in .zero }, content).size
      })
  }
}
