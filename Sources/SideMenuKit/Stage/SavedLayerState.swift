#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The look of someone else's view before the menu changed it, restored exactly afterwards.
  @MainActor
  struct SavedLayerState {
    var transform: CGAffineTransform
    var alpha: CGFloat
    var cornerRadius: CGFloat
    var cornerCurve: CALayerCornerCurve
    var masksToBounds: Bool
    var shadowColor: CGColor?
    var shadowOpacity: Float
    var shadowRadius: CGFloat
    var shadowOffset: CGSize
    var shadowPath: CGPath?
    var isUserInteractionEnabled: Bool
    var isHidden: Bool

    init(_ view: UIView) {
      transform = view.transform
      alpha = view.alpha
      cornerRadius = view.layer.cornerRadius
      cornerCurve = view.layer.cornerCurve
      masksToBounds = view.layer.masksToBounds
      shadowColor = view.layer.shadowColor
      shadowOpacity = view.layer.shadowOpacity
      shadowRadius = view.layer.shadowRadius
      shadowOffset = view.layer.shadowOffset
      shadowPath = view.layer.shadowPath
      isUserInteractionEnabled = view.isUserInteractionEnabled
      isHidden = view.isHidden
    }

    func restore(on view: UIView) {
      view.transform = transform
      view.alpha = alpha
      view.layer.cornerRadius = cornerRadius
      view.layer.cornerCurve = cornerCurve
      view.layer.masksToBounds = masksToBounds
      view.layer.shadowColor = shadowColor
      view.layer.shadowOpacity = shadowOpacity
      view.layer.shadowRadius = shadowRadius
      view.layer.shadowOffset = shadowOffset
      view.layer.shadowPath = shadowPath
      view.isUserInteractionEnabled = isUserInteractionEnabled
      view.isHidden = isHidden
    }
  }
#endif
