#if os(iOS)
  import UIKit
  import SideMenuCore

  /// What fills the menu behind its views, decided from the appearance, the system version and
  /// Reduce Transparency: the one rule the UIKit layer's menu host and the SwiftUI stage draw
  /// from (``SideMenuAppearance/glassEffectStyle`` documents it for adopters).
  enum SideMenuMenuBackground: Equatable {
    /// Nothing: the menu draws its own background.
    case none
    /// Liquid Glass: a `UIVisualEffectView` with a `UIGlassEffect` (SwiftUI: `glassEffect`).
    case glass(SideMenuGlassEffectStyle, tint: UIColor?)
    /// A `UIVisualEffectView` blur.
    case blur(UIBlurEffect.Style)
    /// An opaque colour: Reduce Transparency's stand-in for a translucent background, or glass's
    /// where neither glass nor a blur can be shown.
    case opaque(UIColor)

    /// The background for an appearance.
    ///
    /// - Parameters:
    ///   - appearance: The glass, blur and opaque colour asked for.
    ///   - isGlassAvailable: Whether the system has Liquid Glass (iOS 26 and later:
    ///     ``isGlassAvailable``).
    ///   - isReduceTransparencyEnabled: Whether Reduce Transparency is on.
    /// - Returns: Glass where it can be shown; else the blur; the opaque colour under Reduce
    ///   Transparency (for glass or a blur), or for glass with no blur to fall back to; nothing
    ///   when neither was asked for.
    static func resolve(
      _ appearance: SideMenuAppearance, isGlassAvailable: Bool, isReduceTransparencyEnabled: Bool
    ) -> SideMenuMenuBackground {
      let glass = appearance.glassEffectStyle
      let blur = appearance.blurEffectStyle
      guard glass != nil || blur != nil else { return .none }
      // Apple: "…reduce transparency … replace translucent backgrounds with opaque ones."
      // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
      if isReduceTransparencyEnabled { return .opaque(appearance.reducedTransparencyColor) }
      if let glass, isGlassAvailable { return .glass(glass, tint: appearance.glassTintColor) }
      if let blur { return .blur(blur) }
      return .opaque(appearance.reducedTransparencyColor)
    }

    /// Whether this system has `UIGlassEffect` and SwiftUI's `glassEffect(_:in:)`: iOS 26 and
    /// later ("iOS 26.0+" on both pages), in an app built with an SDK that declares them.
    /// https://developer.apple.com/documentation/uikit/uiglasseffect
    /// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)
    static var isGlassAvailable: Bool {
      // Only the iOS 26 SDK (Xcode 26, Swift 6.2) declares them: built by Xcode 16 (Swift 6.0,
      // iOS 18 SDK) the app has no glass to show, and takes the path of iOS 15–18 on any system.
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) { return true }
      #endif
      return false
    }

    /// The visual effect to show, made anew (`UIVisualEffect`s are immutable values to UIKit
    /// once set), or `nil` for a background that is not an effect.
    @MainActor
    func makeEffect() -> UIVisualEffect? {
      switch self {
      case .none, .opaque: return nil
      case .blur(let style): return UIBlurEffect(style: style)
      case .glass(let style, let tint):
        // `.glass` is resolved only where `isGlassAvailable` is true, which needs both checks.
        #if compiler(>=6.2)
          guard #available(iOS 26.0, *) else { return nil }
          let effect = UIGlassEffect(style: style.uiKitStyle)
          effect.tintColor = tint
          return effect
        #else
          return nil
        #endif
      }
    }
  }

  #if compiler(>=6.2)  // UIGlassEffect: the iOS 26 SDK's (Xcode 26, Swift 6.2)
    extension SideMenuGlassEffectStyle {
      /// UIKit's style of the same name.
      @available(iOS 26.0, *)
      var uiKitStyle: UIGlassEffect.Style {
        switch self {
        case .regular: .regular
        case .clear: .clear
        }
      }
    }
  #endif
#endif
