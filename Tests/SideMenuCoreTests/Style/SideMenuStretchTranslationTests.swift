import Testing

@testable import SideMenuCore

// The stretch as a translation (issue 24, item 8): a renderer that draws the menu from
// `restingMenuFrame`, `restingMenuTransform` and the stretch fill must show exactly what
// `menuFrame` and `menuTransform` show, without the menu's size ever changing.

/// Where a menu drawn one way or the other is on screen, along x, in points.
private struct VisibleMenu {
  /// The edge beside the content.
  var innerEdge: Double
  /// The edge toward the container's edge, the stretch fill included when it is shown.
  var outerEdge: Double
  /// The menu's own (unfilled) outer edge.
  var bodyOuterEdge: Double
  var minY: Double
  var maxY: Double
}

extension SideMenuFrameState {
  /// The picture as the stretched menu draws it (`menuFrame` and `menuTransform`).
  fileprivate var stretchedMenu: VisibleMenu {
    let onScreen = menuFrameOnScreen
    let inner = side == .left ? onScreen.maxX : onScreen.minX
    let outer = side == .left ? onScreen.minX : onScreen.maxX
    return VisibleMenu(
      innerEdge: inner, outerEdge: outer, bodyOuterEdge: outer, minY: onScreen.minY,
      maxY: onScreen.maxY)
  }

  /// The picture as the translated menu draws it: the resting frame under its transform, and the
  /// fill (a subview in the resting frame's coordinates, under the same transform) when shown.
  fileprivate var translatedMenu: VisibleMenu {
    let frame = restingMenuFrame
    let transform = restingMenuTransform
    let body = transform.applied(to: frame)
    // A point of the view at container x maps to centre + scale × (x − centre) + translation.
    func onScreen(_ x: Double) -> Double {
      frame.midX + transform.scale * (x - frame.midX) + transform.translationX
    }
    let fill = menuStretchFillFrame
    let fillOuter = onScreen(frame.minX + (side == .left ? fill.minX : fill.maxX))
    let bodyOuter = side == .left ? body.minX : body.maxX
    return VisibleMenu(
      innerEdge: side == .left ? body.maxX : body.minX,
      outerEdge: isMenuStretchFillShown ? fillOuter : bodyOuter,
      bodyOuterEdge: bodyOuter, minY: body.minY, maxY: body.maxY)
  }
}

@Suite struct SideMenuStretchTranslationTests {
  let container = SideMenuContainer(
    size: SideMenuSize(width: 390, height: 844), safeAreaInsets: SideMenuInsets(top: 47, bottom: 34)
  )

  @Test func anOvershootBecomesATranslationOverAMenuSizedForItsLargestStretch() {
    // 326-point menu in a 390-point container: at most 64 points of stretch; 10 % past open
    // stretches it by 32.6 points.
    let left = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 326, progress: 1.1)
    expectClose(left.menuStretch, 32.6, tolerance: 1e-9)
    #expect(left.maximumMenuStretch == 64)
    #expect(left.restingMenuFrame == SideMenuRect(x: 0, y: 0, width: 326, height: 844))
    expectClose(left.restingMenuTransform.translationX, 32.6, tolerance: 1e-9)
    #expect(left.restingMenuTransform.scale == 1)
    #expect(left.menuStretchFillFrame == SideMenuRect(x: -64, y: 0, width: 64, height: 844))
    #expect(left.isMenuStretchFillShown)
    expectClose(left.menuFrameOnScreen.maxX, 358.6, tolerance: 1e-9, "the stretched edge")

