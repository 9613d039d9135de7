// The part of Combine that SideMenuKit's SwiftUI model uses: an observable object's
// will-change publisher and `@Published`. Declarations follow Apple's; Linux has no Combine.

/// Apple: `final class ObservableObjectPublisher` — "A publisher that publishes changes from
/// observable objects"; `send()` "Sends the changed value to the downstream subscriber."
/// https://developer.apple.com/documentation/combine/observableobjectpublisher
///
/// Modelled: subscribers (`sink`) hear every `send()` synchronously, in subscription order.
/// Not modelled: the rest of `Publisher` (operators, demand, completion).
public final class ObservableObjectPublisher: @unchecked Sendable {
  private var subscribers: [(id: Int, receive: () -> Void)] = []
  private var nextID = 0

  /// Apple: `init()` — "Creates an observable object publisher instance."
  public init() {}

  /// Apple: `send()` — every subscriber hears it now.
  public func send() {
    for subscriber in subscribers { subscriber.receive() }
  }

  /// Apple: `sink(receiveValue:)` — subscribes; the subscription lasts while the returned
  /// cancellable lives (https://developer.apple.com/documentation/combine/anycancellable:
  /// "An AnyCancellable instance automatically calls cancel() when deinitialized").
  public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
    nextID += 1
    let id = nextID
    subscribers.append((id, { receiveValue(()) }))
    return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
  }
}

/// Apple: `final class AnyCancellable` — cancels in `deinit`.
/// https://developer.apple.com/documentation/combine/anycancellable
public final class AnyCancellable: @unchecked Sendable {
  private var cancellation: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { cancellation = cancel }

  public func cancel() {
    cancellation?()
    cancellation = nil
  }

  deinit { cancellation?() }
}

/// Apple: `protocol ObservableObject : AnyObject` — "A type of object with a publisher that
/// emits before the object has changed. By default an ObservableObject synthesizes an
/// objectWillChange publisher that emits the changed value before any of its @Published
/// properties changes." https://developer.apple.com/documentation/combine/observableobject
///
/// Modelled: the default publisher is one per object (the same instance on every read), and a
/// `@Published` property of the object sends it before the new value is stored. Apple
/// synthesizes the default with reflection over the object's `@Published` fields; here the
/// wrapper finds its object through the enclosing-instance subscript, with the same effect.
public protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

/// One publisher per object, made on first use (Apple: the synthesized `objectWillChange`).
/// The simulation runs on the main thread only.
nonisolated(unsafe) private var publishers:
  [ObjectIdentifier: (object: WeakBox, publisher: ObservableObjectPublisher)] = [:]

private struct WeakBox { weak var object: AnyObject? }

extension ObservableObject {
  /// Apple: `var objectWillChange: ObservableObjectPublisher { get }` (the default).
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
  public var objectWillChange: ObservableObjectPublisher {
    let id = ObjectIdentifier(self)
    if let entry = publishers[id], entry.object.object === self { return entry.publisher }
    // Forget publishers of objects that are gone (an identifier can be reused).
    publishers = publishers.filter { $0.value.object.object != nil }
    let publisher = ObservableObjectPublisher()
    publishers[id] = (WeakBox(object: self), publisher)
    return publisher
  }
}

/// Apple: `@propertyWrapper struct Published<Value>` — "Publishing a property with the
/// @Published attribute creates a publisher of this type… When the property changes,
/// publishing occurs in the property's willSet block, meaning subscribers receive the new
/// value before it's actually set on the property."
/// https://developer.apple.com/documentation/combine/published
///
/// Modelled: in a class that is an `ObservableObject`, setting the property sends the
/// object's `objectWillChange` first, then stores the value (also when the value is equal:
/// Apple's `willSet` runs on every set). Not modelled: `$property` as a publisher.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  public init(wrappedValue: Value) { value = wrappedValue }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      (object as? any ObservableObject)?.objectWillChange.send()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}
