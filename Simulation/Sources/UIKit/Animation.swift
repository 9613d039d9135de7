extension UIView {
  /// Apple: `struct UIView.AnimationOptions`.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Apple: "…changes to the animatable properties … are applied immediately to the model"
  /// (the block runs now; what is on screen animates), and the completion runs when the
  /// animation ends, on the virtual clock — never inside the call, even for zero duration.
  /// What is drawn moves over the duration on the render server: each animatable property the
  /// block changed (`center`, `bounds`, `transform`, `alpha`, and `frame` through them) gets
  /// a Core Animation animation on the view's layer from its value before the block to the
  /// new one, with the options' curve (Core Animation Programming Guide: UIKit's block-based
  /// animations are layer animations; "Animating Layer Content": "the model layer … store[s]
  /// the target values").
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/CoreAnimationBasics/CoreAnimationBasics.html
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    SimulationAnimations.shared.run(
      duration: duration, delay: delay, curve: options.simulationTimingFunctionName,
      animations: animations, completion: completion)
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    // The spring's path is drawn as an ease-out over the duration (a critically or
    // over-damped spring's shape: it starts fast and eases into its end; the bounce of an
    // under-damped one is not drawn).
    SimulationAnimations.shared.run(
      duration: duration, delay: delay, curve: .easeOut, animations: animations,
      completion: completion)
  }

  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: options, animations: animations ?? {},
      completion: completion)
  }

  /// Apple: "fromView … By default, this view is removed from its superview as part of the
  /// transition. toView … By default, this view is added to the superview of fromView" — added
  /// at once, the old one removed when the animation ends.
  /// https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    fromView.superview?.addSubview(toView)
    animate(withDuration: duration, delay: 0, options: options, animations: {}) { finished in
      fromView.removeFromSuperview()
      completion?(finished)
    }
  }

  /// Apple: "Disables a view transition animation" — changes in the block are not animated,
  /// also inside an animation block.
  /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    SimulationAnimations.shared.withoutRecording(actionsWithoutAnimation)
  }
}

extension UIView.AnimationOptions {
  /// The curve the options name (Apple: `curveEaseInOut` is the default).
  var simulationTimingFunctionName: CAMediaTimingFunctionName {
    switch rawValue & (3 << 16) {
    case 1 << 16: .easeIn
    case 2 << 16: .easeOut
    case 3 << 16: .linear
    default: .easeInEaseOut
    }
  }
}

/// The animation clock: running `UIView.animate` blocks and property animators, finished at
/// the vsync at or after their end time.
@MainActor
package final class SimulationAnimations {
  package static var shared = SimulationAnimations()

  private var running: [(end: TimeInterval, completion: (Bool) -> Void)] = []

  package init() {}

  package var count: Int { running.count }

  /// The duration of the `UIView.animate` block running now, if any (for changes UIKit animates
  /// "along with the rest of the animation block", such as the status bar's).
  package private(set) var currentBlockDuration: TimeInterval?

  /// The block running now: the first value each view's animatable property had in it.
  private final class Block {
    var changes: [(view: UIView, keyPath: String, from: SimulationAnimatableValue)] = []
  }
  private var block: Block?
  private var isRecordingSuppressed = false

  /// A view's animatable property is about to change (its value before is `from`): inside an
  /// animation block the first change of each is kept, to be drawn over the block's duration.
  package func noteChange(of view: UIView, _ keyPath: String, from: SimulationAnimatableValue) {
    guard let block, !isRecordingSuppressed,
      !block.changes.contains(where: { $0.view === view && $0.keyPath == keyPath })
    else { return }
    block.changes.append((view, keyPath, from))
  }

  /// Simulation only: one property a block changed — the view, the key path, the value before
  /// and after.
  package struct Change {
    package let view: UIView
    package let keyPath: String
    package let from: SimulationAnimatableValue
    package let to: SimulationAnimatableValue
  }

  /// Runs `body` as an animation block without drawing it, and returns what it changed (a
  /// property animator's blocks, which the animator draws itself).
  package func record(_ body: () -> Void) -> [Change] {
    let outerBlock = block
    let current = Block()
    block = current
    body()
    block = outerBlock
    return current.changes.compactMap { change in
      guard let to = change.view.layer.simulationModelValue(forKeyPath: change.keyPath),
        !to.simulationIsSame(as: change.from)
      else { return nil }
      return Change(view: change.view, keyPath: change.keyPath, from: change.from, to: to)
    }
  }

  /// Runs `body` with no change animated (`performWithoutAnimation(_:)`).
  package func withoutRecording(_ body: () -> Void) {
    let outer = isRecordingSuppressed
    isRecordingSuppressed = true
    body()
    isRecordingSuppressed = outer
  }

  package func run(
    duration: TimeInterval, delay: TimeInterval, curve: CAMediaTimingFunctionName = .easeInEaseOut,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    let outer = currentBlockDuration
    let outerBlock = block
    currentBlockDuration = Swift.max(0, duration)
    // A nested block's changes are its own (Apple: nested blocks animate with their own
    // parameters unless they inherit them; the stricter reading: their own).
    let current = Block()
    block = current
    animations()
    block = outerBlock
    currentBlockDuration = outer
    if duration > 0, duration.isFinite {
      draw(current, duration: duration, delay: delay, curve: curve)
    }
    let end = CACurrentMediaTime() + Swift.max(0, delay) + Swift.max(0, duration)
    running.append((end, { finished in completion?(finished) }))
    if duration <= 0, delay <= 0 {
      SimulationRunLoop.main.perform { [weak self] in self?.finishDue() }
    }
  }

  /// Adds to each changed view's layer an animation from the value before the block to the
  /// model's value now, over `duration` seconds after `delay`.
  private func draw(
    _ block: Block, duration: TimeInterval, delay: TimeInterval, curve: CAMediaTimingFunctionName
  ) {
    for change in block.changes {
      let layer = change.view.layer
      guard let to = layer.simulationModelValue(forKeyPath: change.keyPath),
        !to.simulationIsSame(as: change.from)
      else { continue }
      let animation = CABasicAnimation(keyPath: change.keyPath)
      animation.fromValue = change.from.anyValue
      animation.toValue = to.anyValue
      animation.duration = duration
      animation.timingFunction = CAMediaTimingFunction(name: curve)
      if delay > 0, delay.isFinite {
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
        // Before it starts the old value shows, as UIKit's delayed animations do.
        animation.fillMode = .backwards
      }
      layer.add(animation, forKey: "simulation.uikit.\(change.keyPath)")
    }
  }

  package func add(end: TimeInterval, completion: @escaping (Bool) -> Void) {
    running.append((end, completion))
  }

  /// Runs the completions of the animations that have ended.
  package func finishDue() {
    let now = CACurrentMediaTime()
    let due = running.filter { $0.end <= now + 1e-9 }
    running.removeAll { $0.end <= now + 1e-9 }
    for entry in due { entry.completion(true) }
  }
}

