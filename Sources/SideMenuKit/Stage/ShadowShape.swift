#if os(iOS)
  import UIKit
  import SideMenuCore

  /// What a shadow path outlines.
  struct ShadowShape: Equatable {
    var rect: CGRect
    var cornerRadius: CGFloat
  }
#endif
