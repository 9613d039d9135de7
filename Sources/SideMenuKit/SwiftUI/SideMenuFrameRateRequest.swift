#if os(iOS) && canImport(SwiftUI)
  import UIKit

  /// Asks for ProMotion's high frame rates while the engine animates.
  ///
  /// The SwiftUI layer's frames come from `TimelineView(.animation)`, whose schedule takes no
  /// frame rate (only a minimum interval and `paused`:
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)).
  /// The system picks the display's rate from what the app asks for, and a display link's
  /// `preferredFrameRateRange` is that request
  /// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange,
  /// https://developer.apple.com/documentation/quartzcore/optimizing-iphone-and-ipad-apps-to-support-promotion-displays).
  /// So while the engine asks for frames, a display link that does nothing but exist asks for
  /// the range the UIKit layer's own link asks for; on iPhone the app's Info.plist must also set
  /// `CADisableMinimumFrameDurationOnPhone`. Not main-actor isolated so its `deinit` may
  /// invalidate the link (documented as thread-safe), as in ``SideMenuDisplayLink``.
  final class SideMenuFrameRateRequest {
    /// The link's target: does nothing. `CADisplayLink` retains its target, which holds nothing,
    /// so no cycle keeps anything alive.
    private final class Target: NSObject {
      @objc func step(_ link: CADisplayLink) {}
    }

    private var link: CADisplayLink?

    init() {}

    /// Starts or pauses the request; only the engine's `setDisplayLinkActive` effects call this.
    ///
    /// - Parameter active: Whether the engine animates now.
    @MainActor
    func setActive(_ active: Bool) {
      if let link {
        link.isPaused = !active
        return
      }
      guard active else { return }
      let link = CADisplayLink(target: Target(), selector: #selector(Target.step(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    deinit {
      link?.invalidate()
    }
  }
#endif
