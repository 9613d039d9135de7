// The playground's whole behaviour, in one type shared by two builds: the WebAssembly module the
// page runs (compiled with Embedded Swift together with Playground/Exports/Exports.swift) and
// the native `sidemenu-playground --replay`, which feeds a trace the page logged through this
// same code to check the browser against the native engine. Keeping it one file compiled twice,
// rather than a copy per build, is what makes that comparison mean something.
//
// It plays the part of SideMenuKit's UIKit layer: it turns raw pointer events into the state
// machine's pan and tap events (the page has no gesture recognizers), applies the effects, and
// lays the frame state out as a flat list of numbers for the page to draw. So it must stay
// Embedded-compatible: standard library and SideMenuCore only, no existentials, no Foundation.

import SideMenuCore

/// A pointer event's phase, as the page sends it.
enum PlaygroundPointerPhase: Int32 {
  /// `pointerdown`.
  case down = 0
  /// `pointermove`.
  case move = 1
  /// `pointerup`.
  case up = 2
  /// `pointercancel`.
  case cancel = 3
}

/// A discrete input from the page: a key or a button.
enum PlaygroundInput: Int32 {
  /// The Escape key.
  case escape = 0
  /// The content's menu button, which toggles the configured edge's menu.
  case toggle = 1
  /// The menu's close button (and its items, which close the menu as an app's would).
  case close = 2
}

/// A setting the page's controls change, with its value encoded as a `Double`.
enum PlaygroundSetting: Int32, CaseIterable {
  /// The style: an index into ``SideMenuStyle/presets``.
  case style = 0
  /// The menu's edge: 0 leading, 1 trailing.
  case edge = 1
  /// The layout direction: 0 left to right, 1 right to left.
  case layoutDirection = 2
  /// The menu's width as a fraction of the screen (at most 360 points).
  case widthFraction = 3
  /// The opening spring's response, in seconds.
  case openResponse = 4
  /// The opening spring's damping fraction.
  case openDamping = 5
  /// The closing spring's response, in seconds.
  case closeResponse = 6
  /// The closing spring's damping fraction.
  case closeDamping = 7
  /// The fling threshold, in points per second.
  case flingThreshold = 8
  /// Whether Reduce Motion is on: 0 or 1.
  case reduceMotion = 9
  /// The screen's width, in points.
  case containerWidth = 10
  /// The screen's height, in points.
  case containerHeight = 11
  /// The docking rule (``SideMenuDocking``): 0 never, 1 automatic, 2 always.
  case docking = 12
  /// Parallax: how far the content moves, as a fraction of the menu's width
  /// (``SideMenuStyle/contentOffsetWhenOpen``). Choosing a style resets it to the style's own.
  case contentOffset = 13
  /// Whether a finger resting at the edge peeks the menu: 0 or 1.
  case edgePeek = 14
  /// Whether the menu is iOS 26's floating glass panel: 0 or 1. On, the style's
  /// ``SideMenuStyle/menuPanel`` is ``SideMenuPanel/floating`` (the engine's geometry); the glass
  /// itself is the page's look (SideMenuKit's `SideMenuAppearance.glassEffectStyle`).
  case glassPanel = 15
}

