// Value types, enums, colours and system settings of the simulated UIKit. Declarations follow
// Apple's Swift interface (names, labels, optionality, isolation); the behaviour of each piece
// cites the page it follows.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore

/// Apple: `struct UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets()
}

/// Apple: `struct NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension CGRect {
  /// Apple (UIKit): `func inset(by insets: UIEdgeInsets) -> CGRect`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// Apple: `struct UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Apple: `struct UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// Apple: `enum UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// Apple: `enum UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// Apple: `enum UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

/// Apple: `enum UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// Apple: `enum UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// Apple: `enum UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}

/// Apple: `enum UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// Apple: `class UITraitCollection`. The traits the simulation varies: style, layout direction,
/// size classes.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// What `verticalBarEdge` (iOS 27.1) answers.
  package let simulationVerticalBarEdge: UIVerticalBarEdge

  public init(
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
    horizontalSizeClass: UIUserInterfaceSizeClass = .compact
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    simulationVerticalBarEdge = .unspecified
  }

  package init(
    userInterfaceStyle: UIUserInterfaceStyle, layoutDirection: UITraitEnvironmentLayoutDirection,
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalBarEdge: UIVerticalBarEdge
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    simulationVerticalBarEdge = verticalBarEdge
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, layoutDirection: .leftToRight)
  }

  /// Apple: "Creates a trait collection that contains only a specified horizontal size class."
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      userInterfaceStyle: .unspecified, layoutDirection: .leftToRight,
      horizontalSizeClass: horizontalSizeClass)
  }

  nonisolated(unsafe) private static var _current = UITraitCollection()

  /// Apple: "The trait collection for the current task … UIKit sets it before calling
  /// `layoutSubviews`, `draw(_:)`, `traitCollectionDidChange(_:)` …" — the simulation sets it to
  /// the device's traits; `performAsCurrent(_:)` overrides it for a block.
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/current
  public class var current: UITraitCollection {
    get { _current }
    set { _current = newValue }
  }

  public func performAsCurrent(_ actions: () -> Void) {
    let saved = UITraitCollection.current
    UITraitCollection.current = self
    actions()
    UITraitCollection.current = saved
  }
}

/// Apple: `class UIColor`. RGBA (device RGB), or a dynamic provider resolved against a trait
/// collection.
public class UIColor: NSObject, @unchecked Sendable {
  private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?
  /// Simulation only: a name for readable test failures.
  public let simulationName: String?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    provider = nil
    simulationName = nil
  }

  public init(white: CGFloat, alpha: CGFloat) {
    components = (white, white, white, alpha)
    provider = nil
    simulationName = nil
  }

  private init(named name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    provider = nil
    simulationName = name
  }

  /// Apple: `init(dynamicProvider:)` (iOS 13+).
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    components = (0, 0, 0, 1)
    provider = dynamicProvider
    simulationName = nil
  }

  /// Apple: "Returns the version of the current color that results from the specified traits."
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
  }

  /// Apple: a dynamic colour's `cgColor` is resolved with `UITraitCollection.current` at the
  /// moment it is read — it does not follow later trait changes.
  /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  public var cgColor: CGColor {
    let resolved = resolvedColor(with: UITraitCollection.current).components
    return CGColor(
      red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let provider {
      return UIColor { provider($0).withAlphaComponent(alpha) }
    }
    return UIColor(
      red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  /// Simulation only: the alpha of the colour resolved for `traits`.
  public func simulationAlpha(for traits: UITraitCollection = .current) -> CGFloat {
    resolvedColor(with: traits).components.alpha
  }

  public override var description: String {
    let c = resolvedColor(with: .current).components
    return simulationName ?? "UIColor(\(c.red), \(c.green), \(c.blue), \(c.alpha))"
  }

  public static let black = UIColor(named: "black", red: 0, green: 0, blue: 0, alpha: 1)
  public static let white = UIColor(named: "white", red: 1, green: 1, blue: 1, alpha: 1)
  public static let clear = UIColor(named: "clear", red: 0, green: 0, blue: 0, alpha: 0)
  public static let red = UIColor(named: "red", red: 1, green: 0, blue: 0, alpha: 1)
  public static let gray = UIColor(named: "gray", red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
  /// Apple's semantic background: white in light mode, black in dark mode.
  public static let systemBackground = UIColor {
    $0.userInterfaceStyle == .dark ? .black : .white
  }
  public static let secondarySystemBackground = UIColor {
    $0.userInterfaceStyle == .dark
      ? UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
      : UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  }
  public static let label = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
}

/// Apple: `class UIBezierPath`. Only the shapes SideMenuKit draws; `cgPath` is the recorded
/// shape.
@MainActor
public class UIBezierPath: NSObject {
  public let cgPath: CGPath

  /// Simulation only: paths created since the process started (the benchmark's per-frame count).
  package static var simulationCreatedCount = 0

  public init(rect: CGRect) {
    cgPath = CGPath(shape: .rect(rect))
    Self.simulationCreatedCount += 1
  }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    cgPath = CGPath(shape: .roundedRect(rect, cornerRadius: cornerRadius))
    Self.simulationCreatedCount += 1
  }

  public init(ovalIn rect: CGRect) {
    cgPath = CGPath(shape: .ellipse(rect))
    Self.simulationCreatedCount += 1
  }

  public var bounds: CGRect { cgPath.boundingBox }
}

/// Apple: `class UIScreen`.
@MainActor
public class UIScreen: NSObject {
  public var bounds: CGRect
  public var scale: CGFloat = 3
  /// Frames per second the display can show (60, or 120 on ProMotion).
  public var maximumFramesPerSecond: Int { Int(SimulationRunLoop.main.maximumFramesPerSecond) }

  package init(bounds: CGRect) { self.bounds = bounds }

  package static var current = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

  /// Apple: "Returns a display link object for the current screen … The newly constructed
  /// display link retains the target."
  /// https://developer.apple.com/documentation/uikit/uiscreen/displaylink(withtarget:selector:)
  public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
    let link = CADisplayLink(target: target, selector: sel)
    link.simulationScreen = self
    return link
  }

  /// Apple: `class var main: UIScreen` (deprecated in iOS 16, still answers).
  public class var main: UIScreen { current }
}

/// Apple: `enum UIBlurEffect.Style` (the cases SideMenuKit's users pick).
public class UIVisualEffect: NSObject, @unchecked Sendable {}

/// Apple: `class UIBlurEffect`.
public class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  public enum Style: Int, Sendable {
    case extraLight, light, dark
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
  }

  public let style: Style

  public init(style: Style) { self.style = style }
}

