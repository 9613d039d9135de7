// Explicit Core Animation animations, played by the render server: what is on screen is a
// layer's presentation value, a function of media time alone, so it keeps moving while the main
// thread is busy (`SimulatedDevice.stallMainThread(for:)`) and can be read at any instant.
//
// Apple, Core Animation Programming Guide, "Core Animation Basics": "the objects in the
// presentation tree contain the in-flight values for any running animations … the model layer
// tree … store the target values for any animations"; animations run "in the render server".
// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/CoreAnimationBasics/CoreAnimationBasics.html
//
// Modelled (each with its page below): `beginTime` (0 means "when added"), `duration`, `speed`,
// `timeOffset`, `fillMode`, `isRemovedOnCompletion`, `timingFunction`, `isAdditive`, the
// delegate (`animationDidStart`, `animationDidStop(_:finished:)`), `CATransaction`'s
// completion block; `CABasicAnimation` (from/to/by), `CAKeyframeAnimation` (`values`,
// `keyTimes`, `timingFunctions`, `calculationMode` linear, discrete, paced, cubic),
// `CASpringAnimation` (mass, stiffness, damping, initialVelocity, `settlingDuration`).
// Not modelled: `repeatCount`, `repeatDuration`, `autoreverses`, `isCumulative`, paths, groups
// (set but ignored; the contract suite's README lists them).

/// Apple: `struct CAMediaTimingFillMode`. "removed: The receiver is removed from the
/// presentation when the animation is completed"; "forwards: The receiver remains visible in
/// its final state when the animation is completed"; "backwards: The receiver clamps values
/// before zero to zero when the animation is completed" (before it starts); "both".
/// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  var fillsForwards: Bool { self == .forwards || self == .both }
  var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Apple: `struct CAAnimationCalculationMode`.
/// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Apple: `struct CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Apple: `class CAMediaTimingFunction` — "a cubic Bézier timing curve" from (0, 0) to (1, 1)
/// through two control points. The named functions' control points are what
/// `getControlPoint(at:values:)` reports on a device (Apple's pages name them without numbers):
/// linear (0,0)(1,1), easeIn (0.42,0)(1,1), easeOut (0,0)(0.58,1), easeInEaseOut
/// (0.42,0)(0.58,1), default (0.25,0.1)(0.25,1).
/// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  let c1: (x: Double, y: Double)
  let c2: (x: Double, y: Double)

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    c1 = (Double(c1x), Double(c1y))
    c2 = (Double(c2x), Double(c2y))
  }

  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// The curve's y at x (time fraction 0…1), solving x(s) = x by bisection.
  package func value(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, c1.x, c2.x) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, c1.y, c2.y)
  }
}

/// Apple: `protocol CAAnimationDelegate` — "animationDidStart(_:) Tells the delegate the
/// animation has started"; "animationDidStop(_:finished:) … flag: true if the animation reached
/// the end of its active duration without being removed". Both optional (empty defaults here).
/// https://developer.apple.com/documentation/quartzcore/caanimationdelegate
@MainActor
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Apple: `class CAAnimation`.
/// https://developer.apple.com/documentation/quartzcore/caanimation
@MainActor
open class CAAnimation: NSObject {
  public override init() { super.init() }

  /// Apple: "An optional timing function defining the pacing of the animation"; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Apple: "When true, the animation is removed from the target layer's animations once its
  /// active duration has passed. Defaults to true."
  /// https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion
  open var isRemovedOnCompletion = true
  /// Apple (CAMediaTiming): "Defaults to 0"; Core Animation replaces a begin time of 0 with
  /// `CACurrentMediaTime()` when the animation is added (AVFoundation's
  /// `AVCoreAnimationBeginTimeAtZero` exists "to avoid Core Animation replacing 0.0 with
  /// CACurrentMediaTime()").
  /// https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
  /// https://developer.apple.com/documentation/avfoundation/avcoreanimationbegintimeatzero
  open var beginTime: CFTimeInterval = 0
  /// Apple: "Specifies the basic duration of the animation, in seconds. Defaults to 0." A 0
  /// duration plays for 0.25 s (long-known device behaviour, the default of implicit actions).
  open var duration: CFTimeInterval = 0
  /// Apple: "how time is mapped to receiver's time space from the parent time space".
  open var speed: Float = 1
  /// Apple: "Specifies an additional time offset in active local time."
  open var timeOffset: CFTimeInterval = 0
  /// Not modelled (recorded, ignored): repeats and reversing.
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Apple: "The delegate object is retained by the receiver. This is a rare exception to the
  /// memory management rules." https://developer.apple.com/documentation/quartzcore/caanimation/delegate
  open var delegate: (any CAAnimationDelegate)?

