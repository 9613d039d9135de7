/// Apple: `struct CALayerCornerCurve` (iOS 13+).
/// https://developer.apple.com/documentation/quartzcore/calayercornercurve
public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Apple: `struct CACornerMask`.
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// Apple: `class CALayer`. The simulation keeps the properties SideMenuKit sets, with Apple's
/// defaults, and counts every write (and every write of the value already there) for the
/// benchmark. A view's geometry lives in the view; the layer's own geometry is not modelled.
/// https://developer.apple.com/documentation/quartzcore/calayer
@MainActor
open class CALayer {
  public init() { SimulationRenderServer.shared.track(self) }

  /// Apple: "This initializer is used to create shadow copies of layers, for example, for the
  /// presentation() method." https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)
  public required init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    _shadowColor = other._shadowColor
    _shadowOpacity = other._shadowOpacity
    _shadowRadius = other._shadowRadius
    _shadowOffset = other._shadowOffset
    _shadowPath = other._shadowPath
    _cornerRadius = other._cornerRadius
    _cornerCurve = other._cornerCurve
    _maskedCorners = other._maskedCorners
    _masksToBounds = other._masksToBounds
    _position = other.position
    _bounds = other.bounds
    _transform = other.transform
    _opacity = other.opacity
    _isHidden = other.isHidden
    beginTime = other.beginTime
    speed = other.speed
    timeOffset = other.timeOffset
  }

  // MARK: Time (CAMediaTiming)

  /// Apple (`CAMediaTiming`): "Methods that model a hierarchical timing system, allowing
  /// objects to map time between their parent and local time"; the conversion from parent time
  /// `tp` to active local time is `t = (tp - begin) * speed + offset` (the protocol's header),
  /// a layer's parent being its superlayer and the root layer's parent absolute time
  /// (`CACurrentMediaTime()`). A layer's animations run in its local time: a layer's `speed`
  /// changes the duration of its animations "and its sublayers" proportionally (Core Animation
  /// Programming Guide, "Customizing the Timing of an Animation").
  /// https://developer.apple.com/documentation/quartzcore/camediatiming
  /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/AdvancedAnimationTricks/AdvancedAnimationTricks.html
  ///
  /// Apple: "Specifies the begin time of the receiver in relation to its parent object, if
  /// applicable. Defaults to 0." https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
  open var beginTime: CFTimeInterval = 0
  /// Apple: "Specifies how time is mapped to receiver's time space from the parent time space.
  /// For example, if speed is 2.0 local time progresses twice as fast as parent time. Defaults
  /// to 1.0." https://developer.apple.com/documentation/quartzcore/camediatiming/speed
  open var speed: Float = 1
  /// Apple: "Specifies an additional time offset in active local time. … Defaults to 0." With
  /// `speed` 0 it pauses the layer at that local time (the header: "One use of this is to
  /// 'pause' a layer by setting speed to zero and offset to a suitable value").
  /// https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset
  open var timeOffset: CFTimeInterval = 0

  /// The parent in the timing hierarchy: a view-backed layer's superview's layer (the layer
  /// tree follows the view tree); a stand-alone layer's, if a test set one.
  package var simulationSuperlayer: CALayer? {
    simulationHost?.simulationSuperlayer ?? simulationStandaloneSuperlayer
  }
  /// Simulation only: the parent of a layer not backed by a view (`addSublayer(_:)` is not
  /// modelled; contract tests nest layers with this).
  package weak var simulationStandaloneSuperlayer: CALayer?

  /// One layer's mapping from its parent's time to its own, and back.
  fileprivate struct TimeSpace {
    var beginTime: CFTimeInterval
    var speed: Float
    var timeOffset: CFTimeInterval
    func local(fromParent t: CFTimeInterval) -> CFTimeInterval {
      (t - beginTime) * Double(speed) + timeOffset
    }
    /// A paused layer (speed 0) maps every parent instant to one local time: no single parent
    /// time answers (nan; Apple is silent).
    func parent(fromLocal t: CFTimeInterval) -> CFTimeInterval {
      speed == 0 ? .nan : (t - timeOffset) / Double(speed) + beginTime
    }
  }

  private var modelTimeSpace: TimeSpace {
    TimeSpace(beginTime: beginTime, speed: speed, timeOffset: timeOffset)
  }

  /// This layer and its ancestors, itself first.
  private var timingChain: [CALayer] {
    var chain: [CALayer] = []
    var layer: CALayer? = self
    while let current = layer, !chain.contains(where: { $0 === current }) {
      chain.append(current)
      layer = current.simulationSuperlayer
    }
    return chain
  }

  /// The layer's local time at absolute time `t`, by the model's timing (`committed` false) or
  /// by what the render server has (the last commit's, the model's before the first).
  package func simulationLocalTime(at t: CFTimeInterval, committed: Bool = false)
    -> CFTimeInterval
  {
    timingChain.reversed().reduce(t) { time, layer in
      let space =
        committed
        ? (layer.simulationCommitted?.timeSpace ?? layer.modelTimeSpace) : layer.modelTimeSpace
      return space.local(fromParent: time)
    }
  }

  /// Apple: "Converts the time interval from the specified layer's time space to the
  /// receiver's time space. … l: The layer with t in its time space. The receiver and l and
  /// must share a common parent layer." `nil` is absolute time. Converted through the nearest
  /// common ancestor (absolute time when there is none); back through a paused layer (speed 0)
  /// there is no single answer: nan.
  /// https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:)
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    let mine = timingChain
    let theirs = l?.timingChain ?? []
    let common = theirs.first { layer in mine.contains { $0 === layer } }
    var time = t
    for layer in theirs {
      if let common, layer === common { break }
      time = layer.modelTimeSpace.parent(fromLocal: time)
    }
    let down = mine.prefix { layer in common.map { $0 !== layer } ?? true }
    for layer in down.reversed() { time = layer.modelTimeSpace.local(fromParent: time) }
    return time
  }

  /// Apple: "Converts the time interval from the receiver's time space to the specified
  /// layer's time space" (`nil`: absolute time).
  /// https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:to:)
  open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    if let l { return l.convertTime(t, from: self) }
    var time = t
    for layer in timingChain { time = layer.modelTimeSpace.parent(fromLocal: time) }
    return time
  }

  // MARK: The render tree's copy

  /// What the render server has of the layer: its geometry, opacity and hidden flag as of
  /// the last commit (`nil` until the first). Apple (`CATransaction`): "Every modification to a
  /// layer tree must be part of a transaction"; implicit transactions "are committed
  /// automatically when the thread's runloop next iterates" — so what is drawn, and
  /// `presentation()`, change only at a commit, never in the middle of a turn.
  /// https://developer.apple.com/documentation/quartzcore/catransaction
  package struct SimulationCommittedState {
    package var position: CGPoint
    package var bounds: CGRect
    package var transform: CATransform3D
    package var opacity: Float
    package var isHidden: Bool
    fileprivate var timeSpace: TimeSpace
  }

  package private(set) var simulationCommitted: SimulationCommittedState?

  /// The commit: the model values (and timing) become the render tree's, and the animations
  /// added since the last commit start playing, a `beginTime` of 0 becoming the commit's time
  /// in the layer's own time space (its local time then: an animation's begin time is "in
  /// relation to its parent object", the layer).
  package func simulationCommit(at time: CFTimeInterval) {
    simulationCommitted = SimulationCommittedState(
      position: position, bounds: bounds, transform: transform, opacity: opacity,
      isHidden: isHidden, timeSpace: modelTimeSpace)
    for entry in simulationAnimations where !entry.isCommitted {
      entry.isCommitted = true
      if entry.animation.beginTime == 0 {
        entry.animation.beginTime = simulationLocalTime(at: time)
      }
    }
  }

  // MARK: Geometry

  /// The view whose layer this is: a view-backed layer's geometry is its view's (Apple: a
  /// view's `center` is its layer's `position` with the default anchor point, its `bounds`
  /// the layer's, its `transform` the layer's affine transform, its `alpha` the layer's
  /// `opacity`). https://developer.apple.com/documentation/uikit/uiview/center
  package weak var simulationHost: (any SimulationLayerHost)?

  private var _position = CGPoint.zero
  private var _bounds = CGRect.zero
  private var _transform = CATransform3DIdentity
  private var _opacity: Float = 1
  private var _isHidden = false

  open var position: CGPoint {
    get { simulationHost?.simulationLayerPosition ?? _position }
    set {
      if let host = simulationHost {
        host.simulationLayerPosition = newValue
      } else {
        write(&_position, newValue)
      }
    }
  }
  open var bounds: CGRect {
    get { simulationHost?.simulationLayerBounds ?? _bounds }
    set {
      if let host = simulationHost {
        host.simulationLayerBounds = newValue
      } else {
        write(&_bounds, newValue)
      }
    }
  }
  /// Apple: "The transform applied to the layer's contents … Defaults to the identity
  /// transform." A view-backed layer holds its view's affine transform.
  open var transform: CATransform3D {
    get {
      simulationHost.map { CATransform3DMakeAffineTransform($0.simulationLayerAffineTransform) }
        ?? _transform
    }
    set {
      if let host = simulationHost {
        host.simulationLayerAffineTransform = CATransform3DGetAffineTransform(newValue)
      } else {
        write(&_transform, newValue)
      }
    }
  }
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }
  open var opacity: Float {
    get { simulationHost?.simulationLayerOpacity ?? _opacity }
    set {
      if let host = simulationHost {
        host.simulationLayerOpacity = newValue
      } else {
        write(&_opacity, newValue)
      }
    }
  }
  open var isHidden: Bool {
    get { simulationHost?.simulationLayerIsHidden ?? _isHidden }
    set {
      if let host = simulationHost {
        host.simulationLayerIsHidden = newValue
      } else {
        write(&_isHidden, newValue)
      }
    }
  }
  /// Not modelled beyond its default: (0.5, 0.5), the centre.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  private func write<Value: Equatable>(
    _ storage: inout Value, _ newValue: Value, property: StaticString = #function
  ) {
    SimulationLog.write(&storage, newValue, object: self, property: property)
  }

  // Defaults from Apple's property pages: shadowOpacity 0, shadowRadius 3, shadowOffset (0, -3),
  // shadowColor opaque black, cornerRadius 0, cornerCurve circular, masksToBounds false.
  private var _shadowColor: CGColor? = .black
  private var _shadowOpacity: Float = 0
  private var _shadowRadius: CGFloat = 3
  private var _shadowOffset = CGSize(width: 0, height: -3)
  private var _shadowPath: CGPath?
  private var _cornerRadius: CGFloat = 0
  private var _cornerCurve = CALayerCornerCurve.circular
  private var _maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  private var _masksToBounds = false

  open var shadowColor: CGColor? {
    get { _shadowColor }
    set { write(&_shadowColor, newValue) }
  }
  open var shadowOpacity: Float {
    get { _shadowOpacity }
    set { write(&_shadowOpacity, newValue) }
  }
  open var shadowRadius: CGFloat {
    get { _shadowRadius }
    set { write(&_shadowRadius, newValue) }
  }
  open var shadowOffset: CGSize {
    get { _shadowOffset }
    set { write(&_shadowOffset, newValue) }
  }
  open var shadowPath: CGPath? {
    get { _shadowPath }
    set { write(&_shadowPath, newValue) }
  }
  open var cornerRadius: CGFloat {
    get { _cornerRadius }
    set { write(&_cornerRadius, newValue) }
  }
  open var cornerCurve: CALayerCornerCurve {
    get { _cornerCurve }
    set { write(&_cornerCurve, newValue) }
  }
  open var maskedCorners: CACornerMask {
    get { _maskedCorners }
    set { write(&_maskedCorners, newValue) }
  }
  open var masksToBounds: Bool {
    get { _masksToBounds }
    set { write(&_masksToBounds, newValue) }
  }
  open var mask: CALayer?

  /// Simulation only: called when a test or UIKit removes the layer's animations.
  package var onRemoveAllAnimations: (() -> Void)?

  // MARK: Animations

  /// One added animation: the render tree's copy, its key, whether it has ended.
  package final class AnimationEntry {
    package let key: String?
    package let animation: CAAnimation
    var hasEnded = false
    /// Whether a commit has delivered it to the render server (it plays only from then on).
    package var isCommitted = false
    init(key: String?, animation: CAAnimation) {
      self.key = key
      self.animation = animation
    }
  }

  /// Simulation only: the animations attached now, in the order they were added.
  package private(set) var simulationAnimations: [AnimationEntry] = []

  /// Apple: "Add the specified animation object to the layer's render tree … anim: The
  /// animation to be added to the render tree. This object is copied by the render tree, not
  /// referenced … key: A string that identifies the animation. Only one animation per unique
  /// key is added to the layer … may be nil." It reaches the render server with the
  /// transaction's commit (the end of the turn, see `simulationCommit(at:)`), and a `beginTime`
  /// of 0 becomes the commit's time (see `CAAnimation.beginTime`; Apple does not say whether
  /// the add or the commit stamps it: the later, stricter reading). Its delegate hears
  /// `animationDidStart` on a later turn.
  /// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = anim.simulationCopy()
    if let key, let index = simulationAnimations.firstIndex(where: { $0.key == key }) {
      let replaced = simulationAnimations.remove(at: index)
      end(replaced, finished: false)
    }
    simulationAnimations.append(AnimationEntry(key: key, animation: copy))
    SimulationRenderServer.shared.register(self, animation: copy)
    CATransaction.noteAdded(copy)
    SimulationLog.recordWrite(changed: true, object: self, property: "add(_:forKey:)")
    let delegate = copy.delegate
    SimulationRunLoop.main.perform { delegate?.animationDidStart(copy) }
  }

  /// Apple: "Returns the animation object with the specified identifier" — the render tree's
  /// copy; nil once it was removed.
  open func animation(forKey key: String) -> CAAnimation? {
    simulationAnimations.first { $0.key == key }?.animation
  }

  /// Apple: "Returns an array of strings that identify the animations currently attached to the
  /// layer", nil when there are none.
  open func animationKeys() -> [String]? {
    let keys = simulationAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Apple: "Remove the animation object with the specified key." Its delegate hears
  /// `animationDidStop(_:finished: false)` on a later turn.
  open func removeAnimation(forKey key: String) {
    guard let index = simulationAnimations.firstIndex(where: { $0.key == key }) else { return }
    let entry = simulationAnimations.remove(at: index)
    SimulationLog.recordWrite(changed: true, object: self, property: "removeAnimation(forKey:)")
    end(entry, finished: false)
  }

  /// Apple: "Remove all animations attached to the layer."
  open func removeAllAnimations() {
    onRemoveAllAnimations?()
    let removed = simulationAnimations
    simulationAnimations = []
    if !removed.isEmpty {
      SimulationLog.recordWrite(changed: true, object: self, property: "removeAllAnimations()")
    }
    for entry in removed { end(entry, finished: false) }
  }

  private func end(_ entry: AnimationEntry, finished: Bool) {
    guard !entry.hasEnded else { return }
    entry.hasEnded = true
    SimulationRenderServer.shared.ended(entry.animation, finished: finished)
  }

  /// Animations whose active duration has passed by absolute time `absoluteTime` end: their delegates hear
  /// `finished: true`, and those removed on completion leave the layer.
  func finishAnimations(endedBy absoluteTime: CFTimeInterval) {
    // The animations' times are the layer's (see `simulationLocalTime(at:committed:)`).
    let time = simulationLocalTime(at: absoluteTime, committed: true)
    for entry in simulationAnimations
    where !entry.hasEnded && entry.isCommitted && entry.animation.endTime <= time + 1e-9 {
      end(entry, finished: true)
    }
    simulationAnimations.removeAll { $0.hasEnded && $0.animation.isRemovedOnCompletion }
  }

  /// Apple: "Returns a copy of the presentation layer object that represents the state of the
  /// layer as it currently appears onscreen" — the values of the last commit with every
  /// committed animation applied at the current media time, in the order they were added (a later non-additive one
  /// replaces what came before, an additive one adds to it). An animation that has passed its
  /// end shows only with a forwards fill (it may not have left the layer yet while the main
  /// thread is busy, but the render server no longer draws it).
  /// https://developer.apple.com/documentation/quartzcore/calayer/presentation()
  open func presentation() -> Self? {
    let copy = Self(layer: self)
    copy.simulationHost = nil
    if let committed = simulationCommitted {
      copy._position = committed.position
      copy._bounds = committed.bounds
      copy._transform = committed.transform
      copy._opacity = committed.opacity
      copy._isHidden = committed.isHidden
    }
    let now = CACurrentMediaTime()
    for keyPath in Self.animatableKeyPaths {
      if let value = simulationPresentationValue(forKeyPath: keyPath, at: now) {
        copy.setSimulationValue(value, forKeyPath: keyPath)
      }
    }
    return copy
  }

  /// Apple: "Returns the model layer object associated with the receiver, if any."
  open func model() -> Self { self }

  /// The key paths the model animates.
  package static let animatableKeyPaths = [
    "position", "bounds", "transform", "opacity", "hidden", "shadowOpacity", "shadowRadius",
    "shadowPath", "cornerRadius", "position.x", "position.y", "transform.translation.x",
  ]

  /// Simulation only: the model value of an animatable key path.
  package func simulationModelValue(forKeyPath keyPath: String) -> SimulationAnimatableValue? {
    switch keyPath {
    case "position": .point(position)
    case "position.x": .scalar(Double(position.x))
    case "position.y": .scalar(Double(position.y))
    case "bounds": .rect(bounds)
    case "transform": .transform(transform)
    case "transform.translation.x": .scalar(Double(transform.m41))
    case "opacity": .scalar(Double(opacity))
    case "hidden": .discrete(isHidden)
    case "shadowOpacity": .scalar(Double(shadowOpacity))
    case "shadowRadius": .scalar(Double(shadowRadius))
    case "cornerRadius": .scalar(Double(cornerRadius))
    case "shadowPath": shadowPath.map { .path($0) } ?? .discrete(Optional<CGPath>.none as Any)
    default: nil
    }
  }

  /// The render tree's value of a key path: the committed one for geometry, opacity and the
  /// hidden flag, the model's for the rest.
  private func simulationCommittedValue(forKeyPath keyPath: String) -> SimulationAnimatableValue? {
    guard let committed = simulationCommitted else {
      return simulationModelValue(forKeyPath: keyPath)
    }
    switch keyPath {
    case "position": return .point(committed.position)
    case "position.x": return .scalar(Double(committed.position.x))
    case "position.y": return .scalar(Double(committed.position.y))
    case "bounds": return .rect(committed.bounds)
    case "transform": return .transform(committed.transform)
    case "transform.translation.x": return .scalar(Double(committed.transform.m41))
    case "opacity": return .scalar(Double(committed.opacity))
    case "hidden": return .discrete(committed.isHidden)
    default: return simulationModelValue(forKeyPath: keyPath)
    }
  }

  private func setSimulationValue(_ value: SimulationAnimatableValue, forKeyPath keyPath: String) {
    let scalar = value.scalar
    switch (keyPath, value) {
    case ("position", .point(let p)): _position = p
    case ("position.x", _): if let scalar { _position.x = CGFloat(scalar) }
    case ("position.y", _): if let scalar { _position.y = CGFloat(scalar) }
    case ("bounds", .rect(let r)): _bounds = r
    case ("transform", .transform(let t)): _transform = t
    case ("transform.translation.x", _): if let scalar { _transform.m41 = CGFloat(scalar) }
    case ("opacity", _): if let scalar { _opacity = Float(scalar) }
    case ("hidden", .discrete(let b)): if let b = b as? Bool { _isHidden = b }
    case ("shadowOpacity", _): if let scalar { _shadowOpacity = Float(scalar) }
    case ("shadowRadius", _): if let scalar { _shadowRadius = CGFloat(scalar) }
    case ("cornerRadius", _): if let scalar { _cornerRadius = CGFloat(scalar) }
    case ("shadowPath", .path(let path)): _shadowPath = path
    default: break
    }
  }

  /// Simulation only: what the render server draws for `keyPath` at media time `time`: the
  /// model value with the animations of that key path (and, for a whole value, of none of its
  /// components) applied, or nil when no animation touches it then. The animations play in the
  /// layer's local time (`simulationLocalTime(at:committed:)`, the render server's timing).
  package func simulationPresentationValue(forKeyPath keyPath: String, at time: CFTimeInterval)
    -> SimulationAnimatableValue?
  {
    presentationValue(
      forKeyPath: keyPath, atLocalTime: simulationLocalTime(at: time, committed: true))
  }

  private func presentationValue(forKeyPath keyPath: String, atLocalTime time: CFTimeInterval)
    -> SimulationAnimatableValue?
  {
    guard var value = simulationCommittedValue(forKeyPath: keyPath) else { return nil }
    var touched = false
    for entry in simulationAnimations where entry.isCommitted {
      guard let animation = entry.animation as? CAPropertyAnimation, animation.keyPath == keyPath,
        time <= animation.endTime + 1e-9 || animation.fillMode.fillsForwards
      else { continue }
      if let animated = animation.value(at: time, model: value) {
        value = animated
        touched = true
      }
    }
    // Component key paths (`position.x`) land in the whole value.
    if keyPath == "position" {
      for component in ["position.x", "position.y"] {
        if let part = presentationValue(forKeyPath: component, atLocalTime: time)?.scalar,
          case .point(var p) = value
        {
          if component == "position.x" { p.x = CGFloat(part) } else { p.y = CGFloat(part) }
          value = .point(p)
          touched = true
        }
      }
    }
    if keyPath == "transform",
      let part = presentationValue(forKeyPath: "transform.translation.x", atLocalTime: time)?
        .scalar, case .transform(var t) = value
    {
      t.m41 = CGFloat(part)
      value = .transform(t)
      touched = true
    }
    return touched ? value : nil
  }
}

/// What a view-backed layer reads its geometry from (UIKit's `UIView`).
@MainActor
package protocol SimulationLayerHost: AnyObject {
  var simulationLayerPosition: CGPoint { get set }
  var simulationLayerBounds: CGRect { get set }
  var simulationLayerAffineTransform: CGAffineTransform { get set }
  var simulationLayerOpacity: Float { get set }
  var simulationLayerIsHidden: Bool { get set }
  /// The superview's layer: the parent in the layer tree, and so in the timing hierarchy.
  var simulationSuperlayer: CALayer? { get }
}
