import Testing

@testable import SideMenuCore

/// Which rectangles are the menu's as drawn: the SwiftUI layer's test for a view (a navigation
/// stack) inside the open menu.
@Suite("SideMenuFrameState menu containment")
struct SideMenuFrameStateContainmentTests {
  /// An iPhone in portrait, 390 × 844 points.
  static let phone = SideMenuContainer(size: SideMenuSize(width: 390, height: 844))

  /// A slide-over menu 300 pt wide on the left, open: drawn at x 0…300.
  let open = SideMenuStyle.slideOver.frameState(
    in: Self.phone, side: .left, menuWidth: 300, progress: 1)

  @Test("The tolerance is half a point")
  func tolerance() {
    #expect(SideMenuFrameState.menuContainmentTolerance == 0.5)
  }

  @Test("A view filling the drawn menu is inside, to half a point on every side")
  func fillingViewInside() {
    let menu = open.menuFrameOnScreen
    #expect(!open.isMenuHidden)
    #expect(open.menuContains(menu))
    let loose = SideMenuRect(
      x: menu.minX - 0.5, y: menu.minY - 0.5, width: menu.width + 1, height: menu.height + 1)
    #expect(open.menuContains(loose))
    for (dx, dy, dw, dh) in [
      (-0.6, 0.0, 0.0, 0.0), (0, -0.6, 0, 0), (0, 0, 0.6, 0), (0, 0, 0, 0.6),
    ] {
      let out = SideMenuRect(
        x: menu.minX + dx, y: menu.minY + dy, width: menu.width + dw, height: menu.height + dh)
      #expect(!open.menuContains(out), "\(out)")
    }
  }

  @Test("The content beside the menu, or a view across its edge, is not the menu's")
  func besideIsOutside() {
    #expect(!open.menuContains(SideMenuRect(x: 300, y: 0, width: 90, height: 844)))
    #expect(!open.menuContains(SideMenuRect(x: 250, y: 100, width: 100, height: 44)))
    #expect(open.menuContains(SideMenuRect(x: 20, y: 100, width: 200, height: 44)))
  }

  @Test("A hidden menu holds nothing")
  func hiddenHoldsNothing() {
    var closed = SideMenuStyle.slideOver.frameState(
      in: Self.phone, side: .left, menuWidth: 300, progress: 0)
    closed.isMenuHidden = true
    #expect(!closed.menuContains(closed.menuFrameOnScreen))
  }

  @Test("The drawn menu follows the transform: a half-open menu holds what lies in its half")
  func followsTransform() {
    let half = SideMenuStyle.slideOver.frameState(
      in: Self.phone, side: .left, menuWidth: 300, progress: 0.5)
    let drawn = half.menuFrameOnScreen
    #expect(half.menuContains(drawn))
    #expect(!half.menuContains(SideMenuRect(x: 0, y: 0, width: 300, height: 844)))
  }

  @Test("A rectangle that is not a number is never inside")
  func notANumber() {
    #expect(!open.menuContains(SideMenuRect(x: .nan, y: 0, width: 10, height: 10)))
    #expect(!open.menuContains(SideMenuRect(x: 0, y: 0, width: .infinity, height: 10)))
  }
}
