#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The view that carries the menu: the menu controller's view fills it, an optional blur sits
  /// behind that, and the host's transform, alpha and shadow are the engine's menu frame.
  ///
  /// It is also where the menu's keyboard and VoiceOver escape land: it becomes first responder
  /// when the menu opens, offers the Escape key command, and answers VoiceOver's two-finger
  /// scrub (`accessibilityPerformEscape`), which UIKit sends up the view hierarchy from the
  /// focused element.
  @MainActor
  final class SideMenuMenuHostView: UIView {
    var onEscape: (() -> Void)?
    private var blurView: UIVisualEffectView?
    private(set) weak var menuView: UIView?

    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.masksToBounds = false
      layer.shadowOffset = .zero
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    /// Puts the menu's view in the host, filling it.
    func embed(_ view: UIView) {
      guard view !== menuView else { return }
      menuView?.removeFromSuperview()
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
      menuView = view
    }

    /// Shows a blur behind the menu, or none. Skipped while Reduce Transparency is on, as the
    /// system does for its own materials.
    func setBlur(_ style: UIBlurEffect.Style?) {
      blurView?.removeFromSuperview()
      blurView = nil
      guard let style, !UIAccessibility.isReduceTransparencyEnabled else { return }
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
      blur.frame = bounds
      blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      insertSubview(blur, at: 0)
      blurView = blur
    }

    override var canBecomeFirstResponder: Bool { true }

    /// Escape closes the menu. `wantsPriorityOverSystemBehavior` stays `false` (the default):
    /// text input sees the key first (Escape cancels a marked-text composition in a search
    /// field inside the menu), and the command gets it when text input does not use it.
    /// https://developer.apple.com/documentation/uikit/uikeycommand/wantspriorityoversystembehavior
    override var keyCommands: [UIKeyCommand]? {
      [
        UIKeyCommand(
          input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escapePressed(_:)))
      ]
    }

    @objc private func escapePressed(_ command: UIKeyCommand) {
      onEscape?()
    }

    override func accessibilityPerformEscape() -> Bool {
      onEscape?()
      return true
    }
  }
#endif
