#if os(iOS)
  import UIKit
  import SideMenuCore

  extension SideMenuDriver {
    // MARK: - Configuration

    /// The configuration in force. Setting it applies at once, even to a menu that is open
    /// (for example to turn the edge pan off on one screen); invalid values are clamped or
    /// replaced (``SideMenuConfiguration/validated()``) and reported once, when a configuration
    /// holding them is set: assigning an equal one again (NaNs included) reports nothing, and
    /// reading back gives the validated values.
    ///
    /// `configuration[edge].isEnabled` is the edge's one switch, in every mode: it reads whether
    /// the edge works now (it has a menu and is switched on), and setting it switches the edge
    /// off (no drags, no requests; an open menu on it closes) or back on. Giving an edge a menu
    /// (`setMenu(for:)`) switches it on; switching on an edge with no menu cannot work, so the
    /// edge stays off and a diagnostic says so (``SideMenuLog``). Assigning a whole
    /// configuration assigns its switches too: start from this one
    /// (`var c = driver.configuration`) rather than from `.standard`, whose trailing edge is off.
    /// An assignment that switches off an edge that has a menu says so in the log, at the debug
    /// level (the Configuration article, "Assigning a configuration anew", says why the value
    /// wins).
    public var configuration: SideMenuConfiguration {
      get { machine.configuration }
      set {
        applySwitches(of: newValue)
        // Compared validated: a setting the engine replaces (a NaN, never equal to itself) is
        // not a new configuration at every assignment, and is reported once, with it.
        let (valid, diagnostics) = newValue.validated()
        if valid != requestedConfiguration {
          requestedConfiguration = valid
          reportedAdjustments = []
          for diagnostic in diagnostics { log(diagnostic) }
        }
        sendIfChanged(adjusted(valid))
      }
    }

    /// What a mode cannot do with a configuration, each told once per configuration.
    enum Adjustment: Hashable {
      /// `docking` asked for where the content cannot be laid out beside a menu.
      case docking
      /// `isContentInteractiveWhileOpen` asked for where the content is covered.
      case contentInteraction
    }

    /// Logs an adjustment's fault unless it was reported for this configuration already.
    private func report(_ adjustment: Adjustment, _ message: @autoclosure () -> String) {
      guard reportedAdjustments.insert(adjustment).inserted else { return }
      SideMenuLog.fault(message())
    }

    /// Takes the edges' on/off switches from an assigned configuration.
    ///
    /// An edge lent to a menu shown once (a segue's, ``beginSingleUseMenu(on:)``) is that
    /// menu's until it has gone: a configuration assigned meanwhile — one made anew has the
    /// trailing edge off — does not take the edge from under it. An off switch in it is kept for
    /// the edge, applied when the menu has gone (``endSingleUseMenu(on:)``).
    private func applySwitches(of configuration: SideMenuConfiguration) {
      for (edge, wasSwitchedOff) in singleUseEdges where !configuration[edge].isEnabled {
        singleUseEdges[edge] = true
        if !wasSwitchedOff, edgesWithMenus.contains(edge) { hintSwitchedOff(edge) }
      }
      for edge in SideMenuEdge.allCases
      where singleUseEdges[edge] == nil && configuration[edge].isEnabled != isEnabled(edge) {
        if configuration[edge].isEnabled {
          switchedOffEdges.remove(edge)
          if !edgesWithMenus.contains(edge) {
            SideMenuLog.fault(
              "configuration.\(edge).isEnabled = true has no effect: the edge has no menu "
                + "(give it one with setMenu(for:))")
          }
        } else {
          switchedOffEdges.insert(edge)
          if edgesWithMenus.contains(edge) { hintSwitchedOff(edge) }
        }
      }
    }

    /// The value assigned is the value in force (Swift's value semantics, and the one switch
    /// read back as written); what an app most often did not mean is a configuration made
    /// anew, whose trailing edge is off: say what it switched off.
    private func hintSwitchedOff(_ edge: SideMenuEdge) {
      SideMenuLog.hint(
        "configuration.\(edge).isEnabled = false switched off the \(edge) edge, which has "
          + "a menu. A configuration made anew (SideMenuConfiguration(), .standard) has "
          + "the trailing edge off: to keep the menu, change the one in force "
          + "(var c = driver.configuration) or set \(edge).isEnabled = true")
    }

    /// Sends the configuration in force again, with the edges' switches as they are now.
    func refreshConfiguration() {
      sendIfChanged(adjusted(machine.configuration))
    }

    /// Hands the engine a (validated, adjusted) configuration unless it is the one in force:
    /// an equal one changes nothing, and would only stop a playing motion and report again
    /// what the container makes of it (a width wider than the screen).
    private func sendIfChanged(_ configuration: SideMenuConfiguration) {
      guard configuration != machine.configuration else { return }
      send(.configurationChanged(configuration))
    }

    private func adjusted(_ configuration: SideMenuConfiguration) -> SideMenuConfiguration {
      var adjusted = configuration
      for edge in SideMenuEdge.allCases { adjusted[edge].isEnabled = isEnabled(edge) }
      if !canDock {
        for edge in SideMenuEdge.allCases where adjusted[edge].docking != .never {
          report(
            .docking,
            "docking has no effect here: only SideMenuController and SwiftUI's .sideMenu lay the "
              + "content out beside a docked menu; treated as .never")
          adjusted[edge].docking = .never
        }
      }
      if contentIsCoveredWhileShown, configuration.isContentInteractiveWhileOpen {
        report(
          .contentInteraction,
          "isContentInteractiveWhileOpen has no effect in a modal presentation "
            + "(UIKit's container covers the content); treated as false")
        adjusted.isContentInteractiveWhileOpen = false
      }
      return adjusted
    }
  }
#endif
