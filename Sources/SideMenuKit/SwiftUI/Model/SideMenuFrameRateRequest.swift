#if os(iOS) && canImport(SwiftUI)
  import UIKit
  import SideMenuCore

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
    private var link: CADisplayLink?

    /// Called on every frame of the link while ``drivesFrames`` is on: the model's ticks while
    /// the `TimelineView` that normally delivers them is off screen.
    @MainActor var onFrame: (@MainActor () -> Void)?
    /// Whether the link's frames are passed to ``onFrame``.
    @MainActor var drivesFrames = false

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
      let target = SideMenuFrameRateTarget()
      target.request = self
      let link = CADisplayLink(
        target: target, selector: #selector(SideMenuFrameRateTarget.step(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    deinit {
      link?.invalidate()
    }
  }
  /// The frame-rate link's target: passes frames on only while its request drives them.
  /// `CADisplayLink` retains its target, which holds its request weakly, so no cycle keeps
  /// anything alive.
  @MainActor
  final class SideMenuFrameRateTarget: NSObject {
    weak var request: SideMenuFrameRateRequest?

    @objc func step(_ link: CADisplayLink) {
      guard let request, request.drivesFrames else { return }
      request.onFrame?()
    }
  }
#endif
