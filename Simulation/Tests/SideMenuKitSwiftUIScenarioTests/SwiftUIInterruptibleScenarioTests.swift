import SwiftUISimulation
import Testing

@testable import SideMenuKit

// Issue 31's scenarios for the SwiftUI modifier: touches act where the menu is drawn, a touch
// after the menu is drawn gone reaches the content, and a motion started in a turn that also
// does heavy work starts moving at the commit, from where it was. The modifier draws each frame
// from its timeline on the main thread (no render-server playback), so what is drawn is what
// the last frame rendered (the host's views, read as the render server draws them).

@MainActor
@Suite("SwiftUI: exactly interruptible (issue 31)", .serialized)
struct SwiftUIInterruptibleScenarios {
  private func makeHost(_ path: GesturePath) -> (SimulatedDevice, MountedMenuHost) {
    let device = SimulatedDevice(osVersion: path == .recognizer ? .iOS26 : .iOS17)
    let host = MountedMenuHost(device: device, path: path)
    device.runUntilIdle()
    return (device, host)
  }

  /// The menu as drawn now (window coordinates; `.zero` before it is first drawn).
  private func drawn(_ host: MountedMenuHost) -> CGRect { host.drawnMenuFrame }

  /// The open menu's width on this device, points (the screen less the 64 pt margin).
  private func menuWidth(_ device: SimulatedDevice) -> CGFloat { device.window.bounds.width - 64 }

  private func advance(_ device: SimulatedDevice, _ host: MountedMenuHost, until: (CGRect) -> Bool)
  {
    let deadline = device.now + 1
    while !until(drawn(host)), device.now < deadline { device.advance(by: device.frameInterval) }
  }

  @Test(
    "a tap 40 pt beside an opening menu is a scrim tap: it closes", arguments: GesturePath.allCases)
  func tapBesideAnOpeningMenu(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    advance(device, host) { $0.maxX >= menuWidth(device) * 0.6 }
    let shown = drawn(host)
    #expect(shown.maxX < menuWidth(device) * 0.75, "still opening: \(shown)")
    device.tap(at: CGPoint(x: shown.maxX + 40, y: device.window.bounds.height / 2))
    #expect(device.runUntilIdle())
    #expect(host.isClosed, "closed as a scrim tap (drawn at \(shown.maxX))")
    #expect(host.presentedEdge == nil)
  }

  @Test(
    "a tap on a closing menu's body catches it; the lift leaves it open",
    arguments: GesturePath.allCases)
  func tapOnAClosingMenusBody(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    host.presentedEdge = nil
    advance(device, host) { $0.maxX <= menuWidth(device) * 0.72 }
    let shown = drawn(host)
    #expect(shown.maxX > menuWidth(device) * 0.6, "still closing: \(shown)")
    device.tap(at: CGPoint(x: shown.maxX - 40, y: device.window.bounds.height / 2))
    #expect(device.runUntilIdle())
    #expect(host.isOpen, "caught and released where held (drawn at \(shown.maxX))")
    #expect(host.presentedEdge == .leading)
    #expect(abs(drawn(host).minX) < 0.5)
  }

  /// The close is drawn to its end; the main thread is then busy for a second. A tap on the
  /// content's button during the stall is delivered after it and reaches the button: nothing of
  /// the menu (scrim, menu) is left to take it.
  @Test(
    "a tap after the drawn close during a stall reaches the content",
    arguments: GesturePath.allCases)
  func tapAfterTheDrawnClose(_ path: GesturePath) {
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    let taps = TapCounter()
    let frame = CGRect(
      x: device.window.bounds.width - 70, y: device.window.bounds.height / 2 - 30, width: 60,
      height: 60)
    // The content's button, in the screen's full-bleed (window) coordinates.
    host.state.contentExtra = AnyView(
      Button("Content button") { taps.count += 1 }
        .frame(width: frame.width, height: frame.height)
        .position(x: frame.midX, y: frame.midY))
    #expect(device.runUntilIdle())
    #expect(host.drawnButton("Content button") != nil)
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    host.presentedEdge = nil
    advance(device, host) { $0.maxX <= 0.5 }
    #expect(drawn(host).maxX <= 0.5, "drawn closed: \(drawn(host))")
    device.stallMainThread(for: 1) {
      device.advance(by: 0.5)
      device.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
    #expect(taps.count == 1, "the tap reached the content")
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
  }

  /// A menu row closes the menu and pushes a screen whose body takes 200 ms, in the same turn
  /// (the SwiftUI equivalent of a heavy `viewDidLoad`), before or after the modifier hears the
  /// binding change (Apple does not order an update's `onChange` actions against other views'
  /// bodies: both orders). The first frame drawn after that turn commits shows the close no
  /// further along than an undisturbed close's first frame plus one of its largest frame steps,
  /// and no later step is larger: the close starts from where the menu was, not a stall's
  /// worth along.
  @Test(
    "a row push with a 200 ms screen: no jump beyond one step",
    arguments: GesturePath.allCases, [false, true])
  func rowPushWithAHeavyScreen(_ path: GesturePath, heavyBodyAfterTheModifier: Bool) {
    let normal: [CGFloat] = {
      let (device, host) = makeHost(path)
      defer { host.tearDown() }
      host.presentedEdge = .leading
      device.runUntilIdle()
      host.presentedEdge = nil
      return device.drawnSamplesUntilIdle { drawn(host).minX }.map(\.value)
    }()
    let normalStep = DrawnMotion(normal).largestStep
    #expect(normalStep > 1, "a close moves: \(normal)")
    let (device, host) = makeHost(path)
    defer { host.tearDown() }
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    let before = drawn(host).minX
    let samples = device.drawnSamples(during: {
      // The row's action: close, push; the pushed screen's heavy body in the same update.
      host.presentedEdge = nil
      if heavyBodyAfterTheModifier {
        // After the modifier's update (the update cycle's hook), before the commit.
        var once = true
        SimulationRunLoop.main.commitHooks.append {
          if once { device.stallMainThreadInCurrentTurn(for: 0.2) }
          once = false
        }
      } else {
        device.stallMainThreadInCurrentTurn(for: 0.2)
      }
      device.runTurn()
      device.advance(by: 4 * device.frameInterval)
    }) { drawn(host).minX }.map(\.value)
    let moving = [before] + samples.drop { $0 == before }
    let first = moving.count > 1 ? abs(moving[1] - before) : 0
    let normalFirst = abs((normal.first { $0 != before } ?? before) - before)
    #expect(first > 0.5, "it moves: \(moving)")
    #expect(
      first <= normalFirst + normalStep + 0.01,
      "first frame \(first) vs undisturbed \(normalFirst) + \(normalStep): \(moving), undisturbed \(normal)"
    )
    let steps = zip(moving.dropFirst(), moving.dropFirst(2)).map { abs($1 - $0) }
    #expect(steps.allSatisfy { $0 <= normalStep + 0.01 }, "no later jump: \(moving)")
    #expect(device.runUntilIdle())
    #expect(host.isClosed)
  }
}
