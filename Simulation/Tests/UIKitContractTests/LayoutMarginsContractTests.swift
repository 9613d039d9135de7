// Contract tests of layout margins: `UIView.layoutMargins` / `directionalLayoutMargins` as read
// back (the margins in effect), `insetsLayoutMarginsFromSafeArea`,
// `preservesSuperviewLayoutMargins`, `layoutMarginsDidChange()`, the margins guide, and
// `UIViewController.systemMinimumLayoutMargins`, `viewRespectsSystemMinimumLayoutMargins`,
// `viewLayoutMarginsDidChange()`. One test per cited behaviour; exact values (points).
import Testing
import UIKit
import UIKitSimulation

/// A view that counts `layoutMarginsDidChange()`.
@MainActor
private final class MarginsRecordingView: UIView {
  var changes: [UIEdgeInsets] = []
  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    changes.append(layoutMargins)
  }
}

/// A controller that counts `viewLayoutMarginsDidChange()`.
@MainActor
private final class MarginsRecordingController: UIViewController {
  var calls = 0
  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    calls += 1
  }
}

@MainActor
@Suite(.serialized)
struct LayoutMarginsContractTests {
  /// A full-screen plain subview of a shown controller's root view.
  private func plainView(in controller: UIViewController) -> MarginsRecordingView {
    let view = MarginsRecordingView(frame: controller.view.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(view)
    return view
  }

  // https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins — "For
  // most views, the default layout margins are 8 points on each side"; with
  // `insetsLayoutMarginsFromSafeArea` (default true) they are measured from the safe area's
  // edge; outside a window there is no safe area.
  @Test func aPlainViewHasEightPointsFromItsSafeArea() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    let view = plainView(in: controller)
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.insetsLayoutMarginsFromSafeArea)
    device.show(controller)
    #expect(view.layoutMargins == UIEdgeInsets(top: 59 + 8, left: 8, bottom: 34 + 8, right: 8))
  }

  // https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea —
  // "Changing the value to false allows your margins to remain at their original locations,
  // even when they are outside the safe area."
  @Test func withoutInsetsFromTheSafeAreaTheMarginsStayPut() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    let view = plainView(in: controller)
    device.show(controller)
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins
  // and https://developer.apple.com/documentation/uikit/uiview/layoutmargins — "For the root
  // view of a view controller, the default value of this property reflects the system minimum
  // margins and safe area insets." The minimum's values are the model's reading of Apple's
  // "range from 16 to 20 points on iPhone" (SwiftUI's ContentMarginGuide.container): 16 in a
  // compact width, 20 in a regular one, 0 at the top and bottom.
  @Test func aRootViewHasTheSystemMinimumPlusItsSafeArea() {
    let phone = SimulatedDevice()
    let controller = UIViewController()
    phone.show(controller)
    #expect(
      controller.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.viewRespectsSystemMinimumLayoutMargins)
    #expect(
      controller.view.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))

    let pad = SimulatedDevice(model: .iPadPro11)
    let padController = UIViewController()
    pad.show(padController)
    #expect(
      padController.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    #expect(
      padController.view.layoutMargins == UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
  }

  // UIViewController.h: "The return value of the view's layoutMargins and
  // directionalLayoutMargins properties will have values no smaller than the
  // systemMinimumLayoutMargins"; https://developer.apple.com/documentation/uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins
  // — false "causes the view to obtain its margins solely from its directionalLayoutMargins".
  @Test func aRootViewsOwnMarginsAreRaisedToTheMinimumUnlessItOptsOut() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    device.show(controller)
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 4, bottom: 4, trailing: 30)
    #expect(
      controller.view.layoutMargins
        == UIEdgeInsets(top: 59 + 4, left: 16, bottom: 34 + 4, right: 30))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(
      controller.view.layoutMargins == UIEdgeInsets(top: 59 + 4, left: 4, bottom: 34 + 4, right: 30)
    )
  }

  // https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins — "the
  // leading margin is applied to the right edge of the view in right-to-left layouts"; UIView.h:
  // after setting directionalLayoutMargins, "the values in the left and right fields of the
  // layoutMargins property will depend on the user interface layout direction" — and a
  // physical value set through layoutMargins keeps its sides.
  @Test func directionalMarginsFlipInRightToLeftPhysicalOnesDoNot() {
    let device = SimulatedDevice(layoutDirection: .rightToLeft)
    let controller = UIViewController()
    let view = plainView(in: controller)
    device.show(controller)
    view.insetsLayoutMarginsFromSafeArea = false
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 10, bottom: 2, trailing: 30)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
    view.layoutMargins = UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 30)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 10))
  }

  // https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins —
  // default false (UIView.h: "default is NO"); when true, "The amount of the adjustment is the
  // smallest amount needed to ensure that content is also inside the superview's margins."
  @Test func aSubviewPreservingItsSuperviewsMarginsGetsWhatReachesIntoIt() {
    _ = SimulatedDevice()
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    outer.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
    let inner = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 100))
    outer.addSubview(inner)
    #expect(!inner.preservesSuperviewLayoutMargins)
    #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    inner.preservesSuperviewLayoutMargins = true
    // Left: 40 − 10 = 30 reaches in; right: 40 − (300 − 210) < 8; top and bottom: far inside.
    #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 8))
  }

  // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange() and
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewlayoutmarginsdidchange()
  // — a setter that changes the margins in effect tells the view at once, the same value again
  // does not.
  @Test func settingMarginsTellsTheViewOnlyWhenTheyChange() {
    let device = SimulatedDevice()
    let controller = MarginsRecordingController()
    let view = plainView(in: controller)
    device.show(controller)
    let before = view.changes.count
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.changes.count == before + 1)
    #expect(view.changes.last == UIEdgeInsets(top: 59 + 1, left: 2, bottom: 34 + 3, right: 4))
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.changes.count == before + 1)
    let calls = controller.calls
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 0, bottom: 0, trailing: 40)
    #expect(controller.calls == calls + 1)
  }

  // Margins follow the safe area they are measured from: a rotation (the sensor housing moves
  // to the sides) reaches the root view's margins, and its controller hears
  // viewLayoutMarginsDidChange — https://developer.apple.com/documentation/uikit/uiviewcontroller/viewlayoutmarginsdidchange().
  @Test func aRotationReachesTheMarginsAndTheController() {
    let device = SimulatedDevice()
    let controller = MarginsRecordingController()
    device.show(controller)
    let calls = controller.calls
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    #expect(
      controller.view.layoutMargins
        == UIEdgeInsets(top: 0, left: 59 + 16, bottom: 21, right: 59 + 16))
    #expect(controller.calls > calls)
    #expect(controller.simulationLayoutMarginsChanges.last == controller.view.layoutMargins)
  }

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets — the root view's
  // insets include "any additional insets that you specified using the
  // additionalSafeAreaInsets property"; the margins are measured from that edge.
  @Test func additionalSafeAreaInsetsMoveTheMargins() {
    let device = SimulatedDevice()
    let controller = MarginsRecordingController()
    device.show(controller)
    let calls = controller.calls
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    device.runTurn()
    #expect(controller.view.layoutMargins.left == CGFloat(30 + 16))
    #expect(controller.calls == calls + 1)
  }

  // A view's safe area is the part of the window's it overlaps
  // (https://developer.apple.com/documentation/uikit/uiview/safeareainsets): a view moved out
  // of the landscape sensor-housing band loses that part of its margin, and is told.
  @Test func aFrameChangeOutOfTheSafeAreaBandReachesTheMargins() {
    let device = SimulatedDevice()
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let controller = UIViewController()
    device.show(controller)
    let view = MarginsRecordingView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    controller.view.addSubview(view)
    device.runTurn()
    #expect(view.layoutMargins.left == CGFloat(59 + 8))
    let told = view.changes.count
    view.frame = CGRect(x: 100, y: 100, width: 300, height: 100)
    device.runTurn()
    #expect(view.layoutMargins.left == 8)
    #expect(view.changes.count == told + 1)
  }

  // The system minimum follows the width class (the model's reading, see above): a window
  // resized to a compact Split View width gives the root view 16-point sides, and tells it.
  @Test func aCompactWindowLowersTheMinimumAndTellsTheController() {
    let device = SimulatedDevice(model: .iPadPro11)
    let controller = MarginsRecordingController()
    device.show(controller)
    #expect(controller.view.layoutMargins.left == 20)
    let calls = controller.calls
    device.resizeWindow(to: .slideOver)
    device.runUntilIdle()
    #expect(controller.systemMinimumLayoutMargins.leading == 16)
    #expect(controller.view.layoutMargins.left == 16)
    #expect(controller.calls == calls + 1)
  }

  // UIView.h: the margins guide's "edges … are constrained to equal the edges of the view inset
  // by the layoutMargins" — the margins in effect, so a root view's guide in landscape starts
  // past the sensor housing and the system minimum.
  @Test func theMarginsGuideIsTheBoundsInsetByTheMarginsInEffect() {
    let device = SimulatedDevice()
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let controller = UIViewController()
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(content)
    let margins = controller.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    device.show(controller)
    #expect(content.frame == CGRect(x: 75, y: 0, width: 852 - 150, height: 10))
    // A margin change lays the constrained subview out again.
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 5, leading: 0, bottom: 0, trailing: 0)
    device.runTurn()
    #expect(content.frame == CGRect(x: 75, y: 5, width: 852 - 150, height: 10))
  }
}
