// Readable descriptions for logs and test failures (Embedded Swift has no reflection to print
// enum cases by itself).

extension SideMenuEdge: CustomStringConvertible {
  /// "leading" or "trailing".
  public var description: String {
    switch self {
    case .leading: "leading"
    case .trailing: "trailing"
    }
  }
}

extension SideMenuPhysicalEdge: CustomStringConvertible {
  /// "left" or "right".
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    }
  }
}

extension SideMenuLayoutDirection: CustomStringConvertible {
  /// "leftToRight" or "rightToLeft".
  public var description: String {
    switch self {
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}
