import SwiftUISimulation
import Testing

// The SwiftUI model alone (no SideMenuKit): one test per construct the product's views use,
// each with the page it follows. Views are mounted full-screen on an iPhone 15 (393 × 852 pt,
// safe area 59 top, 34 bottom); frames are compared exactly (the model lays out in whole
// points here) unless a tolerance is given.

/// Counts body evaluations and what the views saw, shared by the views under test.
@MainActor
final class Probe: ObservableObject {
  @Published var flag = false
  @Published var number = 0
  var log: [String] = []
  var bodies = 0
}

private struct Counter: View {
  let probe: Probe
  @State private var count = 0
  var body: some View {
    probe.bodies += 1
    probe.log.append("count \(count)")
    return Button("Add") {
      count += 1; count += 1
    }
  }
}

private struct Parent: View {
  @ObservedObject var probe: Probe
  var body: some View {
    ZStack {
      if probe.flag {
        Counter(probe: probe).onAppear { probe.log.append("appear A") }
          .onDisappear { probe.log.append("disappear A") }
      } else {
        Counter(probe: probe).onAppear { probe.log.append("appear B") }
          .onDisappear { probe.log.append("disappear B") }
      }
    }
    .onChange(of: probe.number) { probe.log.append("changed to \($0)") }
  }
}

@MainActor
private func buttonCenter(_ host: SimulatedHostingController<some View>, _ label: String) -> CGPoint
{
  guard let view = host.renderedViews("Button").first(where: { $0.accessibilityLabel == label })
  else {
    Issue.record("no drawn button labelled \(label)")
    return .zero
  }
  let frame = view.simulationPresentedFrameInWindow
  return CGPoint(x: frame.midX, y: frame.midY)
}

@MainActor
@Suite("SwiftUI model: the update cycle")
struct SwiftUIUpdateCycleContractTests {
  /// https://developer.apple.com/documentation/swiftui/state — "When the value changes, SwiftUI
  /// updates the parts of the view hierarchy that depend on the value"; two writes in one turn
  /// are one update, at the turn's end (the stricter reading: never inside the write).
  @Test("a @State write runs the body once, at the end of the turn, with the value kept")
  func stateWriteCoalesced() {
    let device = SimulatedDevice()
    let probe = Probe()
    let host = device.mount(Counter(probe: probe))
    #expect(probe.log == ["count 0"])
    device.tap(at: buttonCenter(host, "Add"))
    #expect(device.runUntilIdle())
    #expect(probe.log == ["count 0", "count 2"])
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) and
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:): each branch of
  /// an `if` is a view of its own — switching branches makes a new view with fresh state; the
  /// old one disappears, the new one appears, after the update.
  @Test("an if branch is its own view: state starts over, onDisappear then onAppear")
  func branchIdentity() {
    let device = SimulatedDevice()
    let probe = Probe()
    let host = device.mount(Parent(probe: probe))
    device.tap(at: buttonCenter(host, "Add"))
    device.runUntilIdle()
    #expect(probe.log.suffix(1) == ["count 2"])
    // The parent runs again and hands the child a new value (a new `State(initialValue: 0)`):
    // the child keeps the value SwiftUI stores for it.
    probe.number = 1
    device.runUntilIdle()
    #expect(probe.log.suffix(2) == ["count 2", "changed to 1"])
    probe.log = []
    probe.flag = true
    #expect(device.runUntilIdle())
    #expect(probe.log == ["count 0", "disappear B", "appear A"])
  }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:) — the action
  /// gets the new value, after the update; never for the first value, never for an equal one.
  @Test("onChange: the new value, after the update, only when it differs")
  func onChange() {
    let device = SimulatedDevice()
    let probe = Probe()
    _ = device.mount(Parent(probe: probe))
    #expect(!probe.log.contains { $0.hasPrefix("changed") })
    probe.number = 0
    device.runUntilIdle()
    #expect(!probe.log.contains { $0.hasPrefix("changed") })
    probe.number = 3
    device.runUntilIdle()
    #expect(probe.log.last == "changed to 3")
  }

  /// https://developer.apple.com/documentation/swiftui/stateobject — "SwiftUI creates a new
  /// instance of the model object only once during the lifetime of the container".
  @Test("a @StateObject is made once, whatever the number of updates")
  func stateObjectOnce() {
    final class Made: ObservableObject {
      nonisolated(unsafe) static var count = 0
      init() { Made.count += 1 }
    }
    struct Owner: View {
      @StateObject private var made = Made()
      @ObservedObject var probe: Probe
      var body: some View { Text("\(probe.number)") }
    }
    Made.count = 0
    let device = SimulatedDevice()
    let probe = Probe()
    let host = device.mount(Owner(probe: probe))
    for value in 1...3 {
      probe.number = value
      device.runUntilIdle()
    }
    #expect(Made.count == 1)
    #expect(host.stateObjects(Made.self).count == 1)
  }

  /// A view at rest runs nothing: no body, no update.
  @Test("at rest nothing runs")
  func rest() {
    let device = SimulatedDevice()
    let probe = Probe()
    let host = device.mount(Parent(probe: probe))
    device.runUntilIdle()
    let updates = host.updateCount
    let bodies = probe.bodies
    device.advance(by: 0.5)
    #expect(host.updateCount == updates && probe.bodies == bodies)
  }
}

