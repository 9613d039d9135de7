import Testing

@testable import SideMenuCore

private func randomTiming(_ rng: inout SplitMix64) -> SideMenuTiming {
  switch rng.next() % 3 {
  case 0:
    return .spring(
      SideMenuSpring(
        response: Double.random(in: 0.05...1, using: &rng),
        dampingFraction: Double.random(in: 0.1...2, using: &rng)))
  case 1:
    let named: [SideMenuTimingCurve] = [
      .linear, .easeIn, .easeOut, .easeInOut, .quartOut, .quartIn,
    ]
    return .curve(
      named[Int(rng.next() % 6)], duration: Double.random(in: 0.05...0.6, using: &rng))
  default:
    let curve = SideMenuTimingCurve(
      Double.random(in: 0...1, using: &rng), Double.random(in: -0.5...1.5, using: &rng),
      Double.random(in: 0...1, using: &rng), Double.random(in: -0.5...1.5, using: &rng))
    return .curve(curve, duration: Double.random(in: 0.05...0.6, using: &rng))
  }
}

@Suite("SideMenuAnimator")
struct SideMenuAnimatorTests {
  @Test func restsWhereItIsCreated() {
    let animator = SideMenuAnimator(progress: 0.25)
    #expect(animator.target == 0.25)
    #expect(animator.sample(at: 12) == SideMenuMotionSample(progress: 0.25, velocity: 0))
    #expect(animator.isIdle)
    #expect(animator.finishTime == -.infinity)
    #expect(animator.isFinished(at: -1e300))
    #expect(SideMenuAnimator().target == 0)
    #expect(SideMenuAnimator(progress: .nan).target == 0)
    #expect(SideMenuAnimator(progress: -.infinity).sample(at: 0).progress == 0)
  }

  @Test func aSpringFollowsItsClosedForm() {
    let spring = SideMenuSpring(response: 0.4, dampingFraction: 0.7)
    var animator = SideMenuAnimator(progress: 0)
    let diagnostics = animator.animate(to: 1, timing: .spring(spring), at: 10)
    #expect(diagnostics.isEmpty)
    #expect(!animator.isIdle)
    #expect(animator.target == 1)
    for t in stride(from: 0.0, through: 1, by: 0.01) {
      let sample = animator.sample(at: 10 + t)
      guard !animator.isFinished(at: 10 + t) else { continue }
      let (x, v) = spring.state(at: (10 + t) - 10, initialDisplacement: -1, initialVelocity: 0)
      expectClose(sample.progress, 1 + x, tolerance: 1e-15)
      expectClose(sample.velocity, v, tolerance: 1e-15)
    }
    let settling = spring.settlingDuration(
      initialDisplacement: -1, initialVelocity: 0, tolerance: SideMenuAnimator.positionTolerance)
    expectClose(animator.finishTime, 10 + settling, tolerance: 1e-12)
  }

  @Test func aCurveFromRestFollowsTheCurveAsDesigned() {
    var animator = SideMenuAnimator(progress: 0.2)
    animator.animate(to: 1, timing: .curve(.quartOut, duration: 0.4), at: 3)
    #expect(animator.finishTime == 3.4)
    // quart-out starts at slope 4: 4 × 0.8 / 0.4 progress per second, stepping up from rest as
    // in UIKit.
    expectClose(animator.sample(at: 3).velocity, 8, tolerance: 1e-12)
    #expect(animator.sample(at: 3).progress == 0.2)
    for step in 1..<40 {
      let t = 3 + 0.4 * Double(step) / 40
      let expected = 0.2 + 0.8 * SideMenuTimingCurve.quartOut.value(at: (t - 3) / 0.4)
      expectClose(animator.sample(at: t).progress, expected, tolerance: 1e-15)
    }
  }

