// iPhone Duo (issue 30) with SwiftUI's `.sideMenu`: a posture change while a finger drags the
// menu, or while it animates, ends consistent — at rest, on one side of the fold, the binding
// agreeing with the screen, the change notifications balanced. Device values are the
// simulation's chosen ones (Simulation/Sources/UIKitSimulation/Duo.swift).
import SideMenuKit
import SwiftUISimulation
import Testing

/// The menu's change notifications, in order (progress left out).
@MainActor
final class DuoMenuChanges {
  private(set) var events: [SideMenuNotification] = []
  func record(_ change: SideMenuNotification) {
    if case .progress = change { return }
    events.append(change)
  }

  /// Every `will…` answered by its `did…` or cancellation before the next one, none left
  /// open; an opening cancelled back to closed may be followed by its `didClose`, as the
  /// UIKit delegate's (SideMenuKitScenarioTests/Support.swift).
  var isBalanced: Bool {
    var pending: SideMenuNotification?
    var cancelledOpening = false
    for event in events {
      switch event {
      case .willOpen, .willClose:
        if pending != nil { return false }
        pending = event
        cancelledOpening = false
      case .didOpen, .openingCancelled:
        guard case .willOpen = pending else { return false }
        if case .openingCancelled = event { cancelledOpening = true }
        pending = nil
      case .didClose, .closingCancelled:
        if pending == nil, cancelledOpening, case .didClose = event {
          cancelledOpening = false
          continue
        }
        guard case .willClose = pending else { return false }
        pending = nil
      default:
        continue
      }
    }
    return pending == nil
  }
}

/// ``DuoMenuApp`` (a leading menu at 85 % of the container, red), recording its changes.
struct DuoRecordingMenuApp: View {
  @ObservedObject var state: DuoMenuState
  let changes: DuoMenuChanges

  var body: some View {
    DuoMenuApp(state: state)
      .onSideMenuChange { changes.record($0) }
  }
}

@MainActor
private func mountRecordingApp(
  posture: SimulatedDevice.Posture, direction: UIUserInterfaceLayoutDirection
) -> (
  SimulatedDevice, SimulatedHostingController<DuoRecordingMenuApp>, DuoMenuState,
  DuoMenuChanges
) {
  let device = SimulatedDevice(model: .iPhoneDuo, osVersion: .iOS27_1, layoutDirection: direction)
  device.setPosture(posture)
  device.rotate(toLandscape: true)
  device.runUntilIdle()
  let state = DuoMenuState()
  let changes = DuoMenuChanges()
  let host = device.mount(DuoRecordingMenuApp(state: state, changes: changes))
  device.runUntilIdle()
  return (device, host, state, changes)
}

@MainActor
extension SimulatedHostingController {
  /// Whether the menu's red fill is drawn and reaches into `fold` (0.5 pt tolerance).
  func menuSpans(_ fold: CGRect?) -> Bool {
    guard let fold, let menu = menuFillFrame, menu.width > 0.5 else { return false }
    return menu.maxX > fold.minX + 0.5 && menu.minX < fold.maxX - 0.5
  }

  /// Whether the menu is on screen as drawn: its red fill visible (alpha 0.01 or more, as
  /// UIKit's hit-testing counts it) with some width inside the window.
  var isMenuOnScreen: Bool {
    guard let fill = renderedViews("Color").first(where: { $0.backgroundColor == .red }),
      fill.simulationIsVisible, fill.simulationPresentedAlpha >= 0.01
    else { return false }
    let menu = fill.simulationPresentedFrameInWindow
    return menu.width > 0.5 && menu.maxX > 0.5 && menu.minX < device.window.bounds.width - 0.5
  }
}

@MainActor
@Suite("SwiftUI on iPhone Duo: posture changes mid-drag and mid-animation")
struct SwiftUIDuoPostureScenarios {
  /// Folding (open → partially open) while a finger drags the wide menu open, then lifting
  /// past the fold: the menu rests open on its side of the fold, the binding says open, the
  /// notifications balance.
  @Test(arguments: duoDirections)
  func foldingMidDragEndsConsistent(direction: UIUserInterfaceLayoutDirection) throws {
    let (device, host, state, changes) = mountRecordingApp(posture: .open, direction: direction)
    let width = device.window.bounds.width
    let fromLeft = direction == .leftToRight
    let y = device.window.bounds.height / 2
    let start: CGFloat = fromLeft ? 4 : width - 4
    let finger = device.touchDown(at: CGPoint(x: start, y: y))
    finger.move(to: CGPoint(x: fromLeft ? start + 300 : start - 300, y: y), duration: 0.2)
    device.setPosture(.partiallyOpen)
    finger.move(to: CGPoint(x: fromLeft ? start + 600 : start - 600, y: y), duration: 0.1)
    finger.lift()
    #expect(device.runUntilIdle())
    let fold = device.reservedRegions.first { $0.kind == .division && $0.isActive }?.frame
    #expect(fold != nil)
    #expect(!host.menuSpans(fold), "\(String(describing: host.menuFillFrame))")
    #expect(state.isMenuOpen)
    #expect(state.writes == [true], "\(state.writes)")
    #expect(changes.isBalanced, "\(changes.events)")
  }

  /// Folding to the cover display while a finger drags the menu (the app moves to the other
  /// display, as a rotation), then unfolding while it animates open: each ends at rest, the
  /// binding agreeing with what is on screen, never across the fold, notifications balanced.
  @Test(arguments: duoDirections)
  func switchingDisplaysMidDragAndMidAnimationEndsConsistent(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let (device, host, state, changes) = mountRecordingApp(
      posture: .partiallyOpen, direction: direction)
    let width = device.window.bounds.width
    let fromLeft = direction == .leftToRight
    let y = device.window.bounds.height / 2
    let start: CGFloat = fromLeft ? 4 : width - 4
    let finger = device.touchDown(at: CGPoint(x: start, y: y))
    finger.move(to: CGPoint(x: fromLeft ? start + 200 : start - 200, y: y), duration: 0.2)
    device.setPosture(.closed)
    finger.move(to: CGPoint(x: fromLeft ? start + 260 : start - 260, y: y), duration: 0.1)
    finger.lift()
    #expect(device.runUntilIdle())
    #expect(state.isMenuOpen == host.isMenuOnScreen, "\(state.writes)")
    #expect(changes.isBalanced, "\(changes.events)")
    // Mid-animation: opening by the binding, then unfolding to the partially open inner
    // display while it moves.
    state.isMenuOpen = false
    #expect(device.runUntilIdle())
    state.isMenuOpen = true
    device.advance(by: 0.08)
    device.setPosture(.partiallyOpen)
    #expect(device.runUntilIdle())
    let fold = device.reservedRegions.first { $0.kind == .division && $0.isActive }?.frame
    #expect(!host.menuSpans(fold), "\(String(describing: host.menuFillFrame))")
    #expect(state.isMenuOpen == host.isMenuOnScreen, "\(state.writes)")
    #expect(changes.isBalanced, "\(changes.events)")
  }
}
