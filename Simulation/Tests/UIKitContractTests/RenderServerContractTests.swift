// Contract tests of a busy main thread and of explicit Core Animation animations: the render
// server plays animations by media time alone, so what is on screen (the presentation value)
// keeps moving while the main thread stalls; the main thread's callbacks wait for it.
import Testing
import UIKit
import UIKitSimulation

/// Records animation delegate calls.
@MainActor
final class AnimationRecorder: CAAnimationDelegate {
  var events: [String] = []
  func animationDidStart(_ anim: CAAnimation) { events.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop \(flag)")
  }
}

@MainActor
@Suite(.serialized)
struct MainThreadStallContractTests {
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink (timestamp: the last
  // vsync; targetTimestamp: the next). A busy main thread gets one late callback at the first
  // vsync after it is free, not one per missed vsync (device behaviour).
  @Test func aDisplayLinkFiresOnceAtTheNextVsyncAfterAStall() {
    let device = SimulatedDevice()
    let target = ActionTarget()
    let link = CADisplayLink(target: target, selector: ActionTarget.action)
    link.add(to: .main, forMode: .common)
    device.advance(by: 0.05)
    let before = target.calls
    let lastTimestamp = target.timestamps.last?.timestamp ?? 0
    device.stallMainThread(for: 0.120)
    #expect(target.calls == before, "nothing on the main thread runs during the stall")
    device.advance(by: device.frameInterval)
    #expect(target.calls == before + 1, "one callback, not one per missed vsync")
    let late = target.timestamps[target.timestamps.count - 1]
    // 3 frames before, 120 ms = 7.2 frames of stall: the first vsync after it is the 8th.
    #expect(abs(late.timestamp - lastTimestamp - 8 * device.frameInterval) < 1e-9)
    #expect(abs(late.target - late.timestamp - device.frameInterval) < 1e-9)
    link.invalidate()
  }

  // Main-queue work and animation completions wait for the main thread.
  @Test func queuedWorkAndCompletionsWaitForTheStallToEnd() {
    let device = SimulatedDevice()
    var log: [String] = []
    UIView.animate(withDuration: 0.05, animations: {}) { _ in log.append("completion") }
    device.stallMainThread(for: 0.2) {
      SimulationRunLoop.main.perform { log.append("async") }
      device.advance(by: 0.1)
      #expect(log.isEmpty)
    }
    device.advance(by: device.frameInterval)
    #expect(log.contains("completion"))
    #expect(log.contains("async"))
  }

  // https://developer.apple.com/documentation/uikit/uitouch/timestamp — touches during a stall
  // are delivered after it, in order, with the times they happened (device behaviour: the
  // system queues a busy app's events).
  @Test func touchesDuringAStallArriveAfterItInOrderWithTheirOwnTimes() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let target = ActionTarget()
    var times: [TimeInterval] = []
    var deliveredAt: [TimeInterval] = []
    let pan = UIPanGestureRecognizer(target: target, action: ActionTarget.action)
    target.onCall = { _ in
      deliveredAt.append(device.now)
    }
    root.view.addGestureRecognizer(pan)
    let recorder = TouchTimes()
    pan.delegate = recorder
    let start = device.now
    device.stallMainThread(for: 0.2) {
      device.advance(by: 0.02)
      let finger = device.touchDown(at: CGPoint(x: 100, y: 300))
      times.append(device.now)
      for step in 1...5 {
        device.advance(by: 0.01)
        finger.move(to: CGPoint(x: 100 + 20 * CGFloat(step), y: 300))
      }
      finger.lift()
      #expect(target.calls == 0, "nothing delivered while busy")
      #expect(recorder.timestamps.isEmpty)
    }
    #expect(target.calls > 0)
    #expect(deliveredAt.allSatisfy { $0 >= start + 0.2 - 1e-9 })
    #expect(abs((recorder.timestamps.first ?? 0) - times[0]) < 1e-9, "the touch's own time")
    #expect(target.states.last == .ended)
    #expect(target.translations.last.map { abs($0.x - 100) < 1e-9 } == true)
  }