  @Test func completionRestsExactlyAtTheTarget() {
    var rng = SplitMix64(seed: 0xA0_0001)
    for _ in 0..<2000 {
      var animator = SideMenuAnimator(progress: Double.random(in: -0.2...1.2, using: &rng))
      let start = Double.random(in: 0...1000, using: &rng)
      let target = Double.random(in: -0.2...1.2, using: &rng)
      let velocity: Double? =
        rng.next() % 2 == 0 ? Double.random(in: -10...10, using: &rng) : nil
      let timing = randomTiming(&rng)
      animator.animate(to: target, timing: timing, at: start, initialVelocity: velocity)
      let finish = animator.finishTime
      #expect(finish.isFinite && finish >= start)
      let resting = SideMenuMotionSample(progress: target, velocity: 0)
      #expect(animator.sample(at: finish) == resting)
      #expect(animator.sample(at: finish + 100) == resting)
      #expect(animator.sample(at: .infinity) == resting)
      #expect(animator.isFinished(at: finish))
      #expect(!animator.isIdle)
      if finish > start {
        #expect(!animator.isFinished(at: finish.nextDown))
      }
      // A spring's final snap is within the documented tolerance.
      if case .spring(let spring) = timing, finish.nextDown > start {
        let last = animator.sample(at: finish.nextDown)
        let omega = 2 * Double.pi / spring.response
        #expect(Swift.abs(last.progress - target) <= SideMenuAnimator.positionTolerance * 1.000_001)
        #expect(Swift.abs(last.velocity) <= omega * SideMenuAnimator.positionTolerance * 1.000_001)
      }
    }
  }

  /// Thousands of retargets at random times, springs and curves mixed. At the retarget instant
  /// the new motion starts from exactly the old sample (so the position jump is 0 ≤ 1e-12 and
  /// the velocity jump 0 ≤ 1e-9); just after it, both closed forms agree to 1e-12 in position
  /// and to 1e-6·max(1, |v|) in velocity (the difference there is acceleration × a few ulps of
  /// the time). The one documented exception: a curve started from rest begins at its own
  /// slope, as designed, so only its position is continuous.
  @Test func retargetingKeepsPositionAndVelocityContinuous() {
    var rng = SplitMix64(seed: 0xA0_0002)
    var retargets = 0
    var worstPosition = 0.0
    var worstVelocity = 0.0
    for _ in 0..<100 {
      var animator = SideMenuAnimator(progress: Double.random(in: 0...1, using: &rng))
      var time = Double.random(in: 0...4, using: &rng)
      for _ in 0..<40 {
        time += rng.next() % 8 == 0 ? 0 : Double.random(in: 0...0.4, using: &rng)
        let old = animator
        let before = animator.sample(at: time)
        let target =
          rng.next() % 10 == 0 ? before.progress : Double.random(in: -0.5...1.5, using: &rng)
        let timing = randomTiming(&rng)
        let diagnostics = animator.animate(to: target, timing: timing, at: time)
        #expect(diagnostics.isEmpty)
        retargets += 1
        let after = animator.sample(at: time)
        #expect(after.progress == before.progress)
        let fromRestOnACurve: Bool
        if case .curve(let curve, let duration) = timing, before.velocity == 0 {
          fromRestOnACurve = true
          let distance = target - before.progress
          let expected = distance == 0 ? 0 : distance * curve.slope(at: 0) / duration
          #expect(after.velocity == Swift.min(Swift.max(expected, -1e6), 1e6))
        } else {
          fromRestOnACurve = false
          #expect(after.velocity == before.velocity)
        }
        // Just after the retarget, old and new closed forms side by side.
        let later = time + 2 * time.ulp
        let oldUnchanged = old.finishTime > later || old.isFinished(at: time)
        if oldUnchanged && animator.finishTime > later {
          let a = old.sample(at: later)
          let b = animator.sample(at: later)
          let positionJump = Swift.abs(a.progress - b.progress)
          worstPosition = Swift.max(worstPosition, positionJump)
          #expect(positionJump <= 1e-12)
          if !fromRestOnACurve {
            let velocityJump =
              Swift.abs(a.velocity - b.velocity) / Swift.max(1, Swift.abs(a.velocity))
            worstVelocity = Swift.max(worstVelocity, velocityJump)
            #expect(velocityJump <= 1e-6, "\(timing) v \(a.velocity) → \(b.velocity)")
          }
        }
      }
    }
    #expect(retargets == 4000)
    // Observed: about 4e-13 and 4e-8 (acceleration × 2 ulps of the time).
    #expect(worstPosition <= 1e-12 && worstVelocity <= 1e-6)
  }

