import UIKit

/// How the app's window shares an iPad's screen (iPad multitasking).
public enum WindowArrangement: Equatable, Sendable {
  /// The whole screen.
  case fullScreen
  /// Split View beside another app, at one of the widths iPadOS offers.
  case splitView(SplitViewWidth)
  /// Slide Over: a narrow window floating over another app.
  case slideOver
  /// A Stage Manager window of any size (clamped to the screen).
  case stageManager(CGSize)
}

/// The share of the screen's width an app gets in Split View.
public enum SplitViewWidth: Equatable, Sendable {
  case oneThird, half, twoThirds
}

extension SimulatedDevice {
  /// The divider between two Split View apps, points: device behaviour, what the long-published
  /// window sizes imply (each half of a 1,366 pt iPad Pro 12.9" landscape screen is 678 pt).
  public static let splitViewDividerWidth: CGFloat = 10

  /// The narrowest window the model gives the regular horizontal size class, points. Apple's
  /// Human Interface Guidelines ("Layout" › Device size classes, and the multitasking tables
  /// they long published) give iPad windows the regular width class full screen, in two-thirds
  /// Split View in landscape, and in half Split View only on the 12.9"/13" iPad in landscape
  /// (678 pt, the narrowest regular window listed); compact in Slide Over, one-third Split
  /// View, half Split View on smaller iPads (≤ 592 pt) and every portrait Split View (≤ 639 pt).
  /// For a Stage Manager window between 639 and 678 pt Apple is silent: the model answers
  /// compact, the reading under which fewer windows count as regular.
  /// https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes
  public static let narrowestRegularWindowWidth: CGFloat = 678

  /// How long UIKit's animated resize of a window takes, seconds (`transitionDuration` of the
  /// coordinator in `viewWillTransition(to:with:)`): undocumented; the model uses the
  /// rotation's 0.4 s.
  public static let windowResizeDuration: TimeInterval = 0.4

  /// The width of the Split View's one-third window, points: device behaviour, as the
  /// published sizes show — 375 pt on the 12.9"/13" iPad (whose portrait two-thirds window is
  /// then 1,024 − 10 − 375 = 639 pt, compact), 320 pt on every other iPad.
  func oneThirdWidth() -> CGFloat { model.portraitSize.width >= 1_024 ? 375 : 320 }

  /// The window's size for an arrangement on the screen in its current orientation.
  public func windowSize(for arrangement: WindowArrangement) -> CGSize {
    let screen = screenSize
    guard model.isPad else { return screen }
    switch arrangement {
    case .fullScreen:
      return screen
    case .splitView(let share):
      let room = screen.width - Self.splitViewDividerWidth
      let width: CGFloat =
        switch share {
        case .oneThird: oneThirdWidth()
        case .half: (room / 2).rounded(.down)
        case .twoThirds: room - oneThirdWidth()
        }
      return CGSize(width: width, height: screen.height)
    case .slideOver:
      // Device behaviour: the Slide Over window is the narrowest Split View width, as tall as
      // the screen (the model leaves out its floating inset).
      return CGSize(width: 320, height: screen.height)
    case .stageManager(let size):
      return CGSize(
        width: Swift.min(Swift.max(size.width, 320), screen.width),
        height: Swift.min(Swift.max(size.height, 320), screen.height))
    }
  }

  /// The horizontal size class the system gives a window of this arrangement: compact on an
  /// iPhone 15 in both orientations (Human Interface Guidelines, "Layout" › Device size
  /// classes: only the Plus and Max iPhones are regular in landscape); on an iPad, regular
  /// full screen and from `narrowestRegularWindowWidth` up, compact below.
  public func sizeClass(for arrangement: WindowArrangement) -> UIUserInterfaceSizeClass {
    if let foldable = model.foldable { return foldable.sizeClass(posture: posture) }
    guard model.isPad else { return .compact }
    if arrangement == .fullScreen { return .regular }
    return windowSize(for: arrangement).width >= Self.narrowestRegularWindowWidth
      ? .regular : .compact
  }

  /// The window's horizontal size class now.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    window.simulationHorizontalSizeClass
  }

  /// Resizes the app's window as iPad multitasking does (entering or leaving Split View, Slide
  /// Over, a Stage Manager window dragged to a new size): as a rotation, the root controller
  /// (and every presented controller and presentation controller) hears
  /// `willTransition(to:with:)` when the width class changes and `viewWillTransition(to:with:)`
  /// first, then the window takes the new size and size class, the trait callbacks run, the
  /// coordinator's alongside animations run with the change, layout follows at the end of the
  /// turn and the completions `windowResizeDuration` later. Touches landing meanwhile are
  /// ignored, as during a rotation; fingers already down keep being tracked (Stage Manager
  /// resizes one window while a finger holds another's view). A resize while one runs ends
  /// the running one first; a phone only ever has `.fullScreen`.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  /// https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)
  public func resizeWindow(to arrangement: WindowArrangement) {
    guard model.isPad || arrangement == .fullScreen else { return }
    let size = windowSize(for: arrangement)
    let sizeClass = sizeClass(for: arrangement)
    windowArrangement = arrangement
    guard size != window.bounds.size || sizeClass != window.simulationHorizontalSizeClass else {
      return
    }
    rotation?.finishNow()
    windowResize?.finishNow()
    let coordinator = SimulationTimedTransition(
      name: "window resize to \(Int(size.width)) × \(Int(size.height))",
      duration: Self.windowResizeDuration, containerView: window)
    windowResize = coordinator
    coordinator.onEnd = { [weak self, weak coordinator] _ in
      if let self, self.windowResize === coordinator { self.windowResize = nil }
    }
    changeWindow(to: size, sizeClass: sizeClass, with: coordinator)
  }

  // MARK: Keyboard shortcuts

  /// A key command as the keyboard-shortcut overlay lists it.
  public struct DiscoverableKeyCommand: Equatable, Sendable {
    public var title: String
    public var input: String
    public var modifierFlags: UIKeyModifierFlags

    public init(title: String, input: String, modifierFlags: UIKeyModifierFlags) {
      self.title = title
      self.input = input
      self.modifierFlags = modifierFlags
    }
  }

  /// What the iPad's keyboard-shortcut overlay (holding ⌘ on a hardware keyboard) lists now:
  /// the key commands of the responder chain from the first responder (the window when there is
  /// none) — the commands a key press would reach — each under its `discoverabilityTitle`, or
  /// its `title` when that is `nil` (Apple: "the system displays this title in the
  /// discoverability heads-up display (HUD). If this property is nil, the HUD displays the
  /// title property"); a command with neither is not listed, and of two commands for the same
  /// keys only the first along the chain (the one a press reaches).
  /// https://developer.apple.com/documentation/uikit/uikeycommand/discoverabilitytitle
  public func keyboardShortcutOverlay() -> [DiscoverableKeyCommand] {
    var listed: [DiscoverableKeyCommand] = []
    var seen: [(input: String, modifiers: UIKeyModifierFlags)] = []
    var responder: UIResponder? = window.firstResponder ?? window
    while let current = responder {
      for command in current.keyCommands ?? [] {
        guard let input = command.input else { continue }
        if seen.contains(where: { $0.input == input && $0.modifiers == command.modifierFlags }) {
          continue
        }
        seen.append((input, command.modifierFlags))
        let title = command.discoverabilityTitle ?? command.title
        guard !title.isEmpty else { continue }
        listed.append(
          DiscoverableKeyCommand(title: title, input: input, modifierFlags: command.modifierFlags))
      }
      responder = current.next
    }
    return listed
  }
}