  // While busy, the vsyncs go on and observers see each one.
  @Test func framesAreShownDuringAStall() {
    let device = SimulatedDevice()
    var shown: [TimeInterval] = []
    device.onFrameShown = { shown.append($0) }
    device.stallMainThread(for: 0.1)
    #expect(shown.count == 6)
    device.onFrameShown = nil
  }
}

/// Keeps the timestamps of the touches a recognizer receives.
@MainActor
final class TouchTimes: NSObject, UIGestureRecognizerDelegate {
  var timestamps: [TimeInterval] = []
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    timestamps.append(touch.timestamp)
    return true
  }
}

@MainActor
@Suite(.serialized)
struct CoreAnimationContractTests {
  private func layer(in device: SimulatedDevice) -> (UIView, CALayer) {
    let root = UIViewController()
    device.show(root)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(view)
    return (view, view.layer)
  }

  private func x(_ layer: CALayer) -> CGFloat { layer.presentation()?.position.x ?? .nan }

  /// A basic animation of `position` along y = 50 from x `from` to x `to`.
  private func move(from: CGFloat, to: CGFloat, duration: CFTimeInterval) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "position")
    animation.fromValue = CGPoint(x: from, y: 50)
    animation.toValue = CGPoint(x: to, y: 50)
    animation.duration = duration
    return animation
  }

  // https://developer.apple.com/documentation/uikit/uiview/center — a view's layer position
  // is its centre; its opacity its alpha; its transform its affine transform.
  @Test func aViewBackedLayerHasItsViewsGeometry() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    view.center = CGPoint(x: 10, y: 20)
    view.alpha = 0.5
    view.transform = CGAffineTransform(translationX: 7, y: 0)
    #expect(layer.position == CGPoint(x: 10, y: 20))
    #expect(layer.opacity == 0.5)
    #expect(layer.transform.m41 == 7)
    layer.position = CGPoint(x: 3, y: 4)
    #expect(view.center == CGPoint(x: 3, y: 4))
  }

  // https://developer.apple.com/documentation/quartzcore/cabasicanimation — from/to
  // interpolate; the model value is untouched ("presentation" vs model); the render server
  // keeps playing while the main thread is busy.
  @Test func aBasicAnimationPlaysByTimeAlsoDuringAStall() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    view.center = CGPoint(x: 100, y: 50)
    layer.add(move(from: 0, to: 100, duration: 1), forKey: "move")
    // On screen from the commit that delivers it (the end of the turn).
    device.runTurn()
    let start = device.now
    #expect(abs(x(layer) - 0) < 1e-6)
    device.stallMainThread(for: 0.5) {
      device.advance(by: 0.25)
      #expect(abs(x(layer) - 25) < 1e-6, "on screen: moving while the main thread is busy")
      device.advance(by: 0.25)
    }
    #expect(abs(device.now - start - 0.5) < 1e-9)
    #expect(abs(x(layer) - 50) < 1e-6)
    #expect(layer.position.x == 100, "the model keeps its value")
    device.advance(by: 0.6)
    #expect(layer.animation(forKey: "move") == nil, "removed on completion (default)")
    #expect(abs(x(layer) - 100) < 1e-6)
  }

  // https://developer.apple.com/documentation/quartzcore/catransaction — "Implicit
  // transactions are created automatically when the layer tree is modified by a thread without
  // an active transaction and are committed automatically when the thread's runloop next
  // iterates": a change is on screen (and in `presentation()`) only from the turn's commit.
  @Test func aChangeIsDrawnOnlyFromTheTurnsCommit() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    device.runTurn()
    view.center = CGPoint(x: 200, y: 50)
    view.alpha = 0.5
    #expect(layer.position.x == 200, "the model has it at once")
    #expect(layer.presentation()?.position.x == 50, "not drawn before the commit")
    #expect(view.simulationPresentedFrameInWindow.minX == 0)
    #expect(layer.presentation()?.opacity == 1)
    device.runTurn()
    #expect(layer.presentation()?.position.x == 200)
    #expect(view.simulationPresentedFrameInWindow.minX == 150)
    #expect(layer.presentation()?.opacity == 0.5)
  }

  // The same when the main thread is busy inside the turn, before its commit: the render server
  // keeps drawing what it had, and an animation added in that turn starts at the commit that
  // delivers it — a begin time of 0 becomes the commit's time (Apple is silent on whether the
  // add or the commit stamps it; the later is the stricter reading).
  // https://developer.apple.com/documentation/avfoundation/avcoreanimationbegintimeatzero
  @Test func anAnimationAddedBeforeAStallInTheSameTurnStartsAtTheCommit() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    device.runTurn()
    view.center = CGPoint(x: 150, y: 50)
    layer.add(move(from: 50, to: 150, duration: 0.5), forKey: "move")
    var drawn: [CGFloat] = []
    device.onFrameShown = { _ in drawn.append(self.x(layer)) }
    device.stallMainThreadInCurrentTurn(for: 0.2)
    #expect(!drawn.isEmpty && drawn.allSatisfy { $0 == 50 }, "still during the stall: \(drawn)")
    let commit = device.now
    device.runTurn()
    #expect(layer.animation(forKey: "move")?.beginTime == commit)
    #expect(abs(x(layer) - 50) < 1e-6, "starts from its beginning at the commit")
    device.advance(by: 0.25)
    #expect(abs(x(layer) - 100) < 1e-6)
    device.onFrameShown = nil
  }

  // https://developer.apple.com/documentation/quartzcore/catransaction/flush() — "Flushes any
  // extant implicit transaction. … Delays the commit until any nested explicit transactions
  // have completed"; https://developer.apple.com/documentation/quartzcore/catransaction/commit()
  // — an explicit transaction nested in the turn's implicit one reaches the screen with it.
  @Test func explicitTransactionsCommitWithTheTurnAndFlushCommitsNow() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    device.runTurn()
    CATransaction.begin()
    view.center = CGPoint(x: 200, y: 50)
    CATransaction.commit()
    #expect(layer.presentation()?.position.x == 50, "nested in the turn's transaction")
    CATransaction.flush()
    #expect(layer.presentation()?.position.x == 200, "flushed")
    CATransaction.begin()
    view.center = CGPoint(x: 300, y: 50)
    CATransaction.flush()
    #expect(layer.presentation()?.position.x == 200, "the flush waits for the explicit one")
    CATransaction.commit()
    #expect(layer.presentation()?.position.x == 300)
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:) — copied when
  // added; https://developer.apple.com/documentation/avfoundation/avcoreanimationbegintimeatzero
  // — a begin time of 0 means now; a begin time on the media clock delays the start.
  @Test func anAddedAnimationIsACopyAndBeginTimeIsMediaTime() {
    let device = SimulatedDevice()
    let (_, layer) = layer(in: device)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = 1
    animation.beginTime = CACurrentMediaTime() + 0.5
    layer.add(animation, forKey: "fade")
    animation.toValue = 0.0  // not propagated
    device.advance(by: 0.25)
    #expect(layer.presentation()?.opacity == 1, "before its begin time: no effect (no fill)")
    device.advance(by: 0.75)
    #expect(abs(Double(layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
    let copy = layer.animation(forKey: "fade") as? CABasicAnimation
    #expect((copy?.toValue as? Double) == 1.0)
  }

  // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode
  @Test func fillModesHoldTheEndsAndRemovalEndsTheEffect() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    view.alpha = 1
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.2
    animation.toValue = 0.4
    animation.duration = 0.1
    animation.beginTime = CACurrentMediaTime() + 0.1
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    layer.add(animation, forKey: "a")
    device.runTurn()
    #expect(abs(Double(layer.presentation()?.opacity ?? 0) - 0.2) < 1e-6, "backwards fill")
    device.advance(by: 0.5)
    #expect(abs(Double(layer.presentation()?.opacity ?? 0) - 0.4) < 1e-6, "forwards fill")
    #expect(layer.animationKeys() == ["a"])
    layer.removeAnimation(forKey: "a")
    #expect(layer.presentation()?.opacity == 1, "the model value again")
    #expect(layer.animationKeys() == nil)
  }

  // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation — linear with key
  // times, discrete (n + 1 key times), paced, invalid key times ignored.
  @Test func keyframeAnimationsFollowTheirCalculationMode() {
    let device = SimulatedDevice()
    let (_, layer) = layer(in: device)
    func play(_ configure: (CAKeyframeAnimation) -> Void, at times: [Double]) -> [Double] {
      layer.removeAllAnimations()
      let animation = CAKeyframeAnimation(keyPath: "position.x")
      animation.duration = 1
      configure(animation)
      let start = CACurrentMediaTime()
      animation.beginTime = start
      layer.add(animation, forKey: "k")
      CATransaction.flush()
      return times.map { t in
        Double(layer.simulationPresentedX(at: start + t))
      }
    }
    let linear = play(
      {
        $0.values = [0.0, 100.0, 120.0]
        $0.keyTimes = [0, 0.8, 1]
      }, at: [0.4, 0.8, 0.9])
    #expect(zip(linear, [50.0, 100, 110]).allSatisfy { abs($0 - $1) < 1e-6 })
    let even = play(
      {
        $0.values = [0.0, 100.0, 120.0]
        $0.keyTimes = [0, 1.2, 1]  // invalid: ignored, evenly spaced
      }, at: [0.25, 0.75])
    #expect(zip(even, [50.0, 110]).allSatisfy { abs($0 - $1) < 1e-6 })
    let discrete = play(
      {
        $0.values = [0.0, 100.0, 120.0]
        $0.keyTimes = [0, 0.5, 0.9, 1]
        $0.calculationMode = .discrete
      }, at: [0.1, 0.6, 0.95])
    #expect(discrete == [0, 100, 120])
    let paced = play(
      {
        $0.values = [0.0, 30.0, 100.0]
        $0.keyTimes = [0, 0.9, 1]  // ignored by paced
        $0.calculationMode = .paced
      }, at: [0.3, 0.5])
    #expect(zip(paced, [30.0, 50]).allSatisfy { abs($0 - $1) < 1e-6 })
  }

  // https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive
  @Test func anAdditiveAnimationAddsToTheModelValue() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    view.center = CGPoint(x: 200, y: 10)
    let animation = CABasicAnimation(keyPath: "position")
    animation.fromValue = CGPoint(x: -50, y: 0)
    animation.toValue = CGPoint.zero
    animation.duration = 1
    animation.isAdditive = true
    layer.add(animation, forKey: nil)
    device.advance(by: 0.5)
    #expect(abs(x(layer) - 175) < 1e-6)
  }

  // https://developer.apple.com/documentation/quartzcore/caspringanimation — Apple's
  // parameters; the spring starts at the from value, with zero initial velocity it starts at
  // rest, an underdamped one overshoots, and it is within 0.1 % of the end after
  // `settlingDuration`.
  @Test func aSpringAnimationFollowsADampedOscillator() {
    let device = SimulatedDevice()
    let (_, layer) = layer(in: device)
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0.0
    spring.toValue = 100.0
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    let settling = spring.settlingDuration
    #expect(settling > 0.5 && settling < 2)
    spring.duration = settling
    let start = CACurrentMediaTime()
    layer.add(spring, forKey: "s")
    CATransaction.flush()
    let values = stride(from: 0.0, through: settling, by: 0.005).map {
      Double(layer.simulationPresentedX(at: start + $0))
    }
    #expect(abs(values[0]) < 1e-9)
    #expect(abs(values[1]) < 1, "starts at rest")
    #expect((values.max() ?? 0) > 100.5, "ζ = 0.5: it overshoots")
    #expect(abs(1 - spring.springPosition(at: settling)) <= 0.001 + 1e-9)
    #expect(abs(1 - spring.springPosition(at: settling * 0.9)) > 0.0005, "not long settled")
    let fast = CASpringAnimation(keyPath: "position.x")
    fast.initialVelocity = 10
    #expect(fast.springPosition(at: 0.01) > spring.springPosition(at: 0.01))
  }

  // https://developer.apple.com/documentation/quartzcore/caanimationdelegate — the delegate is
  // retained and hears start and stop (finished: true at the end, false when removed), on the
  // main thread: after a stall, not during it.
  @Test func theDelegateHearsStartAndStopOnTheMainThread() {
    let device = SimulatedDevice()
    let (_, layer) = layer(in: device)
    let recorder = AnimationRecorder()
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.duration = 0.1
    animation.delegate = recorder
    layer.add(animation, forKey: "a")
    #expect(recorder.events.isEmpty, "not inside add")
    device.runTurn()
    #expect(recorder.events == ["start"])
    device.stallMainThread(for: 0.3) {
      device.advance(by: 0.2)
      #expect(recorder.events == ["start"], "the main thread is busy")
    }
    device.advance(by: device.frameInterval)
    #expect(recorder.events == ["start", "stop true"])
    let second = CABasicAnimation(keyPath: "opacity")
    second.duration = 1
    second.delegate = recorder
    layer.add(second, forKey: "b")
    layer.removeAnimation(forKey: "b")
    device.runTurn()
    #expect(recorder.events.suffix(2) == ["start", "stop false"])
  }

  // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
  @Test func aTransactionCompletionRunsWhenItsAnimationsEndOrAreRemoved() {
    let device = SimulatedDevice()
    let (_, layer) = layer(in: device)
    var done = 0
    CATransaction.begin()
    CATransaction.setCompletionBlock { done += 1 }
    let a = CABasicAnimation(keyPath: "opacity")
    a.duration = 0.1
    layer.add(a, forKey: "a")
    let b = CABasicAnimation(keyPath: "position.x")
    b.duration = 0.3
    layer.add(b, forKey: "b")
    CATransaction.commit()
    device.advance(by: 0.2)
    #expect(done == 0, "b still plays")
    layer.removeAnimation(forKey: "b")
    #expect(done == 0, "never inside the call")
    device.runTurn()
    #expect(done == 1)
    CATransaction.begin()
    CATransaction.setCompletionBlock { done += 1 }
    CATransaction.commit()
    device.runTurn()
    #expect(done == 2, "no animations: invoked at once (on the next turn)")
  }

  @Test func removeAllAnimationsShowsTheModelAndKeysAreReplaced() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    view.center = CGPoint(x: 5, y: 5)
    for to in [50.0, 80.0] {
      let animation = CABasicAnimation(keyPath: "position.x")
      animation.fromValue = 0.0
      animation.toValue = to
      animation.duration = 1
      layer.add(animation, forKey: "same")
    }
    #expect(layer.animationKeys() == ["same"])
    device.advance(by: 0.5)
    #expect(abs(x(layer) - 40) < 1e-6, "the second replaced the first")
    layer.removeAllAnimations()
    #expect(x(layer) == 5)
    #expect(view.simulationPresentedFrameInWindow.midX == 5)
  }

  // What is on screen in window coordinates follows the presentation values of the view and
  // its ancestors.
  @Test func thePresentedFrameFollowsAnimatedAncestors() {
    let device = SimulatedDevice()
    let (view, layer) = layer(in: device)
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.addSubview(child)
    let animation = CABasicAnimation(keyPath: "transform")
    animation.fromValue = CATransform3DMakeTranslation(100, 0, 0)
    animation.toValue = CATransform3DIdentity
    animation.duration = 1
    layer.add(animation, forKey: "t")
    device.advance(by: 0.5)
    #expect(abs(child.simulationPresentedFrameInWindow.minX - 60) < 1e-6)
    #expect(child.simulationFrameInWindow.minX == 10, "the model frame")
  }
}

extension CALayer {
  /// The presented `position.x` at media time `time`.
  @MainActor
  func simulationPresentedX(at time: CFTimeInterval) -> CGFloat {
    if case .point(let p)? = simulationPresentationValue(forKeyPath: "position", at: time) {
      return p.x
    }
    return position.x
  }
}
