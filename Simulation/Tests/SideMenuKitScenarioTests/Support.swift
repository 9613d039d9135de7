import SideMenuKit
import Testing
import UIKitSimulation

/// A view controller that records what UIKit told it, for scenario assertions.
@MainActor
final class RecordingViewController: UIViewController {
  let name: String
  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  /// Appearance callbacks as UIKit delivered them.
  var appearance: [String] {
    simulationLog.filter { $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") && $0 != "viewDidLoad" }
  }
}

/// Records the driver's delegate calls in order.
@MainActor
final class RecordingDelegate: NSObject, SideMenuDelegate {
  var events: [String] = []
  func sideMenu(_ sideMenu: SideMenuDriver, willOpen edge: SideMenuEdge) { events.append("willOpen \(edge)") }
  func sideMenu(_ sideMenu: SideMenuDriver, didOpen edge: SideMenuEdge) { events.append("didOpen \(edge)") }
  func sideMenu(_ sideMenu: SideMenuDriver, willClose edge: SideMenuEdge) { events.append("willClose \(edge)") }
  func sideMenu(_ sideMenu: SideMenuDriver, didClose edge: SideMenuEdge) { events.append("didClose \(edge)") }
  func sideMenu(
    _ sideMenu: SideMenuDriver, didCancelTransitionOf edge: SideMenuEdge,
    restingAt state: SideMenuRestingState
  ) { events.append("cancelled \(edge) at \(state)") }
}

extension SimulatedDevice {
  /// The window's width, points.
  var width: CGFloat { window.bounds.width }
  var height: CGFloat { window.bounds.height }
  /// A point on the screen's vertical middle at `x`.
  func point(x: CGFloat) -> CGPoint { CGPoint(x: x, y: height / 2) }
}
