#if os(iOS) && canImport(SwiftUI)
  import UIKit
  import SideMenuCore

  /// The SwiftUI menu's blur: a `UIVisualEffectView` whose fade is the effect's strength, as in
  /// the UIKit layer's menu host — never its alpha or an ancestor's, which Apple documents as
  /// breaking the effect ("…alpha values look incorrect or not show up at all":
  /// https://developer.apple.com/documentation/uikit/uivisualeffectview). The strength follows
  /// a paused property animator's `fractionComplete`, stopped whenever the fade reaches an end
  /// or the view leaves its window (a paused animator must not be released:
  /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator).
  @MainActor
  final class SideMenuFadingBlurView: UIView {
    private let effectView = UIVisualEffectView(effect: nil)
    private var effect: UIBlurEffect?
    private var style: UIBlurEffect.Style?
    private var fade: UIViewPropertyAnimator?

    override init(frame: CGRect) {
      super.init(frame: frame)
      effectView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      effectView.frame = bounds
      addSubview(effectView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    /// Shows the blur at a strength.
    ///
    /// - Parameters:
    ///   - style: The blur.
    ///   - strength: 0…1: none to full.
    func show(_ style: UIBlurEffect.Style, strength: Double) {
      if style != self.style {
        stopFade()
        self.style = style
        effect = UIBlurEffect(style: style)
      }
      guard let effect else { return }
      if strength >= 1 || strength <= 0 || !strength.isFinite {
        stopFade()
        effectView.effect = strength >= 1 ? effect : nil
        return
      }
      if fade == nil {
        effectView.effect = nil
        let view = effectView
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
          view.effect = effect
        }
        animator.pauseAnimation()
        fade = animator
      }
      fade?.fractionComplete = CGFloat(strength)
    }

    private func stopFade() {
      fade?.stopAnimation(true)
      fade = nil
    }

    override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      guard newWindow == nil, fade != nil else { return }
      stopFade()
      effectView.effect = effect
    }
  }
#endif
