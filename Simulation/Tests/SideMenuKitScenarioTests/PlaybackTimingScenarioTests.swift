// Render-server playback, timed exactly (issue 34): what Core Animation draws at every vsync is
// the frame the engine's display link would draw then — not a frame late — and a trackpad
// scroll that begins during the playback while the main thread is busy catches the menu where
// it was at the scroll's own time, as a touch does.
import SideMenuKit
import Testing
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct PlaybackTimingScenarioTests {
  /// An iPad Pro 11-inch in portrait (a trackpad's device; nothing docks).
  static func harness(_ mode: Mode) -> Harness {
    let device = SimulatedDevice(model: .iPadPro11)
    let harness = Harness(mode, device: device)
    device.runUntilIdle()
    return harness
  }

  /// Break caught: a playback a frame late (the keyframes' `beginTime` a frame after the
  /// frames' own times, `SideMenuPlayback`) or early: what is drawn at a vsync would be
  /// the engine's state a frame before (or after) it, 15 to 40 pt off in the middle of a close.
  ///
  /// At several moments of a requested close played by Core Animation (fresh devices, the same
  /// instants), what is drawn at the vsync is compared with the engine's own state at that
  /// instant — which a request at that instant stops the playback on and draws — within 0.5 pt.
  /// The display link is not the reference: when its frame shows is the model's commit rule.
  @Test(arguments: Mode.allCases)
  func whatPlaysAtEachVsyncIsTheEnginesStateThen(mode: Mode) {
    var steps: [CGFloat] = []
    for frames in [1, 2, 4, 7, 11] {
      let harness = Harness(mode)
      harness.openAndSettle()
      harness.close()
      let drawn = harness.device.drawnSamples(
        during: { harness.device.advance(by: Double(frames) * harness.device.frameInterval) }
      ) { harness.menuFrame.minX }.map(\.value)
      #expect(harness.device.activeDisplayLinks.isEmpty, "played by the render server")
      let shown = harness.menuFrame.minX
      #expect(
        drawn.count == frames && near(drawn.last ?? .nan, shown, 0.001),
        "\(frames): \(drawn) vs \(shown)")
      // A request at this very instant: the engine draws its state now and turns back.
      harness.driver.open(.leading, animated: true)
      let engine = CGFloat(harness.driver.frameState.menuFrameOnScreen.minX)
      #expect(
        near(shown, engine, 0.5), "\(mode), vsync \(frames): drawn \(shown), engine \(engine)")
      // What the request draws shows when the turn that made it commits (`CATransaction`).
      harness.device.runTurn()
      #expect(near(harness.menuFrame.minX, engine, 0.5), "and the engine's state is drawn")
      steps.append(DrawnMotion(drawn).largestStep)
      harness.device.runUntilIdle()
      #expect(harness.driver.isOpen)
    }
    // The check can tell a frame apart: the close moves more than 0.5 pt a frame.
    #expect((steps.max() ?? 0) > 5, "\(steps)")
  }

  /// Break caught: the driver interrupting a playback for a trackpad scroll at the time the
  /// event reaches it rather than the scroll's own time (`SideMenuDriver.time(of:)` without
  /// `.trackpadScrollBegan`) — on a busy main thread the menu was caught a stall's worth of
  /// closing later, tens of points from where the fingers took it.
  ///
  /// A close plays; 10 ms into a 100 ms stall the fingers land on the menu and scroll 12 pt
  /// toward open at once (past the scroll's 10 pt: its pan begins at that instant). Delivered
  /// after the stall, the menu is drawn where it was then, moved by no more than the scroll.
  @Test(arguments: Mode.allCases)
  func aTrackpadScrollCatchesThePlayingMenuAtItsOwnTime(mode: Mode) {
    let harness = Self.harness(mode)
    let device = harness.device
    harness.openAndSettle()
    harness.close()
    device.advance(by: 0.06)
    #expect(device.activeDisplayLinks.isEmpty, "the close plays on the render server")
    var seenAtScroll = harness.menuFrame.minX
    var scroll: SimulatedDevice.TrackpadScroll?
    let stalledTravel = device.drawnSamples(during: {
      device.stallMainThread(for: 0.1) {
        device.advance(by: 0.01)
        seenAtScroll = harness.menuFrame.minX
        scroll = device.beginTrackpadScroll(at: harness.onMenu)
        scroll?.scroll(by: CGPoint(x: 12, y: 0), duration: 0)
      }
    }) { harness.menuFrame.minX }.map(\.value)
    // The stall was long enough to matter: the playing close went on by much more than 12 pt.
    #expect((stalledTravel.first ?? 0) - (stalledTravel.last ?? 0) > 30, "\(stalledTravel)")
    #expect(harness.driver.phase.isTransitioning)
    let caught = harness.menuFrame.minX
    #expect(
      caught >= seenAtScroll - 0.5 && caught <= seenAtScroll + 12.5,
      "caught at \(caught), under the fingers at \(seenAtScroll)")
    let engine = harness.driver.frameState.menuFrameOnScreen
    #expect(near(caught, CGFloat(engine.minX), 0.5), "drawn is the engine's state")
    // Held, the menu stays under the fingers; the lift settles it, balanced.
    scroll?.hold(for: 0.1)
    #expect(near(harness.menuFrame.minX, caught, 0.01))
    scroll?.lift()
    #expect(harness.settle())
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }
}
