import UIKit

// iPhone Duo (iOS 27.1): a cover display and an inner display that folds, the fold as a
// division region, cameras as occlusion regions, and the vertical bar.
//
// What Apple documents and the model follows: the reserved regions' kinds, frames, margins and
// `isActive` (https://developer.apple.com/documentation/uikit/uiview/reservedregion: a division
// is "An area where content splits into separate regions, such as at the fold of a hinge", an
// occlusion "An area where an element, such as the Dynamic Island, a camera, or window controls,
// occludes content"); the vertical bar's edge trait, "regardless of whether a vertical bar is
// currently visible", `unspecified` "in a size class or orientation in which no vertical bar is
// used" (https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge);
// the opt-out (`preferredVerticalBarBehavior`). What Apple's pages do not give, the model
// chooses and says so: no page in the iOS 27.1 documentation gives the displays' sizes in
// points, the fold's or the vertical bar's width, or where the cameras are. The chosen values:
// - cover display 466 × 678 pt (portrait), inner display 669 × 951 pt (portrait; 951 × 669
//   held open like a book, the fold then running top to bottom) — 1/3 of the 1,398 × 2,034 and
//   2,007 × 2,853 pixel screenshot sizes App Store Connect takes (as third-party tools list
//   them), so at 3× — an assumption, not Apple's statement;
// - safe areas: cover 54/34 pt top/bottom in portrait, 54/54 pt at the sides and 21 pt bottom
//   in landscape (iPhone-like); inner 82/34 pt in portrait, 24/20 pt in landscape;
// - the fold's division region 20 pt wide at the centre, margins 6 pt on each side included
//   (its frame includes the margins, as Apple's `frame` page says);
// - the cover camera an occlusion region always active (inside the top safe area in portrait,
//   the leading one in landscape); the inner camera under the display, active only while in
//   use (`setFrontCameraInUse(_:)`), below the status bar near the top leading corner;
// - the vertical bar 60 pt wide on the leading edge of the cover display (both orientations)
//   and of the inner display in landscape; none on the inner display in portrait;
// - size classes: compact width on the cover display, regular on the inner display in both
//   orientations (Apple's "Prepare your app for iPhone Duo" talk, as summarised by
//   developers; no reference page states it).
// Posture changes are delivered as UIKit delivers a change of display (closed ↔ open: the
// window takes the other display's size, safe area and traits, with `viewWillTransition` and
// trait changes, as a rotation, 0.4 s — undocumented) and as a reserved-region update
// (open ↔ partially open: nothing but the division region's `isActive`, reaching the views
// that read the regions by a layout pass — the stricter reading: no trait change, no
// notification). Apple: "Don't use hinge updates for layout. To adapt your layout to the fold,
// use UIArrangementViewController or UIView.ReservedRegion" (quoted in issue 30).

extension SimulatedDevice.Model {
  /// A folding iPhone's inner display and its reserved regions (see the file's notes for
  /// which values are chosen).
  public struct Foldable: Sendable {
    /// The inner display in portrait, points.
    public var innerPortraitSize: CGSize
    public var innerPortraitSafeArea: UIEdgeInsets
    public var innerLandscapeSafeArea: UIEdgeInsets
    /// The division region's width across the fold, margins included, points, and the margin
    /// on each side.
    public var foldWidth: CGFloat
    public var foldMargin: CGFloat
    /// The inner display's front camera (under the display), per orientation, points.
    public var innerCameraPortrait: CGRect
    public var innerCameraLandscape: CGRect
    /// The cover display's front camera, per orientation, points.
    public var coverCameraPortrait: CGRect
    public var coverCameraLandscape: CGRect
    /// The vertical bar's width, points.
    public var verticalBarExtent: CGFloat

    func sizeClass(posture: SimulatedDevice.Posture) -> UIUserInterfaceSizeClass {
      posture == .closed ? .compact : .regular
    }
  }

  /// iPhone Duo: the cover display's sizes here, the inner display's in `foldable` (chosen
  /// values: see `Duo.swift`), 120 Hz.
  public static let iPhoneDuo = SimulatedDevice.Model(
    portraitSize: CGSize(width: 466, height: 678),
    portraitSafeArea: UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: UIEdgeInsets(top: 0, left: 54, bottom: 21, right: 54), refreshRate: 120,
    foldable: Foldable(
      innerPortraitSize: CGSize(width: 669, height: 951),
      innerPortraitSafeArea: UIEdgeInsets(top: 82, left: 0, bottom: 34, right: 0),
      innerLandscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      foldWidth: 20, foldMargin: 6,
      innerCameraPortrait: CGRect(x: 40, y: 96, width: 36, height: 36),
      innerCameraLandscape: CGRect(x: 96, y: 30, width: 36, height: 36),
      coverCameraPortrait: CGRect(x: 215, y: 12, width: 36, height: 36),
      coverCameraLandscape: CGRect(x: 12, y: 215, width: 36, height: 36),
      verticalBarExtent: 60))
}

