import SwiftUISimulation
import Testing

// The SwiftUI model alone: the scrolling and navigation containers an app puts under
// `.sideMenu` (`ScrollView`, `List`, `NavigationStack`), which are UIKit scroll views and a
// UIKit navigation controller on iOS; the gesture rules around them (iOS 15–17 drags cancelled
// by UIKit, `GestureMask`); `clipShape`; and how preference values reach a view. iPhone 15
// window points (393 × 852).

/// The drawn UIKit scroll view of a `ScrollView` or `List`.
@MainActor
private func scrollView(_ host: SimulatedHostingController<some View>, _ type: String)
  -> UIScrollView?
{
  host.renderedViews(type).first?.subviews.first { $0 is UIScrollView } as? UIScrollView
}

@MainActor
@Suite("SwiftUI model: scroll views and lists")
struct SwiftUIScrollViewContractTests {
  /// https://developer.apple.com/documentation/swiftui/scrollview — "As the user performs
  /// platform-appropriate scroll gestures, the scroll view adjusts what portion of the
  /// underlying content is visible"; on iOS a `UIScrollView` (device behaviour), whose pan
  /// begins only along an axis it scrolls (UIKit model: cross-directional nesting).
  @Test("a horizontal ScrollView is a UIScrollView: its pan scrolls it sideways, not up")
  func horizontalScrollView() throws {
    let device = SimulatedDevice()
    let host = device.mount(
      ScrollView(.horizontal) { Color.red.frame(width: 2_000) }.ignoresSafeArea())
    let scroll = try #require(scrollView(host, "ScrollView"))
    #expect(scroll.contentSize.width == 2_000)
    #expect(scroll.bounds.width == 393)
    device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
    device.runUntilIdle()
    #expect(scroll.contentOffset.x > 150, "the drag scrolled the content")
    let offset = scroll.contentOffset
    device.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
    device.runUntilIdle()
    #expect(scroll.contentOffset == offset, "a vertical drag does not move a horizontal view")
    // A later update keeps the offset (the content offset is the bounds' origin).
    host.rootView = host.rootView
    device.runUntilIdle()
    #expect(scroll.contentOffset == offset)
  }

  /// https://developer.apple.com/documentation/swiftui/list — "rows of data arranged in a
  /// single column"; on iOS a table or collection view (a `UIScrollView`, device behaviour):
  /// a vertical drag scrolls it, a row's own tap still works.
  @Test("a List is a vertical UIScrollView of full-width rows; a row's tap is the row's")
  func list() throws {
    let device = SimulatedDevice()
    var tapped: [Int] = []
    let host = device.mount(
      List(0..<60) { row in Text("Row \(row)").onTapGesture { tapped.append(row) } }
        .ignoresSafeArea())
    let scroll = try #require(scrollView(host, "List"))
    #expect(scroll.contentSize == CGSize(width: 393, height: 60 * 44))
    let rows = host.renderedViews("ListRow").map(\.simulationPresentedFrameInWindow)
    #expect(rows.count == 60)
    #expect(rows.dropFirst().first.map { $0.minY - rows[0].maxY } == 0, "one under the other")
    #expect(rows.allSatisfy { $0.width == 393 && $0.height == 44 })
    let label = try #require(
      host.renderedViews("onTapGesture").dropFirst(3).first?.simulationPresentedFrameInWindow)
    device.tap(at: CGPoint(x: label.midX, y: label.midY))
    #expect(tapped == [3])
    let resting = scroll.contentOffset
    device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3)
    device.runUntilIdle()
    #expect(scroll.contentOffset.y - resting.y > 300)
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
    device.runUntilIdle()
    #expect(scroll.contentOffset.x == resting.x, "a list does not scroll sideways")
  }

  /// iOS 15–17: a SwiftUI gesture follows the touches the views get; a UIKit recognizer that
  /// recognizes with `cancelsTouchesInView` cancels them
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview),
  /// so a drag around a scroll view that starts scrolling is cancelled — its
  /// `@GestureState` resets and `onEnded` never comes
  /// (https://developer.apple.com/documentation/swiftui/gesturestate) — the stricter reading.
  /// From iOS 18 the gesture is arbitrated as a UIKit recognizer and, simultaneous, goes on.
  @Test(
    "iOS 15–17: a scroll view that takes the touch cancels the drag around it; iOS 18: it goes on",
    arguments: [SimulatedDevice.OSVersion.iOS17, .iOS18])
  func scrollingCancelsTheDragBefore18(_ os: SimulatedDevice.OSVersion) throws {
    let device = SimulatedDevice(osVersion: os)
    final class Log { var changes = 0, ended = 0 }
    let log = Log()
    let host = device.mount(
      ZStack { List(0..<60) { Text("Row \($0)") } }
        .simultaneousGesture(
          DragGesture(minimumDistance: 0).onChanged { _ in log.changes += 1 }
            .onEnded { _ in log.ended += 1 }
        )
        .ignoresSafeArea())
    let scroll = try #require(scrollView(host, "List"))
    let resting = scroll.contentOffset.y
    device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3)
    device.runUntilIdle()
    #expect(scroll.contentOffset.y - resting > 300, "the list scrolled")
    #expect(log.changes > 0, "the drag began with the touch")
    #expect(log.ended == (os == .iOS17 ? 0 : 1))
  }
}

