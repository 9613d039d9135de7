/// How the menu follows and judges the finger. Every switch can change at run time (send
/// ``SideMenuEvent/configurationChanged(_:)``), for example to turn the edge pan off on one screen.
public struct SideMenuGestureConfiguration: Equatable, Hashable, Sendable {
  /// Whether a drag that starts at a screen edge opens that edge's menu. Default: `true`.
  public var isEdgePanEnabled: Bool
  /// Whether a drag on the open menu or its scrim closes it. Default: `true`.
  public var isPanToCloseEnabled: Bool
  /// Whether tapping the scrim closes the menu. Default: `true`.
  public var isTapToCloseEnabled: Bool
  /// Whether a horizontal drag anywhere on the content opens a menu, the side chosen by the
  /// drag's direction (and switching sides if the drag reverses past closed). Default: `false`,
  /// because it competes with horizontal scrolling in the content.
  public var isContentPanToOpenEnabled: Bool
  /// Whether the menu's opening drags yield to the navigation controller's back swipes — the
  /// leading-edge swipe and, on iOS 26, the full-width one — when a pop is possible. Default:
  /// `true` (the most reported conflict in other libraries). With `false` the menu's drags win
  /// and the back swipes wait for them; either way one drag never both pops and opens.
  public var yieldsToBackGesture: Bool
  /// Whether a trackpad's two-finger horizontal scroll opens a menu while none is shown
  /// (``SideMenuDragSource/trackpadScroll``). A scroll landed nowhere, so the edge zone cannot
  /// apply to it: it opens from anywhere on the content, the direction choosing the side, with
  /// the same direction lock as a finger (vertical scrolls stay with the content). It stands in
  /// for the edge drag, so it opens only while ``isEdgePanEnabled`` (or
  /// ``isContentPanToOpenEnabled``) is on. A shown menu closes with a scroll either way, as with
  /// a finger (``isPanToCloseEnabled``). Default: `true` — without it a trackpad has no drag
  /// that opens the menu at all (a click-drag from the screen edge works, but the pointer
  /// must first be taken there), and iPadOS answers a horizontal two-finger swipe with the
  /// horizontal movement content follows everywhere else; an app whose content scrolls
  /// sideways under the pointer turns it off.
  public var opensWithTrackpadScroll: Bool

  /// How far from the container's edge, in points, an opening drag may start, measured from the
  /// safe-area inset on that side. Default: 20, Android's `EDGE_SIZE` and Flutter's
  /// `_kEdgeDragWidth` (Flutter also adds the safe-area padding, as we do).
  public var edgeZoneWidth: Double
  /// How far, in points, the finger must move horizontally before the drag is claimed (while
  /// moving more horizontally than vertically), and exactly how much of its travel the drag then
  /// loses: the menu follows the movement beyond it, whatever the event rate (androidx
  /// `RecyclerView.onTouchEvent` subtracts its slop the same way). Default: 10 (Android's touch
  /// slop is 8 dp; UIKit's pan recognizer starts after a similar distance, so the two agree on
  /// when a drag starts).
  public var touchSlop: Double
  /// The release speed, in points per second, at and above which the flick's direction decides
  /// wherever the menu is. Default: 400, Android `DrawerLayout`'s `MIN_FLING_VELOCITY` (Flutter:
  /// 365). Below it, momentum projection decides; at 400 pt/s the projection already carries the
  /// menu about 200 points, past half of a typical menu, so the two rules agree except at the
  /// far ends.
  public var flingThreshold: Double
  /// The deceleration rate used to project where a released menu would coast. Default: 0.998,
  /// UIScrollView's `.normal` (a release at v pt/s travels about 0.499·v points).
  public var projectionDecelerationRate: Double
  /// The rubber band's coefficient past fully open. Default: 0.55, UIScrollView's.
  public var rubberBandCoefficient: Double
  /// How far back, in seconds, finger samples count for the velocity. Default: 0.1 (Android,
  /// Flutter).
  public var velocityHorizon: Double
  /// A pause between samples longer than this, in seconds, means the finger stopped; so does
  /// resting within ``SideMenuVelocityTracker/stillnessDistance`` for this long. Default: 0.04
  /// (Flutter).
  public var stillnessTimeout: Double

  /// Whether a finger resting in a closed menu's edge zone for ``edgePeekDelay`` shows a sliver
  /// of the menu (``edgePeekWidth``) — a hint that a drag from there opens it, as Android's
  /// `DrawerLayout` peeks its drawer. Dragging on carries the menu on from the sliver; lifting
  /// without a drag hides it again. Default: `false` (iOS has no such hint; an app opts in). The
  /// renderer reports the resting finger with ``SideMenuEvent/touchDown(_:)`` wherever it lands
  /// while the menu is closed, and keeps ticks coming while
  /// ``SideMenuStateMachine/wantsDisplayTicks`` says so.
  public var isEdgePeekEnabled: Bool
  /// How long, in seconds, the finger rests in the edge zone before the sliver shows. Default:
  /// 0.16, Android `DrawerLayout`'s `PEEK_DELAY` (160 ms).
  public var edgePeekDelay: Double
  /// How much of the menu the peek shows, in points. Default: 20, what `DrawerLayout` peeks
  /// (its `ViewDragHelper` edge size, 20 dp).
  public var edgePeekWidth: Double

