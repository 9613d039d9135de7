// Data flow: `@State`, `@StateObject`, `@ObservedObject`, `@GestureState`, `@Environment`,
// `EnvironmentValues`, `EnvironmentKey`, `PreferenceKey`, `DynamicProperty`. Declarations follow
// Apple's; each property wrapper is linked to its view's node before the body runs, as SwiftUI
// does ("SwiftUI manages the property's storage": https://developer.apple.com/documentation/swiftui/state).
import Combine
import CoreGraphics
import Foundation
import UIKit

/// Apple: `protocol DynamicProperty` — "An interface for a stored variable that updates an
/// external property of a view." https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A property wrapper the graph links to its view's node before the body runs.
@MainActor
protocol _NodeLinked {
  func _link(_ node: _ViewNode, name: String, environment: EnvironmentValues)
}

/// Links the dynamic properties of `view` (found by reflection, as SwiftUI finds them) to `node`.
@MainActor
func _installDynamicProperties(_ value: Any, _ node: _ViewNode, _ environment: EnvironmentValues) {
  for (index, child) in Mirror(reflecting: value).children.enumerated() {
    guard let linked = child.value as? any _NodeLinked else { continue }
    linked._link(node, name: child.label ?? "#\(index)", environment: environment)
  }
}

/// A reference to a state value: the one the view made, or the node's once linked.
final class _StateLocation<Value>: @unchecked Sendable {
  var value: Value
  var redirect: _StateLocation<Value>?
  weak var node: _ViewNode?
  init(_ value: Value) { self.value = value }
  var resolved: _StateLocation<Value> { redirect?.resolved ?? self }
}

/// Apple: `@propertyWrapper struct State<Value>` — "A property wrapper type that can read and
/// write a value managed by SwiftUI."; "When the value changes, SwiftUI updates the parts of the
/// view hierarchy that depend on the value." https://developer.apple.com/documentation/swiftui/state
///
/// Modelled: the first value a view's `State` holds when the view appears is kept for the view's
/// lifetime (later initial values are ignored); a write invalidates the view (its body runs in
/// the turn's update), also when the value is equal (the stricter reading: no comparison).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: _StateLocation<Value>

  public init(wrappedValue value: Value) { location = _StateLocation(value) }
  public init(initialValue value: Value) { location = _StateLocation(value) }

  public var wrappedValue: Value {
    get { location.resolved.value }
    nonmutating set {
      let resolved = location.resolved
      resolved.value = newValue
      MainActor.assumeIsolated { resolved.node?.invalidate() }
    }
  }

  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(
      get: { location.resolved.value },
      set: { newValue in
        let resolved = location.resolved
        resolved.value = newValue
        MainActor.assumeIsolated { resolved.node?.invalidate() }
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: _NodeLinked {
  func _link(_ node: _ViewNode, name: String, environment: EnvironmentValues) {
    if let kept = node.storage[name] as? _StateLocation<Value> {
      if kept !== location { location.redirect = kept }
    } else {
      location.node = node
      node.storage[name] = location
    }
  }
}

/// Apple: `@propertyWrapper struct GestureState<Value>` — "A property wrapper type that updates a
/// property while the user performs a gesture and resets the property back to its initial state
/// when the gesture ends." https://developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let location: _StateLocation<Value>
  let initialValue: Value

  public init(wrappedValue: Value) {
    location = _StateLocation(wrappedValue)
    initialValue = wrappedValue
  }
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }

  public var wrappedValue: Value { location.resolved.value }
  public var projectedValue: GestureState<Value> { self }

  @MainActor func set(_ value: Value) {
    let resolved = location.resolved
    resolved.value = value
    resolved.node?.invalidate()
  }
  @MainActor func reset() { set(initialValue) }
}

extension GestureState: _NodeLinked {
  func _link(_ node: _ViewNode, name: String, environment: EnvironmentValues) {
    if let kept = node.storage[name] as? _StateLocation<Value> {
      if kept !== location { location.redirect = kept }
    } else {
      location.node = node
      node.storage[name] = location
    }
  }
}

/// The object a `@StateObject` made, once for the view's lifetime.
final class _StateObjectBox<ObjectType: ObservableObject> {
  let thunk: () -> ObjectType
  var object: ObjectType?
  var redirect: _StateObjectBox<ObjectType>?
  var subscription: AnyCancellable?
  init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }
  var resolved: _StateObjectBox<ObjectType> { redirect?.resolved ?? self }
}

