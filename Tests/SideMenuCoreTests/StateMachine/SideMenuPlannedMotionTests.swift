import Testing

@testable import SideMenuCore

/// `plannedMotion(from:frameInterval:)`: the frames a renderer can hand to a render server are
/// exactly the frames ticks would draw, and there are none while a finger is in charge.
struct SideMenuPlannedMotionTests {
  private func frames(of effects: [SideMenuEffect]) -> [SideMenuFrameState] {
    effects.compactMap {
      if case .applyFrame(let frame) = $0 { return frame }
      return nil
    }
  }

  /// Every style, both timings (open spring, close curve), with Reduce Motion too.
  @Test(arguments: [false, true])
  func plannedFramesAreWhatTicksDraw(reduceMotion: Bool) {
    for style in [SideMenuStyle.slideOver, .slideAside, .scaleDown, .viewSlideOut] {
      var configuration = SideMenuConfiguration.standard
      configuration.leading.style = style
      var machine = SideMenuStateMachine(
        configuration: configuration, container: .phone, reduceMotion: reduceMotion)
      for request in [
        SideMenuEvent.open(.leading, animated: true, completion: nil),
        .close(animated: true, completion: nil),
      ] {
        _ = machine.handle(request, at: 10)
        let interval = 1.0 / 120
        guard let plan = machine.plannedMotion(from: 10 + interval, frameInterval: interval) else {
          Issue.record("no plan for \(style) \(request)")
          return
        }
        #expect(plan.frames.count >= 2)
        var ticked = machine
        for (index, planned) in plan.frames.enumerated() {
          let drawn = frames(of: ticked.handle(.tick, at: plan.time(ofFrame: index)))
          #expect(drawn.last == planned, "\(style) frame \(index)")
        }
        #expect(ticked.phase == .open(.leading) || ticked.phase == .closed, "at rest at the end")
        #expect(!ticked.wantsDisplayTicks)
        #expect(abs(plan.frames.last!.progress - (ticked.phase == .closed ? 0 : 1)) < 1e-12)
        machine = ticked
        // Time passes between the two requests.
        _ = machine.handle(.tick, at: 20)
      }
    }
  }

  @Test func noPlanWhileAFingerIsInChargeOrAtRest() {
    var machine = SideMenuStateMachine(container: .phone)
    #expect(machine.plannedMotion(from: 0, frameInterval: 1.0 / 60) == nil, "closed")
    _ = machine.handle(.open(.leading, animated: true, completion: nil), at: 1)
    #expect(machine.plannedMotion(from: 1.01, frameInterval: 1.0 / 60) != nil)
    _ = machine.handle(
      .touchDown(SideMenuTouchSample(location: SideMenuPoint(x: 10, y: 300), timestamp: 1.05)),
      at: 1.05)
    #expect(machine.isHeld)
    #expect(machine.plannedMotion(from: 1.06, frameInterval: 1.0 / 60) == nil, "held")
  }

  @Test func badArgumentsGiveNoPlan() {
    var machine = SideMenuStateMachine(container: .phone)
    _ = machine.handle(.open(.leading, animated: true, completion: nil), at: 1)
    for interval in [0, -1, .nan, .infinity] {
      #expect(machine.plannedMotion(from: 1, frameInterval: interval) == nil)
    }
    #expect(machine.plannedMotion(from: .nan, frameInterval: 0.01) == nil)
    #expect(machine.plannedMotion(from: 1, frameInterval: 1e-6, maximumFrames: 100) == nil)
    let plan = machine.plannedMotion(from: -100, frameInterval: 0.01)
    #expect(plan?.startTime == 1, "a time before the machine's counts as its latest")
  }
}
