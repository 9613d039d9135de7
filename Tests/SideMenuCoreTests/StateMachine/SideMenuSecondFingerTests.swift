import Testing

@testable import SideMenuCore

/// A second finger while the first drives the menu: the first stays in charge, as UIKit's and
/// Android's drawers keep the first pointer in charge.
@Suite("A second finger")
struct SideMenuSecondFingerTests {
  static func sample(_ x: Double, _ t: Double) -> SideMenuTouchSample {
    SideMenuTouchSample(x: x, y: 400, timestamp: t)
  }

  /// Drags from the leading edge to `x` over 0.3 s without lifting.
  static func dragging(to x: Double, from start: Double = 5, harness: inout MachineHarness) {
    harness.send(.panBegan(sample(start, harness.now)))
    for step in 1...36 {
      harness.now += 0.3 / 36
      harness.send(.panChanged(sample(start + (x - start) * Double(step) / 36, harness.now)))
    }
  }

  @Test func aScrimTapDuringTheOpeningDragIsIgnored() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    Self.dragging(to: width * 0.7, harness: &harness)
    let before = harness.machine.progress
    let effects = harness.send(.scrimTapped)
    #expect(effects.isEmpty, "\(effects)")
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    #expect(harness.machine.progress == before)
    // The drag goes on under the first finger, and its release decides.
    harness.now += 0.05
    harness.send(.panChanged(Self.sample(width * 0.75, harness.now)))
    #expect(harness.machine.progress > before)
    harness.now += 0.2
    harness.send(.panEnded(Self.sample(width * 0.75, harness.now), targetOverride: nil))
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aScrimTapDuringTheClosingDragIsIgnored() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    let width = harness.machine.menuWidth(for: .leading)
    Self.dragging(to: width - 60, from: width - 20, harness: &harness)
    #expect(harness.machine.phase == .closing(.leading, .interactive))
    #expect(harness.send(.scrimTapped).isEmpty)
    #expect(harness.machine.phase == .closing(.leading, .interactive))
    harness.now += 0.2
    harness.send(.panChanged(Self.sample(width - 10, harness.now)))
    harness.now += 0.2
    harness.send(.panEnded(Self.sample(width - 10, harness.now), targetOverride: nil))
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  /// A drag that is not the menu's (closing drags switched off) does not stop the tap of
  /// another finger closing the menu; nor does a drag that has ended.
  @Test func aScrimTapDuringADragThatIsNotTheMenusStillCloses() {
    var configuration = SideMenuConfiguration.standard
    configuration.gestures.isPanToCloseEnabled = false
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.panBegan(Self.sample(300, harness.now)))
    harness.now += 0.1
    harness.send(.panChanged(Self.sample(300, harness.now)))
    let tapped = harness.send(.scrimTapped)
    #expect(tapped.contains { if case .beginTransition = $0 { true } else { false } })
    harness.settle()
    #expect(harness.machine.phase == .closed)

    var after = MachineHarness()
    after.send(.open(.leading, animated: false, completion: nil))
    let width = after.machine.menuWidth(for: .leading)
    Self.dragging(to: width - 40, from: width - 20, harness: &after)
    after.send(.panEnded(Self.sample(width - 40, after.now), targetOverride: nil))
    after.settle()
    #expect(after.machine.phase == .open(.leading))
    after.send(.scrimTapped)
    after.settle()
    #expect(after.machine.phase == .closed)
  }
}