  /// Apple: `add(_:forKey:)` — "This object is copied by the render tree, not referenced.
  /// Therefore, subsequent modifications to the object are not propagated into the render tree."
  open func simulationCopy() -> CAAnimation {
    let copy = CAAnimation()
    copyTiming(to: copy)
    return copy
  }

  func copyTiming(to copy: CAAnimation) {
    copy.timingFunction = timingFunction
    copy.isRemovedOnCompletion = isRemovedOnCompletion
    copy.beginTime = beginTime
    copy.duration = duration
    copy.speed = speed
    copy.timeOffset = timeOffset
    copy.repeatCount = repeatCount
    copy.repeatDuration = repeatDuration
    copy.autoreverses = autoreverses
    copy.fillMode = fillMode
    copy.delegate = delegate
  }

  /// The duration the animation plays for, seconds of its parent's time.
  var effectiveDuration: CFTimeInterval {
    let basic = duration > 0 && duration.isFinite ? duration : 0.25
    return speed > 0 ? basic / Double(speed) : .infinity
  }

  /// The end of the active duration, media time.
  var endTime: CFTimeInterval { beginTime + effectiveDuration }

  /// The time fraction 0…1 at media time `time`, or nil when the animation has no effect then
  /// (before its start or after its end without a fill).
  func fraction(at time: CFTimeInterval) -> Double? {
    let basic = duration > 0 && duration.isFinite ? duration : 0.25
    let local = (time - beginTime) * Double(speed) + timeOffset
    if local < 0 {
      guard fillMode.fillsBackwards else { return nil }
      return 0
    }
    if local >= basic {
      guard fillMode.fillsForwards else { return nil }
      return 1
    }
    return local / basic
  }

  /// The local time (seconds since the start, clamped by the fill) at media time `time`.
  func localTime(at time: CFTimeInterval) -> Double? {
    guard let fraction = fraction(at: time) else { return nil }
    let basic = duration > 0 && duration.isFinite ? duration : 0.25
    return fraction * basic
  }
}

/// Apple: `class CAPropertyAnimation` — "An abstract subclass for creating animations that
/// manipulate the value of layer properties"; `isAdditive`: "If true, the value specified by
/// the animation is added to the current render tree value to produce the new render tree
/// value. The addition function is type-dependent, e.g. for affine transforms the two matrices
/// are concatenated."
/// https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive
@MainActor
open class CAPropertyAnimation: CAAnimation {
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  open var keyPath: String?
  open var isAdditive = false
  /// Not modelled (recorded, ignored).
  open var isCumulative = false

  override open func simulationCopy() -> CAAnimation {
    let copy = CAPropertyAnimation()
    copyProperty(to: copy)
    return copy
  }

  func copyProperty(to copy: CAPropertyAnimation) {
    copyTiming(to: copy)
    copy.keyPath = keyPath
    copy.isAdditive = isAdditive
    copy.isCumulative = isCumulative
  }

  /// The animated value at media time `time` given the layer's model value, or nil when the
  /// animation has no effect then.
  func value(at time: CFTimeInterval, model: SimulationAnimatableValue)
    -> SimulationAnimatableValue?
  { nil }
}

