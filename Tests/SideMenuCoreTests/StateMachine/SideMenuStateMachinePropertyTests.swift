import Testing

@testable import SideMenuCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random event sequences, with the machine's invariants checked after every event.
///
/// The normal run sends at least 100,000 events; `SIDEMENU_SOAK=N` multiplies that by N for long
/// soaks (e.g. `SIDEMENU_SOAK=50 swift test --filter Property`).
@Suite("State machine properties")
struct SideMenuStateMachinePropertyTests {
  static var soakFactor: Int {
    guard let raw = getenv("SIDEMENU_SOAK"), let factor = Int(String(cString: raw)), factor > 0
    else { return 1 }
    return factor
  }

  @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004] as [UInt64])
  func randomEventsKeepEveryInvariant(seed: UInt64) {
    walk(seed: seed, docking: false)
  }

  /// The same walk on iPad-sized containers whose width keeps crossing the docking threshold
  /// (1,024 points), with docking rules switched by configuration too: every mode change, from
  /// every phase, keeps every invariant (and the harness's docked-layout ones).
  @Test(arguments: [0xD0C_0001, 0xD0C_0002, 0xD0C_0003, 0xD0C_0004] as [UInt64])
  func randomEventsWithResizesAcrossTheDockingThresholdKeepEveryInvariant(seed: UInt64) {
    walk(seed: seed, docking: true)
  }

  private func walk(seed: UInt64, docking: Bool) {
    var random = SplitMix64(seed: seed)
    var configuration = SideMenuConfiguration()
    configuration.trailing.isEnabled = true
    configuration.gestures.isContentPanToOpenEnabled = seed % 2 == 0
    // Half the walks rest fingers at the edges long enough to peek.
    let peeks = seed % 2 == 1
    configuration.gestures.isEdgePeekEnabled = peeks
    var peeked = 0
    if docking {
      configuration.leading.docking = .automatic
      configuration.trailing.docking = seed % 3 == 0 ? .automatic : .never
    }
    var harness = MachineHarness(
      configuration: configuration, container: docking ? .padPortrait() : .phone)
    // Each mode change of the shown menu, by the phase it happened in and its direction.
    var modeChanges: Set<String> = []
    let events = 25_000 * Self.soakFactor
    var fingerDown = false
    var fingerX = 0.0
    var tokens = 0
    var visited: Set<PhaseKind> = []
    var holds = 0
    var outliers = 0
    var widestStretch = 0.0
    for _ in 0..<events {
      // Time mostly moves forward a frame; sometimes it jumps, stalls or goes backwards.
      switch Int.random(in: 0..<20, using: &random) {
      case 0: harness.now -= Double.random(in: 0...0.05, using: &random)
      case 1: harness.now += Double.random(in: 0...2, using: &random)
      case 2: harness.now -= Double.random(in: 0...5, using: &random)  // a clock reset
      default: harness.now += 1.0 / 120
      }
      let event = randomEvent(
        &random, harness: &harness, fingerDown: &fingerDown, fingerX: &fingerX, tokens: &tokens,
        docking: docking)
      let phaseBefore = PhaseKind(harness.machine.phase)
      let wasWaitingToPeek = harness.machine.isWaitingToPeek
      let dockedBefore = harness.machine.phase.edge.map(harness.machine.isDocked)
      if Int.random(in: 0..<100, using: &random) == 0 {
        // One event at an outlying time (far ahead, or absurd); the clock then comes back.
        outliers += 1
        let clock = harness.now
        let outlier: [Double] = [10, 1e6, 1e300, -1e300]
        harness.send(event, at: clock + outlier[Int.random(in: 0..<4, using: &random)])
        harness.now = clock
      } else {
        harness.send(event)
      }
      if let edge = harness.machine.phase.edge, let before = dockedBefore,
        harness.machine.phase.edge == edge, harness.machine.isDocked(edge) != before
      {
        let from =
          phaseBefore == .openingByFinger || phaseBefore == .closingByFinger
          ? "dragging" : "\(phaseBefore)"
        modeChanges.insert("\(from) → \(before ? "sliding" : "docked")")
      } else if dockedBefore == nil, case .containerChanged = event,
        harness.machine.phase.edge.map(harness.machine.isDocked) == true
      {
        modeChanges.insert("closed → docked")
      }
      if wasWaitingToPeek, harness.machine.isHeld, phaseBefore == .closed { peeked += 1 }
      if case .touchDown = event, harness.machine.isWaitingToPeek,
        Int.random(in: 0..<3, using: &random) == 0
      {
        // The finger rests: frames pass with nothing else happening, past the peek's delay.
        for _ in 0..<24 {
          harness.now += 1.0 / 120
          harness.send(.tick)
          if harness.machine.isHeld { peeked += 1 }
          if harness.machine.isHeld || !harness.violations.isEmpty { break }
        }
      }
      if harness.machine.isHeld { holds += 1 }
      widestStretch = max(widestStretch, harness.machine.progress - 1)
      visited.insert(PhaseKind(harness.machine.phase))
      if !harness.violations.isEmpty { break }
    }
    // The walk must have held the menu, sent outliers and stretched past open, or it proves
    // little about them.
    #expect(
      holds > 0 && outliers > 0 && widestStretch > 0.05, "\(holds) \(outliers) \(widestStretch)")
    if peeks { #expect(peeked > 0, "no finger rested long enough to peek") }
    // The walk must have reached every kind of phase, or it proves little.
    #expect(visited == Set(PhaseKind.allCases), "visited only \(visited)")
    if docking {
      // …and changed mode from every phase a menu can be in when it happens: to docked from
      // closed, dragging (opening or closing by finger), opening, open and closing; to sliding
      // from a docked menu opening, open and closing (a docked menu takes no finger).
      let expected: Set<String> = [
        "closed → docked", "dragging → docked", "openingAnimated → docked",
        "open → docked", "closingAnimated → docked", "openingAnimated → sliding",
        "open → sliding", "closingAnimated → sliding",
      ]
      #expect(modeChanges.isSuperset(of: expected), "mode changes seen: \(modeChanges.sorted())")
    }
    #expect(harness.violations.isEmpty, "\(harness.violations.prefix(5))")
    // However it got here: lift any finger and let time pass; the menu must come to rest.
    harness.send(.touchUp(SideMenuTouchSample(x: fingerX, y: 300, timestamp: harness.now)))
    harness.send(.panCancelled(SideMenuTouchSample(x: fingerX, y: 300, timestamp: harness.now)))
    #expect(!harness.machine.isHeld)
    harness.settle(limit: 30)
    #expect(!harness.machine.phase.isTransitioning, "\(harness.machine.phase)")
    #expect(!harness.displayLinkActive)
    #expect(!harness.hasOpenWill)
    #expect(harness.pendingTokens.isEmpty, "tokens never completed: \(harness.pendingTokens)")
    #expect(harness.violations.isEmpty, "\(harness.violations.prefix(5))")
  }

  enum PhaseKind: CaseIterable, Hashable {
    case closed, openingByFinger, openingAnimated, open, closingByFinger, closingAnimated

    init(_ phase: SideMenuPhase) {
      switch phase {
      case .closed: self = .closed
      case .opening(_, .interactive): self = .openingByFinger
      case .opening(_, .animated): self = .openingAnimated
      case .open: self = .open
      case .closing(_, .interactive): self = .closingByFinger
      case .closing(_, .animated): self = .closingAnimated
      }
    }
  }

  private func randomEvent(
    _ random: inout SplitMix64, harness: inout MachineHarness, fingerDown: inout Bool,
    fingerX: inout Double, tokens: inout Int, docking: Bool
  ) -> SideMenuEvent {
    let width = docking ? max(harness.machine.container.size.width, 1) : 390.0
    func edge() -> SideMenuEdge { Bool.random(using: &random) ? .leading : .trailing }
    func token() -> SideMenuCompletionToken? {
      guard Bool.random(using: &random) else { return nil }
      tokens += 1
      return harness.token()
    }
    func sample() -> SideMenuTouchSample {
      let y = Double.random(in: 0...844, using: &random)
      if Int.random(in: 0..<200, using: &random) == 0 {
        return SideMenuTouchSample(x: .nan, y: y, timestamp: harness.now)
      }
      return SideMenuTouchSample(x: fingerX, y: y, timestamp: harness.now)
    }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<4: return .open(edge(), animated: Bool.random(using: &random), completion: token())
    case 4..<8: return .close(animated: Bool.random(using: &random), completion: token())
    case 8..<10: return .toggle(edge(), animated: Bool.random(using: &random), completion: token())
    case 66..<70:
      // A finger lands on the (maybe moving) menu or scrim; it may then drag, or lift.
      fingerDown = true
      fingerX = Double.random(in: 0...width, using: &random)
      return .touchDown(sample())
    case 70..<72:
      return .touchUp(sample())
    case 10..<16:
      fingerDown = true
      fingerX =
        Bool.random(using: &random)
        ? Double.random(in: 0...20, using: &random)
        : Double.random(in: 0...width, using: &random)
      if Bool.random(using: &random) { fingerX = width - fingerX }
      return .panBegan(sample())
    case 16..<50:
      // Mostly in order; sometimes a move without a finger (an impossible order), sometimes a
      // long way past open.
      fingerX +=
        Int.random(in: 0..<30, using: &random) == 0
        ? Double.random(in: -600...600, using: &random)
        : Double.random(in: -40...40, using: &random)
      return .panChanged(sample())
    case 50..<54:
      fingerDown = false
      let override: SideMenuRestingState? =
        Int.random(in: 0..<4, using: &random) == 0
        ? (Bool.random(using: &random) ? .open : .closed) : nil
      return .panEnded(sample(), targetOverride: override)
    case 54..<56:
      fingerDown = false
      return .panCancelled(sample())
    case 56..<59: return .scrimTapped
    case 59..<60: return .escape
    case 60..<62 where docking:
      // iPad widths on both sides of the 1,024-point threshold (and a few bad ones).
      let widths: [Double] = [820, 1_023, 1_024, 1_180, 1_366, 744, 390, 0, .nan]
      let width = widths[Int.random(in: 0..<widths.count, using: &random)]
      let sizeClasses: [SideMenuSizeClass?] = [.regular, .regular, nil, .compact]
      return .containerChanged(
        SideMenuContainer(
          size: SideMenuSize(width: width, height: 1_000),
          safeAreaInsets: SideMenuInsets(top: 24, left: Double.random(in: 0...20, using: &random)),
          layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
          horizontalSizeClass: sizeClasses[Int.random(in: 0..<4, using: &random)]))
    case 60..<62:
      let sizes: [SideMenuSize] = [
        SideMenuSize(width: 390, height: 844), SideMenuSize(width: 844, height: 390),
        SideMenuSize(width: 0, height: 844), SideMenuSize(width: -5, height: .nan),
        SideMenuSize(width: 1024, height: 1366), SideMenuSize(width: .infinity, height: 100),
      ]
      let size = sizes[Int.random(in: 0..<sizes.count, using: &random)]
      return .containerChanged(
        SideMenuContainer(
          size: size,
          safeAreaInsets: SideMenuInsets(
            top: 47, left: Double.random(in: -10...60, using: &random)),
          layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft))
    case 62..<63: return .didEnterBackground
    case 63..<64: return .reduceMotionChanged(Bool.random(using: &random))
    case 64..<65: return .willPresentFromMenu
    case 65..<66:
      var configuration = SideMenuConfiguration()
      configuration.leading.isEnabled = Int.random(in: 0..<5, using: &random) != 0
      configuration.trailing.isEnabled = Bool.random(using: &random)
      configuration.leading.style =
        SideMenuStyle.presets[Int.random(in: 0..<SideMenuStyle.presets.count, using: &random)].style
      // A third of the configurations float the menu as a panel, some with garbage insets.
      switch Int.random(in: 0..<9, using: &random) {
      case 0..<2: configuration.leading.style.menuPanel = .floating
      case 2: configuration.leading.style.menuPanel = SideMenuPanel(inset: .nan, cornerRadius: 1e9)
      default: break
      }
      configuration.leading.width =
        Bool.random(using: &random)
        ? .fixed(Double.random(in: -100...900, using: &random)) : .standard
      configuration.gestures.isContentPanToOpenEnabled = Bool.random(using: &random)
      configuration.gestures.isEdgePeekEnabled = Int.random(in: 0..<4, using: &random) != 0
      if docking {
        let rules: [SideMenuDocking] = [
          .automatic, .automatic, .never, .always,
          .whenWide(minimumContainerWidth: .nan, minimumContentWidth: 400),
        ]
        configuration.leading.docking = rules[Int.random(in: 0..<rules.count, using: &random)]
        configuration.trailing.docking = rules[Int.random(in: 0..<rules.count, using: &random)]
      }
      configuration.gestures.isTapToCloseEnabled = Bool.random(using: &random)
      configuration.gestures.flingThreshold =
        Int.random(in: 0..<10, using: &random) == 0 ? .nan : 400
      configuration.openTiming =
        Bool.random(using: &random)
        ? .spring(
          SideMenuSpring(
            response: Double.random(in: 0.1...0.8, using: &random),
            dampingFraction: Double.random(in: 0.3...1.5, using: &random)))
        : .curve(.quartOut, duration: Double.random(in: 0...0.5, using: &random))
      return .configurationChanged(configuration)
    default: return .tick
    }
  }

  @Test func nonFiniteTimeIsIgnoredWithADiagnostic() {
    var machine = SideMenuStateMachine(container: .phone)
    let effects = machine.handle(.open(.leading, animated: true, completion: nil), at: .nan)
    #expect(effects == [.diagnostic(.nonFiniteInput(.open))])
    #expect(machine.phase == .closed)
  }

  @Test func timeGoingBackwardsWithinTheToleranceIsClampedWithADiagnostic() {
    var machine = SideMenuStateMachine(container: .phone)
    _ = machine.handle(.open(.leading, animated: true, completion: nil), at: 10)
    let effects = machine.handle(.tick, at: 9.95)
    #expect(effects.first == .diagnostic(.timeWentBackwards(previous: 10, given: 9.95)))
    #expect(machine.progress == 0)
    // Exactly the tolerance back is still jitter, not a jump.
    let atTolerance = machine.handle(.tick, at: 10 - SideMenuStateMachine.clockJumpTolerance)
    #expect(
      atTolerance.first
        == .diagnostic(
          .timeWentBackwards(previous: 10, given: 10 - SideMenuStateMachine.clockJumpTolerance)))
  }

  @Test func eventsInAnImpossibleOrderAreIgnoredWithADiagnostic() {
    var machine = SideMenuStateMachine(container: .phone)
    let sample = SideMenuTouchSample(x: 10, y: 10, timestamp: 0)
    #expect(
      machine.handle(.panChanged(sample), at: 0) == [.diagnostic(.eventOutOfOrder(.panChanged))])
    #expect(
      machine.handle(.panEnded(sample, targetOverride: nil), at: 0)
        == [.diagnostic(.eventOutOfOrder(.panEnded))])
    #expect(
      machine.handle(.panCancelled(sample), at: 0) == [.diagnostic(.eventOutOfOrder(.panCancelled))]
    )
    #expect(machine.phase == .closed)
  }

  @Test func zeroSizedContainerNeverProducesNaN() {
    var harness = MachineHarness(
      container: SideMenuContainer(size: SideMenuSize(width: 0, height: 0)))
    #expect(harness.machine.initialDiagnostics.contains(.unusableContainer(width: 0, height: 0)))
    harness.drag(from: 0, to: 200, duration: 0.2)
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
    let allFinite = harness.frames.allSatisfy(\.isFinite)
    #expect(allFinite)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }
}