/// The layout of the numbers ``PlaygroundSession/output`` holds after each frame: the frame state
/// flattened, plus what the page needs to draw the plot and apply effects. Booleans are 0 or 1.
enum PlaygroundOutput {
  static let progress = 0
  static let side = 1  // 0 left, 1 right
  static let menuX = 2
  static let menuY = 3
  static let menuWidth = 4
  static let menuHeight = 5
  static let menuTranslationX = 6
  static let menuTranslationY = 7
  static let menuScale = 8
  static let menuAlpha = 9
  static let menuShadowOpacity = 10
  static let menuShadowRadius = 11
  static let isMenuHidden = 12
  static let contentTranslationX = 13
  static let contentTranslationY = 14
  static let contentScale = 15
  static let contentAlpha = 16
  static let contentCornerRadius = 17
  static let contentShadowOpacity = 18
  static let contentShadowRadius = 19
  static let scrimAlpha = 20
  static let isMenuAboveContent = 21
  static let velocity = 22  // progress per second: the engine's, at the frame time
  static let phase = 23  // 0 closed, 1 opening, 2 open, 3 closing
  static let marks = 24  // PlaygroundMark bits since the previous frame
  static let isDisplayLinkActive = 25
  static let isContentInteractive = 26
  static let focusRequest = 27  // 0 none, 1 the menu, 2 the content
  static let containerWidth = 28
  static let containerHeight = 29
  static let layoutDirection = 30  // 0 left to right, 1 right to left
  static let time = 31  // the frame's time, in seconds
  static let heading = 32  // PlaygroundHeading: where the menu is going
  static let contentX = 33  // the content's frame: narrower beside a docked menu
  static let contentWidth = 34
  static let dockedFraction = 35  // 0 sliding … 1 docked
  static let isDocked = 36  // the layout mode the menu is in or moving to
  static let hasScrim = 37
  static let menuCornerRadius = 38  // a floating panel's corners, points
  /// The menu's content insets (``SideMenuFrameState/menuSafeAreaInsets``: the safe area, a
  /// camera, the vertical bar), points.
  static let menuInsetTop = 39
  static let menuInsetLeft = 40
  static let menuInsetBottom = 41
  static let menuInsetRight = 42
  /// How many numbers there are.
  static let count = 43
}

/// Where the menu is going, as ``PlaygroundOutput/heading`` reports it: the phase alone says
/// "opening" even while a cancelled drag animates the menu back closed.
enum PlaygroundHeading {
  /// At rest, open or closed.
  static let resting = 0.0
  /// Animating toward open.
  static let towardOpen = 1.0
  /// Animating toward closed.
  static let towardClosed = 2.0
  /// Following a finger.
  static let followingFinger = 3.0
  /// Held still by a finger that touched the moving menu and has not dragged yet.
  static let held = 4.0
}

/// A value the engine resolved or validated from the settings, for the page's readouts and its
/// Swift export (``PlaygroundSession/readout(_:)``). The page shows these rather than its
/// controls' raw values, so what it shows and exports is what the engine runs.
enum PlaygroundReadout: Int32, CaseIterable {
  /// The menu's width as resolved for the screen, in points.
  case resolvedWidth = 0
  /// The width the fraction alone asks for (validated fraction × screen width), in points.
  case requestedWidth = 1
  /// What binds the width: ``PlaygroundWidthLimit``.
  case widthLimit = 2
  /// The width's maximum, in points.
  case maximumWidth = 3
  /// The content margin the engine keeps beside the open menu, in points.
  case minimumContentMargin = 4
  /// The width fraction after validation (0…1).
  case widthFraction = 5
  /// The opening spring's response after validation, in seconds.
  case openResponse = 6
  /// The opening spring's damping fraction after validation.
  case openDamping = 7
  /// The closing spring's response after validation, in seconds.
  case closeResponse = 8
  /// The closing spring's damping fraction after validation.
  case closeDamping = 9
  /// The fling threshold after validation, in points per second.
  case flingThreshold = 10
  /// The style: an index into ``SideMenuStyle/presets``.
  case style = 11
  /// The configured edge: 0 leading, 1 trailing.
  case edge = 12
  /// The physical side the configured edge is on: 0 left, 1 right.
  case menuSide = 13
  /// The width's minimum, in points.
  case minimumWidth = 14
  /// The screen's width as the engine has it (sanitized), in points.
  case screenWidth = 15
  /// The docking rule: 0 never, 1 automatic, 2 always.
  case docking = 16
  /// Whether the engine docks the configured edge's menu on this screen: 0 or 1.
  case isDocked = 17
  /// The automatic rule's narrowest container, in points.
  case dockingMinimumContainerWidth = 18
  /// The automatic rule's content width, in points.
  case dockingMinimumContentWidth = 19
  /// The style's content offset after validation (parallax), in menu widths.
  case contentOffset = 20
  /// Whether the edge peek is on: 0 or 1.
  case edgePeek = 21
  /// The chosen preset's own content offset, in menu widths (the export writes the offset only
  /// when it differs).
  case presetContentOffset = 22
  /// The edge peek's delay, in seconds.
  case edgePeekDelay = 23
  /// Whether the menu is a floating (glass) panel: 0 or 1.
  case glassPanel = 24
  /// The panel's inset from the screen's edge, in points (0 without a panel).
  case panelInset = 25
  /// The panel's corner radius, in points (0 without a panel).
  case panelCornerRadius = 26
}

