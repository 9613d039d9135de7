#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The interaction controller of every side-menu presentation and dismissal, animated or
  /// dragged alike.
  ///
  /// Why not `UIPercentDrivenInteractiveTransition`: it scrubs a UIKit animation by percent and,
  /// on release, lets UIKit finish it with UIKit's own curve and duration — a second source of
  /// timing and a second place that decides. Here the engine draws every frame (from the
  /// finger, then from its spring or curve) and says when and how the transition ends, so this
  /// object only keeps the transition context and relays the engine's verdict.
  /// `wantsInteractiveStart` is `true` even for a button-triggered, animated open, because the
  /// engine drives that one frame by frame too — and because UIKit keeps delivering touches
  /// during an interactive transition, which is what lets a tap on the scrim interrupt an
  /// opening and send the menu back from where it is.
  @MainActor
  final class SideMenuInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    let transition: SideMenuTransition
    private weak var owner: SideMenuPresentation?
    private(set) var context: (any UIViewControllerContextTransitioning)?
    private var pendingEnd: Bool?
    private(set) var isEnded = false

    init(transition: SideMenuTransition, owner: SideMenuPresentation) {
      self.transition = transition
      self.owner = owner
    }

    var wantsInteractiveStart: Bool { true }

    /// The engine's nominal duration for this transition, in seconds. UIKit uses it only for
    /// others' alongside animations; the menu itself moves on the engine's clock.
    var nominalDuration: TimeInterval {
      owner?.driver.nominalDuration(for: transition) ?? 0
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
      start(transitionContext)
    }

    /// Stores the context (once) and lets the presentation put its views in place. If the
    /// engine already ended the transition (an unanimated open or close reaches its end in the
    /// same event that began it, before UIKit has started the transition), it ends now.
    func start(_ transitionContext: any UIViewControllerContextTransitioning) {
      guard context == nil, !isEnded else { return }
      context = transitionContext
      owner?.transitionDidStart(self, in: transitionContext)
      if let pendingEnd { end(completed: pendingEnd) }
    }

    /// Reports the engine's progress to UIKit, which drives alongside animations others
    /// registered with the transition coordinator.
    func update(percentComplete: CGFloat) {
      guard !isEnded else { return }
      context?.updateInteractiveTransition(percentComplete)
    }

    /// Ends the transition as the engine decided: `completed` is exactly UIKit's
    /// `completeTransition(_:)` argument. The modal seed tutorial (`docs/seed-tutorials.md`) needed a hand-kept `isCanceled` flag
    /// because it read `finished` from an animation's completion, which is `true` whether the
    /// transition was cancelled or not; there is no such animation here, so no such flag.
    func end(completed: Bool) {
      guard !isEnded else { return }
      guard let context else {
        pendingEnd = completed
        return
      }
      isEnded = true
      // finish/cancel first, then `completeTransition(_:)`, which an interactive transition
      // must call in addition to them:
      // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
      if completed {
        context.finishInteractiveTransition()
      } else {
        context.cancelInteractiveTransition()
      }
      context.completeTransition(completed)
      // UIKit is done with the context: holding it would keep the whole transition — the
      // presentation controller and the menu — alive.
      self.context = nil
      owner?.transitionDidEnd(self, completed: completed)
    }
  }
#endif
