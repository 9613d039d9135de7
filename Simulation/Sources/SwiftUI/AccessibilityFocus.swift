// Accessibility focus: `AccessibilityFocusState`, `accessibilityFocused(_:)`,
// `accessibilityFocused(_:equals:)`; and `UIColor(_: Color)`, SwiftUI's colour for UIKit.
import CoreGraphics
import Foundation
import UIKit

/// Apple: `@propertyWrapper struct AccessibilityFocusState<Value> where Value: Hashable` — "A
/// property wrapper type that can read and write a value that SwiftUI updates as the focus of
/// any active accessibility technology, such as VoiceOver, changes."; "When accessibility focus
/// leaves, SwiftUI resets the wrapped value of an optional property to `nil` or the wrapped
/// value of a Boolean property to `false`. Setting the property's value programmatically has
/// the reverse effect, causing accessibility focus to move to whichever accessibility element
/// is associated with the updated value."
/// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
///
/// Modelled: stored like `@State` (a write updates the view). The element bound to it with
/// `accessibilityFocused` follows it after each update of that view (see there).
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  let location: _StateLocation<Value>
  /// What the value becomes when focus leaves: `false` or `nil`.
  let resetValue: Value

  /// Apple: `init() where Value == Bool`.
  public init() where Value == Bool {
    location = _StateLocation(false)
    resetValue = false
  }

  /// Apple: `init<T>() where Value == T?`.
  public init<T: Hashable>() where Value == T? {
    location = _StateLocation(nil)
    resetValue = nil
  }

  public var wrappedValue: Value {
    get { location.resolved.value }
    nonmutating set { Binding(location: location, resetValue: resetValue).wrappedValue = newValue }
  }

  /// Apple: "A projection of the state value that can be used to establish bindings between
  /// view content and accessibility focus placement."
  public var projectedValue: Binding { Binding(location: location, resetValue: resetValue) }

  /// Apple: `@propertyWrapper struct AccessibilityFocusState.Binding`.
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
  @propertyWrapper
  public struct Binding {
    let location: _StateLocation<Value>
    let resetValue: Value

    /// Apple: "The underlying value referenced by the bound property." A write updates the
    /// view that owns the state.
    public var wrappedValue: Value {
      get { location.resolved.value }
      nonmutating set {
        let resolved = location.resolved
        resolved.value = newValue
        MainActor.assumeIsolated { resolved.node?.invalidate() }
      }
    }

    public var projectedValue: Binding { self }
  }
}

extension AccessibilityFocusState: _NodeLinked {
  func _link(_ node: _ViewNode, name: String, environment: EnvironmentValues) {
    if let kept = node.storage[name] as? _StateLocation<Value> {
      if kept !== location { location.redirect = kept }
    } else {
      location.node = node
      node.storage[name] = location
    }
  }
}

/// The value an `accessibilityFocused` element last saw its state at.
final class _AccessibilityFocusMemory {
  var lastValue: AnyHashable?
}

extension View {
  /// Apple: `func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some
  /// View` — "If the value is set to `true` programmatically, then accessibility focus will move
  /// to accessibility element of the modified view. The value will be set to `false` if
  /// accessibility focus leaves the accessibility element of the modified view, and
  /// accessibility focus will be dismissed automatically if the value is set to `false`
  /// programmatically." https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    accessibilityFocused(condition, equals: true)
  }

  /// Apple: `func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding,
  /// equals value: Value) -> some View where Value: Hashable` — "When accessibility focus moves
  /// to the accessibility element of the modified view, SwiftUI sets the bound value to the
  /// corresponding match value. If you set the state value programmatically to the matching
  /// value, then accessibility focus moves to the accessibility element of the modified view.
  /// SwiftUI sets the value to `nil` if accessibility focus leaves the accessibility element
  /// associated with the modified view."
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:)
  ///
  /// Modelled, after every update that renders the modified view (Apple does not say when;
  /// the stricter reading is the end of an update, once the tree it moves focus in is final):
  /// a value newly set to the match moves focus to the view's element — only if VoiceOver can
  /// reach it (a `.layoutChanged` post naming it, with the UIKit model's reach rules), so a
  /// request made while the element is hidden is lost; a value newly set away from the match
  /// dismisses focus that is on the element; otherwise the value follows focus — the match
  /// while focus is on the element (or inside it), the reset value (`false`, `nil`) once it
  /// has left. Focus moved by VoiceOver itself is noticed at the view's next update, not at once.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(
      _ContextEffect { node, context, content in
        let output = content(context)
        let memory = node.storageObject("accessibilityFocused") { _AccessibilityFocusMemory() }
        weak let view = output.view
        node.graph.enqueue {
          guard let view else { return }
          let current = binding.wrappedValue
          let previous = memory.lastValue
          memory.lastValue = AnyHashable(current)
          let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView
          let isFocusedHere = focused.map { $0 === view || $0.isDescendant(of: view) } ?? false
          let changed = previous != nil && previous != AnyHashable(current)
          if changed, current == value {
            if !isFocusedHere { UIAccessibility.post(notification: .layoutChanged, argument: view) }
          } else if changed, previous == AnyHashable(value) {
            if isFocusedHere { SimulationAccessibility.focusedElement = nil }
          } else if isFocusedHere, current != value {
            binding.wrappedValue = value
            memory.lastValue = AnyHashable(value)
          } else if !isFocusedHere, current == value {
            binding.wrappedValue = binding.resetValue
            memory.lastValue = AnyHashable(binding.resetValue)
          }
        }
        return output
      })
  }
}

extension UIColor {
  /// Apple (SwiftUI): `convenience init(_ color: Color)` — "Creates a color object from a
  /// SwiftUI color." (iOS 14) https://developer.apple.com/documentation/uikit/uicolor/init(_:)-1hqd4
  /// Modelled: a colour that resolves to the SwiftUI colour's.
  public convenience init(_ color: Color) {
    let resolved = color.uiColor
    self.init(dynamicProvider: { resolved.resolvedColor(with: $0) })
  }
}
