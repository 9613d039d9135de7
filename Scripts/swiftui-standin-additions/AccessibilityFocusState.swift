// SwiftUI stand-in addition: accessibility focus state (iOS 15).
//   https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
//   https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
//   https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
//   https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:)

/// Apple: `@propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable` (DynamicProperty; iOS 15)
@propertyWrapper
public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
    /// Apple: `@propertyWrapper @frozen struct Binding`
    @propertyWrapper
    public struct Binding {
        /// Apple: `var wrappedValue: Value { get nonmutating set }`
        public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
        /// Apple: `var projectedValue: AccessibilityFocusState<Value>.Binding { get }`
        public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
        init(_standIn: Void) {}
    }
    /// Apple: `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    /// Apple: `var projectedValue: AccessibilityFocusState<Value>.Binding { get }`
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
    /// Apple: `init() where Value == Bool`
    public init() where Value == Bool {}
    /// Apple: `init<T>() where Value == T?, T : Hashable`
    public init<T>() where Value == T?, T: Hashable {}
}

extension View {
    /// Apple: `nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View` (iOS 15)
    public nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { _StandInView() }
    /// Apple: `nonisolated func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable` (iOS 15)
    public nonisolated func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { _StandInView() }
}