private struct SizeKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct DirectionReader: View {
  let probe: Probe
  @Environment(\.layoutDirection) private var direction
  var body: some View {
    probe.log.append("\(direction)")
    return Color.clear
  }
}

@MainActor
@Suite("SwiftUI model: environment and preferences")
struct SwiftUIEnvironmentContractTests {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:) — the value is
  /// set for the view and its descendants only.
  @Test("environment(_:_:) reaches the views inside, not beside")
  func environment() {
    let device = SimulatedDevice()
    let probe = Probe()
    _ = device.mount(
      ZStack {
        DirectionReader(probe: probe).environment(\.layoutDirection, .rightToLeft)
        DirectionReader(probe: probe)
      })
    #expect(probe.log == ["rightToLeft", "leftToRight"])
  }

  /// https://developer.apple.com/documentation/swiftui/preferencekey — values are combined with
  /// `reduce`; https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
  /// — the action gets the combined value when it changes (the first value is not delivered:
  /// SwiftUIScrollingContractTests); `transformPreference` changes it for views above.
  @Test("preferences reduce, transform and reach onPreferenceChange")
  func preferences() {
    struct Pair: View {
      @ObservedObject var probe: Probe
      var body: some View {
        ZStack {
          Color.clear.preference(key: SizeKey.self, value: 2)
          Color.clear.preference(key: SizeKey.self, value: probe.number)
        }
      }
    }
    let device = SimulatedDevice()
    let probe = Probe()
    probe.number = 3
    _ = device.mount(
      Pair(probe: probe)
        .transformPreference(SizeKey.self) { $0 *= 10 }
        .onPreferenceChange(SizeKey.self) { probe.log.append("\($0)") })
    device.runUntilIdle()
    #expect(probe.log.isEmpty)
    probe.number = 4
    device.runUntilIdle()
    #expect(probe.log == ["60"])
  }
}

