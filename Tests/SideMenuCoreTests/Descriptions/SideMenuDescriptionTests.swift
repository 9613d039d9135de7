import Testing

@testable import SideMenuCore

/// The engine's public enums print as one readable line each (what a log or a failing
/// `#expect` shows), not as nested type dumps. Every case is pinned by an exact string.
@Suite("Readable descriptions")
struct SideMenuDescriptionTests {
  @Test("Edges, sides, directions, stacking, resting states and release reasons print their names")
  func simpleNames() {
    #expect("\(SideMenuEdge.leading)" == "leading")
    #expect("\(SideMenuEdge.trailing)" == "trailing")
    #expect("\(SideMenuPhysicalEdge.left)" == "left")
    #expect("\(SideMenuPhysicalEdge.right)" == "right")
    #expect("\(SideMenuLayoutDirection.leftToRight)" == "leftToRight")
    #expect("\(SideMenuLayoutDirection.rightToLeft)" == "rightToLeft")
    #expect("\(SideMenuStyle.Stacking.menuAboveContent)" == "menuAboveContent")
    #expect("\(SideMenuStyle.Stacking.contentAboveMenu)" == "contentAboveMenu")
    #expect("\(SideMenuRestingState.open)" == "open")
    #expect("\(SideMenuRestingState.closed)" == "closed")
    #expect("\(SideMenuRelease.Reason.fling)" == "fling")
    #expect("\(SideMenuRelease.Reason.projection)" == "projection")
    #expect("\(SideMenuTransition.Direction.opening)" == "opening")
    #expect("\(SideMenuTransition.Direction.closing)" == "closing")
  }

