import Testing

@testable import SideMenuCore

@Suite("Floating panel")
struct SideMenuPanelTests {
  static let phone = SideMenuContainer(
    size: SideMenuSize(width: 390, height: 844),
    safeAreaInsets: SideMenuInsets(top: 47, bottom: 34))

  // MARK: - Validation

  @Test func floatingIsValidAndItsValuesAreTheDocumentedOnes() {
    let (panel, diagnostics) = SideMenuPanel.floating.validated()
    #expect(panel == .floating)
    #expect(diagnostics.isEmpty)
    #expect(
      SideMenuPanel.floating
        == SideMenuPanel(edgeInset: 8, topInset: 8, bottomInset: 8, cornerRadius: 24))
  }

  /// NaN and infinities become 0, negatives 0, too-large values the maximum, each with a
  /// diagnostic naming the setting and the value given.
  @Test func badValuesAreClampedWithADiagnosticEach() {
    let bad = SideMenuPanel(
      edgeInset: .nan, topInset: -4, bottomInset: 10_000, cornerRadius: .infinity)
    let (panel, diagnostics) = bad.validated()
    #expect(
      panel == SideMenuPanel(edgeInset: 0, topInset: 0, bottomInset: 200, cornerRadius: 0))
    #expect(diagnostics.count == 4)
    #expect(diagnostics.contains(.settingReplaced(.menuPanelInset, given: -4)))
    #expect(diagnostics.contains(.settingReplaced(.menuPanelInset, given: 10_000)))
    #expect(diagnostics.contains(.settingReplaced(.menuPanelCornerRadius, given: .infinity)))
    #expect(panel.validated().diagnostics.isEmpty)
  }

  /// The style's validation validates its panel, and the configuration's the style's.
  @Test func aStyleAndAConfigurationValidateTheirPanel() {
    var style = SideMenuStyle.slideOver
    style.menuPanel = SideMenuPanel(inset: -1, cornerRadius: 2_000)
    let (valid, diagnostics) = style.validated()
    #expect(valid.menuPanel == SideMenuPanel(inset: 0, cornerRadius: 1_000))
    #expect(diagnostics.count == 4)
    var configuration = SideMenuConfiguration()
    configuration.leading.style = style
    let (validConfiguration, configurationDiagnostics) = configuration.validated()
    #expect(validConfiguration.leading.style.menuPanel == valid.menuPanel)
    #expect(configurationDiagnostics.count >= 4)
  }

  /// The panel keeps half the menu's width and half the container's height, and its corners at
  /// most half its shorter side.
  @Test func fittedLeavesThePanelAShape() {
    let panel = SideMenuPanel(edgeInset: 150, topInset: 180, bottomInset: 120, cornerRadius: 900)
    let fitted = panel.fitted(menuWidth: 200, containerHeight: 400)
    #expect(fitted.edgeInset == 100)
    // 300 asked for, 200 room: shrunk in proportion.
    expectClose(fitted.topInset, 120, tolerance: 1e-9)
    expectClose(fitted.bottomInset, 80, tolerance: 1e-9)
    expectClose(fitted.cornerRadius, 50, tolerance: 1e-9)  // half of min(100, 200)
    // Above the maximum inset, the maximum is what is fitted.
    #expect(
      SideMenuPanel(edgeInset: 0, topInset: 300, bottomInset: 0, cornerRadius: 0)
        .fitted(menuWidth: 100, containerHeight: 2_000).topInset == 200)
    // Enough room: unchanged.
    #expect(SideMenuPanel.floating.fitted(menuWidth: 300, containerHeight: 844) == .floating)
    // Nothing usable: nothing left, no NaN.
    let none = panel.fitted(menuWidth: .nan, containerHeight: -5)
    #expect(none == SideMenuPanel(edgeInset: 0, topInset: 0, bottomInset: 0, cornerRadius: 0))
  }

  // MARK: - Geometry

  /// An open panel on the left: inset from the edge, top and bottom; its safe area is what it
  /// overlaps of the container's.
  @Test func anOpenPanelIsTheInsetRoom() {
    var style = SideMenuStyle.slideOver
    style.menuPanel = .floating
    let state = style.frameState(in: Self.phone, side: .left, menuWidth: 300, progress: 1)
    #expect(state.menuFrame == SideMenuRect(x: 8, y: 8, width: 292, height: 828))
    #expect(state.menuCornerRadius == 24)
    #expect(state.menuSafeAreaInsets == SideMenuInsets(top: 39, bottom: 26))
    #expect(state.menuTransform == .identity)
    let mirrored = style.frameState(in: Self.phone, side: .right, menuWidth: 300, progress: 1)
    #expect(mirrored.menuFrame == SideMenuRect(x: 90, y: 8, width: 292, height: 828))
  }

  /// A closed sliding panel is wholly beyond the container's edge (the transform moves the
  /// room, and the panel lies inside it).
  @Test func aClosedSlidingPanelIsOffScreen() {
    var style = SideMenuStyle.slideOver
    style.menuPanel = .floating
    let left = style.frameState(in: Self.phone, side: .left, menuWidth: 300, progress: 0)
    #expect(left.menuFrameOnScreen.maxX <= 0)
    let right = style.frameState(in: Self.phone, side: .right, menuWidth: 300, progress: 0)
    #expect(right.menuFrameOnScreen.minX >= 390)
  }

  /// Without a panel nothing changes: the corner radius stays 0 and the frame fills the edge.
  @Test func noPanelNoChange() {
    let state = SideMenuStyle.slideOver.frameState(
      in: Self.phone, side: .left, menuWidth: 300, progress: 1)
    #expect(state.menuFrame == SideMenuRect(x: 0, y: 0, width: 300, height: 844))
    #expect(state.menuCornerRadius == 0)
  }

  /// Reduce Motion's cross-fade keeps the panel (a shape, not a motion).
  @Test func theReducedMotionVariantKeepsThePanel() {
    var style = SideMenuStyle.scaleDown
    style.menuPanel = .floating
    #expect(style.reducedMotionVariant.menuPanel == .floating)
  }

  // MARK: - Property

  /// Random panels, presets, containers, sides and progresses (seeded): the panel is the style's
  /// room inset exactly by its fitted insets, everything else in the frame is the style's own,
  /// the corner radius fits the panel, a right-hand panel mirrors a left-hand one, and every
  /// number is finite.
  @Test func aPanelOnlyInsetsTheMenu() {
    var rng = SplitMix64(seed: 0x61A55)
    let specials: [Double] = [.nan, -.infinity, .infinity, -3, 0, 1e9]
    for _ in 0..<2_000 {
      func value(_ range: ClosedRange<Double>) -> Double {
        Int.random(in: 0..<8, using: &rng) == 0
          ? specials[Int.random(in: 0..<specials.count, using: &rng)] : rng.double(in: range)
      }
      let panel = SideMenuPanel(
        edgeInset: value(0...60), topInset: value(0...120), bottomInset: value(0...120),
        cornerRadius: value(0...80))
      let preset = Fixtures.presets[Int.random(in: 0..<Fixtures.presets.count, using: &rng)]
      let named = Fixtures.containers[Int.random(in: 0..<Fixtures.containers.count, using: &rng)]
      let container = named.container
      var style = preset.style
      style.menuPanel = panel
      let width = rng.double(in: 0...container.size.width)
      let progress = rng.double(in: -0.5...2.5)
      let plain = preset.style.frameState(
        in: container, side: .left, menuWidth: width, progress: progress)
      let state = style.frameState(in: container, side: .left, menuWidth: width, progress: progress)
      let fitted = panel.fitted(
        menuWidth: plain.menuFrame.width - plain.menuStretch,
        containerHeight: container.size.height)
      let label = "\(preset.name) \(named.name) \(panel) width \(width) progress \(progress)"
      #expect(state.isFinite, "\(label)")
      let tolerance = 1e-9
      expectClose(
        state.menuFrame,
        SideMenuRect(
          x: plain.menuFrame.minX + fitted.edgeInset, y: fitted.topInset,
          width: plain.menuFrame.width - fitted.edgeInset,
          height: container.size.height - fitted.topInset - fitted.bottomInset),
        tolerance: tolerance, "\(label)")
      #expect(state.menuFrame.width >= plain.menuFrame.width / 2 - tolerance, "\(label)")
      #expect(state.menuFrame.height >= container.size.height / 2 - tolerance, "\(label)")
      #expect(
        state.menuCornerRadius
          <= Swift.min(state.menuFrame.width, state.menuFrame.height) / 2 + tolerance,
        "\(label)")
      #expect(state.menuCornerRadius >= 0, "\(label)")
      // Only the menu's frame, corners and safe area differ — and the stretch fill, which a
      // panel has none of (it moves past open as a whole).
      #expect(state.maximumMenuStretch == 0, "\(label)")
      var comparable = state
      comparable.menuFrame = plain.menuFrame
      comparable.menuCornerRadius = 0
      comparable.menuSafeAreaInsets = plain.menuSafeAreaInsets
      comparable.maximumMenuStretch = plain.maximumMenuStretch
      #expect(comparable == plain, "\(label)")
      // The safe area never exceeds the panel.
      let insets = state.menuSafeAreaInsets
      #expect(insets.top <= state.menuFrame.height && insets.left <= state.menuFrame.width)
      // Mirror image on the right.
      let right = style.frameState(
        in: container, side: .right, menuWidth: width, progress: progress)
      expectClose(
        right.menuFrame.minX, container.size.width - state.menuFrame.maxX, tolerance: 1e-6,
        "\(label)")
      expectClose(right.menuFrame.width, state.menuFrame.width, tolerance: 1e-9, "\(label)")
      #expect(right.menuCornerRadius == state.menuCornerRadius, "\(label)")
    }
  }

  /// Drawing a panel commutes with the mode change's blend: a blend of two panels is the panel of
  /// the blend, so a mode change moves the panel in one straight line.
  @Test func thePanelCommutesWithTheModeBlend() {
    var rng = SplitMix64(seed: 0xB1E4D)
    let container = SideMenuContainer(
      size: SideMenuSize(width: 1_180, height: 820), safeAreaInsets: SideMenuInsets(top: 24))
    for _ in 0..<500 {
      let progress = rng.double(in: 0...1.5)
      let fraction = rng.double(in: 0...1)
      let side: SideMenuPhysicalEdge = Bool.random(using: &rng) ? .left : .right
      let preset = Fixtures.presets[Int.random(in: 0..<Fixtures.presets.count, using: &rng)]
      var style = preset.style
      style.menuPanel = .floating
      let sliding = style.frameState(in: container, side: side, menuWidth: 320, progress: progress)
      let docked = SideMenuFrameState.docked(
        in: container, side: side, menuWidth: 320, progress: progress, panel: .floating)
      let blended = sliding.blended(toward: docked, fraction: fraction)
      let plainBlend = preset.style.frameState(
        in: container, side: side, menuWidth: 320, progress: progress
      ).blended(
        toward: .docked(in: container, side: side, menuWidth: 320, progress: progress),
        fraction: fraction)
      let panelOfBlend = plainBlend.drawn(as: .floating, in: container)
      expectClose(blended.menuFrame, panelOfBlend.menuFrame, tolerance: 1e-9, "\(preset.name)")
      expectClose(blended.menuCornerRadius, 24, tolerance: 1e-12)
      #expect(blended.contentFrame == plainBlend.contentFrame)
    }
  }

  // MARK: - In the state machine

  static func configuration(docking: SideMenuDocking) -> SideMenuConfiguration {
    var configuration = SideMenuConfiguration()
    configuration.leading.style.menuPanel = .floating
    configuration.leading.docking = docking
    return configuration
  }

  /// A docked panel floats in the room beside the content, which keeps its width: nothing
  /// covered.
  @Test func aDockedPanelFloatsBesideTheContent() {
    for direction in SideMenuLayoutDirection.allCases {
      var harness = MachineHarness(
        configuration: Self.configuration(docking: .always),
        container: .padLandscape(direction))
      harness.send(.open(.leading, animated: false, completion: nil))
      let frame = harness.machine.frameState
      let width = harness.machine.menuWidth(for: .leading)
      #expect(frame.layoutMode == .docked)
      #expect(frame.menuCornerRadius == 24)
      #expect(frame.contentFrame.width == 1_180 - width)
      let menu = frame.menuFrameOnScreen
      #expect(menu.minY == 8 && menu.height == 820 - 16)
      switch direction {
      case .leftToRight:
        #expect(menu.minX == 8 && menu.maxX == frame.contentFrame.minX)
      case .rightToLeft:
        #expect(menu.maxX == 1_180 - 8 && menu.minX == frame.contentFrame.maxX)
      }
      #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
  }

  /// A mode change with a panel never jumps: rotating an open menu from portrait (sliding) to
  /// landscape (docked) and back keeps the panel's shape and moves it continuously.
  @Test func aModeChangeKeepsThePanel() {
    var harness = MachineHarness(
      configuration: Self.configuration(docking: .automatic), container: .padPortrait())
    harness.send(.open(.leading, animated: false, completion: nil))
    let start = harness.frames.count
    harness.send(.containerChanged(.padLandscape()))
    harness.settle()
    #expect(harness.machine.frameState.layoutMode == .docked)
    harness.send(.containerChanged(.padPortrait()))
    harness.settle()
    for frame in harness.frames.dropFirst(start) where !frame.isMenuHidden {
      #expect(frame.menuCornerRadius == 24)
      // The panel's bottom is 8 points above the container's (portrait or landscape height).
      #expect(frame.menuFrame.minY == 8)
      #expect([1_180 - 8, 820 - 8].contains(frame.menuFrame.maxY), "\(frame.menuFrame)")
      #expect(frame.contentFrame.height == 1_180 || frame.contentFrame.height == 820)
    }
    // The rotation changes the height at once; across the blend the panel's edge moves at most
    // 40 points a frame at 120 Hz.
    for (a, b) in zip(harness.frames.dropFirst(start), harness.frames.dropFirst(start + 1)) {
      #expect(abs(a.menuFrameOnScreen.minX - b.menuFrameOnScreen.minX) < 40)
    }
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  /// A container too small for the panel reports each value it cannot keep, once per change,
  /// and none while the container is not laid out yet.
  @Test func aContainerTooSmallForThePanelSaysSo() {
    var configuration = SideMenuConfiguration()
    configuration.leading.style.menuPanel = SideMenuPanel(inset: 170, cornerRadius: 24)
    var harness = MachineHarness(
      configuration: configuration,
      container: SideMenuContainer(size: SideMenuSize(width: 0, height: 0)))
    #expect(
      !harness.machine.initialDiagnostics.contains {
        if case .settingReplaced(.menuPanelInset, _) = $0 { return true }
        return false
      })
    let effects = harness.send(
      .containerChanged(SideMenuContainer(size: SideMenuSize(width: 390, height: 200))))
    let diagnostics = effects.compactMap { effect -> SideMenuDiagnostic? in
      if case .diagnostic(let diagnostic) = effect { return diagnostic }
      return nil
    }
    // Edge 170 > half of the menu's width; top + bottom 340 > 100: three insets replaced.
    #expect(
      diagnostics.filter { $0 == .settingReplaced(.menuPanelInset, given: 170) }.count == 3)
    harness.send(.open(.leading, animated: false, completion: nil))
    let frame = harness.machine.frameState
    #expect(frame.menuFrame.height == 100 && frame.menuFrame.minY == 50)
    #expect(frame.isFinite)
  }
}