@MainActor
@Suite("SwiftUI model: layout, drawing and hit-testing")
struct SwiftUILayoutContractTests {
  /// https://developer.apple.com/documentation/swiftui/geometryreader and
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:): a view is
  /// offered the safe area; ignoring the container safe area offers the whole window.
  @Test("GeometryReader: the safe area offered, or the window once it is ignored")
  func geometryAndSafeArea() {
    let device = SimulatedDevice()
    var sizes: [CGSize] = []
    var insets: [EdgeInsets] = []
    _ = device.mount(
      ZStack {
        GeometryReader { proxy in
          let _ = sizes.append(proxy.size)
          let _ = insets.append(proxy.safeAreaInsets)
          Color.clear
        }
        GeometryReader { proxy in
          let _ = sizes.append(proxy.size)
          Color.clear
        }
        .ignoresSafeArea(.container)
      })
    #expect(sizes == [CGSize(width: 393, height: 759), CGSize(width: 393, height: 852)])
    #expect(insets.first == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
  }

  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby
  /// — "The modified view is inset by the height of content … The safe area of the resulting
  /// view is also increased by the same amount."
  @Test("safeAreaInset: the view is offered less and its safe area grows by the inset")
  func safeAreaInset() {
    let device = SimulatedDevice()
    var seen: [(CGSize, EdgeInsets)] = []
    _ = device.mount(
      GeometryReader { proxy in
        let _ = seen.append((proxy.size, proxy.safeAreaInsets))
        Color.clear
      }
      .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(height: 20) }
      .ignoresSafeArea(.container))
    #expect(seen.last?.0 == CGSize(width: 393, height: 832))
    #expect(seen.last?.1.top == 20)
  }

  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:),
  /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:),
  /// https://developer.apple.com/documentation/swiftui/view/position(_:) and
  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:): what is drawn.
  @Test("frame, position, offset and opacity place and fade what is drawn")
  func placement() {
    let device = SimulatedDevice()
    let host = device.mount(
      Button("A") {}.frame(width: 100, height: 40).position(x: 100, y: 100).offset(x: 10, y: 0)
        .opacity(0.5)
        .ignoresSafeArea())
    let button = host.renderedViews("Button")[0]
    let frame = host.renderedViews("frame")[0].simulationPresentedFrameInWindow
    #expect(frame == CGRect(x: 60, y: 80, width: 100, height: 40))
    #expect(button.simulationPresentedFrameInWindow.minX >= 60)
    #expect(abs(host.renderedViews("opacity")[0].alpha - 0.5) < 0.001)
  }

  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:),
  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:) and
  /// https://developer.apple.com/documentation/swiftui/zstack (later views in front; `zIndex`
  /// overrides): a clear colour takes no touch, a content shape does; a view that does not
  /// allow hit testing lets the touch through to what is below.
  @Test(
    "hit-testing: front to back, clear passes, contentShape takes, allowsHitTesting(false) passes")
  func hitTesting() {
    let device = SimulatedDevice()
    var taps: [String] = []
    _ = device.mount(
      ZStack {
        Color.red.onTapGesture { taps.append("back") }.zIndex(2)
        Color.black.onTapGesture { taps.append("front") }.zIndex(1)
      }
      .overlay { Color.clear.onTapGesture { taps.append("clear") } })
    device.tap(at: CGPoint(x: 200, y: 400))
    device.runUntilIdle()
    #expect(taps == ["back"])
    let second = SimulatedDevice()
    var more: [String] = []
    _ = second.mount(
      ZStack {
        Color.red.onTapGesture { more.append("below") }
        Color.clear.contentShape(Rectangle()).onTapGesture { more.append("shape") }
          .allowsHitTesting(more.isEmpty)
      })
    second.tap(at: CGPoint(x: 200, y: 400))
    second.runUntilIdle()
    #expect(more == ["shape"])
    // `allowsHitTesting(false)`: the shaped view takes no touch, the one below gets it.
    let third = SimulatedDevice()
    var passed: [String] = []
    _ = third.mount(
      ZStack {
        Color.red.onTapGesture { passed.append("below") }
        Color.clear.contentShape(Rectangle()).onTapGesture { passed.append("shape") }
          .allowsHitTesting(false)
      })
    third.tap(at: CGPoint(x: 200, y: 400))
    third.runUntilIdle()
    #expect(passed == ["below"])
  }
}

