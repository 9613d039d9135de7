import Testing
import UIKitSimulation

@testable import SideMenuExample

/// A person using the example app on a fresh simulated device: taps on bar buttons and texts
/// where they are on screen, each followed by time until everything rests.
@MainActor
final class AppUser {
  let device = SimulatedDevice()

  /// The screen's Menu button (the left bar button item).
  func menuButton(of screen: UIViewController?) -> UIBarButtonItem? {
    screen?.navigationItem.leftBarButtonItem
  }

  /// The screen's More button (the right bar button item).
  func moreButton(of screen: UIViewController?) -> UIBarButtonItem? {
    screen?.navigationItem.rightBarButtonItem
  }

  func tapAndSettle(
    _ item: UIBarButtonItem?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      item.map { device.tap($0) } == true, "the bar button is on screen",
      sourceLocation: sourceLocation)
    device.runUntilIdle()
  }

  func tapAndSettle(text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(device.tap(text: text), "'\(text)' is on screen", sourceLocation: sourceLocation)
    device.runUntilIdle()
  }

  /// Opens the modal demo's leading menu with the top screen's Menu button and picks `row`.
  func choose(_ row: String, in modal: UINavigationController) {
    tapAndSettle(menuButton(of: modal.topViewController))
    tapAndSettle(text: row)
  }

  /// Where the front-most view showing `text` is, in window points.
  func frame(of text: String) -> CGRect? {
    device.views(showing: text).last.map { $0.convert($0.bounds, to: nil) }
  }
}

/// The UIKit example app (Examples/SideMenuExample), driven as a person uses it. Each test
/// asserts what the screen shows — which texts are visible and where, which screen is on top.
///
/// Serialized, and each test makes its own device: a `SimulatedDevice` resets the one
/// simulated UIKit, so two tests can neither share one nor run at once.
@MainActor
@Suite(.serialized) struct ExampleAppScenarioTests {
  // MARK: Modal

  @Test func modalMenuButtonOpensTheLeadingMenuOverTheScreen() {
    let user = AppUser()
    let modal = ModalDemoNavigationController()
    user.device.show(modal)
    #expect(!user.device.isShowing("Message (push)"))
    user.tapAndSettle(user.menuButton(of: modal.topViewController))
    #expect(modal.presentedViewController != nil)
    for row in ["Message (push)", "Settings (pop to existing or push)", "Present a sheet"] {
      #expect(user.device.isShowing(row))
    }
    // The leading menu starts at the screen's left edge; its first row sits below the menu's
    // own navigation bar (the table's rows follow the safe area the bar extends).
    let row = user.frame(of: "Message (push)")
    #expect(row?.minX == 0)
    #expect(row?.minY == user.device.model.portraitSafeArea.top + 44)
    // The demo's blur shows through the menu's table, which SideMenuKit made clear, with
    // vibrant separators and rows (the menu sets only its own system background).
    let label = user.device.views(showing: "Message (push)").last
    let ancestors = label.map { Array(sequence(first: $0, next: { $0.superview })) } ?? []
    let table = ancestors.lazy.compactMap { $0 as? UITableView }.first
    #expect(table?.backgroundColor == .clear)
    #expect(table?.separatorEffect is UIVibrancyEffect)
    let cell = ancestors.lazy.compactMap { $0 as? UITableViewCell }.first
    #expect(cell?.backgroundColor == .clear)
    let vibrancy = ancestors.lazy.compactMap { $0 as? UIVisualEffectView }.first
    #expect(vibrancy?.effect is UIVibrancyEffect)
  }

  @Test func modalRowPushesTheChosenScreenAndClosesTheMenu() {
    let user = AppUser()
    let modal = ModalDemoNavigationController()
    user.device.show(modal)
    user.choose("Message (push)", in: modal)
    #expect(modal.presentedViewController == nil)
    #expect(!user.device.isShowing("Message (push)"), "the menu closed")
    #expect(modal.viewControllers.count == 2)
    #expect(modal.topViewController?.title == "Message")
    #expect(user.device.isShowing("Message"))
    // The pushed screen got its own menu buttons (the navigation delegate's `willShow`), and
    // its Menu button opens the menu again.
    user.tapAndSettle(user.menuButton(of: modal.topViewController))
    #expect(user.device.isShowing("Message (push)"))
  }