/// Apple: `enum UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// Apple: `enum UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// Apple: `class UIViewPropertyAnimator`, on the virtual clock: `startAnimation()` applies the
/// animation blocks to the model at once (as UIKit does), the completions run with `.end`
/// after the duration; pausing freezes `fractionComplete`; stopping without finishing runs no
/// completion. https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
///
/// What is drawn follows the animator (`center`, `bounds`, `transform`, `alpha` its blocks
/// changed, as `UIView.animate` draws them): running, from its fraction to the end over the
/// rest of the duration with its curve (a spring's as an ease-out); paused, held at
/// `fractionComplete` ("pauses a running animation at its current position"), scrubbed when
/// the fraction is set; stopped or finished, the model. Not drawn: a reversed animator, and
/// animations added while it runs.
/// https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
/// https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
@MainActor
public class UIViewPropertyAnimator: NSObject {
  public let duration: TimeInterval
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var startTime: TimeInterval?
  private var pausedFraction: CGFloat = 0
  private var generation = 0
  public private(set) var state = UIViewAnimatingState.inactive
  public private(set) var isRunning = false
  public var isReversed = false
  public var isInterruptible = true
  /// Apple: "A Boolean value indicating whether a paused animation scrubs linearly or uses its
  /// specified timing information." — default `true`: "the animator uses a linear timing
  /// function during scrubbing". Scrubbing is setting `fractionComplete` while paused; what is
  /// drawn is then the fraction of the way, not the curve's value at it.
  /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly
  public var scrubsLinearly = true

