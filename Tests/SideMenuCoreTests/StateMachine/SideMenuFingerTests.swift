import Testing

@testable import SideMenuCore

/// "The finger is always right": a touch stops a moving menu, a drag loses exactly the slop, one
/// bad timestamp never freezes the menu, the stretch stays on screen, a pause is a pause.
@Suite("Following the finger")
struct SideMenuFingerTests {
  static func sample(_ x: Double, _ t: Double, y: Double = 400) -> SideMenuTouchSample {
    SideMenuTouchSample(x: x, y: y, timestamp: t)
  }

  /// An opening animation `frames` 120 Hz frames in.
  static func opening(frames: Int, configuration: SideMenuConfiguration = .standard)
    -> MachineHarness
  {
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: true, completion: nil), at: 0)
    for _ in 0..<frames {
      harness.now += 1.0 / 120
      harness.send(.tick)
    }
    return harness
  }

  /// Where the animation alone would be at `time`.
  static func animationProgress(_ harness: MachineHarness, at time: Double) -> Double {
    var twin = harness
    twin.send(.tick, at: time)
    return twin.machine.progress
  }

  // MARK: - 1. Touch-down catches the menu

  @Test func touchDownHoldsAMovingMenuExactlyWhereItWasDrawn() {
    var harness = Self.opening(frames: 6)
    // The press arrives 4 ms after the last frame: the menu stays in that frame, where the
    // finger saw it, not where the animation would have carried it by the press's time.
    let drawn = harness.machine.progress
    let time = harness.now + 0.004
    #expect(Self.animationProgress(harness, at: time) > drawn)
    let expected = drawn
    let effects = harness.send(.touchDown(Self.sample(100, time)), at: time)
    #expect(effects.contains(.setDisplayLinkActive(false)))
    #expect(effects.compactMap(\.frame).last?.progress == expected)
    #expect(effects.compactMap(\.frame).last?.velocity == 0)
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    #expect(harness.machine.isHeld)
    #expect(!harness.machine.wantsDisplayTicks)
    // Held: time passing moves nothing.
    let stray = harness.send(.tick, at: time + 0.5)
    #expect(stray.compactMap(\.frame).isEmpty)
    #expect(harness.machine.progress == expected)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func touchDownWhoseTimeRunsAheadStillHoldsTheDrawnFrame() {
    // A touch event stamped 67 ms after the last frame (a browser's touch clock ahead of its
    // display clock, or a late event): no run-on, 0 points, in either direction of motion.
    for closing in [false, true] {
      var harness = Self.opening(frames: closing ? 200 : 6)
      if closing {
        harness.send(.close(animated: true, completion: nil))
        for _ in 0..<6 {
          harness.now += 1.0 / 120
          harness.send(.tick)
        }
      }
      let drawn = try? #require(harness.effects.compactMap(\.frame).last)
      let time = harness.now + 0.067
      let effects = harness.send(.touchDown(Self.sample(100, time)), at: time)
      let held = effects.compactMap(\.frame).last
      #expect(held?.progress == drawn?.progress)
      #expect(held?.menuFrame == drawn?.menuFrame)
      #expect(harness.machine.isHeld)
      #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
  }

  @Test func touchDownAtRestChangesNothing() {
    var harness = MachineHarness()
    #expect(harness.send(.touchDown(Self.sample(100, 0)), at: 0).isEmpty)
    #expect(harness.send(.touchUp(Self.sample(100, 0.1)), at: 0.1).isEmpty)
    harness.send(.open(.leading, animated: false, completion: nil))
    #expect(harness.send(.touchDown(Self.sample(100, 0.2)), at: 0.2).isEmpty)
    #expect(!harness.machine.isHeld)
    #expect(harness.send(.touchUp(Self.sample(100, 0.3)), at: 0.3).isEmpty)
    #expect(harness.machine.phase == .open(.leading))
  }

  @Test func aDragFromTheHeldPositionContinuesWithNoJump() {
    var harness = Self.opening(frames: 6)
    let width = harness.machine.menuWidth(for: .leading)
    harness.send(.touchDown(Self.sample(100, harness.now)))
    let held = harness.machine.progress
    harness.send(.panBegan(Self.sample(100, harness.now)))
    // Within the slop nothing moves: the menu stays held.
    let within = harness.send(
      .panChanged(Self.sample(109.9, harness.now + 0.01)), at: harness.now + 0.01)
    #expect(within.compactMap(\.frame).isEmpty)
    #expect(harness.machine.isHeld)
    // Past the slop the menu follows the finger's travel beyond it, from the held position.
    harness.send(.panChanged(Self.sample(110, harness.now + 0.01)), at: harness.now + 0.01)
    #expect(harness.machine.progress == held)
    #expect(!harness.machine.isHeld)
    harness.send(.panChanged(Self.sample(150, harness.now + 0.01)), at: harness.now + 0.01)
    expectClose(harness.machine.progress, held + 40 / width, tolerance: 1e-12)
    harness.send(.panEnded(Self.sample(150, harness.now + 0.01), targetOverride: nil))
    harness.settle()
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test(arguments: [(frames: 3, target: SideMenuRestingState.closed), (frames: 20, target: .open)])
  func aLiftWithoutDragMovesOnByTheReleaseRuleFromTheHeldPosition(
    frames: Int, target: SideMenuRestingState
  ) {
    var harness = Self.opening(frames: frames)
    harness.send(.touchDown(Self.sample(100, harness.now)))
    let held = harness.machine.progress
    #expect((held >= 0.5) == (target == .open), "held at \(held)")
    harness.now += 0.3
    let effects = harness.send(.touchUp(Self.sample(100, harness.now)))
    #expect(!harness.machine.isHeld)
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: target)))
    // It starts from where it was held, at rest (a still finger hands over no velocity).
    #expect(effects.compactMap(\.frame).first?.progress == held)
    #expect(effects.compactMap(\.frame).first?.velocity == 0)
    harness.settle()
    #expect(harness.machine.phase == (target == .open ? .open(.leading) : .closed))
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test(arguments: [true, false])
  func aScrimTapOnAHeldMenuStillCloses(tapFirst: Bool) {
    var harness = Self.opening(frames: 20)
    harness.send(.touchDown(Self.sample(370, harness.now)))
    #expect(harness.machine.progress > 0.5)
    harness.now += 0.1
    if tapFirst {
      harness.send(.scrimTapped)
      harness.send(.touchUp(Self.sample(370, harness.now)))
    } else {
      harness.send(.touchUp(Self.sample(370, harness.now)))
      harness.send(.scrimTapped)
    }
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: .closed)))
    harness.settle()
    #expect(harness.machine.phase == .closed)
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  /// However the touch ends, the menu never stays at rest between closed and open.
  @Test(arguments: 0..<6)
  func everyWayATouchEndsLetsAHeldMenuGo(way: Int) {
    var harness = Self.opening(frames: 10)
    harness.send(.touchDown(Self.sample(100, harness.now)))
    harness.send(.panBegan(Self.sample(100, harness.now)))
    harness.now += 0.05
    switch way {
    case 0: harness.send(.panEnded(Self.sample(101, harness.now), targetOverride: nil))
    case 1: harness.send(.panCancelled(Self.sample(101, harness.now)))
    case 2: harness.send(.touchUp(Self.sample(.nan, harness.now)))
    case 3: harness.send(.didEnterBackground)
    case 4: harness.send(.close(animated: true, completion: nil))
    default:
      // The lift was lost: the next touch-down lets the menu go, then catches it again.
      let effects = harness.send(.touchDown(Self.sample(100, harness.now)))
      #expect(effects.first == .diagnostic(.eventOutOfOrder(.touchDown)))
      #expect(harness.machine.isHeld)
      harness.send(.touchUp(Self.sample(100, harness.now)))
    }
    #expect(!harness.machine.isHeld)
    harness.send(.panCancelled(Self.sample(100, harness.now)))
    harness.settle()
    #expect(!harness.machine.phase.isTransitioning, "\(harness.machine.phase)")
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  /// A renderer that reports the touch but never a pan (a tap): going to the background still
  /// lets the held menu go, and finishes it at once.
  @Test func goingToTheBackgroundLetsAHeldMenuGoAtOnce() {
    var harness = Self.opening(frames: 10)
    harness.send(.touchDown(Self.sample(100, harness.now)))
    harness.send(.didEnterBackground)
    #expect(!harness.machine.isHeld)
    #expect(!harness.machine.phase.isTransitioning, "\(harness.machine.phase)")
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  @Test func aNonFiniteTouchDownIsIgnored() {
    var harness = Self.opening(frames: 4)
    let effects = harness.send(.touchDown(Self.sample(.nan, harness.now)))
    #expect(effects == [.diagnostic(.nonFiniteInput(.touchDown))])
    #expect(!harness.machine.isHeld)
  }

  // MARK: - 2. No lost distance, whatever the sampling

  /// The same finger path, sampled at 60 Hz, at 120 Hz and in irregular bursts, puts the menu at
  /// the same progress wherever the finger is: the drag loses exactly the 10 pt slop.
  @Test func progressDependsOnlyOnTheFingersPath() {
    func progress(at times: [Double]) -> Double {
      var harness = MachineHarness()
      harness.send(.panBegan(Self.sample(5, 0)), at: 0)
      for t in times { harness.send(.panChanged(Self.sample(5 + 600 * t, t)), at: t) }
      return harness.machine.progress
    }
    let width = MachineHarness().machine.menuWidth(for: .leading)
    let end = 0.25  // the finger at x = 155, 150 pt from the touch-down
    let sixty = stride(from: 1.0 / 60, to: end, by: 1.0 / 60).map { $0 } + [end]
    let oneTwenty = stride(from: 1.0 / 120, to: end, by: 1.0 / 120).map { $0 } + [end]
    let bursts = [0.001, 0.03, 0.031, 0.09, 0.2, end]
    for times in [sixty, oneTwenty, bursts] {
      expectClose(progress(at: times), 140 / width, tolerance: 1e-12, "\(times.count) samples")
    }
  }

  @Test func theSlopIsJudgedOnTheHorizontalMovementJustBelowAndAbove() {
    var below = MachineHarness()
    below.send(.panBegan(Self.sample(5, 0)), at: 0)
    below.send(.panChanged(Self.sample(5 + 9.999, 0.05)), at: 0.05)
    #expect(below.machine.phase == .closed)
    var at = MachineHarness()
    at.send(.panBegan(Self.sample(5, 0)), at: 0)
    at.send(.panChanged(Self.sample(15, 0.05)), at: 0.05)
    #expect(at.machine.phase == .opening(.leading, .interactive))
    #expect(at.machine.progress == 0)
    var above = MachineHarness()
    above.send(.panBegan(Self.sample(5, 0)), at: 0)
    above.send(.panChanged(Self.sample(15.5, 0.05)), at: 0.05)
    expectClose(
      above.machine.progress, 0.5 / above.machine.menuWidth(for: .leading), tolerance: 1e-12)
  }

  /// A diagonal movement whose length passes the slop but whose horizontal part does not is
  /// not claimed yet: claiming it would lose more than the slop allows, or jump back.
  @Test func onlyTheHorizontalPartCountsTowardTheSlop() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    harness.send(.panBegan(Self.sample(5, 0, y: 400)), at: 0)
    harness.send(.panChanged(Self.sample(14, 0.05, y: 405)), at: 0.05)  // 10.3 pt, 9 across
    #expect(harness.machine.phase == .closed)
    harness.send(.panChanged(Self.sample(16, 0.06, y: 405)), at: 0.06)
    #expect(harness.machine.phase == .opening(.leading, .interactive))
    expectClose(harness.machine.progress, 1 / width, tolerance: 1e-12)
  }

  @Test func theDirectionLockRefusesExactlyFortyFiveDegrees() {
    var diagonal = MachineHarness()
    diagonal.send(.panBegan(Self.sample(5, 0, y: 400)), at: 0)
    diagonal.send(.panChanged(Self.sample(17, 0.05, y: 412)), at: 0.05)
    #expect(diagonal.machine.phase == .closed)
    // Judged vertical, the touch stays the scroll view's even if it turns horizontal.
    diagonal.send(.panChanged(Self.sample(80, 0.1, y: 412)), at: 0.1)
    #expect(diagonal.machine.phase == .closed)
    var justFlatter = MachineHarness()
    justFlatter.send(.panBegan(Self.sample(5, 0, y: 400)), at: 0)
    justFlatter.send(.panChanged(Self.sample(17, 0.05, y: 411.999)), at: 0.05)
    #expect(justFlatter.machine.phase == .opening(.leading, .interactive))
  }

  @Test func theEdgeZoneIncludesTheSafeAreaInset() {
    let landscape = SideMenuContainer(
      size: SideMenuSize(width: 844, height: 390), safeAreaInsets: SideMenuInsets(left: 47))
    for (x, begins) in [(60.0, true), (67.0, true), (67.5, false)] {
      var harness = MachineHarness(container: landscape)
      harness.send(.panBegan(Self.sample(x, 0, y: 200)), at: 0)
      harness.send(.panChanged(Self.sample(x + 30, 0.05, y: 200)), at: 0.05)
      #expect((harness.machine.phase != .closed) == begins, "x = \(x)")
    }
  }

  // MARK: - 3. One bad timestamp never freezes the menu

  /// A release whose time is an outlier (10 s ahead, or 1e300) rests no later than the same
  /// release with a good time, plus the documented bound.
  @Test(arguments: [0.05, 10, 1e300])
  func anOutlyingReleaseTimeCostsAtMostTheTolerance(outlier: Double) {
    func restTime(outlying: Bool) -> (time: Double, diagnostics: [SideMenuDiagnostic]) {
      var harness = MachineHarness()
      harness.send(.panBegan(Self.sample(5, 0)), at: 0)
      harness.send(.panChanged(Self.sample(100, 0.1)), at: 0.1)
      harness.send(.panChanged(Self.sample(200, 0.2)), at: 0.2)
      let releaseTime = outlying ? (outlier > 1 ? outlier : 0.2 + outlier) : 0.2
      harness.send(.panEnded(Self.sample(200, 0.2), targetOverride: nil), at: releaseTime)
      harness.now = 0.2
      var frames = 0
      while harness.displayLinkActive, frames < 10_000 {
        frames += 1
        harness.now += 1.0 / 120
        harness.send(.tick)
      }
      #expect(harness.machine.phase == .open(.leading))
      #expect(harness.violations.isEmpty, "\(harness.violations)")
      return (harness.now, harness.effects.compactMap(\.diagnostic))
    }
    let good = restTime(outlying: false)
    let bad = restTime(outlying: true)
    #expect(bad.time <= good.time + SideMenuStateMachine.clockJumpTolerance + 1.0 / 120 + 1e-9)
    // Reported once the clock comes back: the first tick after the outlying release.
    let first = bad.diagnostics.first
    if outlier > SideMenuStateMachine.maximumTimeStep {
      #expect(first == .clockJumped(previous: outlier, given: 0.2 + 1.0 / 120))
      #expect(bad.diagnostics.count == 1)
    } else {
      #expect(first == .timeWentBackwards(previous: 0.2 + outlier, given: 0.2 + 1.0 / 120))
    }
  }

  @Test func aClockThatJumpsBackFarIsRebasedNotClamped() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: true, completion: nil), at: 100)
    harness.send(.tick, at: 100.05)
    let before = harness.machine.progress
    let effects = harness.send(.tick, at: 3)
    #expect(effects.first == .diagnostic(.clockJumped(previous: 100.05, given: 3)))
    #expect(harness.machine.progress == before)
    // From then on, time counts from the new clock: the next frame moves on.
    harness.send(.tick, at: 3 + 1.0 / 120)
    #expect(harness.machine.progress > before)
    #expect(harness.machine.frameState(at: 3 + 2.0 / 120).progress > harness.machine.progress)
  }

  @Test func idlingBetweenEventsIsRebasedWithoutAReport() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil), at: 1)
    // A minute later, nothing animating: a normal gap, not an outlier.
    let closing = harness.send(.close(animated: true, completion: nil), at: 61)
    #expect(closing.compactMap(\.diagnostic).isEmpty)
    harness.settle()
    #expect(harness.machine.phase == .closed)
    // While animating, the same step is reported.
    harness.send(.open(.leading, animated: true, completion: nil))
    let jumped = harness.send(.tick, at: harness.now + 60)
    #expect(
      jumped.first == .diagnostic(.clockJumped(previous: harness.now - 60, given: harness.now)))
  }

  // MARK: - 4. The stretch stays on screen

  @Test func dragging360PointsPastOpenStaysInsideTheContainer() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    harness.drag(from: 5, to: 15 + width + 360, duration: 0.6, settle: false, hold: 0.1)
    let widest = harness.frames.map(\.menuFrameOnScreen.maxX).max() ?? 0
    #expect(widest < 390, "the menu reached \(widest) pt in a 390 pt container")
    // Nearly all of the margin is used at 360 pt: the band approaches the far edge.
    #expect(widest > 390 - 64 * 0.25)
    harness.settle()
    #expect(harness.machine.phase == .open(.leading))
  }

  @Test func everyPresetStaysOnScreenAtProgressOnePointTwo() {
    for preset in SideMenuStyle.presets {
      for side in SideMenuPhysicalEdge.allCases {
        let state = preset.style.frameState(
          in: .phone, side: side, menuWidth: 326, progress: 1.2)
        let menu = state.menuFrameOnScreen
        #expect(menu.minX >= 0 && menu.maxX <= 390, "\(preset.name) \(side): \(menu)")
      }
    }
  }

  @Test func aBouncySpringStopsAtTheFarEdge() {
    var configuration = SideMenuConfiguration()
    configuration.openTiming = .spring(SideMenuSpring(response: 0.4, dampingFraction: 0.1))
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: true, completion: nil))
    harness.settle()
    let peak = harness.frames.map(\.progress).max() ?? 0
    #expect(peak > 1.3)  // overshoots by more than the 64 pt margin…
    let widest = harness.frames.map(\.menuFrameOnScreen.maxX).max() ?? 0
    #expect(widest <= 390)  // …and stops at the edge
  }

  // MARK: - 5. A pause is a pause

  @Test func aFingerHeldStillWithJitterHasNoVelocity() {
    var tracker = SideMenuVelocityTracker()
    for i in 0..<10 { tracker.add(position: Double(i) * 8, time: Double(i) / 120) }
    // 58 ms at rest with ±0.2 pt of jitter, sampled at 120 Hz.
    var t = 9.0 / 120
    for i in 0..<7 {
      t += 1.0 / 120
      tracker.add(position: 72 + (i % 2 == 0 ? 0.2 : -0.2), time: t)
    }
    #expect(tracker.velocity == 0)
    #expect(tracker.velocity(addingPosition: 72.2, time: t + 1.0 / 120) == 0)
  }

  @Test func aSlowButMovingFingerStillHasItsVelocity() {
    var tracker = SideMenuVelocityTracker()
    // 30 pt/s: 1.25 pt over 40 ms, more than the 1 pt of stillness.
    for i in 0..<12 { tracker.add(position: Double(i) * 0.25, time: Double(i) / 120) }
    expectClose(tracker.velocity, 30, tolerance: 1e-6)
  }

  @Test func aReleaseAfterAJitteryPauseAtSixtyPercentOpens() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    let x = 15 + 0.6 * width
    harness.send(.panBegan(Self.sample(5, 0)), at: 0)
    for i in 1...24 {
      let t = Double(i) / 120
      harness.send(.panChanged(Self.sample(5 + (x - 5) * Double(i) / 24, t)), at: t)
    }
    // Back by 0.2 pt and forth: the finger rests, trembling, for 58 ms.
    var t = 24.0 / 120
    for i in 0..<7 {
      t += 1.0 / 120
      harness.send(.panChanged(Self.sample(x - (i % 2 == 0 ? 0.2 : 0), t)), at: t)
    }
    harness.send(.panEnded(Self.sample(x - 0.2, t + 0.002), targetOverride: nil), at: t + 0.002)
    #expect(harness.machine.phase == .opening(.leading, .animated(toward: .open)))
  }

  @Test func twoDistinctTimestampsFallBackToALineWithItsSign() {
    for direction in [1.0, -1.0] {
      var tracker = SideMenuVelocityTracker()
      tracker.add(position: 0, time: 0)
      tracker.add(position: 5 * direction, time: 0.01)
      tracker.add(position: 5 * direction, time: 0.01)
      expectClose(tracker.velocity, 500 * direction, tolerance: 1e-9)
    }
  }

  // MARK: - Also: frames, queries and contracts

  @Test func framesCarryTheMenusVelocity() {
    var harness = MachineHarness()
    let width = harness.machine.menuWidth(for: .leading)
    // A drag at a steady 600 pt/s: the fit is exact, so the menu moves at 600 / width.
    harness.send(.panBegan(Self.sample(5, 0)), at: 0)
    for i in 1...12 {
      let t = Double(i) / 120
      harness.send(.panChanged(Self.sample(5 + 600 * t, t)), at: t)
    }
    expectClose(harness.frames.last?.velocity ?? .nan, 600 / width, tolerance: 1e-9)
    harness.send(.panEnded(Self.sample(125, 0.2), targetOverride: nil), at: 0.2)
    #expect(harness.machine.wantsDisplayTicks)
    // While animating, the velocity is the motion's: compare with the frames' own difference.
    harness.send(.tick, at: 0.25)
    let v = harness.frames.last?.velocity ?? .nan
    let dt = 1e-6
    let ahead = harness.machine.frameState(at: 0.25 + dt).progress
    expectClose(v, (ahead - harness.machine.progress) / dt, tolerance: 1e-3 * abs(v) + 1e-6)
    #expect(harness.machine.frameState(at: 0.25).velocity == v)
    harness.settle()
    #expect(!harness.machine.wantsDisplayTicks)
    #expect(harness.machine.frameState.velocity == 0)
  }

  @Test func theFrameValidityCheckLooksAtEveryNumber() {
    let valid = SideMenuStyle.standard.frameState(
      in: .phone, side: .left, menuWidth: 326, progress: 0.5)
    #expect(valid.isFinite)
    let fields: [WritableKeyPath<SideMenuFrameState, Double>] = [
      \.progress, \.velocity, \.menuFrame.origin.x, \.menuFrame.origin.y, \.menuFrame.size.width,
      \.menuFrame.size.height, \.menuTransform.translationX, \.menuTransform.translationY,
      \.menuTransform.scale, \.menuAlpha, \.menuShadowOpacity, \.menuShadowRadius,
      \.menuSafeAreaInsets.top, \.menuSafeAreaInsets.left, \.menuSafeAreaInsets.bottom,
      \.menuSafeAreaInsets.right, \.contentTransform.translationX,
      \.contentTransform.translationY, \.contentTransform.scale, \.contentAlpha,
      \.contentCornerRadius, \.contentShadowOpacity, \.contentShadowRadius, \.scrimAlpha,
    ]
    for field in fields {
      for bad in [Double.nan, .infinity] {
        var state = valid
        state[keyPath: field] = bad
        #expect(!state.isFinite, "\(field) = \(bad)")
      }
    }
  }

  @Test func contentAlphaIsInterpolated() {
    var style = SideMenuStyle.standard
    style.contentAlphaWhenOpen = 0.4
    for (progress, alpha) in [(0.0, 1.0), (0.25, 0.85), (1, 0.4)] {
      let state = style.frameState(in: .phone, side: .left, menuWidth: 326, progress: progress)
      expectClose(state.contentAlpha, alpha, tolerance: 1e-12, "p = \(progress)")
    }
  }

  @Test func validationClampsTheDecelerationRateBelowOne() {
    var gestures = SideMenuGestureConfiguration()
    gestures.projectionDecelerationRate = 1
    let (valid, diagnostics) = gestures.validated()
    #expect(valid.projectionDecelerationRate < 1)
    #expect(diagnostics == [.settingReplaced(.projectionDecelerationRate, given: 1)])
    var configuration = SideMenuConfiguration()
    configuration.gestures = gestures
    let whole = configuration.validated()
    #expect(whole.configuration.gestures.projectionDecelerationRate < 1)
    #expect(whole.diagnostics.contains(.settingReplaced(.projectionDecelerationRate, given: 1)))
  }

  /// `didClose` means the menu has left the screen: it follows a cancelled opening that showed
  /// the menu, but not one that never showed it.
  @Test func aCancelledOpeningThatShowedTheMenuEndsWithDidClose() {
    var harness = Self.opening(frames: 5)
    harness.send(.scrimTapped)
    harness.settle()
    let lifecycle = harness.notifications.filter {
      if case .progress = $0 { return false }
      return true
    }
    #expect(lifecycle == [.willOpen(.leading), .openingCancelled(.leading), .didClose(.leading)])
    var refused = MachineHarness()
    refused.send(.open(.leading, animated: true, completion: nil))
    refused.send(.transitionRefused)
    #expect(refused.notifications.last == .openingCancelled(.leading))
    #expect(!refused.notifications.contains(.didClose(.leading)))
  }

  @Test func turningContentInteractionOnWhileOpenIsAppliedAndUndoneAtClose() {
    var harness = MachineHarness()
    harness.send(.open(.leading, animated: false, completion: nil))
    #expect(harness.effects.contains(.accessibility(.focusMenu(.leading))))
    var interactive = SideMenuConfiguration()
    interactive.isContentInteractiveWhileOpen = true
    let changed = harness.send(.configurationChanged(interactive))
    #expect(changed.contains(.setContentInteractionEnabled(true)))
    // The menu was modal: closing hands focus back although the setting no longer is modal.
    let closed = harness.send(.close(animated: false, completion: nil))
    #expect(closed.contains(.accessibility(.focusContent)))
    // The next opening is the new setting's: content stays live, the menu is announced.
    let reopened = harness.send(.open(.leading, animated: false, completion: nil))
    #expect(!reopened.contains(.setContentInteractionEnabled(false)))
    #expect(reopened.contains(.accessibility(.announce(.menuOpened(.leading)))))
    let closedAgain = harness.send(.close(animated: false, completion: nil))
    #expect(closedAgain.contains(.accessibility(.announce(.menuClosed(.leading)))))
    #expect(!closedAgain.contains(.setContentInteractionEnabled(true)))
  }

  @Test func turningContentInteractionOffWhileOpenBlocksItAndTakesFocus() {
    var configuration = SideMenuConfiguration()
    configuration.isContentInteractiveWhileOpen = true
    var harness = MachineHarness(configuration: configuration)
    harness.send(.open(.leading, animated: false, completion: nil))
    let changed = harness.send(.configurationChanged(.standard))
    #expect(changed.contains(.setContentInteractionEnabled(false)))
    #expect(changed.contains(.accessibility(.focusMenu(.leading))))
    let closed = harness.send(.close(animated: false, completion: nil))
    #expect(closed.contains(.setContentInteractionEnabled(true)))
    #expect(closed.contains(.accessibility(.focusContent)))
  }
}

extension SideMenuEffect {
  var diagnostic: SideMenuDiagnostic? {
    if case .diagnostic(let diagnostic) = self { return diagnostic }
    return nil
  }
}