/// Apple: `@propertyWrapper struct StateObject<ObjectType: ObservableObject>` — "SwiftUI creates
/// a new instance of the model object only once during the lifetime of the container that
/// declares the state object"; the view updates when the object's `objectWillChange` fires.
/// https://developer.apple.com/documentation/swiftui/stateobject
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  nonisolated(unsafe) let box: _StateObjectBox<ObjectType>

  public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = _StateObjectBox(thunk)
  }

  public var wrappedValue: ObjectType {
    let resolved = box.resolved
    if let object = resolved.object { return object }
    // Read before the view is installed: SwiftUI's runtime warns that it "will create a new
    // instance each time" (device behaviour, Xcode's console) — the model does the same and
    // keeps none.
    return resolved.thunk()
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: _NodeLinked {
  func _link(_ node: _ViewNode, name: String, environment: EnvironmentValues) {
    if let kept = node.storage[name] as? _StateObjectBox<ObjectType> {
      if kept !== box { box.redirect = kept }
      return
    }
    let object = box.object ?? box.thunk()
    box.object = object
    box.subscription = object.objectWillChange.sink { [weak node] _ in
      MainActor.assumeIsolated { node?.invalidate() }
    }
    node.storage[name] = box
  }
}

/// Apple: `@propertyWrapper struct ObservedObject<ObjectType: ObservableObject>` — "A property
/// wrapper type that subscribes to an observable object and invalidates a view whenever the
/// observable object changes." https://developer.apple.com/documentation/swiftui/observedobject
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  @MainActor @preconcurrency @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let object = object
      return Binding(
        get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  public var wrappedValue: ObjectType
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

final class _Subscription {
  var objectID: ObjectIdentifier?
  var cancellable: AnyCancellable?
}

extension ObservedObject: _NodeLinked {
  func _link(_ node: _ViewNode, name: String, environment: EnvironmentValues) {
    let subscription = node.storageObject(name) { _Subscription() }
    let id = ObjectIdentifier(wrappedValue)
    guard subscription.objectID != id else { return }
    subscription.objectID = id
    subscription.cancellable = wrappedValue.objectWillChange.sink { [weak node] _ in
      MainActor.assumeIsolated { node?.invalidate() }
    }
  }
}

// MARK: - Environment

/// Apple: `protocol EnvironmentKey` — "A key for accessing values in the environment."
/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// Apple: `struct EnvironmentValues` — "A collection of environment values propagated through a
/// view hierarchy." https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
  var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(values.count) values)" }
}

private struct _LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}
private struct _ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct _ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct _ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct _HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}
private struct _VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}
private struct _IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// Apple: "The layout direction associated with the current environment."
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
  public var layoutDirection: LayoutDirection {
    get { self[_LayoutDirectionKey.self] }
    set { self[_LayoutDirectionKey.self] = newValue }
  }
  /// Apple: "Whether the system preference for Reduce Motion is enabled." (get only on a device;
  /// the host sets it from `UIAccessibility.isReduceMotionEnabled`).
  public var accessibilityReduceMotion: Bool {
    get { self[_ReduceMotionKey.self] }
    set { self[_ReduceMotionKey.self] = newValue }
  }
  /// Apple: "Whether the system preference for Reduce Transparency is enabled."
  public var accessibilityReduceTransparency: Bool {
    get { self[_ReduceTransparencyKey.self] }
    set { self[_ReduceTransparencyKey.self] = newValue }
  }
  /// Apple: "The current phase of the scene."
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase {
    get { self[_ScenePhaseKey.self] }
    set { self[_ScenePhaseKey.self] = newValue }
  }
  /// Apple: "The horizontal size class of this environment."
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[_HorizontalSizeClassKey.self] }
    set { self[_HorizontalSizeClassKey.self] = newValue }
  }
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[_VerticalSizeClassKey.self] }
    set { self[_VerticalSizeClassKey.self] = newValue }
  }
  /// Apple: "A Boolean value that indicates whether the view associated with this environment
  /// allows user interaction." https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
  public var isEnabled: Bool {
    get { self[_IsEnabledKey.self] }
    set { self[_IsEnabledKey.self] = newValue }
  }
}

final class _EnvironmentBox<Value> {
  var value: Value?
}

/// Apple: `@propertyWrapper struct Environment<Value>` — "A property wrapper that reads a value
/// from a view's environment." The value is the one of the view's place in the tree, read
/// before each body evaluation. https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = _EnvironmentBox<Value>()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value { box.value ?? EnvironmentValues()[keyPath: keyPath] }
}