/// What binds the menu's width, as ``PlaygroundReadout/widthLimit`` reports it.
enum PlaygroundWidthLimit {
  /// Nothing: the width is the fraction of the screen.
  static let none = 0.0
  /// The width's minimum.
  static let minimum = 1.0
  /// The width's maximum (360 points by default).
  static let maximum = 2.0
  /// The content margin that stays visible beside the open menu (64 points by default).
  static let contentMargin = 3.0
}

/// Moments the plot marks, as bits of ``PlaygroundOutput/marks``.
enum PlaygroundMark {
  /// A drag was released and the engine chose where the menu goes.
  static let release = 1.0
  /// A drag caught the menu while it was animating.
  static let interruption = 2.0
}

/// One playground: a state machine, the settings the page's controls show, and the pointer the
/// page is forwarding.
struct PlaygroundSession {
  /// The engine.
  private(set) var machine: SideMenuStateMachine
  /// The current value of every ``PlaygroundSetting``, indexed by raw value.
  private(set) var settings: [Double]
  /// The numbers the page draws, laid out as ``PlaygroundOutput`` says; updated by
  /// ``frame(at:)``.
  private(set) var output: [Double]
  /// The screen's reserved regions (a fold, a camera, the vertical bar), as the page's device
  /// preset gives them: what SideMenuKit's UIKit layer reads from `UIView.reservedRegions`.
  private(set) var reservedRegions = SideMenuReservedRegions.none

  private var isDisplayLinkActive = false
  private var isContentInteractive = true
  private var focusRequest = 0.0
  private var marks = 0.0
  private var velocity = 0.0
  /// The pointer being forwarded to the machine as a pan: the first one down; others are ignored
  /// until it lifts, as a single-finger pan recognizer does.
  private var pointer: (id: Double, start: SideMenuPoint)?
  /// The forwarded pointer's latest sample, for the drag velocity the plot shows.
  private var lastSample: SideMenuTouchSample?

  /// The index of the library's default style among the presets.
  static var standardStyleIndex: Int {
    SideMenuStyle.presets.firstIndex { $0.style == .standard } ?? 0
  }

  /// Creates a session for a screen of the given size, with the library's defaults.
  init(width: Double, height: Double) {
    let defaults = SideMenuConfiguration.standard
    var settings = [Double](repeating: 0, count: PlaygroundSetting.allCases.count)
    settings[Int(PlaygroundSetting.style.rawValue)] = Double(Self.standardStyleIndex)
    settings[Int(PlaygroundSetting.widthFraction.rawValue)] = 0.85
    if case .spring(let spring) = defaults.openTiming {
      settings[Int(PlaygroundSetting.openResponse.rawValue)] = spring.response
      settings[Int(PlaygroundSetting.openDamping.rawValue)] = spring.dampingFraction
    }
    if case .spring(let spring) = defaults.closeTiming {
      settings[Int(PlaygroundSetting.closeResponse.rawValue)] = spring.response
      settings[Int(PlaygroundSetting.closeDamping.rawValue)] = spring.dampingFraction
    }
    settings[Int(PlaygroundSetting.flingThreshold.rawValue)] = defaults.gestures.flingThreshold
    settings[Int(PlaygroundSetting.contentOffset.rawValue)] =
      SideMenuStyle.presets[Self.standardStyleIndex].style.contentOffsetWhenOpen
    settings[Int(PlaygroundSetting.containerWidth.rawValue)] = width
    settings[Int(PlaygroundSetting.containerHeight.rawValue)] = height
    self.settings = settings
    output = [Double](repeating: 0, count: PlaygroundOutput.count)
    machine = SideMenuStateMachine(
      configuration: Self.configuration(from: settings),
      container: Self.container(from: settings, reservedRegions: .none))
  }

