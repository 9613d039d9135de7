extension SideMenuMotionKind: CustomStringConvertible {
  /// "interactive" or "animated(toward: open)".
  public var description: String {
    switch self {
    case .interactive: "interactive"
    case .animated(let target): "animated(toward: \(target))"
    }
  }
}

extension SideMenuPhase: CustomStringConvertible {
  /// "closed", "opening(leading, interactive)", "open(leading)" or
  /// "closing(trailing, animated(toward: closed))".
  public var description: String {
    switch self {
    case .closed: "closed"
    case .opening(let edge, let motion): "opening(\(edge), \(motion))"
    case .open(let edge): "open(\(edge))"
    case .closing(let edge, let motion): "closing(\(edge), \(motion))"
    }
  }
}
