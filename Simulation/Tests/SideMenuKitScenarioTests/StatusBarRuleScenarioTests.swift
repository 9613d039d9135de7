// The status-bar rule at its edges (issue 34): a docked sidebar is part of the screen, so the
// content keeps the status bar, the home indicator and the screen-edge deferral even when the
// menu controller has preferences of its own; and when the app dismisses the modal menu itself
// (`dismiss(animated:)` on the menu), the status bar comes back as the dismissal starts.
import SideMenuKit
import Testing
import UIKitSimulation

/// A menu with preferences of its own for every forwarded setting.
@MainActor
final class PreferencesMenuViewController: UIViewController {
  override var prefersStatusBarHidden: Bool { true }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var prefersHomeIndicatorAutoHidden: Bool { true }
  override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .all }
}

/// Follows a controller's forwarding (`child`) to the controller that decides, as UIKit does.
@MainActor
private func decider(
  from root: UIViewController, _ child: (UIViewController) -> UIViewController?
) -> UIViewController {
  var controller = root
  while let next = child(controller), next !== controller { controller = next }
  return controller
}

@MainActor
@Suite(.serialized)
struct StatusBarRuleScenarioTests {
  /// An iPad in landscape with a container whose leading menu docks (`.automatic`), the menu a
  /// `PreferencesMenuViewController`.
  private func dockedContainer() -> (SimulatedDevice, SideMenuController) {
    let device = SimulatedDevice(model: .iPadPro11)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let container = SideMenuController(
      contentViewController: UINavigationController(rootViewController: UIViewController()))
    container.configuration.leading.docking = .automatic
    container.setMenu(for: .leading) { PreferencesMenuViewController() }
    device.show(container)
    device.runUntilIdle()
    return (device, container)
  }

  /// What the window shows, and which controller decides the home indicator and the edges.
  private func expectContentDecides(
    _ device: SimulatedDevice, _ container: SideMenuController, _ moment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let bar = device.window.simulationStatusBar
    #expect(!bar.isHidden && bar.style == .default, "\(moment)", sourceLocation: sourceLocation)
    let content = container.contentViewController
    let home = decider(from: container) { $0.childForHomeIndicatorAutoHidden }
    let edges = decider(from: container) { $0.childForScreenEdgesDeferringSystemGestures }
    #expect(home === content && !home.prefersHomeIndicatorAutoHidden, "\(moment)")
    #expect(edges === content && edges.preferredScreenEdgesDeferringSystemGestures == [])
  }

  /// Break caught: a docked menu deciding the status bar, home indicator and edge deferral as
  /// an open sliding menu does (`childForStatusBarStyle` without its docked case): the sidebar
  /// would hide the status bar of the whole screen beside it.
  ///
  /// Docked at launch, collapsed and expanded by ⌃⌘S (checked at every vsync of both motions),
  /// the content decides; undocked in Split View and opened as a sliding menu, the menu does —
  /// so the same menu's preferences do reach the screen when it covers it.
  @Test func aDockedSidebarLeavesTheStatusBarHomeIndicatorAndEdgesToTheContent() {
    let (device, container) = dockedContainer()
    #expect(container.driver.layoutMode(for: .leading) == .docked && container.driver.isOpen)
    expectContentDecides(device, container, "docked at rest")
    let keys: UIKeyModifierFlags = [.control, .command]
    for step in ["collapse", "expand"] {
      let hidden = device.drawnSamples(
        during: {
          #expect(device.press(key: "s", modifiers: keys))
          device.runUntilIdle()
        }
      ) { device.window.simulationStatusBar.isHidden }
      #expect(hidden.count > 5 && !hidden.contains { $0.value }, "\(step): never hidden")
      expectContentDecides(device, container, "after the \(step)")
    }
    device.resizeWindow(to: .splitView(.twoThirds))
    device.runUntilIdle()
    #expect(container.driver.layoutMode(for: .leading) == .sliding)
    container.open(.leading, animated: true)
    device.runUntilIdle()
    #expect(device.window.simulationStatusBar.isHidden, "the sliding menu decides")
    #expect(device.window.simulationStatusBar.style == .lightContent)
    let home = decider(from: container) { $0.childForHomeIndicatorAutoHidden }
    #expect(home.prefersHomeIndicatorAutoHidden)
  }

  /// Break caught: a dismissal the app starts itself (`menu.dismiss(animated: true)`, which
  /// reaches the presentation through `animationController(forDismissed:)`) not handing the
  /// status bar back as it starts: it would come back only when the menu is gone, a closing's
  /// length late, unlike every other way of closing.
  ///
  /// The modal menu hides the status bar while open; the app dismisses it: from the first
  /// vsync of the dismissal — while the menu is still drawn mid-way — the status bar shows.
  @Test func theAppsOwnDismissalGivesTheStatusBarBackAsItStarts() throws {
    let device = SimulatedDevice()
    let content = UIViewController()
    device.show(UINavigationController(rootViewController: content))
    let presentation = SideMenuPresentation(presentingViewController: content)
    presentation.setMenu(for: .leading) { StatusBarMenuViewController() }
    presentation.open(.leading, animated: true)
    device.runUntilIdle()
    #expect(presentation.driver.isOpen)
    #expect(device.window.simulationStatusBar.isHidden)
    let menu = try #require(presentation.menuViewController)
    let width = menu.view.simulationPresentedFrameInWindow.width
    let samples = device.drawnSamples(
      during: {
        menu.dismiss(animated: true)
        device.runUntilIdle()
      }
    ) { (device.window.simulationStatusBar, menu.view.simulationPresentedFrameInWindow.maxX) }
    #expect(!presentation.driver.isOpen && presentation.menuViewController == nil)
    let during = samples.filter { $0.value.1 > 1 && $0.value.1 < width - 1 }
    #expect(during.count >= 3, "the dismissal is animated: \(samples.map(\.value.1))")
    #expect(
      during.allSatisfy { !$0.value.0.isHidden && $0.value.0.style == .default },
      "back from the dismissal's start: \(samples.map(\.value.0.isHidden))")
    #expect(!device.window.simulationStatusBar.isHidden)
    #expect(device.window.simulationStatusBar.lastChangeDuration > 0.1, "animated with the menu")
    #expect(!menu.modalPresentationCapturesStatusBarAppearance, "the app's setting, given back")
  }
}
