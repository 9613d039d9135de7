import Foundation
import SideMenuCore
import Testing

@testable import sidemenu_playground

/// The session the page runs, driven natively with scripted pointer input: the same scenarios
/// the browser test performs with real input, here without a browser.
@Suite struct PlaygroundSessionTests {
  typealias O = PlaygroundOutput

  /// Runs frames every 1/60 s from `start` until the menu rests, returning the last output.
  private func settle(_ session: inout PlaygroundSession, from start: Double) -> [Double] {
    var time = start
    for _ in 0..<600 {
      time += 1.0 / 60
      session.frame(at: time)
      let phase = session.output[O.phase]
      if (phase == 0 || phase == 2) && session.output[O.isDisplayLinkActive] == 0 {
        return session.output
      }
    }
    return session.output
  }

  /// Drags from `start` to `end` in `steps` moves 1/60 s apart, holding still for `hold` seconds
  /// before lifting; returns the time of the lift.
  private func drag(
    _ session: inout PlaygroundSession, from start: Double, to end: Double, steps: Int,
    hold: Double, at time: Double
  ) -> Double {
    var now = time
    session.pointer(.down, id: 1, x: start, y: 300, at: now)
    for step in 1...steps {
      now += 1.0 / 60
      let x = start + (end - start) * Double(step) / Double(steps)
      session.pointer(.move, id: 1, x: x, y: 300, at: now)
      session.frame(at: now)
    }
    now += hold
    session.pointer(.up, id: 1, x: end, y: 300, at: now)
    return now
  }

  @Test func aLongDragOpensAndAShortOneDoesNot() {
    var session = PlaygroundSession(width: 360, height: 680)
    var time = drag(&session, from: 4, to: 300, steps: 30, hold: 0.1, at: 1)
    #expect(settle(&session, from: time)[O.phase] == 2)
    #expect(session.output[O.progress] == 1)

    session.input(.escape, at: time + 1)
    #expect(settle(&session, from: time + 1)[O.phase] == 0)

    time = drag(&session, from: 4, to: 60, steps: 10, hold: 0.1, at: time + 3)
    #expect(settle(&session, from: time)[O.phase] == 0)
  }

  @Test func aTapOnTheScrimClosesButATapOnTheMenuDoesNot() {
    var session = PlaygroundSession(width: 360, height: 680)
    session.input(.toggle, at: 1)
    #expect(settle(&session, from: 1)[O.phase] == 2)
    // The standard menu is 85 % of 360 = 306 points wide: x = 100 is on it.
    session.pointer(.down, id: 1, x: 100, y: 300, at: 3)
    session.pointer(.up, id: 1, x: 100, y: 300, at: 3.05)
    #expect(settle(&session, from: 3.05)[O.phase] == 2)
    session.pointer(.down, id: 1, x: 340, y: 300, at: 4)
    session.pointer(.up, id: 1, x: 341, y: 301, at: 4.05)
    #expect(settle(&session, from: 4.05)[O.phase] == 0)
  }

  @Test func aSecondPointerIsIgnoredWhileTheFirstIsDown() {
    var session = PlaygroundSession(width: 360, height: 680)
    session.pointer(.down, id: 1, x: 4, y: 300, at: 1)
    session.pointer(.down, id: 2, x: 200, y: 300, at: 1.01)
    session.pointer(.move, id: 2, x: 20, y: 300, at: 1.02)
    // The first move past the touch slop claims the drag; the menu follows the 116 pt the
    // finger has come, less exactly the 10 pt slop.
    session.pointer(.move, id: 1, x: 20, y: 300, at: 1.03)
    session.pointer(.move, id: 1, x: 120, y: 300, at: 1.04)
    session.frame(at: 1.04)
    #expect(session.output[O.phase] == 1)
    let width = session.machine.menuWidth(for: .leading)
    #expect(abs(session.output[O.progress] - 106 / width) < 1e-12)
  }

  @Test func aPointerDownOnTheMovingMenuStopsIt() {
    var session = PlaygroundSession(width: 360, height: 680)
    session.input(.toggle, at: 1)
    session.frame(at: 1)
    session.frame(at: 1.08)
    let caught = session.output[O.progress]
    #expect(caught > 0 && caught < 1)
    // On the menu as drawn: its visible part ends at its on-screen frame's right edge.
    let edge = session.machine.frameState.menuFrameOnScreen.maxX
    session.pointer(.down, id: 1, x: edge - 5, y: 300, at: 1.08)
    #expect(session.machine.isHeld)
    session.frame(at: 1.2)
    #expect(Int(session.output[O.marks]) & Int(PlaygroundMark.interruption) != 0)
    session.frame(at: 1.5)
    #expect(session.output[O.progress] == caught)
    #expect(session.output[O.isDisplayLinkActive] == 0)
    // A lift without a drag moves on by the release rule; on the menu it is not a scrim tap.
    session.pointer(.up, id: 1, x: edge - 5, y: 300, at: 1.6)
    #expect(!session.machine.isHeld)
    let expected = caught >= 0.5 ? 2.0 : 0.0
    #expect(settle(&session, from: 1.6)[O.phase] == expected)
  }