/// Apple: `class CABasicAnimation` — "fromValue and toValue are non-nil: Interpolates between
/// fromValue and toValue. fromValue and byValue are non-nil: Interpolates between fromValue and
/// (fromValue + byValue). byValue and toValue are non-nil: Interpolates between (toValue -
/// byValue) and toValue. fromValue is non-nil: Interpolates between fromValue and the current
/// presentation value of the property. toValue is non-nil: Interpolates between the layer's
/// current value of the property in the render tree and toValue. byValue is non-nil:
/// Interpolates between the layer's current value of the property in the render tree and that
/// plus byValue. All properties are nil: Interpolates between the previous value of keyPath in
/// the render tree and the current value of keyPath in the render tree." (the last is modelled
/// as the model value: no change).
/// https://developer.apple.com/documentation/quartzcore/cabasicanimation
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?

  override open func simulationCopy() -> CAAnimation {
    let copy = CABasicAnimation()
    copyBasic(to: copy)
    return copy
  }

  func copyBasic(to copy: CABasicAnimation) {
    copyProperty(to: copy)
    copy.fromValue = fromValue
    copy.toValue = toValue
    copy.byValue = byValue
  }

  /// The interpolation's two ends for the model value `model`.
  func ends(model: SimulationAnimatableValue) -> (
    SimulationAnimatableValue, SimulationAnimatableValue
  )? {
    let from = fromValue.flatMap(SimulationAnimatableValue.init(any:))
    let to = toValue.flatMap(SimulationAnimatableValue.init(any:))
    let by = byValue.flatMap(SimulationAnimatableValue.init(any:))
    switch (from, to, by) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, from.adding(by))
    case (nil, let to?, let by?): return (to.subtracting(by), to)
    case (let from?, nil, nil): return (from, model)
    case (nil, let to?, nil): return (model, to)
    case (nil, nil, let by?): return (model, model.adding(by))
    default: return (model, model)
    }
  }

  /// The progress 0…1 (or beyond, for a spring) at `local` seconds into the animation.
  func progress(local: Double, fraction: Double) -> Double {
    timingFunction?.value(at: fraction) ?? fraction
  }

  override func value(at time: CFTimeInterval, model: SimulationAnimatableValue)
    -> SimulationAnimatableValue?
  {
    guard let fraction = fraction(at: time), let local = localTime(at: time),
      let (from, to) = ends(model: model)
    else { return nil }
    let value = SimulationAnimatableValue.interpolate(
      from, to, progress(local: local, fraction: fraction))
    return isAdditive ? model.adding(value) : value
  }
}

/// Apple: `class CASpringAnimation` — "An animation that applies a spring-like force to a
/// layer's properties": a damped harmonic oscillator `m·x'' = −k·(x − 1) − c·x'` from the start
/// (0) toward the end (1), with `mass` "Defaults to one", `stiffness` "Defaults to 100",
/// `damping` "Defaults to 10", `initialVelocity` "Defaults to zero, which represents an unmoving
/// object. Negative values represent the object moving away from the spring attachment point,
/// positive values represent the object moving towards the spring attachment point" (in units
/// of the whole travel per second). The spring runs in seconds of local time, whatever
/// `duration` says; `duration` only cuts it off ("settlingDuration: The estimated duration
/// required for the spring system to be considered at rest. The duration is evaluated for the
/// current animation parameters.").
/// https://developer.apple.com/documentation/quartzcore/caspringanimation
@MainActor
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0

  override open func simulationCopy() -> CAAnimation {
    let copy = CASpringAnimation()
    copyBasic(to: copy)
    copy.mass = mass
    copy.stiffness = stiffness
    copy.damping = damping
    copy.initialVelocity = initialVelocity
    return copy
  }

  /// The oscillator's position (0 start, 1 rest) at `t` seconds.
  package func springPosition(at t: Double) -> Double {
    let m = Double(Swift.max(mass, 1e-6))
    let k = Double(Swift.max(stiffness, 1e-6))
    let c = Double(Swift.max(damping, 0))
    let v0 = Double(initialVelocity)
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    // x(t) = 1 − e(t), e(0) = 1, e'(0) = −v0.
    let e: Double
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / wd
      e = Foundation.exp(-zeta * omega * t) * (Foundation.cos(wd * t) + b * Foundation.sin(wd * t))
    } else if zeta == 1 {
      e = Foundation.exp(-omega * t) * (1 + (omega - v0) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      // e = A·e^(r1 t) + B·e^(r2 t), A + B = 1, r1·A + r2·B = −v0.
      let a = (-v0 - r2) / (r1 - r2)
      e = a * Foundation.exp(r1 * t) + (1 - a) * Foundation.exp(r2 * t)
    }
    return 1 - e
  }

  /// Apple does not give the rule: the first time after which the oscillator stays within
  /// 0.1 % of the travel of rest (sampled every millisecond, at most 60 s).
  open var settlingDuration: CFTimeInterval {
    var lastOutside = 0.0
    var t = 0.0
    while t < 60 {
      if abs(1 - springPosition(at: t)) > 0.001 { lastOutside = t }
      if t - lastOutside > 5 { break }
      t += 0.001
    }
    return lastOutside + 0.001
  }

  override func progress(local: Double, fraction: Double) -> Double {
    springPosition(at: local)
  }
}

