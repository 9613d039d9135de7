import SwiftUISimulation
import Testing

// The Combine and SwiftUI model and the SwiftUI host alone, one test per behaviour the SwiftUI
// layer's model and scenarios rely on, each with the page it follows.

/// Apple's own example on the ObservableObject page.
private final class Contact: ObservableObject {
  @Published var name: String
  @Published var age: Int
  init(name: String, age: Int) {
    self.name = name
    self.age = age
  }
  func haveBirthday() -> Int {
    age += 1
    return age
  }
}

@MainActor
@Suite("Combine model")
struct CombineContractTests {
  /// https://developer.apple.com/documentation/combine/observableobject — the page's example
  /// prints "24 will change" then "25".
  @Test("objectWillChange fires before a @Published property changes")
  func willChangeBeforeChange() {
    let john = Contact(name: "John Appleseed", age: 24)
    var log: [String] = []
    let cancellable = john.objectWillChange.sink { _ in log.append("\(john.age) will change") }
    log.append("\(john.haveBirthday())")
    #expect(log == ["24 will change", "25"])
    _ = cancellable
  }

  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
  @Test("the default publisher is one per object")
  func onePublisherPerObject() {
    let contact = Contact(name: "A", age: 1)
    #expect(contact.objectWillChange === contact.objectWillChange)
    #expect(contact.objectWillChange !== Contact(name: "B", age: 2).objectWillChange)
  }

  /// https://developer.apple.com/documentation/combine/anycancellable — cancels in deinit.
  @Test("a released subscription hears nothing")
  func cancellableCancelsOnDeinit() {
    let contact = Contact(name: "A", age: 1)
    var heard = 0
    var cancellable: AnyCancellable? = contact.objectWillChange.sink { _ in heard += 1 }
    contact.age = 2
    cancellable = nil
    contact.age = 3
    #expect(heard == 1)
    _ = cancellable
  }

  /// https://developer.apple.com/documentation/combine/published — publishing "occurs in the
  /// property's willSet block", so also for an equal value.
  @Test("setting an equal value still publishes")
  func equalValuePublishes() {
    let contact = Contact(name: "A", age: 1)
    var heard = 0
    let cancellable = contact.objectWillChange.sink { _ in heard += 1 }
    contact.age = 1
    #expect(heard == 1)
    _ = cancellable
  }
}

@MainActor
@Suite("SwiftUI value types")
struct SwiftUIValueContractTests {
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
  @Test("a binding reads its source every time and writes through")
  func bindingReadsAndWrites() {
    var source = 1
    let binding = Binding(get: { source }, set: { source = $0 })
    source = 2
    #expect(binding.wrappedValue == 2)
    binding.wrappedValue = 3
    #expect(source == 3)
  }

  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  @Test("a constant binding ignores writes")
  func constantBinding() {
    let binding = Binding.constant(true)
    binding.wrappedValue = false
    #expect(binding.wrappedValue)
  }

  /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
  @Test("a drag value's translation is location minus start")
  func dragTranslation() {
    let value = DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: 0), location: CGPoint(x: 30, y: 5),
      startLocation: CGPoint(x: 10, y: 8), predictedEndLocation: CGPoint(x: 30, y: 5))
    #expect(value.translation == CGSize(width: 20, height: -3))
  }
}

@MainActor
@Suite("SwiftUI host")
struct SwiftUIHostContractTests {
  private func attach(_ gesture: SimulatedDragGesture, on device: SimulatedDevice) {
    let root = UIViewController()
    device.show(root)
    root.view.addGestureRecognizer(gesture)
  }

