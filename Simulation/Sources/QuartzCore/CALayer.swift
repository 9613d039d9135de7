/// Apple: `struct CALayerCornerCurve` (iOS 13+).
/// https://developer.apple.com/documentation/quartzcore/calayercornercurve
public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Apple: `struct CACornerMask`.
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// Apple: `class CALayer`. The simulation keeps the properties SideMenuKit sets, with Apple's
/// defaults, and counts every write (and every write of the value already there) for the
/// benchmark. A view's geometry lives in the view; the layer's own geometry is not modelled.
/// https://developer.apple.com/documentation/quartzcore/calayer
@MainActor
open class CALayer {
  public init() {}

  private func write<Value: Equatable>(
    _ storage: inout Value, _ newValue: Value, property: StaticString = #function
  ) {
    SimulationLog.write(&storage, newValue, object: self, property: property)
  }

  // Defaults from Apple's property pages: shadowOpacity 0, shadowRadius 3, shadowOffset (0, -3),
  // shadowColor opaque black, cornerRadius 0, cornerCurve circular, masksToBounds false.
  private var _shadowColor: CGColor? = .black
  private var _shadowOpacity: Float = 0
  private var _shadowRadius: CGFloat = 3
  private var _shadowOffset = CGSize(width: 0, height: -3)
  private var _shadowPath: CGPath?
  private var _cornerRadius: CGFloat = 0
  private var _cornerCurve = CALayerCornerCurve.circular
  private var _maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  private var _masksToBounds = false

  open var shadowColor: CGColor? {
    get { _shadowColor }
    set { write(&_shadowColor, newValue) }
  }
  open var shadowOpacity: Float {
    get { _shadowOpacity }
    set { write(&_shadowOpacity, newValue) }
  }
  open var shadowRadius: CGFloat {
    get { _shadowRadius }
    set { write(&_shadowRadius, newValue) }
  }
  open var shadowOffset: CGSize {
    get { _shadowOffset }
    set { write(&_shadowOffset, newValue) }
  }
  open var shadowPath: CGPath? {
    get { _shadowPath }
    set { write(&_shadowPath, newValue) }
  }
  open var cornerRadius: CGFloat {
    get { _cornerRadius }
    set { write(&_cornerRadius, newValue) }
  }
  open var cornerCurve: CALayerCornerCurve {
    get { _cornerCurve }
    set { write(&_cornerCurve, newValue) }
  }
  open var maskedCorners: CACornerMask {
    get { _maskedCorners }
    set { write(&_maskedCorners, newValue) }
  }
  open var masksToBounds: Bool {
    get { _masksToBounds }
    set { write(&_masksToBounds, newValue) }
  }
  open var mask: CALayer?

  /// Simulation only: called when a test or UIKit removes the layer's animations.
  package var onRemoveAllAnimations: (() -> Void)?

  open func removeAllAnimations() { onRemoveAllAnimations?() }
}
