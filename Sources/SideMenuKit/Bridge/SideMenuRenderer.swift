#if os(iOS)
  import UIKit
  import SideMenuCore

  /// What each of the three modes (modal presentation, container, in-place overlay) supplies to
  /// the shared ``SideMenuDriver``: where the menu lives and how the engine's effects land on its
  /// views. A renderer maps effects; it never decides anything.
  @MainActor
  protocol SideMenuRenderer: AnyObject {
    /// The views every mode shares (menu host, scrim, content shadow).
    var stage: SideMenuStage { get }

    /// The view whose bounds, safe area and layout direction are the engine's container, and in
    /// whose coordinate space touches are measured. `nil` while there is none (no window yet).
    var coordinateView: UIView? { get }

    /// The view whose layout direction the menu follows (the content's); by default the
    /// coordinate view.
    var layoutDirectionView: UIView? { get }

    /// A transition starts: present / dismiss, add the menu's views.
    func sideMenuBeginTransition(_ transition: SideMenuTransition)

    /// A transition ends: `completeTransition(completed)`, remove views that are gone.
    func sideMenuEndTransition(_ transition: SideMenuTransition, completed: Bool)

    /// Draw one frame.
    func sideMenuApply(_ frame: SideMenuFrameState)

    /// Let the content receive touches or not.
    func sideMenuSetContentInteractionEnabled(_ enabled: Bool)

    /// Accessibility work (modal menu, focus).
    func sideMenuAccessibility(_ effect: SideMenuAccessibilityEffect)
  }

  extension SideMenuRenderer {
    var layoutDirectionView: UIView? { coordinateView }

    /// Every mode does the same: the scrim takes the touches the content must not get.
    func sideMenuSetContentInteractionEnabled(_ enabled: Bool) {
      stage.setContentInteractionEnabled(enabled)
    }

    /// Every mode does the same: the stage's menu host becomes modal and takes focus.
    func sideMenuAccessibility(_ effect: SideMenuAccessibilityEffect) {
      stage.accessibility(effect)
    }
  }

#endif
