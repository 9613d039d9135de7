#if os(iOS) && canImport(SwiftUI)
  import SideMenuCore

  /// What the modifier hands the model together, in one `onChange(of:)`: the configuration
  /// first, then the binding's edge (``SideMenuViewModel/inputsChanged(configuration:selection:)``).
  ///
  /// Equal when the *validated* configurations are, which is the configuration the engine runs:
  /// compared as the app gave it, a NaN anywhere in it (never equal to itself) would be a change
  /// at every body update — handed on, reported, published, and the next update would follow,
  /// for ever.
  struct SideMenuInputs: Equatable {
    /// The configuration as the app gave it: the engine reports what it had to replace.
    let configuration: SideMenuConfiguration
    /// The edge the binding asks to show, or `nil` for closed.
    let edge: SideMenuEdge?

    init(configuration: SideMenuConfiguration, edge: SideMenuEdge?) {
      self.configuration = configuration
      self.edge = edge
    }

    /// Validates only when the configurations as given differ (a real change, or a NaN): body
    /// updates come at every drag event, and an equal configuration needs no validation.
    static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.edge == rhs.edge else { return false }
      return lhs.configuration == rhs.configuration
        || lhs.configuration.validated().configuration
          == rhs.configuration.validated().configuration
    }
  }
#endif
