/// The layout rule for wide screens: whether an edge's menu slides over the content (the
/// phone's side menu) or is docked beside it (a sidebar), decided from the container.
///
/// A *docked* menu sits beside the content, which is laid out in the remaining width — not
/// covered, moved or scaled, with no scrim, no drag to close, and not modal for assistive
/// technologies (Material Design's *standard* drawer; its *modal* drawer is our sliding menu).
/// The app or the user still collapses and expands it (``SideMenuEvent/close(animated:completion:)``,
/// ``SideMenuEvent/open(_:animated:completion:)``, ``SideMenuEvent/toggle(_:animated:completion:)``),
/// animated with the configuration's springs; a collapsed docked menu opens as docked.
///
/// ```swift
/// var configuration = SideMenuConfiguration()
/// configuration.leading.docking = .automatic       // a sidebar on iPad in landscape, Mac, …
/// configuration.leading.docking = .whenWide(minimumContainerWidth: 900, minimumContentWidth: 400)
/// ```
///
/// The state machine re-evaluates the rule on every ``SideMenuEvent/containerChanged(_:)`` and
/// ``SideMenuEvent/configurationChanged(_:)``; SideMenuCore's "Wide Screens" article says what
/// each phase becomes when the mode changes. (A plain reference, not a `doc:` link: the
/// re-exported symbol is also documented in SideMenuKit's catalog, which has no such article.)
///
/// Not frozen: later versions may add rules. Switch over it with an `@unknown default:` branch.
public enum SideMenuDocking: Equatable, Hashable, Sendable {
  /// Always a sliding menu: the behaviour of every earlier release, and the default.
  case never
  /// Docked whatever the container's size (an app that lays out its own breakpoints).
  case always
  /// Docked when the container is at least `minimumContainerWidth` points wide and the content
  /// keeps at least `minimumContentWidth` points beside the menu, and the container's horizontal
  /// size class is not compact (where the platform reports one: UIKit's
  /// `UITraitCollection.horizontalSizeClass`, SwiftUI's `horizontalSizeClass`; see
  /// ``SideMenuContainer/horizontalSizeClass``).
  case whenWide(minimumContainerWidth: Double, minimumContentWidth: Double)

  /// The narrowest container, in points, ``automatic`` docks in: 1,024, the width of every iPad
  /// in landscape and of a 13-inch iPad in portrait (iPad mini landscape is 1,133, the 11-inch
  /// iPads 1,180–1,210). Apple's own sidebar (`UISplitViewController` with
  /// `preferredDisplayMode` `.automatic`, which "decides the most appropriate display mode based
  /// on the device and the current app size") shows beside the content in those windows and
  /// over it in a narrower portrait iPad, and collapses in a compact width.
  public static let automaticMinimumContainerWidth = 1_024.0

  /// The content width, in points, ``automatic`` keeps beside a docked menu: 320, the narrowest
  /// width iOS apps lay out in (an iPad's Slide Over and one-third Split View windows are
  /// compact-width windows 320 points wide) — and the largest primary column
  /// `UISplitViewController` gives its sidebar by default (`maximumPrimaryColumnWidth`'s
  /// automatic value), so a 360-point menu plus that content never docks below 680 points.
  public static let automaticMinimumContentWidth = 320.0

  /// Docked when the container is at least 1,024 points wide (``automaticMinimumContainerWidth``)
  /// with 320 points of content left (``automaticMinimumContentWidth``) and a width size class
  /// that is not compact: iPad full screen in landscape, a wide Stage Manager window or Mac
  /// window; sliding on every iPhone and in iPad Split View, Slide Over and portrait.
  ///
  /// On a display that folds (``SideMenuReservedRegions/isOnFoldingDisplay``: iPhone Duo's
  /// inner display, iOS 27.1) held in landscape, the 1,024-point minimum does not apply: the
  /// open inner display is regular width in landscape — the sidebar's place, as on an iPad in
  /// landscape — yet narrower than an iPad (951 points in the simulation's chosen values).
  /// No Apple reference page states the size class or the point size (developers report the
  /// regular width from Apple's iPhone Duo sessions): a real Duo must confirm it
  /// (docs/verification.md). The content minimum and the size class still apply, portrait
  /// slides (an iPad's portrait rule), and across a horizontal fold it never docks. The cover
  /// display is compact: sliding.
  public static let automatic = SideMenuDocking.whenWide(
    minimumContainerWidth: automaticMinimumContainerWidth,
    minimumContentWidth: automaticMinimumContentWidth)