  // MARK: - Input

  /// Forwards a pointer event: the first pointer down becomes the machine's pan — and, landing on
  /// the menu or the scrim, a touch-down, which stops a moving menu where it is — and a touch
  /// that lifts without having dragged, on the dimmed content while a menu is shown, is a scrim
  /// tap.
  mutating func pointer(
    _ phase: PlaygroundPointerPhase, id: Double, x: Double, y: Double,
    at time: Double
  ) {
    let location = SideMenuPoint(x: x, y: y)
    let sample = SideMenuTouchSample(location: location, timestamp: time)
    switch phase {
    case .down:
      guard pointer == nil else { return }
      pointer = (id, location)
      lastSample = sample
      // A touch on the menu or the scrim catches a moving menu; one anywhere on a closed
      // screen may rest at the edge for the peek (the engine decides both).
      if hitsMenu(location) || hitsScrim(location) || machine.phase == .closed {
        let wasAnimating = isAnimated(machine.phase)
        handle(.touchDown(sample), at: time)
        if wasAnimating, machine.isHeld { addMark(PlaygroundMark.interruption) }
      }
      handle(.panBegan(sample), at: time)
    case .move:
      guard let current = pointer, current.id == id else { return }
      lastSample = sample
      let wasAnimating = isAnimated(machine.phase)
      handle(.panChanged(sample), at: time)
      if wasAnimating, isInteractive(machine.phase) { addMark(PlaygroundMark.interruption) }
    case .up, .cancel:
      guard let current = pointer, current.id == id else { return }
      pointer = nil
      lastSample = nil
      let wasDragging = isInteractive(machine.phase) && !machine.isHeld
      if phase == .cancel {
        handle(.panCancelled(sample), at: time)
      } else {
        handle(.panEnded(sample, targetOverride: nil), at: time)
      }
      if wasDragging {
        addMark(PlaygroundMark.release)
      } else if phase == .up, isTap(from: current.start, to: location), hitsScrim(location) {
        handle(.scrimTapped, at: time)
      }
    }
  }

  /// Forwards a key or button press.
  mutating func input(_ input: PlaygroundInput, at time: Double) {
    switch input {
    case .escape:
      handle(.escape, at: time)
    case .toggle:
      handle(.toggle(edge, animated: true, completion: nil), at: time)
    case .close:
      handle(.close(animated: true, completion: nil), at: time)
    }
  }

  /// Changes a setting (values out of range are the machine's to clamp and report).
  mutating func set(_ setting: PlaygroundSetting, to value: Double, at time: Double) {
    guard value.isFinite else { return }
    var value = value
    if setting == .style {
      value = Double(min(max(Int(value), 0), SideMenuStyle.presets.count - 1))
      // A new style brings its own parallax; the slider follows it.
      settings[Int(PlaygroundSetting.contentOffset.rawValue)] =
        SideMenuStyle.presets[Int(value)].style.contentOffsetWhenOpen
    }
    settings[Int(setting.rawValue)] = value
    switch setting {
    case .reduceMotion:
      handle(.reduceMotionChanged(value != 0), at: time)
    case .layoutDirection, .containerWidth, .containerHeight:
      handle(
        .containerChanged(Self.container(from: settings, reservedRegions: reservedRegions)),
        at: time)
    default:
      handle(.configurationChanged(Self.configuration(from: settings)), at: time)
    }
  }

