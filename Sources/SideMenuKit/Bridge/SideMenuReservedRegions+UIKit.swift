#if os(iOS) && compiler(>=6.4)
  import UIKit
  import SideMenuCore

  // iOS 27.1 (iPhone Duo): what the system reserves in the menu's container, read for the
  // engine's rule (``SideMenuReservedRegions``). Built only by Swift 6.4 (Xcode 27), whose SDK
  // declares the API; the simulation compiles it too (sim-translate, rewrite 7).

  @available(iOS 27.1, *)
  extension SideMenuReservedRegions {
    /// The active reserved regions over `view`, in its coordinates, and the vertical bar.
    ///
    /// Asks with `.includeInactive` and keeps what `isActive` says: Apple's overview says the
    /// query returns the regions "regardless of whether they are currently active", its option
    /// says `includeInactive` adds the inactive ones; reading `isActive` is right either way.
    /// A region's frame includes its margins ("The rectangle of the region in the view's
    /// coordinate space, including the margins"), so the menu keeps clear of those too. A view
    /// that reads the regions in its layout is laid out again when they change (UIKit's
    /// observation tracking), which is where the renderers read them.
    /// https://developer.apple.com/documentation/uikit/uiview/reservedregions(kind:options:)
    /// https://developer.apple.com/documentation/uikit/uiview/reservedregion/frame
    ///
    /// A division reported at all, active or not, says the display folds
    /// (``isOnFoldingDisplay``, which the `.automatic` docking rule reads).
    ///
    /// - Parameter view: The container view.
    @MainActor
    init(_ view: UIView) {
      let divisions = view.reservedRegions(kind: .division, options: .includeInactive)
      func active(_ regions: [UIView.ReservedRegion]) -> [SideMenuRect] {
        regions.compactMap { $0.isActive ? SideMenuRect($0.frame) : nil }
      }
      // One fold: the first active division (iPhone Duo has one hinge).
      self.init(
        division: active(divisions).first,
        occlusions: active(view.reservedRegions(kind: .occlusion, options: .includeInactive)),
        verticalBar: SideMenuVerticalBar(view), isOnFoldingDisplay: !divisions.isEmpty)
    }
  }

  @available(iOS 27.1, *)
  extension SideMenuVerticalBar {
    /// The vertical bar over `view`, when the system shows one: its edge from
    /// `traitCollection.verticalBarEdge`, its width from the navigation bars, toolbars and tab
    /// bars the system moved into it (a bar taller than wide, outside the menu: all three move
    /// into the strip, so an app whose only bar is a tab bar or a toolbar has a strip as well). Apple documents the edge
    /// ("The edge where the system places the vertical bar",
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge) but
    /// not the strip's width, and the edge is reported "regardless of whether a vertical bar is
    /// currently visible": without such a bar (an app whose screens opt out with
    /// `preferredVerticalBarBehavior`, or have no navigation bar) there is no strip to keep.
    /// The bar's own width, not its position on screen: a content moved aside by the menu
    /// moves its strip with it.
    ///
    /// - Parameter view: The container view.
    @MainActor
    init?(_ view: UIView) {
      let edge: SideMenuEdge
      switch view.traitCollection.verticalBarEdge {
      case .leading: edge = .leading
      case .trailing: edge = .trailing
      case .unspecified: return nil
      @unknown default: return nil
      }
      guard let window = view.window else { return nil }
      let width = Self.stripWidth(in: window)
      guard width > 0 else { return nil }
      self.init(edge: edge, extent: Double(width))
    }

    /// The widest visible vertical navigation bar, toolbar or tab bar in `window` (not inside
    /// a menu), points.
    ///
    /// The whole view tree, however deep an app nests its navigation controllers (a split
    /// view's column in a container in a page view …): walked with a worklist rather than by
    /// recursion, so depth costs no stack, and a hidden view or a menu's host skips its whole
    /// subtree (nothing hidden is drawn, and the menu's own bars are not the strip). It runs
    /// only on a device that reports a vertical bar edge, when the container's layout changes.
    @MainActor
    private static func stripWidth(in window: UIView) -> CGFloat {
      var widest: CGFloat = 0
      var pending: [UIView] = [window]
      while let view = pending.popLast() {
        if view.isHidden || view is SideMenuMenuHostView { continue }
        if view is UINavigationBar || view is UITabBar || view is UIToolbar {
          let size = view.bounds.size
          if size.height > size.width { widest = Swift.max(widest, size.width) }
          continue
        }
        pending.append(contentsOf: view.subviews)
      }
      return widest
    }
  }
#endif