@MainActor
@Suite("SwiftUI model: navigation stacks")
struct SwiftUINavigationContractTests {
  struct Screens: View {
    @Binding var path: [Int]
    var body: some View {
      NavigationStack(path: $path) {
        Text("Root").navigationDestination(for: Int.self) { Text("Screen \($0)") }
      }
      .ignoresSafeArea()
    }
  }

  /// https://developer.apple.com/documentation/swiftui/navigationstack — the path's elements
  /// are presented over the root and the stack updates the path as the person navigates back;
  /// on iOS a `UINavigationController` (device behaviour) whose back swipe from the leading
  /// edge pops (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer),
  /// the right edge in right-to-left.
  @Test(
    "NavigationStack: a UINavigationController; the leading-edge swipe pops and shortens the path",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func backSwipePops(_ direction: UIUserInterfaceLayoutDirection) throws {
    let device = SimulatedDevice(layoutDirection: direction)
    final class State { var path = [7] }
    let state = State()
    let host = device.mount(
      Screens(path: Binding(get: { state.path }, set: { state.path = $0 })))
    device.runUntilIdle()
    let navigation = try #require(
      host.renderedViews("NavigationStack").first?.subviews.first?.next
        as? UINavigationController)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.interactivePopGestureRecognizer?.view === navigation.view)
    let leading: CGFloat = direction == .leftToRight ? 3 : 390
    let across: CGFloat = direction == .leftToRight ? 330 : 63
    device.drag(
      from: CGPoint(x: leading, y: 400), to: CGPoint(x: across, y: 400), duration: 0.3)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(state.path.isEmpty, "the pop shortened the path")
    // The path drives the stack: a new element is pushed.
    state.path = [8]
    host.rootView = host.rootView
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
  }
}

@MainActor
@Suite("SwiftUI model: gesture masks, clipping, preference values")
struct SwiftUIMaskClipPreferenceContractTests {
  /// https://developer.apple.com/documentation/swiftui/gesturemask — `.all` both, `.gesture`
  /// the added gesture only, `.subviews` the subviews' only, `.none` neither.
  @Test(
    "GestureMask: which of the added drag and the subviews' tap respond",
    arguments: [
      (GestureMask.all, true, true), (.gesture, true, false), (.subviews, false, true),
      (.none, false, false),
    ])
  func gestureMask(_ mask: GestureMask, added: Bool, subviews: Bool) {
    let device = SimulatedDevice()
    var log: [String] = []
    _ = device.mount(
      ZStack { Color.red.onTapGesture { log.append("tap") } }
        .simultaneousGesture(
          DragGesture().onChanged { _ in log.append("drag") }, including: mask))
    device.tap(at: CGPoint(x: 200, y: 400))
    device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3)
    device.runUntilIdle()
    #expect(log.contains("drag") == added)
    #expect(log.contains("tap") == subviews)
  }

  /// A path shorter than the view in height only: half the height, the full width.
  struct TopHalf: Shape {
    func path(in rect: CGRect) -> Path {
      Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height / 2))
    }
  }

  /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) — "Sets a
  /// clipping shape for this view": the shape clips in both axes.
  @Test("clipShape clips by the shape in both axes")
  func clipShape() throws {
    let device = SimulatedDevice()
    let host = device.mount(
      Color.red.frame(width: 200, height: 300).clipShape(TopHalf()).position(x: 200, y: 400)
        .ignoresSafeArea())
    let clip = try #require(host.renderedViews("clipShape.clip").first)
    #expect(clip.layer.masksToBounds)
    #expect(
      clip.simulationPresentedFrameInWindow == CGRect(x: 100, y: 250, width: 200, height: 150))
    let drawn = try #require(host.renderedViews("Color").first)
    #expect(
      drawn.simulationPresentedFrameInWindow == CGRect(x: 100, y: 250, width: 200, height: 300))
  }

  struct Reporter: View {
    @ObservedObject var probe: Probe
    var body: some View {
      Color.clear.preference(key: CountKey.self, value: probe.number)
    }
  }

  struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  /// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:) —
  /// "when the specified preference key's value changes": the stricter reading delivers no
  /// first value; https://developer.apple.com/documentation/swiftui/view/backgroundpreferencevalue(_:_:)
  /// — "Reads the specified preference value from the view": the first value too, and every
  /// change.
  @Test("onPreferenceChange hears changes only; backgroundPreferenceValue reads every value")
  func preferenceValues() {
    let device = SimulatedDevice()
    let probe = Probe()
    probe.number = 4
    _ = device.mount(
      ZStack { Reporter(probe: probe) }
        .onPreferenceChange(CountKey.self) { probe.log.append("changed \($0)") }
        .backgroundPreferenceValue(CountKey.self) { value in
          Color.clear.onAppear { probe.log.append("read \(value)") }
            .onChange(of: value) { probe.log.append("read \($0)") }
        })
    device.runUntilIdle()
    #expect(probe.log == ["read 4"])
    probe.number = 5
    device.runUntilIdle()
    #expect(probe.log.sorted() == ["changed 5", "read 4", "read 5"])
  }
}
