#if os(iOS) && canImport(SwiftUI)
  import Combine
  import SideMenuCore
  import SwiftUI
  import UIKit

  extension SideMenuViewModel {
    // MARK: - Environment

    /// The engine's container, independent of the software keyboard
    /// (``SideMenuKeyboardIndependentContainer``): the content and the menus avoid the keyboard
    /// themselves. A plain property changes here: asking while rendering publishes nothing.
    ///
    /// - Parameters:
    ///   - fullSize: The size with every safe area ignored, once measured.
    ///   - layoutSize: The size of the reader that ignores only the container safe area.
    ///   - safeArea: That reader's safe-area insets, in a left-to-right layout.
    ///   - direction: The app's layout direction.
    ///   - horizontalSizeClass: The environment's `horizontalSizeClass` (the docking rule never
    ///     docks in a compact width).
    ///   - reservedRegions: What the system reserves in the container (iPhone Duo's fold and
    ///     cameras, iOS 27.1), in the container's coordinates; ``SideMenuReservedRegions/none``
    ///     elsewhere.
    /// - Returns: The container to hand the engine.
    func container(
      fullSize: CGSize?, layoutSize: CGSize, safeArea: EdgeInsets, direction: LayoutDirection,
      horizontalSizeClass: UserInterfaceSizeClass? = nil,
      reservedRegions: SideMenuReservedRegions = .none
    ) -> SideMenuContainer {
      var container = containerMeasurement.container(
        fullSize: fullSize.map { SideMenuSize(width: Double($0.width), height: Double($0.height)) },
        layoutSize: SideMenuSize(
          width: Double(layoutSize.width), height: Double(layoutSize.height)),
        safeArea: SideMenuInsets(leftToRight: safeArea),
        layoutDirection: SideMenuLayoutDirection(direction),
        horizontalSizeClass: SideMenuSizeClass(horizontalSizeClass))
      container.reservedRegions = reservedRegions
      // SwiftUI's reader gives no vertical bar; the stage's probe does.
      container.reservedRegions.verticalBar = verticalBar
      return container
    }

    /// Reads the vertical bar again as an interaction starts (a request to open or toggle, a
    /// finger or pointer landing, a drag beginning) and hands the engine the container with it
    /// first, if it changed. The probe reads at its own layout, but the bars the system moves
    /// into the strip may be laid out after it (a navigation controller inside the content, a
    /// screen that opts out pushed without the stage changing size): reading here, before the
    /// engine decides where the menu goes and where a drag may start, needs no layout order.
    ///
    /// - Parameter event: The event about to be handled.
    func readVerticalBar(before event: SideMenuEvent) {
      switch event {
      case .open, .toggle, .touchDown, .panBegan, .panBeganFromAnywhere, .trackpadScrollBegan:
        break
      default:
        return
      }
      guard let anchor = coordinateAnchor, var container = lastContainer else { return }
      let bar = SideMenuVerticalBarProbe.verticalBar(over: anchor)
      guard bar != verticalBar else { return }
      objectWillChange.send()
      verticalBar = bar
      container.reservedRegions.verticalBar = bar
      containerChanged(container)
    }

    /// The stage's probe found another vertical bar (or none): the view renders again, so the
    /// container it hands the engine has it.
    ///
    /// - Parameter bar: The bar's edge and width in points, or `nil`.
    func verticalBarChanged(_ bar: SideMenuVerticalBar?) {
      guard bar != verticalBar else { return }
      objectWillChange.send()
      verticalBar = bar
    }

    /// The first edge (leading, then trailing) whose menu is docked now, if any.
    var dockedEdge: SideMenuEdge? {
      SideMenuEdge.allCases.first { machine.isDocked($0) }
    }

    /// The view appeared: hand the engine its configuration, Reduce Motion and container, then
    /// show what the binding asks for without animation, as `sheet(isPresented:)` does for a
    /// binding that starts out `true`.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - container: The container.
    ///   - selection: The app's binding.
    func appeared(
      configuration: SideMenuConfiguration, reduceMotion: Bool, container: SideMenuContainer,
      selection: SideMenuSelection
    ) {
      batch {
        configurationChanged(configuration)
        reduceMotionChanged(reduceMotion)
        containerChanged(container)
        if selection.edge == nil, let shown = machine.phase.edge, machine.isDocked(shown) {
          // A sidebar the docking rule shows as the view appears: the binding's initial `nil`
          // asks nothing of it (the app cannot know the window's width yet); it is written
          // back once the sidebar rests open.
          self.selection = selection
          lastRequestedEdge = nil
        } else {
          requestChanged(selection, animated: false)
        }
      }
    }

    /// The safe-area insets the content's and the menus' spacers give back (physical sides,
    /// points): the engine's container insets, except at the bottom while a keyboard covers it.
    /// There the spacers sit inside the keyboard's safe area already (it is not ignored around
    /// the content and the menus), so the held home-indicator inset would lift them once more;
    /// the held value is the engine's alone (its edge zone and width rules).
    var spacerInsets: SideMenuInsets {
      containerMeasurement.spacerInsets(for: lastContainer?.safeAreaInsets ?? SideMenuInsets())
    }

    /// Sends the container (size, safe area, layout direction) if it changed.
    ///
    /// - Parameter container: The container.
    func containerChanged(_ container: SideMenuContainer) {
      guard container != lastContainer else { return }
      lastContainer = container
      send(.containerChanged(container))
    }

    /// Sends a new configuration if it changed, validated values compared (see
    /// ``lastConfiguration``); the engine gets it as given, and reports what it replaces.
    ///
    /// - Parameter configuration: The configuration.
    func configurationChanged(_ configuration: SideMenuConfiguration) {
      let valid = configuration.validated().configuration
      guard valid != lastConfiguration else { return }
      lastConfiguration = valid
      send(.configurationChanged(effective(configuration)))
    }

    /// The configuration the engine gets: the app's, with the opening drags off while the
    /// screen on show says so.
    func effective(_ configuration: SideMenuConfiguration) -> SideMenuConfiguration {
      guard isOpeningDragDisabled else { return configuration }
      var effective = configuration
      effective.gestures.isEdgePanEnabled = false
      effective.gestures.isContentPanToOpenEnabled = false
      return effective
    }

    /// Sends the Reduce Motion setting if the engine does not have it yet.
    ///
    /// - Parameter enabled: Whether Reduce Motion is on.
    func reduceMotionChanged(_ enabled: Bool) {
      guard enabled != machine.isReduceMotionEnabled else { return }
      send(.reduceMotionChanged(enabled))
    }

    /// SwiftUI's `scenePhase` changed (`@Environment(\.scenePhase)`).
    ///
    /// - Parameter phase: The new phase.
    func scenePhaseChanged(_ phase: ScenePhase) {
      if phase == .background {
        enteredBackground()
      } else if phase == .active {
        isInBackground = false
      }
    }

    /// The app or its scene went to the background: the engine settles any drag or animation
    /// (once per trip, from whichever report comes first).
    private func enteredBackground() {
      guard !isInBackground else { return }
      isInBackground = true
      send(.didEnterBackground)
    }

    /// In a UIKit-lifecycle app (`UIHostingController` in a scene the app delegate set up)
    /// `scenePhase` reflects the SwiftUI scene the view is in, which such an app does not
    /// have; the scene's own notifications arrive in every app
    /// (https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification,
    /// https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification).
    /// Any scene counts: the view does not know its scene, and a scene in the background with
    /// the app's other scenes in front still hides this one on an iPhone (one scene).
    func observeScene() {
      sceneObservers.observe(UIScene.didEnterBackgroundNotification) { [weak self] in
        self?.enteredBackground()
      }
      sceneObservers.observe(UIScene.willEnterForegroundNotification) { [weak self] in
        self?.isInBackground = false
      }
    }
  }
#endif
