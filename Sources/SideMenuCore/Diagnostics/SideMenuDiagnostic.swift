/// Something the engine corrected or ignored instead of trapping.
///
/// Bad input never crashes the engine and never leaves a menu stuck: every value it cannot use is
/// clamped or replaced, every event it cannot apply is ignored, and each time it says so with one
/// of these. The state machine emits them as ``SideMenuEffect/diagnostic(_:)``; the UIKit layer
/// logs them through `SideMenuLog` (`os.Logger`, and the app's hook).
///
/// Not frozen: later versions may add cases. Switch over it with an `@unknown default:` branch,
/// so that a new case is a warning in your build rather than an error.
public enum SideMenuDiagnostic: Equatable, Hashable, Sendable {
  /// A setting was out of range or not finite, and the documented replacement was used.
  case settingReplaced(SideMenuSetting, given: Double)
  /// The container's width or height (points) was zero, negative, not finite or larger than
  /// ``SideMenuContainer/maximumDimension``; zero-sized dimensions are laid out as such (drags are
  /// ignored until a usable size arrives), oversized ones at the maximum.
  case unusableContainer(width: Double, height: Double)
  /// Safe-area insets were negative, not finite, or larger than the container; they were cleaned.
  case invalidSafeAreaInsets
  /// A reserved region (``SideMenuReservedRegions``) had a non-finite or negative value or lay
  /// outside the container, or a vertical bar was wider than half the container or reached
  /// into a fold; it was dropped, clipped or narrowed (``SideMenuContainer/sanitized()``).
  case invalidReservedRegion
  /// A fixed menu width (points) was wider than the container (points); the widest menu that fits
  /// was used.
  case menuWiderThanContainer(requested: Double, container: Double)
  /// An event's time (seconds) was earlier than the last one seen (seconds), by no more than
  /// ``SideMenuStateMachine/clockJumpTolerance``; the last time was used instead.
  case timeWentBackwards(previous: Double, given: Double)
  /// An event carried a NaN or infinite value and was ignored.
  case nonFiniteInput(SideMenuEventKind)
  /// An event's time (seconds) was more than ``SideMenuStateMachine/clockJumpTolerance`` earlier,
  /// or more than ``SideMenuStateMachine/maximumTimeStep`` later, than the last one (seconds):
  /// a clock outlier or a reset. The machine's clock was rebased so that the event happened at
  /// the last time, and later times count from there. (A long step forward while nothing
  /// animates is rebased too, without this report: that is idling.)
  case clockJumped(previous: Double, given: Double)
  /// An event arrived in an order that cannot happen (a drag that moved or ended without having
  /// begun, a second drag beginning during the first) and was ignored.
  case eventOutOfOrder(SideMenuEventKind)
  /// An event asked for a menu on an edge that is not configured or is disabled, and was ignored.
  case edgeDisabled(SideMenuEdge)
}

/// The settings a ``SideMenuDiagnostic/settingReplaced(_:given:)`` can name.
///
/// Not frozen: later versions may add cases. Switch over it with an `@unknown default:` branch,
/// so that a new case is a warning in your build rather than an error.
public enum SideMenuSetting: Equatable, Hashable, Sendable, CaseIterable {
  /// ``SideMenuWidth/fixed(_:)``.
  case menuWidth
  /// The fraction of ``SideMenuWidth/fraction(_:minimum:maximum:)``.
  case menuWidthFraction
  /// The minimum of ``SideMenuWidth/fraction(_:minimum:maximum:)``.
  case menuMinimumWidth
  /// The maximum of ``SideMenuWidth/fraction(_:minimum:maximum:)``.
  case menuMaximumWidth
  /// ``SideMenuEdgeConfiguration/minimumContentMargin``.
  case minimumContentMargin
  /// A fraction, scale, alpha or opacity of a ``SideMenuStyle``.
  case styleValue
  /// A corner or shadow radius of a ``SideMenuStyle``.
  case styleRadius
  /// A spring's response.
  case springResponse
  /// A spring's damping fraction.
  case springDampingFraction
  /// A spring's mass, stiffness or damping coefficient.
  case springCoefficient
  /// A timing curve's duration.
  case curveDuration
  /// A timing curve's control point.
  case curveControlPoint
  /// ``SideMenuGestureConfiguration/edgeZoneWidth``.
  case edgeZoneWidth
  /// ``SideMenuGestureConfiguration/touchSlop``.
  case touchSlop
  /// ``SideMenuGestureConfiguration/flingThreshold``.
  case flingThreshold
  /// ``SideMenuGestureConfiguration/projectionDecelerationRate``.
  case projectionDecelerationRate
  /// ``SideMenuGestureConfiguration/rubberBandCoefficient``.
  case rubberBandCoefficient
  /// ``SideMenuGestureConfiguration/velocityHorizon``.
  case velocityHorizon
  /// ``SideMenuGestureConfiguration/stillnessTimeout``.
  case stillnessTimeout
  /// The duration of ``SideMenuReduceMotion/crossFade(duration:)``.
  case reduceMotionDuration
  /// The container width of ``SideMenuDocking/whenWide(minimumContainerWidth:minimumContentWidth:)``.
  case dockingMinimumContainerWidth
  /// The content width of ``SideMenuDocking/whenWide(minimumContainerWidth:minimumContentWidth:)``.
  case dockingMinimumContentWidth
  /// ``SideMenuGestureConfiguration/edgePeekDelay``.
  case edgePeekDelay
  /// ``SideMenuGestureConfiguration/edgePeekWidth``.
  case edgePeekWidth
  /// An inset of ``SideMenuPanel`` (``SideMenuStyle/menuPanel``): out of range, or more than
  /// the container leaves room for (``SideMenuPanel/fitted(menuWidth:containerHeight:)``).
  case menuPanelInset
  /// The corner radius of ``SideMenuPanel``: out of range, or more than half the panel's
  /// shorter side.
  case menuPanelCornerRadius
}
