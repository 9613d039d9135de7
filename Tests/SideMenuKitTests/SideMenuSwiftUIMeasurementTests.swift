import SideMenuCore
import Testing

@testable import SideMenuKit

/// The SwiftUI layer's platform-independent readings: the keyboard-independent container and
/// the "Close menu" element's frame. The views themselves cannot run on Linux (see the README's
/// "SwiftUI: what was verified how").
@Suite("SwiftUI measurements")
struct SideMenuSwiftUIMeasurementTests {
  /// An iPhone in portrait: 390 × 844 points, notch 47, home indicator 34.
  let phone = SideMenuSize(width: 390, height: 844)
  let phoneInsets = SideMenuInsets(top: 47, bottom: 34)
  /// The layout reader while a 336-point keyboard is up: it ends at the keyboard's top, and the
  /// home indicator's area is under the keyboard.
  let phoneWithKeyboard = SideMenuSize(width: 390, height: 508)
  let insetsWithKeyboard = SideMenuInsets(top: 47, bottom: 0)

  @Test("A keyboard changes neither the container's size nor its bottom inset")
  func keyboardLeavesContainerAlone() {
    var measurement = SideMenuKeyboardIndependentContainer()
    let before = measurement.container(
      fullSize: phone, layoutSize: phone, safeArea: phoneInsets, layoutDirection: .leftToRight)
    let during = measurement.container(
      fullSize: phone, layoutSize: phoneWithKeyboard, safeArea: insetsWithKeyboard,
      layoutDirection: .leftToRight)
    let after = measurement.container(
      fullSize: phone, layoutSize: phone, safeArea: phoneInsets, layoutDirection: .leftToRight)
    #expect(before == SideMenuContainer(size: phone, safeAreaInsets: phoneInsets))
    #expect(during == before)
    #expect(after == before)
  }

  @Test("The held bottom inset is the last one measured without a keyboard (after a rotation)")
  func heldInsetFollowsRotation() {
    var measurement = SideMenuKeyboardIndependentContainer()
    let landscape = SideMenuSize(width: 844, height: 390)
    let landscapeInsets = SideMenuInsets(top: 0, left: 47, bottom: 21, right: 47)
    _ = measurement.container(
      fullSize: phone, layoutSize: phone, safeArea: phoneInsets, layoutDirection: .leftToRight)
    _ = measurement.container(
      fullSize: landscape, layoutSize: landscape, safeArea: landscapeInsets,
      layoutDirection: .leftToRight)
    let covered = measurement.container(
      fullSize: landscape, layoutSize: SideMenuSize(width: 844, height: 190),
      safeArea: SideMenuInsets(top: 0, left: 47, bottom: 0, right: 47),
      layoutDirection: .rightToLeft)
    #expect(covered.safeAreaInsets == landscapeInsets)
    #expect(covered.size == landscape)
    #expect(covered.layoutDirection == .rightToLeft)
  }

  @Test("Before the full size is measured, the layout reader's size and insets are used")
  func layoutSizeUntilMeasured() {
    var measurement = SideMenuKeyboardIndependentContainer()
    let container = measurement.container(
      fullSize: nil, layoutSize: phone, safeArea: phoneInsets, layoutDirection: .leftToRight)
    #expect(container == SideMenuContainer(size: phone, safeAreaInsets: phoneInsets))
    #expect(measurement.uncoveredBottomInset == 34)
  }

  @Test("With dismissesOnRotation on, a keyboard appearing does not close an open menu")
  func keyboardDoesNotCloseMenu() {
    var configuration = SideMenuConfiguration()
    configuration.dismissesOnRotation = true
    var measurement = SideMenuKeyboardIndependentContainer()
    var machine = SideMenuStateMachine(
      configuration: configuration,
      container: measurement.container(
        fullSize: phone, layoutSize: phone, safeArea: phoneInsets, layoutDirection: .leftToRight))
    _ = machine.handle(.open(.leading, animated: false, completion: nil), at: 0)
    #expect(machine.phase == .open(.leading))
    let withKeyboard = measurement.container(
      fullSize: phone, layoutSize: phoneWithKeyboard, safeArea: insetsWithKeyboard,
      layoutDirection: .leftToRight)
    _ = machine.handle(.containerChanged(withKeyboard), at: 1)
    #expect(machine.phase == .open(.leading))
  }

  @Test("slideOver: the Close menu element covers the container beside the open menu, exactly")
  func dimmedAreaBesideSlideOver() {
    let container = SideMenuContainer(size: phone, safeAreaInsets: phoneInsets)
    for side in SideMenuPhysicalEdge.allCases {
      let frame = SideMenuStyle.slideOver.frameState(
        in: container, side: side, menuWidth: 300, progress: 1)
      let area = frame.dimmedArea(in: container.bounds)
      let expectedMinX = side == .left ? 300.0 : 0
      // Exact: sums and differences of whole points.
      #expect(area == SideMenuRect(x: expectedMinX, y: 0, width: 90, height: 844), "\(side)")
    }
  }

  @Test(
    "Every preset, both sides, progress 0…1: the area lies in the container and off the menu",
    arguments: SideMenuStyle.presets.map { String(describing: $0.name) })
  func dimmedAreaInsideAndOffMenu(preset: String) throws {
    let style = try #require(SideMenuStyle.presets.first { "\($0.name)" == preset }?.style)
    let container = SideMenuContainer(size: phone, safeAreaInsets: phoneInsets)
    let bounds = container.bounds
    // Tolerance for the transform's floating-point products: far below a point.
    let tolerance = 1e-9
    for side in SideMenuPhysicalEdge.allCases {
      for step in 0...20 {
        let progress = Double(step) / 20
        let frame = style.frameState(
          in: container, side: side, menuWidth: 300, progress: progress)
        let area = frame.dimmedArea(in: bounds)
        let scrim = frame.contentTransform.applied(to: bounds)
        let context = "\(preset) \(side) \(progress)"
        #expect(area.width >= 0, "\(context)")
        // Within the scrim's rectangle: the element never claims more than the scrim shows.
        #expect(area.minX >= scrim.minX - tolerance, "\(context)")
        #expect(area.maxX <= scrim.maxX + tolerance, "\(context)")
        #expect(area.minY == scrim.minY && area.height == scrim.height, "\(context)")
        guard frame.isMenuAboveContent, area.width > 0 else { continue }
        let menu = frame.menuFrameOnScreen
        let overlap =
          Swift.min(area.maxX, menu.maxX) - Swift.max(area.minX, menu.minX)
        #expect(overlap <= tolerance, "\(context): overlaps the menu by \(overlap)")
      }
    }
  }
}
