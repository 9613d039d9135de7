// ios-sdk: 27
// UIKit API first declared by the iOS 27.1 SDK (iPhone Duo) that SideMenuKit uses, declared as
// Apple's pages give it, with its availability (iOS 27.1). Bodies only satisfy the compiler:
// nothing here links or runs. SideMenuKit uses it behind `#if compiler(>=6.4)` (Xcode 27) and
// `#available(iOS 27.1, *)`.
import UIKit

// https://developer.apple.com/documentation/uikit/uiverticalbaredge
// Apple: `enum UIVerticalBarEdge` — cases `leading`, `trailing`, `unspecified`;
// `init?(rawValue: Int)` (the raw values are not on the page).
@available(iOS 27.1, *)
public enum UIVerticalBarEdge: Int, Sendable {
  case leading
  case trailing
  case unspecified
}

@available(iOS 27.1, *)
extension UITraitCollection {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge
  // Apple: `var verticalBarEdge: UIVerticalBarEdge { get }`
  public var verticalBarEdge: UIVerticalBarEdge { fatalError() }
}

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/reservedregion
  // Apple: `struct ReservedRegion`
  @available(iOS 27.1, *)
  public struct ReservedRegion: Sendable {
    // https://developer.apple.com/documentation/uikit/uiview/reservedregion/kind-swift.struct
    // Apple: `struct Kind` (Equatable, Hashable)
    public struct Kind: Hashable, Sendable {
      // https://developer.apple.com/documentation/uikit/uiview/reservedregion/kind-swift.struct/division
      // Apple: `static let division: UIView.ReservedRegion.Kind`
      public static let division = Kind()
      // https://developer.apple.com/documentation/uikit/uiview/reservedregion/kind-swift.struct/occlusion
      // Apple: `static let occlusion: UIView.ReservedRegion.Kind`
      public static let occlusion = Kind()
    }

    // https://developer.apple.com/documentation/uikit/uiview/reservedregion/queryoptions
    // Apple: `struct QueryOptions` (OptionSet); its raw value's type is not on the page.
    public struct QueryOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      // https://developer.apple.com/documentation/uikit/uiview/reservedregion/queryoptions/includeinactive
      // Apple: `static let includeInactive: UIView.ReservedRegion.QueryOptions`
      public static let includeInactive = QueryOptions(rawValue: 1)
    }

    // https://developer.apple.com/documentation/uikit/uiview/reservedregion/kind-swift.property
    // Apple: `let kind: UIView.ReservedRegion.Kind`
    public let kind: Kind
    // https://developer.apple.com/documentation/uikit/uiview/reservedregion/frame
    // Apple: `let frame: CGRect`
    public let frame: CGRect
    // https://developer.apple.com/documentation/uikit/uiview/reservedregion/margins
    // Apple: `let margins: UIEdgeInsets`
    public let margins: UIEdgeInsets
    // https://developer.apple.com/documentation/uikit/uiview/reservedregion/isactive
    // Apple: `let isActive: Bool`
    public let isActive: Bool
  }

  // https://developer.apple.com/documentation/uikit/uiview/reservedregions(kind:options:)
  // Apple: `@MainActor @preconcurrency func reservedRegions(kind: UIView.ReservedRegion.Kind,
  // options: UIView.ReservedRegion.QueryOptions = []) -> [UIView.ReservedRegion]`
  @available(iOS 27.1, *)
  @MainActor @preconcurrency public func reservedRegions(
    kind: UIView.ReservedRegion.Kind, options: UIView.ReservedRegion.QueryOptions = []
  ) -> [UIView.ReservedRegion] { fatalError() }
}
