#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore

  // Conversions between SwiftUI's layout types and the engine's, in one place (internal, as
  // the UIKit ones: the layer's plumbing, not API).

  extension SideMenuLayoutDirection {
    /// Creates a layout direction from SwiftUI's.
    ///
    /// ```swift
    /// @Environment(\.layoutDirection) var direction
    /// let engineDirection = SideMenuLayoutDirection(direction)
    /// ```
    ///
    /// - Parameter direction: SwiftUI's layout direction; unknown future values count as
    ///   left-to-right.
    init(_ direction: LayoutDirection) {
      switch direction {
      case .leftToRight: self = .leftToRight
      case .rightToLeft: self = .rightToLeft
      @unknown default: self = .leftToRight
      }
    }
  }

  extension SideMenuSizeClass {
    /// Creates a size class from SwiftUI's `horizontalSizeClass` environment value; `nil`
    /// where SwiftUI reports none (and for unknown future values).
    ///
    /// ```swift
    /// @Environment(\.horizontalSizeClass) var sizeClass
    /// let engineSizeClass = SideMenuSizeClass(sizeClass)
    /// ```
    ///
    /// - Parameter sizeClass: SwiftUI's size class.
    init?(_ sizeClass: UserInterfaceSizeClass?) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      case nil: return nil
      @unknown default: return nil
      }
    }
  }

  extension SideMenuInsets {
    /// Creates physical insets from SwiftUI edge insets measured in a left-to-right layout,
    /// where `leading` is the left side and `trailing` the right.
    ///
    /// The engine's insets are physical (a notch does not flip with the writing direction), so
    /// read SwiftUI's in a view whose `layoutDirection` is `.leftToRight`, as the side menu's
    /// container does.
    ///
    /// - Parameter insets: The insets, in points, from a left-to-right layout.
    init(leftToRight insets: EdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
        right: Double(insets.trailing))
    }
  }
#endif