@MainActor
@Suite("SwiftUI model: accessibility, keys, controls")
struct SwiftUIControlsContractTests {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:),
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  /// and https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal.
  @Test("accessibility: hidden views are skipped, an element takes its label, modal confines")
  func accessibility() {
    let device = SimulatedDevice()
    _ = device.mount(
      ZStack {
        Text("Hidden").accessibilityHidden(true)
        Color.clear.frame(width: 40, height: 40)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text("Close"))
      })
    let labels = device.accessibleElements().compactMap { ($0 as? UIView)?.accessibilityLabel }
    #expect(labels == ["Close"])
    let modal = SimulatedDevice()
    _ = modal.mount(
      ZStack {
        Text("Outside")
        ZStack { Text("Inside") }.accessibilityElement(children: .contain)
          .accessibilityAddTraits(.isModal)
      })
    let inside = modal.accessibleElements().compactMap { ($0 as? UIView)?.accessibilityLabel }
    #expect(inside == ["Inside"])
  }

  /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:) —
  /// the first control found in a leading-to-trailing, depth-first traversal is used; a
  /// disabled control does nothing (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
  @Test("keyboardShortcut: the first control in tree order; disabled does nothing")
  func keyboardShortcut() {
    let device = SimulatedDevice()
    var log: [String] = []
    let host = device.mount(
      ZStack {
        Button("First") { log.append("first") }.keyboardShortcut("k", modifiers: .command)
        Button("Second") { log.append("second") }.keyboardShortcut("k", modifiers: .command)
        Button("Off") { log.append("off") }.keyboardShortcut(.escape, modifiers: []).disabled(true)
      })
    #expect(host.press("k", modifiers: .command))
    #expect(!host.press(.escape))
    #expect(!host.press("k", modifiers: [.command, .shift]))
    #expect(log == ["first"])
  }

  /// https://developer.apple.com/documentation/swiftui/button and
  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:).
  @Test("Button: a tap performs the action, not when disabled")
  func button() {
    let device = SimulatedDevice()
    var log: [String] = []
    let host = device.mount(
      ZStack {
        Button("On") { log.append("on") }.frame(width: 100, height: 40).position(x: 60, y: 100)
        Button("Off") { log.append("off") }.disabled(true).frame(width: 100, height: 40)
          .position(x: 60, y: 200)
      })
    device.tap(at: buttonCenter(host, "On"))
    device.tap(at: buttonCenter(host, "Off"))
    device.runUntilIdle()
    #expect(log == ["on"])
  }

  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  /// — while not paused, one update per display refresh with the date it is drawn for; paused,
  /// none.
  @Test("TimelineView(.animation): a frame per refresh while running, none while paused")
  func timeline() {
    struct Ticker: View {
      @ObservedObject var probe: Probe
      var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: !probe.flag)) { context in
          Color.clear.onChange(of: context.date) { _ in probe.number += 1 }
        }
      }
    }
    let device = SimulatedDevice()
    let probe = Probe()
    _ = device.mount(Ticker(probe: probe))
    device.advance(by: 0.5)
    #expect(probe.number == 0)
    probe.flag = true
    device.advance(by: 0.5)
    #expect(abs(probe.number - 30) <= 2, "\(probe.number) frames in 0.5 s at 60 Hz")
    probe.flag = false
    device.runTurn()
    let stopped = probe.number
    device.advance(by: 0.5)
    #expect(probe.number <= stopped + 1)
  }
}

/// A representable that logs its lifecycle.
private struct LoggingPan: UIGestureRecognizerRepresentable {
  let probe: Probe
  func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
    probe.log.append("make")
    return UIPanGestureRecognizer()
  }
  func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
    probe.log.append("update")
  }
  func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
    probe.log.append("action \(recognizer.state == .began ? "began" : "")")
  }
}

@MainActor
@Suite("SwiftUI model: gestures")
struct SwiftUIGestureContractTests {
  /// https://developer.apple.com/documentation/swiftui/draggesture — changes once the touch has
  /// moved `minimumDistance`, ends when it lifts;
  /// https://developer.apple.com/documentation/swiftui/gesturestate — reset when it ends.
  @Test("DragGesture: onChanged after the minimum distance, onEnded on lift, state reset")
  func drag() {
    struct Dragged: View {
      @ObservedObject var probe: Probe
      @GestureState private var active = false
      var body: some View {
        let _ = probe.log.append("active \(active)")
        Color.red.simultaneousGesture(
          DragGesture(minimumDistance: 20).updating($active) { _, state, _ in state = true }
            .onChanged { _ in probe.number += 1 }
            .onEnded { _ in probe.log.append("ended") })
      }
    }
    let device = SimulatedDevice()
    let probe = Probe()
    _ = device.mount(Dragged(probe: probe))
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    finger.move(to: CGPoint(x: 115, y: 400), duration: 0.1)
    #expect(probe.number == 0)
    finger.move(to: CGPoint(x: 160, y: 400), duration: 0.1)
    #expect(probe.number > 0)
    device.runTurn()
    #expect(probe.log.contains("active true"))
    finger.lift()
    device.runUntilIdle()
    #expect(probe.log.contains("ended"))
    #expect(probe.log.last == "active false")
  }

  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:) — "with a
  /// lower precedence than gestures defined by the view"; simultaneousGesture(_:including:) —
  /// "process simultaneously with gestures defined by the view".
  @Test("gesture(_:) yields to the gestures inside; simultaneousGesture(_:) does not")
  func precedence() {
    for simultaneous in [false, true] {
      let device = SimulatedDevice()
      var log: [String] = []
      let inner = Color.red.gesture(DragGesture().onChanged { _ in log.append("inner") })
      // The outer drag would change as soon as the finger lands: with a lower precedence it
      // waits for the inner drag, which recognizes once the finger has moved.
      let outer = DragGesture(minimumDistance: 0).onChanged { _ in log.append("outer") }
      if simultaneous {
        _ = device.mount(ZStack { inner }.simultaneousGesture(outer))
      } else {
        _ = device.mount(ZStack { inner }.gesture(outer))
      }
      device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3)
      device.runUntilIdle()
      #expect(log.contains("inner"))
      #expect(log.contains("outer") == simultaneous, "simultaneous: \(simultaneous)")
    }
  }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:) — "Adds a condition
  /// that controls whether users can interact with this view": the stricter reading, no tap or
  /// drag gesture in a disabled subtree responds; enabled again, they do.
  @Test("disabled(_:): the gestures inside do nothing; enabled, they respond")
  func disabledSubtree() {
    for disabled in [true, false] {
      let device = SimulatedDevice()
      var log: [String] = []
      _ = device.mount(
        ZStack {
          Color.red.onTapGesture { log.append("tap") }
            .gesture(DragGesture().onChanged { _ in log.append("drag") })
        }
        .disabled(disabled))
      device.tap(at: CGPoint(x: 200, y: 400))
      device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3)
      device.runUntilIdle()
      #expect(log.contains("tap") == !disabled, "disabled: \(disabled)")
      #expect(log.contains("drag") == !disabled, "disabled: \(disabled)")
    }
  }

  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable — made
  /// once, updated with the view, its actions handed to `handleUIGestureRecognizerAction`.
  @Test("UIGestureRecognizerRepresentable: made once, updated per update, actions handled")
  func representable() {
    struct Host: View {
      @ObservedObject var probe: Probe
      var body: some View {
        let _ = probe.number
        Color.red.gesture(LoggingPan(probe: probe))
      }
    }
    let device = SimulatedDevice()
    let probe = Probe()
    _ = device.mount(Host(probe: probe))
    #expect(probe.log == ["make"])
    probe.number = 1
    device.runUntilIdle()
    #expect(probe.log == ["make", "update"])
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3)
    device.runUntilIdle()
    #expect(probe.log.filter { $0 == "make" }.count == 1)
    #expect(probe.log.contains("action began"))
  }
}

