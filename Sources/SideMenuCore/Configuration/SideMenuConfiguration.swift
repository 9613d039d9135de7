/// Everything an app can set about its side menus, with defaults that need no changes.
///
/// ```swift
/// var configuration = SideMenuConfiguration()
/// configuration.leading.style = .slideAside
/// configuration.leading.width = .fixed(260)
/// configuration.trailing.isEnabled = true
/// configuration.gestures.isContentPanToOpenEnabled = true
/// ```
///
/// Invalid values never trap: ``validated()`` (which the state machine applies to every
/// configuration it receives) clamps or replaces them and reports each change.
public struct SideMenuConfiguration: Equatable, Hashable, Sendable {
  /// The leading edge's menu. Default: enabled, ``SideMenuWidth/standard``,
  /// ``SideMenuStyle/standard``.
  public var leading: SideMenuEdgeConfiguration
  /// The trailing edge's menu. Default: disabled (most apps have one menu).
  public var trailing: SideMenuEdgeConfiguration
  /// How the menu follows and judges the finger.
  public var gestures: SideMenuGestureConfiguration
  /// How a menu opens when not carried by a finger (and how it settles open after a release).
  /// Default: a spring with a 0.4 s response and 0.9 damping: the seed tutorials (`docs/seed-tutorials.md`) opened in 0.4 s with a
  /// quart-out curve; a nearly critically damped spring of the same response feels alike and, unlike
  /// a curve, keeps the finger's velocity when it takes over.
  public var openTiming: SideMenuTiming
  /// How a menu closes. Default: a critically damped spring with a 0.3 s response — the seed tutorials
  /// closed in 0.3 s because "users want dismissal faster".
  public var closeTiming: SideMenuTiming
  /// Whether the menu closes (without animation) when the app moves to the background. Default:
  /// `false`: the user comes back to what they left, as Android's drawer does.
  public var dismissesOnBackground: Bool
  /// Whether the menu closes (without animation) when the container changes size, as on rotation.
  /// Default: `false`: it stays open and lays out again at the new size.
  public var dismissesOnRotation: Bool
  /// Whether the menu closes when the app presents or pushes another screen from it. Default:
  /// `true`: a selection in the menu leads away from it.
  public var dismissesWhenPresentingFromMenu: Bool
  /// Whether the content under an open menu still receives touches. Default: `false`: a tap on the
  /// content (its scrim) closes the menu instead of acting on what is beneath.
  public var isContentInteractiveWhileOpen: Bool
  /// What replaces the motion while Reduce Motion is on. Default: ``SideMenuReduceMotion/standard``
  /// (a 0.2 s cross-fade); the drag still works.
  public var reduceMotion: SideMenuReduceMotion

  /// Creates a configuration with every documented default: one leading menu.
  public init() {
    leading = SideMenuEdgeConfiguration()
    trailing = SideMenuEdgeConfiguration(isEnabled: false)
    gestures = SideMenuGestureConfiguration()
    openTiming = .spring(SideMenuSpring(response: 0.4, dampingFraction: 0.9))
    closeTiming = .spring(SideMenuSpring(response: 0.3, dampingFraction: 1))
    dismissesOnBackground = false
    dismissesOnRotation = false
    dismissesWhenPresentingFromMenu = true
    isContentInteractiveWhileOpen = false
    reduceMotion = .standard
  }

  /// The default configuration.
  public static let standard = SideMenuConfiguration()

  /// The configuration of one edge's menu.
  public subscript(edge: SideMenuEdge) -> SideMenuEdgeConfiguration {
    get {
      switch edge {
      case .leading: leading
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .leading: leading = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  /// A copy whose every value is usable, and a diagnostic for each change.
  ///
  /// Widths, styles, timings, gestures and the reduce-motion duration are validated by their own
  /// rules (see ``SideMenuWidth/validated()``, ``SideMenuStyle/validated()``,
  /// ``SideMenuTiming/validated()``, ``SideMenuGestureConfiguration/validated()``,
  /// ``SideMenuDocking/validated()``); a non-finite content margin becomes 64 points, a negative
  /// one 0; a cross-fade lasts 0…2 s (non-finite: 0.2 s). What depends on a container — a fixed
  /// width wider than it, a panel it leaves no room for — is reported when the width is resolved
  /// against it.
  ///
  /// The result holds no NaN, so it equals itself, and validating it again changes nothing and
  /// reports nothing: a renderer that keeps the last configuration to tell whether a new one
  /// changes anything compares validated values, and reports an invalid setting once.
  public func validated() -> (
    configuration: SideMenuConfiguration, diagnostics: [SideMenuDiagnostic]
  ) {
    var diagnostics: [SideMenuDiagnostic] = []
    var result = self
    for edge in SideMenuEdge.allCases {
      var edgeConfiguration = result[edge]
      // Replaced here, not only when resolved: a NaN kept in the configuration would make it
      // unequal to itself, and every container change would report it again.
      let (width, widthDiagnostics) = edgeConfiguration.width.validated()
      edgeConfiguration.width = width
      diagnostics += widthDiagnostics
      let (style, styleDiagnostics) = edgeConfiguration.style.validated()
      edgeConfiguration.style = style
      diagnostics += styleDiagnostics
      clampSetting(
        &edgeConfiguration.minimumContentMargin, 0, .greatestFiniteMagnitude, default: 64,
        .minimumContentMargin, into: &diagnostics)
      let (docking, dockingDiagnostics) = edgeConfiguration.docking.validated()
      edgeConfiguration.docking = docking
      diagnostics += dockingDiagnostics
      result[edge] = edgeConfiguration
    }
    let (gestures, gestureDiagnostics) = gestures.validated()
    result.gestures = gestures
    diagnostics += gestureDiagnostics
    let (open, openDiagnostics) = openTiming.validated()
    result.openTiming = open
    diagnostics += openDiagnostics
    let (close, closeDiagnostics) = closeTiming.validated()
    result.closeTiming = close
    diagnostics += closeDiagnostics
    let (reduceMotion, reduceMotionDiagnostics) = reduceMotion.validated()
    result.reduceMotion = reduceMotion
    diagnostics += reduceMotionDiagnostics
    return (result, diagnostics)
  }
}