  @Test func readoutsAreTheEnginesResolvedAndValidatedValues() {
    var session = PlaygroundSession(width: 393, height: 852)
    typealias R = PlaygroundReadout
    // 0.85 × 393 = 334 pt asked; the 64 pt content margin allows 329.
    #expect(abs(session.readout(.requestedWidth) - 0.85 * 393) < 1e-9)
    #expect(session.readout(.resolvedWidth) == 329)
    #expect(session.readout(.widthLimit) == PlaygroundWidthLimit.contentMargin)
    session.set(.widthFraction, to: 0.6, at: 1)
    #expect(abs(session.readout(.resolvedWidth) - 0.6 * 393) < 1e-9)
    #expect(session.readout(.widthLimit) == PlaygroundWidthLimit.none)
    // On a tablet the 360 pt maximum binds instead.
    session.set(.containerWidth, to: 1024, at: 1)
    session.set(.widthFraction, to: 0.9, at: 1)
    #expect(session.readout(.resolvedWidth) == 360)
    #expect(session.readout(.widthLimit) == PlaygroundWidthLimit.maximum)
    // Out of range: what the engine runs after clamping, never the value given.
    session.set(.widthFraction, to: 7, at: 1)
    session.set(.openResponse, to: 50, at: 1)
    session.set(.openDamping, to: -1, at: 1)
    session.set(.closeResponse, to: 0, at: 1)
    session.set(.flingThreshold, to: 1e12, at: 1)
    #expect(session.readout(.widthFraction) == 1)
    #expect(abs(session.readout(.openResponse) - SideMenuSpring.maximumResponse) < 1e-9)
    #expect(abs(session.readout(.openDamping) - SideMenuSpring.minimumDampingFraction) < 1e-9)
    #expect(abs(session.readout(.closeResponse) - SideMenuSpring.minimumResponse) < 1e-12)
    #expect(session.readout(.flingThreshold) == 100_000)
    #expect(session.readout(.maximumWidth) == 360 && session.readout(.minimumWidth) == 0)
    // The menu button's side follows the edge and the layout direction.
    #expect(session.readout(.menuSide) == 0)
    session.set(.edge, to: 1, at: 1)
    #expect(session.readout(.edge) == 1 && session.readout(.menuSide) == 1)
    session.set(.layoutDirection, to: 1, at: 1)
    #expect(session.readout(.menuSide) == 0)
    #expect(session.readout(.screenWidth) == 1024)
    #expect(R.allCases.count == 27)
  }

  @Test func theHeadingSaysWhereTheMenuIsGoing() {
    var session = PlaygroundSession(width: 393, height: 852)
    session.frame(at: 1)
    #expect(session.output[O.heading] == PlaygroundHeading.resting)
    session.pointer(.down, id: 1, x: 4, y: 300, at: 1)
    session.pointer(.move, id: 1, x: 60, y: 300, at: 1.02)
    session.frame(at: 1.02)
    #expect(session.output[O.heading] == PlaygroundHeading.followingFinger)
    // Cancelled a sixth of the way open, the menu goes back closed; its phase still says
    // "opening", its heading says where it goes.
    session.pointer(.cancel, id: 1, x: 60, y: 300, at: 1.2)
    session.frame(at: 1.22)
    #expect(session.output[O.phase] == 1)
    #expect(session.output[O.heading] == PlaygroundHeading.towardClosed)
    #expect(settle(&session, from: 1.22)[O.heading] == PlaygroundHeading.resting)
    session.input(.toggle, at: 3)
    session.frame(at: 3.05)
    #expect(session.output[O.heading] == PlaygroundHeading.towardOpen)
    let edge = session.machine.frameState.menuFrameOnScreen.maxX
    session.pointer(.down, id: 2, x: edge - 5, y: 300, at: 3.06)
    session.frame(at: 3.07)
    #expect(session.output[O.heading] == PlaygroundHeading.held)
  }

