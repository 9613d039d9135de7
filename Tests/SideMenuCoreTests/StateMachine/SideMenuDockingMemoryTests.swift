import Testing

@testable import SideMenuCore

/// The collapsed-sidebar memory (issue 34): a docked menu the app or the user collapsed comes
/// back collapsed when the container narrows and widens again — from closed all the way, which
/// is the path where the memory alone decides (`applyModeChanges` with nothing shown) — and one
/// expanded again comes back expanded. Every request that collapses or expands counts: `close`,
/// `toggle` (⌃⌘S), animated or not; both edges, both writing directions.
@Suite("Docking: the collapsed-sidebar memory")
struct SideMenuDockingMemoryTests {
  enum Collapse: CaseIterable, Sendable { case closeAtOnce, closeAnimated, toggleAnimated }

  static let cases: [(SideMenuEdge, SideMenuLayoutDirection, Collapse)] =
    SideMenuDockingTests.cases.flatMap { edge, direction in
      Collapse.allCases.map { (edge, direction, $0) }
    }

  /// Collapses the docked, expanded menu of `edge` by `collapse` and lets it rest.
  static func collapse(_ edge: SideMenuEdge, by collapse: Collapse, _ harness: inout MachineHarness)
  {
    switch collapse {
    case .closeAtOnce: harness.send(.close(animated: false, completion: nil))
    case .closeAnimated: harness.send(.close(animated: true, completion: nil))
    case .toggleAnimated: harness.send(.toggle(edge, animated: true, completion: nil))
    }
    harness.settle()
    #expect(harness.machine.phase == .closed)
  }

  /// Narrows the container (the menu slides, closed) and widens it again, each at rest.
  static func narrowAndWiden(_ direction: SideMenuLayoutDirection, _ harness: inout MachineHarness)
  {
    harness.send(.containerChanged(.padPortrait(direction)))
    harness.settle()
    #expect(!harness.machine.isDocked(.leading) && !harness.machine.isDocked(.trailing))
    #expect(harness.machine.phase == .closed)
    harness.send(.containerChanged(.padLandscape(direction)))
    harness.settle()
  }

  /// Breaks caught: a docked menu that becomes docked again from closed ignoring its collapse
  /// (`applyModeChanges` opening every newly docked edge), and a request that collapses not
  /// being remembered (`noteRequest` without its `close` or `toggle` case): the sidebar would
  /// come back expanded, animating open, after a trip through a narrow window.
  @Test(arguments: cases)
  func aCollapsedSidebarStaysCollapsedAcrossANarrowWindow(
    edge: SideMenuEdge, direction: SideMenuLayoutDirection, collapse: Collapse
  ) {
    var harness = MachineHarness(
      configuration: SideMenuDockingTests.configuration(edge), container: .padLandscape(direction))
    SideMenuDockingTests.expectDockedOpen(harness, edge)
    Self.collapse(edge, by: collapse, &harness)
    let before = harness.effects.count
    Self.narrowAndWiden(direction, &harness)
    #expect(harness.machine.isDocked(edge))
    #expect(harness.machine.phase == .closed, "still collapsed")
    #expect(harness.machine.frameState.isMenuHidden)
    #expect(harness.machine.frameState.contentFrame == harness.machine.container.bounds)
    let began = harness.effects.dropFirst(before).contains {
      if case .beginTransition = $0 { true } else { false }
    }
    #expect(!began, "nothing began to open")
    #expect(harness.violations.isEmpty, "\(harness.violations)")
  }

  /// Break caught: an expanding request not clearing the memory (`noteRequest` without its
  /// `open` or toggle-to-open case): a sidebar collapsed once and expanded again would come
  /// back collapsed after the next trip through a narrow window.
  @Test(arguments: SideMenuDockingTests.cases)
  func aSidebarExpandedAgainComesBackExpanded(
    edge: SideMenuEdge, direction: SideMenuLayoutDirection
  ) {
    for expand in [
      SideMenuEvent.open(edge, animated: true, completion: nil),
      .toggle(edge, animated: true, completion: nil),
    ] {
      var harness = MachineHarness(
        configuration: SideMenuDockingTests.configuration(edge),
        container: .padLandscape(direction))
      Self.collapse(edge, by: .toggleAnimated, &harness)
      harness.send(expand)
      harness.settle()
      SideMenuDockingTests.expectDockedOpen(harness, edge)
      Self.narrowAndWiden(direction, &harness)
      SideMenuDockingTests.expectDockedOpen(harness, edge)
    }
  }

  /// A collapse asked while the menu is sliding is not a sidebar's: closing a sliding menu in
  /// the narrow window does not keep the sidebar collapsed when the window widens again.
  @Test(arguments: SideMenuDockingTests.cases)
  func closingASlidingMenuIsNotACollapse(edge: SideMenuEdge, direction: SideMenuLayoutDirection) {
    var harness = MachineHarness(
      configuration: SideMenuDockingTests.configuration(edge), container: .padPortrait(direction))
    harness.send(.open(edge, animated: false, completion: nil))
    harness.send(.close(animated: false, completion: nil))
    harness.settle()
    harness.send(.containerChanged(.padLandscape(direction)))
    harness.settle()
    SideMenuDockingTests.expectDockedOpen(harness, edge)
  }
}
