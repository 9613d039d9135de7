/// Where a menu comes to rest.
public enum SideMenuRestingState: Equatable, Hashable, Sendable, CaseIterable {
  /// Fully closed (progress 0).
  case closed
  /// Fully open (progress 1).
  case open

  /// The progress of this state: 0 or 1.
  public var progress: Double {
    switch self {
    case .closed: 0
    case .open: 1
    }
  }
}

/// What happens when the finger lets go of a menu: the decision and everything it was made from.
///
/// Compute one with ``decide(progress:fingerVelocity:menuWidth:gestures:)``; the state machine
/// does exactly that on ``SideMenuEvent/panEnded(_:targetOverride:)``, and
/// ``SideMenuStateMachine/releaseProposal(for:)`` shows it beforehand so a delegate can
/// override it.
public struct SideMenuRelease: Equatable, Hashable, Sendable {
  /// Why the target was chosen.
  public enum Reason: Equatable, Hashable, Sendable {
    /// The finger moved at least ``SideMenuGestureConfiguration/flingThreshold``: its direction
    /// decides, wherever the menu is.
    case fling
    /// A slower release: the resting state nearest the projected position wins.
    case projection
  }

  /// The opening progress at release, 0…1 (above 1 when rubber-banded).
  public var progress: Double
  /// The finger's velocity along the opening direction, in points per second (positive opens).
  public var fingerVelocity: Double
  /// The menu's velocity handed to the settling animation, in progress per second: the finger's
  /// velocity over the menu width, times the rubber band's slope when past fully open, so the
  /// menu's speed is continuous at release.
  public var velocity: Double
  /// Where momentum would carry the menu, in progress.
  public var projectedProgress: Double
  /// The chosen resting state.
  public var target: SideMenuRestingState
  /// Why it was chosen.
  public var reason: Reason

  /// Creates a release value from its parts (see ``decide(progress:fingerVelocity:menuWidth:gestures:)``
  /// to compute one).
  public init(
    progress: Double, fingerVelocity: Double, velocity: Double, projectedProgress: Double,
    target: SideMenuRestingState, reason: Reason
  ) {
    self.progress = progress
    self.fingerVelocity = fingerVelocity
    self.velocity = velocity
    self.projectedProgress = projectedProgress
    self.target = target
    self.reason = reason
  }

  /// Decides where a released menu goes.
  ///
  /// 1. A flick at or above ``SideMenuGestureConfiguration/flingThreshold`` decides by its
  ///    direction wherever the menu is (Flutter's rule; Android's is the same after zeroing slower
  ///    velocities).
  /// 2. Otherwise the position is projected with UIScrollView's deceleration,
  ///    `projected = progress + (v / 1000)·rate / (1 − rate) / width` (WWDC 2018 "Designing
  ///    Fluid Interfaces"), and the nearer resting state wins. A projection of exactly one half
  ///    opens, as on Android and Flutter.
  ///
  /// A cancelled drag is a release with zero velocity, so only the position decides. Non-finite
  /// inputs count as 0; a zero width projects nothing.
  ///
  /// - Parameters:
  ///   - progress: The opening progress at release.
  ///   - fingerVelocity: The finger's velocity along the opening direction, in points per second.
  ///   - menuWidth: The menu's width, in points.
  ///   - gestures: The gesture configuration (threshold, deceleration rate, rubber band).
  /// - Returns: The decision.
  public static func decide(
    progress: Double, fingerVelocity: Double, menuWidth: Double,
    gestures: SideMenuGestureConfiguration
  ) -> SideMenuRelease {
    decide(
      progress: progress, fingerVelocity: fingerVelocity, menuWidth: menuWidth,
      stretchLimit: menuWidth, gestures: gestures)
  }

  /// Decides where a released menu goes, for a rubber band whose stretch approaches
  /// `stretchLimit` points rather than the menu's width: what the state machine uses, with the
  /// smaller of the menu's width and the room left to the container's far edge. Identical to
  /// ``decide(progress:fingerVelocity:menuWidth:gestures:)`` otherwise; the limit only changes
  /// the rubber band's slope, and so the ``velocity`` handed on, past fully open.
  ///
  /// - Parameters:
  ///   - progress: The opening progress at release.
  ///   - fingerVelocity: The finger's velocity along the opening direction, in points per second.
  ///   - menuWidth: The menu's width, in points.
  ///   - stretchLimit: The distance, in points, the rubber band approaches past fully open; a
  ///     non-finite or negative limit counts as 0 (no stretch).
  ///   - gestures: The gesture configuration (threshold, deceleration rate, rubber band).
  /// - Returns: The decision.
  public static func decide(
    progress: Double, fingerVelocity: Double, menuWidth: Double, stretchLimit: Double,
    gestures: SideMenuGestureConfiguration
  ) -> SideMenuRelease {
    let progress = progress.isFinite ? progress : 0
    let fingerVelocity = fingerVelocity.isFinite ? fingerVelocity : 0
    let width = menuWidth.isFinite && menuWidth > 0 ? menuWidth : 0
    let limit = stretchLimit.isFinite && stretchLimit > 0 ? stretchLimit : 0
    // Past fully open the menu moves slower than the finger (rubber band): scale accordingly.
    let coefficient = gestures.rubberBandCoefficient
    let fingerOvershoot = SideMenuRubberBand.overshoot(
      forOffset: (progress - 1) * width, dimension: limit, coefficient: coefficient)
    let slope = SideMenuRubberBand.slope(
      atOvershoot: fingerOvershoot, dimension: limit, coefficient: coefficient)
    let velocity = width > 0 ? fingerVelocity / width * slope : 0
    let rate = gestures.projectionDecelerationRate
    let travel = fingerVelocity / 1000 * rate / (1 - rate)
    let projected = width > 0 ? progress + travel / width : progress
    let target: SideMenuRestingState
    let reason: Reason
    if abs(fingerVelocity) >= gestures.flingThreshold, fingerVelocity != 0 {
      target = fingerVelocity > 0 ? .open : .closed
      reason = .fling
    } else {
      target = projected >= 0.5 ? .open : .closed
      reason = .projection
    }
    return SideMenuRelease(
      progress: progress, fingerVelocity: fingerVelocity, velocity: velocity,
      projectedProgress: projected, target: target, reason: reason)
  }
}
