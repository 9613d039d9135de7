// iOS 27.1 (iPhone Duo): reserved regions and the vertical bar. Declarations as Apple's pages
// give them; the simulated device (`SimulatedDevice`, model `.iPhoneDuo`) sets what they answer.

/// Apple: "The edge where the system places the vertical bar." Cases `leading`, `trailing`,
/// `unspecified` ("The system has no preferred edge for the vertical bar"); `init?(rawValue:)`.
/// The raw values are not documented; nothing here depends on them.
/// https://developer.apple.com/documentation/uikit/uiverticalbaredge
@available(iOS 27.1, *)
public enum UIVerticalBarEdge: Int, Sendable, Hashable {
  case leading
  case trailing
  case unspecified
}

/// Apple: "A behavior that determines whether the vertical bar is used": `automatic` ("The
/// system determines whether the vertical bar is rendered"), `disabled`.
/// https://developer.apple.com/documentation/uikit/uiverticalbarbehavior
@available(iOS 27.1, *)
public enum UIVerticalBarBehavior: Int, Sendable, Hashable {
  case automatic
  case disabled
}

extension UITraitCollection {
  /// Apple: "The edge where the system places the vertical bar … reflects the system's
  /// preferred edge regardless of whether a vertical bar is currently visible. Returns
  /// `UIVerticalBarEdgeUnspecified` on devices and in contexts where the system never places a
  /// vertical bar." The simulated window's (`SimulatedDevice`: the Duo's cover display, and its
  /// inner display in landscape).
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge
  @available(iOS 27.1, *)
  public var verticalBarEdge: UIVerticalBarEdge { simulationVerticalBarEdge }
}

extension UIViewController {
  /// The behaviour that applies to this controller's bars: the preference of the child it
  /// defers to, all the way down (simulation only).
  @available(iOS 27.1, *)
  package var simulationResolvedVerticalBarBehavior: UIVerticalBarBehavior {
    var controller = self
    var depth = 0
    while let child = controller.childForPreferredVerticalBarBehavior, depth < 32 {
      controller = child
      depth += 1
    }
    return controller.preferredVerticalBarBehavior
  }
}

extension UIView {
  /// Apple: "A region within a view's coordinate space that another entity occupies … Each
  /// region describes a frame, margins, active state, and an identifier." Kinds: `occlusion`
  /// ("An area where an element, such as the Dynamic Island, a camera, or window controls,
  /// occludes content") and `division` ("An area where content splits into separate regions,
  /// such as at the fold of a hinge"). The identifier is not modelled (nothing reads it).
  /// https://developer.apple.com/documentation/uikit/uiview/reservedregion
  @available(iOS 27.1, *)
  public struct ReservedRegion: Sendable, Equatable {
    /// Apple: "A kind of reserved region."
    /// https://developer.apple.com/documentation/uikit/uiview/reservedregion/kind-swift.struct
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
      let name: String
      /// Apple: "A region where content splits into two separate regions."
      public static let division = Kind(name: "division")
      /// Apple: "A region where an element, such as a camera, occludes content."
      public static let occlusion = Kind(name: "occlusion")
      public var description: String { name }
    }

    /// Apple: "Options for querying reserved regions": `includeInactive`, "whether inactive
    /// reserved regions are included in a query result". The raw value's type is not on
    /// Apple's page (UInt, as the SDK's interface listings show).
    /// https://developer.apple.com/documentation/uikit/uiview/reservedregion/queryoptions
    public struct QueryOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let includeInactive = QueryOptions(rawValue: 1)
    }

    /// Apple: "The kind of the region."
    public let kind: Kind
    /// Apple: "The rectangle of the region in the view's coordinate space, including the
    /// margins."
    public let frame: CGRect
    /// Apple: "The margins included in the frame around the reserved region for interactive
    /// content."
    public let margins: UIEdgeInsets
    /// Apple: "A Boolean value that indicates whether the region is currently active."
    public let isActive: Bool

    package init(kind: Kind, frame: CGRect, margins: UIEdgeInsets, isActive: Bool) {
      self.kind = kind
      self.frame = frame
      self.margins = margins
      self.isActive = isActive
    }
  }

  /// Apple: "Returns the reserved regions of a given kind and options" — "all of the reserved
  /// regions that currently intersect your view regardless of whether they are currently
  /// active" (the type's overview), with `QueryOptions.includeInactive` documented as
  /// including inactive ones. The two sentences disagree about the default; the model takes
  /// the stricter reading for a caller: the default query **also** returns inactive regions
  /// (as the overview says), so code must check `isActive` itself. Frames are in this view's
  /// coordinates; only regions intersecting its bounds are returned.
  ///
  /// Changes reach views as UIKit's observation tracking does (Apple DTS: "UIKit provides
  /// methods and closures in several objects where automatic observation tracking happens,
  /// including for trait collection changes and updates to a view's layout",
  /// https://developer.apple.com/forums/thread/847876): a view that queried is laid out again
  /// (`setNeedsLayout`) when a region changes — no trait change, no notification, nothing for
  /// a view that never asked (the stricter reading).
  /// https://developer.apple.com/documentation/uikit/uiview/reservedregions(kind:options:)
  @available(iOS 27.1, *)
  @MainActor
  public func reservedRegions(
    kind: UIView.ReservedRegion.Kind, options: UIView.ReservedRegion.QueryOptions = []
  ) -> [UIView.ReservedRegion] {
    guard let window else { return [] }
    window.simulationReservedRegionObservers.removeAll { $0.value == nil || $0.value === self }
    window.simulationReservedRegionObservers.append(SimulationWeakView(self))
    var result: [UIView.ReservedRegion] = []
    for region in window.simulationReservedRegions where region.kind == kind {
      let frame = window.convert(region.frame, to: self)
      guard frame.intersects(bounds) else { continue }
      result.append(
        UIView.ReservedRegion(
          kind: region.kind, frame: frame, margins: region.margins, isActive: region.isActive))
    }
    _ = options  // the default already includes inactive regions (see above)
    return result
  }
}

/// A view held weakly (simulation only).
package struct SimulationWeakView {
  package weak var value: UIView?
  package init(_ value: UIView) { self.value = value }
}

extension UIWindow {
  /// Tells every view that read the reserved regions to lay out again (simulation only; see
  /// `reservedRegions(kind:options:)`).
  package func simulationReservedRegionsChanged() {
    simulationReservedRegionObservers.removeAll { $0.value == nil }
    for observer in simulationReservedRegionObservers { observer.value?.setNeedsLayout() }
  }
}
