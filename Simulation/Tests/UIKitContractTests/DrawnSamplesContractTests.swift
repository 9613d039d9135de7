// The scenarios' mid-motion helper (`SimulatedDevice.drawnSamples(during:_:)`): one reading per
// vsync of what the render server draws, also while the main thread is busy, and the checks of
// `DrawnMotion`. Test support, not modelled behaviour: these tests pin what the helper reports.
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct DrawnSamplesContractTests {
  /// A view moved by a one-second linear Core Animation animation from x 0 to 100 (its model
  /// value already at the end).
  private func movingView(in device: SimulatedDevice) -> UIView {
    let root = UIViewController()
    device.show(root)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(view)
    view.center = CGPoint(x: 100, y: 5)
    let animation = CABasicAnimation(keyPath: "position")
    animation.fromValue = CGPoint(x: 0, y: 5)
    animation.toValue = CGPoint(x: 100, y: 5)
    animation.duration = 1
    view.layer.add(animation, forKey: "move")
    return view
  }

  /// A reading per vsync, of the presentation values: the model value is at the end all along,
  /// what is drawn moves through the middle.
  @Test func oneReadingPerVsyncOfWhatIsDrawn() {
    let device = SimulatedDevice()
    let view = movingView(in: device)
    let start = device.now
    let drawn = device.drawnSamples(during: { device.advance(by: 0.5) }) {
      view.simulationPresentedFrameInWindow.midX
    }
    let model = device.drawnSamples(during: { device.advance(by: 0.1) }) {
      view.simulationFrameInWindow.midX
    }
    #expect(drawn.count == Int((0.5 / device.frameInterval).rounded()), "a vsync each")
    #expect(drawn.allSatisfy { abs($0.value - 100 * CGFloat($0.time - start)) < 1e-6 })
    let motion = DrawnMotion(drawn.map(\.value))
    #expect(motion.isGradual(from: 0, to: 100, maximumStep: 2), "\(motion)")
    #expect(model.allSatisfy { $0.value == 100 }, "the model value does not move")
  }

  /// Readings go on while the main thread is busy, and an observer set before is kept.
  @Test func readingsDuringAStallAndTheObserverGivenBack() {
    let device = SimulatedDevice()
    let view = movingView(in: device)
    var observed = 0
    device.onFrameShown = { _ in observed += 1 }
    let drawn = device.drawnSamples(during: { device.stallMainThread(for: 0.25) }) {
      view.simulationPresentedFrameInWindow.midX
    }
    let vsyncs = Int((0.25 / device.frameInterval).rounded())
    #expect(vsyncs > 10 && drawn.count == vsyncs)
    #expect(observed == vsyncs, "the earlier observer saw the frames too")
    device.advance(by: device.frameInterval)
    #expect(observed == vsyncs + 1, "and is in place again")
    #expect(DrawnMotion(drawn.map(\.value)).interiorCount(from: 0, to: 100) == vsyncs)
    device.onFrameShown = nil
  }

  /// The checks: a jump, a motion that goes back, and one that is never between its ends.
  @Test func theMotionChecks() {
    #expect(DrawnMotion([0, 10, 20, 30, 40]).isGradual(from: 0, to: 40, maximumStep: 10))
    #expect(!DrawnMotion([0, 0, 0, 40]).isGradual(from: 0, to: 40, maximumStep: 10), "jump")
    #expect(!DrawnMotion([0, 10, 5, 20, 40]).isMonotone(toward: 40), "back")
    #expect(DrawnMotion([0, 0, 40, 40]).interiorCount(from: 0, to: 40) == 0, "never between")
    #expect(DrawnMotion([40, 30, 20, 10, 0]).isGradual(from: 40, to: 0, maximumStep: 10))
    #expect(DrawnMotion([]).largestStep == 0)
  }
}
