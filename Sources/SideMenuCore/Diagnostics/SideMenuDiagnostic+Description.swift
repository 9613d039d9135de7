extension SideMenuDiagnostic: CustomStringConvertible {
  /// The diagnostic as written in code, with units: "settingReplaced(touchSlop, given: nan)",
  /// "unusableContainer(width: 0 pt, height: 844 pt)", "invalidSafeAreaInsets",
  /// "invalidReservedRegion",
  /// "menuWiderThanContainer(requested: 500 pt, container: 390 pt)",
  /// "timeWentBackwards(previous: 2 s, given: 1 s)", "nonFiniteInput(panChanged)",
  /// "eventOutOfOrder(panEnded)", "edgeDisabled(trailing)",
  /// "clockJumped(previous: 2 s, given: 12 s)".
  public var description: String {
    switch self {
    case .settingReplaced(let setting, let given):
      "settingReplaced(\(setting), given: " + describeNumber(given) + ")"
    case .unusableContainer(let width, let height):
      "unusableContainer(width: " + describePoints(width) + ", height: " + describePoints(height)
        + ")"
    case .invalidSafeAreaInsets: "invalidSafeAreaInsets"
    case .invalidReservedRegion: "invalidReservedRegion"
    case .menuWiderThanContainer(let requested, let container):
      "menuWiderThanContainer(requested: " + describePoints(requested) + ", container: "
        + describePoints(container) + ")"
    case .timeWentBackwards(let previous, let given):
      "timeWentBackwards(previous: " + describeSeconds(previous) + ", given: "
        + describeSeconds(given) + ")"
    case .nonFiniteInput(let kind): "nonFiniteInput(\(kind))"
    case .eventOutOfOrder(let kind): "eventOutOfOrder(\(kind))"
    case .edgeDisabled(let edge): "edgeDisabled(\(edge))"
    case .clockJumped(let previous, let given):
      "clockJumped(previous: " + describeSeconds(previous) + ", given: "
        + describeSeconds(given) + ")"
    }
  }
}

extension SideMenuSetting: CustomStringConvertible {
  /// The case's name, as in code: "touchSlop", "menuWidthFraction".
  public var description: String {
    switch self {
    case .menuWidth: "menuWidth"
    case .menuWidthFraction: "menuWidthFraction"
    case .menuMinimumWidth: "menuMinimumWidth"
    case .menuMaximumWidth: "menuMaximumWidth"
    case .minimumContentMargin: "minimumContentMargin"
    case .styleValue: "styleValue"
    case .styleRadius: "styleRadius"
    case .springResponse: "springResponse"
    case .springDampingFraction: "springDampingFraction"
    case .springCoefficient: "springCoefficient"
    case .curveDuration: "curveDuration"
    case .curveControlPoint: "curveControlPoint"
    case .edgeZoneWidth: "edgeZoneWidth"
    case .touchSlop: "touchSlop"
    case .flingThreshold: "flingThreshold"
    case .projectionDecelerationRate: "projectionDecelerationRate"
    case .rubberBandCoefficient: "rubberBandCoefficient"
    case .velocityHorizon: "velocityHorizon"
    case .stillnessTimeout: "stillnessTimeout"
    case .reduceMotionDuration: "reduceMotionDuration"
    case .dockingMinimumContainerWidth: "dockingMinimumContainerWidth"
    case .dockingMinimumContentWidth: "dockingMinimumContentWidth"
    case .edgePeekDelay: "edgePeekDelay"
    case .edgePeekWidth: "edgePeekWidth"
    case .menuPanelInset: "menuPanelInset"
    case .menuPanelCornerRadius: "menuPanelCornerRadius"
    }
  }
}
