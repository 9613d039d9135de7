#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
  import SideMenuCore

  // iOS 27.1 (iPhone Duo): what the system reserves in `.sideMenu`'s container, read from the
  // modifier's geometry reader for the engine's rule (``SideMenuReservedRegions``), as the UIKit
  // layer reads it from its container view (SideMenuReservedRegions+UIKit.swift).

  extension SideMenuReservedRegions {
    /// The reserved regions the geometry `proxy` reports, on iOS 27.1 built with Swift 6.4
    /// (Xcode 27); ``none`` everywhere else, so nothing changes for other SDKs and systems.
    ///
    /// - Parameter proxy: The modifier's full-container geometry reader.
    /// - Returns: The regions, in the reader's coordinates, in points.
    @MainActor
    static func reading(_ proxy: GeometryProxy) -> SideMenuReservedRegions {
      #if compiler(>=6.4)
        if #available(iOS 27.1, *) { return SideMenuReservedRegions(proxy) }
      #endif
      return .none
    }
  }

  #if compiler(>=6.4)
    @available(iOS 27.1, *)
    extension SideMenuReservedRegions {
      /// The active division and occlusion regions over the reader of `proxy`, in its
      /// coordinates, not mirrored (the engine's container is physical, left to right).
      ///
      /// Asks with `.includeInactive` and keeps what `isActive` says: Apple's overview says the
      /// query returns the regions "regardless of whether they are currently active"; reading
      /// `isActive` is right either way. A region's frame includes its margins ("The rect of
      /// the region in the view's coordinate space, including the margins"), so the menu keeps
      /// clear of those too. A division reported at all says the display folds
      /// (``isOnFoldingDisplay``).
      /// https://developer.apple.com/documentation/swiftui/geometryproxy/reservedregions(kind:options:layoutdirectionbehavior:)
      /// https://developer.apple.com/documentation/swiftui/reservedregion/frame
      ///
      /// The vertical bar is not read here: SwiftUI gives its edge
      /// (`EnvironmentValues.toolbarVerticalEdge`) but no extent, which the engine needs; the
      /// stage's UIKit probe reads both (``SideMenuVerticalBarProbe``).
      ///
      /// - Parameter proxy: The geometry reader's proxy.
      init(_ proxy: GeometryProxy) {
        func active(_ kind: ReservedRegion.Kind) -> [SideMenuRect] {
          proxy.reservedRegions(
            kind: kind, options: .includeInactive, layoutDirectionBehavior: .fixed
          )
          .compactMap { $0.isActive ? SideMenuRect($0.frame) : nil }
        }
        let divisions = proxy.reservedRegions(
          kind: .division, options: .includeInactive, layoutDirectionBehavior: .fixed)
        // One fold: the first active division (iPhone Duo has one hinge).
        self.init(
          division: active(.division).first, occlusions: active(.occlusion),
          isOnFoldingDisplay: !divisions.isEmpty)
      }
    }
  #endif
#endif
