#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The dimming view over the content while a menu is shown. Tapping it, or activating it with
  /// VoiceOver (it is a button labelled "Close menu"), closes the menu when the configuration
  /// allows.
  ///
  /// The dimming is a subview whose `alpha` the stage sets from the engine's frame
  /// (``SideMenuStage``); the scrim's own `alpha` stays 1, because hit-testing "ignores view
  /// objects that are hidden, that have disabled user interactions, or have an alpha level
  /// less than 0.01": a style without dimming still has a scrim that catches the tap meant to
  /// close the menu.
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
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

    /// While a motion plays on the render server, touches land where the scrim is drawn, and
    /// not at all once it is drawn hidden (``SideMenuDrawnHitTesting``).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let drawn = SideMenuDrawnHitTesting.drawnPoint(point, in: self) else { return nil }
      return super.hitTest(drawn, with: event)
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
