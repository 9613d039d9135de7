/// The frames of a non-interactive motion, sampled ahead of time so that something other than
/// the renderer's own frame loop can play them (UIKit hands them to Core Animation's render
/// server, which keeps drawing while the main thread is busy). The machine stays the truth:
/// interrupting the playback means sending the interrupting event at its own time, which draws
/// the machine's state there.
public struct SideMenuPlannedMotion: Equatable, Sendable {
  /// The time of the first frame, seconds, on the caller's clock.
  public var startTime: Double
  /// Seconds between frames.
  public var frameInterval: Double
  /// The frames at `startTime + i · frameInterval`; the last is the motion's rest (drawn at
  /// ``endTime``, which may come less than a frame interval after the one before it).
  public var frames: [SideMenuFrameState]
  /// When the motion reaches rest, seconds, on the caller's clock: a ``SideMenuEvent/tick`` at
  /// or after it ends the transition.
  public var endTime: Double

  /// Creates a planned motion.
  ///
  /// - Parameters:
  ///   - startTime: The first frame's time, seconds.
  ///   - frameInterval: Seconds between frames.
  ///   - frames: The frames, the last at rest.
  ///   - endTime: When the motion reaches rest, seconds.
  public init(
    startTime: Double, frameInterval: Double, frames: [SideMenuFrameState], endTime: Double
  ) {
    self.startTime = startTime
    self.frameInterval = frameInterval
    self.frames = frames
    self.endTime = endTime
  }

  /// The time of frame `index`, seconds, on the caller's clock.
  public func time(ofFrame index: Int) -> Double {
    index >= frames.count - 1 ? endTime : startTime + Double(index) * frameInterval
  }
}

extension SideMenuStateMachine {
  /// The rest of the animation in flight as frames, without changing anything: `nil` unless the
  /// menu is animating by itself toward a resting state (not dragged, not held, not changing
  /// between sliding and docked), or when the arguments make no sense (non-finite, an interval
  /// of 0 or less) or the motion would need more than `maximumFrames` frames.
  ///
  /// Each frame is exactly what a ``SideMenuEvent/tick`` at its time would draw
  /// (``frameState(at:)``, velocity included), with no limit on how far ahead.
  ///
  /// - Parameters:
  ///   - time: The first frame's time, seconds, on the caller's clock (a time before the
  ///     machine's latest counts as that).
  ///   - frameInterval: Seconds between frames (the display's refresh interval).
  ///   - maximumFrames: The most frames to return, rest included. Default 1,200 (10 s at
  ///     120 Hz).
  /// - Returns: The frames, or `nil`.
  public func plannedMotion(
    from time: Double, frameInterval: Double, maximumFrames: Int = 1_200
  ) -> SideMenuPlannedMotion? {
    guard case .some(.animated) = phase.motion, !isHeld, pan == nil, !isChangingMode,
      let edge = phase.edge, time.isFinite, frameInterval.isFinite, frameInterval > 0,
      maximumFrames >= 2
    else { return nil }
    let start = Swift.max(time + clockOffset, lastTime)
    let finish = animator.finishTime
    guard finish.isFinite else { return nil }
    let count = Swift.max(0, Int(((finish - start) / frameInterval).rounded(.up)))
    guard count + 1 <= maximumFrames else { return nil }
    var frames: [SideMenuFrameState] = []
    frames.reserveCapacity(count + 1)
    for index in 0..<count {
      frames.append(frameState(edge: edge, atMachineTime: start + Double(index) * frameInterval))
    }
    frames.append(frameState(edge: edge, atMachineTime: Swift.max(finish, start)))
    return SideMenuPlannedMotion(
      startTime: start - clockOffset, frameInterval: frameInterval, frames: frames,
      endTime: Swift.max(finish, start) - clockOffset)
  }

  /// What the animation draws at a machine time, velocity included.
  private func frameState(edge: SideMenuEdge, atMachineTime time: Double) -> SideMenuFrameState {
    let sample = animator.sample(at: time)
    var state = evaluate(edge: edge, progress: sample.progress)
    state.velocity = sample.velocity.isFinite ? sample.velocity : 0
    return state
  }
}
