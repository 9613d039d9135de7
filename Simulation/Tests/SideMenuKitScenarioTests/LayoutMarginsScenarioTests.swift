// Layout margins, asserted apart from the safe area (issue 24, item 3): what an app's content
// laid out against `layoutMarginsGuide` gets beside a sidebar, across mode changes, under a
// sliding menu, and what the menu's own root view gets on its edge, in all three modes. The
// model's system minimum is 16 pt in a compact width and 20 pt in a regular one (see
// `UIViewController.systemMinimumLayoutMargins` in the simulation); every expectation names
// its safe-area part and its margin part separately.
import SideMenuKit
import Testing
import UIKitSimulation

/// An iPhone 15 in landscape (sensor housing 59 pt on both sides, home indicator 21 pt) with a
/// menu in `mode`, settled.
@MainActor
private func landscapePhoneHarness(
  _ mode: Mode, osVersion: SimulatedDevice.OSVersion = .iOS26,
  layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
  edges: [SideMenuEdge] = [.leading],
  configure: (inout SideMenuConfiguration) -> Void = { _ in }
) -> Harness {
  let device = SimulatedDevice(osVersion: osVersion, layoutDirection: layoutDirection)
  device.rotate(toLandscape: true)
  device.runUntilIdle()
  let harness = Harness(mode, device: device, edges: edges, configure: configure)
  device.runUntilIdle()
  return harness
}

extension Harness {
  /// The app's own screen (the navigation controller's root), whose view an app lays out.
  var screenView: UIView { content.view }
}

