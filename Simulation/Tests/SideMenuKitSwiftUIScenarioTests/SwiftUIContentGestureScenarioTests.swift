import SideMenuKit
import SwiftUISimulation
import Testing

// The app's own gestures in the content against the menu's drag, with the product's real body
// (issue 32 item 3), on iOS 18+ (the representable recognizers) and iOS 15–17 (the
// simultaneous `DragGesture`s). iPhone 15 window points.

/// A full-screen app whose content is `content`, with a leading side menu.
struct ContentGestureApp<Content: View>: View {
  @ObservedObject var state: MenuAppState
  let content: Content

  var body: some View {
    content.sideMenu(isPresented: Binding(get: { state.isMenuOpen }, set: { state.write($0) })) {
      Button("Home") {}
    }
  }
}

@MainActor
private func mount<Content: View>(_ os: SimulatedDevice.OSVersion, _ content: Content) -> (
  SimulatedDevice, MenuAppState
) {
  let (device, _, state) = mountWithHost(os, content)
  return (device, state)
}

@MainActor
private func mountWithHost<Content: View>(_ os: SimulatedDevice.OSVersion, _ content: Content)
  -> (SimulatedDevice, SimulatedHostingController<ContentGestureApp<Content>>, MenuAppState)
{
  let device = SimulatedDevice(osVersion: os)
  let state = MenuAppState()
  let host = device.mount(ContentGestureApp(state: state, content: content))
  return (device, host, state)
}

/// A slow drag from the leading screen edge across most of the screen.
@MainActor
private func edgeDrag(_ device: SimulatedDevice) {
  device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.8, hold: 0.1)
}

@MainActor
@Suite("SwiftUI, the real body: the content's own gestures against the menu's drag")
struct SwiftUIContentGestureScenarios {
  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  @Test(
    "a tap in the content is the content's; an edge drag still opens the menu",
    arguments: realBodyOSVersions)
  func contentTap(_ os: SimulatedDevice.OSVersion) {
    final class Log { var taps = 0 }
    let log = Log()
    let (device, state) = mount(os, Color.white.onTapGesture { log.taps += 1 })
    device.tap(at: CGPoint(x: 200, y: 400))
    #expect(device.runUntilIdle())
    #expect(log.taps == 1)
    #expect(state.writes.isEmpty)
    edgeDrag(device)
    #expect(device.runUntilIdle())
    #expect(state.writes == [true])
    #expect(log.taps == 1, "the drag is no tap")
  }

  /// The content's own horizontal `DragGesture` (`gesture(_:including:)`) against a drag from
  /// the leading screen edge, which should open the menu. On iOS 15–17 the menu's drag is
  /// simultaneous: the menu opens and the content's drag sees the drag too (documented on
  /// `sideMenu(isPresented:…)`). From iOS 18 the menu's pan and the content's drag are two
  /// UIKit recognizers on the container and inside it; the one that recognizes first wins —
  /// the content's, at its 10 pt minimum distance — and the menu never opens. Kept as a known
  /// issue, documented in UsingSwiftUI.md: Apple gives a gesture attached with `gesture(_:)`
  /// "a lower precedence than gestures defined by the view", a representable has no
  /// `highPriorityGesture`, and SwiftUI's drag recognizer is a private class the gesture layer
  /// cannot single out (every recognizer inside waiting for the edge pan would hold long
  /// presses until the lift). With `simultaneousGesture(_:)` the menu opens
  /// (SwiftUIContentScrollingScenarioTests); device check in docs/verification.md.
  @Test(
    "an edge drag over content with its own horizontal drag opens the menu",
    arguments: realBodyOSVersions)
  func contentDrag(_ os: SimulatedDevice.OSVersion) {
    final class Log { var changes = 0 }
    let log = Log()
    let (device, state) = mount(
      os, Color.white.gesture(DragGesture().onChanged { _ in log.changes += 1 }))
    edgeDrag(device)
    #expect(device.runUntilIdle())
    if os == .iOS17 {
      #expect(state.writes == [true])
      #expect(log.changes > 0, "the simultaneous drag leaves the content's drag running")
    } else {
      withKnownIssue(
        "issue 32: the content's DragGesture recognizes first; the menu's pan never begins"
      ) {
        #expect(state.writes == [true])
      }
    }
  }

  /// ``SwiftUI/View/sideMenuBackGestureAvailable(_:)`` is a preference the modifier reads with
  /// `onPreferenceChange`: while the content says a back swipe could pop, an edge drag is left
  /// to it (``SideMenuGestureConfiguration/yieldsToBackGesture``, on by default).
  @Test(
    "while the content can pop, an edge drag does not open the menu", arguments: realBodyOSVersions)
  func backGestureYields(_ os: SimulatedDevice.OSVersion) {
    let (device, state) = mount(os, Color.white.sideMenuBackGestureAvailable(true))
    edgeDrag(device)
    #expect(device.runUntilIdle())
    #expect(state.writes.isEmpty)
    #expect(!state.isMenuOpen)
  }

  /// ``SwiftUI/View/sideMenuEdgeDragDisabled(_:)``: the opening drags are off; the binding
  /// still opens the menu.
  @Test(
    "a screen that switches the opening drag off: the edge drag does nothing, the binding opens",
    arguments: realBodyOSVersions)
  func edgeDragDisabled(_ os: SimulatedDevice.OSVersion) {
    let (device, host, state) = mountWithHost(os, Color.white.sideMenuEdgeDragDisabled(true))
    edgeDrag(device)
    #expect(device.runUntilIdle())
    #expect(state.writes.isEmpty)
    #expect(!host.isHomeReachable, "the drag opened nothing")
    state.isMenuOpen = true
    #expect(device.runUntilIdle())
    #expect(state.writes.isEmpty)
    #expect(host.isHomeReachable, "the binding opened the menu")
  }
}