extension Environment: _NodeLinked {
  func _link(_ node: _ViewNode, name: String, environment: EnvironmentValues) {
    box.value = environment[keyPath: keyPath]
  }
}

/// The environment modifiers: transparent (no view of their own).
struct _EnvironmentModifier: ViewModifier, _PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void
  typealias Body = Never
  func _render(
    _ node: _ViewNode, _ context: _RenderContext,
    content: (_ViewNode, _RenderContext) -> _RenderOutput
  ) -> _RenderOutput {
    var inner = context
    transform(&inner.environment)
    return content(node, inner)
  }
}

extension View {
  /// Apple: `func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
  /// -> some View` — "Sets the environment value of the specified key path to the given value."
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Apple: `func transformEnvironment<V>(_ keyPath:, transform:) -> some View`.
  /// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }
}

// MARK: - Preferences

/// Apple: `protocol PreferenceKey` — "A named value produced by a view."; "When multiple child
/// views produce values for the same key, SwiftUI combines them with `reduce`."
/// https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// `preference`, `transformPreference`, `onPreferenceChange`: transparent modifiers that act on
/// the preferences their content produces.
struct _PreferenceModifier: ViewModifier, _PrimitiveModifier {
  let transform: @MainActor (inout _PreferenceValues, _ViewNode) -> Void
  typealias Body = Never
  func _render(
    _ node: _ViewNode, _ context: _RenderContext,
    content: (_ViewNode, _RenderContext) -> _RenderOutput
  ) -> _RenderOutput {
    var output = content(node, context)
    node.preferenceTransform = { [unowned node] in transform(&$0, node) }
    output.preferences = node.combinedPreferences()
    return output
  }
}

final class _PreferenceMemory<Value> {
  var value: Value?
}

extension View {
  /// Apple: `func preference<K>(key: K.Type = K.self, value: K.Value) -> some View`.
  /// https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceModifier { preferences, _ in preferences.set(key, value) })
  }

  /// Apple: `func transformPreference<K>(_ key: K.Type = K.self, _ callback:) -> some View`.
  /// https://developer.apple.com/documentation/swiftui/view/transformpreference(_:_:)
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(
      _PreferenceModifier { preferences, _ in
        var value = preferences.value(key)
        callback(&value)
        preferences.set(key, value)
      })
  }

  /// Apple: `func onPreferenceChange<K>(_ key: K.Type = K.self, perform action:) -> some View
  /// where K.Value: Equatable` — "Adds an action to perform when the specified preference key's
  /// value changes." https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
  ///
  /// Modelled: the action runs after an update in which the value changed. Apple promises the
  /// changes only; whether the value a view has when it first appears is delivered too is not
  /// documented, so the stricter reading does not deliver it (a view that needs it reads it
  /// with `backgroundPreferenceValue` and `onAppear`).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(
      _PreferenceModifier { preferences, node in
        let value = preferences.value(key)
        let memory = node.storageObject("onPreferenceChange") { _PreferenceMemory<K.Value>() }
        guard let previous = memory.value else {
          memory.value = value
          return
        }
        if previous != value {
          memory.value = value
          node.graph.enqueue { action(value) }
        }
      })
  }

  /// Apple: `func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
  /// _ transform: @escaping (K.Value) -> V) -> some View` — "Reads the specified preference
  /// value from the view, using it to produce a second, background view."; the background is
  /// offered the view's size, and is made again with every update of the value.
  /// https://developer.apple.com/documentation/swiftui/view/backgroundpreferencevalue(_:_:)
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      _ViewEffect(name: "backgroundPreferenceValue") { view, node, context, content in
        let output = content(context)
        var backgroundContext = context
        backgroundContext.proposal = output.size
        let value = output.preferences.value(key)
        let background = node.graph.render(
          transform(value), node.child(1, V.self), backgroundContext)
        // A value changed by a view inside (its own update) makes the background again, in the
        // update after this one.
        node.preferenceTransform = { [unowned node] preferences in
          guard _equalValues(preferences.value(key), value) == false else { return }
          node.graph.enqueue { [weak node] in node?.invalidate() }
        }
        _place(output, in: view, at: .zero)
        _place(background, in: view, at: .zero)
        if let backgroundView = background.view { view.sendSubviewToBack(backgroundView) }
        return output.size
      })
  }
}

/// Whether two values are equal, when they are `Equatable` (`nil` otherwise).
func _equalValues(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  func compare<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T) == lhs }
  return compare(lhs)
}