/// Apple: `class UIVibrancyEffect` — "An object that amplifies and adjusts the color of the
/// content layered behind a visual effect view", made for the blur it sits on:
/// `init(blurEffect:)`, "Creates a vibrancy effect for the specified blur effect" (iOS 8). The
/// model keeps which blur it was made for; the drawing is the render server's.
/// https://developer.apple.com/documentation/uikit/uivibrancyeffect
/// https://developer.apple.com/documentation/uikit/uivibrancyeffect/init(blureffect:)
public class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur the effect was made for (not Apple API: what a test reads).
  public let simulationBlurEffect: UIBlurEffect

  public init(blurEffect: UIBlurEffect) { simulationBlurEffect = blurEffect }
}

/// Apple: `@MainActor class UIGlassEffect` — "A visual effect that renders a glass material",
/// iOS 26.0+ (Liquid Glass), used as a `UIVisualEffectView`'s effect.
/// https://developer.apple.com/documentation/uikit/uiglasseffect
///
/// The class exists from iOS 26 on. Creating one on a simulated iOS 15–18 is recorded as misuse:
/// on such a device the weakly linked class is missing and the app fails there (the stricter
/// reading of Apple's availability; an `if #available(iOS 26.0, *)` branch, which sim-translate
/// turns into the simulated device's answer, never gets here).
@available(iOS 26.0, *)
public class UIGlassEffect: UIVisualEffect, @unchecked Sendable {
  /// Apple: `enum UIGlassEffect.Style` — `regular` ("Standard glass effect style"), `clear`
  /// ("Clear glass effect style").
  /// https://developer.apple.com/documentation/uikit/uiglasseffect/style
  public enum Style: Int, Sendable {
    case regular = 0
    case clear = 1
  }

  /// The style it was made with (not a property of Apple's class: what the scenarios read).
  public let simulationStyle: Style

  /// Apple: "Enables interactive behavior for the glass effect." `var isInteractive: Bool`
  /// https://developer.apple.com/documentation/uikit/uiglasseffect/isinteractive
  public var isInteractive = false

  /// Apple: "A tint color applied to the glass." `@NSCopying var tintColor: UIColor?`
  /// https://developer.apple.com/documentation/uikit/uiglasseffect/tintcolor
  public var tintColor: UIColor?

  /// Apple: "Creates a glass effect with the specified style." `init(style: UIGlassEffect.Style)`
  /// https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)
  @MainActor public init(style: UIGlassEffect.Style) {
    simulationStyle = style
    super.init()
    if !SimulationDevice.isAvailable(iOS: 26, 0) {
      SimulationLog.misuse(
        "UIGlassEffect created on iOS \(SimulationDevice.osMajorVersion), where it does not exist")
    }
  }
}
