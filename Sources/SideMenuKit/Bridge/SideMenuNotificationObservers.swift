#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Block-based notification observers, removed when released. Not main-actor isolated so its
  /// `deinit` can remove them wherever the driver is released.
  final class SideMenuNotificationObservers {
    private var tokens: [any NSObjectProtocol] = []

    init() {}

    /// Observes a notification on the main queue. The block is `@Sendable` (UIKit does not know
    /// it runs on the main queue), so main-actor work is entered with `assumeIsolated`, which
    /// holds because `queue` is `.main`.
    func observe(_ name: Notification.Name, _ action: @escaping @MainActor @Sendable () -> Void) {
      observe(name) { _ in action() }
    }

    /// Observes a notification, handing the action the identity of the object that posted it
    /// (an identity, not the object, so nothing non-Sendable crosses into the main actor).
    func observe(
      _ name: Notification.Name,
      _ action: @escaping @MainActor @Sendable (ObjectIdentifier?) -> Void
    ) {
      let token = NotificationCenter.default.addObserver(
        forName: name, object: nil, queue: .main
      ) { notification in
        let sender = (notification.object as AnyObject?).map(ObjectIdentifier.init)
        MainActor.assumeIsolated { action(sender) }
      }
      tokens.append(token)
    }

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  }
#endif