/// Apple: `class CAKeyframeAnimation` — `values`: "An array of objects that specify the keyframe
/// values to use for the animation"; `keyTimes`: "Each value in the array is a floating point
/// number between 0.0 and 1.0 that defines the time at which to apply the corresponding keyframe
/// value … Each successive value in the array must be greater than, or equal to, the previous
/// value … If the values in this array are invalid or inappropriate for the current
/// calculationMode, they are ignored" (then the keyframes are evenly spaced); for linear and
/// cubic "the first value in the array must be 0.0 and the last value must be 1.0", the array
/// "should have one more entry than appears in the values array" for discrete, and as many for
/// the others; paced and cubicPaced ignore `keyTimes` and `timingFunctions`.
/// `timingFunctions`: "If the number of keyframes in the values property is n, then this
/// property should contain n-1 objects", one per segment.
/// `calculationMode`: linear "Simple linear calculation between keyframe values"; discrete
/// "Each keyframe value is used in turn, no interpolated values are calculated"; paced "Linear
/// keyframe values are interpolated to produce an even pace throughout the animation"; cubic
/// "Smooth spline calculation between keyframe values" (modelled as the Catmull-Rom spline, the
/// Kochanek–Bartels spline with Apple's default tension, continuity and bias of 0).
/// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode: CAAnimationCalculationMode = .linear

  override open func simulationCopy() -> CAAnimation {
    let copy = CAKeyframeAnimation()
    copyProperty(to: copy)
    copy.values = values
    copy.keyTimes = keyTimes
    copy.timingFunctions = timingFunctions
    copy.calculationMode = calculationMode
    return copy
  }

  override func value(at time: CFTimeInterval, model: SimulationAnimatableValue)
    -> SimulationAnimatableValue?
  {
    guard var fraction = fraction(at: time) else { return nil }
    let frames = (values ?? []).compactMap(SimulationAnimatableValue.init(any:))
    guard !frames.isEmpty else { return nil }
    fraction = timingFunction?.value(at: fraction) ?? fraction
    let value = Self.sample(
      frames, keyTimes: keyTimes?.map(\.doubleValue), timingFunctions: timingFunctions,
      mode: calculationMode, at: fraction)
    return isAdditive ? model.adding(value) : value
  }

  static func sample(
    _ frames: [SimulationAnimatableValue], keyTimes: [Double]?,
    timingFunctions: [CAMediaTimingFunction]?, mode: CAAnimationCalculationMode,
    at fraction: Double
  ) -> SimulationAnimatableValue {
    let n = frames.count
    if n == 1 { return frames[0] }
    switch mode {
    case .discrete:
      let times = validKeyTimes(keyTimes, count: n + 1) ?? (0...n).map { Double($0) / Double(n) }
      // The value whose interval holds the fraction; the last at the very end.
      var index = 0
      for i in 0..<n where fraction >= times[i] { index = i }
      return frames[index]
    case .paced, .cubicPaced:
      var lengths = [0.0]
      for i in 1..<n { lengths.append(lengths[i - 1] + frames[i - 1].distance(to: frames[i])) }
      let total = lengths[n - 1]
      let times =
        total > 0
        ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
      return interpolateSegment(frames, times: times, functions: nil, cubic: false, at: fraction)
    default:
      let times =
        validKeyTimes(keyTimes, count: n) ?? (0..<n).map { Double($0) / Double(n - 1) }
      return interpolateSegment(
        frames, times: times, functions: timingFunctions, cubic: mode == .cubic, at: fraction)
    }
  }

  private static func validKeyTimes(_ times: [Double]?, count: Int) -> [Double]? {
    guard let times, times.count == count, times.first == 0, times.last == 1 else { return nil }
    for i in 1..<times.count where times[i] < times[i - 1] { return nil }
    return times
  }

  private static func interpolateSegment(
    _ frames: [SimulationAnimatableValue], times: [Double],
    functions: [CAMediaTimingFunction]?, cubic: Bool, at fraction: Double
  ) -> SimulationAnimatableValue {
    let n = frames.count
    if fraction <= times[0] { return frames[0] }
    if fraction >= times[n - 1] { return frames[n - 1] }
    var i = 0
    while i < n - 2, fraction >= times[i + 1] { i += 1 }
    let span = times[i + 1] - times[i]
    var local = span > 0 ? (fraction - times[i]) / span : 1
    if let functions, functions.count == n - 1 { local = functions[i].value(at: local) }
    guard cubic else { return .interpolate(frames[i], frames[i + 1], local) }
    let p0 = frames[Swift.max(0, i - 1)]
    let p3 = frames[Swift.min(n - 1, i + 2)]
    return .catmullRom(p0, frames[i], frames[i + 1], p3, local)
  }
}

