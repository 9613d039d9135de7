// ios-sdk: 27
// SwiftUI API first declared by the iOS 27.1 SDK (iPhone Duo) that SideMenuKit uses, declared as
// Apple's pages give it, with its availability (iOS 27.1). Bodies only satisfy the compiler:
// nothing here links or runs. SideMenuKit uses it behind `#if compiler(>=6.4)` (Xcode 27) and
// `#available(iOS 27.1, *)` (Sources/SideMenuKit/SwiftUI/Model/SideMenuReservedRegions+SwiftUI.swift).
import SwiftUI

// https://developer.apple.com/documentation/swiftui/layoutdirectionbehavior
// Apple: `enum LayoutDirectionBehavior` — `case fixed`, `case mirrors(in: LayoutDirection)`,
// `static var mirrors: LayoutDirectionBehavior { get }` — iOS 17.0+. Declared by the iOS 17 SDK
// already; here because the iOS 16.5 SDK the check builds on lacks it and only the iOS 27.1
// reader below uses it (Equatable, Hashable per the page; Sendable assumed).
@available(iOS 17.0, *)
public enum LayoutDirectionBehavior: Hashable, Sendable {
  case fixed
  case mirrors(in: LayoutDirection)
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

// https://developer.apple.com/documentation/swiftui/reservedregion
// Apple: `struct ReservedRegion` — iOS 27.1+, iPadOS 27.1+.
@available(iOS 27.1, *)
public struct ReservedRegion {
  // https://developer.apple.com/documentation/swiftui/reservedregion/kind-swift.struct
  // Apple: `struct Kind` — `occlusion`, `division` (the page's conformances: Equatable,
  // Hashable, Sendable).
  public struct Kind: Hashable, Sendable {
    // …/reservedregion/kind-swift.struct/occlusion
    public static var occlusion: ReservedRegion.Kind { fatalError() }
    // …/reservedregion/kind-swift.struct/division
    public static var division: ReservedRegion.Kind { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/reservedregion/queryoptions
  // Apple: `@frozen struct QueryOptions` (OptionSet; `init(rawValue: Int)`).
  @frozen public struct QueryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/reservedregion/queryoptions/includeinactive
    // Apple: `static var includeInactive: ReservedRegion.QueryOptions { get }`
    public static var includeInactive: ReservedRegion.QueryOptions { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/reservedregion/frame
  // Apple: `var frame: CGRect { get }`
  public var frame: CGRect { fatalError() }
  // https://developer.apple.com/documentation/swiftui/reservedregion/isactive
  // Apple: `var isActive: Bool { get }`
  public var isActive: Bool { fatalError() }
}

extension GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/reservedregions(kind:options:layoutdirectionbehavior:)
  // Apple: `func reservedRegions(kind: ReservedRegion.Kind, options: ReservedRegion.QueryOptions
  // = [], layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors) -> [ReservedRegion]`
  @available(iOS 27.1, *)
  public func reservedRegions(
    kind: ReservedRegion.Kind, options: ReservedRegion.QueryOptions = [],
    layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors
  ) -> [ReservedRegion] { fatalError() }
}