    let right = SideMenuStyle.slideOver.frameState(
      in: container, side: .right, menuWidth: 326, progress: 1.1)
    #expect(right.restingMenuFrame == SideMenuRect(x: 64, y: 0, width: 326, height: 844))
    expectClose(right.restingMenuTransform.translationX, -32.6, tolerance: 1e-9)
    #expect(right.menuStretchFillFrame == SideMenuRect(x: 326, y: 0, width: 64, height: 844))
  }

  @Test func aFloatingPanelMovesPastOpenAsAWholeWithNoFill() {
    var style = SideMenuStyle.standard
    style.menuPanel = .floating
    let open = style.frameState(in: container, side: .left, menuWidth: 326, progress: 1)
    let past = style.frameState(in: container, side: .left, menuWidth: 326, progress: 1.1)
    #expect(past.maximumMenuStretch == 0)
    #expect(!past.isMenuStretchFillShown)
    #expect(past.restingMenuFrame == open.menuFrame, "the panel keeps its size")
    expectClose(past.restingMenuTransform.translationX, 32.6, tolerance: 1e-9)
    expectClose(
      past.restingMenuTransform.applied(to: past.restingMenuFrame).maxX,
      past.menuFrameOnScreen.maxX, tolerance: 1e-9, "the edge beside the content")
  }

  @Test func atOrBelowOpenTheRestingFormIsTheFrameItselfAndTheFillHidden() {
    for progress in [0.0, 0.3, 1.0] {
      let state = SideMenuStyle.viewSlideOutMenuZoom.frameState(
        in: container, side: .right, menuWidth: 300, progress: progress)
      #expect(state.menuStretch == 0)
      #expect(!state.isMenuStretchFillShown)
      #expect(state.restingMenuFrame == state.menuFrame)
      #expect(state.restingMenuTransform == state.menuTransform)
      #expect(state.maximumMenuStretch == 90)
    }
  }

  @Test func theRestingSizeAndTheFillNeverChangeWhileTheMenuMoves() {
    var sizes: Set<SideMenuSize> = []
    var fills: Set<SideMenuRect> = []
    for step in 0...220 {
      let state = SideMenuStyle.standard.frameState(
        in: container, side: .left, menuWidth: 326, progress: Double(step) / 100)
      sizes.insert(state.restingMenuFrame.size)
      fills.insert(state.menuStretchFillFrame)
    }
    #expect(sizes == [SideMenuSize(width: 326, height: 844)])
    #expect(fills.count == 1)
  }

  @Test func aDockedMenuIsNeverStretchedAndABlendKeepsTheFillsSize() {
    let wide = SideMenuContainer(size: SideMenuSize(width: 1_180, height: 820))
    let sliding = SideMenuStyle.standard.frameState(
      in: wide, side: .left, menuWidth: 320, progress: 1.2)
    let docked = SideMenuFrameState.docked(in: wide, side: .left, menuWidth: 320, progress: 1.2)
    #expect(docked.menuStretch == 0)
    #expect(docked.maximumMenuStretch == sliding.maximumMenuStretch)
    let halfway = sliding.blended(toward: docked, fraction: 0.5)
    expectClose(halfway.menuStretch, sliding.menuStretch / 2, tolerance: 1e-9)
    #expect(halfway.maximumMenuStretch == sliding.maximumMenuStretch)
    #expect(halfway.restingMenuFrame.width == 320)
  }

  /// A random style: a floating panel, a preset, or every factor drawn at random.
  private static func randomStyle(_ rng: inout SplitMix64) -> SideMenuStyle {
    if Int.random(in: 0..<6, using: &rng) == 0 {
      var style = SideMenuStyle.standard
      style.menuPanel = .floating
      return style
    }
    if Bool.random(using: &rng) {
      let presets = SideMenuStyle.presets
      return presets[Int.random(in: 0..<presets.count, using: &rng)].style
    }
    return SideMenuStyle(
      stacking: Bool.random(using: &rng) ? .menuAboveContent : .contentAboveMenu,
      menuOffsetWhenClosed: Double.random(in: -1.5...1.5, using: &rng),
      menuAlphaWhenClosed: Double.random(in: 0...1, using: &rng),
      menuScaleWhenClosed: Double.random(in: 0.5...1.2, using: &rng),
      menuShadowOpacityWhenOpen: Double.random(in: 0...1, using: &rng),
      menuShadowRadius: Double.random(in: 0...20, using: &rng),
      contentOffsetWhenOpen: Double.random(in: -0.5...1.5, using: &rng),
      contentScaleWhenOpen: Double.random(in: 0.5...1.2, using: &rng))
  }

  /// Progress that often lands on the interesting values: closed, open, past open.
  private static func randomProgress(_ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: 1
    case 1: 0
    case 2: Double.random(in: 1...1.05, using: &rng)
    default: Double.random(in: -0.2...2.5, using: &rng)
    }
  }

  @Test(arguments: [UInt64(0x5EED_2401), 0xA11_0F_8, 0x00C0_FFEE])
  func theTranslatedMenuShowsWhatTheStretchedOneShows(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var stretched = 0
    for _ in 0..<4_000 {
      let containerWidth = Double.random(in: 80...1_400, using: &rng)
      let direction: SideMenuLayoutDirection =
        Bool.random(using: &rng) ? .leftToRight : .rightToLeft
      let box = SideMenuContainer(
        size: SideMenuSize(
          width: containerWidth, height: Double.random(in: 80...1_400, using: &rng)),
        layoutDirection: direction)
      let edge: SideMenuEdge = Bool.random(using: &rng) ? .leading : .trailing
      let side = edge.resolved(in: direction)
      // Widths up to beyond the container (a width the container cannot hold leaves no room
      // to stretch) and the degenerate 0.
      let width =
        Int.random(in: 0..<20, using: &rng) == 0
        ? 0 : Double.random(in: 1...(containerWidth * 1.1), using: &rng)
      let progress = Self.randomProgress(&rng)
      let style = Self.randomStyle(&rng)
      var state = style.frameState(in: box, side: side, menuWidth: width, progress: progress)
      // The menu's width at rest: its resolved width, less a panel's inset.
      let restingWidth =
        style.frameState(in: box, side: side, menuWidth: width, progress: 1).menuFrame.width
      if Int.random(in: 0..<4, using: &rng) == 0 {
        let docked = SideMenuFrameState.docked(
          in: box, side: side, menuWidth: width, progress: progress, panel: style.menuPanel)
        state = state.blended(toward: docked, fraction: Double.random(in: 0...1, using: &rng))
      }
      let before = state.stretchedMenu
      let after = state.translatedMenu
      let tolerance = 1e-9 * max(1, containerWidth)
      let context: Comment = "seed \(seed), side \(side), width \(width), progress \(progress)"

      #expect(state.isFinite, context)
      expectClose(
        state.restingMenuFrame.width, restingWidth,
        tolerance: tolerance, context)
      #expect(state.menuStretch >= 0, context)
      #expect(
        state.maximumMenuStretch == 0 || state.menuStretch <= state.maximumMenuStretch, context)
      // The edge the user sees move — beside the content — is where it was.
      expectClose(after.innerEdge, before.innerEdge, tolerance: tolerance, context)
      expectClose(after.minY, before.minY, tolerance: tolerance, context)
      expectClose(after.maxY, before.maxY, tolerance: tolerance, context)
      if state.menuStretch > 0, state.maximumMenuStretch == 0 {
        // A floating panel: moved past open as a whole, no fill.
        #expect(!state.isMenuStretchFillShown, context)
        continue
      }
      guard state.isMenuStretchFillShown else {
        #expect(state.restingMenuFrame == state.menuFrame, context)
        #expect(state.restingMenuTransform == state.menuTransform, context)
        continue
      }
      stretched += 1
      // Stretched: the menu body is translated toward the content, and the fill covers at
      // least the rest of what the stretched menu covered…
      let towardContent = side == .left ? 1.0 : -1.0
      #expect((after.bodyOuterEdge - before.outerEdge) * towardContent >= -tolerance, context)
      #expect((before.outerEdge - after.outerEdge) * towardContent >= -tolerance, context)
      // …and whatever it covers beyond that is past the container's edge, off the container.
      let containerEdge = side == .left ? 0 : box.size.width
      #expect((containerEdge - before.outerEdge) * towardContent >= -tolerance, context)
    }
    #expect(stretched > 500, "the property saw stretched frames")
  }
}
