import Testing

@testable import SideMenuCore

extension SideMenuContainer {
  /// An 11-inch iPad in landscape (1,180 × 820 points): wide enough for ``SideMenuDocking/automatic``.
  static func padLandscape(_ direction: SideMenuLayoutDirection = .leftToRight)
    -> SideMenuContainer
  {
    pad(width: 1_180, height: 820, direction)
  }

  /// The same iPad in portrait (820 × 1,180 points): narrower than ``SideMenuDocking/automatic``'s
  /// 1,024, so the menu slides.
  static func padPortrait(_ direction: SideMenuLayoutDirection = .leftToRight)
    -> SideMenuContainer
  {
    pad(width: 820, height: 1_180, direction)
  }

  private static func pad(width: Double, height: Double, _ direction: SideMenuLayoutDirection)
    -> SideMenuContainer
  {
    SideMenuContainer(
      size: SideMenuSize(width: width, height: height),
      safeAreaInsets: SideMenuInsets(top: 24, bottom: 20), layoutDirection: direction,
      horizontalSizeClass: .regular)
  }
}

@Suite("Docking rule")
struct SideMenuDockingRuleTests {
  let wide = SideMenuContainer.padLandscape()

  @Test func neverAlwaysAndWhenWide() {
    #expect(!SideMenuDocking.never.docks(menuWidth: 360, in: wide))
    #expect(SideMenuDocking.always.docks(menuWidth: 360, in: .phone))
    #expect(SideMenuDocking.automatic.docks(menuWidth: 360, in: wide))
    #expect(!SideMenuDocking.automatic.docks(menuWidth: 360, in: .padPortrait()))
    // The content must keep its width: a 900-point menu leaves 280 < 320.
    #expect(!SideMenuDocking.automatic.docks(menuWidth: 900, in: wide))
    // Exactly at both limits docks.
    let rule = SideMenuDocking.whenWide(minimumContainerWidth: 1_000, minimumContentWidth: 640)
    let exact = SideMenuContainer(size: SideMenuSize(width: 1_000, height: 700))
    #expect(rule.docks(menuWidth: 360, in: exact))
    #expect(!rule.docks(menuWidth: 360.5, in: exact))
  }

  @Test func aCompactWidthNeverDocksByWidthAndAZeroContainerNever() {
    var compact = wide
    compact.horizontalSizeClass = .compact
    #expect(!SideMenuDocking.automatic.docks(menuWidth: 360, in: compact))
    #expect(SideMenuDocking.always.docks(menuWidth: 360, in: compact))
    var unknown = wide
    unknown.horizontalSizeClass = nil
    #expect(SideMenuDocking.automatic.docks(menuWidth: 360, in: unknown))
    let empty = SideMenuContainer(size: SideMenuSize(width: 0, height: 0))
    #expect(!SideMenuDocking.always.docks(menuWidth: 0, in: empty))
  }

  @Test func invalidWidthsAreReplacedWithADiagnostic() {
    let (valid, diagnostics) = SideMenuDocking.whenWide(
      minimumContainerWidth: .nan, minimumContentWidth: -5
    ).validated()
    #expect(
      valid
        == .whenWide(
          minimumContainerWidth: SideMenuDocking.automaticMinimumContainerWidth,
          minimumContentWidth: SideMenuDocking.automaticMinimumContentWidth))
    // (NaN is not equal to itself: compare the descriptions.)
    #expect(
      diagnostics.map(\.description) == [
        "settingReplaced(dockingMinimumContainerWidth, given: nan)",
        "settingReplaced(dockingMinimumContentWidth, given: -5)",
      ])
    let (huge, hugeDiagnostics) = SideMenuDocking.whenWide(
      minimumContainerWidth: 1e9, minimumContentWidth: .infinity
    ).validated()
    #expect(
      huge
        == .whenWide(
          minimumContainerWidth: SideMenuContainer.maximumDimension,
          minimumContentWidth: SideMenuDocking.automaticMinimumContentWidth))
    #expect(hugeDiagnostics.count == 2)
    #expect(SideMenuDocking.automatic.validated().diagnostics.isEmpty)
    // The configuration validates it like every other setting.
    var configuration = SideMenuConfiguration()
    configuration.leading.docking = .whenWide(minimumContainerWidth: -1, minimumContentWidth: 0)
    let machine = SideMenuStateMachine(configuration: configuration, container: wide)
    #expect(
      machine.initialDiagnostics.contains(
        .settingReplaced(.dockingMinimumContainerWidth, given: -1))
    )
    #expect(machine.configuration.leading.docking == .automatic.withContentWidth(0))
  }
}

