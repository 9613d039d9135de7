// Contract tests of the virtual clock: display links, view animations, property animators and
// main-queue work.
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct DisplayLinkContractTests {
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  // "The newly constructed display link retains the target."
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  // "…the display link releases the target."
  @Test func aDisplayLinkRetainsItsTargetUntilInvalidated() {
    _ = SimulatedDevice()
    weak var weakTarget: ActionTarget?
    let link: CADisplayLink
    do {
      let target = ActionTarget()
      weakTarget = target
      link = CADisplayLink(target: target, selector: ActionTarget.action)
    }
    #expect(weakTarget != nil)
    link.invalidate()
    #expect(weakTarget == nil)
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
  // A link fires only once added to a run loop ("Registers the display link with a run
  // loop"), and not while `isPaused` (the system suspends its notifications to
  // the target).
  @Test func aDisplayLinkFiresOnlyWhenAddedAndNotPaused() {
    let device = SimulatedDevice()
    let target = ActionTarget()
    let link = CADisplayLink(target: target, selector: ActionTarget.action)
    device.advance(by: 0.1)
    #expect(target.calls == 0)
    link.add(to: .main, forMode: .common)
    device.advance(by: 0.1)
    #expect(target.calls == 6, "60 Hz for 0.1 s")
    link.isPaused = true
    device.advance(by: 0.1)
    #expect(target.calls == 6)
    link.isPaused = false
    device.advance(by: 0.05)
    #expect(target.calls == 9)
    link.invalidate()
  }

  // https://developer.apple.com/documentation/quartzcore/optimizing-promotion-refresh-rates-for-iphone-13-pro-and-ipad-pro
  // Without `CADisableMinimumFrameDurationOnPhone` an iPhone caps display links at 60 Hz even
  // on a 120 Hz display; with it the link runs at the display's rate.
  @Test func aPhoneCapsDisplayLinksAtSixtyHertzWithoutTheHighFrameRateKey() {
    /// Calls in one second of a link asking for 120 Hz on a 120 Hz phone.
    func callsPerSecond(highFrameRateAllowed: Bool) -> Int {
      let device = SimulatedDevice(model: .iPhone15Pro, highFrameRateAllowed: highFrameRateAllowed)
      let target = ActionTarget()
      let link = CADisplayLink(target: target, selector: ActionTarget.action)
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      device.advance(by: 1)
      link.invalidate()
      return target.calls
    }
    #expect(callsPerSecond(highFrameRateAllowed: false) == 60)
    #expect(callsPerSecond(highFrameRateAllowed: true) == 120)
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
  // The link runs at the preferred rate (a rate the display can show).
  @Test func aDisplayLinkRunsAtItsPreferredRate() {
    let device = SimulatedDevice()
    let target = ActionTarget()
    let link = CADisplayLink(target: target, selector: ActionTarget.action)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
    link.add(to: .main, forMode: .common)
    device.advance(by: 1)
    #expect(target.calls == 30)
    link.invalidate()
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
  // ("The time interval that represents when the last frame displayed") and
  // …/targettimestamp ("The time interval that represents when the next frame displays"):
  // they are one frame apart, and the callback runs at `timestamp` on the virtual clock.
  @Test func timestampIsThisFrameAndTargetTimestampTheNext() {
    let device = SimulatedDevice()
    let target = ActionTarget()
    let link = CADisplayLink(target: target, selector: ActionTarget.action)
    link.add(to: .main, forMode: .common)
    device.advance(by: 0.05)
    #expect(!target.timestamps.isEmpty)
    for entry in target.timestamps {
      #expect(abs(entry.target - entry.timestamp - 1.0 / 60) < 1e-9)
      #expect(abs(entry.now - entry.timestamp) < 1e-9)
    }
    #expect(abs(link.duration - 1.0 / 60) < 1e-9)
    link.invalidate()
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  // "Removes the display link from all run loop modes" — it never fires again.
  @Test func anInvalidatedDisplayLinkNeverFiresAgain() {
    let device = SimulatedDevice()
    let target = ActionTarget()
    let link = CADisplayLink(target: target, selector: ActionTarget.action)
    link.add(to: .main, forMode: .common)
    device.advance(by: 0.05)
    let calls = target.calls
    link.invalidate()
    device.advance(by: 0.1)
    #expect(target.calls == calls)
    #expect(device.displayLinks.isEmpty)
  }

  // https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
  // `CACurrentMediaTime()` is the virtual clock: it moves only when the test advances it.
  @Test func theClockMovesOnlyWhenAdvanced() {
    let device = SimulatedDevice()
    let start = CACurrentMediaTime()
    device.runTurn()
    #expect(CACurrentMediaTime() == start)
    device.advance(by: 0.25)
    #expect(abs(CACurrentMediaTime() - start - 0.25) < 1e-9)
  }
}

@MainActor
@Suite(.serialized)
struct AnimationContractTests {
  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  // The changes are made to the views at once (what is on screen animates); "completion: A
  // block object to be executed when the animation sequence ends" — after the duration, never
  // inside the call.
  @Test func animateAppliesChangesNowAndCompletesAfterTheDuration() {
    let device = SimulatedDevice()
    let view = UIView()
    var finished: Bool?
    UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: { view.alpha = 0.5 }) {
      finished = $0
    }
    #expect(view.alpha == 0.5)
    #expect(finished == nil)
    device.advance(by: 0.28)
    #expect(finished == nil)
    device.advance(by: 0.03)
    #expect(finished == true)
  }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  // "delay: The amount of time (measured in seconds) to wait before beginning the animations"
  // — the completion comes after the delay and the duration.
  @Test func animateWithADelayCompletesAfterDelayPlusDuration() {
    let device = SimulatedDevice()
    var finished = false
    UIView.animate(withDuration: 0.2, delay: 0.3, options: [], animations: {}) { _ in
      finished = true
    }
    device.advance(by: 0.45)
    #expect(!finished)
    device.advance(by: 0.1)
    #expect(finished)
  }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  // "If the duration of the animation is 0, this block is performed at the beginning of the
  // next run loop cycle."
  @Test func aZeroDurationAnimationCompletesOnTheNextTurnNotSynchronously() {
    let device = SimulatedDevice()
    var finished = false
    UIView.animate(withDuration: 0, animations: {}) { _ in finished = true }
    #expect(!finished)
    device.runTurn()
    #expect(finished)
  }

  // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
  // https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
  // Starting runs the animations (the model values change at once); the completion gets
  // `.end` when the duration has passed; pausing ("…pauses a running animation at its current
  // position") freezes `fractionComplete`.
  @Test func aPropertyAnimatorCompletesAtTheEndAndPausingFreezesItsFraction() {
    let device = SimulatedDevice()
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { view.alpha = 0 }
    var position: UIViewAnimatingPosition?
    animator.addCompletion { position = $0 }
    animator.startAnimation()
    #expect(view.alpha == 0)
    #expect(animator.state == .active)
    device.advance(by: 0.2)
    animator.pauseAnimation()
    let paused = animator.fractionComplete
    #expect(abs(paused - 0.5) < 0.05)
    device.advance(by: 1)
    #expect(animator.fractionComplete == paused)
    #expect(position == nil)
    animator.startAnimation()
    device.advance(by: 0.25)
    #expect(position == .end)
    #expect(animator.state == .inactive)
  }

  // https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)
  // "Starts the animation after the specified delay … sets the state of the animator to
  // UIViewAnimatingState.active": the completion comes `delay` seconds after the duration.
  @Test func aPropertyAnimatorStartedAfterADelayCompletesThatMuchLater() {
    let device = SimulatedDevice()
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) {}
    var position: UIViewAnimatingPosition?
    animator.addCompletion { position = $0 }
    animator.startAnimation(afterDelay: 0.3)
    #expect(animator.state == .active)
    device.advance(by: 0.25)
    #expect(position == nil)
    #expect(animator.fractionComplete == 0)
    device.advance(by: 0.2)
    #expect(position == nil, "0.45 s: the delay plus most of the duration")
    device.advance(by: 0.1)
    #expect(position == .end)
  }

  // https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
  // Stopping with `withoutFinishing` true ends the animations without calling any completion
  // handler and returns the animator to the inactive state.
  @Test func stoppingAPropertyAnimatorWithoutFinishingRunsNoCompletion() {
    let device = SimulatedDevice()
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) {}
    var completed = false
    animator.addCompletion { _ in completed = true }
    animator.startAnimation()
    animator.stopAnimation(true)
    device.advance(by: 0.5)
    #expect(!completed)
    #expect(animator.state == .inactive)
  }
}

@MainActor
@Suite(.serialized)
struct RunLoopContractTests {
  // https://developer.apple.com/documentation/dispatch/dispatchqueue/async(group:qos:flags:execute:)
  // Main-queue work "returns immediately": it runs on the next turn of the run loop, never
  // inside the caller; work queued by such work runs on the turn after.
  @Test func mainQueueWorkRunsOnTheNextTurn() {
    let device = SimulatedDevice()
    var log: [String] = []
    SimulationRunLoop.main.perform {
      log.append("first")
      SimulationRunLoop.main.perform { log.append("second") }
    }
    #expect(log.isEmpty)
    SimulationRunLoop.main.runTurn()
    #expect(log == ["first"])
    SimulationRunLoop.main.runTurn()
    #expect(log == ["first", "second"])
    _ = device
  }
}

/// The wall clock and the uptime clock. Apple: `CACurrentMediaTime()` is `mach_absolute_time()`
/// in seconds (https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime);
/// `UITouch.timestamp` is "in seconds since system startup"
/// (https://developer.apple.com/documentation/uikit/uitouch/timestamp); `Date` counts from the
/// reference date, 1 Jan 2001 (https://developer.apple.com/documentation/foundation/date).
/// Device behaviour: the wall clock is stepped when the time is set; uptime never is.
@MainActor
@Suite(.serialized)
struct WallClockContractTests {
  @Test func theWallClockAndTheUptimeClockHaveDifferentEpochs() {
    let device = SimulatedDevice()
    let wall = SimulationDevice.wallClockNow().timeIntervalSinceReferenceDate
    #expect(wall - CACurrentMediaTime() > 7e8, "a 2026 date is ~8×10⁸ s after 2001, uptime is not")
    device.advance(by: 0.5)
    let later = SimulationDevice.wallClockNow().timeIntervalSinceReferenceDate
    #expect(abs(later - wall - 0.5) < 1e-6, "between steps both clocks run at one rate")
  }

  @Test func steppingTheWallClockLeavesUptimeTouchesAndDisplayLinksAlone() {
    let device = SimulatedDevice()
    let uptime = CACurrentMediaTime()
    let wall = SimulationDevice.wallClockNow()
    device.setWallClock(by: -3_600)
    #expect(CACurrentMediaTime() == uptime)
    #expect(abs(SimulationDevice.wallClockNow().timeIntervalSince(wall) + 3_600) < 1e-6)
    device.setWallClock(by: 7_200)
    #expect(abs(SimulationDevice.wallClockNow().timeIntervalSince(wall) - 3_600) < 1e-6)
    device.setWallClock(by: .nan)
    device.setWallClock(by: -.infinity)
    #expect(abs(SimulationDevice.wallClockNow().timeIntervalSince(wall) - 3_600) < 1e-6)
    let root = UIViewController()
    device.show(root)
    let view = root.view!
    var stamps: [TimeInterval] = []
    let recognizer = ClosureTapRecognizer { stamps.append($0) }
    view.addGestureRecognizer(recognizer)
    device.tap(at: CGPoint(x: 100, y: 100))
    device.runUntilIdle()
    #expect(
      stamps.allSatisfy { abs($0 - CACurrentMediaTime()) < 1 }, "touches on uptime: \(stamps)")
  }
}

/// Records each touch's `timestamp` as it begins.
@MainActor
private final class ClosureTapRecognizer: UIGestureRecognizer {
  let record: (TimeInterval) -> Void
  init(_ record: @escaping (TimeInterval) -> Void) {
    self.record = record
    super.init(target: nil, action: nil)
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { record(touch.timestamp) }
  }
}
