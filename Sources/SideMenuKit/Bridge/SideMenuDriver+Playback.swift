#if os(iOS)
  import UIKit
  import SideMenuCore

  extension SideMenuDriver {
    // MARK: - Render-server playback

    /// Hands the engine's non-interactive motion to Core Animation and stops the display link,
    /// when the engine animates by itself and the menu is in a window.
    ///
    /// - Parameter start: When the handling of the event that led here began
    ///   (`CACurrentMediaTime()`): time spent since then — a menu made lazily in this call whose
    ///   `viewDidLoad` is heavy — passed inside one turn, before anything of the motion could be
    ///   drawn (the turn has not committed), so the engine's clock is moved back by it
    ///   (``engineClockLag``) and the motion starts from where it was, not that far in.
    func startPlaybackIfPossible(busySince start: Double) {
      guard playsAnimationsOnRenderServer, !playback.isPlaying, machine.wantsDisplayTicks,
        let renderer, let window = renderer.coordinateView?.window
      else { return }
      let busy = Double(CACurrentMediaTime()) - start
      if busy > 0, busy.isFinite { engineClockLag += busy }
      let screenRate = Double(window.screen.maximumFramesPerSecond)
      let interval = displayLink.frameInterval ?? 1 / Swift.max(1, screenRate)
      let now = Swift.max(Double(CACurrentMediaTime()) - engineClockLag, loop.lastTime)
      guard let motion = machine.plannedMotion(from: now, frameInterval: interval) else { return }
      playbackGeneration &+= 1
      let generation = playbackGeneration
      isDrawingPlannedFrames = true
      defer { isDrawingPlannedFrames = false }
      let played = playback.play(
        motion, handedOverAt: Double(CACurrentMediaTime()) - engineClockLag, on: renderer.stage,
        current: machine.frameState,
        apply: { renderer.sideMenuApply($0) },
        completion: { [weak self] in self?.playbackEnded(generation) })
      guard played else { return }
      displayLink.setActive(false, target: displayLinkTarget, screen: window.screen)
    }

    /// The played motion reached its end: the engine draws its rest and ends the transition.
    private func playbackEnded(_ generation: Int) {
      guard generation == playbackGeneration, playback.isPlaying else { return }
      interruptPlayback(at: Double(CACurrentMediaTime()))
      send(.tick)
    }

    /// Stops the playback (its animations removed: the model values show) and queues a tick at
    /// `time`, so the engine draws its state then before anything else happens. The engine
    /// takes a step of more than `SideMenuStateMachine.maximumTimeStep` as a clock jump; a
    /// played motion is time passing, so the engine is brought there in smaller steps.
    func interruptPlayback(at time: Double) {
      let delay = playback.startDelay(at: time)
      if delay.isFinite { engineClockLag += delay }
      playback.stop()
      playbackGeneration &+= 1
      // Engine times here; queued with the lag added back (`stamp(_:)` takes it off).
      let engineTime = time - engineClockLag
      let step = SideMenuStateMachine.maximumTimeStep / 2
      var caughtUp = loop.lastTime
      while engineTime - caughtUp > step, caughtUp.isFinite {
        caughtUp += step
        loop.enqueue(.tick, at: caughtUp + engineClockLag)
      }
      loop.enqueue(.tick, at: time)
      // Not a displayed frame: the real display link resumes only if the engine still wants
      // ticks and nothing plays again.
      displayLink.setActive(
        machine.wantsDisplayTicks, target: displayLinkTarget,
        screen: renderer?.coordinateView?.window?.screen)
    }
  }
#endif
