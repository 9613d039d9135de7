import SwiftUISimulation
import Testing

@testable import SideMenuKit

// Two SwiftUI edge cases a plain open/close never reaches, each with the break it catches: a
// trackpad scroll that catches a closing menu on a busy main thread must take it where it was
// drawn at the scroll's own time, not a stall later; and content docked beside an iPhone's
// sensor housing in landscape must not get the housing's inset on the sidebar's side as well
// as the sidebar, at rest or at any vsync of the docking. The back-swipe tie with
// `yieldsToBackGesture` off is in SwiftUIBackSwipeScenarios. Both run the real `.sideMenu`
// body (``MountedMenuHost``).

@MainActor
@Suite("SwiftUI: edge cases (trackpad catch on a stall, docking beside the housing)", .serialized)
struct SwiftUIEdgeCaseScenarios {
  /// Break caught: the SwiftUI model handling a trackpad scroll's beginning at the time it is
  /// delivered rather than its scroll event's (`panBegan(…)` sending without the sample's time):
  /// on a busy main thread the menu would be taken a stall's worth of closing later.
  ///
  /// The UIKit driver's defect of this kind, checked in SwiftUI: a close animates (the
  /// timeline, on the main thread); 10 ms into a 100 ms stall two fingers land on the menu and
  /// scroll 12 pt toward open at once. Delivered after the stall, the menu is where the model
  /// would have drawn it at the scroll's time, moved by no more than the scroll.
  @Test("iOS 18: a trackpad scroll on a closing menu during a stall catches it at its own time")
  func trackpadCatchAtItsOwnTime() {
    let device = SimulatedDevice(model: .iPadPro11, osVersion: .iOS26)
    let host = MountedMenuHost(device: device, path: .recognizer)
    defer { host.tearDown() }
    device.runUntilIdle()
    host.presentedEdge = .leading
    #expect(device.runUntilIdle())
    host.presentedEdge = nil
    device.advance(by: 0.06)
    #expect(host.model.machine.phase.isTransitioning)
    var atScroll: CGFloat = 0
    var atStallEnd: CGFloat = 0
    var scroll: SimulatedDevice.TrackpadScroll?
    device.stallMainThread(for: 0.1) {
      device.advance(by: 0.01)
      let now = SimulatedSwiftUIClock.now()
      atScroll = CGFloat(host.model.frame(at: now).menuFrameOnScreen.minX)
      atStallEnd = CGFloat(
        host.model.frame(at: now.addingTimeInterval(0.09)).menuFrameOnScreen.minX)
      let onMenu = CGPoint(x: atScroll + CGFloat(host.menuFrameOnScreen.width) / 2, y: 600)
      scroll = device.beginTrackpadScroll(at: onMenu)
      scroll?.scroll(by: CGPoint(x: 12, y: 0), duration: 0)
    }
    #expect(atScroll - atStallEnd > 30, "the stall matters: \(atScroll) → \(atStallEnd)")
    let caught = host.menuFrameOnScreen.minX
    #expect(
      caught >= atScroll - 0.5 && caught <= atScroll + 12.5,
      "caught at \(caught), under the fingers at \(atScroll)")
    scroll?.hold(for: 0.1)
    #expect(abs(host.menuFrameOnScreen.minX - caught) < 0.01, "held under the fingers")
    scroll?.lift()
    #expect(device.runUntilIdle())
  }

  /// Why the real body gets no safe area here: its `GeometryReader` ignores the container safe
  /// area, and the model gives such a reader's proxy zero `safeAreaInsets` (the region it
  /// extends into is no longer unsafe for it), while the body expects the window's insets from
  /// it. Apple's `GeometryProxy.safeAreaInsets` page says only "The safe area inset of the
  /// container view"; which reading a device gives is a device check (docs/verification.md).
  static let safeAreaNotReachingTheBody: Comment =
    "issue 32: the body's full-bleed GeometryReader reads no safe area in the model"

  /// An iPhone in landscape (housing band 59 pt on both sides) with a `.always` leading
  /// sidebar, in both gesture paths.
  private func landscapeDockingHost(_ path: GesturePath, docking: SideMenuDocking) -> (
    SimulatedDevice, MountedMenuHost
  ) {
    let device = SimulatedDevice(osVersion: path == .recognizer ? .iOS26 : .iOS17)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    var configuration = SideMenuConfiguration.standard
    configuration.leading.docking = docking
    let host = MountedMenuHost(device: device, path: path, configuration: configuration)
    device.runUntilIdle()
    return (device, host)
  }

  /// The content's safe area on the sidebar's side as drawn (where its layout starts in it), and
  /// what the housing band leaves of it where the content stands (59 pt less the content's left
  /// edge, at least 0).
  private func leftInsets(_ host: MountedMenuHost) -> (given: CGFloat, expected: CGFloat) {
    (host.contentSafeArea.left, max(0, 59 - host.contentFrame.minX))
  }

  /// Break caught: the docked content keeping the window's inset on the sidebar's side
  /// (`SideMenuStageLayout`'s content safe area not taken from where the content stands): the
  /// sidebar already pads its rows clear of the housing, and the content beside it would pad
  /// another 59 pt.
  ///
  /// At rest the content beside the sidebar has no left inset and keeps the right one (the
  /// housing's other band, 59 pt); the menu keeps the left one. While an open sliding menu
  /// docks (the app turning docking on), at every vsync the content's left inset is what the
  /// band leaves where its left edge is — never the band again on top of the sidebar's.
  @Test(
    "docked beside the sensor housing: the content's inset on the sidebar's side not doubled",
    arguments: GesturePath.allCases)
  func housingInsetNotDoubled(_ path: GesturePath) {
    let (device, host) = landscapeDockingHost(path, docking: .always)
    defer { host.tearDown() }
    #expect(device.window.safeAreaInsets.left == 59 && device.window.safeAreaInsets.right == 59)
    #expect(host.isOpen)
    let contentMinX = host.contentFrame.minX
    #expect(contentMinX > 59, "beside the sidebar")
    #expect(host.contentSafeArea.left == 0, "not doubled")
    withKnownIssue(Self.safeAreaNotReachingTheBody) {
      #expect(host.contentSafeArea.right == 59)
      #expect(host.menuSafeAreaLeft == 59, "the sidebar pads its rows")
    }
    #expect(host.contentLayoutFrame.minX == contentMinX, "laid out from the content's edge")

    let (sliding, motionHost) = landscapeDockingHost(path, docking: .never)
    defer { motionHost.tearDown() }
    motionHost.presentedEdge = .leading
    #expect(sliding.runUntilIdle())
    #expect(motionHost.contentFrame == sliding.window.bounds, "sliding: the whole window")
    let drawn = sliding.drawnSamples(
      during: {
        motionHost.configuration.leading.docking = .always
        sliding.runUntilIdle()
      }
    ) { (self.leftInsets(motionHost), motionHost.contentFrame.minX) }
    let moving = drawn.filter { $0.value.1 > 0.5 && $0.value.1 < contentMinX - 0.5 }
    #expect(moving.count >= 3, "the content moves over several frames")
    withKnownIssue(Self.safeAreaNotReachingTheBody) {
      #expect(
        drawn.allSatisfy { abs($0.value.0.given - $0.value.0.expected) <= 0.5 },
        "\(drawn.map { "\($0.value.0.given)/\($0.value.0.expected)" })")
    }
    #expect(motionHost.contentSafeArea.left == 0)
  }
}