  @Test func aHandedOverVelocityIsHonouredExactly() {
    var rng = SplitMix64(seed: 0xA0_0003)
    for _ in 0..<2000 {
      var animator = SideMenuAnimator(progress: Double.random(in: 0...1, using: &rng))
      let start = Double.random(in: 0...10, using: &rng)
      if rng.next() % 2 == 0 {
        animator.animate(to: 1, timing: randomTiming(&rng), at: start - 0.1)
      }
      let before = animator.sample(at: start)
      let velocity = Double.random(in: -30...30, using: &rng)
      let target = Double.random(in: -0.5...1.5, using: &rng)
      let timing = randomTiming(&rng)
      animator.animate(to: target, timing: timing, at: start, initialVelocity: velocity)
      let sample = animator.sample(at: start)
      #expect(sample.velocity == velocity)
      #expect(sample.progress == before.progress)
      // The motion's closed form starts with it too (a bent curve, or a spring).
      let later = start + 2 * start.ulp
      if animator.finishTime > later {
        let next = animator.sample(at: later)
        expectClose(
          next.velocity, velocity, tolerance: 1e-6 * Swift.max(1, Swift.abs(velocity)),
          "\(timing)")
        expectClose(next.progress, before.progress, tolerance: 1e-12)
      }
    }
  }

  @Test func aBentCurveStartsAtTheHandedOverVelocity() {
    var animator = SideMenuAnimator(progress: 0.3)
    // easeOut starts at (0, 0): x₁ becomes 0.05 and y₁ = 0.05 × v·d / Δ.
    animator.animate(to: 1, timing: .curve(.easeOut, duration: 0.3), at: 0, initialVelocity: 2)
    // Over 1 ns the acceleration (about 10³ progress/s²) changes the speed by about 1e-6.
    let h = 1e-9
    let slope = (animator.sample(at: h).progress - animator.sample(at: 0).progress) / h
    expectClose(slope, 2, tolerance: 1e-5)
    expectClose(animator.sample(at: h).velocity, 2, tolerance: 1e-5)
    #expect(animator.finishTime == 0.3)
    // Against the motion: it first keeps going the other way, then turns back.
    var reversed = SideMenuAnimator(progress: 0.5)
    reversed.animate(to: 1, timing: .curve(.easeInOut, duration: 0.4), at: 0, initialVelocity: -3)
    #expect(reversed.sample(at: 0.01).progress < 0.5)
    #expect(reversed.sample(at: 0.4) == SideMenuMotionSample(progress: 1, velocity: 0))
  }