  @Test func modalReplaceStackLeavesOnlyTheChosenSection() {
    let user = AppUser()
    let modal = ModalDemoNavigationController()
    user.device.show(modal)
    user.choose("Message (push)", in: modal)
    user.choose("Home (replace stack)", in: modal)
    #expect(modal.presentedViewController == nil)
    #expect(modal.viewControllers.map(\.title) == ["Home"])
    #expect(user.device.isShowing("Home"))
  }

  @Test func modalMoreButtonOpensTheTrailingMenuAtTheRightEdge() {
    let user = AppUser()
    let modal = ModalDemoNavigationController()
    user.device.show(modal)
    user.tapAndSettle(user.moreButton(of: modal.topViewController))
    #expect(user.frame(of: "Present a sheet")?.maxX == user.device.window.bounds.maxX)
  }

  // MARK: Container

  @Test func containerMenuButtonOpensTheSectionsAndARowSwapsTheContent() {
    let user = AppUser()
    let container = ContainerDemo.make()
    user.device.show(container)
    let home = (container.children.first as? UINavigationController)?.topViewController
    #expect(home?.title == "Home")
    #expect(!user.device.isShowing("Inbox"))
    user.tapAndSettle(user.menuButton(of: home))
    #expect(user.device.isShowing("Inbox"))
    user.tapAndSettle(text: "Inbox")
    let content = container.children.first { $0 is UINavigationController }
    let inbox = (content as? UINavigationController)?.topViewController
    #expect(inbox?.title == "Inbox")
    #expect(!user.device.isShowing("Archive"), "the menu closed")
    // The new section has its own Menu button, which opens the menu again.
    user.tapAndSettle(user.menuButton(of: inbox))
    #expect(user.device.isShowing("Archive"))
  }

  @Test func containerTrailingMenuPushesDetailsThenHistory() {
    let user = AppUser()
    let container = ContainerDemo.make()
    user.device.show(container)
    let navigation = container.children.first as? UINavigationController
    user.tapAndSettle(user.moreButton(of: navigation?.topViewController))
    #expect(user.device.isShowing("History"))
    user.tapAndSettle(text: "Details")
    #expect(navigation?.topViewController is DetailsViewController)
    #expect(!user.device.isShowing("History"), "the menu closed")
    // A pushed screen keeps its back button and gets the menu buttons too; the trailing menu
    // also opens by a drag in from the right edge.
    #expect(user.moreButton(of: navigation?.topViewController) != nil)
    #expect(navigation?.topViewController?.navigationItem.leftItemsSupplementBackButton == true)
    let width = user.device.window.bounds.width
    user.device.drag(
      from: CGPoint(x: width - 2, y: 400), to: CGPoint(x: width - 250, y: 400), duration: 0.3)
    user.device.runUntilIdle()
    user.tapAndSettle(text: "History")
    // `.popToExistingOrPush` finds screens by class: History is pushed, not Details popped to.
    #expect(navigation?.viewControllers.count == 3)
    #expect(navigation?.topViewController is HistoryViewController)
  }

  // MARK: Overlay

  @Test func overlayPinnedButtonSitsAboveTheSafeAreaAndOpensTheFilters() {
    let user = AppUser()
    user.device.show(UINavigationController(rootViewController: OverlayDemoViewController()))
    // 20 pt in from the safe area's leading and bottom edges, 120 × 44 pt.
    let safeBottom = user.device.window.bounds.maxY - user.device.model.portraitSafeArea.bottom
    #expect(
      user.frame(of: "Filters") == CGRect(x: 20, y: safeBottom - 20 - 44, width: 120, height: 44))
    #expect(!user.device.isShowing("Wheelchair access"))
    user.tapAndSettle(text: "Filters")
    #expect(user.device.isShowing("Wheelchair access"))
  }

  @Test func overlayPinnedButtonStaysTappableAboveTheOpenMenuAndClosesIt() throws {
    let user = AppUser()
    user.device.show(UINavigationController(rootViewController: OverlayDemoViewController()))
    let button = try #require(user.device.views(showing: "Filters").first { $0 is UIButton })
    user.tapAndSettle(text: "Filters")
    #expect(user.device.isShowing("Parking"))
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    // Above the menu and its scrim, the button still gets the touch…
    #expect(user.device.hitView(at: center) === button)
    user.device.tap(at: center)
    user.device.runUntilIdle()
    // …and toggles the menu closed.
    #expect(!user.device.isShowing("Parking"))
  }
}
