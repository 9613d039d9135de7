extension SideMenuRestingState: CustomStringConvertible {
  /// "closed" or "open".
  public var description: String {
    switch self {
    case .closed: "closed"
    case .open: "open"
    }
  }
}

extension SideMenuRelease.Reason: CustomStringConvertible {
  /// "fling" or "projection".
  public var description: String {
    switch self {
    case .fling: "fling"
    case .projection: "projection"
    }
  }
}
