#if os(iOS)
  import UIKit
  import SideMenuCore

  // Conversions between the engine's value types (plain `Double`) and Core Graphics / UIKit
  // types, in one place so no other file does unit plumbing. Internal: they are the layer's
  // plumbing, not something an app configures or observes (an app driving the engine itself
  // converts at its own boundary).

  extension SideMenuPoint {
    /// Creates a point from a Core Graphics point.
    ///
    /// - Parameter point: The point, in points.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension CGPoint {
    /// Creates a Core Graphics point from an engine point.
    ///
    /// - Parameter point: The point, in points.
    init(_ point: SideMenuPoint) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }

  extension SideMenuSize {
    /// Creates a size from a Core Graphics size.
    ///
    /// - Parameter size: The size, in points.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension CGSize {
    /// Creates a Core Graphics size from an engine size.
    ///
    /// - Parameter size: The size, in points.
    init(_ size: SideMenuSize) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension SideMenuRect {
    /// Creates a rectangle from a Core Graphics rectangle.
    ///
    /// - Parameter rect: The rectangle, in points.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

  extension CGRect {
    /// Creates a Core Graphics rectangle from an engine rectangle.
    ///
    /// - Parameter rect: The rectangle, in points.
    init(_ rect: SideMenuRect) {
      self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
  }

  extension SideMenuInsets {
    /// Creates insets from UIKit edge insets (both use physical left and right sides).
    ///
    /// - Parameter insets: The insets, in points.
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension UIEdgeInsets {
    /// Creates UIKit edge insets from engine insets.
    ///
    /// - Parameter insets: The insets, in points.
    init(_ insets: SideMenuInsets) {
      self.init(
        top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right))
    }
  }

  extension CGAffineTransform {
    /// Creates the affine transform of an engine transform: a uniform scale about the view's
    /// centre followed by a translation, which is what UIKit applies with the default anchor
    /// point (0.5, 0.5).
    ///
    /// - Parameter transform: The engine transform.
    init(_ transform: SideMenuTransform) {
      let scale = CGFloat(transform.scale)
      self.init(
        a: scale, b: 0, c: 0, d: scale, tx: CGFloat(transform.translationX),
        ty: CGFloat(transform.translationY))
    }
  }

  extension SideMenuLayoutDirection {
    /// Creates a layout direction from UIKit's.
    ///
    /// - Parameter direction: UIKit's layout direction; unknown future values count as
    ///   left-to-right.
    init(_ direction: UIUserInterfaceLayoutDirection) {
      switch direction {
      case .leftToRight: self = .leftToRight
      case .rightToLeft: self = .rightToLeft
      @unknown default: self = .leftToRight
      }
    }
  }

  extension SideMenuSizeClass {
    /// Creates a size class from UIKit's; `nil` for `.unspecified` (and unknown future
    /// values): no size class to decide by.
    ///
    /// - Parameter sizeClass: UIKit's size class.
    init?(_ sizeClass: UIUserInterfaceSizeClass) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      case .unspecified: return nil
      @unknown default: return nil
      }
    }
  }

  extension SideMenuContainer {
    /// Describes a view as a container: its bounds size, safe area, effective layout
    /// direction (which follows `semanticContentAttribute`, so a forced right-to-left view
    /// mirrors its menus) and horizontal size class (`traitCollection.horizontalSizeClass`,
    /// which the docking rule reads; iPad multitasking makes a window compact).
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    ///
    /// - Parameter view: The view the menu is laid out in.
    ///
    /// On iOS 27.1 it also reads what the system reserves in the view (iPhone Duo): the active
    /// division and occlusion regions and the vertical bar (``SideMenuReservedRegions``).
    @MainActor
    init(_ view: UIView) {
      self.init(
        size: SideMenuSize(view.bounds.size), safeAreaInsets: SideMenuInsets(view.safeAreaInsets),
        layoutDirection: SideMenuLayoutDirection(view.effectiveUserInterfaceLayoutDirection),
        horizontalSizeClass: SideMenuSizeClass(view.traitCollection.horizontalSizeClass))
      #if compiler(>=6.4)
        if #available(iOS 27.1, *) {
          reservedRegions = SideMenuReservedRegions(view)
        }
      #endif
    }
  }
#endif
