// Contract tests of the simulated pointer and trackpad: scroll events driving pans
// (`allowedScrollTypesMask`), the delegate's `shouldReceive event:`, pointer click-drags as
// `.indirectPointer` touches (`allowedTouchTypes`), and UIKit's back swipes under a scroll.
import Testing
import UIKit
import UIKitSimulation

/// A delegate that counts the events and touches it is asked about, and may refuse events.
@MainActor
final class EventRecordingDelegate: NSObject, UIGestureRecognizerDelegate {
  var eventTypes: [UIEvent.EventType] = []
  var eventTimes: [TimeInterval] = []
  var touchesAsked = 0
  var touchTypes: [UITouch.TouchType] = []
  var receivesEvents = true

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touchesAsked += 1
    touchTypes.append(touch.type)
    return true
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
  {
    eventTypes.append(event.type)
    eventTimes.append(event.timestamp)
    return receivesEvents
  }
}

/// A delegate that records the order it is asked about events and touches.
@MainActor
final class OrderRecordingDelegate: NSObject, UIGestureRecognizerDelegate {
  var asked: [String] = []
  var receivesEvents = true

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    asked.append("touch")
    return true
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
  {
    asked.append("event")
    return receivesEvents
  }
}

@MainActor
@Suite(.serialized)
struct PointerContractTests {
  /// An iPad with a full-window view carrying `recognizer` and a target for its action.
  func setUp(_ recognizer: UIGestureRecognizer) -> (SimulatedDevice, UIView, ActionTarget) {
    let device = SimulatedDevice(model: .iPadPro11)
    let view = UIView(frame: device.window.bounds)
    device.window.addSubview(view)
    let target = ActionTarget()
    recognizer.addTarget(target, action: ActionTarget.action)
    view.addGestureRecognizer(recognizer)
    device.runTurn()
    return (device, view, target)
  }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
  // "Setting this mask enables the pan gesture to recognize scroll events": unset (the default,
  // none), a pan sees no trackpad scroll.
  @Test func aPanGetsNoScrollsByDefault() {
    let pan = UIPanGestureRecognizer()
    let (device, _, target) = setUp(pan)
    #expect(pan.allowedScrollTypesMask == [])
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 200, y: 0), duration: 0.2)
    #expect(target.calls == 0)
  }

  // https://developer.apple.com/documentation/uikit/uiscrolltypemask/continuous
  // With `.continuous`, a two-finger scroll drives the pan: began, changed, ended; the
  // translation accumulates the deltas in the fingers' direction; there are no touches and
  // the location is the pointer's.
  @Test func aContinuousScrollDrivesAPanWithAccumulatedTranslationAndNoTouches() {
    let pan = UIPanGestureRecognizer()
    pan.allowedScrollTypesMask = .continuous
    let (device, view, target) = setUp(pan)
    var touchCounts: [Int] = []
    var locations: [CGPoint] = []
    target.onCall = { _ in
      touchCounts.append(pan.numberOfTouches)
      locations.append(pan.location(in: view))
    }
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 240, y: 0), duration: 0.2)
    #expect(target.states.first == .began)
    #expect(target.states.last == .ended)
    #expect(abs((target.translations.last?.x ?? 0) - 240) < 0.001)
    #expect(touchCounts.allSatisfy { $0 == 0 })
    #expect(locations.allSatisfy { $0 == CGPoint(x: 400, y: 600) })
  }

  // The hysteresis a finger needs (the model's 10 pt, undocumented) applies to a scroll too.
  @Test func aScrollBeginsPastTheSameHysteresisAsAFinger() {
    let pan = UIPanGestureRecognizer()
    pan.allowedScrollTypesMask = .continuous
    let (device, _, _) = setUp(pan)
    let scroll = device.beginTrackpadScroll(at: CGPoint(x: 400, y: 600))
    scroll.scroll(by: CGPoint(x: 9, y: 0), duration: 0.05)
    #expect(pan.state == .possible)
    scroll.scroll(by: CGPoint(x: 2, y: 0), duration: 0.01)
    #expect(pan.state == .began || pan.state == .changed)
    scroll.lift()
  }

  // The stricter reading, where Apple is silent: the pan ends when the fingers lift, with the
  // velocity of the last 100 ms; no momentum reaches it afterwards.
  @Test func aScrollEndsAtTheLiftWithItsVelocityAndNoMomentumFollows() {
    let pan = UIPanGestureRecognizer()
    pan.allowedScrollTypesMask = .continuous
    let (device, _, target) = setUp(pan)
    var velocityAtEnd = CGPoint.zero
    target.onCall = { _ in if pan.state == .ended { velocityAtEnd = pan.velocity(in: nil) } }
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 200, y: 0), duration: 0.1)
    #expect(abs(velocityAtEnd.x - 2000) < 1)
    let calls = target.calls
    device.advance(by: 1)
    #expect(target.calls == calls)
    #expect(pan.state == .possible)
  }

  // https://developer.apple.com/documentation/uikit/uiscrolltypemask/discrete
  // A mouse wheel is a discrete scroll: a pan taking only continuous ones never sees it; one
  // taking discrete ones sees the whole notch at one instant (no velocity).
  @Test func aMouseWheelReachesOnlyAPanThatTakesDiscreteScrolls() {
    let continuousOnly = UIPanGestureRecognizer()
    continuousOnly.allowedScrollTypesMask = .continuous
    let (device, view, target) = setUp(continuousOnly)
    device.mouseWheel(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 40, y: 0))
    #expect(target.calls == 0)
    let wheel = UIPanGestureRecognizer()
    wheel.allowedScrollTypesMask = .discrete
    let wheelTarget = ActionTarget()
    var velocity = CGPoint(x: 1, y: 1)
    wheelTarget.onCall = { _ in velocity = wheel.velocity(in: nil) }
    wheel.addTarget(wheelTarget, action: ActionTarget.action)
    view.addGestureRecognizer(wheel)
    device.mouseWheel(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 40, y: 0))
    #expect(wheelTarget.states == [.began, .ended])
    #expect(velocity == .zero)
  }

  // The stricter reading of `maximumNumberOfTouches` (Apple is silent on scrolls): a
  // two-finger scroll is two fingers, so a pan kept to one finger gets none; a mouse wheel has
  // no fingers.
  @Test func aOneFingerPanGetsNoTwoFingerScroll() {
    let pan = UIPanGestureRecognizer()
    pan.allowedScrollTypesMask = .all
    pan.maximumNumberOfTouches = 1
    let (device, _, target) = setUp(pan)
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 200, y: 0), duration: 0.2)
    #expect(target.calls == 0)
    device.mouseWheel(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 40, y: 0))
    #expect(target.calls == 2)
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-evxd
  // Apple: "UIKit calls this method once before either the gestureRecognizer(_:shouldReceive:)
  // method" (for a touch or a press). Apple is silent on scrolls (no touch, no press): the
  // stricter reading — once per scroll sequence, at its first event (type `.scroll`, with that
  // event's timestamp), never for its changes or its end, and never about a touch. Refusing
  // it keeps the pan out of the whole sequence.
  @Test func theDelegateIsAskedOncePerScrollSequenceAndNoTouch() {
    let pan = UIPanGestureRecognizer()
    pan.allowedScrollTypesMask = .continuous
    let delegate = EventRecordingDelegate()
    pan.delegate = delegate
    let (device, _, target) = setUp(pan)
    let start = device.now
    device.trackpadScroll(
      at: CGPoint(x: 400, y: 600), by: CGPoint(x: 120, y: 0), duration: 0.1, rate: 100)
    #expect(delegate.touchesAsked == 0)
    #expect(delegate.eventTypes == [.scroll], "asked once, not for the ten changes nor the end")
    #expect(abs((delegate.eventTimes.first ?? -1) - start) < 1e-9, "the first event's time")
    #expect(target.calls > 2, "the pan followed the whole sequence")
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 120, y: 0), duration: 0.1)
    #expect(delegate.eventTypes.count == 2, "once more for the second sequence")
    let calls = target.calls
    delegate.receivesEvents = false
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 120, y: 0), duration: 0.1)
    #expect(target.calls == calls)
  }

  // The same page: for touches the event is asked about once, before `shouldReceive touch:`
  // (the header: "called once before either -gestureRecognizer:shouldReceiveTouch: or
  // -gestureRecognizer:shouldReceivePress:"), and not for the touch's moves or its lift.
  // Refusing the event keeps the recognizer from seeing the touch at all.
  @Test func theDelegateIsAskedAboutATouchesEventOnceBeforeTheTouch() {
    let pan = UIPanGestureRecognizer()
    let order = OrderRecordingDelegate()
    pan.delegate = order
    let (device, _, target) = setUp(pan)
    device.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 500, y: 600), duration: 0.2)
    #expect(order.asked == ["event", "touch"])
    #expect(target.calls > 2)
    let calls = target.calls
    order.receivesEvents = false
    device.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 500, y: 600), duration: 0.2)
    #expect(order.asked == ["event", "touch", "event"], "a refused event: no touch asked")
    #expect(target.calls == calls)
  }

  // Observed device behaviour: a scroll view scrolls with a trackpad's two-finger scroll,
  // content following the fingers.
  @Test func aScrollViewScrollsWithAVerticalTrackpadScroll() {
    let device = SimulatedDevice(model: .iPadPro11)
    let table = UITableView(frame: device.window.bounds)
    table.contentSize = CGSize(width: device.window.bounds.width, height: 5000)
    device.window.addSubview(table)
    device.runTurn()
    let before = table.contentOffset.y
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 0, y: -300), duration: 0.2)
    #expect(table.contentOffset.y > before + 250, "content follows the fingers upward")
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedtouchtypes
  // "The default value of this property contains all touch types": a pointer's click-drag
  // (`.indirectPointer`) drives a pan and a click recognizes a tap; a recognizer narrowed to
  // direct touches sees neither.
  @Test func pointerTouchesReachRecognizersUnlessTheirTouchTypesExcludeThem() {
    let pan = UIPanGestureRecognizer()
    let delegate = EventRecordingDelegate()
    pan.delegate = delegate
    let (device, view, target) = setUp(pan)
    let tap = UITapGestureRecognizer()
    let tapTarget = ActionTarget()
    tap.addTarget(tapTarget, action: ActionTarget.action)
    view.addGestureRecognizer(tap)
    let pointer = device.pointerDown(at: CGPoint(x: 100, y: 400))
    pointer.move(to: CGPoint(x: 300, y: 400), duration: 0.1)
    pointer.lift()
    #expect(delegate.touchTypes == [.indirectPointer])
    #expect(target.states.first == .began && target.states.last == .ended)
    device.click(at: CGPoint(x: 500, y: 500))
    #expect(tapTarget.states == [.ended])
    view.removeGestureRecognizer(pan)
    view.removeGestureRecognizer(tap)
    let directOnly = UIPanGestureRecognizer()
    directOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
    let directTarget = ActionTarget()
    directOnly.addTarget(directTarget, action: ActionTarget.action)
    view.addGestureRecognizer(directOnly)
    let second = device.pointerDown(at: CGPoint(x: 100, y: 400))
    second.move(to: CGPoint(x: 300, y: 400), duration: 0.1)
    second.lift()
    #expect(directTarget.calls == 0)
    device.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.1)
    #expect(directTarget.calls > 0, "a finger is a direct touch")
  }

  // The stricter reading (Apple is silent): UIKit's back swipe takes a trackpad scroll in the
  // popping direction anywhere in the navigation view, and pops.
  @Test(arguments: [SimulatedDevice.OSVersion.iOS18, .iOS26])
  func theBackSwipeTakesATrackpadScrollAndPops(_ os: SimulatedDevice.OSVersion) {
    let device = SimulatedDevice(model: .iPadPro11, osVersion: os)
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    navigation.pushViewController(UIViewController(), animated: false)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 500, y: 0), duration: 0.2)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
  }

  // A scroll that lands while UIKit ignores interaction (a push animating) reaches nothing.
  @Test func aScrollDuringAnAnimatedPushIsIgnored() {
    let device = SimulatedDevice(model: .iPadPro11)
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    let pan = UIPanGestureRecognizer()
    pan.allowedScrollTypesMask = .continuous
    let target = ActionTarget()
    pan.addTarget(target, action: ActionTarget.action)
    device.window.addGestureRecognizer(pan)
    navigation.pushViewController(UIViewController(), animated: true)
    device.runTurn()
    device.trackpadScroll(at: CGPoint(x: 400, y: 600), by: CGPoint(x: 0, y: 200), duration: 0.1)
    #expect(target.calls == 0)
  }
}