  /// Apple raises "It is an error to release a paused or stopped property animator" when an
  /// animator that was paused, or stopped without finishing, is released; recorded as misuse.
  deinit {
    let wasLeftActive = state != .inactive
    MainActor.assumeIsolated {
      if wasLeftActive {
        SimulationLog.misuse("a paused or stopped UIViewPropertyAnimator was released")
      }
    }
  }

  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    curveName =
      switch curve {
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      case .easeInOut: .easeInEaseOut
      }
    super.init()
    if let animations { self.animations.append(animations) }
  }

  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    curveName = .easeOut
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// The curve what is drawn follows.
  private let curveName: CAMediaTimingFunctionName
  /// What the blocks changed (recorded when they ran).
  private var changes: [SimulationAnimations.Change] = []

  /// Runs the animation blocks (the model takes their values), recording what they change.
  private func runAnimations() {
    changes = SimulationAnimations.shared.record { for animation in animations { animation() } }
  }

  private func drawingKey(_ keyPath: String) -> String {
    "simulation.animator.\(ObjectIdentifier(self).hashValue).\(keyPath)"
  }

  /// Draws the changes from `pausedFraction` on: playing after `delay` seconds, or held
  /// (`scrubbing`: held with a linear timing function when `scrubsLinearly`).
  private func draw(playing: Bool, delay: TimeInterval, scrubbing: Bool = false) {
    guard duration > 0, duration.isFinite, !isReversed else { return }
    for change in changes {
      let layer = change.view.layer
      let animation = CABasicAnimation(keyPath: change.keyPath)
      animation.fromValue = change.from.anyValue
      animation.toValue = change.to.anyValue
      animation.duration = duration
      animation.timingFunction = CAMediaTimingFunction(
        name: scrubbing && scrubsLinearly ? .linear : curveName)
      animation.fillMode = .both
      animation.timeOffset = Double(pausedFraction) * duration
      if !playing {
        // Local time stands at the offset: held at the fraction.
        animation.speed = 0
      } else if delay > 0 {
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
      }
      layer.add(animation, forKey: drawingKey(change.keyPath))
    }
  }

  /// Sets each changed property of the model to `value(change)`.
  private func setModel(_ value: (SimulationAnimations.Change) -> SimulationAnimatableValue?) {
    for change in changes {
      switch (change.keyPath, value(change)) {
      case ("position", .point(let p)?): change.view.center = p
      case ("bounds", .rect(let r)?): change.view.bounds = r
      case ("transform", .transform(let t)?):
        change.view.transform = CATransform3DGetAffineTransform(t)
      case ("opacity", .scalar(let o)?): change.view.alpha = CGFloat(o)
      default: break
      }
    }
  }

  private func removeDrawing() {
    for change in changes { change.view.layer.removeAnimation(forKey: drawingKey(change.keyPath)) }
  }

  public func addAnimations(_ animation: @escaping () -> Void) {
    animations.append(animation)
    if isRunning { animation() }
  }

  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  public var fractionComplete: CGFloat {
    get {
      guard isRunning, let startTime, duration > 0 else { return pausedFraction }
      let elapsed = Swift.max(0, CACurrentMediaTime() - startTime)
      return Swift.min(1, pausedFraction + CGFloat(elapsed / duration))
    }
    set {
      guard !isRunning else { return }
      pausedFraction = Swift.min(1, Swift.max(0, newValue.isFinite ? newValue : 0))
      if state == .active { draw(playing: false, delay: 0, scrubbing: true) }
    }
  }

  public func startAnimation() { start(afterDelay: 0) }

  private func start(afterDelay delay: TimeInterval) {
    if state == .inactive { runAnimations() }
    draw(playing: true, delay: delay)
    state = .active
    isRunning = true
    startTime = CACurrentMediaTime() + delay
    generation += 1
    let generation = self.generation
    let end = CACurrentMediaTime() + delay + duration * Double(1 - pausedFraction)
    SimulationAnimations.shared.add(end: end) { [weak self] _ in
      guard let self, self.isRunning, self.generation == generation else { return }
      self.finish(at: self.isReversed ? .start : .end)
    }
  }

  /// Apple: "Starts the animation after the specified delay" — the completions run `delay`
  /// seconds later than without it.
  /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)
  public func startAnimation(afterDelay delay: TimeInterval) {
    start(afterDelay: delay.isFinite ? Swift.max(0, delay) : 0)
  }

  public func pauseAnimation() {
    if state == .inactive { runAnimations() }
    pausedFraction = fractionComplete
    isRunning = false
    state = .active
    draw(playing: false, delay: 0)
  }

  /// Apple: stopping without finishing leaves the animator inactive; otherwise it is
  /// `.stopped` and must be finished with `finishAnimation(at:)`.
  /// Apple: stopping "removes all of the associated animations from the execution stack and
  /// sets the values of any animatable properties to their current values": the model takes
  /// what is drawn now.
  /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
  public func stopAnimation(_ withoutFinishing: Bool) {
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
    let now = CACurrentMediaTime()
    setModel { $0.view.layer.simulationPresentationValue(forKeyPath: $0.keyPath, at: now) }
    removeDrawing()
  }

  /// Apple (`UIViewAnimatingPosition`): `.start` gives the properties "the values of the
  /// properties before you applied any animations", `.end` the blocks' values, `.current`
  /// leaves them.
  /// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    switch finalPosition {
    case .start: setModel { $0.from }
    case .end: setModel { $0.to }
    case .current: break
    }
    finish(at: finalPosition)
  }

  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    removeDrawing()
    let completions = self.completions
    self.completions.removeAll()
    for completion in completions { completion(position) }
  }
}

extension UIView {
  /// Apple: `enum UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}