  /// A copy whose values are usable, and a diagnostic for each change: a non-finite or negative
  /// width (points) of ``whenWide(minimumContainerWidth:minimumContentWidth:)`` becomes the
  /// ``automatic`` rule's value for it, one above ``SideMenuContainer/maximumDimension`` that
  /// maximum.
  public func validated() -> (docking: SideMenuDocking, diagnostics: [SideMenuDiagnostic]) {
    guard case .whenWide(let container, let content) = self else { return (self, []) }
    var diagnostics: [SideMenuDiagnostic] = []
    // A negative width is replaced by the default, not by 0: "docked from −5 points" is a bug,
    // not a request to dock everywhere.
    func usable(_ value: Double, default fallback: Double, _ setting: SideMenuSetting) -> Double {
      if value.isFinite, value >= 0, value <= SideMenuContainer.maximumDimension { return value }
      diagnostics.append(.settingReplaced(setting, given: value))
      return value.isFinite && value > 0 ? SideMenuContainer.maximumDimension : fallback
    }
    let validContainer = usable(
      container, default: Self.automaticMinimumContainerWidth, .dockingMinimumContainerWidth)
    let validContent = usable(
      content, default: Self.automaticMinimumContentWidth, .dockingMinimumContentWidth)
    return (
      .whenWide(minimumContainerWidth: validContainer, minimumContentWidth: validContent),
      diagnostics
    )
  }
  /// Whether a menu `menuWidth` points wide docks in `container` under this rule.
  ///
  /// - Parameters:
  ///   - menuWidth: The menu's resolved width, in points
  ///     (``SideMenuStateMachine/menuWidth(for:)``).
  ///   - container: The container (sanitized).
  /// - Returns: `true` for docked, `false` for sliding. A zero-sized container never docks, and
  ///   ``whenWide(minimumContainerWidth:minimumContentWidth:)`` never docks across a horizontal
  ///   fold (``SideMenuReservedRegions``).
  public func docks(menuWidth: Double, in container: SideMenuContainer) -> Bool {
    let width = container.size.width
    guard width > 0, container.size.height > 0 else { return false }
    switch self {
    case .never: return false
    case .always: return true
    case .whenWide(let minimumContainerWidth, let minimumContentWidth):
      if container.horizontalSizeClass == .compact { return false }
      // Across a horizontal fold a sidebar would take half the height beside full-height
      // content: it slides instead (``SideMenuReservedRegions``).
      if container.reservedRegions.division != nil, !container.reservedRegions.isDivisionVertical {
        return false
      }
      // `.automatic` on a folding display in landscape (iPhone Duo's inner display): wide
      // enough whatever its width; the content still needs its room.
      let foldingDisplayInLandscape =
        self == .automatic && container.reservedRegions.isOnFoldingDisplay
        && width > container.size.height
      return (width >= minimumContainerWidth || foldingDisplayInLandscape)
        && width - menuWidth >= minimumContentWidth
    }
  }
}

/// A coarse width class of the container, where the platform has one (UIKit's
/// `UIUserInterfaceSizeClass`, SwiftUI's `UserInterfaceSizeClass`): compact on iPhones in
/// portrait and in narrow iPad windows, regular on iPads full screen.
public enum SideMenuSizeClass: Equatable, Hashable, Sendable, CaseIterable {
  /// A constrained width: UISplitViewController collapses its columns into one here.
  case compact
  /// An expansive width.
  case regular
}

/// A layout mode of a menu: what ``SideMenuDocking`` decides.
public enum SideMenuLayoutMode: Equatable, Hashable, Sendable, CaseIterable {
  /// Over (or under) the content, with a scrim, dragged open and closed: the phone's side menu.
  case sliding
  /// Beside the content, which is laid out in the remaining width: a sidebar.
  case docked
}
