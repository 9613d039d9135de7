/// Foundation's `NotificationCenter`, as UIKit apps see it on a device: `post` delivers
/// synchronously to every matching observer before it returns (Apple: "…the notification
/// center … delivers notifications to observers synchronously"), and a block registered with
/// `queue: .main` runs on the main thread — inline when posted from it, as the system posts
/// UIKit's notifications.
/// https://developer.apple.com/documentation/foundation/notificationcenter
///
/// Why the simulation declares its own: Linux Foundation delivers a `queue: .main` block by
/// adding an operation to the main queue and waiting for it, which deadlocks when a test posts
/// from the main actor. This type shadows Foundation's for code that imports UIKit (a module's
/// declarations shadow those of the modules it imports).
public final class NotificationCenter: @unchecked Sendable {
  public static let `default` = NotificationCenter()

  private final class Observer: NSObject, @unchecked Sendable {
    let name: Notification.Name?
    weak var object: AnyObject?
    let matchesAnyObject: Bool
    let block: @Sendable (Notification) -> Void
    init(name: Notification.Name?, object: Any?, block: @escaping @Sendable (Notification) -> Void) {
      self.name = name
      self.object = object as AnyObject?
      self.matchesAnyObject = object == nil
      self.block = block
    }
  }

  private let lock = NSLock()
  private var observers: [Observer] = []

  public init() {}

  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let observer = Observer(name: name, object: obj, block: block)
    lock.lock()
    observers.append(observer)
    lock.unlock()
    return observer
  }

  public func removeObserver(_ observer: Any) {
    lock.lock()
    observers.removeAll { $0 === (observer as AnyObject) }
    lock.unlock()
  }

  public func removeObserver(_ observer: Any, name aName: Notification.Name?, object anObject: Any?) {
    removeObserver(observer)
  }

  public func post(_ notification: Notification) {
    lock.lock()
    let matching = observers.filter { observer in
      (observer.name == nil || observer.name == notification.name)
        && (observer.matchesAnyObject || observer.object === (notification.object as AnyObject?))
    }
    lock.unlock()
    for observer in matching { observer.block(notification) }
  }

  public func post(name aName: Notification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
    post(Notification(name: aName, object: anObject, userInfo: aUserInfo))
  }

  /// Simulation only: the number of registered observers (leak checks).
  public var simulationObserverCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return observers.count
  }
}
