// Contract tests of layer time spaces (`CAMediaTiming` on layers): each layer maps its parent's
// time to its own — "t = (tp - begin) * speed + offset" (the protocol's header) — the root's
// parent being absolute time (`CACurrentMediaTime()`); a layer's animations run in its local
// time, so an ancestor's speed slows or pauses them all, nested speeds compounding.
// https://developer.apple.com/documentation/quartzcore/camediatiming
// https://developer.apple.com/documentation/quartzcore/camediatiming/speed
// https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset
// https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct LayerTimeContractTests {
  /// A window's root view with a child and a grandchild, 100 pt squares.
  private func views(in device: SimulatedDevice) -> (UIView, UIView, UIView) {
    let root = UIViewController()
    device.show(root)
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(child)
    child.addSubview(grandchild)
    return (root.view, child, grandchild)
  }

  /// A fade of `opacity` from 0 to 1 over `duration` seconds, beginning at the commit.
  private func fade(_ duration: CFTimeInterval) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = duration
    return animation
  }

  private func opacity(_ layer: CALayer) -> Double { Double(layer.presentation()?.opacity ?? .nan) }

  // Apple's defaults: beginTime 0, speed 1, timeOffset 0 — local time is absolute time.
  @Test func defaultsLeaveTimeAbsolute() {
    let device = SimulatedDevice()
    let (_, child, _) = views(in: device)
    #expect(child.layer.speed == 1 && child.layer.timeOffset == 0 && child.layer.beginTime == 0)
    let now = CACurrentMediaTime()
    #expect(child.layer.convertTime(now, from: nil) == now)
    #expect(child.layer.convertTime(now, to: nil) == now)
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:) — Apple's
  // example: a layer with an offset of 1 s and a speed of 0.5; 0.5 s of a sibling's time (the
  // same as their common parent's) is (0.5 − 0) × 0.5 + 1 = 1.25 s of its time, and back.
  @Test func convertTimeFollowsApplesExample() {
    let device = SimulatedDevice()
    let (parent, child, _) = views(in: device)
    let sibling = UIView()
    parent.addSubview(sibling)
    child.layer.timeOffset = 1
    child.layer.speed = 0.5
    #expect(abs(child.layer.convertTime(0.5, from: sibling.layer) - 1.25) < 1e-12)
    #expect(abs(child.layer.convertTime(1.25, to: sibling.layer) - 0.5) < 1e-12)
    #expect(abs(sibling.layer.convertTime(0.5, to: child.layer) - 1.25) < 1e-12)
    // beginTime: "the begin time of the receiver in relation to its parent object".
    child.layer.beginTime = 2
    #expect(abs(child.layer.convertTime(2.5, from: sibling.layer) - 1.25) < 1e-12)
  }

  // Nested time spaces compound: a grandchild of a layer at speed 0.5 with its own speed 4 runs
  // at 2× absolute time; converting there and back is the identity.
  @Test func nestedTimeSpacesCompound() {
    let device = SimulatedDevice()
    let (_, child, grandchild) = views(in: device)
    child.layer.speed = 0.5
    child.layer.timeOffset = 10
    grandchild.layer.speed = 4
    grandchild.layer.beginTime = 3
    let t = CACurrentMediaTime()
    let local = grandchild.layer.convertTime(t, from: nil)
    #expect(abs(local - ((t * 0.5 + 10) - 3) * 4) < 1e-9)
    #expect(abs(grandchild.layer.convertTime(t + 1, from: nil) - local - 2) < 1e-9)
    #expect(abs(grandchild.layer.convertTime(local, to: nil) - t) < 1e-9)
    #expect(abs(child.layer.convertTime(local, from: grandchild.layer) - (t * 0.5 + 10)) < 1e-9)
  }

  // "if speed is 2.0 local time progresses twice as fast as parent time": an animation under a
  // slowed ancestor plays slower by the product of the speeds, and ends (delegate, removal) by
  // its layer's time, not absolute time.
  @Test func anAncestorsSpeedSlowsItsDescendantsAnimations() {
    let device = SimulatedDevice()
    let (_, child, grandchild) = views(in: device)
    child.layer.speed = 0.5
    device.runTurn()
    grandchild.layer.add(fade(1), forKey: "fade")
    device.runTurn()
    #expect(opacity(grandchild.layer) == 0, "starts at the commit, in its layer's time")
    device.advance(by: 0.5)
    #expect(abs(opacity(grandchild.layer) - 0.25) < 1e-6, "half speed: a quarter done")
    device.advance(by: 1)
    #expect(abs(opacity(grandchild.layer) - 0.75) < 1e-6)
    #expect(grandchild.layer.animation(forKey: "fade") != nil, "not yet ended")
    device.advance(by: 0.55)
    #expect(grandchild.layer.animation(forKey: "fade") == nil, "ended after 2 s of absolute time")
    #expect(opacity(grandchild.layer) == 1, "the model value")
    // The same fade with the grandchild's own speed 2 under its parent's 0.5: real time.
    grandchild.layer.speed = 2
    grandchild.layer.add(fade(1), forKey: "fade")
    device.runTurn()
    device.advance(by: 0.5)
    #expect(abs(opacity(grandchild.layer) - 0.5) < 1e-6, "0.5 × 2: real time")
  }

  // The header: "One use of this is to 'pause' a layer by setting speed to zero and offset to
  // a suitable value" — a paused ancestor freezes its descendants' animations at that local
  // time, whatever absolute time does; its time has no way back to absolute time (nan).
  @Test func aPausedLayerFreezesItsAnimationsAtItsTimeOffset() {
    let device = SimulatedDevice()
    let (_, child, grandchild) = views(in: device)
    device.runTurn()
    let animation = fade(1)
    animation.beginTime = 100
    grandchild.layer.add(animation, forKey: "fade")
    child.layer.speed = 0
    child.layer.timeOffset = 100.25
    device.runTurn()
    #expect(abs(opacity(grandchild.layer) - 0.25) < 1e-6)
    device.advance(by: 3)
    #expect(abs(opacity(grandchild.layer) - 0.25) < 1e-6, "frozen")
    #expect(grandchild.layer.animation(forKey: "fade") != nil, "never ends while paused")
    #expect(grandchild.layer.convertTime(100.25, to: nil).isNaN)
    child.layer.timeOffset = 100.75
    #expect(abs(opacity(grandchild.layer) - 0.25) < 1e-6, "a timing change is drawn at the commit")
    device.runTurn()
    #expect(abs(opacity(grandchild.layer) - 0.75) < 1e-6, "scrubbed by the offset")
  }

  // An animation's begin time of 0 becomes the commit's time in its layer's own time space
  // (its `beginTime` is "in relation to its parent object", the layer): under a shifted and
  // faster ancestor it still starts from its beginning at the commit.
  @Test func aBeginTimeOfZeroIsTheCommitInTheLayersTime() {
    let device = SimulatedDevice()
    let (_, child, grandchild) = views(in: device)
    child.layer.timeOffset = -40
    child.layer.speed = 2
    device.runTurn()
    grandchild.layer.add(fade(1), forKey: "fade")
    device.runTurn()
    let begin = grandchild.layer.animation(forKey: "fade")?.beginTime ?? .nan
    #expect(abs(begin - grandchild.layer.convertTime(CACurrentMediaTime(), from: nil)) < 1e-9)
    #expect(abs(grandchild.layer.convertTime(begin, to: nil) - CACurrentMediaTime()) < 1e-9)
    #expect(opacity(grandchild.layer) == 0)
    device.advance(by: 0.25)
    #expect(abs(opacity(grandchild.layer) - 0.5) < 1e-6, "twice as fast")
  }
}
