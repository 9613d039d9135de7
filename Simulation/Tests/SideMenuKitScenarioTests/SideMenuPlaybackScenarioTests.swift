import SideMenuKit
import Testing
import UIKitSimulation

/// Render-server playback: a motion nothing touches is played by Core Animation (no display
/// link, what is on screen is the presentation), keeps moving while the main thread is busy,
/// and every interruption lands where the engine says, in every mode, with and without a stall.
@MainActor
@Suite(.serialized)
struct PlaybackScenarioTests {
  /// A stall of the main thread, or none.
  nonisolated static let stalls: [Double] = [0, 0.100]

  nonisolated static let cases: [(Mode, Double)] = Mode.allCases.flatMap { mode in
    stalls.map { (mode, $0) }
  }

  /// The menu host's layer (the menu view's superview).
  private func hostLayer(_ harness: Harness) -> CALayer? { harness.menuView?.superview?.layer }

  /// Whether Core Animation plays the motion now: animations attached, no display link.
  private func isPlaying(_ harness: Harness) -> Bool {
    (hostLayer(harness)?.animationKeys()?.isEmpty == false)
      && harness.device.activeDisplayLinks.isEmpty
  }

  /// Opens, settles, starts a close and lets `seconds` pass — with a stall of `stall` seconds
  /// in them — recording the on-screen position at every vsync.
  private func closeFor(
    _ seconds: Double, stall: Double, in harness: Harness, positions: inout [CGFloat]
  ) {
    harness.openAndSettle()
    harness.close()
    #expect(isPlaying(harness), "a requested close plays on the render server")
    var shown: [CGFloat] = []
    harness.device.onFrameShown = { _ in shown.append(harness.menuFrame.minX) }
    let start = harness.device.now
    if stall > 0 {
      harness.device.advance(by: 0.02)
      harness.device.stallMainThread(for: stall)
    }
    harness.device.advance(to: start + seconds)
    harness.device.onFrameShown = nil
    positions = shown
  }

  /// The largest per-frame step of an undisturbed close, points.
  private func normalCloseStep(_ mode: Mode) -> CGFloat {
    let harness = Harness(mode)
    harness.openAndSettle()
    harness.close()
    var shown: [CGFloat] = []
    // Until the menu leaves the window (a released or dismissed menu has no frame on screen).
    harness.device.onFrameShown = { _ in
      if harness.menuView?.window != nil { shown.append(harness.menuFrame.minX) }
    }
    harness.device.runUntilIdle()
    harness.device.onFrameShown = nil
    let step = zip(shown, shown.dropFirst()).map { abs($1 - $0) }.max() ?? 0
    #expect(step > 1 && step < 100, "a close's largest step, points: \(step)")
    return step
  }

