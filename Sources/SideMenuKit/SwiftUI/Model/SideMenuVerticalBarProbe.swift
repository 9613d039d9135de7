#if os(iOS) && canImport(SwiftUI)
  import SideMenuCore
  import UIKit

  /// The SwiftUI stage's UIKit view behind the stage: the model's coordinate anchor, and the
  /// probe through which `.sideMenu` learns the vertical bar (iPhone Duo, iOS 27.1).
  ///
  /// SwiftUI gives a view the bar's edge (`toolbarVerticalEdge`) but not its width, which the
  /// engine needs to lay the menu beside the strip. UIKit has both for any view in the window:
  /// the edge in `traitCollection.verticalBarEdge`
  /// (https://developer.apple.com/documentation/uikit/uitraitcollection/verticalbaredge) and the
  /// strip as the bars the system moved into it. So this view, in the hosting view's tree, reads
  /// them as the UIKit modes read them from their container (``SideMenuVerticalBar``'s UIKit
  /// reading, SideMenuReservedRegions+UIKit.swift) and reports a change: the app needs no
  /// setting, and the bar's width comes from where the bars are, not from a number. It reads
  /// when it joins a window and at each layout of the stage (a new display, orientation or
  /// container size: when the system decides where the bar goes); the reading is the same
  /// walk the UIKit container does, only on a device that reports a bar edge.
  final class SideMenuVerticalBarProbe: UIView {
    /// Told when the vertical bar found over this view changes (`nil`: no bar).
    var verticalBarChanged: ((SideMenuVerticalBar?) -> Void)?
    private var lastReading: SideMenuVerticalBar??

    override func didMoveToWindow() {
      super.didMoveToWindow()
      report()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      report()
    }

    /// Reads the vertical bar and reports it if it differs from the last reading.
    func report() {
      let reading = Self.verticalBar(over: self)
      guard lastReading != .some(reading) else { return }
      lastReading = .some(reading)
      verticalBarChanged?(reading)
    }

    /// The vertical bar over `view` on iOS 27.1 built with Swift 6.4 (Xcode 27); `nil`
    /// everywhere else, so nothing changes for other SDKs and systems.
    ///
    /// - Parameter view: A view in the stage.
    /// - Returns: The bar's edge and width in points, or `nil` without one.
    static func verticalBar(over view: UIView) -> SideMenuVerticalBar? {
      #if compiler(>=6.4)
        if #available(iOS 27.1, *) { return SideMenuVerticalBar(view) }
      #endif
      return nil
    }
  }
#endif