  /// Sets the screen's reserved regions, in screen points, as a device preset gives them: a
  /// division (the fold) and an occlusion (a camera in use), each absent when its width or
  /// height is not positive, and the vertical bar (`barEdge` 0 leading, 1 trailing, anything
  /// else none; `barExtent` its width). The engine hears of them as a container change, as it
  /// does from SideMenuKit's UIKit layer when `UIView.reservedRegions` change.
  mutating func setReservedRegions(
    division: SideMenuRect, occlusion: SideMenuRect, barEdge: Double, barExtent: Double,
    at time: Double
  ) {
    func region(_ rect: SideMenuRect) -> SideMenuRect? {
      rect.width > 0 && rect.height > 0 ? rect : nil
    }
    let edge: SideMenuEdge? = barEdge == 0 ? .leading : barEdge == 1 ? .trailing : nil
    reservedRegions = SideMenuReservedRegions(
      division: region(division), occlusions: region(occlusion).map { [$0] } ?? [],
      verticalBar: edge.map { SideMenuVerticalBar(edge: $0, extent: barExtent) },
      isOnFoldingDisplay: reservedRegions.isOnFoldingDisplay)
    handle(
      .containerChanged(Self.container(from: settings, reservedRegions: reservedRegions)), at: time)
  }

  /// Says whether the screen is a display that folds, the fold dividing it now or not (the
  /// page's iPhone Duo inner-display presets, open or partially open): what SideMenuKit's
  /// UIKit layer reads from an inactive division region (``SideMenuReservedRegions/isOnFoldingDisplay``,
  /// which the `.automatic` docking rule reads). Kept across ``setReservedRegions(division:occlusion:barEdge:barExtent:at:)``.
  ///
  /// - Parameters:
  ///   - isOnFoldingDisplay: Whether the display folds.
  ///   - time: The time of the change, in seconds.
  mutating func setOnFoldingDisplay(_ isOnFoldingDisplay: Bool, at time: Double) {
    var regions = reservedRegions
    regions.isOnFoldingDisplay = isOnFoldingDisplay || regions.division != nil
    guard regions != reservedRegions else { return }
    reservedRegions = regions
    handle(
      .containerChanged(Self.container(from: settings, reservedRegions: reservedRegions)), at: time)
  }

