import SideMenuKit
import Testing
import UIKitSimulation

// Issue 24, item 8: the open spring's overshoot (and a drag's rubber band) stretch the menu
// past open. Stretching its bounds would change them every such frame and lay out the menu's
// whole tree, so the menu is drawn in the engine's resting form: never resized, the stretch a
// translation, the room at the screen's edge covered by the stretch fill. These scenarios show that the user sees the same
// menu edge as the stretched menu gave, for every style, both edges and right-to-left, and that
// the menu's tree is not laid out while it moves.

/// One stretched-menu case: a mode, a style, an edge and a writing direction.
struct StretchCase: Sendable, CustomTestStringConvertible {
  let mode: Mode
  let styleName: String
  let style: SideMenuStyle
  let edge: SideMenuEdge
  let rightToLeft: Bool

  var testDescription: String {
    "\(mode) \(styleName) \(edge)\(rightToLeft ? " RTL" : "")"
  }

  static let all: [StretchCase] = Mode.allCases.flatMap { mode in
    SideMenuStyle.presets.flatMap { preset in
      [(SideMenuEdge.leading, false), (.trailing, false), (.leading, true)].map {
        StretchCase(
          mode: mode, styleName: "\(preset.name)", style: preset.style, edge: $0.0,
          rightToLeft: $0.1)
      }
    }
  }
}

@MainActor
@Suite(.serialized)
struct StretchScenarioTests {
  /// A harness whose open spring clearly overshoots, for `stretchCase`.
  private func makeHarness(_ stretchCase: StretchCase) -> Harness {
    let device = SimulatedDevice(
      layoutDirection: stretchCase.rightToLeft ? .rightToLeft : .leftToRight)
    return Harness(stretchCase.mode, device: device, edges: [stretchCase.edge]) {
      $0.openTiming = .spring(SideMenuSpring(response: 0.4, dampingFraction: 0.5))
      $0[stretchCase.edge].style = stretchCase.style
    }
  }

  /// Where the menu is drawn on screen along x: every visible view of SideMenuKit's menu host
  /// (the app's menu view, and the stretch fill while it shows), window coordinates.
  private func drawnMenu(_ harness: Harness) throws -> (minX: CGFloat, maxX: CGFloat) {
    let host = try #require(harness.menuView?.superview)
    let frames = host.subviews.filter(\.simulationIsVisible).map(\.simulationFrameInWindow)
    let minX = try #require(frames.map(\.minX).min())
    let maxX = try #require(frames.map(\.maxX).max())
    return (minX, maxX)
  }

