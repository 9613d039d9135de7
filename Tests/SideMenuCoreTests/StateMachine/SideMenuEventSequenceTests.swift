import Testing

@testable import SideMenuCore

/// The event sequence of every path, as documented on `SideMenuNotification`, `SideMenuDelegate`
/// and `SideMenuCallbacks`: this table is the contract, checked against the engine's output
/// (progress updates left out). Every mode and SwiftUI take their events from these effects.
@Suite struct SideMenuEventSequenceTests {
  /// One path: what the app does, and the notifications it must see, in order.
  struct Path: CustomTestStringConvertible, Sendable {
    let name: String
    let expected: [SideMenuNotification]
    let run: @Sendable (inout MachineHarness) -> Void
    var testDescription: String { name }
  }

  /// 390 pt phone, leading menu 326 pt wide (390 − 64).
  static let paths: [Path] = [
    Path(name: "open, animated", expected: [.willOpen(.leading), .didOpen(.leading)]) {
      $0.send(.open(.leading, animated: true, completion: nil))
      $0.settle()
    },
    Path(name: "open, not animated", expected: [.willOpen(.leading), .didOpen(.leading)]) {
      $0.send(.open(.leading, animated: false, completion: nil))
    },
    Path(name: "open by an edge drag", expected: [.willOpen(.leading), .didOpen(.leading)]) {
      $0.drag(from: 2, to: 300, duration: 0.3)
    },
    Path(
      name: "close, animated",
      expected: [
        .willOpen(.leading), .didOpen(.leading), .willClose(.leading), .didClose(.leading),
      ]
    ) {
      $0.send(.open(.leading, animated: false, completion: nil))
      $0.send(.close(animated: true, completion: nil))
      $0.settle()
    },
    Path(
      name: "close by a scrim tap",
      expected: [
        .willOpen(.leading), .didOpen(.leading), .willClose(.leading), .didClose(.leading),
      ]
    ) {
      $0.send(.open(.leading, animated: false, completion: nil))
      $0.send(.scrimTapped)
      $0.settle()
    },
    Path(
      name: "cancelled open: a drag released back",
      expected: [.willOpen(.leading), .openingCancelled(.leading), .didClose(.leading)]
    ) {
      $0.drag(from: 2, to: 60, duration: 0.6, hold: 0.3)
    },
    Path(
      name: "cancelled open before the menu showed: closed before the first frame",
      expected: [.willOpen(.leading), .openingCancelled(.leading)]
    ) {
      $0.send(.open(.leading, animated: true, completion: nil))
      $0.send(.close(animated: true, completion: nil))
      $0.settle()
    },
    Path(
      name: "cancelled close: a drag on the open menu released back",
      expected: [
        .willOpen(.leading), .didOpen(.leading), .willClose(.leading),
        .closingCancelled(.leading),
      ]
    ) {
      $0.send(.open(.leading, animated: false, completion: nil))
      $0.drag(from: 300, to: 260, duration: 0.6, hold: 0.3)
    },
    Path(
      name: "interrupted open: close asked mid-opening",
      expected: [.willOpen(.leading), .openingCancelled(.leading), .didClose(.leading)]
    ) {
      $0.send(.open(.leading, animated: true, completion: nil))
      for _ in 0..<6 {
        $0.now += 1.0 / 120
        $0.send(.tick)
      }
      $0.send(.close(animated: true, completion: nil))
      $0.settle()
    },
    Path(
      name: "interrupted close: open asked mid-closing",
      expected: [
        .willOpen(.leading), .didOpen(.leading), .willClose(.leading),
        .closingCancelled(.leading),
      ]
    ) {
      $0.send(.open(.leading, animated: false, completion: nil))
      $0.send(.close(animated: true, completion: nil))
      for _ in 0..<6 {
        $0.now += 1.0 / 120
        $0.send(.tick)
      }
      $0.send(.open(.leading, animated: true, completion: nil))
      $0.settle()
    },
    Path(
      name: "refused: UIKit cannot present the menu",
      expected: [.willOpen(.leading), .openingCancelled(.leading)]
    ) {
      $0.send(.open(.leading, animated: true, completion: nil))
      $0.send(.transitionRefused)
      $0.settle()
    },
    Path(
      name: "refused: UIKit cannot dismiss the menu",
      expected: [
        .willOpen(.leading), .didOpen(.leading), .willClose(.leading),
        .closingCancelled(.leading),
      ]
    ) {
      $0.send(.open(.leading, animated: false, completion: nil))
      $0.send(.close(animated: true, completion: nil))
      $0.send(.transitionRefused)
      $0.settle()
    },
    Path(
      name: "switching edges: the open menu closes before the other opens",
      expected: [
        .willOpen(.leading), .didOpen(.leading), .willClose(.leading), .didClose(.leading),
        .willOpen(.trailing), .didOpen(.trailing),
      ]
    ) {
      $0.send(.open(.leading, animated: false, completion: nil))
      $0.send(.open(.trailing, animated: true, completion: nil))
      $0.settle()
    },
  ]

  @Test(arguments: paths)
  func sequence(_ path: Path) {
    var configuration = SideMenuConfiguration()
    configuration.trailing.isEnabled = true
    var harness = MachineHarness(configuration: configuration)
    path.run(&harness)
    let seen = harness.notifications.filter {
      if case .progress = $0 { return false }
      return true
    }
    #expect(seen == path.expected, "\(path.name)")
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }
}
