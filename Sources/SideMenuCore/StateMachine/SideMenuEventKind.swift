/// The kind of a ``SideMenuEvent`` without its payload, for diagnostics.
///
/// Not frozen: later versions may add cases. Switch over it with an `@unknown default:` branch,
/// so that a new case is a warning in your build rather than an error.
public enum SideMenuEventKind: Equatable, Hashable, Sendable, CaseIterable {
  /// ``SideMenuEvent/open(_:animated:completion:)``.
  case open
  /// ``SideMenuEvent/close(animated:completion:)``.
  case close
  /// ``SideMenuEvent/toggle(_:animated:completion:)``.
  case toggle
  /// ``SideMenuEvent/touchDown(_:)``.
  case touchDown
  /// ``SideMenuEvent/touchUp(_:)``.
  case touchUp
  /// ``SideMenuEvent/panBegan(_:)``.
  case panBegan
  /// ``SideMenuEvent/panBeganFromAnywhere(_:)``.
  case panBeganFromAnywhere
  /// ``SideMenuEvent/trackpadScrollBegan(_:)``.
  case trackpadScrollBegan
  /// ``SideMenuEvent/panChanged(_:)``.
  case panChanged
  /// ``SideMenuEvent/panEnded(_:targetOverride:)``.
  case panEnded
  /// ``SideMenuEvent/panCancelled(_:)``.
  case panCancelled
  /// ``SideMenuEvent/scrimTapped``.
  case scrimTapped
  /// ``SideMenuEvent/escape``.
  case escape
  /// ``SideMenuEvent/containerChanged(_:)``.
  case containerChanged
  /// ``SideMenuEvent/didEnterBackground``.
  case didEnterBackground
  /// ``SideMenuEvent/reduceMotionChanged(_:)``.
  case reduceMotionChanged
  /// ``SideMenuEvent/tick``.
  case tick
  /// ``SideMenuEvent/willPresentFromMenu``.
  case willPresentFromMenu
  /// ``SideMenuEvent/configurationChanged(_:)``.
  case configurationChanged
  /// ``SideMenuEvent/transitionRefused``.
  case transitionRefused
}