  @Test(arguments: StretchCase.all)
  func anOvershootingMenuShowsTheStretchedMenusEdgeWithoutBeingResized(_ stretchCase: StretchCase)
    throws
  {
    let harness = makeHarness(stretchCase)
    // Frame by frame on the main thread (a motion played by the render server draws the same
    // frames through the same mapping, read back; see SideMenuPlayback).
    harness.driver.playsAnimationsOnRenderServer = false
    harness.open(stretchCase.edge)
    let menuView = try #require(harness.menuView)
    let width = harness.device.width
    var sizes: Set<CGSize> = []
    var stretchedFrames = 0
    var layoutsWhileMoving = 0
    var lastLayouts: Int?
    for _ in 0..<240 where !harness.device.isIdle {
      harness.device.advance(by: harness.device.frameInterval)
      let frame = harness.driver.frameState
      guard !frame.isMenuHidden, harness.menuView?.window != nil else { continue }
      sizes.insert(menuView.bounds.size)
      // Layouts from one stretched (or open) frame to the next. Below open, a style that scales
      // the menu (viewSlideOutMenuZoom) changes its safe area every frame, which lays it out in
      // the simulation (see BENCHMARKS.md, "Limits"): not the stretch, so not counted here.
      if frame.progress >= 1, let lastLayouts {
        layoutsWhileMoving += menuView.simulationLayoutCount - lastLayouts
      }
      lastLayouts = frame.progress >= 1 ? menuView.simulationLayoutCount : nil
      guard frame.menuStretch > 0.5 else { continue }
      stretchedFrames += 1
      // What the stretched menu would cover: `menuFrame` under `menuTransform` (the container
      // is the window in every mode here).
      let stretched = frame.menuFrameOnScreen
      let drawn = try drawnMenu(harness)
      let isLeft = frame.side == .left
      let inner = isLeft ? drawn.maxX : drawn.minX
      let expectedInner = CGFloat(isLeft ? stretched.maxX : stretched.minX)
      #expect(near(inner, expectedInner, 0.01), "inner edge \(inner), stretched \(expectedInner)")
      // The menu still reaches the screen's edge (and no further than off screen).
      let outer = isLeft ? drawn.minX : drawn.maxX
      #expect(isLeft ? outer <= 0.01 : outer >= width - 0.01, "outer edge \(outer)")
      // The app's menu is laid out at its width, pinned to the edge that moves.
      let menuInWindow = menuView.simulationFrameInWindow
      #expect(near(isLeft ? menuInWindow.maxX : menuInWindow.minX, expectedInner, 0.01))
    }
    #expect(stretchedFrames > 0, "the open spring stretched the menu")
    #expect(sizes.count == 1, "the menu view was resized: \(sizes)")
    #expect(
      layoutsWhileMoving == 0, "the menu view was laid out \(layoutsWhileMoving) times past open")
    // At rest the fill is gone and the menu is where it always was.
    harness.device.runUntilIdle()
    let rest = try drawnMenu(harness)
    #expect(near(rest.maxX - rest.minX, harness.menuWidth))
    #expect(harness.device.console.isEmpty, "\(harness.device.console)")
  }

  @Test(arguments: Mode.allCases)
  func aMotionPlayedByTheRenderServerShowsTheFillDuringTheOvershoot(_ mode: Mode) throws {
    let harness = Harness(mode) {
      $0.openTiming = .spring(SideMenuSpring(response: 0.4, dampingFraction: 0.5))
    }
    #expect(harness.driver.playsAnimationsOnRenderServer)
    harness.open()
    let host = try #require(harness.menuView?.superview)
    let fill = try #require(host.subviews.first { $0 !== harness.menuView })
    var shownFrames = 0
    for _ in 0..<240 where !harness.device.isIdle {
      harness.device.advance(by: harness.device.frameInterval)
      if (fill.layer.presentation()?.opacity ?? fill.layer.opacity) > 0.99 { shownFrames += 1 }
    }
    #expect(shownFrames > 0, "the fill showed on screen while the spring overshot")
    #expect(fill.alpha == 0, "hidden at rest")
    #expect(harness.driver.isOpen)
  }

  @Test(arguments: Mode.allCases)
  func aRubberBandedDragShowsTheFillAndTouchesOnItReachTheMenu(_ mode: Mode) throws {
    let harness = Harness(mode)
    // Drag well past the open width: the rubber band stretches the menu.
    let finger = harness.edgeDrag(distance: harness.menuWidth + 60, duration: 0.5, lift: false)
    harness.device.runTurn()
    let frame = harness.driver.frameState
    #expect(frame.menuStretch > 1, "the drag rubber-bands (stretch \(frame.menuStretch))")
    let drawn = try drawnMenu(harness)
    #expect(near(drawn.maxX, CGFloat(frame.menuFrameOnScreen.maxX), 0.01))
    #expect(drawn.minX <= 0.01)
    let host = try #require(harness.menuView?.superview)
    // A point on the fill, between the screen's edge and the translated menu view.
    let onFill = CGPoint(x: CGFloat(frame.menuStretch) / 2, y: harness.device.height / 2)
    #expect(harness.device.window.hitTest(onFill, with: nil) === host)
    finger.lift()
    harness.device.runUntilIdle()
    #expect(harness.driver.isOpen)
    #expect(try drawnMenu(harness).minX >= -0.01, "the fill hides at rest")
  }
}
