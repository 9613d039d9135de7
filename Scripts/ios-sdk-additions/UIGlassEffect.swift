// ios-sdk: 26
// UIKit's Liquid Glass effect (iOS 26), newer than the iOS 16.5 SDK, declared as Apple's pages
// give it, with their availability ("iOS 26.0+, iPadOS 26.0+, Mac Catalyst 26.0+, tvOS 26.0+").
// Bodies only satisfy the compiler: nothing here links or runs. First declared by the iOS 26 SDK
// (the marker above): SideMenuKit uses it behind `#if compiler(>=6.2)` and `#available(iOS 26.0, *)`.
import UIKit

// https://developer.apple.com/documentation/uikit/uiglasseffect
// Apple: `@MainActor class UIGlassEffect` — "A visual effect that renders a glass material."
// (Its superclass, UIVisualEffect, is on the page's Objective-C side and in the objc2 bindings
// of the same header: `#[unsafe(super(UIVisualEffect, NSObject))]`.)
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, *)
@MainActor open class UIGlassEffect: UIVisualEffect {
  // https://developer.apple.com/documentation/uikit/uiglasseffect/style
  // Apple: `enum Style` — cases `clear` ("Clear glass effect style.") and `regular` ("Standard
  // glass effect style."), `init?(rawValue: Int)`; raw values 0 (regular) and 1 (clear) as the
  // header's `UIGlassEffectStyleRegular`/`UIGlassEffectStyleClear`.
  public enum Style: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiglasseffect/style/regular
    case regular = 0
    // https://developer.apple.com/documentation/uikit/uiglasseffect/style/clear
    case clear = 1
  }

  // https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)
  // Apple: `init(style: UIGlassEffect.Style)` — "Creates a glass effect with the specified style."
  public convenience init(style: UIGlassEffect.Style) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uiglasseffect/isinteractive
  // Apple: `var isInteractive: Bool { get set }` — "Enables interactive behavior for the glass effect."
  open var isInteractive: Bool {
    get { fatalError() }
    set {}
  }

  // https://developer.apple.com/documentation/uikit/uiglasseffect/tintcolor
  // Apple: `@NSCopying var tintColor: UIColor? { get set }` — "A tint color applied to the glass."
  // (Stored here: the compiler takes `@NSCopying` on stored properties only.)
  @NSCopying open var tintColor: UIColor? = nil
}
