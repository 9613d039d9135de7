// ios-sdk: 26
// SwiftUI's Liquid Glass API, first declared by the iOS 26 SDK (Xcode 26), for the real-SDK
// type-check (Scripts/typecheck-ios-sdk.sh). The marker above makes `--xcode 16` leave this file
// out, as Xcode 16's iOS 18 SDK does; SideMenuKit uses it only behind `#if compiler(>=6.2)` (Xcode
// 26's Swift) and `#available(iOS 26.0, *)`. Apple's declarations with their pages and
// availability; bodies are placeholders (type-checked against, never run).
import SwiftUI
import UIKit

// MARK: - Liquid Glass (iOS 26)

/// https://developer.apple.com/documentation/swiftui/glass
/// Apple: `struct Glass` — "A structure that defines the configuration of the Liquid Glass
/// material." iOS 26.0+, iPadOS 26.0+, Mac Catalyst 26.0+.
@available(iOS 26.0, macCatalyst 26.0, *)
public struct Glass: Equatable, Sendable {
  /// …/glass/regular. Apple: `static var regular: Glass { get }`
  public static var regular: Glass { fatalError() }
  /// …/glass/clear. Apple: `static var clear: Glass { get }` — "The clear variant of glass."
  public static var clear: Glass { fatalError() }
  /// …/glass/tint(_:). Apple: `func tint(_ color: Color?) -> Glass` — "Returns a copy of the
  /// structure with a configured tint color."
  public func tint(_ color: Color?) -> Glass { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/defaultglasseffectshape
/// Apple: `struct DefaultGlassEffectShape` — "The default shape applied by glass effects, a
/// capsule." Conforms to Shape. iOS 26.0+, iPadOS 26.0+, Mac Catalyst 26.0+.
@available(iOS 26.0, macCatalyst 26.0, *)
public struct DefaultGlassEffectShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:) — iOS 26.0+,
  /// iPadOS 26.0+, Mac Catalyst 26.0+.
  /// Apple: `nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View`
  @available(iOS 26.0, macCatalyst 26.0, *)
  public nonisolated func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View { self }
}