  @Test func settingsReachTheEngine() {
    var session = PlaygroundSession(width: 360, height: 680)
    #expect(session.settings[Int(PlaygroundSetting.style.rawValue)] == 8)  // slideOver
    session.set(.layoutDirection, to: 1, at: 1)
    session.set(.style, to: 99, at: 1)  // clamped to the last preset
    #expect(session.settings[Int(PlaygroundSetting.style.rawValue)] == 10)
    session.input(.toggle, at: 1)
    let open = settle(&session, from: 1)
    #expect(open[O.side] == 1)
    #expect(open[O.layoutDirection] == 1)
    #expect(abs(open[O.contentScale] - 0.8) < 1e-12)  // scaleDown
  }

  @Test func theTrailingEdgeAndReduceMotionAreHonoured() {
    var session = PlaygroundSession(width: 360, height: 680)
    session.set(.edge, to: 1, at: 1)
    session.set(.reduceMotion, to: 1, at: 1)
    session.input(.toggle, at: 1)
    session.frame(at: 1.05)
    // Reduce Motion cross-fades: mid-way the menu is in place, partly transparent.
    #expect(session.output[O.phase] == 1)
    #expect(session.output[O.side] == 1)
    #expect(session.output[O.menuTranslationX] == 0)
    #expect(session.output[O.menuAlpha] > 0 && session.output[O.menuAlpha] < 1)
    #expect(settle(&session, from: 1.05)[O.phase] == 2)
  }