/// A value an animation interpolates: numbers, points, sizes, rectangles, 3D transforms, paths
/// (rectangles and rounded rectangles of the same kind), and anything else as a discrete value.
public enum SimulationAnimatableValue {
  case scalar(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case path(CGPath)
  case discrete(Any)

  public init?(any value: Any) {
    switch value {
    case let v as Bool: self = .discrete(v)
    case let v as Double: self = .scalar(v)
    case let v as CGFloat: self = .scalar(Double(v))
    case let v as Float: self = .scalar(Double(v))
    case let v as Int: self = .scalar(Double(v))
    case let v as NSNumber: self = .scalar(v.doubleValue)
    case let v as CGPoint: self = .point(v)
    case let v as CGSize: self = .size(v)
    case let v as CGRect: self = .rect(v)
    case let v as CATransform3D: self = .transform(v)
    case let v as CGPath: self = .path(v)
    default: self = .discrete(value)
    }
  }

  /// The value as the layer's property type wants it.
  public var anyValue: Any {
    switch self {
    case .scalar(let v): v
    case .point(let v): v
    case .size(let v): v
    case .rect(let v): v
    case .transform(let v): v
    case .path(let v): v
    case .discrete(let v): v
    }
  }

  public var scalar: Double? {
    if case .scalar(let v) = self { return v }
    return nil
  }

  private var components: [Double]? {
    switch self {
    case .scalar(let v): return [v]
    case .point(let p): return [p.x, p.y].map(Double.init)
    case .size(let s): return [s.width, s.height].map(Double.init)
    case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height].map(Double.init)
    case .transform(let t): return t.rows.flatMap { $0 }.map(Double.init)
    case .path(let path):
      switch path.shape {
      case .rect(let r): return [0, r.minX, r.minY, r.width, r.height, 0].map(Double.init)
      case .roundedRect(let r, let radius):
        return [1, r.minX, r.minY, r.width, r.height, radius].map(Double.init)
      case .ellipse(let r): return [2, r.minX, r.minY, r.width, r.height, 0].map(Double.init)
      }
    case .discrete: return nil
    }
  }

  private func with(_ c: [Double]) -> SimulationAnimatableValue {
    let f = c.map { CGFloat($0) }
    switch self {
    case .scalar: return .scalar(c[0])
    case .point: return .point(CGPoint(x: f[0], y: f[1]))
    case .size: return .size(CGSize(width: f[0], height: f[1]))
    case .rect: return .rect(CGRect(x: f[0], y: f[1], width: f[2], height: f[3]))
    case .transform:
      return .transform(
        CATransform3D(rows: [Array(f[0..<4]), Array(f[4..<8]), Array(f[8..<12]), Array(f[12..<16])])
      )
    case .path(let path):
      let rect = CGRect(x: f[1], y: f[2], width: f[3], height: f[4])
      switch path.shape {
      case .rect: return .path(CGPath(shape: .rect(rect)))
      case .roundedRect: return .path(CGPath(shape: .roundedRect(rect, cornerRadius: f[5])))
      case .ellipse: return .path(CGPath(shape: .ellipse(rect)))
      }
    case .discrete: return self
    }
  }

