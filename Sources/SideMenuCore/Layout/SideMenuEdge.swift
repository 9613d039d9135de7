/// The side of the container a menu is attached to, in terms of the writing direction.
///
/// `leading` is the left side in left-to-right languages and the right side in right-to-left
/// ones, as in UIKit and SwiftUI. Resolve it with ``resolved(in:)``.
public enum SideMenuEdge: Equatable, Hashable, Sendable, CaseIterable {
  /// The side where lines of text start: left in English, right in Arabic or Hebrew.
  case leading
  /// The side where lines of text end.
  case trailing

  /// The physical side this edge is on for the given layout direction.
  public func resolved(in direction: SideMenuLayoutDirection) -> SideMenuPhysicalEdge {
    switch (self, direction) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
    case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
    }
  }

  /// The other edge.
  public var opposite: SideMenuEdge {
    switch self {
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}

/// A physical side of the container.
public enum SideMenuPhysicalEdge: Equatable, Hashable, Sendable, CaseIterable {
  /// The left side.
  case left
  /// The right side.
  case right

  /// +1 for the left side, −1 for the right: the sign of an x movement that opens a menu on this
  /// side (a left menu opens as the finger moves right).
  public var openingDirection: Double {
    switch self {
    case .left: 1
    case .right: -1
    }
  }

  /// The other side.
  public var opposite: SideMenuPhysicalEdge {
    switch self {
    case .left: .right
    case .right: .left
    }
  }
}

/// The horizontal writing direction of the interface, which decides where ``SideMenuEdge/leading``
/// is (UIKit's `UIUserInterfaceLayoutDirection`, SwiftUI's `LayoutDirection`).
public enum SideMenuLayoutDirection: Equatable, Hashable, Sendable, CaseIterable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic or Hebrew.
  case rightToLeft
}