  /// A display frame: advances any animation to `time` and lays out ``output``.
  mutating func frame(at time: Double) {
    if isDisplayLinkActive { handle(.tick, at: time) }
    let state = machine.frameState
    if isInteractive(machine.phase), let sample = lastSample {
      // While a finger drives the menu, the engine's own estimate (least squares over the last
      // 100 ms, as it will use on release), with the finger still where it was last seen:
      // differencing frames would alternate between 0 and twice the speed whenever pointer
      // events and display frames drift in and out of step.
      let now = SideMenuTouchSample(
        location: sample.location, timestamp: max(time, sample.timestamp))
      velocity = machine.releaseProposal(for: now)?.velocity ?? 0
    } else {
      // The engine's own: the animation's velocity at this frame's time (0 at rest or held).
      velocity = machine.isHeld ? 0 : state.velocity
    }

    typealias O = PlaygroundOutput
    output[O.progress] = state.progress
    output[O.side] = state.side == .left ? 0 : 1
    output[O.menuX] = state.menuFrame.minX
    output[O.menuY] = state.menuFrame.minY
    output[O.menuWidth] = state.menuFrame.width
    output[O.menuHeight] = state.menuFrame.height
    output[O.menuTranslationX] = state.menuTransform.translationX
    output[O.menuTranslationY] = state.menuTransform.translationY
    output[O.menuScale] = state.menuTransform.scale
    output[O.menuAlpha] = state.menuAlpha
    output[O.menuShadowOpacity] = state.menuShadowOpacity
    output[O.menuShadowRadius] = state.menuShadowRadius
    output[O.isMenuHidden] = state.isMenuHidden ? 1 : 0
    output[O.contentTranslationX] = state.contentTransform.translationX
    output[O.contentTranslationY] = state.contentTransform.translationY
    output[O.contentScale] = state.contentTransform.scale
    output[O.contentAlpha] = state.contentAlpha
    output[O.contentCornerRadius] = state.contentCornerRadius
    output[O.contentShadowOpacity] = state.contentShadowOpacity
    output[O.contentShadowRadius] = state.contentShadowRadius
    output[O.scrimAlpha] = state.scrimAlpha
    output[O.isMenuAboveContent] = state.isMenuAboveContent ? 1 : 0
    output[O.velocity] = velocity
    output[O.phase] = Self.phaseCode(machine.phase)
    output[O.marks] = marks
    output[O.isDisplayLinkActive] = isDisplayLinkActive ? 1 : 0
    output[O.isContentInteractive] = isContentInteractive ? 1 : 0
    output[O.focusRequest] = focusRequest
    output[O.containerWidth] = machine.container.size.width
    output[O.containerHeight] = machine.container.size.height
    output[O.layoutDirection] = machine.container.layoutDirection == .leftToRight ? 0 : 1
    output[O.time] = time
    output[O.heading] = heading
    output[O.contentX] = state.contentFrame.minX
    output[O.contentWidth] = state.contentFrame.width
    output[O.dockedFraction] = state.dockedFraction
    output[O.isDocked] = state.layoutMode == .docked ? 1 : 0
    output[O.hasScrim] = state.hasScrim ? 1 : 0
    output[O.menuCornerRadius] = state.menuCornerRadius
    output[O.menuInsetTop] = state.menuSafeAreaInsets.top
    output[O.menuInsetLeft] = state.menuSafeAreaInsets.left
    output[O.menuInsetBottom] = state.menuSafeAreaInsets.bottom
    output[O.menuInsetRight] = state.menuSafeAreaInsets.right
    // Marks and focus requests are moments: reported once.
    marks = 0
    focusRequest = 0
  }

  /// Where the menu is going, from the machine's phase and hold.
  private var heading: Double {
    switch machine.phase.motion {
    case .none: return PlaygroundHeading.resting
    case .some(.interactive):
      return machine.isHeld ? PlaygroundHeading.held : PlaygroundHeading.followingFinger
    case .some(.animated(let target)):
      return target == .closed ? PlaygroundHeading.towardClosed : PlaygroundHeading.towardOpen
    }
  }

  // MARK: - Readouts

