#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Hit-testing of the stage's views while Core Animation plays a motion on them: UIKit tests
  /// the model values (`hitTest(_:with:)`: "Points that lie outside the receiver's bounds are
  /// never reported as hits"; the point is converted with the model geometry), which playback
  /// has already set to the motion's rest, while what is on screen is the presentation layer
  /// ("a copy of the presentation layer object that represents the state of the layer as it
  /// currently appears onscreen"). A view overriding `hitTest(_:with:)` hands its point here:
  /// the answer is the same point in the space of the view as drawn, or `nil` when the view is
  /// drawn hidden or transparent. Nothing is decided: this reads what Core Animation draws.
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  /// https://developer.apple.com/documentation/quartzcore/calayer/presentation()
  @MainActor
  enum SideMenuDrawnHitTesting {
    /// `point` (in `view`'s bounds space, from the model geometry) in the space of `view` as
    /// drawn now; `point` itself when nothing animates the view; `nil` when it is drawn hidden
    /// or with an opacity below UIKit's 0.01.
    static func drawnPoint(_ point: CGPoint, in view: UIView) -> CGPoint? {
      let model = view.layer
      guard model.animationKeys() != nil, let drawn = model.presentation() else { return point }
      guard !drawn.isHidden, drawn.opacity >= 0.01 else { return nil }
      // The anchor point is the centre (a view's layer), so `position` is the centre.
      let inSuperview = CGPoint(
        x: point.x - model.bounds.midX, y: point.y - model.bounds.midY
      ).applying(model.affineTransform())
      let offset = CGPoint(
        x: inSuperview.x + model.position.x - drawn.position.x,
        y: inSuperview.y + model.position.y - drawn.position.y
      ).applying(drawn.affineTransform().inverted())
      return CGPoint(x: offset.x + drawn.bounds.midX, y: offset.y + drawn.bounds.midY)
    }
  }
#endif
