import Testing

@testable import SideMenuCore

@Suite("SideMenuStyle.frameState")
struct SideMenuStyleEvaluationTests {
  /// Absolute tolerance, in points, for positions that go through `menuFrameOnScreen`'s
  /// centre-and-half-width arithmetic: coordinates stay below ~4,000 points, where an ulp is
  /// ~5 × 10⁻¹³, so 10⁻⁹ allows thousands of ulps and is still far below anything visible.
  static let positionTolerance = 1e-9

  // MARK: - Closed (p = 0)

  /// At p = 0 the content is untouched and the menu cannot be seen: it is transparent, entirely
  /// outside the container, or under the content (which covers the whole container).
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func closedLeavesContentUntouchedAndHidesTheMenu(_ preset: NamedStyle, _ named: NamedContainer) {
    for direction in SideMenuLayoutDirection.allCases {
      let container = named.container(in: direction)
      for edge in SideMenuEdge.allCases {
        let state = evaluate(preset.style, in: container, edge: edge, progress: 0).state
        let label: Comment = "\(preset.name) \(edge) \(direction)"
        #expect(state.progress == 0, label)
        #expect(state.contentTransform.isIdentity, label)
        #expect(state.contentTransform.applied(to: container.bounds) == container.bounds, label)
        #expect(state.contentAlpha == 1, label)
        #expect(state.contentCornerRadius == 0, label)
        #expect(state.contentShadowOpacity == 0, label)
        #expect(state.menuShadowOpacity == 0, label)
        #expect(state.scrimAlpha == 0, label)
        #expect(state.isMenuHidden, label)

        let transparent = state.menuAlpha == 0
        let outside = !overlaps(state.menuFrameOnScreen, container.bounds)
        let underContent = !state.isMenuAboveContent
        #expect(
          transparent || outside || underContent,
          "\(label): menu at \(state.menuFrameOnScreen), alpha \(state.menuAlpha)")
      }
    }
  }

  // MARK: - Open (p = 1)

  /// At p = 1 the menu sits exactly at its resolved frame: at its edge, the resolved width, the
  /// container's full height, untransformed and opaque.
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func openPutsTheMenuAtItsResolvedFrame(_ preset: NamedStyle, _ named: NamedContainer) {
    for direction in SideMenuLayoutDirection.allCases {
      let container = named.container(in: direction)
      for edge in SideMenuEdge.allCases {
        let e = evaluate(preset.style, in: container, edge: edge, progress: 1)
        let state = e.state
        let label: Comment = "\(preset.name) \(edge) \(direction)"
        let x = e.side == .left ? 0 : container.size.width - e.menuWidth
        let expected = SideMenuRect(x: x, y: 0, width: e.menuWidth, height: container.size.height)
        #expect(state.progress == 1, label)
        #expect(state.side == e.side, label)
        #expect(state.menuFrame == expected, label)
        #expect(state.menuTransform.isIdentity, label)
        #expect(state.menuFrameOnScreen == expected, label)
        #expect(state.menuAlpha == 1, label)
        #expect(!state.isMenuHidden, label)
        #expect(state.menuShadowOpacity == preset.style.menuShadowOpacityWhenOpen, label)
        #expect(state.contentAlpha == preset.style.contentAlphaWhenOpen, label)
        #expect(state.contentCornerRadius == preset.style.contentCornerRadiusWhenOpen, label)
        #expect(state.contentShadowOpacity == preset.style.contentShadowOpacityWhenOpen, label)
        #expect(state.scrimAlpha == preset.style.scrimOpacityWhenOpen, label)
        expectClose(
          state.contentTransform.scale, preset.style.contentScaleWhenOpen, tolerance: 1e-15, label)
      }
    }
  }

  /// The content's edge nearest the menu travels `contentOffsetWhenOpen` menu widths, measured
  /// at its scaled edge, proportionally to progress, and keeps going past 1.
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func contentNearEdgeTravelsItsOffset(_ preset: NamedStyle, _ named: NamedContainer) {
    let container = named.container
    let width = container.size.width
    for side in SideMenuPhysicalEdge.allCases {
      let menuWidth = SideMenuWidth.standard.resolved(
        in: container, side: side, minimumContentMargin: Fixtures.defaultMargin
      ).width
      for progress in stride(from: 0.0, through: 2.0, by: 0.125) {
        let state = preset.style.frameState(
          in: container, side: side, menuWidth: menuWidth, progress: progress)
        let content = state.contentTransform.applied(to: container.bounds)
        // Past open the stretch is limited to the room left to the far edge.
        let stretch = min(menuWidth * max(progress - 1, 0), width - menuWidth)
        let travel = (menuWidth * min(progress, 1) + stretch) * preset.style.contentOffsetWhenOpen
        let label: Comment = "\(preset.name) \(side) p=\(progress)"
        switch side {
        case .left: expectClose(content.minX, travel, tolerance: Self.positionTolerance, label)
        case .right:
          expectClose(content.maxX, width - travel, tolerance: Self.positionTolerance, label)
        }
        // The content stays vertically centred.
        expectClose(content.midY, container.bounds.midY, tolerance: Self.positionTolerance, label)
      }
    }
  }

  /// Styles whose content moves aside by the whole menu width leave the open menu uncovered.
  @Test(arguments: Fixtures.presets.filter { $0.style.contentOffsetWhenOpen >= 1 })
  func fullOffsetContentUncoversTheOpenMenu(_ preset: NamedStyle) {
    for named in Fixtures.containers {
      for edge in SideMenuEdge.allCases {
        for progress in [1.0, 1.5, 2] {
          let container = named.container
          let state = evaluate(preset.style, in: container, edge: edge, progress: progress).state
          let content = state.contentTransform.applied(to: container.bounds)
          let menu = state.menuFrameOnScreen
          // Touching (sharing an edge) is fine; a positive overlap is not. Allow rounding.
          let overlap =
            edge == .leading ? menu.maxX - content.minX : content.maxX - menu.minX
          #expect(overlap <= Self.positionTolerance, "\(preset.name) \(named.name) \(edge)")
        }
      }
    }
  }

  // MARK: - Mirroring

  /// A right-hand menu is the exact mirror of a left-hand one: x reflected about the container's
  /// centre for frames, translations negated, every other value equal.
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func rightIsTheMirrorOfLeft(_ preset: NamedStyle, _ named: NamedContainer) {
    let container = named.container
    let cw = container.size.width
    var rng = SplitMix64(seed: 0x0_1EF7)
    let progresses: [Double] =
      [0, 1, 0.5, 1.5, 2, 3, -1, .nan] + (0..<40).map { _ in rng.double(in: -0.5...2.5) }
    let widths = [
      0, 1, 200,
      SideMenuWidth.standard.resolved(in: container, side: .left, minimumContentMargin: 64).width,
    ]
    for menuWidth in widths {
      for progress in progresses {
        let left = preset.style.frameState(
          in: container, side: .left, menuWidth: menuWidth, progress: progress)
        let right = preset.style.frameState(
          in: container, side: .right, menuWidth: menuWidth, progress: progress)
        let label: Comment = "\(preset.name) w=\(menuWidth) p=\(progress)"
        #expect(left.side == .left && right.side == .right, label)
        #expect(right.menuFrame == mirrored(left.menuFrame, inWidth: cw), label)
        expectClose(
          right.menuFrameOnScreen, mirrored(left.menuFrameOnScreen, inWidth: cw),
          tolerance: Self.positionTolerance, label)
        expectClose(
          right.contentTransform.applied(to: container.bounds),
          mirrored(left.contentTransform.applied(to: container.bounds), inWidth: cw),
          tolerance: Self.positionTolerance, label)
        #expect(right.menuTransform.translationX == -left.menuTransform.translationX, label)
        #expect(right.contentTransform.translationX == -left.contentTransform.translationX, label)
        #expect(right.menuTransform.translationY == left.menuTransform.translationY, label)
        #expect(right.contentTransform.translationY == left.contentTransform.translationY, label)
        #expect(right.menuTransform.scale == left.menuTransform.scale, label)
        #expect(right.contentTransform.scale == left.contentTransform.scale, label)
        #expect(right.progress == left.progress, label)
        #expect(right.menuAlpha == left.menuAlpha, label)
        #expect(right.menuShadowOpacity == left.menuShadowOpacity, label)
        #expect(right.menuShadowRadius == left.menuShadowRadius, label)
        #expect(right.isMenuHidden == left.isMenuHidden, label)
        #expect(right.contentAlpha == left.contentAlpha, label)
        #expect(right.contentCornerRadius == left.contentCornerRadius, label)
        #expect(right.contentShadowOpacity == left.contentShadowOpacity, label)
        #expect(right.contentShadowRadius == left.contentShadowRadius, label)
        #expect(right.scrimAlpha == left.scrimAlpha, label)
        #expect(right.isMenuAboveContent == left.isMenuAboveContent, label)
      }
    }
  }

  /// Through the whole pipeline (edge → side → width → state): RTL leading is LTR trailing and
  /// RTL trailing is LTR leading, exactly.
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func rightToLeftSwapsTheEdges(_ preset: NamedStyle, _ named: NamedContainer) {
    let ltr = named.container(in: .leftToRight)
    let rtl = named.container(in: .rightToLeft)
    for progress in [0, 0.25, 0.5, 0.75, 1, 1.5, 2] {
      for edge in SideMenuEdge.allCases {
        let a = evaluate(preset.style, in: rtl, edge: edge, progress: progress)
        let b = evaluate(preset.style, in: ltr, edge: edge.opposite, progress: progress)
        #expect(a.side == b.side)
        #expect(a.menuWidth == b.menuWidth)
        #expect(a.state == b.state, "\(preset.name) \(edge) p=\(progress)")
      }
    }
  }

  // MARK: - Continuity

  /// A Lipschitz bound K on every field as a function of progress, from the formulas: menu
  /// positions and widths move at most 3 menu widths per unit of progress (frame, translation
  /// and the scale's shift of the on-screen frame), the content at most `menuWidth +
  /// containerWidth / 2`, radii at most the style's corner radius, alphas, opacities and scales at
  /// most 1. So K = 3 · menuWidth + containerWidth + max(1, contentCornerRadiusWhenOpen).
  static func lipschitzBound(
    _ style: SideMenuStyle, containerWidth: Double, menuWidth: Double
  ) -> Double {
    3 * menuWidth + containerWidth + max(1, style.contentCornerRadiusWhenOpen)
  }

  /// For seeded random p and ε = 10⁻⁷, every field changes by at most K · ε (plus 10⁻⁹ for
  /// rounding), including across p = 0, p = 1 and p = 2, where the clamping sets in.
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func continuousInProgress(_ preset: NamedStyle, _ named: NamedContainer) {
    let epsilon = 1e-7
    var rng = SplitMix64(seed: 0xC0_4714)
    let starts: [Double] =
      [-epsilon / 2, 1 - epsilon / 2, 2 - epsilon / 2, 0, 1 - epsilon, 1]
      + (0..<200).map { _ in rng.double(in: -0.5...2.5) }
    for direction in SideMenuLayoutDirection.allCases {
      let container = named.container(in: direction)
      for edge in SideMenuEdge.allCases {
        for p in starts {
          let a = evaluate(preset.style, in: container, edge: edge, progress: p)
          let b = evaluate(preset.style, in: container, edge: edge, progress: p + epsilon)
          let k = Self.lipschitzBound(
            preset.style, containerWidth: container.size.width, menuWidth: a.menuWidth)
          let bound = k * epsilon + 1e-9
          for (fa, fb) in zip(numericFields(of: a.state), numericFields(of: b.state)) {
            #expect(
              abs(fa.value - fb.value) <= bound,
              "\(preset.name) \(edge) \(direction) p=\(p): \(fa.name) \(fa.value) → \(fb.value), K·ε = \(bound)"
            )
          }
        }
      }
    }
  }

  /// Values interpolate linearly between the closed and open ends.
  @Test(arguments: Fixtures.presets)
  func valuesInterpolateLinearly(_ preset: NamedStyle) {
    let style = preset.style
    let container = Fixtures.containers[0].container
    for p in [0.25, 0.5, 0.75] {
      let state = style.frameState(in: container, side: .left, menuWidth: 300, progress: p)
      let label: Comment = "\(preset.name) p=\(p)"
      let tolerance = 1e-12
      expectClose(
        state.menuAlpha, style.menuAlphaWhenClosed + (1 - style.menuAlphaWhenClosed) * p,
        tolerance: tolerance, label)
      expectClose(
        state.menuTransform.scale, style.menuScaleWhenClosed + (1 - style.menuScaleWhenClosed) * p,
        tolerance: tolerance, label)
      expectClose(
        state.menuTransform.translationX, 300 * style.menuOffsetWhenClosed * (1 - p),
        tolerance: tolerance, label)
      expectClose(state.scrimAlpha, style.scrimOpacityWhenOpen * p, tolerance: tolerance, label)
      expectClose(
        state.contentCornerRadius, style.contentCornerRadiusWhenOpen * p, tolerance: tolerance,
        label)
      #expect(!state.isMenuHidden, label)
    }
  }

  // MARK: - Progress outside 0…1

  static let outOfRangeProgress: [Double] = [
    1 + 1e-12, 1.01, 1.5, 2, 2.5, 100, 1e300, .greatestFiniteMagnitude, .infinity,
    -1e-12, -0.5, -1, -1e300, -.greatestFiniteMagnitude, -.infinity, .nan,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
  ]

  /// Any progress gives finite values with alphas and opacities in 0…1; NaN and negative
  /// progress count as 0, progress above 2 as 2.
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func progressOutsideTheRangeIsClamped(_ preset: NamedStyle, _ named: NamedContainer) {
    for direction in SideMenuLayoutDirection.allCases {
      let container = named.container(in: direction)
      for edge in SideMenuEdge.allCases {
        let closed = evaluate(preset.style, in: container, edge: edge, progress: 0).state
        let stretched = evaluate(preset.style, in: container, edge: edge, progress: 2).state
        for progress in Self.outOfRangeProgress {
          let state = evaluate(preset.style, in: container, edge: edge, progress: progress).state
          let label: Comment = "\(preset.name) \(edge) \(direction) p=\(progress)"
          expectWellFormed(state, label)
          #expect((0...2).contains(state.progress), label)
          if progress.isNaN || progress <= 0 {
            #expect(state == closed, label)
          } else if progress >= 2 {
            #expect(state == stretched, label)
          }
        }
      }
    }
  }

  /// Past 1 only positions keep moving: the menu widens toward the content so it stays attached
  /// to its edge (a left menu's on-screen frame starts at x = 0, a right menu's ends at the
  /// container's width), by the overshoot but never past the container's far edge; the content
  /// moves on by that stretch; everything else stays as at 1.
  @Test(arguments: Fixtures.presets, Fixtures.containers)
  func rubberBandKeepsTheMenuAttached(_ preset: NamedStyle, _ named: NamedContainer) {
    for direction in SideMenuLayoutDirection.allCases {
      let container = named.container(in: direction)
      let cw = container.size.width
      for edge in SideMenuEdge.allCases {
        let open = evaluate(preset.style, in: container, edge: edge, progress: 1)
        for progress in [1 + 1e-9, 1.1, 1.5, 1.99, 2, 5, .infinity] {
          let e = evaluate(preset.style, in: container, edge: edge, progress: progress)
          let state = e.state
          let overshoot = min(progress, 2) - 1
          let stretch = min(e.menuWidth * overshoot, cw - e.menuWidth)
          let screen = state.menuFrameOnScreen
          let label: Comment = "\(preset.name) \(edge) \(direction) p=\(progress)"
          #expect(state.menuTransform.isIdentity, label)
          #expect(!state.isMenuHidden, label)
          expectClose(
            screen.width, e.menuWidth + stretch, tolerance: Self.positionTolerance, label)
          #expect(screen.width <= cw, label)
          #expect(screen.minY == 0 && screen.height == container.size.height, label)
          switch e.side {
          case .left:
            #expect(screen.minX == 0, label)
          case .right:
            expectClose(screen.maxX, cw, tolerance: Self.positionTolerance, label)
          }
          #expect(state.menuAlpha == open.state.menuAlpha, label)
          #expect(state.menuShadowOpacity == open.state.menuShadowOpacity, label)
          #expect(state.contentAlpha == open.state.contentAlpha, label)
          #expect(state.contentTransform.scale == open.state.contentTransform.scale, label)
          #expect(state.contentCornerRadius == open.state.contentCornerRadius, label)
          #expect(state.contentShadowOpacity == open.state.contentShadowOpacity, label)
          #expect(state.scrimAlpha == open.state.scrimAlpha, label)
          let extra = e.side.openingDirection * stretch * preset.style.contentOffsetWhenOpen
          expectClose(
            state.contentTransform.translationX, open.state.contentTransform.translationX + extra,
            tolerance: Self.positionTolerance, label)
        }
      }
    }
  }

  // MARK: - Degenerate input

  /// A non-finite or negative menu width counts as 0.
  @Test(arguments: [Double.nan, Double.infinity, -Double.infinity, -1, -1e300])
  func invalidMenuWidthCountsAsZero(bad: Double) {
    let container = Fixtures.containers[0].container
    for preset in Fixtures.presets {
      for side in SideMenuPhysicalEdge.allCases {
        for progress in [0, 0.5, 1, 2] {
          let state = preset.style.frameState(
            in: container, side: side, menuWidth: bad, progress: progress)
          let zero = preset.style.frameState(
            in: container, side: side, menuWidth: 0, progress: progress)
          #expect(state == zero, "\(preset.name) \(side) w=\(bad) p=\(progress)")
          expectWellFormed(state)
        }
      }
    }
  }

  /// A zero-sized container (what sanitizing an unusable one gives) still evaluates to finite
  /// values, with a zero-sized menu.
  @Test(arguments: Fixtures.presets)
  func zeroSizedContainer(_ preset: NamedStyle) {
    let container = SideMenuContainer(size: .zero)
    for edge in SideMenuEdge.allCases {
      for progress in [0, 0.5, 1, 2, .nan] {
        let e = evaluate(preset.style, in: container, edge: edge, progress: progress)
        #expect(e.menuWidth == 0)
        #expect(e.state.menuFrame.width == 0 && e.state.menuFrame.height == 0)
        expectWellFormed(e.state, "\(preset.name) \(edge) p=\(progress)")
      }
    }
  }

  /// Seeded property test: random (possibly garbage, then sanitized) containers, random width
  /// rules, random presets or random validated styles and random progress never give NaN or ∞
  /// in any field, and alphas and opacities stay in 0…1.
  @Test func randomInputsGiveFiniteFrameStates() {
    var rng = SplitMix64(seed: 0x51DE_3E40)
    let specials: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e-300]
    func value(_ range: ClosedRange<Double>) -> Double {
      Int.random(in: 0..<5, using: &rng) == 0
        ? specials[Int.random(in: 0..<specials.count, using: &rng)]
        : rng.double(in: range)
    }
    let progressSpecials: [Double] = [
      .nan, .infinity, -.infinity, 0, 1, 2, 1e300, -1e300, .greatestFiniteMagnitude,
    ]
    for _ in 0..<20_000 {
      let raw = SideMenuContainer(
        size: SideMenuSize(width: value(0...1e6), height: value(0...1e6)),
        safeAreaInsets: SideMenuInsets(
          top: value(0...200), left: value(0...200), bottom: value(0...200), right: value(0...200)),
        layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft)
      let container = raw.sanitized().container
      let width: SideMenuWidth =
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: .standard
        case 1: .fixed(value(0...1e6))
        default: .fraction(value(-0.2...1.5), minimum: value(0...1e4), maximum: value(0...1e6))
        }
      let style: SideMenuStyle
      if Bool.random(using: &rng) {
        style = Fixtures.presets[Int.random(in: 0..<Fixtures.presets.count, using: &rng)].style
      } else {
        var random = SideMenuStyle(
          stacking: Bool.random(using: &rng) ? .menuAboveContent : .contentAboveMenu,
          menuOffsetWhenClosed: value(-2...2), menuAlphaWhenClosed: value(-1...2),
          menuScaleWhenClosed: value(0...3), menuShadowOpacityWhenOpen: value(-1...2),
          menuShadowRadius: value(-10...2_000), contentOffsetWhenOpen: value(-2...2),
          contentScaleWhenOpen: value(0...3), contentAlphaWhenOpen: value(-1...2),
          contentCornerRadiusWhenOpen: value(-10...2_000),
          contentShadowOpacityWhenOpen: value(-1...2), contentShadowRadius: value(-10...2_000),
          scrimOpacityWhenOpen: value(-1...2))
        random = random.validated().style
        style = Bool.random(using: &rng) ? random : random.reducedMotionVariant
      }
      let progress =
        Int.random(in: 0..<4, using: &rng) == 0
        ? progressSpecials[Int.random(in: 0..<progressSpecials.count, using: &rng)]
        : rng.double(in: -3...3)
      let edge: SideMenuEdge = Bool.random(using: &rng) ? .leading : .trailing
      let margin = Bool.random(using: &rng) ? 64 : value(0...500)
      let side = edge.resolved(in: container.layoutDirection)
      let menuWidth = width.resolved(in: container, side: side, minimumContentMargin: margin).width
      let state = style.frameState(
        in: container, side: side, menuWidth: menuWidth, progress: progress)
      expectWellFormed(state, "\(style) \(width) in \(container), p=\(progress)")
    }
  }

  /// Absurd but finite sizes are capped by `sanitized()` (with a diagnostic), so the menu's width
  /// doubled at p = 2 cannot overflow.
  @Test func hugeButFiniteGeometryDoesNotOverflow() {
    let given = SideMenuContainer(
      size: SideMenuSize(width: .greatestFiniteMagnitude, height: 1_000))
    let (container, containerDiagnostics) = given.sanitized()
    #expect(container.size.width == SideMenuContainer.maximumDimension)
    #expect(
      containerDiagnostics == [.unusableContainer(width: .greatestFiniteMagnitude, height: 1_000)])
    let (menuWidth, diagnostics) = SideMenuWidth.fixed(1e308).resolved(
      in: container, side: .left, minimumContentMargin: 64)
    #expect(menuWidth == SideMenuContainer.maximumDimension - 64)
    #expect(
      diagnostics == [
        .menuWiderThanContainer(requested: 1e308, container: SideMenuContainer.maximumDimension)
      ])
    for side in SideMenuPhysicalEdge.allCases {
      let state = SideMenuStyle.viewSlideOut.frameState(
        in: container, side: side, menuWidth: menuWidth, progress: 2)
      expectWellFormed(state, "\(side)")
    }
  }

  /// The menu's safe area is the part of the container's safe area its resting frame overlaps.
  @Test func menuSafeAreaIsTheOverlapOfTheContainersSafeArea() {
    let container = SideMenuContainer(
      size: SideMenuSize(width: 844, height: 390),
      safeAreaInsets: SideMenuInsets(top: 10, left: 47, bottom: 21, right: 47))
    let left = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 300, progress: 1)
    #expect(left.menuSafeAreaInsets == SideMenuInsets(top: 10, left: 47, bottom: 21, right: 0))
    let right = SideMenuStyle.slideOver.frameState(
      in: container, side: .right, menuWidth: 300, progress: 1)
    #expect(right.menuSafeAreaInsets == SideMenuInsets(top: 10, left: 0, bottom: 21, right: 47))
    let narrow = SideMenuStyle.slideOver.frameState(
      in: container, side: .left, menuWidth: 30, progress: 1)
    #expect(narrow.menuSafeAreaInsets.left == 30)
  }
}