  @Test(arguments: cases)
  func aClosePlaysThroughAStallWithoutStandingStill(mode: Mode, stall: Double) {
    // First (a harness is a fresh device: one at a time).
    let normal = normalCloseStep(mode)
    let harness = Harness(mode)
    var shown: [CGFloat] = []
    closeFor(0.2, stall: stall, in: harness, positions: &shown)
    let steps = zip(shown, shown.dropFirst()).map { abs($1 - $0) }
    #expect(steps.allSatisfy { $0 > 0.001 }, "moves every frame: \(steps)")
    #expect(steps.allSatisfy { $0 <= normal + 0.01 }, "no jump beyond \(normal): \(steps)")
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil)
    #expect(!harness.isMenuVisible)
    #expect(hostLayer(harness)?.animationKeys() == nil)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
    #expect(harness.delegate.events.suffix(2) == ["willClose leading", "didClose leading"])
  }

  @Test(arguments: cases)
  func aTouchCatchesThePlayingMenuWhereTheEngineSays(mode: Mode, stall: Double) {
    let normal = normalCloseStep(mode)
    let harness = Harness(mode)
    var shown: [CGFloat] = []
    closeFor(0.06, stall: 0, in: harness, positions: &shown)
    let before = harness.menuFrame
    let point = harness.device.point(x: before.maxX - 10)
    var finger: SimulatedDevice.Finger?
    // What the render server shows at the touch's own instant: the engine's state then, within
    // the keyframes' interpolation.
    var seenAtTouch = before.minX
    if stall > 0 {
      harness.device.stallMainThread(for: stall) {
        harness.device.advance(by: 0.01)
        seenAtTouch = harness.menuFrame.minX
        finger = harness.device.touchDown(at: harness.device.point(x: seenAtTouch + 150))
      }
    } else {
      finger = harness.device.touchDown(at: point)
    }
    #expect(!isPlaying(harness), "the touch stopped the playback")
    #expect(hostLayer(harness)?.animationKeys() == nil)
    // On screen is the engine's state at the touch's own time (also when the touch was
    // delivered a stall later: the menu is where the finger caught it).
    #expect(
      near(harness.menuFrame.minX, seenAtTouch, 0.5), "\(harness.menuFrame.minX) vs \(seenAtTouch)")
    let engine = harness.driver.frameState.menuFrameOnScreen
    #expect(near(harness.menuFrame.minX, CGFloat(engine.minX), 0.5))
    if stall == 0 {
      #expect(abs(harness.menuFrame.minX - before.minX) <= normal + 0.01, "no jump")
    }
    // Held, then dragged open again: the engine's velocity rules as with display-link frames.
    harness.device.advance(by: 0.1)
    let held = harness.menuFrame.minX
    harness.device.advance(by: 0.1)
    #expect(near(harness.menuFrame.minX, held, 0.01), "held still under the finger")
    finger?.move(to: harness.device.point(x: harness.device.width - 10), duration: 0.2)
    finger?.lift()
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen)
    #expect(near(harness.menuFrame.minX, 0))
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  @Test(arguments: cases)
  func tappingTheScrimDuringPlaybackKeepsClosing(mode: Mode, stall: Double) {
    let harness = Harness(mode)
    var shown: [CGFloat] = []
    closeFor(0.05, stall: 0, in: harness, positions: &shown)
    let beside = harness.device.point(x: harness.device.width - 20)
    if stall > 0 {
      harness.device.stallMainThread(for: stall) { harness.device.tap(at: beside) }
    } else {
      harness.device.tap(at: beside)
    }
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil)
    #expect(!harness.isMenuVisible)
    #expect(harness.device.activeDisplayLinks.isEmpty)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  @Test(arguments: cases)
  func aRequestTurnsThePlayingMenuBackWithItsVelocity(mode: Mode, stall: Double) {
    let harness = Harness(mode)
    var shown: [CGFloat] = []
    closeFor(0.08, stall: stall, in: harness, positions: &shown)
    let last = shown.suffix(2)
    let closingStep = (last.last ?? 0) - (last.first ?? 0)
    #expect(closingStep < 0, "closing toward the left")
    let before = harness.menuFrame.minX
    harness.open()
    // The same turn: what the engine says now, no jump.
    let engine = harness.driver.frameState.menuFrameOnScreen
    #expect(near(harness.menuFrame.maxX, CGFloat(engine.maxX), 0.5))
    #expect(abs(harness.menuFrame.minX - before) <= abs(closingStep) + 0.5)
    harness.device.advance(by: harness.device.frameInterval)
    let next = harness.menuFrame.minX - before
    #expect(next < 0, "velocity carried on: it keeps going left at first (\(next))")
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen)
    #expect(near(harness.menuFrame.minX, 0))
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  @Test(arguments: cases)
  func rotatingDuringPlaybackEndsAtRestInTheNewSize(mode: Mode, stall: Double) {
    let harness = Harness(mode)
    var shown: [CGFloat] = []
    closeFor(0.06, stall: stall, in: harness, positions: &shown)
    harness.device.rotate(toLandscape: true)
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil)
    #expect(!harness.isMenuVisible)
    #expect(hostLayer(harness)?.animationKeys() == nil)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
    harness.openAndSettle()
    #expect(near(harness.menuFrame.minX, 0))
    #expect(near(harness.menuFrame.height, harness.device.height, 1))
  }

  @Test(arguments: cases)
  func backgroundingDuringPlaybackSettlesWithoutFrames(mode: Mode, stall: Double) {
    let harness = Harness(mode)
    var shown: [CGFloat] = []
    closeFor(0.06, stall: stall, in: harness, positions: &shown)
    harness.device.enterBackground()
    #expect(harness.device.activeDisplayLinks.isEmpty)
    #expect(hostLayer(harness)?.animationKeys() == nil, "nothing plays in the background")
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil || harness.driver.isOpen)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  /// A menu row that closes the menu and pushes a screen whose `viewDidLoad` takes 200 ms, all
  /// in one turn (docs/verification.md asks a device to try it): the close reaches Core
  /// Animation only with that turn's commit, after the stall, so the menu stands still on
  /// screen for the stall and must then start moving from where it was — no jump beyond one
  /// step of an undisturbed close at the first frame after the commit (issue 31). Planned from
  /// the instant the row was tapped, the keyframes would already be 200 ms in.
  @Test(arguments: Mode.allCases)
  func aCloseStartedInATurnThatStallsStartsMovingAtTheCommit(mode: Mode) {
    let normal = normalCloseStep(mode)
    let harness = Harness(mode)
    harness.openAndSettle()
    let open = harness.menuFrame.minX
    var shown: [(time: TimeInterval, x: CGFloat)] = []
    harness.device.onFrameShown = { time in shown.append((time, harness.menuFrame.minX)) }
    // The row's action, one turn: close, then push a heavy screen (200 ms in viewDidLoad).
    let heavy = HeavyViewController { harness.device.stallMainThreadInCurrentTurn(for: 0.2) }
    harness.driver.close()
    harness.navigation.pushViewController(heavy, animated: true)
    #expect(heavy.isViewLoaded, "the push loaded the screen in the row's turn")
    let commit = harness.device.now
    harness.device.runTurn()
    harness.device.advance(by: 0.1)
    harness.device.onFrameShown = nil
    let during = shown.filter { $0.time <= commit }
    #expect(during.count >= 10, "\(during.count) frames during the stall")
    #expect(during.allSatisfy { $0.x == open }, "still for the stall: \(during.map(\.x))")
    let after = shown.filter { $0.time > commit }.map(\.x)
    let steps = zip([open] + after, after).map { abs($1 - $0) }
    #expect(!steps.isEmpty && steps.allSatisfy { $0 <= normal + 0.01 }, "no jump: \(steps)")
    #expect((after.first ?? open) < open, "moving from the first frame after the commit")
    // Turned back now (the push in progress ignores touches: a request), it goes on from where
    // it is drawn: the engine's motion started at the commit too.
    let drawn = harness.menuFrame.minX
    harness.driver.open()
    harness.device.runTurn()
    #expect(
      abs(harness.menuFrame.minX - drawn) <= normal + 0.01, "\(harness.menuFrame.minX) vs \(drawn)")
    harness.device.runUntilIdle()
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  /// The on-screen leading edge of the menu at every vsync from an open request to rest (only
  /// while the menu is in the window), with `makeMenu` as the lazily made menu's work.
  private func openFrames(_ mode: Mode, makeMenu: ((SimulatedDevice) -> Void)?)
    -> (Harness, [CGFloat])
  {
    let harness = Harness(mode)
    if let makeMenu {
      let device = harness.device
      harness.onMakeMenu = { makeMenu(device) }
    }
    var shown: [CGFloat] = []
    harness.device.onFrameShown = { _ in
      if harness.menuView?.window != nil { shown.append(harness.menuFrame.maxX) }
    }
    harness.driver.open()
    harness.device.runTurn()
    harness.device.runUntilIdle()
    harness.device.onFrameShown = nil
    return (harness, shown)
  }

  /// The cold first open: the menu is made in the tap's own turn, and its making takes 200 ms
  /// (a heavy `viewDidLoad`). Nothing can move before that turn commits; then the menu comes
  /// in from closed, no step larger than an undisturbed open's — not a jump by the 200 ms
  /// (issue 31's raised target: the first moving frame is the first the render server draws
  /// after the tap's turn commits).
  @Test(arguments: Mode.allCases)
  func aColdOpenWhoseMenuIsSlowToMakeComesInWithoutAJump(mode: Mode) {
    let (_, normalFrames) = openFrames(mode, makeMenu: nil)
    let normal = zip(normalFrames, normalFrames.dropFirst()).map { abs($1 - $0) }.max() ?? 0
    #expect(normal > 1 && normal < 100, "an open's largest step: \(normal)")
    let (harness, shown) = openFrames(mode) { $0.stallMainThreadInCurrentTurn(for: 0.2) }
    let closed = shown.first ?? 0
    let steps = zip(shown, shown.dropFirst()).map { abs($1 - $0) }
    #expect(closed <= normal + 0.01, "the first frame drawn, one step in: \(shown.prefix(4))")
    #expect(!steps.isEmpty && steps.allSatisfy { $0 <= normal + 0.01 }, "no jump: \(steps)")
    #expect(near(shown.last ?? 0, harness.menuWidth), "open: \(shown.last ?? 0)")
  }

  /// Styles that move the content: the content's transform, the scrim and the shadows play
  /// too, and the content ends where it started.
  @Test(arguments: [SideMenuStyle.slideAside, .scaleDown, .viewSlideOut])
  func stylesThatMoveTheContentPlayToo(style: SideMenuStyle) {
    let harness = Harness(.container) { $0.leading.style = style }
    harness.openAndSettle()
    let openContent = harness.contentView.simulationPresentedFrameInWindow
    harness.close()
    // Played (no display link) although the menu itself may not move.
    #expect(harness.device.activeDisplayLinks.isEmpty, "\(style)")
    harness.device.advance(by: 0.1)
    #expect(harness.device.activeDisplayLinks.isEmpty)
    let mid = harness.contentView.simulationPresentedFrameInWindow
    #expect(mid != openContent, "the content moves on screen")
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil)
    let rest = harness.contentView.simulationPresentedFrameInWindow
    #expect(near(rest.minX, 0) && near(rest.width, harness.device.width))
    #expect(harness.contentView.transform.isIdentity)
  }

  /// Turning playback off sends frames through the display link again.
  @Test(arguments: Mode.allCases)
  func playbackCanBeTurnedOff(mode: Mode) {
    let harness = Harness(mode)
    harness.driver.playsAnimationsOnRenderServer = false
    harness.openAndSettle()
    harness.close()
    harness.device.advance(by: 0.05)
    #expect(!harness.device.activeDisplayLinks.isEmpty)
    #expect(hostLayer(harness)?.animationKeys() == nil)
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil)
  }
}

/// A screen whose `viewDidLoad` does heavy work (`work`: a main-thread stall inside the turn).
@MainActor
final class HeavyViewController: UIViewController {
  private let work: () -> Void
  init(work: @escaping () -> Void) {
    self.work = work
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    work()
  }
}