/// Insets from four numbers, for short expectations.
private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> UIEdgeInsets
{
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@MainActor
@Suite(.serialized)
struct LayoutMarginsScenarioTests {
  // The model's system minimum, points (leading and trailing; top and bottom 0).
  static let compactMinimum: CGFloat = 16
  static let regularMinimum: CGFloat = 20
  // iPhone 15 landscape: the sensor housing's band on each side, the home indicator's.
  static let housing: CGFloat = 59
  static let homeIndicator: CGFloat = 21

  // MARK: Docked: the sidebar's neighbour

  /// On an iPad full screen in landscape the content beside the sidebar has no safe-area inset
  /// on the sidebar's side and the system minimum (20 pt, regular width) as its margin there —
  /// the same as on its far side, where the iPad has no safe area either. An app's view pinned
  /// to the content screen's margins guide starts 20 pt past the sidebar.
  @Test(arguments: [SimulatedDevice.OSVersion.iOS16, .iOS26])
  func theContentBesideASidebarHasTheMinimumAndNoSafeAreaOnItsSide(
    osVersion: SimulatedDevice.OSVersion
  ) {
    let harness = dockingHarness(osVersion: osVersion)
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    harness.screenView.addSubview(pinned)
    let guide = harness.screenView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      pinned.topAnchor.constraint(equalTo: guide.topAnchor),
      pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(harness.contentFrame == CGRect(x: 360, y: 0, width: 850, height: 834))
    let content = harness.contentView
    #expect(content.safeAreaInsets == insets(24, 0, 20, 0))
    #expect(content.layoutMargins == insets(24, Self.regularMinimum, 20, Self.regularMinimum))
    // The sidebar's root view: the minimum on both sides (no side safe area on an iPad).
    #expect(
      harness.menuView?.layoutMargins
        == insets(24, Self.regularMinimum, 20, Self.regularMinimum))
    let frame = pinned.simulationFrameInWindow
    #expect(frame.minX == 360 + Self.regularMinimum)
    #expect(frame.maxX == 1210 - Self.regularMinimum)
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  /// `.always` on an iPhone in landscape (`.automatic` never docks on an iPhone: its width is
  /// compact in both orientations): the content beside the sidebar keeps only the system
  /// minimum on the sidebar's side — the sensor housing is the menu's — and the housing plus
  /// the minimum on its far side; the bottom margin is the home indicator's inset alone.
  @Test(arguments: [SimulatedDevice.OSVersion.iOS16, .iOS26])
  func aDockedPhoneContentHasTheHousingOnlyOnItsFarSide(osVersion: SimulatedDevice.OSVersion) {
    let harness = landscapePhoneHarness(.container, osVersion: osVersion) {
      $0.leading.docking = .always
    }
    #expect(harness.isDocked)
    let content = harness.contentView
    #expect(content.safeAreaInsets == insets(0, 0, Self.homeIndicator, Self.housing))
    #expect(
      content.layoutMargins
        == insets(0, Self.compactMinimum, Self.homeIndicator, Self.housing + Self.compactMinimum))
    // The sidebar's own root view has the housing on its outer side and the minimum beside
    // the content.
    let menu = try? #require(harness.menuView)
    #expect(menu?.safeAreaInsets == insets(0, Self.housing, Self.homeIndicator, 0))
    #expect(
      menu?.layoutMargins
        == insets(0, Self.housing + Self.compactMinimum, Self.homeIndicator, Self.compactMinimum))
  }

  // MARK: Mode changes

  /// Docking by configuration, collapsing and expanding the sidebar, and undocking again each
  /// change the content's frame and so its leading margin (housing plus minimum while the
  /// content reaches the housing, the minimum alone beside the sidebar) — and each change
  /// reaches the content's controller as `viewLayoutMarginsDidChange()` with the new value.
  @Test func dockingCollapsingAndUndockingReachTheContentsMargins() {
    let harness = landscapePhoneHarness(.container)
    let content = harness.contentView
    let controller = harness.navigation
    let full = insets(0, Self.housing + Self.compactMinimum, Self.homeIndicator, 75)
    #expect(!harness.isDocked)
    #expect(content.layoutMargins == full)
    harness.driver.configuration.leading.docking = .always
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    let beside = insets(0, Self.compactMinimum, Self.homeIndicator, 75)
    #expect(content.layoutMargins == beside)
    #expect(controller.simulationLayoutMarginsChanges.last == beside)
    harness.close()
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(content.layoutMargins == full, "collapsed, the content reaches the housing again")
    #expect(controller.simulationLayoutMarginsChanges.last == full)
    harness.open()
    harness.device.runUntilIdle()
    #expect(content.layoutMargins == beside)
    #expect(controller.simulationLayoutMarginsChanges.last == beside)
    harness.driver.configuration.leading.docking = .never
    harness.device.runUntilIdle()
    #expect(!harness.isDocked)
    #expect(content.layoutMargins == full)
    #expect(controller.simulationLayoutMarginsChanges.last == full)
  }

  /// A rotation of a docked iPhone (`.always`): portrait has no housing at the sides, so both
  /// side margins are the minimum; landscape gives the far side the housing. The content hears
  /// each change.
  @Test func rotatingADockedPhoneMovesOnlyTheFarSidesMargin() {
    let device = SimulatedDevice()
    let harness = Harness(.container, device: device) { $0.leading.docking = .always }
    device.runUntilIdle()
    let content = harness.contentView
    #expect(harness.isDocked)
    #expect(
      content.layoutMargins == insets(59, Self.compactMinimum, 34, Self.compactMinimum))
    let heard = harness.navigation.simulationLayoutMarginsChanges.count
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    #expect(harness.isDocked)
    let landscape = insets(0, Self.compactMinimum, Self.homeIndicator, 75)
    #expect(content.layoutMargins == landscape)
    #expect(harness.navigation.simulationLayoutMarginsChanges.count > heard)
    #expect(harness.navigation.simulationLayoutMarginsChanges.last == landscape)
  }

  /// iPad: docked full screen, sliding in Split View (two-thirds, still regular) and in Slide
  /// Over (compact), docked again full screen, and undocked by a rotation to portrait. The
  /// leading margin is the minimum of the width class each time (no iPad has a side safe
  /// area); the change to compact and back reaches the content.
  @Test func iPadResizesAndRotationsKeepTheMinimumOfTheirWidthClass() {
    let harness = dockingHarness()
    let content = harness.contentView
    #expect(harness.isDocked)
    #expect(content.layoutMargins == insets(24, 20, 20, 20))
    harness.device.resizeWindow(to: .splitView(.twoThirds))
    harness.device.runUntilIdle()
    #expect(!harness.isDocked)
    #expect(content.layoutMargins == insets(24, 20, 20, 20))
    harness.device.resizeWindow(to: .slideOver)
    harness.device.runUntilIdle()
    #expect(content.layoutMargins == insets(24, 16, 20, 16))
    #expect(harness.navigation.simulationLayoutMarginsChanges.last == insets(24, 16, 20, 16))
    harness.device.resizeWindow(to: .fullScreen)
    harness.device.runUntilIdle()
    #expect(harness.isDocked)
    #expect(content.layoutMargins == insets(24, 20, 20, 20))
    #expect(harness.navigation.simulationLayoutMarginsChanges.last == insets(24, 20, 20, 20))
    harness.device.rotate(toLandscape: false)
    harness.device.runUntilIdle()
    #expect(!harness.isDocked)
    #expect(harness.contentFrame == CGRect(x: 0, y: 0, width: 834, height: 1210))
    #expect(content.layoutMargins == insets(24, 20, 20, 20))
  }

  // MARK: Sliding

  /// The standard style slides the menu over the content, which stays where it is: its margins
  /// (housing plus minimum on both sides in landscape) do not change while the menu opens,
  /// mid-animation or open, and nothing tells the content they did — in all three modes.
  @Test(arguments: Mode.allCases)
  func theContentKeepsItsMarginsWhileAMenuSlidesOverIt(mode: Mode) {
    let harness = landscapePhoneHarness(mode)
    let content = harness.contentView
    let screen = harness.screenView
    let contentMargins = content.layoutMargins
    let screenMargins = screen.layoutMargins
    #expect(contentMargins.left == Self.housing + Self.compactMinimum)
    #expect(contentMargins.right == Self.housing + Self.compactMinimum)
    let heard = harness.content.simulationLayoutMarginsChanges.count
    harness.open()
    harness.device.advance(by: 0.1)
    #expect(harness.driver.phase != .closed)
    #expect(content.layoutMargins == contentMargins)
    #expect(screen.layoutMargins == screenMargins)
    #expect(harness.settle())
    #expect(harness.driver.isOpen)
    #expect(content.layoutMargins == contentMargins)
    #expect(screen.layoutMargins == screenMargins)
    #expect(harness.content.simulationLayoutMarginsChanges.count == heard)
  }

  // MARK: The menu's own root view

  /// The menu's root view in landscape has the housing plus the minimum on the screen edge it
  /// stands on, and the minimum alone on the side facing the content: leading and trailing
  /// menus left to right, and right to left (where the leading menu stands on the right). In
  /// overlay mode the menu is the app's plain view, whose default margin is 8 pt on every side.
  @Test(arguments: Mode.allCases, [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theMenusRootViewHasTheHousingOnlyOnItsScreenEdge(
    mode: Mode, direction: UIUserInterfaceLayoutDirection
  ) {
    for edge in [SideMenuEdge.leading, .trailing] {
      let harness = landscapePhoneHarness(mode, layoutDirection: direction, edges: [edge])
      harness.openAndSettle(edge)
      guard let menu = harness.menuView else {
        Issue.record("no menu view for \(edge)")
        continue
      }
      let margin = mode == .overlay ? 8 : Self.compactMinimum
      let onLeft = (edge == .leading) == (direction == .leftToRight)
      let frame = menu.simulationFrameInWindow
      #expect(onLeft ? frame.minX == 0 : frame.maxX == 852, "\(edge) stands on its edge")
      // The top: the window has none in landscape; an overlay's menu, in the app's view under
      // its navigation bar, has the bar's height there.
      let safe = menu.safeAreaInsets
      #expect(safe.top == (mode == .overlay ? 44 : 0))
      #expect(safe.left == (onLeft ? Self.housing : 0))
      #expect(safe.right == (onLeft ? 0 : Self.housing))
      #expect(safe.bottom == Self.homeIndicator)
      let vertical: CGFloat = mode == .overlay ? 8 : 0
      let expected = insets(
        safe.top + vertical, onLeft ? Self.housing + margin : margin,
        Self.homeIndicator + vertical, onLeft ? margin : Self.housing + margin)
      #expect(menu.layoutMargins == expected, "\(mode) \(edge) \(direction)")
    }
  }
}
