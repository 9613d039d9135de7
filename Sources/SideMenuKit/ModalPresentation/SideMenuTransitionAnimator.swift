#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The animation controller UIKit requires alongside an interaction controller. UIKit starts
  /// interactive transitions through ``SideMenuInteractiveTransition``; should it call
  /// `animateTransition(using:)` instead, the same start path runs.
  @MainActor
  final class SideMenuTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var interaction: SideMenuInteractiveTransition?

    init(interaction: SideMenuInteractiveTransition?) {
      self.interaction = interaction
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    {
      // UIKit uses this only for others' alongside animations and the coordinator's
      // `transitionDuration`; the menu itself moves on the engine's clock.
      interaction?.nominalDuration ?? 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      if let interaction {
        interaction.start(transitionContext)
      } else {
        // No engine transition to drive it (should not happen): finish at once rather than
        // leave UIKit waiting forever.
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }
#endif
