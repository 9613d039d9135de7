#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The display link's target. `CADisplayLink` retains its target, so the link points at this
  /// small object, which holds the driver weakly: a forgotten link can never keep a menu alive,
  /// and it invalidates itself on the first frame after its driver is gone.
  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  @MainActor
  final class SideMenuDisplayLinkTarget: NSObject {
    weak var driver: SideMenuDriver?

    @objc func step(_ link: CADisplayLink) {
      guard let driver else {
        link.invalidate()
        return
      }
      // `targetTimestamp` is when the frame being prepared will be shown, on the
      // `CACurrentMediaTime()` clock: the time the engine should draw for.
      driver.displayLinkFired(at: Double(link.targetTimestamp))
    }
  }

  /// Owns the display link and invalidates it when released. Not main-actor isolated so that
  /// its `deinit` (which runs when the driver is released, wherever that happens) may touch the
  /// link; `CADisplayLink.invalidate()` is documented as thread-safe, and releases the target
  /// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()).
  final class SideMenuDisplayLink {
    private var link: CADisplayLink?

    init() {}

    /// Starts or pauses frame callbacks. Only the engine's `setDisplayLinkActive` effects call
    /// this.
    @MainActor
    func setActive(_ active: Bool, target: SideMenuDisplayLinkTarget, screen: UIScreen?) {
      if let link {
        link.isPaused = !active
        return
      }
      guard active else { return }
      // The screen the menu is shown on (an external display runs at its own rate), through
      // the screen's own display link where there is a window to ask.
      // https://developer.apple.com/documentation/uikit/uiscreen/displaylink(withtarget:selector:)
      let selector = #selector(SideMenuDisplayLinkTarget.step(_:))
      let link =
        screen?.displayLink(withTarget: target, selector: selector)
        ?? CADisplayLink(target: target, selector: selector)
      // Let ProMotion displays run the menu at their full rate (iOS 15+); the app's Info.plist
      // decides whether iPhones may exceed 60 Hz.
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      // `.common` keeps frames coming while a scroll view tracks a touch.
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// The seconds between the link's frames, once it has fired (its `duration`: "The time
    /// interval between screen refresh updates … undefined until the system calls the target's
    /// selector at least once"); `nil` before.
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration
    @MainActor
    var frameInterval: Double? {
      guard let link, link.duration > 0, link.duration.isFinite else { return nil }
      return Double(link.duration)
    }

    /// Stops the link for good.
    func invalidate() {
      link?.invalidate()
      link = nil
    }

    deinit {
      link?.invalidate()
    }
  }
#endif
