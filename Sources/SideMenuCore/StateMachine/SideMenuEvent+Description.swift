// Readable descriptions of the events fed to the engine, for logs and test failures. Every
// description starts with the event's kind ("panChanged(…)"), as `SideMenuEventKind` prints it.

extension SideMenuEventKind: CustomStringConvertible {
  /// The case's name, as in code: "panBegan", "configurationChanged".
  public var description: String {
    switch self {
    case .open: "open"
    case .close: "close"
    case .toggle: "toggle"
    case .panBegan: "panBegan"
    case .panBeganFromAnywhere: "panBeganFromAnywhere"
    case .trackpadScrollBegan: "trackpadScrollBegan"
    case .panChanged: "panChanged"
    case .panEnded: "panEnded"
    case .panCancelled: "panCancelled"
    case .scrimTapped: "scrimTapped"
    case .escape: "escape"
    case .containerChanged: "containerChanged"
    case .didEnterBackground: "didEnterBackground"
    case .reduceMotionChanged: "reduceMotionChanged"
    case .tick: "tick"
    case .willPresentFromMenu: "willPresentFromMenu"
    case .configurationChanged: "configurationChanged"
    case .transitionRefused: "transitionRefused"
    case .touchDown: "touchDown"
    case .touchUp: "touchUp"
    }
  }
}

extension SideMenuEvent: CustomStringConvertible {
  /// The event in one line, its payload summarised:
  /// - "open(leading, animated: true, completion: #3)" (no completion: the part is left out);
  /// - "panChanged((12, 300) at 1.25 s)": the touch's location in points and its timestamp;
  /// - "panEnded((80, 300) at 1.4 s, targetOverride: open)";
  /// - "containerChanged(390 × 844 pt, safe area top 47, left 0, bottom 34, right 0,
  ///   leftToRight)";
  /// - "configurationChanged(leading: enabled, trailing: disabled)": which edges have menus (the
  ///   rest of a configuration is too long for one line);
  /// - "tick", "escape", "scrimTapped" and the other events without payload: their kind.
  public var description: String {
    switch self {
    case .open(let edge, let animated, let completion):
      "open(\(edge), animated: \(animated)" + describeCompletion(completion) + ")"
    case .close(let animated, let completion):
      "close(animated: \(animated)" + describeCompletion(completion) + ")"
    case .toggle(let edge, let animated, let completion):
      "toggle(\(edge), animated: \(animated)" + describeCompletion(completion) + ")"
    case .panBegan(let sample): "panBegan(" + describeSample(sample) + ")"
    case .panBeganFromAnywhere(let sample): "panBeganFromAnywhere(" + describeSample(sample) + ")"
    case .trackpadScrollBegan(let sample): "trackpadScrollBegan(" + describeSample(sample) + ")"
    case .panChanged(let sample): "panChanged(" + describeSample(sample) + ")"
    case .panEnded(let sample, let targetOverride):
      "panEnded(" + describeSample(sample)
        + (targetOverride.map { ", targetOverride: \($0)" } ?? "") + ")"
    case .panCancelled(let sample): "panCancelled(" + describeSample(sample) + ")"
    case .touchDown(let sample): "touchDown(" + describeSample(sample) + ")"
    case .touchUp(let sample): "touchUp(" + describeSample(sample) + ")"
    case .containerChanged(let container):
      "containerChanged(" + describeContainer(container) + ")"
    case .reduceMotionChanged(let enabled): "reduceMotionChanged(\(enabled))"
    case .configurationChanged(let configuration):
      "configurationChanged(leading: " + describeEnabled(configuration.leading.isEnabled)
        + ", trailing: " + describeEnabled(configuration.trailing.isEnabled) + ")"
    case .scrimTapped, .escape, .didEnterBackground, .tick, .willPresentFromMenu,
      .transitionRefused:
      kind.description
    }
  }

  private func describeCompletion(_ token: SideMenuCompletionToken?) -> String {
    guard let token else { return "" }
    return ", completion: #\(token.rawValue)"
  }

  private func describeSample(_ sample: SideMenuTouchSample) -> String {
    describePoint(sample.location) + " at " + describeSeconds(sample.timestamp)
  }

  private func describeContainer(_ container: SideMenuContainer) -> String {
    let insets = container.safeAreaInsets
    return describeNumber(container.size.width) + " × " + describePoints(container.size.height)
      + ", safe area top " + describeNumber(insets.top) + ", left " + describeNumber(insets.left)
      + ", bottom " + describeNumber(insets.bottom) + ", right " + describeNumber(insets.right)
      + ", \(container.layoutDirection)"
  }

  private func describeEnabled(_ isEnabled: Bool) -> String { isEnabled ? "enabled" : "disabled" }
}
