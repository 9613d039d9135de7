// Contract test of touches during a custom interactive transition (issue 31): UIKit delivers
// touches while the transition is interactive (the interaction controller tracks them: "While
// tracking user events, gesture recognizers or your interactive animator objects should call
// this method regularly"); once it calls `finishInteractiveTransition()` or
// `cancelInteractiveTransition()` — "stop tracking events" — the rest of the transition runs
// non-interactively until `completeTransition(_:)`, and touches are ignored then (Apple is
// silent on touches in that remainder: the stricter reading, as for a non-interactive
// transition, long-known device behaviour).
// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct InteractiveTransitionTouchesContractTests {
  @Test(arguments: [true, false])
  func touchesReachTheAppOnlyWhileTheTransitionIsInteractive(finishes: Bool) {
    let delegate = RecordingTransitioningDelegate()
    delegate.interactor = RecordingInteractor(log: delegate.log)
    let (device, root) = deviceWithRoot()
    let presented = LoggingController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: true)
    device.runTurn()
    guard let context = delegate.interactor?.context else {
      Issue.record("the interaction controller was started")
      return
    }
    var taps = 0
    let button = UIButton(frame: CGRect(x: 100, y: 300, width: 80, height: 80))
    context.containerView.addSubview(button)
    button.simulationAddAction(for: .touchUpInside) { taps += 1 }
    let point = CGPoint(x: 140, y: 340)
    context.updateInteractiveTransition(0.4)
    device.tap(at: point)
    #expect(taps == 1, "interactive: the tap reaches the app")
    if finishes {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    device.tap(at: point)
    #expect(taps == 1, "after finish/cancel, before completeTransition: ignored")
    context.completeTransition(finishes)
    device.runUntilIdle()
    if finishes {
      device.tap(at: point)
      #expect(taps == 2, "completed: touches reach the app again")
    }
  }
}
