// Contract tests of UIKit's own block animations as the render server draws them (issue 31):
// the model takes the block's values at once (Apple: changes to animatable properties in the
// block are applied to the model immediately), what is drawn (`presentation()`) moves from
// the old values to the new over the duration with the options' curve, and shows the model
// once the animation ends.
// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
// https://developer.apple.com/documentation/quartzcore/calayer/presentation()
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct UIKitAnimationDrawingContractTests {
  private func view(in device: SimulatedDevice) -> UIView {
    let root = UIViewController()
    device.show(root)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(view)
    device.runTurn()
    return view
  }

  @Test func aBlockAnimationIsDrawnOverItsDurationAndTheModelIsAtTheEndAtOnce() {
    let device = SimulatedDevice()
    let view = view(in: device)
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear],
      animations: {
        view.center = CGPoint(x: 250, y: 50)
        view.alpha = 0
      }, completion: { finished = $0 })
    #expect(view.center.x == 250 && view.alpha == 0, "the model at once")
    device.runTurn()
    #expect(abs((view.layer.presentation()?.position.x ?? .nan) - 50) < 1e-6, "drawn from the old")
    device.advance(by: 0.5)
    #expect(abs((view.layer.presentation()?.position.x ?? .nan) - 150) < 1e-6, "half-way")
    #expect(abs(Double(view.layer.presentation()?.opacity ?? .nan) - 0.5) < 1e-6)
    #expect(abs(view.simulationPresentedFrameInWindow.midX - 150) < 1e-6)
    #expect(finished == nil)
    device.advance(by: 0.55)
    #expect(view.layer.presentation()?.position.x == 250, "the model once it ended")
    #expect(finished == true)
  }

  // The options' curve: ease-in-out by default (Apple: `curveEaseInOut` "the default"), drawn
  // with Core Animation's ease-in-ease-out timing function; a delay holds the old value.
  @Test func theCurveAndTheDelayAreDrawn() {
    let device = SimulatedDevice()
    let view = view(in: device)
    UIView.animate(
      withDuration: 1, delay: 0.5, options: [],
      animations: {
        view.transform = CGAffineTransform(translationX: 100, y: 0)
      })
    device.runTurn()
    device.advance(by: 0.4)
    #expect(view.simulationPresentedGeometry.transform.tx == 0, "delayed: the old value")
    device.advance(by: 0.35)
    let expected = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25) * 100
    #expect(abs(Double(view.simulationPresentedGeometry.transform.tx) - expected) < 1e-6)
    #expect(expected < 25, "eased, not linear")
  }

  // https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:) —
  // changes in it are drawn at once (at the commit), also inside an animation block.
  @Test func performWithoutAnimationIsNotDrawnOverTime() {
    let device = SimulatedDevice()
    let view = view(in: device)
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { view.alpha = 0.2 }
    }
    device.runTurn()
    #expect(abs(Double(view.layer.presentation()?.opacity ?? .nan) - 0.2) < 1e-6)
    #expect(view.layer.animationKeys() == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator — a property
  // animator is drawn as it runs; pauseAnimation() "pauses a running animation at its current
  // position"; setting `fractionComplete` on a paused one moves what is drawn there; stopping
  // leaves the model drawn.
  // https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
  // https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
  @Test func aPropertyAnimatorIsDrawnAsItRunsPausesAndScrubs() {
    let device = SimulatedDevice()
    let view = view(in: device)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 250, y: 50)
    }
    animator.startAnimation()
    #expect(view.center.x == 250, "the model at once")
    device.runTurn()
    device.advance(by: 0.25)
    #expect(abs(view.simulationPresentedGeometry.center.x - 100) < 1e-6, "a quarter of the way")
    animator.pauseAnimation()
    device.runTurn()
    device.advance(by: 0.5)
    #expect(abs(view.simulationPresentedGeometry.center.x - 100) < 1e-6, "held while paused")
    animator.fractionComplete = 0.75
    device.runTurn()
    #expect(abs(view.simulationPresentedGeometry.center.x - 200) < 1e-6, "scrubbed")
    animator.startAnimation()
    device.runTurn()
    device.advance(by: 0.125)
    #expect(abs(view.simulationPresentedGeometry.center.x - 225) < 1e-6, "continues from there")
    // Stopping "sets the values of any animatable properties to their current values".
    animator.stopAnimation(false)
    #expect(abs(view.center.x - 225) < 1e-6, "the model where it was drawn")
    device.runTurn()
    #expect(abs(view.simulationPresentedGeometry.center.x - 225) < 1e-6, "and drawn there")
    animator.finishAnimation(at: .start)
    device.runTurn()
    #expect(view.center.x == 50, "finished at the start: the values before the blocks")
    #expect(view.simulationPresentedGeometry.center.x == 50)
  }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly —
  // default true: "the animator uses a linear timing function during scrubbing"; false: "uses
  // its specified timing information". An ease-in scrubbed to 0.5 is drawn halfway (linear) or
  // where the curve is at half its time (well short of halfway).
  @Test(arguments: [true, false])
  func aPausedAnimatorScrubsLinearlyUnlessToldNot(linearly: Bool) {
    let device = SimulatedDevice()
    let view = view(in: device)
    let start = view.center.x
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) {
      view.center = CGPoint(x: start + 200, y: view.center.y)
    }
    #expect(animator.scrubsLinearly, "Apple: the default is true")
    animator.scrubsLinearly = linearly
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    device.runTurn()
    let drawn = view.simulationPresentedGeometry.center.x - start
    if linearly {
      #expect(abs(drawn - 100) < 1e-6, "halfway: \(drawn)")
    } else {
      #expect(drawn < 80, "the ease-in's value at half time: \(drawn)")
    }
    animator.stopAnimation(true)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  // — "Runs the specified animations at the same time as the view controller transition
  // animations": an animated push's alongside animations are drawn over the push's duration.
  @Test func aPushsAlongsideAnimationsAreDrawnOverItsDuration() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    navigation.view.addSubview(badge)
    device.runTurn()
    navigation.pushViewController(UIViewController(), animated: true)
    guard let coordinator = navigation.transitionCoordinator else {
      Issue.record("an animated push has a coordinator")
      return
    }
    let duration = coordinator.transitionDuration
    #expect(duration > 0)
    coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
    device.runTurn()
    #expect(badge.alpha == 0, "the model at once")
    let drawnAtStart = Double(badge.layer.presentation()?.opacity ?? .nan)
    device.advance(by: duration / 2)
    let drawnMidway = Double(badge.layer.presentation()?.opacity ?? .nan)
    #expect(drawnAtStart > 0.9, "drawn from the old value: \(drawnAtStart)")
    #expect(drawnMidway > 0.2 && drawnMidway < 0.8, "on its way: \(drawnMidway)")
    device.runUntilIdle()
    #expect(badge.layer.presentation()?.opacity == 0)
  }
  // The same page: `viewWillAppear(_:)` is where apps queue them ("…the transition coordinator
  // … is available in viewWillAppear", UIViewController.transitionCoordinator:
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator) —
  // before the push's animations begin; they are drawn over the push's duration all the same.
  @Test func alongsideAnimationsQueuedBeforeAPushBeginsAreDrawnOverItsDuration() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    navigation.view.addSubview(badge)
    device.runTurn()
    let pushed = AlongsideInWillAppear { badge.alpha = 0 }
    navigation.pushViewController(pushed, animated: true)
    #expect(pushed.queued, "the coordinator was there in viewWillAppear")
    let duration = navigation.transitionCoordinator?.transitionDuration ?? 0.35
    device.runTurn()
    #expect(badge.alpha == 0, "the model at once")
    let drawnAtStart = Double(badge.layer.presentation()?.opacity ?? .nan)
    device.advance(by: duration / 2)
    let drawnMidway = Double(badge.layer.presentation()?.opacity ?? .nan)
    #expect(drawnAtStart > 0.9, "drawn from the old value: \(drawnAtStart)")
    #expect(drawnMidway > 0.2 && drawnMidway < 0.8, "on its way: \(drawnMidway)")
    device.runUntilIdle()
    #expect(badge.layer.presentation()?.opacity == 0)
  }
}

/// Queues an alongside animation in `viewWillAppear(_:)`, as apps do.
@MainActor
private final class AlongsideInWillAppear: UIViewController {
  let animation: () -> Void
  private(set) var queued = false
  init(_ animation: @escaping () -> Void) {
    self.animation = animation
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else { return }
    queued = coordinator.animate(alongsideTransition: { _ in self.animation() }, completion: nil)
  }
}
