import Testing

@testable import SideMenuCore

/// Gesture traces and where they must leave the menu, for every edge and layout direction.
///
/// Positions are written for a left-hand menu; each scenario is replayed mirrored for a menu on
/// the right (the trailing edge left-to-right, the leading edge right-to-left).
@Suite("Gesture scenarios")
struct SideMenuGestureScenarioTests {
  struct Scenario: CustomTestStringConvertible, Sendable {
    var name: String
    /// Whether the menu is open before the drag.
    var startsOpen = false
    /// Start and end of the drag, in menu widths from the left edge (plus `startOffset` points).
    var from: Double
    var to: Double
    var startOffset = 0.0
    var duration: Double
    /// Seconds the finger rests at the end before lifting (0.1 s makes the release velocity 0).
    var hold = 0.0
    var cancel = false
    var verticalDrift = 0.0
    var expected: SideMenuRestingState
    /// Whether the drag must not be claimed at all (no transition).
    var ignored = false
    var line: Int

    var testDescription: String { "\(name) (line \(line))" }
  }

  static let scenarios: [Scenario] = [
    Scenario(
      name: "slow drag released past half opens", from: 0, to: 0.6, startOffset: 5, duration: 1,
      hold: 0.1, expected: .open, line: #line),
    Scenario(
      name: "slow drag released before half closes", from: 0, to: 0.4, startOffset: 5,
      duration: 1, hold: 0.1, expected: .closed, line: #line),
    Scenario(
      name: "flick toward open from 10 % opens", from: 0, to: 0.1, startOffset: 5,
      duration: 0.05, expected: .open, line: #line),
    Scenario(
      name: "flick toward closed from 90 % closes", startsOpen: true, from: 0.6, to: 0.5,
      duration: 0.05, expected: .closed, line: #line),
    Scenario(
      name: "slow drag of the open menu past half stays open", startsOpen: true, from: 0.8,
      to: 0.45, duration: 1, hold: 0.1, expected: .open, line: #line),
    Scenario(
      name: "cancelled drag past half settles open", from: 0, to: 0.7, startOffset: 5,
      duration: 0.3, cancel: true, expected: .open, line: #line),
    Scenario(
      name: "cancelled drag before half settles closed", from: 0, to: 0.3, startOffset: 5,
      duration: 0.05, cancel: true, expected: .closed, line: #line),
    Scenario(
      name: "vertical drag from the edge is ignored", from: 0, to: 0.02, startOffset: 5,
      duration: 0.3, verticalDrift: 200, expected: .closed, ignored: true, line: #line),
    Scenario(
      name: "drag starting outside the edge zone is ignored", from: 0.5, to: 1, duration: 0.3,
      expected: .closed, ignored: true, line: #line),
    Scenario(
      name: "drag toward closing from the edge is ignored", from: 0, to: 0, startOffset: 15,
      duration: 0.2, verticalDrift: 0, expected: .closed, ignored: true, line: #line),
    Scenario(
      name: "long quick drag opens", from: 0, to: 0.9, startOffset: 5,
      duration: 0.5, expected: .open, line: #line),
  ]

  enum Placement: CaseIterable, Sendable {
    case leadingLeftToRight, trailingLeftToRight, leadingRightToLeft, trailingRightToLeft

    var edge: SideMenuEdge {
      switch self {
      case .leadingLeftToRight, .leadingRightToLeft: .leading
      case .trailingLeftToRight, .trailingRightToLeft: .trailing
      }
    }
    var direction: SideMenuLayoutDirection {
      switch self {
      case .leadingLeftToRight, .trailingLeftToRight: .leftToRight
      case .leadingRightToLeft, .trailingRightToLeft: .rightToLeft
      }
    }
  }

  @Test(arguments: scenarios, Placement.allCases)
  func scenario(_ scenario: Scenario, placement: Placement) {
    var configuration = SideMenuConfiguration()
    configuration.leading.isEnabled = placement.edge == .leading
    configuration.trailing.isEnabled = placement.edge == .trailing
    var container = SideMenuContainer.phone
    container.layoutDirection = placement.direction
    var harness = MachineHarness(configuration: configuration, container: container)
    let width = harness.machine.menuWidth(for: placement.edge)
    let side = placement.edge.resolved(in: placement.direction)
    // x for a left menu, mirrored for a right one.
    func x(_ widths: Double, _ offset: Double) -> Double {
      let left = widths * width + offset
      return side == .left ? left : container.size.width - left
    }
    if scenario.startsOpen {
      harness.send(.open(placement.edge, animated: false, completion: nil))
      #expect(harness.machine.phase == .open(placement.edge))
    }
    let transitionsBefore = harness.effects.filter(\.isBeginTransition).count
    var from = x(scenario.from, scenario.startOffset)
    var to = x(scenario.to, scenario.startOffset)
    if scenario.name.hasPrefix("drag toward closing") {
      // Start inside the zone and move toward the container's edge.
      from = x(0, 15)
      to = x(0, -10)
    }
    harness.drag(
      from: from, to: to, duration: scenario.duration, cancel: scenario.cancel,
      hold: scenario.hold, verticalDrift: scenario.verticalDrift)
    let expectedPhase: SideMenuPhase =
      scenario.expected == .open ? .open(placement.edge) : .closed
    #expect(harness.machine.phase == expectedPhase, "\(scenario.name)")
    if scenario.ignored {
      #expect(harness.effects.filter(\.isBeginTransition).count == transitionsBefore)
    }
    #expect(harness.violations.isEmpty, "\(harness.violations)")
    #expect(!harness.hasOpenWill)
  }
}

extension SideMenuEffect {
  var isBeginTransition: Bool {
    if case .beginTransition = self { return true }
    return false
  }
}