  /// Creates a gesture configuration; every parameter has the documented default.
  ///
  /// - Parameters:
  ///   - isEdgePanEnabled: Whether an edge drag opens the menu.
  ///   - isPanToCloseEnabled: Whether a drag closes the open menu.
  ///   - isTapToCloseEnabled: Whether a scrim tap closes the menu.
  ///   - isContentPanToOpenEnabled: Whether a drag anywhere on the content opens a menu.
  ///   - yieldsToBackGesture: Whether the leading edge yields to the back swipe.
  ///   - opensWithTrackpadScroll: Whether a two-finger trackpad scroll opens a menu.
  ///   - edgeZoneWidth: The edge zone, in points.
  ///   - touchSlop: The claim distance, in points.
  ///   - flingThreshold: The fling speed, in points per second.
  ///   - projectionDecelerationRate: The projection's deceleration rate, 0…1.
  ///   - rubberBandCoefficient: The rubber band's coefficient.
  ///   - velocityHorizon: The velocity window, in seconds.
  ///   - stillnessTimeout: The stillness gap, in seconds.
  ///   - isEdgePeekEnabled: Whether a finger resting at the edge peeks the menu.
  ///   - edgePeekDelay: How long the finger rests before the peek, in seconds.
  ///   - edgePeekWidth: How much of the menu the peek shows, in points.
  public init(
    isEdgePanEnabled: Bool = true,
    isPanToCloseEnabled: Bool = true,
    isTapToCloseEnabled: Bool = true,
    isContentPanToOpenEnabled: Bool = false,
    yieldsToBackGesture: Bool = true,
    opensWithTrackpadScroll: Bool = true,
    edgeZoneWidth: Double = 20,
    touchSlop: Double = 10,
    flingThreshold: Double = 400,
    projectionDecelerationRate: Double = 0.998,
    rubberBandCoefficient: Double = 0.55,
    velocityHorizon: Double = 0.1,
    stillnessTimeout: Double = 0.04,
    isEdgePeekEnabled: Bool = false,
    edgePeekDelay: Double = 0.16,
    edgePeekWidth: Double = 20
  ) {
    self.isEdgePanEnabled = isEdgePanEnabled
    self.isPanToCloseEnabled = isPanToCloseEnabled
    self.isTapToCloseEnabled = isTapToCloseEnabled
    self.isContentPanToOpenEnabled = isContentPanToOpenEnabled
    self.yieldsToBackGesture = yieldsToBackGesture
    self.opensWithTrackpadScroll = opensWithTrackpadScroll
    self.edgeZoneWidth = edgeZoneWidth
    self.touchSlop = touchSlop
    self.flingThreshold = flingThreshold
    self.projectionDecelerationRate = projectionDecelerationRate
    self.rubberBandCoefficient = rubberBandCoefficient
    self.velocityHorizon = velocityHorizon
    self.stillnessTimeout = stillnessTimeout
    self.isEdgePeekEnabled = isEdgePeekEnabled
    self.edgePeekDelay = edgePeekDelay
    self.edgePeekWidth = edgePeekWidth
  }

  /// A copy whose every value is usable, and the diagnostics for what had to change.
  /// (The switches, ``opensWithTrackpadScroll`` among them, are always usable as they are.)
  ///
  /// Non-finite values become the default; then: edge zone 0…200 points, touch slop 0…100
  /// points, fling threshold 0…100,000 points per second, deceleration rate 0.5…0.9999 (1 would
  /// project to infinity), rubber-band coefficient 0…1, velocity horizon 0.01…1 s, stillness
  /// timeout 0.001…1 s, edge-peek delay 0…2 s, edge-peek width 0…100 points.
  public func validated() -> (
    gestures: SideMenuGestureConfiguration, diagnostics: [SideMenuDiagnostic]
  ) {
    var diagnostics: [SideMenuDiagnostic] = []
    var result = self
    clampSetting(&result.edgeZoneWidth, 0, 200, default: 20, .edgeZoneWidth, into: &diagnostics)
    clampSetting(&result.touchSlop, 0, 100, default: 10, .touchSlop, into: &diagnostics)
    clampSetting(
      &result.flingThreshold, 0, 100_000, default: 400, .flingThreshold, into: &diagnostics)
    clampSetting(
      &result.projectionDecelerationRate, 0.5, 0.9999, default: 0.998, .projectionDecelerationRate,
      into: &diagnostics)
    clampSetting(
      &result.rubberBandCoefficient, 0, 1, default: 0.55, .rubberBandCoefficient, into: &diagnostics
    )
    clampSetting(
      &result.velocityHorizon, 0.01, 1, default: 0.1, .velocityHorizon, into: &diagnostics)
    clampSetting(
      &result.stillnessTimeout, 0.001, 1, default: 0.04, .stillnessTimeout, into: &diagnostics)
    clampSetting(&result.edgePeekDelay, 0, 2, default: 0.16, .edgePeekDelay, into: &diagnostics)
    clampSetting(&result.edgePeekWidth, 0, 100, default: 20, .edgePeekWidth, into: &diagnostics)
    return (result, diagnostics)
  }
}