  /// https://developer.apple.com/documentation/swiftui/draggesture — `minimumDistance`: "The
  /// minimum dragging distance before the gesture succeeds."
  @Test("a drag gesture changes only past its minimum distance, with the touch's time")
  func dragMinimumDistance() {
    let device = SimulatedDevice()
    let drag = SimulatedDragGesture(minimumDistance: 10)
    var changes: [DragGesture.Value] = []
    var ended = 0
    drag.onChanged = { changes.append($0) }
    drag.onEnded = { _ in ended += 1 }
    attach(drag, on: device)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 100))
    finger.move(to: CGPoint(x: 105, y: 100))
    #expect(changes.isEmpty)
    device.advance(by: 0.01)
    finger.move(to: CGPoint(x: 112, y: 100))
    #expect(changes.count == 1)
    #expect(changes.first?.startLocation == CGPoint(x: 100, y: 100))
    #expect(changes.first?.time == SimulatedSwiftUIClock.date(device.now))
    finger.lift()
    #expect(ended == 1)
  }

  /// https://developer.apple.com/documentation/swiftui/gesturestate — reset on end or cancel.
  @Test("a cancelled drag resets its state without onEnded")
  func dragCancelled() {
    let device = SimulatedDevice()
    let drag = SimulatedDragGesture(minimumDistance: 0)
    var ended = 0
    var resets = 0
    drag.onEnded = { _ in ended += 1 }
    drag.onReset = { resets += 1 }
    attach(drag, on: device)
    let finger = device.touchDown(at: CGPoint(x: 100, y: 100))
    finger.cancel()
    #expect(ended == 0)
    #expect(resets == 1)
  }

  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  @Test("the timeline runs at the display's rate while unpaused and on screen")
  func timelineFrames() {
    let device = SimulatedDevice(model: .iPhone15Pro)
    let timeline = SimulatedTimeline()
    var dates: [Date] = []
    timeline.onFrame = { dates.append($0) }
    device.advance(by: 0.1)
    #expect(dates.isEmpty)
    timeline.paused = false
    device.advance(by: 0.1)
    #expect(abs(dates.count - 12) <= 1)
    timeline.isOnScreen = false
    let count = dates.count
    device.advance(by: 0.1)
    #expect(dates.count == count)
    timeline.invalidate()
  }

  /// https://developer.apple.com/documentation/combine/observableobject — the view updates
  /// after the change, once per turn (the stricter reading of SwiftUI's undocumented timing).
  @Test("willChange schedules one body update on the next turn")
  func updateCycle() {
    let device = SimulatedDevice()
    let contact = Contact(name: "A", age: 1)
    var updates: [Int] = []
    let cycle = SimulatedUpdateCycle(observing: contact) { updates.append(contact.age) }
    contact.age = 2
    contact.age = 3
    #expect(updates.isEmpty)
    device.runTurn()
    #expect(updates == [3])
    _ = cycle
  }

  /// A scheduled body update is work the app has not done yet (the view still shows the old
  /// state): the device is not at rest while one is pending, and `runUntilIdle()` returns only
  /// once the updates a change sets off have all run — here each update makes the model change
  /// again, as a model does when an update hands it the view's new size, three times.
  @Test("a pending body update keeps the device from rest")
  func pendingUpdateIsNotRest() {
    let device = SimulatedDevice()
    #expect(device.runUntilIdle())
    let contact = Contact(name: "A", age: 0)
    var updates: [Int] = []
    let cycle = SimulatedUpdateCycle(observing: contact) {
      updates.append(contact.age)
      if contact.age < 3 { contact.age += 1 }
    }
    #expect(device.isIdle)
    contact.age = 0
    #expect(!device.isIdle, "an update is pending")
    #expect(device.runUntilIdle())
    #expect(updates == [0, 1, 2, 3])
    #expect(device.isIdle)
    _ = cycle
  }

  /// https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)
  @Test("an action sent to nil reaches the first responder")
  func sendActionToFirstResponder() {
    let device = SimulatedDevice()
    let root = UIViewController()
    let field = UITextField()
    root.view.addSubview(field)
    device.show(root)
    _ = field.becomeFirstResponder()
    let handled = UIApplication.shared.sendAction(
      Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    #expect(handled)
    #expect(!field.isFirstResponder)
  }
}

@MainActor
@Suite("SwiftUI host: keyboard shortcuts")
struct KeyboardShortcutContractTests {
  /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:) —
  /// pressing the shortcut performs the control's primary action; "If multiple controls are
  /// associated with the same shortcut, the first one found is used."
  @Test("a shortcut performs the first matching control's action")
  func firstMatchingControl() {
    var log: [String] = []
    var shortcuts = SimulatedKeyboardShortcuts()
    shortcuts.controls = [
      .init(title: "Hide Sidebar", key: "s", modifiers: [.control, .command]) { log.append("a") },
      .init(title: "Other", key: "s", modifiers: [.control, .command]) { log.append("b") },
      .init(title: "Close", key: .escape, modifiers: []) { log.append("escape") },
    ]
    #expect(shortcuts.press("s", modifiers: [.control, .command]))
    #expect(shortcuts.press(.escape, modifiers: []))
    #expect(log == ["a", "escape"])
  }

  /// The stricter readings: modifiers match exactly, a key no control has does nothing, and a
  /// disabled first match does nothing (it does not pass the press on).
  @Test("exact modifiers; a disabled control's shortcut does nothing")
  func exactModifiersAndDisabled() {
    var log: [String] = []
    var shortcuts = SimulatedKeyboardShortcuts()
    shortcuts.controls = [
      .init(title: "Close", key: .escape, modifiers: [], isEnabled: false) { log.append("a") },
      .init(title: "Later", key: .escape, modifiers: []) { log.append("b") },
      .init(title: "Toggle", key: "s", modifiers: [.control, .command]) { log.append("s") },
    ]
    #expect(!shortcuts.press(.escape, modifiers: []))
    #expect(!shortcuts.press("s", modifiers: .command))
    #expect(!shortcuts.press("s", modifiers: [.control, .command, .shift]))
    #expect(!shortcuts.press("x", modifiers: [.control, .command]))
    #expect(log.isEmpty)
  }
}
