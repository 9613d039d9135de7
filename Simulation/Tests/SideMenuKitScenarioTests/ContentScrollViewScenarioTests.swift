import SideMenuKit
import Testing
import UIKitSimulation

/// A content screen filled by a scroll view (a table, a carousel) on the navigation root: what
/// a drag from the leading edge and a drag elsewhere do, in every mode (issue 32 item 3; the
/// SwiftUI `List`/`ScrollView` scenarios must agree). iPhone 15 points.
@MainActor
@Suite struct ContentScrollViewScenarioTests {
  /// A root screen whose view is covered by a scroll view of content `contentScale` times its
  /// size along each axis.
  func screen(_ mode: Mode, contentScale: CGSize) -> (NavigationScreen, UIScrollView) {
    let scrollView = UIScrollView()
    let screen = NavigationScreen(
      mode, os: .iOS26, pushed: false,
      prepare: { content in
        scrollView.frame = content.view.bounds
        scrollView.contentSize = CGSize(
          width: content.view.bounds.width * contentScale.width,
          height: content.view.bounds.height * contentScale.height)
        content.view.addSubview(scrollView)
      })
    return (screen, scrollView)
  }

  /// A vertical list's pan does not begin on a sideways drag (UIKit's cross-directional
  /// scrolling), so the edge drag opens the menu and the list does not move.
  @Test(arguments: Mode.allCases)
  func anEdgeDragOverAVerticalListOpensTheMenu(mode: Mode) {
    let (screen, list) = screen(mode, contentScale: CGSize(width: 1, height: 4))
    let resting = list.contentOffset
    screen.drag(from: 3, to: 300)
    #expect(screen.driver.isOpen)
    #expect(list.contentOffset == resting, "the list moved under the opening menu")
  }

  /// A vertical drag over the list scrolls it and leaves the menu closed.
  @Test(arguments: Mode.allCases)
  func aVerticalDragScrollsTheList(mode: Mode) {
    let (screen, list) = screen(mode, contentScale: CGSize(width: 1, height: 4))
    let resting = list.contentOffset.y
    screen.device.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300),
      duration: 0.3)
    screen.device.runUntilIdle()
    #expect(!screen.beganOpening)
    #expect(list.contentOffset.y - resting > 200)
  }

  /// A carousel's pan waits for the menu's: from the edge zone the menu opens and the carousel
  /// stays put.
  @Test(arguments: Mode.allCases)
  func anEdgeDragOverACarouselOpensTheMenu(mode: Mode) {
    let (screen, carousel) = screen(mode, contentScale: CGSize(width: 3, height: 1))
    screen.drag(from: 3, to: 300)
    #expect(screen.driver.isOpen)
    #expect(carousel.contentOffset == .zero, "the carousel scrolled under the opening menu")
  }

  /// Away from the edge the engine refuses the drag and the carousel takes it at once.
  @Test(arguments: Mode.allCases)
  func aDragAwayFromTheEdgeScrollsTheCarousel(mode: Mode) {
    let (screen, carousel) = screen(mode, contentScale: CGSize(width: 3, height: 1))
    carousel.contentOffset = CGPoint(x: screen.device.width, y: 0)
    screen.drag(from: 100, to: 300)
    #expect(!screen.beganOpening)
    #expect(carousel.contentOffset.x < screen.device.width - 150, "the carousel did not scroll")
  }
}
