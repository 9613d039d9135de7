/// SwiftUI's named springs, by the same names and with the same parameters, so a menu can move
/// like the rest of a SwiftUI app and a UIKit app can say `configuration.openTiming = .snappy`.
///
/// Apple's definitions (SwiftUI `Spring`, iOS 17):
/// - `Spring(duration: 0.5, bounce: 0.0)` is the designated form: "Defines the pace of the
///   spring. This is approximately equal to the settling duration"; bounce 0 is critically
///   damped, positive values bounce "up to a maximum of 1.0 (corresponding to undamped
///   oscillation)", negative ones are overdamped "with a minimum value of -1.0"
///   (developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)).
/// - `smooth(duration: 0.5, extraBounce: 0.0)`: "no bounce", "added to the base bounce of 0"
///   (…/spring/smooth(duration:extrabounce:)).
/// - `snappy(duration: 0.5, extraBounce: 0.0)`: "small amount of bounce", "the base bounce of
///   0.15" (…/spring/snappy(duration:extrabounce:)).
/// - `bouncy(duration: 0.5, extraBounce: 0.0)`: "higher amount of bounce", "the base bounce of
///   0.3" (…/spring/bouncy(duration:extrabounce:)).
/// - The properties `smooth`, `snappy` and `bouncy` are those functions with their defaults
///   (…/spring/smooth, …/spring/snappy, …/spring/bouncy).
///
/// The duration is the spring's ``response`` and the bounce maps to the damping fraction as in
/// ``init(duration:bounce:)``. One difference from SwiftUI: the animator validates every spring
/// (``validated()``), so a bounce above 0.95 (a damping fraction below 0.05, a menu that would
/// oscillate for ever) runs as 0.95, and a duration outside 0.01…10 s is clamped.
extension SideMenuSpring {
  /// The perceptual duration SwiftUI's presets default to, in seconds (0.5 s).
  public static let presetDuration = 0.5

  /// SwiftUI's `Spring.smooth`: 0.5 s, no bounce (critically damped).
  public static let smooth = SideMenuSpring.smooth()
  /// SwiftUI's `Spring.snappy`: 0.5 s, a bounce of 0.15 (damping fraction 0.85).
  public static let snappy = SideMenuSpring.snappy()
  /// SwiftUI's `Spring.bouncy`: 0.5 s, a bounce of 0.3 (damping fraction 0.7).
  public static let bouncy = SideMenuSpring.bouncy()

  /// SwiftUI's `Spring.smooth(duration:extraBounce:)`: a base bounce of 0.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (the response), in seconds. Default 0.5 s.
  ///   - extraBounce: Added to the base bounce of 0. Default 0.
  /// - Returns: The spring.
  public static func smooth(
    duration: Double = presetDuration, extraBounce: Double = 0
  ) -> SideMenuSpring {
    SideMenuSpring(duration: duration, bounce: 0 + extraBounce)
  }

  /// SwiftUI's `Spring.snappy(duration:extraBounce:)`: a base bounce of 0.15.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (the response), in seconds. Default 0.5 s.
  ///   - extraBounce: Added to the base bounce of 0.15. Default 0.
  /// - Returns: The spring.
  public static func snappy(
    duration: Double = presetDuration, extraBounce: Double = 0
  ) -> SideMenuSpring {
    SideMenuSpring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// SwiftUI's `Spring.bouncy(duration:extraBounce:)`: a base bounce of 0.3.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (the response), in seconds. Default 0.5 s.
  ///   - extraBounce: Added to the base bounce of 0.3. Default 0.
  /// - Returns: The spring.
  public static func bouncy(
    duration: Double = presetDuration, extraBounce: Double = 0
  ) -> SideMenuSpring {
    SideMenuSpring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// SwiftUI's `Spring(duration:bounce:)` with its defaults, as a factory:
  /// `SideMenuSpring.spring(duration: 0.35, bounce: 0.1)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (the response), in seconds. Default 0.5 s.
  ///   - bounce: −1…1: 0 is critically damped, positive bounces, negative creeps. Default 0.
  /// - Returns: The spring.
  public static func spring(duration: Double = presetDuration, bounce: Double = 0)
    -> SideMenuSpring
  {
    SideMenuSpring(duration: duration, bounce: bounce)
  }

  /// SwiftUI's `Spring.duration`: the perceptual duration, in seconds; the same as ``response``.
  public var duration: Double { response }
}

extension SideMenuTiming {
  /// A spring timing with SwiftUI's `Spring.smooth` (see ``SideMenuSpring/smooth``).
  public static let smooth = SideMenuTiming.spring(.smooth)
  /// A spring timing with SwiftUI's `Spring.snappy` (see ``SideMenuSpring/snappy``).
  public static let snappy = SideMenuTiming.spring(.snappy)
  /// A spring timing with SwiftUI's `Spring.bouncy` (see ``SideMenuSpring/bouncy``).
  public static let bouncy = SideMenuTiming.spring(.bouncy)

  /// A spring timing with SwiftUI's `smooth(duration:extraBounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds. Default 0.5 s.
  ///   - extraBounce: Added to the base bounce of 0. Default 0.
  /// - Returns: The spring timing.
  public static func smooth(
    duration: Double = SideMenuSpring.presetDuration, extraBounce: Double = 0
  ) -> SideMenuTiming {
    .spring(.smooth(duration: duration, extraBounce: extraBounce))
  }

  /// A spring timing with SwiftUI's `snappy(duration:extraBounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds. Default 0.5 s.
  ///   - extraBounce: Added to the base bounce of 0.15. Default 0.
  /// - Returns: The spring timing.
  public static func snappy(
    duration: Double = SideMenuSpring.presetDuration, extraBounce: Double = 0
  ) -> SideMenuTiming {
    .spring(.snappy(duration: duration, extraBounce: extraBounce))
  }

  /// A spring timing with SwiftUI's `bouncy(duration:extraBounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds. Default 0.5 s.
  ///   - extraBounce: Added to the base bounce of 0.3. Default 0.
  /// - Returns: The spring timing.
  public static func bouncy(
    duration: Double = SideMenuSpring.presetDuration, extraBounce: Double = 0
  ) -> SideMenuTiming {
    .spring(.bouncy(duration: duration, extraBounce: extraBounce))
  }

  /// A spring timing with SwiftUI's `Spring(duration:bounce:)` (and `Animation.spring(duration:
  /// bounce:)`): `configuration.openTiming = .spring(duration: 0.35, bounce: 0.1)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds. Default 0.5 s.
  ///   - bounce: −1…1: 0 is critically damped, positive bounces, negative creeps. Default 0.
  /// - Returns: The spring timing.
  public static func spring(
    duration: Double = SideMenuSpring.presetDuration, bounce: Double = 0
  ) -> SideMenuTiming {
    .spring(SideMenuSpring(duration: duration, bounce: bounce))
  }
}