extension SideMenuDocking {
  fileprivate func withContentWidth(_ content: Double) -> SideMenuDocking {
    guard case .whenWide(let container, _) = self else { return self }
    return .whenWide(minimumContainerWidth: container, minimumContentWidth: content)
  }
}

/// The docked layout and every mode change: each phase (closed, opening, open, closing,
/// dragging) in both directions, both edges, both writing directions.
@Suite("Docking")
struct SideMenuDockingTests {
  static func configuration(_ edge: SideMenuEdge) -> SideMenuConfiguration {
    var configuration = SideMenuConfiguration()
    configuration.leading.isEnabled = edge == .leading
    configuration.trailing.isEnabled = edge == .trailing
    configuration[edge].docking = .automatic
    return configuration
  }

  static let cases: [(SideMenuEdge, SideMenuLayoutDirection)] = [
    (.leading, .leftToRight), (.trailing, .leftToRight), (.leading, .rightToLeft),
    (.trailing, .rightToLeft),
  ]

  /// Checks the frame of an expanded docked menu: beside the content, which keeps the rest.
  static func expectDockedOpen(
    _ harness: MachineHarness, _ edge: SideMenuEdge,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let machine = harness.machine
    let frame = machine.frameState
    let width = machine.menuWidth(for: edge)
    let containerWidth = machine.container.size.width
    #expect(machine.phase == .open(edge), sourceLocation: sourceLocation)
    #expect(
      frame.layoutMode == .docked && frame.dockedFraction == 1, sourceLocation: sourceLocation)
    #expect(frame.scrimAlpha == 0 && !frame.hasScrim, sourceLocation: sourceLocation)
    #expect(!frame.isMenuModal, sourceLocation: sourceLocation)
    #expect(frame.contentTransform == .identity, sourceLocation: sourceLocation)
    let side = edge.resolved(in: machine.container.layoutDirection)
    let menu = frame.menuFrameOnScreen
    let content = frame.contentFrame
    #expect(content.width == containerWidth - width, sourceLocation: sourceLocation)
    switch side {
    case .left:
      #expect(menu.minX == 0 && menu.maxX == content.minX, sourceLocation: sourceLocation)
    case .right:
      #expect(
        menu.maxX == containerWidth && content.maxX == menu.minX, sourceLocation: sourceLocation)
    }
    #expect(harness.violations.isEmpty, "\(harness.violations)", sourceLocation: sourceLocation)
  }

  static func expectClosedSliding(
    _ harness: MachineHarness, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let frame = harness.machine.frameState
    #expect(harness.machine.phase == .closed, sourceLocation: sourceLocation)
    #expect(
      frame.layoutMode == .sliding && frame.dockedFraction == 0, sourceLocation: sourceLocation)
    #expect(frame.progress == 0 && frame.isMenuHidden, sourceLocation: sourceLocation)
    #expect(frame.contentFrame == harness.machine.container.bounds, sourceLocation: sourceLocation)
    #expect(!harness.hasOpenWill, sourceLocation: sourceLocation)
    #expect(harness.violations.isEmpty, "\(harness.violations)", sourceLocation: sourceLocation)
  }

  /// No frame after `index` jumps: at 120 Hz nothing moves more than 40 points, nor an alpha by
  /// more than 0.15, between two frames (the springs' fastest frames move about 15 points).
  static func expectContinuous(
    _ harness: MachineHarness, after index: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let frames = Array(harness.frames.dropFirst(index))
    for (a, b) in zip(frames, frames.dropFirst()) {
      let jumps = [
        abs(a.contentFrame.minX - b.contentFrame.minX),
        abs(a.contentFrame.width - b.contentFrame.width),
        abs(a.menuFrameOnScreen.minX - b.menuFrameOnScreen.minX),
        abs(a.menuFrameOnScreen.maxX - b.menuFrameOnScreen.maxX),
      ]
      let fades = [abs(a.scrimAlpha - b.scrimAlpha), abs(a.menuAlpha - b.menuAlpha)]
      if jumps.contains(where: { $0 > 40 }) || fades.contains(where: { $0 > 0.15 }) {
        Issue.record("jump between \(a) and \(b)", sourceLocation: sourceLocation)
        return
      }
    }
  }

  enum Phase: CaseIterable { case closed, opening, open, closing, dragging }

  /// Puts the sliding menu of `edge` in `phase` (in a narrow container).
  static func enter(_ phase: Phase, _ edge: SideMenuEdge, _ harness: inout MachineHarness) {
    let width = harness.machine.container.size.width
    let side = edge.resolved(in: harness.machine.container.layoutDirection)
    func tick(_ n: Int) {
      for _ in 0..<n {
        harness.now += 1.0 / 120
        harness.send(.tick)
      }
    }
    switch phase {
    case .closed: break
    case .opening:
      harness.send(.open(edge, animated: true, completion: nil))
      tick(4)
    case .open:
      harness.send(.open(edge, animated: false, completion: nil))
    case .closing:
      harness.send(.open(edge, animated: false, completion: nil))
      harness.send(.close(animated: true, completion: nil))
      tick(4)
    case .dragging:
      let start = side == .left ? 5.0 : width - 5
      let direction = side.openingDirection
      harness.send(.panBegan(SideMenuTouchSample(x: start, y: 400, timestamp: harness.now)))
      for step in 1...12 {
        harness.now += 1.0 / 120
        harness.send(
          .panChanged(
            SideMenuTouchSample(
              x: start + direction * Double(step) * 12, y: 400, timestamp: harness.now)))
      }
      #expect(harness.machine.phase == .opening(edge, .interactive))
    }
  }

  @Test(arguments: cases)
  func startsExpandedBesideTheContentInAWideContainer(
    edge: SideMenuEdge, direction: SideMenuLayoutDirection
  ) {
    let harness = MachineHarness(
      configuration: Self.configuration(edge), container: .padLandscape(direction))
    Self.expectDockedOpen(harness, edge)
    #expect(harness.machine.isDocked(edge) && harness.machine.layoutMode(for: edge) == .docked)
    #expect(harness.effects.isEmpty)
  }

  /// A renderer creates the machine before its view has a size (a zero container) and sends
  /// the first usable size with the first layout: that is the window appearing, not a resize,
  /// so a menu that docks in it is expanded at once — no animation, no display link — and the
  /// app hears it open (progress 1 between). A later resize across the threshold still moves (below).
  @Test(arguments: cases)
  func theFirstUsableContainerShowsADockedMenuAtOnce(
    edge: SideMenuEdge, direction: SideMenuLayoutDirection
  ) {
    var harness = MachineHarness(
      configuration: Self.configuration(edge),
      container: SideMenuContainer(size: SideMenuSize(width: 0, height: 0)))
    #expect(harness.machine.phase == .closed)
    harness.send(.containerChanged(.padLandscape(direction)))
    Self.expectDockedOpen(harness, edge)
    #expect(!harness.displayLinkActive)
    #expect(harness.notifications == [.willOpen(edge), .progress(edge, 1), .didOpen(edge)])
    // The window narrowing and widening again are resizes: the menu moves.
    harness.send(.containerChanged(.padPortrait(direction)))
    harness.settle()
    #expect(harness.machine.phase == .closed)
    harness.send(.containerChanged(.padLandscape(direction)))
    #expect(harness.displayLinkActive)
    harness.settle()
    Self.expectDockedOpen(harness, edge)
    #expect(harness.violations.isEmpty)
  }

  @Test(arguments: cases)
  func aDockedMenuTakesNoDragScrimTapEscapeOrPresentation(
    edge: SideMenuEdge, direction: SideMenuLayoutDirection
  ) {
    var harness = MachineHarness(
      configuration: Self.configuration(edge), container: .padLandscape(direction))
    let side = edge.resolved(in: direction)
    let width = harness.machine.menuWidth(for: edge)
    // A drag on the menu toward closing is not the menu's.
    let start = side == .left ? width - 20 : 1_180 - width + 20
    #expect(
      !harness.machine.shouldBeginPan(
        at: SideMenuPoint(x: start, y: 300),
        translation: SideMenuPoint(x: -side.openingDirection * 30, y: 0)))
    harness.drag(from: start, to: start - side.openingDirection * 300, duration: 0.3)
    harness.send(.scrimTapped)
    harness.send(.escape)
    harness.send(.willPresentFromMenu)
    harness.send(.touchDown(SideMenuTouchSample(x: start, y: 300, timestamp: harness.now)))
    harness.settle()
    Self.expectDockedOpen(harness, edge)
    #expect(!harness.effects.contains(.setContentInteractionEnabled(false)))
  }

  @Test(arguments: cases)
  func collapsesAndExpandsByRequestWithTheSpringsAsDocked(
    edge: SideMenuEdge, direction: SideMenuLayoutDirection
  ) {
    var harness = MachineHarness(
      configuration: Self.configuration(edge), container: .padLandscape(direction))
    harness.send(.toggle(edge, animated: true, completion: nil))
    #expect(harness.machine.phase == .closing(edge, .animated(toward: .closed)))
    harness.settle()
    #expect(harness.frames.count > 10, "animated, frame by frame")
    #expect(harness.frames.allSatisfy { $0.layoutMode == .docked && $0.scrimAlpha == 0 })
    #expect(harness.machine.phase == .closed)
    #expect(harness.machine.frameState.contentFrame == harness.machine.container.bounds)
    #expect(harness.effects.contains(.accessibility(.announce(.menuClosed(edge)))))
    let collapsed = harness.frames.count
    // A collapsed docked menu opens as docked: the content narrows, nothing covers it.
    harness.send(.toggle(edge, animated: true, completion: nil))
    harness.settle()
    Self.expectDockedOpen(harness, edge)
    let expanding = harness.frames.dropFirst(collapsed)
    #expect(
      expanding.allSatisfy {
        $0.dockedFraction == 1 && !$0.hasScrim && !$0.isMenuModal
          // The content begins exactly where the menu's visible part ends: never covered.
          && abs(
            $0.side == .left
              ? $0.contentFrame.minX - $0.menuFrameOnScreen.maxX
              : $0.menuFrameOnScreen.minX - $0.contentFrame.maxX) <= 1e-9
      })
    #expect(harness.effects.contains(.accessibility(.announce(.menuOpened(edge)))))
    #expect(!harness.effects.contains(.setContentInteractionEnabled(false)))
    #expect(!harness.effects.contains(.accessibility(.focusMenu(edge))))
    Self.expectContinuous(harness, after: 0)
  }

  /// A docked sidebar's own state for its ⌃⌘S command: collapsed while the other edge's
  /// (sliding) menu is open, so a request for it alone would open it; `isHeadingClosed`
  /// answers for the shown menu instead.
  @Test func isHeadingClosedForAnEdgeFollowsThatEdgesMenu() {
    var configuration = Self.configuration(.leading)
    configuration.trailing.isEnabled = true
    var harness = MachineHarness(configuration: configuration, container: .padLandscape())
    #expect(!harness.machine.isHeadingClosed(.leading), "expanded")
    #expect(harness.machine.isHeadingClosed(.trailing))
    harness.send(.close(animated: true, completion: nil))
    #expect(harness.machine.isHeadingClosed(.leading), "collapsing")
    harness.settle()
    harness.send(.open(.trailing, animated: true, completion: nil))
    harness.settle()
    #expect(harness.machine.phase == .open(.trailing))
    #expect(!harness.machine.isHeadingClosed)
    #expect(harness.machine.isHeadingClosed(.leading), "the sidebar is not shown")
    #expect(!harness.machine.isHeadingClosed(.trailing))
  }

  static func withPhases(_ phases: [Phase]) -> [(SideMenuEdge, SideMenuLayoutDirection, Phase)] {
    cases.flatMap { edge, direction in phases.map { (edge, direction, $0) } }
  }

  @Test(arguments: withPhases(Phase.allCases))
  func widening(edge: SideMenuEdge, direction: SideMenuLayoutDirection, from phase: Phase) {
    var harness = MachineHarness(
      configuration: Self.configuration(edge), container: .padPortrait(direction))
    #expect(harness.machine.phase == .closed && !harness.machine.isDocked(edge))
    Self.enter(phase, edge, &harness)
    let before = harness.frames.count
    harness.send(.containerChanged(.padLandscape(direction)))
    #expect(harness.machine.isDocked(edge))
    if phase == .dragging {
      // The finger let go: the rest of its drag moves nothing.
      let x = harness.machine.frameState.menuFrameOnScreen.midX
      for step in 0..<10 {
        harness.now += 1.0 / 120
        harness.send(
          .panChanged(SideMenuTouchSample(x: x - Double(step) * 30, y: 400, timestamp: harness.now))
        )
      }
      harness.send(
        .panEnded(SideMenuTouchSample(x: 0, y: 400, timestamp: harness.now), targetOverride: nil))
    }
    harness.settle()
    // Every phase ends the same: expanded beside the content, scrim gone.
    Self.expectDockedOpen(harness, edge)
    Self.expectContinuous(harness, after: before + 1)
    #expect(!harness.hasOpenWill)
    if phase == .open {
      // No transition: the open menu stays open while the layout changes.
      #expect(
        !harness.effects.dropFirst(before).contains {
          if case .beginTransition = $0 { true } else { false }
        })
      #expect(harness.effects.contains(.setContentInteractionEnabled(true)))
    }
  }

  @Test(arguments: withPhases([.closed, .opening, .open, .closing]))
  func narrowing(edge: SideMenuEdge, direction: SideMenuLayoutDirection, from phase: Phase) {
    var harness = MachineHarness(
      configuration: Self.configuration(edge), container: .padLandscape(direction))
    // Docked, it starts open: reach each phase by requests (a docked menu has no drags).
    switch phase {
    case .closed: harness.send(.close(animated: false, completion: nil))
    case .opening:
      harness.send(.close(animated: false, completion: nil))
      harness.send(.open(edge, animated: true, completion: nil))
    case .open: break
    case .closing: harness.send(.close(animated: true, completion: nil))
    case .dragging: return
    }
    for _ in 0..<4 {
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
    let before = harness.frames.count
    harness.send(.containerChanged(.padPortrait(direction)))
    #expect(!harness.machine.isDocked(edge))
    harness.settle()
    // Every phase ends the same: a closed sliding menu, the content full width again.
    Self.expectClosedSliding(harness)
    Self.expectContinuous(harness, after: before + 1)
  }

  @Test(arguments: cases)
  func aMenuCollapsedWhileDockedStaysCollapsedWhenTheWindowWidensAgain(
    edge: SideMenuEdge, direction: SideMenuLayoutDirection
  ) {
    var harness = MachineHarness(
      configuration: Self.configuration(edge), container: .padLandscape(direction))
    harness.send(.close(animated: false, completion: nil))
    harness.send(.containerChanged(.padPortrait(direction)))
    harness.send(.open(edge, animated: false, completion: nil))  // opened as a sliding menu
    harness.send(.containerChanged(.padLandscape(direction)))
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(harness.machine.frameState.layoutMode == .docked)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
    // Expanded again while docked, it comes back expanded.
    harness.send(.open(edge, animated: false, completion: nil))
    harness.send(.containerChanged(.padPortrait(direction)))
    harness.settle()
    harness.send(.containerChanged(.padLandscape(direction)))
    harness.settle()
    Self.expectDockedOpen(harness, edge)
  }

  @Test func theOpenSlidingMenuDocksWithoutClosingScrimFadingAndContentNarrowingTogether() {
    var harness = MachineHarness(
      configuration: Self.configuration(.leading), container: .padPortrait())
    harness.send(.open(.leading, animated: false, completion: nil))
    #expect(harness.machine.frameState.scrimAlpha == 0.5)
    let before = harness.frames.count
    harness.send(.containerChanged(.padLandscape()))
    #expect(harness.machine.isChangingMode && harness.machine.wantsDisplayTicks)
    harness.settle()
    let change = harness.frames.dropFirst(before)
    // One motion: as the scrim fades the content narrows, frame by frame, never both at rest.
    let width = harness.machine.menuWidth(for: .leading)
    for frame in change {
      expectClose(
        frame.scrimAlpha, 0.5 * (1 - min(max(frame.dockedFraction, 0), 1)), tolerance: 1e-9)
      expectClose(
        frame.contentFrame.minX, width * min(max(frame.dockedFraction, 0), 1), tolerance: 1e-9)
    }
    #expect(change.count > 10)
    #expect(!harness.machine.isChangingMode && !harness.machine.wantsDisplayTicks)
    #expect(!harness.notifications.contains(.didClose(.leading)))
    Self.expectDockedOpen(harness, .leading)
  }

  @Test func frameStateAtATimeFollowsTheModeChange() {
    var harness = MachineHarness(
      configuration: Self.configuration(.leading), container: .padPortrait())
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.containerChanged(.padLandscape()))
    let preview = harness.machine.frameState(at: harness.now + 0.05)
    harness.send(.tick, at: harness.now + 0.05)
    #expect(preview == harness.machine.frameState)
    #expect(preview.dockedFraction > 0 && preview.dockedFraction < 1)
    let resting = harness.machine.restingFrameState(for: .leading, at: .open)
    #expect(resting.dockedFraction == 1 && resting.layoutMode == .docked)
  }

  @Test func theBackgroundFinishesAModeChange() {
    var configuration = Self.configuration(.leading)
    configuration.dismissesOnBackground = true
    var harness = MachineHarness(configuration: configuration, container: .padPortrait())
    harness.send(.open(.leading, animated: false, completion: nil))
    harness.send(.containerChanged(.padLandscape()))
    harness.send(.didEnterBackground)
    #expect(!harness.machine.isChangingMode && !harness.displayLinkActive)
    // A docked menu is part of the layout: the background does not dismiss it.
    Self.expectDockedOpen(harness, .leading)
  }

  @Test func turningDockingOnOrOffIsAModeChangeToo() {
    var configuration = Self.configuration(.leading)
    configuration.leading.docking = .never
    var harness = MachineHarness(configuration: configuration, container: .padLandscape())
    #expect(harness.machine.phase == .closed)
    configuration.leading.docking = .automatic
    harness.send(.configurationChanged(configuration))
    harness.settle()
    Self.expectDockedOpen(harness, .leading)
    configuration.leading.docking = .never
    harness.send(.configurationChanged(configuration))
    harness.settle()
    Self.expectClosedSliding(harness)
  }

  @Test func aModalSlidingMenuStopsBeingModalWhenItDocks() {
    var harness = MachineHarness(
      configuration: Self.configuration(.leading), container: .padPortrait())
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.settle()
    #expect(harness.machine.frameState.isMenuModal)
    #expect(harness.effects.contains(.setContentInteractionEnabled(false)))
    harness.send(.containerChanged(.padLandscape()))
    harness.settle()
    #expect(!harness.machine.frameState.isMenuModal)
    #expect(
      harness.effects.last { if case .setContentInteractionEnabled = $0 { true } else { false } }
        == .setContentInteractionEnabled(true))
    // Narrowed again it closes, handing focus back with an announcement, not as a modal.
    harness.send(.containerChanged(.padPortrait()))
    harness.settle()
    #expect(
      harness.effects.last { if case .accessibility = $0 { true } else { false } }
        == .accessibility(.announce(.menuClosed(.leading))))
  }
}
