// SwiftUI stand-in addition: Liquid Glass (iOS 26).
//   https://developer.apple.com/documentation/swiftui/glass
//   https://developer.apple.com/documentation/swiftui/glass/tint(_:)
//   https://developer.apple.com/documentation/swiftui/defaultglasseffectshape
//   https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)

/// Apple: `struct Glass` — "A structure that defines the configuration of the Liquid Glass
/// material." (iOS 26.0+, Mac Catalyst 26.0+)
@available(iOS 26.0, macCatalyst 26.0, *)
public struct Glass: Equatable, Sendable {
    /// Apple: `static var regular: Glass { get }` (https://developer.apple.com/documentation/swiftui/glass/regular)
    public static var regular: Glass { Glass() }
    /// Apple: `static var clear: Glass { get }` — "The clear variant of glass."
    public static var clear: Glass { Glass() }
    /// Apple: `func tint(_ color: Color?) -> Glass` — "Returns a copy of the structure with a configured tint color."
    public func tint(_ color: Color?) -> Glass { self }
}

/// Apple: `struct DefaultGlassEffectShape` — "The default shape applied by glass effects, a
/// capsule." (conforms to Shape, Sendable; iOS 26.0+)
@available(iOS 26.0, macCatalyst 26.0, *)
public struct DefaultGlassEffectShape: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { fatalError() }
}

@available(iOS 26.0, macCatalyst 26.0, *)
extension View {
    /// Apple: `nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View`
    /// — "Applies the Liquid Glass effect to a view."
    public nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View { _StandInView() }
}
