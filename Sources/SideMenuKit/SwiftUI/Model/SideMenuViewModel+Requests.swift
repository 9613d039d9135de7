#if os(iOS) && canImport(SwiftUI)
  import Combine
  import SideMenuCore
  import SwiftUI
  import UIKit

  extension SideMenuViewModel {
    // MARK: - Requests

    /// The configuration or the binding changed (one callback for both, so their order is
    /// fixed): the engine gets the configuration first, then the request if the binding's edge
    /// changed, and the binding is written only once both are resolved. Changing `edge:` of
    /// `sideMenu(isPresented:)` while open thus disables the old edge (the engine closes it at
    /// once) and opens the new one, instead of the close writing `false` into the binding first.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - selection: The app's binding.
    func inputsChanged(configuration: SideMenuConfiguration, selection: SideMenuSelection) {
      let isRequest = selection.edge != lastRequestedEdge
      batch {
        configurationChanged(configuration)
        if isRequest { requestChanged(selection) } else { update(selection) }
      }
    }

    /// The app changed its binding: ask the engine for that state. A binding that already
    /// equals the engine's resting state (including the value this model just wrote back) is
    /// not a request; everything else, also mid-drag or mid-animation, is the engine's to resolve.
    ///
    /// - Parameters:
    ///   - selection: The app's binding.
    ///   - animated: Whether the change animates.
    func requestChanged(_ selection: SideMenuSelection, animated: Bool = true) {
      self.selection = selection
      lastRequestedEdge = selection.edge
      switch (selection.edge, machine.phase) {
      case (nil, .closed):
        return
      case (let edge?, .open(let shown)) where edge == shown:
        return
      case (let edge?, _):
        send(.open(edge, animated: animated, completion: resyncToken()))
      case (nil, _):
        send(.close(animated: animated, completion: resyncToken()))
      }
    }

    /// A completion that, if the engine refuses or supersedes the request (a disabled edge, a
    /// drag that settled elsewhere first), writes its resting state back so the binding never lies.
    private func resyncToken() -> SideMenuCompletionToken {
      token { [weak self] finished in
        if !finished { self?.syncSelectionWhenDone() }
      }
    }

    /// Remembers the app's current binding (for writing back) without requesting anything.
    /// The view calls this every time it renders, so a settle that happens between view
    /// callbacks (a completion, a display frame, the app going to the background) writes
    /// through the binding the app holds now, not one captured by an earlier render.
    ///
    /// - Parameter selection: The app's binding.
    func update(_ selection: SideMenuSelection) {
      self.selection = selection
    }

    /// What the modifier hands over every time SwiftUI evaluates its body: the latest binding,
    /// closures, appearance and Reduce Transparency, for what happens between view callbacks
    /// (a display frame, a completion, the app going to the background). Plain properties: a
    /// view update may not publish.
    ///
    /// - Parameters:
    ///   - selection: The app's binding.
    ///   - callbacks: The app's closures.
    ///   - appearance: Colours, blur and VoiceOver texts.
    ///   - reduceTransparency: The environment's `accessibilityReduceTransparency`.
    ///   - changeHandlers: The `onSideMenuChange`-style handlers in the environment.
    func viewUpdated(
      selection: SideMenuSelection, callbacks: SideMenuCallbacks, appearance: SideMenuAppearance,
      reduceTransparency: Bool, changeHandlers: [SideMenuChangeHandler] = []
    ) {
      update(selection)
      self.callbacks = callbacks
      self.changeHandlers = changeHandlers
      self.appearance = appearance
      isReduceTransparencyEnabled = reduceTransparency
    }

    /// Sends an event that needs no payload from the view: a scrim tap, the Escape key or
    /// VoiceOver's escape gesture, the app moving to the background, or a request from
    /// ``SideMenuActions``.
    ///
    /// - Parameter event: The event.
    func send(_ event: SideMenuEvent) {
      send(event, at: nil)
    }

    func token(for completion: @escaping @MainActor (Bool) -> Void)
      -> SideMenuCompletionToken
    {
      // Formed here, on the main actor, and kept there by the loop.
      loop.token { finished in completion(finished) }
    }
  }
#endif
