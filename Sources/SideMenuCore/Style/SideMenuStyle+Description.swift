extension SideMenuStyle.Stacking: CustomStringConvertible {
  /// "menuAboveContent" or "contentAboveMenu".
  public var description: String {
    switch self {
    case .menuAboveContent: "menuAboveContent"
    case .contentAboveMenu: "contentAboveMenu"
    }
  }
}