  /// A value the engine resolved or validated (see ``PlaygroundReadout``); read from the
  /// machine's configuration, which it validated on receipt, not from the settings as given.
  func readout(_ readout: PlaygroundReadout) -> Double {
    let configuration = machine.configuration
    let edgeConfiguration = configuration[edge]
    let container = machine.container
    let side = edge.resolved(in: container.layoutDirection)
    let width = edgeConfiguration.width.validated().width
    let (resolved, _) = width.resolved(
      in: container, side: side, minimumContentMargin: edgeConfiguration.minimumContentMargin)
    // What the width asks for before its limits and the content margin, and those limits. (The
    // playground only sets fractions; a fixed width asks for itself, as its own limits.)
    let fraction: Double
    let requested: Double
    let minimum: Double
    let maximum: Double
    switch width {
    case .fixed(let points):
      (requested, minimum, maximum) = (points, points, points)
      fraction = container.size.width > 0 ? points / container.size.width : 0
    case .fraction(let value, let lower, let upper):
      (fraction, minimum, maximum) = (value, lower, upper)
      requested = value * container.size.width
    }
    switch readout {
    case .resolvedWidth: return resolved
    case .requestedWidth: return requested
    case .widthLimit:
      let inRange = Swift.min(Swift.max(requested, minimum), maximum)
      if resolved < inRange + container.safeAreaInsets.inset(on: side) {
        return PlaygroundWidthLimit.contentMargin
      }
      if inRange < requested { return PlaygroundWidthLimit.maximum }
      if inRange > requested { return PlaygroundWidthLimit.minimum }
      return PlaygroundWidthLimit.none
    case .maximumWidth: return maximum
    case .minimumWidth: return minimum
    case .minimumContentMargin: return edgeConfiguration.minimumContentMargin
    case .widthFraction: return fraction
    case .openResponse: return Self.spring(configuration.openTiming).response
    case .openDamping: return Self.spring(configuration.openTiming).dampingFraction
    case .closeResponse: return Self.spring(configuration.closeTiming).response
    case .closeDamping: return Self.spring(configuration.closeTiming).dampingFraction
    case .flingThreshold: return configuration.gestures.flingThreshold
    case .style: return settings[Int(PlaygroundSetting.style.rawValue)]
    case .edge: return edge == .leading ? 0 : 1
    case .menuSide: return side == .left ? 0 : 1
    case .screenWidth: return container.size.width
    case .docking:
      switch edgeConfiguration.docking {
      case .never: return 0
      case .whenWide: return 1
      case .always: return 2
      }
    case .isDocked: return machine.isDocked(edge) ? 1 : 0
    case .dockingMinimumContainerWidth: return SideMenuDocking.automaticMinimumContainerWidth
    case .dockingMinimumContentWidth: return SideMenuDocking.automaticMinimumContentWidth
    case .contentOffset: return edgeConfiguration.style.contentOffsetWhenOpen
    case .edgePeek: return configuration.gestures.isEdgePeekEnabled ? 1 : 0
    case .presetContentOffset:
      return SideMenuStyle.presets[Int(settings[Int(PlaygroundSetting.style.rawValue)])].style
        .contentOffsetWhenOpen
    case .edgePeekDelay: return configuration.gestures.edgePeekDelay
    case .glassPanel: return edgeConfiguration.style.menuPanel == nil ? 0 : 1
    case .panelInset: return edgeConfiguration.style.menuPanel?.edgeInset ?? 0
    case .panelCornerRadius: return edgeConfiguration.style.menuPanel?.cornerRadius ?? 0
    }
  }

  /// The playground only sets springs; a curve (never set here) reads as the default spring.
  private static func spring(_ timing: SideMenuTiming) -> SideMenuSpring {
    if case .spring(let spring) = timing { return spring }
    return SideMenuSpring()
  }

  // MARK: - Effects

  /// Sends an event to the machine and applies the effects a renderer keeps state for.
  private mutating func handle(_ event: SideMenuEvent, at time: Double) {
    var displayLink = isDisplayLinkActive
    var interactive = isContentInteractive
    var focus = focusRequest
    machine.handle(event, at: time) { effect in
      switch effect {
      case .setDisplayLinkActive(let active): displayLink = active
      case .setContentInteractionEnabled(let enabled): interactive = enabled
      case .accessibility(.focusMenu): focus = 1
      case .accessibility(.focusContent): focus = 2
      case .accessibility(.announce): break  // the page's menu is always modal
      // Frames are read from `machine.frameState` once per display frame; transitions,
      // notifications, completions and diagnostics have nothing to draw.
      default: break
      }
    }
    isDisplayLinkActive = displayLink
    isContentInteractive = interactive
    focusRequest = focus
  }

  private mutating func addMark(_ mark: Double) {
    // Bits held in a Double so the output stays one array of numbers.
    let bits = Int(marks) | Int(mark)
    marks = Double(bits)
  }

  // MARK: - Reading the engine

  /// The edge the controls select.
  private var edge: SideMenuEdge {
    settings[Int(PlaygroundSetting.edge.rawValue)] == 0 ? .leading : .trailing
  }

