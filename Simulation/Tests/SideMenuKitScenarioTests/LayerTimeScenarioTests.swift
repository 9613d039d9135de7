// Render-server playback in a layer time space of its own (issue 31): keyframes play in the
// time of the layer they are added to, which its ancestors' `speed`, `timeOffset` and
// `beginTime` map from absolute time (`CAMediaTiming`: "t = (tp - begin) * speed + offset").
// A window slowed as by the Simulator's Slow Animations, or the modal mode's transition
// container given a time space of its own (Apple documents none for a custom interaction
// controller; `UIPercentDrivenInteractiveTransition` drives its animator's animations by the
// container's time — the stricter reading: any time space), must still draw the menu where
// the engine says, as display-link frames (model values, which no time space changes) do.
// https://developer.apple.com/documentation/quartzcore/camediatiming
// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
import SideMenuKit
import Testing
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct LayerTimeScenarioTests {
  /// Where a time space is set: the window (every mode), or the modal mode's transition
  /// container (the presented menu's container view).
  enum Place: String, CustomStringConvertible, Sendable {
    case window, transitionContainer
    var description: String { rawValue }
  }

  /// A time space: speed, offset and begin time (seconds), as an app or UIKit may set them.
  struct Space: CustomStringConvertible, Sendable {
    var speed: Float
    var timeOffset: Double
    var beginTime: Double
    var description: String { "speed \(speed), offset \(timeOffset), begin \(beginTime)" }
  }

  nonisolated static let slowed = Space(speed: 0.5, timeOffset: 0, beginTime: 0)
  nonisolated static let shifted = Space(speed: 1, timeOffset: 3, beginTime: 0)
  nonisolated static let shiftedAndFast = Space(speed: 2, timeOffset: -7, beginTime: 1)
  nonisolated static let paused = Space(speed: 0, timeOffset: 0.2, beginTime: 0)

  nonisolated static let cases: [(Mode, Place, Space)] =
    Mode.allCases.flatMap { mode in
      [slowed, shifted, shiftedAndFast, paused].map { (mode, Place.window, $0) }
    } + [slowed, shifted, shiftedAndFast, paused].map { (Mode.modal, .transitionContainer, $0) }

  private func layer(_ place: Place, _ harness: Harness) -> CALayer? {
    switch place {
    case .window: harness.contentView.window?.layer
    case .transitionContainer:
      harness.menuController?.presentationController?.containerView?.layer
    }
  }

  /// Break caught: keyframes timed in absolute time in a layer whose time runs at another
  /// rate (the playback's `animation.speed` not scaled by `SideMenuPlayback.timeRate(of:)`), a
  /// start delay read in the layer's time as if absolute (`startDelay(at:)` without
  /// `convertTime(_:to: nil)`), or keyframes added under a paused layer (drawn frozen while
  /// the engine moves on): what is drawn at a vsync would be tens of points from the engine.
  ///
  /// A requested close under each time space: at several vsyncs what is drawn is the engine's
  /// own state at that instant within 0.5 pt (a request then draws it, as in
  /// `PlaybackTimingScenarioTests`), and the close comes to rest, balanced.
  @Test(arguments: cases)
  func theMenuIsDrawnWhereTheEngineSaysInAnyTimeSpace(mode: Mode, place: Place, space: Space) {
    var travelled: [CGFloat] = []
    for frames in [2, 5, 9] {
      let harness = Harness(mode)
      harness.openAndSettle()
      guard let target = layer(place, harness) else {
        Issue.record("no layer for \(place) in \(mode)")
        return
      }
      target.speed = space.speed
      target.timeOffset = space.timeOffset
      target.beginTime = space.beginTime
      harness.device.runTurn()
      let start = harness.menuFrame.minX
      harness.close()
      harness.device.advance(by: Double(frames) * harness.device.frameInterval)
      let shown = harness.menuFrame.minX
      travelled.append(start - shown)
      harness.driver.open(.leading, animated: true)
      let engine = CGFloat(harness.driver.frameState.menuFrameOnScreen.minX)
      #expect(
        near(shown, engine, 0.5),
        "\(mode), \(place), \(space), vsync \(frames): drawn \(shown), engine \(engine)")
      harness.device.runTurn()
      #expect(near(harness.menuFrame.minX, engine, 0.5), "and the engine's state is drawn")
      #expect(harness.settle(), "came to rest")
      #expect(harness.driver.isOpen)
      #expect(near(harness.menuFrame.minX, 0), "drawn open: \(harness.menuFrame)")
      #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
    }
    // The check can tell a standing menu from a moving one.
    #expect((travelled.max() ?? 0) > 20, "\(travelled)")
  }

  /// A close under a slowed window comes to rest when the engine says (within two frames), not
  /// when the slowed keyframes would end, and the menu is gone.
  @Test(arguments: Mode.allCases)
  func aCloseUnderASlowedWindowEndsOnTheEnginesClock(mode: Mode) {
    let reference = Harness(mode)
    reference.openAndSettle()
    let referenceStart = reference.device.now
    reference.close()
    reference.device.runUntilIdle()
    let normal = reference.device.now - referenceStart

    let harness = Harness(mode)
    harness.openAndSettle()
    harness.contentView.window?.layer.speed = 0.5
    harness.device.runTurn()
    let start = harness.device.now
    harness.close()
    harness.device.runUntilIdle()
    let took = harness.device.now - start
    #expect(abs(took - normal) <= 2 * harness.device.frameInterval + 1e-9, "\(took) vs \(normal)")
    #expect(harness.driver.visibleEdge == nil)
    #expect(!harness.isMenuVisible)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }
}
