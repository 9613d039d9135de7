// SwiftUI stand-in addition: the type-erased shape style (iOS 15).
//   https://developer.apple.com/documentation/swiftui/anyshapestyle
//   https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)

/// Apple: `@frozen struct AnyShapeStyle` — "A type-erased ShapeStyle value." (conforms to ShapeStyle)
@frozen public struct AnyShapeStyle: ShapeStyle {
    /// Apple: `init<S>(_ style: S) where S : ShapeStyle`
    public init<S>(_ style: S) where S: ShapeStyle {}
}
