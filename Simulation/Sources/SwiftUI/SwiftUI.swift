// The SwiftUI value types SideMenuKit reads. The views, modifiers and the view graph that runs
// them are in the other files of this module. Declarations follow Apple's Swift interface; each
// cites its page.
import CoreGraphics
import Foundation

/// Apple: `@propertyWrapper @dynamicMemberLookup struct Binding<Value>` — "A property wrapper
/// type that can read and write a value owned by a source of truth."
/// https://developer.apple.com/documentation/swiftui/binding
///
/// Modelled: `init(get:set:)` (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)),
/// `wrappedValue` reading through `get` and writing through `set` every time (a binding holds
/// no copy: it reads the source of truth as it is now), `constant(_:)` (writes are ignored:
/// https://developer.apple.com/documentation/swiftui/binding/constant(_:)).
@propertyWrapper
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }
}

/// Apple: `enum LayoutDirection` — `leftToRight`, `rightToLeft`.
/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// Apple: `enum UserInterfaceSizeClass` — `compact`, `regular`: "A set of values that indicate
/// the visual size available to the view" (the `horizontalSizeClass` environment value).
/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
  case compact
  case regular
}

/// Apple: `struct EdgeInsets` — `top`, `leading`, `bottom`, `trailing`, in points.
/// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// Apple: `enum ScenePhase` — `active`, `inactive`, `background`; "An indication of a scene's
/// operational state." https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background
  case inactive
  case active
}

/// Apple: `struct DragGesture` — only its `Value` here ("The attributes of a drag gesture"):
/// https://developer.apple.com/documentation/swiftui/draggesture/value
/// The gesture itself (a `Gesture`, attached to views) is the SwiftUI host's
/// (`SwiftUISimulation.SimulatedDragGesture`).
public struct DragGesture: Sendable {
  /// Apple: "The minimum dragging distance before the gesture succeeds."
  public var minimumDistance: CGFloat
  /// Apple: "The coordinate space in which to receive location values."
  public var coordinateSpace: CoordinateSpace

  /// Apple: `init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local)`.
  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public struct Value: Equatable, Sendable {
    /// Apple: "The time associated with the drag gesture's current event."
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/time
    public var time: Date
    /// Apple: "The location of the drag gesture's current event."
    public var location: CGPoint
    /// Apple: "The location of the drag gesture's first event."
    public var startLocation: CGPoint
    /// Apple: "A prediction, based on the current drag velocity, of where the final location
    /// will be if dragging stopped now." The prediction's formula is undocumented; the host
    /// gives it as `location + velocity × 0.25 s` (only its existence is relied on here).
    public var predictedEndLocation: CGPoint

    /// Apple: "The total translation from the start of the drag gesture to the current event of
    /// the drag gesture. This is equivalent to `location.{x,y} - startLocation.{x,y}`."
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// Apple: `predictedEndTranslation` — the prediction as a translation from the start.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }

    /// Simulation only (SwiftUI's initializer is not public): the host makes the values.
    public init(
      time: Date, location: CGPoint, startLocation: CGPoint, predictedEndLocation: CGPoint
    ) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      self.predictedEndLocation = predictedEndLocation
    }
  }
}

/// Apple: `struct KeyEquivalent` — "Key equivalents consist of a letter, punctuation, or
/// function key that can be combined with an optional set of modifier keys to specify a
/// keyboard shortcut." Modelled: `init(_:)` with a character, `character`, and creation from a
/// character literal (`"s"`).
/// https://developer.apple.com/documentation/swiftui/keyequivalent
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// Apple: "The character value that the key equivalent represents."
  public var character: Character

  /// Apple: "Creates a new key equivalent from the given character."
  public init(_ character: Character) { self.character = character }

  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  /// Apple: "Escape (U+001B)."
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/escape
  public static let escape = KeyEquivalent("\u{1B}")
}

/// Apple: `struct EventModifiers` — "A set of key modifiers that you can add to a gesture";
/// an option set of `capsLock`, `shift`, `control`, `option`, `command`, `numericPad`.
/// https://developer.apple.com/documentation/swiftui/eventmodifiers
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
}
