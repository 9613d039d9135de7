import SideMenuKit
import Testing
import UIKitSimulation

/// Issue 24's "today's look": Liquid Glass behind the menu on iOS 26, its blur or opaque
/// fallbacks on iOS 15–18 and under Reduce Transparency, and the floating panel's geometry
/// (the engine's `SideMenuPanel`) in every mode.
@MainActor
@Suite struct GlassScenarioTests {
  static let glass = SideMenuAppearance(
    blurEffectStyle: .systemMaterial, glassEffectStyle: .regular, glassTintColor: .red)

  /// The effect views in the menu's host (the menu view's superview), visible or not.
  static func effectViews(_ harness: Harness) -> [UIVisualEffectView] {
    harness.menuView?.superview?.subviews.compactMap { $0 as? UIVisualEffectView } ?? []
  }

  /// The host's background when it is a plain (opaque) view: the first subview that fills the
  /// host and is neither the menu's view nor an effect view (the stretch fill, also a plain
  /// view, lies outside the host's bounds).
  static func opaqueBackground(_ harness: Harness) -> UIView? {
    guard let host = harness.menuView?.superview else { return nil }
    return host.subviews.first {
      $0 !== harness.menuView && !($0 is UIVisualEffectView) && $0.frame == host.bounds
    }
  }

  static func floating(_ configuration: inout SideMenuConfiguration) {
    configuration.leading.style.menuPanel = .floating
  }

  // MARK: - iOS 26: glass