  private static func sameKind(_ a: [Double]?, _ b: [Double]?, _ lhs: Self, _ rhs: Self) -> Bool {
    guard let a, let b, a.count == b.count else { return false }
    if case .path = lhs, a[0] != b[0] { return false }
    switch (lhs, rhs) {
    case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect),
      (.transform, .transform), (.path, .path):
      return true
    default: return false
    }
  }

  /// Linear interpolation; values that cannot be interpolated (different kinds, discrete
  /// values, paths of different shapes) switch at the midpoint. Transforms interpolate entry
  /// by entry, which is Core Animation's decomposed interpolation exactly for the translations
  /// and scales SideMenuKit uses (a rotation between keyframes is not modelled).
  public static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self {
    let ca = a.components
    let cb = b.components
    guard sameKind(ca, cb, a, b), let ca, let cb else { return t < 0.5 ? a : b }
    return a.with(zip(ca, cb).map { $0 + ($1 - $0) * t })
  }

  static func catmullRom(_ p0: Self, _ p1: Self, _ p2: Self, _ p3: Self, _ t: Double) -> Self {
    guard let c0 = p0.components, let c1 = p1.components, let c2 = p2.components,
      let c3 = p3.components, sameKind(c0, c1, p0, p1), sameKind(c1, c2, p1, p2),
      sameKind(c2, c3, p2, p3)
    else { return interpolate(p1, p2, t) }
    let t2 = t * t
    let t3 = t2 * t
    var out: [Double] = []
    for i in c1.indices {
      let m1 = (c2[i] - c0[i]) / 2
      let m2 = (c3[i] - c1[i]) / 2
      out.append(
        (2 * t3 - 3 * t2 + 1) * c1[i] + (t3 - 2 * t2 + t) * m1 + (-2 * t3 + 3 * t2) * c2[i]
          + (t3 - t2) * m2)
    }
    return p1.with(out)
  }

  /// Apple's "type-dependent" addition: transforms concatenate, the rest add component-wise.
  func adding(_ other: Self) -> Self {
    if case .transform(let a) = self, case .transform(let b) = other {
      return .transform(CATransform3DConcat(b, a))
    }
    let ca = components
    let cb = other.components
    guard Self.sameKind(ca, cb, self, other), let ca, let cb else { return other }
    if case .path = self { return other }
    return with(zip(ca, cb).map { $0 + $1 })
  }

  func subtracting(_ other: Self) -> Self {
    let ca = components
    let cb = other.components
    guard Self.sameKind(ca, cb, self, other), let ca, let cb else { return self }
    return with(zip(ca, cb).map { $0 - $1 })
  }

  /// Simulation only: whether two values are the same (same kind, same components).
  package func simulationIsSame(as other: Self) -> Bool {
    guard let a = components, let b = other.components, Self.sameKind(a, b, self, other) else {
      return false
    }
    return a == b
  }

  /// The distance between two values, for paced keyframes.
  func distance(to other: Self) -> Double {
    let ca = components
    let cb = other.components
    guard Self.sameKind(ca, cb, self, other), let ca, let cb else { return 0 }
    return zip(ca, cb).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
  }
}

/// Apple: `class CATransaction` — "Every modification to a layer tree must be part of a
/// transaction"; `setCompletionBlock(_:)`: "The completion block object that is guaranteed to be
/// called (on the main thread) as soon as all animations subsequently added by this transaction
/// group have completed (or have been removed.) If no animations are added before the current
/// transaction group is committed (or the completion block is set to a different value), the
/// block will be invoked immediately." Modelled: explicit `begin()`/`commit()` groups, nested;
/// the implicit group of a turn; the block runs on a later main-thread turn (never inside the
/// call), once every animation added after it was set has ended or been removed.
/// https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
@MainActor
open class CATransaction: NSObject {
  final class Group {
    var isImplicit = false
    var completion: (() -> Void)?
    var animations: [ObjectIdentifier] = []
    var disablesActions = false
    var duration: CFTimeInterval = 0.25
  }

  static var stack: [Group] = []

  /// Simulation only: forgets every open group (a fresh device).
  package static func simulationReset() {
    stack = []
    isFlushPending = false
  }

  private static var current: Group {
    if stack.isEmpty {
      let implicit = Group()
      implicit.isImplicit = true
      stack.append(implicit)
      // The implicit transaction is committed at the end of the turn.
      SimulationRunLoop.main.perform { CATransaction.commitImplicit(implicit) }
    }
    return stack[stack.count - 1]
  }

  open class func begin() { stack.append(Group()) }

  /// Apple: "Commit all changes made during the current transaction." An explicit transaction
  /// on the main thread is nested in the turn's implicit one (which begins with the turn's first
  /// change), so its changes reach the render server with the turn's commit (the Core Animation
  /// Programming Guide: only when the outermost transaction commits); the stricter reading,
  /// also when no implicit transaction is open yet — `flush()` sends them at once.
  /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
  open class func commit() {
    guard let group = stack.popLast() else { return }
    finish(group)
    if isFlushPending, stack.allSatisfy({ $0.isImplicit }) {
      isFlushPending = false
      SimulationRenderServer.shared.commit()
    }
  }

  private static func commitImplicit(_ group: Group) {
    guard let index = stack.firstIndex(where: { $0 === group }) else { return }
    stack.remove(at: index)
    finish(group)
  }

