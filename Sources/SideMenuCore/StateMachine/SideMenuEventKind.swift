/// The kind of a ``SideMenuEvent`` without its payload, for diagnostics.
public enum SideMenuEventKind: Equatable, Hashable, Sendable, CaseIterable {
  /// ``SideMenuEvent/open(_:animated:completion:)``.
  case open
  /// ``SideMenuEvent/close(animated:completion:)``.
  case close
  /// ``SideMenuEvent/toggle(_:animated:completion:)``.
  case toggle
  /// ``SideMenuEvent/panBegan(_:)``.
  case panBegan
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