  @Test func aMovingAnimatorSentToWhereItIsUsesACriticallyDampedSpring() {
    var animator = SideMenuAnimator(progress: 0.5)
    animator.animate(to: 0.5, timing: .curve(.easeInOut, duration: 0.3), at: 0, initialVelocity: 4)
    #expect(animator.sample(at: 0).velocity == 4)
    // It overshoots the target in the velocity's direction, comes back, never crosses again
    // (critical damping), and finishes at the target.
    let spring = SideMenuSpring(response: 0.3, dampingFraction: 1)
    let peak = animator.sample(at: 1 / (2 * Double.pi / 0.3))
    let expected = spring.state(
      at: 1 / (2 * Double.pi / 0.3), initialDisplacement: 0, initialVelocity: 4)
    expectClose(peak.progress, 0.5 + expected.displacement, tolerance: 1e-15)
    #expect(peak.progress > 0.5)
    #expect(animator.finishTime.isFinite && animator.finishTime > 0)
    #expect(
      animator.sample(at: animator.finishTime) == SideMenuMotionSample(progress: 0.5, velocity: 0))
  }

  @Test func aZeroDurationJumps() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(to: 1, timing: .curve(.linear, duration: 0), at: 5, initialVelocity: 3)
    #expect(animator.isIdle)
    #expect(animator.finishTime == 5)
    #expect(animator.sample(at: 5) == SideMenuMotionSample(progress: 1, velocity: 0))
  }

  @Test func aStartAlreadySettledFinishesRightAfterItsStart() {
    var animator = SideMenuAnimator(progress: 0.99995)
    animator.animate(to: 1, timing: .spring(SideMenuSpring()), at: 2)
    #expect(animator.sample(at: 2).progress == 0.99995)
    #expect(animator.finishTime == (2.0).nextUp)
    #expect(animator.sample(at: (2.0).nextUp) == SideMenuMotionSample(progress: 1, velocity: 0))
  }

  // MARK: Reduce Motion

  @Test func crossFadeIsLinearOverAProportionalDurationWithoutMomentum() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(
      to: 1, timing: .spring(SideMenuSpring()), at: 1, initialVelocity: 7, reduceMotion: .standard)
    #expect(animator.finishTime == 1.2)
    #expect(animator.sample(at: 1) == SideMenuMotionSample(progress: 0, velocity: 5))
    expectClose(animator.sample(at: 1.1).progress, 0.5, tolerance: 1e-15)
    expectClose(animator.sample(at: 1.05).velocity, 5, tolerance: 1e-12)
    // Half the distance takes half the time.
    var half = SideMenuAnimator(progress: 1)
    half.animate(
      to: 0.5, timing: .curve(.easeIn, duration: 1), at: 0,
      reduceMotion: .crossFade(duration: 0.2))
    expectClose(half.finishTime, 0.1, tolerance: 1e-15)
    expectClose(half.sample(at: 0.05).progress, 0.75, tolerance: 1e-15)
    #expect(half.sample(at: 0.1) == SideMenuMotionSample(progress: 0.5, velocity: 0))
  }

  @Test func crossFadeRetargetKeepsThePosition() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(to: 1, timing: .spring(SideMenuSpring()), at: 0)
    let before = animator.sample(at: 0.2)
    animator.animate(to: 0, timing: .spring(SideMenuSpring()), at: 0.2, reduceMotion: .standard)
    #expect(animator.sample(at: 0.2).progress == before.progress)
    expectClose(animator.finishTime, 0.2 + 0.2 * before.progress, tolerance: 1e-15)
  }

  @Test func reduceMotionJumpRestsAtOnce() {
    var animator = SideMenuAnimator(progress: 0)
    let diagnostics = animator.animate(
      to: 1, timing: .curve(.easeInOut, duration: 0.3), at: 4, reduceMotion: .jump)
    #expect(diagnostics.isEmpty)
    #expect(animator.isIdle)
    #expect(animator.finishTime == 4)
    #expect(animator.sample(at: 4) == SideMenuMotionSample(progress: 1, velocity: 0))
    // A zero-length cross-fade is a jump too.
    animator.animate(
      to: 0, timing: .spring(SideMenuSpring()), at: 5, reduceMotion: .crossFade(duration: 0))
    #expect(animator.isIdle && animator.target == 0)
  }

  @Test func badCrossFadeDurationsAreReplacedAndReported() {
    var animator = SideMenuAnimator(progress: 0)
    let diagnostics = animator.animate(
      to: 1, timing: .spring(SideMenuSpring()), at: 0, reduceMotion: .crossFade(duration: 50))
    #expect(diagnostics == [.settingReplaced(.reduceMotionDuration, given: 50)])
    #expect(animator.finishTime == 2)
    var other = SideMenuAnimator(progress: 0)
    let nanDiagnostics = other.animate(
      to: 1, timing: .spring(SideMenuSpring()), at: 0, reduceMotion: .crossFade(duration: .nan))
    #expect(nanDiagnostics.count == 1)
    expectClose(other.finishTime, 0.2, tolerance: 1e-15)
  }

  // MARK: Hold and jump

  @Test func holdFreezesTheMotionAndReturnsItsSample() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(to: 1, timing: .spring(SideMenuSpring()), at: 0)
    let expected = animator.sample(at: 0.15)
    let held = animator.hold(at: 0.15)
    #expect(held == expected)
    #expect(held.velocity > 0)
    #expect(animator.isIdle)
    #expect(animator.target == held.progress)
    #expect(animator.finishTime == 0.15)
    #expect(animator.sample(at: 0.5) == SideMenuMotionSample(progress: held.progress, velocity: 0))
    // A finger hands the velocity back on release.
    animator.animate(
      to: 1, timing: .spring(SideMenuSpring()), at: 0.6, initialVelocity: held.velocity)
    #expect(animator.sample(at: 0.6) == held)
  }

  @Test func jumpRestsAnywhereAndIgnoresNonFiniteProgress() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(to: 1, timing: .curve(.linear, duration: 1), at: 0)
    animator.jump(to: 0.4)
    #expect(animator.isIdle && animator.target == 0.4 && animator.finishTime == -.infinity)
    #expect(animator.sample(at: 0.5) == SideMenuMotionSample(progress: 0.4, velocity: 0))
    let copy = animator
    animator.jump(to: .nan)
    animator.jump(to: .infinity)
    #expect(animator == copy)
  }

  // MARK: Bad input

  @Test func nonFiniteTimeOrTargetIsIgnoredWithADiagnostic() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(to: 1, timing: .curve(.linear, duration: 1), at: 0)
    let copy = animator
    #expect(
      animator.animate(to: 0, timing: .spring(SideMenuSpring()), at: .nan)
        == [.nonFiniteInput(.tick)])
    #expect(
      animator.animate(to: 0, timing: .spring(SideMenuSpring()), at: .infinity)
        == [.nonFiniteInput(.tick)])
    #expect(
      animator.animate(to: .nan, timing: .spring(SideMenuSpring()), at: 0.5)
        == [.nonFiniteInput(.tick)])
    #expect(
      animator.animate(to: -.infinity, timing: .spring(SideMenuSpring()), at: -.infinity)
        == [.nonFiniteInput(.tick), .nonFiniteInput(.tick)])
    #expect(animator == copy)
    // Still usable.
    #expect(animator.animate(to: 0, timing: .spring(SideMenuSpring()), at: 0.5).isEmpty)
    #expect(animator.sample(at: 0.5).progress == 0.5)
  }

  @Test func aNonFiniteVelocityIsReplacedByTheSampledOne() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(to: 1, timing: .curve(.linear, duration: 1), at: 0)
    let diagnostics = animator.animate(
      to: 0, timing: .spring(SideMenuSpring()), at: 0.5, initialVelocity: .nan)
    #expect(diagnostics == [.nonFiniteInput(.panEnded)])
    #expect(animator.sample(at: 0.5) == SideMenuMotionSample(progress: 0.5, velocity: 1))
    #expect(animator.finishTime.isFinite)
  }

  @Test func hugeVelocitiesAreLimited() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(
      to: 1, timing: .spring(SideMenuSpring()), at: 0, initialVelocity: 1e300)
    #expect(animator.sample(at: 0).velocity == SideMenuAnimator.maximumSpeed)
    #expect(animator.finishTime.isFinite)
    for t in stride(from: 0.0, through: 10, by: 0.01) {
      #expect(animator.sample(at: t).progress.isFinite)
    }
    // A vertical tangent at the start has infinite slope: reported as the limit.
    var vertical = SideMenuAnimator(progress: 0)
    vertical.animate(to: 1, timing: .curve(SideMenuTimingCurve(0, 0.5, 0.5, 1), duration: 1), at: 0)
    #expect(vertical.sample(at: 0).velocity == SideMenuAnimator.maximumSpeed)
    #expect(vertical.sample(at: 1e-9).velocity.isFinite)
  }

  @Test func badTimingsAreValidatedAndReported() {
    var animator = SideMenuAnimator(progress: 0)
    let springDiagnostics = animator.animate(
      to: 1, timing: .spring(SideMenuSpring(response: 0.4, dampingFraction: 0)), at: 0)
    #expect(springDiagnostics == [.settingReplaced(.springDampingFraction, given: 0)])
    #expect(animator.finishTime.isFinite)
    let curveDiagnostics = animator.animate(
      to: 0, timing: .curve(.linear, duration: -1), at: 1)
    #expect(curveDiagnostics == [.settingReplaced(.curveDuration, given: -1)])
    #expect(animator.isIdle && animator.sample(at: 1).progress == 0)
  }

  @Test func aDistanceThatOverflowsJumps() {
    var animator = SideMenuAnimator(progress: -1.7e308)
    animator.animate(to: 1.7e308, timing: .curve(.linear, duration: 1), at: 0)
    #expect(animator.isIdle)
    #expect(animator.sample(at: 0.5).progress == 1.7e308)
  }

  @Test func nanTimesNeverProduceNaN() {
    var animator = SideMenuAnimator(progress: 0)
    animator.animate(to: 1, timing: .spring(SideMenuSpring()), at: 0)
    #expect(animator.sample(at: .nan) == SideMenuMotionSample(progress: 1, velocity: 0))
    #expect(animator.isFinished(at: .nan))
    #expect(animator.sample(at: -.infinity) == SideMenuMotionSample(progress: 0, velocity: 0))
    let held = animator.hold(at: .nan)
    #expect(held == SideMenuMotionSample(progress: 1, velocity: 0))
    #expect(animator.finishTime == -.infinity)
    #expect(!animator.finishTime.isNaN)
  }

  @Test func goodInputGivesNoDiagnostics() {
    var rng = SplitMix64(seed: 0xA0_0004)
    var animator = SideMenuAnimator()
    for step in 0..<500 {
      let modes: [SideMenuReduceMotion] = [.off, .off, .standard, .jump]
      let diagnostics = animator.animate(
        to: Double.random(in: 0...1, using: &rng), timing: randomTiming(&rng),
        at: Double(step) * 0.05, reduceMotion: modes[step % 4])
      #expect(diagnostics.isEmpty)
      #expect(diagnostics.capacity == 0)
    }
  }
}

