import SideMenuKit
import Testing
import UIKitSimulation

/// Touches during render-server playback act where the menu is drawn, exactly as with
/// display-link frames (where what is drawn is the model): UIKit hit-tests the model layer
/// (`hitTest(_:with:)`, `point(inside:with:)` test the receiver's bounds), and only
/// `CALayer.presentation()` answers for what is on screen, so each case is run with playback on
/// and off and must end the same. Issue 31.
/// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
/// https://developer.apple.com/documentation/quartzcore/calayer/presentation()
@MainActor
@Suite(.serialized)
struct DrawnHitTestingScenarioTests {
  nonisolated static let cases: [(Mode, Bool)] = Mode.allCases.flatMap { mode in
    [true, false].map { (mode, $0) }
  }

  private func harness(_ mode: Mode, playback: Bool) -> Harness {
    let harness = Harness(mode)
    harness.driver.playsAnimationsOnRenderServer = playback
    return harness
  }

  /// Advances frame by frame until `reached` holds for the menu drawn now (at most 1 s).
  private func advance(_ harness: Harness, until reached: (CGRect) -> Bool) {
    let deadline = harness.device.now + 1
    while !reached(harness.menuFrame), harness.device.now < deadline {
      harness.device.advance(by: harness.device.frameInterval)
    }
  }

  /// A tap 40 pt beside an opening menu, drawn at about 60 % of its width, is a tap on the
  /// scrim: the menu closes.
  @Test(arguments: cases)
  func aTapBesideAnOpeningMenuClosesIt(mode: Mode, playback: Bool) {
    let harness = harness(mode, playback: playback)
    harness.open()
    advance(harness) { $0.maxX >= harness.menuWidth * 0.6 }
    let drawn = harness.menuFrame
    #expect(drawn.maxX < harness.menuWidth * 0.75, "still opening: \(drawn)")
    harness.device.tap(at: harness.device.point(x: drawn.maxX + 40))
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil, "closed as a scrim tap (drawn at \(drawn.maxX))")
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  /// A tap on the body of a closing menu drawn at about 70 % of its width catches it, and the
  /// lift releases it where it was held: it opens again.
  @Test(arguments: cases)
  func aTapOnAClosingMenusBodyCatchesIt(mode: Mode, playback: Bool) {
    let harness = harness(mode, playback: playback)
    harness.openAndSettle()
    harness.close()
    advance(harness) { $0.maxX <= harness.menuWidth * 0.72 }
    let drawn = harness.menuFrame
    #expect(drawn.maxX > harness.menuWidth * 0.6, "still closing: \(drawn)")
    harness.device.tap(at: harness.device.point(x: drawn.maxX - 40))
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen, "caught and released where held (drawn at \(drawn.maxX))")
    #expect(near(harness.menuFrame.minX, 0))
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  /// A button in the content, where the scrim covers it while a menu is shown.
  private func addContentButton(_ harness: Harness, taps: @escaping () -> Void) -> CGPoint {
    let width = harness.device.width
    let frame = CGRect(x: width - 70, y: harness.device.height / 2 - 30, width: 60, height: 60)
    let button = UIButton(frame: harness.content.view.convert(frame, from: nil))
    harness.content.view.addSubview(button)
    button.simulationAddAction(for: .touchUpInside, taps)
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  /// The close ends on screen while the main thread is busy; a tap on the content after the
  /// menu is drawn closed reaches the content's button, although the main thread has not yet
  /// heard that the motion ended (the touch is delivered before that news, the stricter order).
  ///
  /// Not in the modal mode: there UIKit's own transition view covers the presenting content
  /// until the dismissal completes, which only the main thread can do (`completeTransition(_:)`
  /// after the motion's end); the transition view is UIKit's and takes touches where no
  /// presented view covers it, so that tap ends there (and the next one, after the completion,
  /// reaches the content). That case is pinned below. Apple, `containerView`: "The container
  /// view acts as the superview of all other views (including those of the presenting and
  /// presented view controllers) during the animation sequence. UIKit sets this view for you";
  /// `completeTransition(_:)`: "You must call this method after your animations have completed
  /// to notify the system that the transition animation is done" — the animation sequence, and
  /// so the container over the content, lasts until that main-thread call.
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  @Test(arguments: [Mode.container, .overlay])
  func aTapAfterTheDrawnCloseReachesTheContent(mode: Mode) {
    let harness = Harness(mode)
    var taps = 0
    let button = addContentButton(harness) { taps += 1 }
    harness.openAndSettle()
    harness.close()
    harness.device.advance(by: harness.device.frameInterval)
    var drawnAtTap = CGRect.null
    harness.device.stallMainThread(for: 1) {
      harness.device.advance(by: 0.8)
      drawnAtTap = harness.menuFrame
      harness.device.tap(at: button)
    }
    #expect(drawnAtTap.maxX <= 0.5 || !harness.isMenuVisible, "drawn closed: \(drawnAtTap)")
    #expect(taps == 1, "the tap reached the content")
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil)
    harness.device.tap(at: button)
    #expect(taps == 2)
    #expect(harness.delegate.isBalanced, "\(harness.delegate.events)")
  }

  /// The modal mode's limit (see above): the tap during the stall ends in UIKit's transition
  /// view, which the dismissal removes when the main thread completes it; the next tap reaches
  /// the content.
  @Test func inTheModalModeUIKitsTransitionViewTakesTheTapUntilTheDismissalCompletes() {
    let harness = Harness(.modal)
    var taps = 0
    let button = addContentButton(harness) { taps += 1 }
    harness.openAndSettle()
    harness.close()
    harness.device.advance(by: harness.device.frameInterval)
    harness.device.stallMainThread(for: 1) {
      harness.device.advance(by: 0.8)
      harness.device.tap(at: button)
    }
    #expect(taps == 0, "UIKit's transition view took it")
    harness.device.runUntilIdle()
    #expect(harness.driver.visibleEdge == nil)
    harness.device.tap(at: button)
    #expect(taps == 1)
  }
}
