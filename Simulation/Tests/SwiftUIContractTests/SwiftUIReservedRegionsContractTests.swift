import SwiftUISimulation
import Testing

// iOS 27.1's reserved regions as the SwiftUI model reports them to a geometry reader, on the
// simulated iPhone Duo alone (no SideMenuKit). Apple:
// https://developer.apple.com/documentation/swiftui/geometryproxy/reservedregions(kind:options:layoutdirectionbehavior:)
// — "returns all of the reserved regions that currently intersect your view regardless of
// whether they are currently active"; `frame` "in the view's coordinate space, including the
// margins" (https://developer.apple.com/documentation/swiftui/reservedregion/frame);
// `layoutDirectionBehavior` defaults to `.mirrors` ("mirrors when the layout direction is
// right-to-left", https://developer.apple.com/documentation/swiftui/layoutdirectionbehavior/mirrors).
// Chosen device values (Duo.swift): inner display 951 × 669 pt in landscape, the fold at
// x 465.5…485.5, the inner camera at (96, 30, 36 × 36).

/// What a full-window reader saw at its latest evaluation.
@MainActor
private final class RegionLog {
  var reads = 0
  var division: [ReservedRegion] = []
  var occlusionFixed: [ReservedRegion] = []
  var occlusionMirrored: [ReservedRegion] = []
}

@MainActor
private func mountReader(
  _ device: SimulatedDevice, _ log: RegionLog
) {
  _ = device.mount(
    GeometryReader { proxy in
      let _ = log.reads += 1
      let _ =
        log.division = proxy.reservedRegions(
          kind: .division, options: .includeInactive, layoutDirectionBehavior: .fixed)
      let _ =
        log.occlusionFixed = proxy.reservedRegions(
          kind: .occlusion, layoutDirectionBehavior: .fixed)
      let _ = log.occlusionMirrored = proxy.reservedRegions(kind: .occlusion)
      Color.clear
    }
    .ignoresSafeArea(.container))
}

@MainActor
@Suite("SwiftUI model: reserved regions (iOS 27.1)")
struct SwiftUIReservedRegionsContractTests {
  @Test("partially open: the fold is an active division in the reader's coordinates")
  func foldInReaderCoordinates() throws {
    let device = SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS27_1)
    device.setPosture(.partiallyOpen)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let log = RegionLog()
    mountReader(device, log)
    device.runUntilIdle()
    let fold = try #require(log.division.first)
    #expect(fold.isActive)
    #expect(fold.frame == CGRect(x: 465.5, y: 0, width: 20, height: 669))
    #expect(fold.margins == EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))
  }

  @Test(
    "an inactive region is still reported, with isActive false; a change re-evaluates the reader")
  func inactiveReportedAndChangesReachTheReader() throws {
    let device = SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS27_1)
    device.setPosture(.open)
    device.rotate(toLandscape: true)
    device.runUntilIdle()
    let log = RegionLog()
    mountReader(device, log)
    device.runUntilIdle()
    #expect(log.division.first?.isActive == false, "fully open: the fold is inactive")
    #expect(log.occlusionFixed.first?.isActive == false, "the camera is not in use")
    let reads = log.reads
    device.setFrontCameraInUse(true)
    device.runUntilIdle()
    #expect(log.reads > reads, "the region change re-evaluated the reader")
    let camera = try #require(log.occlusionFixed.first)
    #expect(camera.isActive)
    #expect(camera.frame == CGRect(x: 96, y: 30, width: 36, height: 36))
  }

  @Test("right to left, the default behaviour mirrors the frame; .fixed does not")
  func mirrorsRightToLeft() throws {
    let device = SimulatedDevice(
      model: .iPhoneDuo, osVersion: .iOS27_1, layoutDirection: .rightToLeft)
    device.setPosture(.open)
    device.rotate(toLandscape: true)
    device.setFrontCameraInUse(true)
    device.runUntilIdle()
    let log = RegionLog()
    mountReader(device, log)
    device.runUntilIdle()
    #expect(log.occlusionFixed.first?.frame == CGRect(x: 96, y: 30, width: 36, height: 36))
    #expect(
      log.occlusionMirrored.first?.frame == CGRect(x: 951 - 132, y: 30, width: 36, height: 36))
  }

  @Test("a device without reserved regions reports none")
  func noneElsewhere() {
    let device = SimulatedDevice(osVersion: .iOS27_1)
    let log = RegionLog()
    mountReader(device, log)
    device.runUntilIdle()
    #expect(log.reads > 0)
    #expect(log.division.isEmpty && log.occlusionFixed.isEmpty)
  }
}