extension SimulatedDevice {
  /// How a folding iPhone is held: closed (the cover display), partially open (the inner
  /// display, divided by the fold), fully open (the inner display, the fold inactive).
  public enum Posture: Sendable, CaseIterable {
    case closed, partiallyOpen, open
  }

  /// The portrait size of the display the app is on, points.
  var displayPortraitSize: CGSize {
    guard let foldable = model.foldable, posture != .closed else { return model.portraitSize }
    return foldable.innerPortraitSize
  }

  /// The safe area of the display the app is on, in an orientation.
  func displaySafeArea(landscape: Bool) -> UIEdgeInsets {
    guard let foldable = model.foldable, posture != .closed else {
      return landscape ? model.landscapeSafeArea : model.portraitSafeArea
    }
    return landscape ? foldable.innerLandscapeSafeArea : foldable.innerPortraitSafeArea
  }

  /// The vertical bar's edge on the display the app is on (chosen: leading on the cover
  /// display and on the inner display in landscape; see `Duo.swift`).
  func verticalBarEdge(landscape: Bool) -> UIVerticalBarEdge {
    guard model.foldable != nil, SimulationDevice.isAvailable(iOS: 27, 1) else {
      return .unspecified
    }
    return posture == .closed || landscape ? .leading : .unspecified
  }

  /// The reserved regions over the window now, in its coordinates, active or not.
  public var reservedRegions: [UIView.ReservedRegion] { window.simulationReservedRegions }

  /// Sets the window's reserved regions and vertical bar for the display, orientation,
  /// posture and camera now; views that read the regions are laid out again if they changed.
  func applyDisplayRegions() {
    guard let foldable = model.foldable, SimulationDevice.isAvailable(iOS: 27, 1) else { return }
    var regions: [UIView.ReservedRegion] = []
    let size = screenSize
    if posture == .closed {
      regions.append(
        UIView.ReservedRegion(
          kind: .occlusion,
          frame: isLandscape ? foldable.coverCameraLandscape : foldable.coverCameraPortrait,
          margins: .zero, isActive: true))
    } else {
      let width = foldable.foldWidth
      let margin = foldable.foldMargin
      let fold =
        isLandscape
        ? CGRect(x: (size.width - width) / 2, y: 0, width: width, height: size.height)
        : CGRect(x: 0, y: (size.height - width) / 2, width: size.width, height: width)
      let margins =
        isLandscape
        ? UIEdgeInsets(top: 0, left: margin, bottom: 0, right: margin)
        : UIEdgeInsets(top: margin, left: 0, bottom: margin, right: 0)
      regions.append(
        UIView.ReservedRegion(
          kind: .division, frame: fold, margins: margins, isActive: posture == .partiallyOpen))
      regions.append(
        UIView.ReservedRegion(
          kind: .occlusion,
          frame: isLandscape ? foldable.innerCameraLandscape : foldable.innerCameraPortrait,
          margins: .zero, isActive: isFrontCameraInUse))
    }
    let edge = verticalBarEdge(landscape: isLandscape)
    window.simulationVerticalBarEdge = edge
    window.simulationVerticalBarExtent = edge == .unspecified ? 0 : foldable.verticalBarExtent
    guard regions != window.simulationReservedRegions else { return }
    window.simulationReservedRegions = regions
    window.simulationReservedRegionsChanged()
  }

  /// Folds or unfolds the device. Closed ↔ open or partially open moves the app to the other
  /// display as a rotation does (`viewWillTransition(to:with:)`, the new size, safe area, size
  /// class and vertical bar edge, trait changes, the coordinator's animation over
  /// `rotationDuration`); open ↔ partially open changes only the division region's
  /// `isActive`, which reaches the views that read the regions by a layout pass. A no-op on a
  /// device that does not fold.
  public func setPosture(_ newPosture: Posture) {
    guard model.foldable != nil, newPosture != posture else { return }
    let switchesDisplay = (posture == .closed) != (newPosture == .closed)
    posture = newPosture
    guard switchesDisplay else {
      applyDisplayRegions()
      runTurn()
      return
    }
    rotation?.finishNow()
    windowResize?.finishNow()
    let coordinator = SimulationTimedTransition(
      name: newPosture == .closed ? "fold to the cover display" : "unfold to the inner display",
      duration: Self.rotationDuration, containerView: window)
    rotation = coordinator
    coordinator.onEnd = { [weak self, weak coordinator] _ in
      if let self, self.rotation === coordinator { self.rotation = nil }
    }
    changeWindow(
      to: windowSize(for: .fullScreen), sizeClass: sizeClass(for: .fullScreen),
      screen: screenSize, with: coordinator)
  }

  /// Starts or stops using the front camera of the display the app is on: its occlusion
  /// region becomes active or inactive (the cover camera's stays active), reaching the views
  /// that read the regions by a layout pass.
  public func setFrontCameraInUse(_ inUse: Bool) {
    guard model.foldable != nil, inUse != isFrontCameraInUse else { return }
    isFrontCameraInUse = inUse
    applyDisplayRegions()
    runTurn()
  }
}