  /// On iOS 26 the menu stands on a `UIGlassEffect` of the appearance's style and tint, rounded
  /// with the panel's continuous corners, and so is the menu's own view.
  @Test(arguments: Mode.allCases)
  func glassOnIOS26(mode: Mode) {
    let harness = Harness(
      mode, device: SimulatedDevice(osVersion: .iOS26), appearance: Self.glass,
      configure: Self.floating)
    harness.openAndSettle()
    let effects = Self.effectViews(harness)
    #expect(effects.count == 1)
    let glass = effects.first?.effect as? UIGlassEffect
    #expect(glass?.simulationStyle == .regular)
    #expect(glass?.tintColor == .red)
    for view in effects + [harness.menuView].compactMap({ $0 }) {
      #expect(view.layer.cornerRadius == 24, "\(view)")
      #expect(view.layer.cornerCurve == CALayerCornerCurve.continuous, "\(view)")
      #expect(view.layer.masksToBounds, "\(view)")
    }
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  /// The glass fades with a dissolving menu through the effect, never through an alpha on or
  /// around the effect view (Apple: alpha below 1 there breaks the effect), on open and close.
  @Test(arguments: Mode.allCases)
  func glassIsNeverInsideAFadingView(mode: Mode) {
    let harness = Harness(mode, appearance: Self.glass) {
      $0.leading.style = .menuDissolveIn
      $0.leading.style.menuPanel = .floating
    }
    harness.open()
    harness.device.advance(by: 0.1)
    harness.device.runUntilIdle()
    harness.close()
    harness.device.runUntilIdle()
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  // MARK: - iOS 15–18: the fallbacks

  /// Before iOS 26 there is no glass: the appearance's blur is shown, and no `UIGlassEffect`
  /// is ever made (the simulation records one made on iOS 18 as misuse).
  @Test(arguments: Mode.allCases, [SimulatedDevice.OSVersion.iOS15, .iOS18])
  func blurOnEarlierIOS(mode: Mode, version: SimulatedDevice.OSVersion) {
    let harness = Harness(
      mode, device: SimulatedDevice(osVersion: version), appearance: Self.glass,
      configure: Self.floating)
    harness.openAndSettle()
    let effects = Self.effectViews(harness)
    #expect(effects.count == 1)
    #expect(effects.first?.effect is UIBlurEffect, "\(String(describing: effects.first?.effect))")
    #expect(effects.first?.layer.cornerRadius == 24)
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  /// Glass with no blur to fall back to gets the opaque colour on iOS 18: a menu whose view is
  /// clear (as glass asks) never turns see-through.
  @Test(arguments: Mode.allCases)
  func glassWithoutABlurIsOpaqueOnIOS18(mode: Mode) {
    let appearance = SideMenuAppearance(
      reducedTransparencyColor: .systemBackground, glassEffectStyle: .clear)
    let harness = Harness(
      mode, device: SimulatedDevice(osVersion: .iOS18), appearance: appearance,
      configure: Self.floating)
    harness.openAndSettle()
    #expect(Self.effectViews(harness).isEmpty)
    let background = Self.opaqueBackground(harness)
    #expect(background?.backgroundColor == .systemBackground)
    #expect(background?.layer.cornerRadius == 24)
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  /// Reduce Transparency turned on while the glass menu is open replaces the glass with the
  /// opaque colour at once, and turned off brings the glass back (its notification, each time).
  @Test(arguments: Mode.allCases)
  func reduceTransparencyToggledWhileOpen(mode: Mode) {
    let harness = Harness(mode, appearance: Self.glass, configure: Self.floating)
    harness.openAndSettle()
    #expect(Self.effectViews(harness).first?.effect is UIGlassEffect)
    harness.device.setReduceTransparency(true)
    #expect(Self.effectViews(harness).isEmpty)
    let opaque = Self.opaqueBackground(harness)
    #expect(opaque?.backgroundColor == .systemBackground)
    #expect(opaque?.layer.cornerRadius == 24)
    #expect(opaque.map { $0.simulationIsVisible } == true)
    harness.device.setReduceTransparency(false)
    #expect(Self.effectViews(harness).first?.effect is UIGlassEffect)
    #expect(Self.opaqueBackground(harness) == nil)
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  /// Reduce Transparency already on when the menu first opens: opaque from the first frame.
  @Test func reduceTransparencyBeforeOpening() {
    let device = SimulatedDevice()
    device.setReduceTransparency(true)
    let harness = Harness(.container, device: device, appearance: Self.glass)
    harness.openAndSettle()
    #expect(Self.effectViews(harness).isEmpty)
    #expect(Self.opaqueBackground(harness)?.backgroundColor == .systemBackground)
  }

  // MARK: - The panel's geometry

  /// The open menu is the floating panel: 8 points from the screen's edge, top and bottom, as
  /// wide as the menu's room less the edge inset; its view's safe area is what the panel
  /// overlaps of the window's (iPhone 15: 59 top, 34 bottom).
  @Test(arguments: Mode.allCases)
  func insetPanelGeometry(mode: Mode) {
    let harness = Harness(mode, appearance: Self.glass, configure: Self.floating)
    harness.openAndSettle()
    let frame = harness.menuFrame
    let height = harness.device.height
    #expect(near(frame.minX, 8) && near(frame.minY, 8), "\(frame)")
    #expect(near(frame.width, harness.menuWidth - 8), "\(frame)")
    #expect(near(frame.height, height - 16), "\(frame)")
    // The menu's view's safe area is the container's less the panel's 8-point gaps (iPhone 15's
    // window: 59 top, 34 bottom; the overlay's host view also has the navigation bar's).
    let safeArea = harness.menuView?.safeAreaInsets ?? .zero
    let container = harness.menuView?.superview?.superview?.safeAreaInsets ?? .zero
    #expect(container.top >= 59 && container.bottom == 34, "\(container)")
    #expect(
      near(safeArea.top, container.top - 8) && near(safeArea.bottom, container.bottom - 8),
      "\(safeArea) in \(container)")
    // Closed, the panel is wholly off screen.
    harness.close()
    harness.device.runUntilIdle()
    #expect(!harness.isMenuVisible)
  }

  /// The same in right-to-left: the leading menu's panel is 8 points from the right edge.
  @Test(arguments: Mode.allCases)
  func insetPanelGeometryRightToLeft(mode: Mode) {
    let harness = Harness(
      mode, device: SimulatedDevice(layoutDirection: .rightToLeft), appearance: Self.glass,
      configure: Self.floating)
    harness.openAndSettle()
    let frame = harness.menuFrame
    #expect(near(frame.maxX, harness.device.width - 8) && near(frame.minY, 8), "\(frame)")
    #expect(near(frame.minX, 64), "\(frame)")
  }

  /// Docked on an iPad in landscape, the glass panel floats in the sidebar's room: 8 points
  /// from the window's edge, top and bottom, the content laid out beside that room, uncovered.
  @Test func aDockedGlassPanelFloatsBesideTheContentOnIPad() {
    let device = SimulatedDevice(model: .iPadPro11)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let harness = Harness(.container, device: device, appearance: Self.glass) {
      $0.leading.docking = .automatic
      $0.leading.style.menuPanel = .floating
    }
    device.runUntilIdle()
    harness.driver.open(.leading, animated: false)
    device.runUntilIdle()
    #expect(harness.isDocked)
    let menu = harness.menuFrame
    let content = harness.contentFrame
    #expect(near(menu.minX, 8) && near(menu.minY, 8), "\(menu)")
    #expect(near(menu.height, device.height - 16), "\(menu)")
    #expect(near(content.minX, menu.maxX), "content \(content) beside \(menu)")
    #expect(near(content.maxX, device.width), "\(content)")
    #expect(Self.effectViews(harness).first?.effect is UIGlassEffect)
    #expect(harness.menuView?.layer.cornerRadius == 24)
    #expect(harness.device.misuses.isEmpty, "\(harness.device.misuses)")
  }

  /// Without a panel nothing is rounded, and the menu fills its edge's full height.
  @Test(arguments: Mode.allCases)
  func noPanelNoCorners(mode: Mode) {
    let harness = Harness(mode, appearance: Self.glass)
    harness.openAndSettle()
    #expect(
      near(harness.menuFrame.minY, 0) && near(harness.menuFrame.height, harness.device.height))
    #expect(harness.menuView?.layer.cornerRadius == 0)
    #expect(harness.menuView?.layer.masksToBounds == false)
  }
}