  /// A lift counts as a tap if the pointer stayed within the touch slop.
  private func isTap(from start: SideMenuPoint, to end: SideMenuPoint) -> Bool {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let slop = machine.configuration.gestures.touchSlop
    return dx * dx + dy * dy < slop * slop
  }

  /// Whether a point is on the menu as drawn, while it is shown.
  private func hitsMenu(_ point: SideMenuPoint) -> Bool {
    let state = machine.frameState
    return machine.phase != .closed && !state.isMenuHidden
      && state.menuFrameOnScreen.contains(point)
  }

  /// Whether a point is on the scrim: the content's area on screen while a menu is shown, less
  /// the menu where the menu is drawn above it.
  private func hitsScrim(_ point: SideMenuPoint) -> Bool {
    // A docked menu has no scrim: its neighbour is live content.
    guard machine.phase != .closed, machine.frameState.hasScrim else { return false }
    let state = machine.frameState
    let content = state.contentTransform.applied(to: state.contentFrame)
    guard content.contains(point) else { return false }
    // The vertical bar's strip stays the content's, undimmed and live: a tap on its menu button
    // is the button's, not the scrim's (``SideMenuContainer/scrimFrame(forMenuOn:)``).
    if let scrim = machine.container.scrimFrame(forMenuOn: state.side), !scrim.contains(point) {
      return false
    }
    return
      !(state.isMenuAboveContent && !state.isMenuHidden
      && state.menuFrameOnScreen.contains(point))
  }

  private func isAnimated(_ phase: SideMenuPhase) -> Bool {
    if case .some(.animated) = phase.motion { return true }
    return false
  }

  private func isInteractive(_ phase: SideMenuPhase) -> Bool {
    phase.motion == .interactive
  }

  private static func phaseCode(_ phase: SideMenuPhase) -> Double {
    switch phase {
    case .closed: 0
    case .opening: 1
    case .open: 2
    case .closing: 3
    }
  }

  // MARK: - Settings to engine values

  private static func configuration(from settings: [Double]) -> SideMenuConfiguration {
    func value(_ setting: PlaygroundSetting) -> Double { settings[Int(setting.rawValue)] }
    var configuration = SideMenuConfiguration()
    let edge: SideMenuEdge = value(.edge) == 0 ? .leading : .trailing
    configuration[edge].isEnabled = true
    configuration[edge.opposite].isEnabled = false
    configuration[edge].style = SideMenuStyle.presets[Int(value(.style))].style
    configuration[edge].style.contentOffsetWhenOpen = value(.contentOffset)
    configuration[edge].style.menuPanel = value(.glassPanel) != 0 ? .floating : nil
    configuration.gestures.isEdgePeekEnabled = value(.edgePeek) != 0
    configuration[edge].width = .fraction(value(.widthFraction), minimum: 0, maximum: 360)
    let dockingRules: [SideMenuDocking] = [.never, .automatic, .always]
    configuration[edge].docking = dockingRules[min(max(Int(value(.docking)), 0), 2)]
    configuration.gestures.flingThreshold = value(.flingThreshold)
    configuration.openTiming = .spring(
      SideMenuSpring(response: value(.openResponse), dampingFraction: value(.openDamping)))
    configuration.closeTiming = .spring(
      SideMenuSpring(response: value(.closeResponse), dampingFraction: value(.closeDamping)))
    return configuration
  }

  private static func container(
    from settings: [Double], reservedRegions: SideMenuReservedRegions
  ) -> SideMenuContainer {
    func value(_ setting: PlaygroundSetting) -> Double { settings[Int(setting.rawValue)] }
    return SideMenuContainer(
      size: SideMenuSize(width: value(.containerWidth), height: value(.containerHeight)),
      layoutDirection: value(.layoutDirection) == 0 ? .leftToRight : .rightToLeft,
      reservedRegions: reservedRegions)
  }
}
