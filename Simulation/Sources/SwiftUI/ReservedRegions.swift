import UIKit

// iOS 27.1 (iPhone Duo): the reserved regions as SwiftUI reports them to a geometry reader,
// modelled from the UIKit model's regions of the hosting view's window (the Duo device model,
// Simulation/Sources/UIKitSimulation/Duo.swift).
//
// Apple: `struct ReservedRegion` — "A region within a view's coordinate space that another
// entity reserves"; read "using the reservedRegions(kind:options:layoutDirectionBehavior:)
// method, which returns all of the reserved regions that currently intersect your view
// regardless of whether they are currently active"; `frame` is "The rect of the region in the
// view's coordinate space, including the margins".
// https://developer.apple.com/documentation/swiftui/reservedregion
// https://developer.apple.com/documentation/swiftui/geometryproxy/reservedregions(kind:options:layoutdirectionbehavior:)
// As for UIKit (UIView.reservedRegions in the UIKit model), the overview and
// `QueryOptions.includeInactive` ("Include inactive reserved regions") disagree about the
// default; the model takes the stricter reading for a caller: inactive regions are returned
// either way, so code must read `isActive`.
// A change of the regions updates the tree at the end of the turn (the hosting controller
// counts them among its inputs): SwiftUI re-evaluates a reader whose geometry changed.

/// Apple: `enum LayoutDirectionBehavior` — `case fixed`, `case mirrors(in: LayoutDirection)`,
/// `static var mirrors` (iOS 17). https://developer.apple.com/documentation/swiftui/layoutdirectionbehavior
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// "A behavior that doesn't mirror when the layout direction changes."
  case fixed
  /// "A behavior that mirrors when the layout direction has the specified value."
  case mirrors(in: LayoutDirection)
  /// "A behavior that mirrors when the layout direction is right-to-left."
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

/// Apple: `struct ReservedRegion` (iOS 27.1). https://developer.apple.com/documentation/swiftui/reservedregion
public struct ReservedRegion: Equatable, Sendable {
  /// Apple: `struct Kind` — `occlusion`, `division`.
  public struct Kind: Hashable, Sendable {
    let name: String
    /// "An area where an element, such as the Dynamic Island, a camera, or window controls,
    /// occludes content."
    public static let occlusion = Kind(name: "occlusion")
    /// "An area where content splits into separate regions, such as at the fold of a hinge."
    public static let division = Kind(name: "division")
  }

  /// Apple: `@frozen struct QueryOptions` (OptionSet, `rawValue: Int`).
  public struct QueryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// "Include inactive reserved regions."
    public static let includeInactive = QueryOptions(rawValue: 1)
  }

  /// Apple: `var kind`.
  public let kind: Kind
  /// Apple: "The rect of the region in the view's coordinate space, including the margins."
  public let frame: CGRect
  /// Apple: `var margins: EdgeInsets`.
  public let margins: EdgeInsets
  /// Apple: "Whether the region is active."
  public let isActive: Bool
}

/// What a geometry reader reads the window's regions through (simulation only). The model
/// reports them in the hosting view's coordinates: exact for a reader that fills the host (a
/// root's, or `.sideMenu`'s full-container reader under a full-screen host); a reader placed
/// elsewhere would see them offset by its origin — a limitation of the model, which does not
/// know a view's final position while its body runs.
struct _ReservedRegionsSource: @unchecked Sendable {  // read on the main actor only
  weak var host: UIView?
  var size: CGSize
  var layoutDirection: LayoutDirection
}

extension GeometryProxy {
  /// Apple: `func reservedRegions(kind: ReservedRegion.Kind, options:
  /// ReservedRegion.QueryOptions = [], layoutDirectionBehavior: LayoutDirectionBehavior =
  /// .mirrors) -> [ReservedRegion]` (iOS 27.1): the regions of `kind` intersecting the reader,
  /// in its coordinates, mirrored horizontally when the behaviour mirrors in the reader's
  /// layout direction. Outside a hosting view's window, none. Apple's declaration is not
  /// main-actor isolated; a proxy is only handed out on the main thread (in a reader's body),
  /// where the model reads the window.
  @available(iOS 27.1, *)
  public func reservedRegions(
    kind: ReservedRegion.Kind, options: ReservedRegion.QueryOptions = [],
    layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors
  ) -> [ReservedRegion] {
    _ = options  // inactive regions are returned either way (see the file's notes)
    guard let source = _reservedRegionsSource else { return [] }
    return MainActor.assumeIsolated {
      Self._reservedRegions(
        kind: kind, layoutDirectionBehavior: layoutDirectionBehavior, source: source)
    }
  }

  @MainActor
  private static func _reservedRegions(
    kind: ReservedRegion.Kind, layoutDirectionBehavior: LayoutDirectionBehavior,
    source: _ReservedRegionsSource
  ) -> [ReservedRegion] {
    guard let host = source.host,
      let window = host.window
    else { return [] }
    let uiKind: UIView.ReservedRegion.Kind = kind == .division ? .division : .occlusion
    let bounds = CGRect(origin: .zero, size: source.size)
    let mirrors: Bool
    switch layoutDirectionBehavior {
    case .fixed: mirrors = false
    case .mirrors(let direction): mirrors = direction == source.layoutDirection
    }
    var result: [ReservedRegion] = []
    for region in window.simulationReservedRegions where region.kind == uiKind {
      var frame = window.convert(region.frame, to: host)
      guard frame.intersects(bounds) else { continue }
      var margins = EdgeInsets(
        top: region.margins.top, leading: region.margins.left, bottom: region.margins.bottom,
        trailing: region.margins.right)
      if mirrors {
        frame.origin.x = bounds.width - frame.maxX
        swap(&margins.leading, &margins.trailing)
      }
      result.append(
        ReservedRegion(kind: kind, frame: frame, margins: margins, isActive: region.isActive))
    }
    return result
  }
}