  @Test func replayingATraceMatchesDrivingTheSession() throws {
    let trace: [[Any]] = [
      ["init", 360, 680, 0.5], ["frame", 0.5], ["pointer", 0, 1, 4, 300, 1.0],
      ["pointer", 1, 1, 100, 300, 1.05], ["frame", 1.05], ["pointer", 1, 1, 250, 300, 1.1],
      ["frame", 1.1], ["pointer", 2, 1, 250, 300, 1.12], ["frame", 1.2], ["frame", 1.5],
    ]
    let json = try JSONSerialization.data(withJSONObject: ["trace": trace])
    let replayed = try JSONSerialization.jsonObject(with: TraceReplay.replay(json: json))
    let frames = try #require((replayed as? [String: Any])?["frames"] as? [[Double]])
    #expect(frames.count == 5)

    var session = PlaygroundSession(width: 360, height: 680)
    session.frame(at: 0.5)
    session.frame(at: 0.5)
    var expected = [session.output]
    session.pointer(.down, id: 1, x: 4, y: 300, at: 1.0)
    session.pointer(.move, id: 1, x: 100, y: 300, at: 1.05)
    session.frame(at: 1.05)
    expected.append(session.output)
    session.pointer(.move, id: 1, x: 250, y: 300, at: 1.1)
    session.frame(at: 1.1)
    expected.append(session.output)
    session.pointer(.up, id: 1, x: 250, y: 300, at: 1.12)
    session.frame(at: 1.2)
    expected.append(session.output)
    session.frame(at: 1.5)
    expected.append(session.output)
    // JSONSerialization (used here to read the result) may be an ulp off; the replay itself
    // reads and writes numbers exactly.
    #expect(frames.count == expected.count)
    for (replayedFrame, expectedFrame) in zip(frames, expected) {
      #expect(
        zip(replayedFrame, expectedFrame).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) })
    }
    #expect(frames[3][O.marks] == PlaygroundMark.release)
  }

  @Test func traceNumbersAreReadExactly() throws {
    let json = #"{"trace": [["frame", 0.1], ["pointer", 0, 1, 12.345678901234567, -3e-5, 1.2]]}"#
    let calls = try TraceReplay.calls(in: Data(json.utf8))
    #expect(calls.map(\.name) == ["frame", "pointer"])
    #expect(calls[0].arguments == [0.1])
    #expect(calls[1].arguments == [0, 1, 12.345678901234567, -3e-5, 1.2])
    #expect(throws: PlaygroundError.self) { try TraceReplay.calls(in: Data("[[1]]".utf8)) }
  }

  @Test func theWasmSummaryReadsImportsAndExports() throws {
    // A hand-assembled module: one type, one imported function env.exp, one exported "f".
    let bytes: [UInt8] = [
      0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00,
      0x01, 0x06, 0x01, 0x60, 0x01, 0x7C, 0x01, 0x7C,  // type: (f64) -> f64
      0x02, 0x0B, 0x01, 0x03, 0x65, 0x6E, 0x76, 0x03, 0x65, 0x78, 0x70, 0x00, 0x00,  // import
      0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00,  // export "f" = function 0
    ]
    let summary = try WasmModuleSummary(bytes: bytes)
    #expect(summary.imports == ["env.exp"])
    #expect(summary.exports == ["f"])
    #expect(throws: PlaygroundError.self) { try WasmModuleSummary(bytes: [1, 2, 3]) }
  }

  @Test func aWidthCrossingTheDockingThresholdDocksAndUndocksLive() {
    var session = PlaygroundSession(width: 820, height: 1_180)
    session.set(.docking, to: 1, at: 0)
    session.frame(at: 0)
    #expect(session.output[O.isDocked] == 0 && session.output[O.phase] == 0)
    #expect(session.readout(.docking) == 1 && session.readout(.isDocked) == 0)
    // Wider than 1,024 points: the menu docks, expanded, and the content narrows beside it.
    session.set(.containerWidth, to: 1_180, at: 0.1)
    var output = settle(&session, from: 0.1)
    let width = session.readout(.resolvedWidth)
    #expect(output[O.isDocked] == 1 && output[O.dockedFraction] == 1 && output[O.phase] == 2)
    #expect(output[O.contentX] == width && output[O.contentWidth] == 1_180 - width)
    #expect(output[O.scrimAlpha] == 0 && output[O.hasScrim] == 0)
    #expect(session.readout(.isDocked) == 1)
    // A tap on the content beside a docked menu is not a scrim tap: the menu stays.
    session.pointer(.down, id: 2, x: 900, y: 400, at: 2)
    session.pointer(.up, id: 2, x: 900, y: 400, at: 2.05)
    output = settle(&session, from: 2.05)
    #expect(output[O.phase] == 2)
    // Narrower again: a closed sliding menu, the content full width.
    session.set(.containerWidth, to: 820, at: 3)
    output = settle(&session, from: 3)
    #expect(output[O.isDocked] == 0 && output[O.phase] == 0 && output[O.contentWidth] == 820)
  }

  @Test func parallaxFollowsTheStyleAndIsTheEnginesValidatedOffset() {
    var session = PlaygroundSession(width: 393, height: 852)
    #expect(session.readout(.contentOffset) == 0)  // slideOver: the content stays
    session.set(.contentOffset, to: 0.3, at: 0)
    #expect(session.readout(.contentOffset) == 0.3 && session.readout(.presetContentOffset) == 0)
    session.input(.toggle, at: 0)
    let output = settle(&session, from: 0)
    // The content moved 30 % of the menu's travel.
    expectNear(output[O.contentTranslationX], 0.3 * session.readout(.resolvedWidth))
    session.set(.contentOffset, to: 7, at: 2)
    #expect(session.readout(.contentOffset) == 1, "clamped by the engine")
    // Choosing a style brings its own.
    session.set(.style, to: 1, at: 3)  // viewSlideOut
    #expect(session.readout(.contentOffset) == 1 && session.settings[13] == 1)
  }

  /// The glass switch makes the menu the engine's floating panel: its frame inset by 8 points
  /// from the edge, top and bottom, its corners 24 points; off again, the menu fills its edge.
  @Test func theGlassSwitchFloatsTheMenuAsAPanel() {
    var session = PlaygroundSession(width: 360, height: 680)
    session.set(.glassPanel, to: 1, at: 0)
    #expect(session.readout(.glassPanel) == 1)
    #expect(session.readout(.panelInset) == 8 && session.readout(.panelCornerRadius) == 24)
    session.input(.toggle, at: 1)
    let open = settle(&session, from: 1)
    #expect(open[O.phase] == 2)
    #expect(open[O.menuX] == 8 && open[O.menuY] == 8 && open[O.menuHeight] == 680 - 16)
    expectNear(open[O.menuWidth], session.readout(.resolvedWidth) - 8)
    #expect(open[O.menuCornerRadius] == 24)
    session.set(.glassPanel, to: 0, at: 3)
    session.frame(at: 3)
    #expect(session.readout(.glassPanel) == 0)
    #expect(session.output[O.menuY] == 0 && session.output[O.menuCornerRadius] == 0)
  }

  @Test func aFingerRestingAtTheEdgePeeksWhenTheSwitchIsOn() {
    var session = PlaygroundSession(width: 393, height: 852)
    session.set(.edgePeek, to: 1, at: 0)
    #expect(session.readout(.edgePeek) == 1 && session.readout(.edgePeekDelay) == 0.16)
    session.pointer(.down, id: 1, x: 4, y: 300, at: 0)
    var time = 0.0
    for _ in 0..<12 {
      time += 1.0 / 60
      session.frame(at: time)
    }
    // Held at a 20-point sliver.
    let shown =
      session.output[O.menuX] + session.output[O.menuWidth]
      + session.output[O.menuTranslationX]
    expectNear(shown, 20)
    #expect(session.output[O.heading] == PlaygroundHeading.held)
    session.pointer(.up, id: 1, x: 4, y: 300, at: time)
    #expect(settle(&session, from: time)[O.phase] == 0)
  }

  private func expectNear(
    _ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(actual - expected) <= 1e-9, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
  }
}