@Suite("SideMenuTiming validation")
struct SideMenuTimingValidationTests {
  @Test func curveDurationsAreClamped() {
    let cases: [(given: Double, expected: Double, reported: Bool)] = [
      (0.3, 0.3, false), (0, 0, false), (10, 10, false), (-1, 0, true), (11, 10, true),
      (.infinity, 0.3, true),
    ]
    for (given, expected, reported) in cases {
      let (timing, diagnostics) = SideMenuTiming.curve(.easeIn, duration: given).validated()
      #expect(timing == .curve(.easeIn, duration: expected))
      #expect(diagnostics == (reported ? [.settingReplaced(.curveDuration, given: given)] : []))
    }
    let (fromNaN, nanDiagnostics) = SideMenuTiming.curve(.easeIn, duration: .nan).validated()
    #expect(fromNaN == .curve(.easeIn, duration: 0.3))
    #expect(nanDiagnostics.count == 1)
  }

  @Test func curvesAndSpringsAreValidatedByTheirOwnRules() {
    let (curve, curveDiagnostics) = SideMenuTiming.curve(
      SideMenuTimingCurve(2, 0, 0.5, 1), duration: 0.2
    ).validated()
    #expect(curve == .curve(SideMenuTimingCurve(1, 0, 0.5, 1), duration: 0.2))
    #expect(curveDiagnostics == [.settingReplaced(.curveControlPoint, given: 2)])
    let spring = SideMenuSpring(response: 20, dampingFraction: 0.5)
    let (timing, diagnostics) = SideMenuTiming.spring(spring).validated()
    #expect(timing == .spring(spring.validated().spring))
    #expect(diagnostics == spring.validated().diagnostics)
  }

  @Test func reduceMotionDurationsAreClamped() {
    #expect(SideMenuReduceMotion.standard == .crossFade(duration: 0.2))
    #expect(SideMenuReduceMotion.off.validated().reduceMotion == .off)
    #expect(SideMenuReduceMotion.jump.validated().diagnostics.isEmpty)
    #expect(SideMenuReduceMotion.standard.validated().diagnostics.isEmpty)
    let (long, longDiagnostics) = SideMenuReduceMotion.crossFade(duration: 3).validated()
    #expect(long == .crossFade(duration: 2))
    #expect(longDiagnostics == [.settingReplaced(.reduceMotionDuration, given: 3)])
    #expect(
      SideMenuReduceMotion.crossFade(duration: -1).validated().reduceMotion
        == .crossFade(duration: 0))
    #expect(SideMenuReduceMotion.crossFade(duration: .nan).validated().reduceMotion == .standard)
  }
}
