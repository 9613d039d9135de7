// Contract tests of the simulated gesture recognizers and touch delivery, driven by injected
// touches at window coordinates.
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct GestureContractTests {
  /// A device with a full-window view carrying `recognizer` and a target for its action.
  func setUp(_ recognizer: UIGestureRecognizer) -> (SimulatedDevice, RecordingView, ActionTarget) {
    let device = SimulatedDevice()
    let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    device.window.addSubview(view)
    let target = ActionTarget()
    recognizer.addTarget(target, action: ActionTarget.action)
    view.addGestureRecognizer(recognizer)
    device.runTurn()
    return (device, view, target)
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  // A continuous gesture goes possible → began → changed … → ended, and the target gets an
  // action message at each of those states.
  @Test func aPanGoesThroughBeganChangedEndedWithAnActionAtEachState() {
    let pan = UIPanGestureRecognizer()
    let (device, _, target) = setUp(pan)
    #expect(pan.state == .possible)
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(target.states.first == .began)
    #expect(target.states.last == .ended)
    #expect(target.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(target.states.count > 3)
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()
  // "The runtime calls this method after the gesture-recognizer state has been set to
  // UIGestureRecognizer.State.ended … returns to possible" once the gesture is over.
  @Test func aRecognizerResetsToPossibleAfterItsTouchesEnd() {
    let pan = UIPanGestureRecognizer()
    let (device, _, _) = setUp(pan)
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(pan.state == .possible)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    finger.move(to: CGPoint(x: 150, y: 400), duration: 0.05)
    #expect(pan.state == .changed, "recognizes again after the reset")
    finger.lift()
  }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer
  // UIKit's movement threshold (hysteresis) is undocumented; the simulation uses the
  // long-observed 10 pt. The translation is measured from where the touch landed, so at
  // `.began` it already holds the distance moved.
  @Test func aPanBeginsAfterTenPointsWithTranslationMeasuredFromTouchDown() {
    let pan = UIPanGestureRecognizer()
    let (device, _, target) = setUp(pan)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    finger.move(to: CGPoint(x: 109, y: 400))
    #expect(pan.state == .possible)
    #expect(target.calls == 0)
    finger.move(to: CGPoint(x: 112, y: 400))
    #expect(target.states == [.began])
    #expect(target.translations.first == CGPoint(x: 12, y: 0))
    finger.move(to: CGPoint(x: 130, y: 405))
    #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 5))
    finger.lift()
  }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  // "The velocity of the pan gesture, which is expressed in points per second."
  @Test func panVelocityIsInPointsPerSecond() {
    let pan = UIPanGestureRecognizer()
    let (device, _, _) = setUp(pan)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    finger.move(to: CGPoint(x: 200, y: 400), duration: 0.1)
    let velocity = pan.velocity(in: nil)
    #expect(abs(velocity.x - 1_000) < 1, "100 pt in 0.1 s")
    #expect(abs(velocity.y) < 1)
    finger.lift()
  }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
  // "Changing the translation value resets the velocity of the pan": zero until the finger
  // moves again, then measured from the samples after the reset only.
  @Test func setTranslationResetsTheVelocity() {
    let pan = UIPanGestureRecognizer()
    let (device, _, _) = setUp(pan)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    finger.move(to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(pan.velocity(in: nil).x > 500)
    pan.setTranslation(.zero, in: nil)
    #expect(pan.velocity(in: nil) == .zero, "reset")
    finger.move(to: CGPoint(x: 210, y: 400), duration: 0.05)
    #expect(abs(pan.velocity(in: nil).x - 200) < 1, "10 pt in 0.05 s since the reset")
    finger.lift()
  }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
  // "Sets the translation value in the coordinate system of the specified view": the
  // translation then counts from the value set.
  @Test func setTranslationRebasesTheTranslation() {
    let pan = UIPanGestureRecognizer()
    let (device, _, _) = setUp(pan)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    finger.move(to: CGPoint(x: 150, y: 400), duration: 0.05)
    pan.setTranslation(.zero, in: nil)
    finger.move(to: CGPoint(x: 160, y: 400))
    #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 0))
    finger.lift()
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-2x6p9
  // "Asks the delegate if a gesture recognizer should receive an object representing a touch"
  // — refused, the recognizer never sees the touch.
  @Test func aRecognizerRefusedATouchNeverSeesIt() {
    let pan = UIPanGestureRecognizer()
    let delegate = GestureDelegate()
    delegate.shouldReceive = false
    pan.delegate = delegate
    let (device, view, target) = setUp(pan)
    let finger = device.drag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1, lift: false)
    #expect(pan.state == .possible)
    #expect(target.calls == 0)
    #expect(view.touchPhases.last == "moved", "the view gets the touch instead")
    finger.lift()
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  // "If it returns false, the gesture recognizer transitions to the failed state" — no action.
  @Test func shouldBeginFalseFailsTheRecognizer() {
    let pan = UIPanGestureRecognizer()
    let delegate = GestureDelegate()
    delegate.shouldBegin = false
    pan.delegate = delegate
    let (device, _, target) = setUp(pan)
    let finger = device.drag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1, lift: false)
    #expect(pan.state == .failed)
    #expect(delegate.askedShouldBegin == 1)
    #expect(target.calls == 0)
    finger.lift()
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
  // "The default implementation returns false—no two gestures can be recognized
  // simultaneously"; returning true from either delegate allows it.
  @Test func twoRecognizersRunTogetherOnlyWhenADelegateAllowsIt() {
    let inner = UIPanGestureRecognizer()
    let (device, view, _) = setUp(inner)
    let outer = UIPanGestureRecognizer()
    device.window.addGestureRecognizer(outer)
    var finger = device.drag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1, lift: false)
    #expect(inner.state == .changed)
    #expect(outer.state == .failed)
    finger.lift()
    let delegate = GestureDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    finger = device.drag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1, lift: false)
    #expect(inner.state == .changed)
    #expect(outer.state == .changed)
    finger.lift()
    _ = view
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
  // "If otherGestureRecognizer transitions to UIGestureRecognizer.State.failed, the receiver
  // transitions to its normal next state. If otherGestureRecognizer transitions to
  // UIGestureRecognizer.State.recognized or UIGestureRecognizer.State.began, the receiver
  // transitions to UIGestureRecognizer.State.failed."
  @Test func requireToFailWaitsForTheOtherToFailAndFailsIfItRecognizes() {
    let tap = UITapGestureRecognizer()
    let (device, view, tapTarget) = setUp(tap)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    tap.require(toFail: pan)
    device.tap(at: CGPoint(x: 100, y: 400))
    #expect(tapTarget.states == [.ended], "the pan failed, so the tap recognized")
    tapTarget.states.removeAll()
    // 10 pt: enough for the pan to begin, not more than a tap allows.
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    finger.move(to: CGPoint(x: 110, y: 400))
    #expect(pan.state == .began)
    finger.lift()
    #expect(tapTarget.states.isEmpty, "the pan recognized, so the tap failed")
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  // "When this property is true (the default) and the gesture recognizer recognizes its
  // gesture, the touches of that gesture that are pending are not delivered to the view and
  // previously delivered touches are canceled through a touchesCancelled(_:with:) message".
  @Test func cancelsTouchesInViewCancelsTheViewsTouchesOnRecognition() {
    let pan = UIPanGestureRecognizer()
    let (device, view, _) = setUp(pan)
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(view.touchPhases.first == "began")
    #expect(view.touchPhases.last == "cancelled")
    #expect(!view.touchPhases.contains("ended"))
    view.touchPhases.removeAll()
    pan.cancelsTouchesInView = false
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(view.touchPhases.last == "ended")
    #expect(!view.touchPhases.contains("cancelled"))
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
  // "Disabling a gesture recognizer while it's actively recognizing a gesture causes it to
  // transition to a canceled state."
  @Test func disablingARecognizingRecognizerCancelsIt() {
    let pan = UIPanGestureRecognizer()
    let (device, _, target) = setUp(pan)
    let finger = device.drag(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1, lift: false)
    pan.isEnabled = false
    #expect(target.states.last == .cancelled)
    finger.lift()
    #expect(target.states.last == .cancelled, "no ended after the cancel")
  }

  // https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
  // "…looks for panning (dragging) gestures that start near an edge of the screen"; the zone's
  // width is undocumented (the simulation uses 20 pt).
  @Test func aScreenEdgePanBeginsOnlyFromNearItsEdge() {
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    let (device, _, target) = setUp(edge)
    device.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(target.calls == 0)
    device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(target.states.first == .began)
    #expect(target.states.last == .ended)
  }

  // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
  // A discrete gesture: one action, when the finger lifts, with state `.ended` (recognized);
  // a touch that moves too far (undocumented allowance; 10 pt here) is no tap.
  @Test func aTapRecognizesOnceOnLiftAndNotAfterMoving() {
    let tap = UITapGestureRecognizer()
    let (device, _, target) = setUp(tap)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    #expect(target.calls == 0)
    finger.lift()
    #expect(target.states == [.ended])
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.1)
    #expect(target.calls == 1)
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer
  // The recognizers attached to the view hit testing found, and to its superviews, receive its
  // touches — not those of a sibling.
  @Test func touchesGoToRecognizersOfTheHitViewAndItsAncestorsOnly() {
    let pan = UIPanGestureRecognizer()
    let (device, view, target) = setUp(pan)
    let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    device.window.addSubview(sibling)
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(target.calls == 0)
    sibling.isUserInteractionEnabled = false
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(target.calls > 0)
    _ = view
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
  // A touch belongs to the view hit testing found when it landed: that view gets began,
  // moved and ended, even when the finger leaves it.
  @Test func theHitViewGetsItsTouchesPhasesEvenOutsideItsBounds() {
    let device = SimulatedDevice()
    let view = RecordingView("v", frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    device.window.addSubview(view)
    let finger = device.touchDown(at: CGPoint(x: 50, y: 350))
    finger.move(to: CGPoint(x: 300, y: 600))
    finger.lift()
    #expect(view.touchPhases == ["began", "moved", "ended"])
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
  // "A touch-up event in the control where the finger is inside the bounds of the control."
  @Test func aControlSendsTouchUpInsideOnlyWhenLiftedInsideItsBounds() {
    let device = SimulatedDevice()
    let button = UIButton(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    device.window.addSubview(button)
    var taps = 0
    button.simulationAddAction(for: .touchUpInside) { taps += 1 }
    device.tap(at: CGPoint(x: 50, y: 350))
    #expect(taps == 1)
    let finger = device.touchDown(at: CGPoint(x: 50, y: 350))
    finger.move(to: CGPoint(x: 300, y: 600))
    finger.lift()
    #expect(taps == 1)
  }

  // Scroll View Programming Guide, Nesting Scroll Views: "Cross-directional scrolling … your
  // application does not need to do anything to support nesting scrolling. It is supported and
  // provided by default." A scroll view's pan begins only along an axis it can move on; a drag
  // across it goes to the recognizers above (here a pan on the superview).
  // https://developer.apple.com/library/ios/documentation/WindowsViews/Conceptual/UIScrollView_pg/NestedScrollViews/NestedScrollViews.html
  @Test(arguments: [false, true])
  func aScrollViewsPanBeginsOnlyAlongAnAxisItScrolls(horizontalContent: Bool) {
    let outer = UIPanGestureRecognizer()
    let (device, view, _) = setUp(outer)
    let scrollView = UIScrollView(frame: view.bounds)
    scrollView.contentSize =
      horizontalContent
      ? CGSize(width: 3 * view.bounds.width, height: view.bounds.height)
      : CGSize(width: view.bounds.width, height: 3 * view.bounds.height)
    view.addSubview(scrollView)
    device.runTurn()
    // At rest below the safe area's top (its adjusted content inset).
    let resting = scrollView.contentOffset
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.2)
    if horizontalContent {
      #expect(outer.simulationActionCount == 0, "the carousel's pan took the sideways drag")
      #expect(scrollView.contentOffset.x != resting.x)
    } else {
      #expect(
        outer.simulationActionCount >= 3, "the pan above the vertical list got the sideways drag")
      #expect(scrollView.contentOffset == resting)
    }
    let before = outer.simulationActionCount
    device.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
    if horizontalContent {
      #expect(outer.simulationActionCount > before, "the carousel let the vertical drag go")
    } else {
      #expect(outer.simulationActionCount == before, "the list took the vertical drag")
      #expect(scrollView.contentOffset.y - resting.y > 100)
    }
  }
}
