// Contract tests of the iPhone Duo model (iOS 27.1): displays and postures, reserved regions,
// the vertical bar and its opt-out, and how posture changes are delivered. Values Apple does
// not give are the model's chosen ones (Simulation/Sources/UIKitSimulation/Duo.swift).
import Testing
import UIKit
import UIKitSimulation

/// A view that reads the reserved regions in `layoutSubviews`, as UIKit's observation tracking
/// expects, and counts its layout passes.
@MainActor
final class RegionReadingView: UIView {
  var passes = 0
  var divisions: [UIView.ReservedRegion] = []
  override func layoutSubviews() {
    super.layoutSubviews()
    passes += 1
    divisions = reservedRegions(kind: .division, options: .includeInactive)
  }
}

/// A view that counts its layout passes and never reads the regions.
@MainActor
final class CountingView: UIView {
  var passes = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    passes += 1
  }
}

@MainActor
@Suite(.serialized)
struct DuoContractTests {
  func duo(_ direction: UIUserInterfaceLayoutDirection = .leftToRight) -> SimulatedDevice {
    SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS27_1, layoutDirection: direction)
  }

  // Chosen sizes (no Apple page gives points): cover 466 × 678, inner 669 × 951; cover compact,
  // inner regular.
  @Test func eachPostureShowsItsDisplayWithItsSizeClass() {
    let device = duo()
    let root = MultitaskingRecorder()
    device.show(root)
    #expect(device.window.bounds.size == CGSize(width: 466, height: 678))
    #expect(root.traitCollection.horizontalSizeClass == .compact)
    device.setPosture(.open)
    device.runUntilIdle()
    #expect(device.window.bounds.size == CGSize(width: 669, height: 951))
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    #expect(device.window.bounds.size == CGSize(width: 951, height: 669))
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    device.setPosture(.closed)
    device.runUntilIdle()
    #expect(device.window.bounds.size == CGSize(width: 678, height: 466))
    #expect(root.traitCollection.horizontalSizeClass == .compact)
  }

  // A change of display arrives as a size transition does
  // (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)):
  // the size first, then the traits, layout, and the coordinator's completion.
  @Test func unfoldingIsDeliveredAsASizeAndTraitTransition() {
    let device = duo()
    let root = MultitaskingRecorder()
    device.show(root)
    root.events = []
    device.setPosture(.open)
    device.runUntilIdle()
    #expect(root.events.first == "willTransition(traits: regular) at 466")
    #expect(root.events.contains("viewWillTransition(to: 669) at 466"))
    #expect(root.events.contains("traitCollectionDidChange(from: compact) now regular at 669"))
    #expect(root.events.last == "completion")
  }

  // https://developer.apple.com/documentation/uikit/uiview/reservedregion: the fold is a
  // division region; it is there while open and active only while partially open. The
  // overview: the query returns regions "regardless of whether they are currently active".
  @Test func theFoldIsADivisionActiveOnlyWhilePartiallyOpen() {
    let device = duo()
    device.show(UIViewController())
    #expect(device.window.reservedRegions(kind: .division).isEmpty)
    device.setPosture(.open)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let open = device.window.reservedRegions(kind: .division, options: .includeInactive)
    #expect(open.count == 1)
    #expect(open.first?.isActive == false)
    #expect(open.first?.frame == CGRect(x: 465.5, y: 0, width: 20, height: 669))
    #expect(open.first?.margins == UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6))
    // The stricter reading of the two pages: inactive regions come back without the option too.
    #expect(device.window.reservedRegions(kind: .division).first?.isActive == false)
    device.setPosture(.partiallyOpen)
    #expect(device.window.reservedRegions(kind: .division).first?.isActive == true)
    // In portrait the fold runs across.
    device.rotate(toLandscape: false)
    device.runUntilIdle()
    #expect(
      device.window.reservedRegions(kind: .division).first?.frame
        == CGRect(x: 0, y: 465.5, width: 669, height: 20))
  }

  // Frames are "in the view's coordinate space", and only regions intersecting the view come
  // back (https://developer.apple.com/documentation/uikit/uiview/reservedregion/frame).
  @Test func regionsAreInTheViewsCoordinatesAndOnlyWhereTheyIntersect() {
    let device = duo()
    let root = UIViewController()
    device.show(root)
    device.setPosture(.partiallyOpen)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let right = UIView(frame: CGRect(x: 400, y: 0, width: 551, height: 669))
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 669))
    root.view.addSubview(right)
    root.view.addSubview(left)
    #expect(
      right.reservedRegions(kind: .division).first?.frame
        == CGRect(x: 65.5, y: 0, width: 20, height: 669))
    #expect(left.reservedRegions(kind: .division).isEmpty)
  }

  // The inner camera occludes only while in use; the cover camera always.
  @Test func theInnerCameraOccludesOnlyWhileInUse() {
    let device = duo()
    device.show(UIViewController())
    #expect(device.window.reservedRegions(kind: .occlusion).first?.isActive == true)
    device.setPosture(.open)
    device.runUntilIdle()
    let inner = device.window.reservedRegions(kind: .occlusion)
    #expect(inner.count == 1)
    #expect(inner.first?.isActive == false)
    device.setFrontCameraInUse(true)
    #expect(device.window.reservedRegions(kind: .occlusion).first?.isActive == true)
    #expect(
      device.window.reservedRegions(kind: .occlusion).first?.frame
        == CGRect(x: 40, y: 96, width: 36, height: 36))
  }

  // A region change reaches the views that read the regions by a layout pass (observation
  // tracking, Apple DTS: https://developer.apple.com/forums/thread/847876) — and nothing else:
  // no trait change.
  @Test func aRegionChangeLaysOutTheViewsThatReadThem() {
    let device = duo()
    let root = MultitaskingRecorder()
    let reader = RegionReadingView(frame: CGRect(x: 400, y: 0, width: 200, height: 100))
    let bystander = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    device.show(root)
    root.view.addSubview(reader)
    root.view.addSubview(bystander)
    device.setPosture(.open)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let before = reader.passes
    bystander.passes = 0
    root.events = []
    device.setPosture(.partiallyOpen)
    #expect(reader.passes == before + 1)
    #expect(reader.divisions.first?.isActive == true)
    #expect(bystander.passes == 0)
    #expect(!root.events.contains { $0.hasPrefix("traitCollectionDidChange") })
    #expect(!root.events.contains { $0.hasPrefix("viewWillTransition") })
  }

  // https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge:
  // unspecified where no vertical bar is used; the model's choice: leading on the cover
  // display and on the inner display in landscape.
  @Test func theVerticalBarEdgeFollowsDisplayAndOrientation() {
    let device = duo()
    let root = UIViewController()
    device.show(root)
    #expect(root.traitCollection.verticalBarEdge == .leading)
    device.setPosture(.open)
    device.runUntilIdle()
    #expect(root.traitCollection.verticalBarEdge == .unspecified)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    #expect(root.traitCollection.verticalBarEdge == .leading)
    // Other devices and releases have none.
    let phone = SimulatedDevice(model: .iPhone15, osVersion: .iOS27_1)
    let other = UIViewController()
    phone.show(other)
    #expect(other.traitCollection.verticalBarEdge == .unspecified)
    let older = SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS26)
    let old = UIViewController()
    older.show(old)
    #expect(old.traitCollection.verticalBarEdge == .unspecified)
    #expect(older.reservedRegions.isEmpty)
  }

  /// A navigation controller whose top controller can opt out of the vertical bar.
  final class OptingOut: UIViewController {
    var behavior = UIVerticalBarBehavior.automatic
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { behavior }
  }

  // The navigation bar moves into the vertical strip on the bar's edge (60 pt, chosen), its
  // items stacked and tappable there; the top controller's safe area grows on that side;
  // `preferredVerticalBarBehavior` `.disabled` (through `childForPreferredVerticalBarBehavior`,
  // "UINavigationController to its top view controller") keeps the horizontal bar.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theNavigationBarMovesIntoTheStripUnlessTheTopControllerOptsOut(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let device = duo(direction)
    let top = OptingOut()
    var tapped = 0
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Menu") { _ in tapped += 1 })
    top.navigationItem.leftBarButtonItem = item
    let navigation = UINavigationController(rootViewController: top)
    device.show(navigation)
    device.runUntilIdle()
    let bar = navigation.navigationBar.frame
    let expectedX: CGFloat = direction == .leftToRight ? 0 : 466 - 60
    #expect(bar == CGRect(x: expectedX, y: 0, width: 60, height: 678))
    let inset =
      direction == .leftToRight ? top.view.safeAreaInsets.left : top.view.safeAreaInsets.right
    #expect(inset == 60)
    #expect(top.view.safeAreaInsets.top == 54)
    #expect(device.tap(item))
    #expect(tapped == 1)
    top.behavior = .disabled
    navigation.view.setNeedsLayout()
    device.runTurn()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 54, width: 466, height: 44))
  }

  // The tab bar moves into the vertical strip too (60 pt, chosen) and back to the bottom
  // where no vertical bar is used (the inner display in portrait), and stays at the bottom
  // when the selected controller opts out (`childForPreferredVerticalBarBehavior`: the
  // selected controller).
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theTabBarMovesIntoTheStripUnlessTheSelectedControllerOptsOut(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let device = duo(direction)
    let selected = OptingOut()
    let tabs = UITabBarController()
    tabs.viewControllers = [selected]
    device.show(tabs)
    device.runUntilIdle()
    let expectedX: CGFloat = direction == .leftToRight ? 0 : 466 - 60
    #expect(tabs.tabBar.frame == CGRect(x: expectedX, y: 0, width: 60, height: 678))
    #expect(tabs.view.subviews.last === tabs.tabBar)
    selected.behavior = .disabled
    tabs.view.setNeedsLayout()
    device.runTurn()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 678 - 34 - 49, width: 466, height: 49 + 34))
    selected.behavior = .automatic
    device.setPosture(.open)
    device.runUntilIdle()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 951 - 34 - 49, width: 669, height: 49 + 34))
  }

  // The navigation controller's toolbar: hidden by default (Apple: `isToolbarHidden` "The
  // default value of this property is true"), and not among its view's subviews until shown;
  // shown, it moves into the vertical strip (60 pt, chosen) below the navigation bar, and to
  // the bottom (44 pt above the bottom inset) where no vertical bar is used or the top
  // controller opts out.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theToolbarMovesIntoTheStripUnlessTheTopControllerOptsOut(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let device = duo(direction)
    let top = OptingOut()
    let navigation = UINavigationController(rootViewController: top)
    device.show(navigation)
    device.runUntilIdle()
    #expect(navigation.isToolbarHidden)
    #expect(navigation.toolbar.superview == nil)
    navigation.isToolbarHidden = false
    device.runUntilIdle()
    let expectedX: CGFloat = direction == .leftToRight ? 0 : 466 - 60
    #expect(navigation.toolbar.frame == CGRect(x: expectedX, y: 0, width: 60, height: 678))
    #expect(navigation.view.subviews.suffix(2) == [navigation.toolbar, navigation.navigationBar])
    top.behavior = .disabled
    navigation.view.setNeedsLayout()
    device.runTurn()
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 678 - 34 - 44, width: 466, height: 44))
    top.behavior = .automatic
    device.setPosture(.open)
    device.runUntilIdle()
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 951 - 34 - 44, width: 669, height: 44))
  }
}
