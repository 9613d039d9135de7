// Addition to the UIKit type-check stand-in: iOS 26's Liquid Glass effect (absent from
// /work/shared/uikit-typecheck/Sources/UIKit), copied from the developer.apple.com pages cited
// above each declaration ("iOS 26.0+, iPadOS 26.0+, Mac Catalyst 26.0+, tvOS 26.0+").

// https://developer.apple.com/documentation/uikit/uiglasseffect
// Apple: `@MainActor class UIGlassEffect` — "A visual effect that renders a glass material."
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, *)
@objc @MainActor open class UIGlassEffect: UIVisualEffect {
  // https://developer.apple.com/documentation/uikit/uiglasseffect/style
  // Apple: `enum Style` (`clear`, `regular`; `init?(rawValue: Int)`; Sendable)
  @objc(UIGlassEffectStyle) public enum Style: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiglasseffect/style/regular
    case regular = 0
    // https://developer.apple.com/documentation/uikit/uiglasseffect/style/clear
    case clear = 1
  }

  // https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)
  // Apple: `init(style: UIGlassEffect.Style)`
  public convenience init(style: UIGlassEffect.Style) { self.init() }

  // https://developer.apple.com/documentation/uikit/uiglasseffect/isinteractive
  // Apple: `var isInteractive: Bool { get set }`
  @objc open var isInteractive: Bool = false

  // https://developer.apple.com/documentation/uikit/uiglasseffect/tintcolor
  // Apple: `@NSCopying var tintColor: UIColor? { get set }`
  @objc @NSCopying open var tintColor: UIColor?
}