/// SwiftUI's dates are wall-clock `Date`s: `TimelineView.Context.date` — "The date from the
/// schedule that triggered the current view update."
/// (https://developer.apple.com/documentation/swiftui/timelineview/context/date) and
/// `DragGesture.Value.time` — "The time associated with the drag gesture's current event."
/// (https://developer.apple.com/documentation/swiftui/draggesture/value/time), both `Date`, whose
/// epoch is 1 Jan 2001 (https://developer.apple.com/documentation/foundation/date) — not the
/// uptime of `CACurrentMediaTime()`. Device behaviour: the wall clock is stepped when the time
/// is set, and the dates follow it.
@MainActor
@Suite("SwiftUI model: the wall clock", .serialized)
struct SwiftUIWallClockContractTests {
  final class Dates: ObservableObject {
    var timeline: [Date] = []
    var drag: [Date] = []
  }

  struct Dated: View {
    let dates: Dates
    var body: some View {
      TimelineView(.animation) { context in
        Color.red
          .onChange(of: context.date) { date in dates.timeline.append(date) }
          .simultaneousGesture(
            DragGesture(minimumDistance: 0).onChanged { value in dates.drag.append(value.time) })
      }
    }
  }

  @Test("timeline and drag dates are the wall clock, and follow its steps")
  func datesFollowTheWallClock() throws {
    let device = SimulatedDevice()
    let dates = Dates()
    _ = device.mount(Dated(dates: dates))
    device.advance(by: 0.1)
    let frame = try #require(dates.timeline.last)
    #expect(
      abs(frame.timeIntervalSince(SimulationDevice.wallClockNow())) < 0.05,
      "a frame's date is the wall clock's, not uptime \(CACurrentMediaTime())")
    let finger = device.touchDown(at: CGPoint(x: 100, y: 400))
    finger.move(to: CGPoint(x: 140, y: 400), duration: 0.1)
    let touch = try #require(dates.drag.last)
    #expect(abs(touch.timeIntervalSince(SimulationDevice.wallClockNow())) < 0.05)
    device.setWallClock(by: -600)
    finger.move(to: CGPoint(x: 180, y: 400), duration: 0.1)
    device.advance(by: 0.05)
    let steppedTouch = try #require(dates.drag.last)
    let steppedFrame = try #require(dates.timeline.last)
    #expect(abs(steppedTouch.timeIntervalSince(touch) + 600 - 0.1) < 0.05, "drag time stepped back")
    #expect(steppedFrame.timeIntervalSince(frame) < -590, "timeline date stepped back")
    finger.lift()
    device.runUntilIdle()
  }
}
