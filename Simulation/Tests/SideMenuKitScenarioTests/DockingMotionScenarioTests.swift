// The container's content while the menu changes between sliding and docked (issue 34), read
// as drawn at every vsync of the change, not only at rest: laid out beside the menu as the
// change goes, never full width for the whole motion and then snapped narrower (docking) or
// widened at once (undocking).
import SideMenuKit
import Testing
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct DockingMotionScenarioTests {
  /// The content's left edge and width as drawn, per vsync, while `body` runs.
  private func drawnContent(_ harness: Harness, during body: () -> Void) -> (
    minX: DrawnMotion, width: DrawnMotion
  ) {
    let samples = harness.device.drawnSamples(during: body) {
      harness.contentView.simulationPresentedFrameInWindow
    }.map(\.value)
    return (DrawnMotion(samples.map(\.minX)), DrawnMotion(samples.map(\.width)))
  }

  /// Break caught: the container laying the content out full width while the menu moves
  /// between the modes (the content frame applied only once the docked fraction reaches 1,
  /// `SideMenuController.sideMenuApply`) — the content would stay 1,210 pt wide under the
  /// docking menu and snap 360 pt narrower at the end.
  ///
  /// An open sliding menu docks when the app turns docking on: the scrim fades while the
  /// content narrows from 1,210 to 850 pt beside it, in one motion of many frames.
  @Test func theContentNarrowsFrameByFrameAsAnOpenMenuDocks() {
    let harness = dockingHarness { $0.leading.docking = .never }
    harness.openAndSettle()
    #expect(!harness.isDocked && harness.driver.isOpen)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 1210, height: 834))
    let content = drawnContent(harness) {
      harness.container?.configuration.leading.docking = .automatic
      harness.device.runUntilIdle()
    }
    #expect(harness.isDocked && harness.driver.isOpen)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    #expect(content.minX.isGradual(from: 0, to: 360, maximumStep: 40), "\(content.minX)")
    #expect(content.width.isGradual(from: 1210, to: 850, maximumStep: 40), "\(content.width)")
    #expect(
      content.minX.values.allSatisfy { $0 >= -0.5 && $0 <= 360.5 }, "never beyond the menu")
  }

  /// Break caught: the same, undocking — the content jumping to the whole width at once as the
  /// menu starts to slide closed, instead of widening with it.
  ///
  /// A sidebar undocks when the app turns docking off: it closes as a sliding menu and the
  /// content widens from 850 to 1,210 pt with it, frame by frame.
  @Test func theContentWidensFrameByFrameAsASidebarUndocks() {
    let harness = dockingHarness()
    #expect(harness.isDocked && harness.driver.isOpen)
    let content = drawnContent(harness) {
      harness.container?.configuration.leading.docking = .never
      harness.device.runUntilIdle()
    }
    #expect(!harness.isDocked && harness.driver.phase == .closed)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 1210, height: 834))
    #expect(content.minX.isGradual(from: 360, to: 0, maximumStep: 40), "\(content.minX)")
    #expect(content.width.isGradual(from: 850, to: 1210, maximumStep: 40), "\(content.width)")
  }

  /// The same rule by a window resize (Split View two-thirds to full screen and back) with the
  /// menu open: the content's left edge moves between 0 and 360 pt through the resize, never
  /// jumping by more than a spring's frame.
  @Test func theContentMovesWithTheMenuWhenAResizeChangesTheMode() {
    let harness = dockingHarness(arrangement: .splitView(.twoThirds))
    harness.openAndSettle()
    let docking = drawnContent(harness) {
      harness.device.resizeWindow(to: .fullScreen)
      harness.device.runUntilIdle()
    }
    #expect(harness.isDocked && harness.driver.isOpen)
    #expect(docking.minX.interiorCount(from: 0, to: 360) >= 3, "\(docking.minX)")
    #expect(docking.minX.largestStep <= 40, "\(docking.minX)")
    let undocking = drawnContent(harness) {
      harness.device.resizeWindow(to: .splitView(.twoThirds))
      harness.device.runUntilIdle()
    }
    #expect(!harness.isDocked && harness.driver.phase == .closed)
    #expect(undocking.minX.interiorCount(from: 360, to: 0) >= 3, "\(undocking.minX)")
    #expect(undocking.minX.largestStep <= 40, "\(undocking.minX)")
  }
}
