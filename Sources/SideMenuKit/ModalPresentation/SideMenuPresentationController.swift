#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The presentation controller of a modal side menu: it hands UIKit the menu's host view and
  /// frame (both from the engine), tells the ``SideMenuPresentation`` when to put the scrim and
  /// content stand-in into the container and when to take them out, and forwards layout changes
  /// (rotation, split-screen resizing) to the engine.
  @MainActor
  final class SideMenuPresentationController: UIPresentationController {
    /// Strong on purpose while the menu is presented: UIKit keeps the presentation controller
    /// for as long as the menu is presented, so the app need not keep the
    /// ``SideMenuPresentation`` of a one-call `presentSideMenu` alive. Released once the menu
    /// is gone: the dismissed menu controller may keep its presentation controller, and the
    /// presentation (whose menu factory may hold that controller) must not be kept by it.
    private var owner: SideMenuPresentation?

    init(
      presentedViewController: UIViewController, presenting: UIViewController?,
      owner: SideMenuPresentation
    ) {
      self.owner = owner
      super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    /// The menu's host (an ancestor of the menu's view, as UIKit requires), which carries the
    /// engine's transform, shadow and blur.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
    override var presentedView: UIView? { owner?.stage.menuHost ?? super.presentedView }

    /// The presenting view stays in the window: the menu covers only part of it (the
    /// documented reason to return `false`; `super` is not called, as the page asks).
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
    override var shouldRemovePresentersView: Bool { false }

    /// The engine's untransformed menu frame.
    /// The menu's resting open frame: UIKit reads it at times of its own choosing, and a
    /// frame that followed a spring's overshoot would be wrong by then.
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let owner, let edge = owner.driver.visibleEdge else {
        return super.frameOfPresentedViewInContainerView
      }
      return CGRect(owner.driver.restingFrameState(for: edge, at: .open).menuFrame)
    }

    /// Inserts the scrim (and, for styles that move the content above the menu, the content's
    /// stand-in) before the transition starts.
    override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      guard let containerView else { return }
      owner?.presentationWillBegin(in: containerView, presentingView: presentingViewController.view)
    }

    /// A cancelled presentation leaves nothing behind: the views added in
    /// `presentationTransitionWillBegin` go, as the page asks.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
    override func presentationTransitionDidEnd(_ completed: Bool) {
      super.presentationTransitionDidEnd(completed)
      guard !completed else { return }
      owner?.tearDown()
      owner = nil
    }

    /// The scrim and the content's stand-in go only once the dismissal has completed; a
    /// cancelled dismissal keeps the menu as it was.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
    override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      owner?.dismissalWillBegin()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      guard completed else { return }
      owner?.tearDown()
      owner = nil
    }

    /// Size, safe-area and layout-direction changes reach the engine from here (rotation
    /// included); it answers with a new frame, or closes the menu if configured to.
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      owner?.sizeWillChange(with: coordinator)
    }

    override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      owner?.containerWillLayout()
    }
  }
#endif
