#if os(iOS)
  import UIKit

  /// The dimming view over the content while a menu is shown. Tapping it, or activating it with
  /// VoiceOver (it is a button labelled "Close menu"), closes the menu when the configuration
  /// allows.
  ///
  /// Its dimming is its background colour's alpha rather than the view's `alpha`, because
  /// UIKit does not hit-test views whose alpha is below 0.01: a style without dimming still has
  /// a scrim that catches the tap meant to close the menu.
  @MainActor
  final class SideMenuScrimView: UIView {
    var onActivate: (() -> Void)?
    var onEscape: (() -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      accessibilityTraits = .button
      // Until the engine says the content is covered, touches fall through to the content and
      // VoiceOver sees no "Close menu" button (`setContentInteractionEnabled` turns both on).
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    override func accessibilityActivate() -> Bool {
      onActivate?()
      return true
    }

    override func accessibilityPerformEscape() -> Bool {
      onEscape?()
      return true
    }
  }
#endif