  private static func finish(_ group: Group) {
    guard let completion = group.completion else { return }
    SimulationRenderServer.shared.addCompletion(completion, waitingFor: group.animations)
  }

  /// Apple: "Flushes any extant implicit transaction. … Delays the commit until any nested
  /// explicit transactions have completed. Flush is typically called automatically at the end
  /// of the current runloop". Modelled: the render server gets the layer tree now, or — inside
  /// an explicit transaction — when the outermost one commits.
  /// https://developer.apple.com/documentation/quartzcore/catransaction/flush()
  open class func flush() {
    if stack.allSatisfy({ $0.isImplicit }) {
      SimulationRenderServer.shared.commit()
    } else {
      isFlushPending = true
    }
  }

  /// A flush waits for the outermost explicit transaction.
  static var isFlushPending = false

  open class func setCompletionBlock(_ block: (() -> Void)?) {
    let group = current
    group.completion = block
    group.animations = []
  }

  open class func completionBlock() -> (() -> Void)? { current.completion }
  open class func setDisableActions(_ flag: Bool) { current.disablesActions = flag }
  open class func disableActions() -> Bool { current.disablesActions }
  open class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }
  open class func animationDuration() -> CFTimeInterval { current.duration }

  /// An animation was added under the current group.
  static func noteAdded(_ animation: CAAnimation) {
    let group = current
    if group.completion != nil { group.animations.append(ObjectIdentifier(animation)) }
  }
}

/// The render server: the layers with animations, the animations' ends and the callbacks they
/// owe the main thread (delegate calls, transaction completions), which run on the main thread
/// at the first vsync at or after the end — later when the main thread is busy then.
@MainActor
package final class SimulationRenderServer {
  package static var shared = SimulationRenderServer()

  private final class WeakLayer {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
  }

  private var layers: [WeakLayer] = []
  /// Every layer of the app (not presentation copies), for the commit.
  private var tracked: [WeakLayer] = []

  func track(_ layer: CALayer) { tracked.append(WeakLayer(layer)) }

  /// Simulation only: the end of a transaction that reaches the render server (the turn's
  /// implicit one, or `CATransaction.flush()`): every layer's model values and new animations
  /// become what is drawn.
  package func commit() {
    let now = CACurrentMediaTime()
    tracked.removeAll { $0.layer == nil }
    for entry in tracked { entry.layer?.simulationCommit(at: now) }
  }
  /// Animations still playing, by identity (an animation's end or removal takes it out).
  private var live: Set<ObjectIdentifier> = []
  private var completions: [(block: () -> Void, waiting: Set<ObjectIdentifier>)] = []

  package init() {}

  func register(_ layer: CALayer, animation: CAAnimation) {
    if !layers.contains(where: { $0.layer === layer }) { layers.append(WeakLayer(layer)) }
    live.insert(ObjectIdentifier(animation))
  }

  func addCompletion(_ block: @escaping () -> Void, waitingFor animations: [ObjectIdentifier]) {
    let waiting = Set(animations).intersection(live)
    completions.append((block, waiting))
    if waiting.isEmpty { SimulationRunLoop.main.perform { [weak self] in self?.runCompletions() } }
  }

  /// An animation ended or was removed: its delegate hears it on a later turn, and transaction
  /// completions waiting only for it run.
  func ended(_ animation: CAAnimation, finished: Bool) {
    live.remove(ObjectIdentifier(animation))
    for index in completions.indices {
      completions[index].waiting.remove(ObjectIdentifier(animation))
    }
    let delegate = animation.delegate
    SimulationRunLoop.main.perform { [weak self] in
      delegate?.animationDidStop(animation, finished: finished)
      self?.runCompletions()
    }
  }

  private func runCompletions() {
    let due = completions.filter { $0.waiting.isEmpty }
    completions.removeAll { $0.waiting.isEmpty }
    for entry in due { entry.block() }
  }

  /// Whether any animation is still playing (on a layer that still exists).
  package var isAnimating: Bool {
    layers.contains { ($0.layer?.simulationAnimations.isEmpty == false) }
  }

  /// At a vsync on the main thread: animations whose active duration has passed end (removed
  /// when `isRemovedOnCompletion`), and their callbacks are queued.
  package func finishDue(at time: CFTimeInterval) {
    layers.removeAll { $0.layer == nil }
    for entry in layers {
      entry.layer?.finishAnimations(endedBy: time)
    }
  }
}
