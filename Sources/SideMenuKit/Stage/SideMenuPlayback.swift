#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Render-server playback: a non-interactive motion handed to Core Animation as keyframe
  /// animations of the very properties a frame sets, so it keeps moving while the main thread
  /// is busy. The engine's frames are drawn onto the views by the mode's own mapping
  /// (`SideMenuRenderer.sideMenuApply`), one after the other, and what each view's properties
  /// became is read back: nothing here knows what a frame means.
  ///
  /// Apple: explicit animations run in the render server ("the objects in the presentation tree
  /// contain the in-flight values for any running animations"); `CAKeyframeAnimation`'s
  /// `keyTimes` place each value in the animation's time, and linear `calculationMode`
  /// interpolates between neighbours.
  /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/CoreAnimationBasics/CoreAnimationBasics.html
  /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
  @MainActor
  final class SideMenuPlayback {
    /// The animation keys, one per animated property of a layer.
    private static let keys = [
      "position", "transform", "opacity", "shadowOpacity", "shadowRadius", "cornerRadius",
      "shadowPath", "hidden",
    ]
    /// The layers animated now.
    private var layers: [CALayer] = []

    init() {}

    /// Whether a motion is playing (its animations are attached).
    var isPlaying: Bool { !layers.isEmpty }

    /// The frame the model values show while a motion plays: its rest, with the menu shown.
    private(set) var restingModel: SideMenuFrameState?

    /// When the playing motion was handed over (`CACurrentMediaTime()`), and one of its
    /// animations, by layer and key, to read back when Core Animation started it.
    private var handedOver: (time: Double, layer: CALayer, key: String)?

    /// How much later than it was handed over Core Animation started the playing motion, in
    /// seconds, by media time `time`: its animations begin at the commit that delivers them (a
    /// `beginTime` of 0: "Core Animation replac[es] 0.0 with CACurrentMediaTime()"), which comes
    /// only at the end of the turn — after any heavy work the app does in that turn. Read back
    /// from the render tree's copy (`animation(forKey:)`, kept on the layer past its end, see
    /// `isRemovedOnCompletion` below). A begin time still 0 — not committed yet, so in the very
    /// turn it was handed over, when no time has passed — counts as no delay; so does a motion
    /// whose animations someone else removed. 0 when nothing plays. (That the copy reports the
    /// begin time it was given at the commit is for a device to confirm: docs/verification.md.)
    /// https://developer.apple.com/documentation/avfoundation/avcoreanimationbegintimeatzero
    /// https://developer.apple.com/documentation/quartzcore/catransaction
    ///
    /// The begin time is in the layer's own time space (an animation's `beginTime` is "in
    /// relation to its parent object", the layer, whose ancestors' `speed`, `timeOffset` and
    /// `beginTime` map absolute time to it): converted back to absolute time first.
    /// https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:to:)
    func startDelay(at time: Double) -> Double {
      guard let handedOver,
        let begin = handedOver.layer.animation(forKey: handedOver.key)?.beginTime, begin != 0
      else { return 0 }
      let started = Double(handedOver.layer.convertTime(begin, to: nil))
      guard started.isFinite else { return 0 }
      return Swift.max(0, Swift.min(started, time) - handedOver.time)
    }

    /// How many seconds of `layer`'s local time pass per second of absolute time now: 1 unless
    /// the layer or an ancestor has a `speed` other than 1 (an app's slowed or paused layer, a
    /// transition container driven by its percent); 0 when one is paused. Apple
    /// (`CAMediaTiming.speed`): "how time is mapped to receiver's time space from the parent
    /// time space … if speed is 2.0 local time progresses twice as fast as parent time".
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/speed
    /// https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:)
    static func timeRate(of layer: CALayer, at time: CFTimeInterval) -> Double {
      Double(layer.convertTime(time + 1, from: nil) - layer.convertTime(time, from: nil))
    }

    /// What a view shows of a frame: the properties frames set.
    private struct Look: Equatable {
      var center: CGPoint
      var bounds: CGRect
      var transform: CGAffineTransform
      var alpha: CGFloat
      var isHidden: Bool
      var shadowOpacity: Float
      var shadowRadius: CGFloat
      var cornerRadius: CGFloat
      var shadowPath: CGPath?

      @MainActor init(_ view: UIView) {
        center = view.center
        bounds = view.bounds
        transform = view.transform
        alpha = view.alpha
        isHidden = view.isHidden
        shadowOpacity = view.layer.shadowOpacity
        shadowRadius = view.layer.shadowRadius
        cornerRadius = view.layer.cornerRadius
        shadowPath = view.layer.shadowPath
      }
    }

    /// Hands `motion` to Core Animation, drawing its frames with `apply`. Returns `false` —
    /// with the views left showing `current` — when the motion cannot be played exactly: it
    /// changes a view's size (a frame that lays out: Core Animation would not lay out in
    /// between), the menu's place in the z-order, or fades a blurred menu (the blur's strength
    /// follows a paused property animator, which only the main thread can drive).
    ///
    /// The model values end at the motion's rest, except that the stage's views stay shown
    /// (`isHidden` false) while it plays; the frame at rest, drawn when the main thread hears
    /// that the motion ended, hides them. UIKit hit-tests the model values, so the menu host
    /// and the scrim hit-test what is drawn instead (``SideMenuDrawnHitTesting``), and the
    /// hidden flag's keyframes hold their last value past the end (a forwards fill) until the
    /// main thread removes them: a touch after the menu is drawn gone reaches what is under it
    /// even while the main thread is busy.
    ///
    /// - Parameters:
    ///   - motion: The engine's frames.
    ///   - handover: Now, on the motion's clock: the instant the animations start at if Core
    ///     Animation gets them at once (its first frame may be planned a little later, for the
    ///     display's next frame: shown from now until then).
    ///   - stage: The stage whose views move.
    ///   - current: The frame on screen now.
    ///   - apply: Draws one frame (the mode's mapping).
    ///   - completion: Runs on the main thread once every animation has ended or been removed.
    /// - Returns: Whether the motion plays.
    func play(
      _ motion: SideMenuPlannedMotion, handedOverAt handover: Double, on stage: SideMenuStage,
      current: SideMenuFrameState,
      apply: (SideMenuFrameState) -> Void, completion: @escaping () -> Void
    ) -> Bool {
      stop()
      let frames = motion.frames
      guard frames.count >= 2, motion.endTime > motion.startTime,
        frames.allSatisfy({ $0.isMenuAboveContent == current.isMenuAboveContent })
      else { return false }
      let views = stage.playbackViews
      var looks: [[Look]] = Array(repeating: [], count: views.count)
      for frame in frames {
        apply(frame)
        for (index, view) in views.enumerated() { looks[index].append(Look(view)) }
      }
      let blurred = stage.menuHost.subviews.contains { $0 is UIVisualEffectView }
      let playable = looks.enumerated().allSatisfy { index, sequence in
        let first = sequence[0]
        let menuFades = blurred && views[index].superview === stage.menuHost
        return sequence.allSatisfy {
          $0.bounds.size == first.bounds.size && (!menuFades || $0.alpha == first.alpha)
        }
      }
      // The keyframes play in each layer's own time: scaled so that they take the engine's
      // seconds whatever rate that time runs at; under a paused or reversed layer they could
      // not play at all (the display link's frames, model values, are drawn whatever the time
      // space).
      let now = CACurrentMediaTime()
      let rates = views.map { Self.timeRate(of: $0.layer, at: now) }
      guard playable, rates.allSatisfy({ $0.isFinite && $0 > 0 }) else {
        apply(current)
        return false
      }
      // The model at rest, shown while playing (see above).
      var rest = frames[frames.count - 1]
      if frames.contains(where: { !$0.isMenuHidden }) { rest.isMenuHidden = false }
      apply(rest)
      restingModel = rest
      // The animations' time starts at the hand-over (Core Animation starts them at the commit,
      // `startDelay(at:)`); a first frame planned later is held until its time.
      let origin = Swift.min(handover.isFinite ? handover : motion.startTime, motion.startTime)
      let leads = motion.startTime - origin > 1e-9
      let duration = motion.endTime - origin
      let keyTimes =
        (leads ? [NSNumber(value: 0)] : [])
        + frames.indices.map {
          NSNumber(value: (motion.time(ofFrame: $0) - origin) / duration)
        }
      /// A property's values, the first repeated for the lead.
      func held<Value>(_ values: [Value]) -> [Value] {
        leads ? [values[0]] + values : values
      }
      CATransaction.begin()
      CATransaction.setCompletionBlock(completion)
      for (index, view) in views.enumerated() {
        let sequence = looks[index]
        // The animation's seconds per second of the layer's time (see `timeRate(of:at:)`).
        let speed = Float(1 / rates[index])
        var added = false
        func animate(_ keyPath: String, _ values: [Any]) {
          let animation = CAKeyframeAnimation(keyPath: keyPath)
          animation.values = held(values)
          animation.keyTimes = keyTimes
          animation.calculationMode = .linear
          // From the commit that delivers it (see `startDelay(at:)`), and kept on the layer
          // after its end (`stop()` removes it) so its begin time can still be read then.
          animation.beginTime = 0
          animation.isRemovedOnCompletion = false
          animation.duration = duration
          animation.speed = speed
          // Before the first frame's time the first frame shows, not the model's rest.
          animation.fillMode = .backwards
          view.layer.add(animation, forKey: "sideMenu.\(keyPath)")
          if handedOver == nil {
            handedOver = (Double(CACurrentMediaTime()), view.layer, "sideMenu.\(keyPath)")
          }
          added = true
        }
        func varies<Value: Equatable>(_ value: (Look) -> Value) -> Bool {
          let first = value(sequence[0])
          return sequence.contains { value($0) != first }
        }
        // A view shown for part of the motion (the stretch fill, the menu appearing): shown
        // and hidden in turn, each from its frame on ("discrete": "Each keyframe value is used
        // in turn"; its key times have one more entry than its values).
        if varies(\.isHidden) {
          let animation = CAKeyframeAnimation(keyPath: "hidden")
          animation.values = held(sequence.map(\.isHidden))
          animation.keyTimes = keyTimes + [NSNumber(value: 1)]
          animation.calculationMode = .discrete
          animation.beginTime = 0
          animation.isRemovedOnCompletion = false
          animation.duration = duration
          animation.speed = speed
          // Past the end, the rest's flag until the main thread draws the rest (see above).
          animation.fillMode = .both
          view.layer.add(animation, forKey: "sideMenu.hidden")
          added = true
        }
        if varies(\.center) { animate("position", sequence.map(\.center)) }
        if varies(\.transform) {
          animate("transform", sequence.map { CATransform3DMakeAffineTransform($0.transform) })
        }
        if varies(\.alpha) { animate("opacity", sequence.map { Float($0.alpha) }) }
        if varies(\.shadowOpacity) { animate("shadowOpacity", sequence.map(\.shadowOpacity)) }
        if varies(\.shadowRadius) { animate("shadowRadius", sequence.map(\.shadowRadius)) }
        if varies(\.cornerRadius) { animate("cornerRadius", sequence.map(\.cornerRadius)) }
        // A path only where the shadow shows; where it is off (no path) its opacity is 0.
        let paths = sequence.compactMap(\.shadowPath)
        if let last = paths.last, paths.contains(where: { $0 != last }) {
          var previous = paths[0]
          animate(
            "shadowPath",
            sequence.map {
              if let path = $0.shadowPath { previous = path }
              return previous
            })
        }
        if added { layers.append(view.layer) }
      }
      guard !layers.isEmpty else {
        // Nothing moves: nothing to play.
        CATransaction.setCompletionBlock(nil)
        CATransaction.commit()
        restingModel = nil
        handedOver = nil
        apply(current)
        return false
      }
      CATransaction.commit()
      return true
    }

    /// Removes the playing animations: what shows is the model values again (the caller then
    /// draws the engine's state at the interruption's time).
    func stop() {
      for layer in layers {
        for key in Self.keys { layer.removeAnimation(forKey: "sideMenu.\(key)") }
      }
      layers = []
      restingModel = nil
      handedOver = nil
    }
  }

  extension SideMenuStage {
    /// Every view a frame sets properties of: the menu host and what fades in it, the scrim and
    /// its dimming, the content's shadow and the content.
    var playbackViews: [UIView] {
      var views: [UIView] = [menuHost] + menuHost.subviews + [scrim] + scrim.subviews
      views.append(contentShadow)
      if let content { views.append(content) }
      return views
    }
  }
#endif