  @Test("Widths, timings and reduce-motion modes print as written in code, with units")
  func configurationValues() {
    #expect("\(SideMenuWidth.fixed(240))" == "fixed(240 pt)")
    #expect("\(SideMenuWidth.fixed(240.5))" == "fixed(240.5 pt)")
    #expect(
      "\(SideMenuWidth.standard)" == "fraction(0.85, minimum: 0 pt, maximum: 360 pt)")
    // The configuration's default springs: response and damping come back from the stored
    // coefficients through floating-point arithmetic, and still print as given.
    #expect(
      "\(SideMenuConfiguration.standard.openTiming)"
        == "spring(response: 0.4 s, dampingFraction: 0.9)")
    #expect(
      "\(SideMenuConfiguration.standard.closeTiming)"
        == "spring(response: 0.3 s, dampingFraction: 1)")
    #expect(
      "\(SideMenuTiming.curve(.easeInOut, duration: 0.35))"
        == "curve(easeInOut, duration: 0.35 s)")
    #expect("\(SideMenuTiming.curve(.linear, duration: 0))" == "curve(linear, duration: 0 s)")
    #expect("\(SideMenuTiming.curve(.easeIn, duration: 1))" == "curve(easeIn, duration: 1 s)")
    #expect("\(SideMenuTiming.curve(.easeOut, duration: 1))" == "curve(easeOut, duration: 1 s)")
    #expect("\(SideMenuTiming.curve(.quartOut, duration: 1))" == "curve(quartOut, duration: 1 s)")
    #expect("\(SideMenuTiming.curve(.quartIn, duration: 1))" == "curve(quartIn, duration: 1 s)")
    #expect(
      "\(SideMenuTiming.curve(SideMenuTimingCurve(0.3, 0, 0.2, 1), duration: 0.5))"
        == "curve((0.3, 0), (0.2, 1), duration: 0.5 s)")
    #expect("\(SideMenuReduceMotion.off)" == "off")
    #expect("\(SideMenuReduceMotion.standard)" == "crossFade(duration: 0.2 s)")
    #expect("\(SideMenuReduceMotion.jump)" == "jump")
  }

  @Test("Numbers print exactly: integral without a fraction, others shortest, non-finite as Swift")
  func numbers() {
    #expect(describeNumber(240) == "240")
    #expect(describeNumber(-163) == "-163")
    #expect(describeNumber(0.85) == "0.85")
    #expect(describeNumber(-0.0) == "0")
    #expect(describeNumber(.nan) == "nan")
    #expect(describeNumber(.infinity) == "inf")
    #expect(describeNumber(-.infinity) == "-inf")
    // Beyond 2⁵³ the Int64 route is not taken (and could not overflow).
    #expect(describeNumber(1e300) == "1e+300")
    // Close values stay distinct: a log of time going backwards must show both times.
    #expect(describeNumber(1.000_000_000_1) != describeNumber(1))
  }

  @Test("Phases print the edge and what moves the menu")
  func phases() {
    #expect("\(SideMenuPhase.closed)" == "closed")
    #expect("\(SideMenuPhase.open(.leading))" == "open(leading)")
    #expect("\(SideMenuPhase.opening(.leading, .interactive))" == "opening(leading, interactive)")
    #expect(
      "\(SideMenuPhase.closing(.trailing, .animated(toward: .closed)))"
        == "closing(trailing, animated(toward: closed))")
  }

  @Test("Every event prints one line that starts with its kind")
  func events() {
    let touch = SideMenuTouchSample(x: 12, y: 300, timestamp: 1.25)
    let container = SideMenuContainer(
      size: SideMenuSize(width: 390, height: 844),
      safeAreaInsets: SideMenuInsets(top: 47, bottom: 34), layoutDirection: .rightToLeft)
    var configuration = SideMenuConfiguration()
    configuration.trailing.isEnabled = true
    let expected: [(SideMenuEvent, String)] = [
      (
        .open(.leading, animated: true, completion: SideMenuCompletionToken(rawValue: 3)),
        "open(leading, animated: true, completion: #3)"
      ),
      (.close(animated: false, completion: nil), "close(animated: false)"),
      (.toggle(.trailing, animated: true, completion: nil), "toggle(trailing, animated: true)"),
      (.touchDown(touch), "touchDown((12, 300) at 1.25 s)"),
      (.touchUp(touch), "touchUp((12, 300) at 1.25 s)"),
      (.panBegan(touch), "panBegan((12, 300) at 1.25 s)"),
      (.panBeganFromAnywhere(touch), "panBeganFromAnywhere((12, 300) at 1.25 s)"),
      (.trackpadScrollBegan(touch), "trackpadScrollBegan((12, 300) at 1.25 s)"),
      (.panChanged(touch), "panChanged((12, 300) at 1.25 s)"),
      (.panEnded(touch, targetOverride: nil), "panEnded((12, 300) at 1.25 s)"),
      (
        .panEnded(touch, targetOverride: .open),
        "panEnded((12, 300) at 1.25 s, targetOverride: open)"
      ),
      (.panCancelled(touch), "panCancelled((12, 300) at 1.25 s)"),
      (.scrimTapped, "scrimTapped"),
      (.escape, "escape"),
      (
        .containerChanged(container),
        "containerChanged(390 × 844 pt, safe area top 47, left 0, bottom 34, right 0, rightToLeft)"
      ),
      (.didEnterBackground, "didEnterBackground"),
      (.reduceMotionChanged(true), "reduceMotionChanged(true)"),
      (.tick, "tick"),
      (.willPresentFromMenu, "willPresentFromMenu"),
      (
        .configurationChanged(.standard),
        "configurationChanged(leading: enabled, trailing: disabled)"
      ),
      (
        .configurationChanged(configuration),
        "configurationChanged(leading: enabled, trailing: enabled)"
      ),
      (.transitionRefused, "transitionRefused"),
    ]
    for (event, text) in expected {
      #expect(event.description == text)
      #expect(event.description.hasPrefix(event.kind.description))
    }
    // Every kind is covered above.
    #expect(Set(expected.map(\.0.kind)) == Set(SideMenuEventKind.allCases))
  }

  @Test("Event kinds and settings print their distinct case names")
  func caseNames() {
    let kinds = SideMenuEventKind.allCases.map(\.description)
    #expect(
      kinds == [
        "open", "close", "toggle", "touchDown", "touchUp", "panBegan", "panBeganFromAnywhere",
        "trackpadScrollBegan", "panChanged", "panEnded",
        "panCancelled",
        "scrimTapped", "escape", "containerChanged", "didEnterBackground", "reduceMotionChanged",
        "tick", "willPresentFromMenu", "configurationChanged", "transitionRefused",
      ])
    let settings = SideMenuSetting.allCases.map(\.description)
    #expect(
      settings == [
        "menuWidth", "menuWidthFraction", "menuMinimumWidth", "menuMaximumWidth",
        "minimumContentMargin", "styleValue", "styleRadius", "springResponse",
        "springDampingFraction", "springCoefficient", "curveDuration", "curveControlPoint",
        "edgeZoneWidth", "touchSlop", "flingThreshold", "projectionDecelerationRate",
        "rubberBandCoefficient", "velocityHorizon", "stillnessTimeout", "reduceMotionDuration",
        "dockingMinimumContainerWidth", "dockingMinimumContentWidth", "edgePeekDelay",
        "edgePeekWidth", "menuPanelInset", "menuPanelCornerRadius",
      ])
  }

  @Test("Diagnostics print their values with units")
  func diagnostics() {
    let expected: [(SideMenuDiagnostic, String)] = [
      (.settingReplaced(.touchSlop, given: .nan), "settingReplaced(touchSlop, given: nan)"),
      (
        .unusableContainer(width: 0, height: 844),
        "unusableContainer(width: 0 pt, height: 844 pt)"
      ),
      (.invalidSafeAreaInsets, "invalidSafeAreaInsets"),
      (
        .menuWiderThanContainer(requested: 500, container: 390),
        "menuWiderThanContainer(requested: 500 pt, container: 390 pt)"
      ),
      (
        .timeWentBackwards(previous: 2, given: 1.5),
        "timeWentBackwards(previous: 2 s, given: 1.5 s)"
      ),
      (.nonFiniteInput(.panChanged), "nonFiniteInput(panChanged)"),
      (.eventOutOfOrder(.panEnded), "eventOutOfOrder(panEnded)"),
      (.edgeDisabled(.trailing), "edgeDisabled(trailing)"),
      (.clockJumped(previous: 2, given: 12), "clockJumped(previous: 2 s, given: 12 s)"),
    ]
    for (diagnostic, text) in expected { #expect(diagnostic.description == text) }
  }

  @Test("Effects, notifications and accessibility work print one line each")
  func effects() {
    let transition = SideMenuTransition(
      edge: .leading, side: .left, direction: .opening, isInteractive: true)
    let closing = SideMenuTransition(
      edge: .trailing, side: .right, direction: .closing, isInteractive: false)
    let expected: [(SideMenuEffect, String)] = [
      (.beginTransition(transition), "beginTransition(opening, leading on the left, interactive)"),
      (
        .endTransition(closing, completed: true),
        "endTransition(closing, trailing on the right, animated, completed: true)"
      ),
      (.notify(.willOpen(.leading)), "notify(willOpen(leading))"),
      (.notify(.didOpen(.leading)), "notify(didOpen(leading))"),
      (.notify(.willClose(.leading)), "notify(willClose(leading))"),
      (.notify(.didClose(.leading)), "notify(didClose(leading))"),
      (.notify(.openingCancelled(.leading)), "notify(openingCancelled(leading))"),
      (.notify(.closingCancelled(.trailing)), "notify(closingCancelled(trailing))"),
      (.notify(.progress(.leading, 0.5)), "notify(progress(leading, 0.5))"),
      (.accessibility(.focusMenu(.leading)), "accessibility(focusMenu(leading))"),
      (.accessibility(.focusContent), "accessibility(focusContent)"),
      (
        .accessibility(.announce(.menuOpened(.leading))),
        "accessibility(announce(menuOpened(leading)))"
      ),
      (
        .accessibility(.announce(.menuClosed(.trailing))),
        "accessibility(announce(menuClosed(trailing)))"
      ),
      (
        .runCompletion(SideMenuCompletionToken(rawValue: 7), finished: false),
        "runCompletion(#7, finished: false)"
      ),
      (.setDisplayLinkActive(true), "setDisplayLinkActive(true)"),
      (.setContentInteractionEnabled(false), "setContentInteractionEnabled(false)"),
      (.diagnostic(.edgeDisabled(.trailing)), "diagnostic(edgeDisabled(trailing))"),
    ]
    for (effect, text) in expected { #expect(effect.description == text) }
  }

  @Test("A frame prints its progress, the menu's on-screen left edge and the scrim")
  func frames() {
    // The default style on a 390-point phone: the menu is 326 points wide (390 − 64), so half
    // open its left edge is at −163 points and the 50 % scrim is at 0.25.
    let frame = SideMenuStyle.slideOver.frameState(
      in: .phone, side: .left, menuWidth: 326, progress: 0.5)
    #expect(
      "\(SideMenuEffect.applyFrame(frame))"
        == "applyFrame(progress 0.5, menu x -163 pt, scrim 0.25)")
  }

  @Test("A real opening reads as a story")
  func openingScenario() {
    var machine = SideMenuStateMachine(container: .phone)
    let effects = machine.handle(.open(.leading, animated: true, completion: nil), at: 0)
    let lines = effects.map(\.description)
    #expect(lines.first == "beginTransition(opening, leading on the left, animated)")
    #expect(lines.contains("notify(willOpen(leading))"))
    #expect(lines.contains("setDisplayLinkActive(true)"))
    // No line is a type dump.
    #expect(lines.allSatisfy { !$0.contains("SideMenu") })
  }
}
