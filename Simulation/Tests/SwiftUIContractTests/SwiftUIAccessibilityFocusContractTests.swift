import SwiftUISimulation
import Testing

// The SwiftUI model's accessibility focus: `AccessibilityFocusState` with
// `accessibilityFocused(_:)`, as Apple's pages describe it (cited on the model's declarations).

/// Holds the view's focus binding so the test can set it as the app would.
@MainActor
final class FocusProbe {
  var focus: AccessibilityFocusState<Bool>.Binding?
  var value: Bool? { focus?.wrappedValue }
}

private struct FocusScreen: View {
  let probe: FocusProbe
  @ObservedObject var changes: Probe
  @AccessibilityFocusState private var isTargetFocused: Bool

  var body: some View {
    probe.focus = $isTargetFocused
    return ZStack {
      Button("Target") {}.accessibilityFocused($isTargetFocused)
      Button("Other \(changes.number)") {}.offset(x: 0, y: 200)
    }
  }
}

@MainActor
@Suite("SwiftUI model: accessibility focus")
struct SwiftUIAccessibilityFocusContractTests {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:): "If the
  /// value is set to `true` programmatically, then accessibility focus will move to
  /// accessibility element of the modified view. The value will be set to `false` if
  /// accessibility focus leaves the accessibility element of the modified view".
  @Test("setting the state moves VoiceOver to the element; focus leaving resets the state")
  func focusFollowsState() throws {
    let device = SimulatedDevice()
    let probe = FocusProbe()
    let changes = Probe()
    let host = device.mount(FocusScreen(probe: probe, changes: changes))
    let target = try #require(
      host.renderedViews("Button").first { $0.accessibilityLabel == "Target" })
    #expect(device.voiceOverFocus !== target)
    probe.focus?.wrappedValue = true
    #expect(device.runUntilIdle())
    #expect(device.voiceOverFocus === target)
    #expect(probe.value == true)
    // VoiceOver moves on; the state follows at the view's next update.
    let other = try #require(
      host.renderedViews("Button").first { $0.accessibilityLabel?.hasPrefix("Other") == true })
    UIAccessibility.post(notification: .screenChanged, argument: other)
    changes.number += 1
    #expect(device.runUntilIdle())
    #expect(probe.value == false)
    #expect(device.voiceOverFocus === other)
    // And back in: the state becomes true when focus is on the element.
    UIAccessibility.post(notification: .screenChanged, argument: target)
    changes.number += 1
    #expect(device.runUntilIdle())
    #expect(probe.value == true)
  }
}
