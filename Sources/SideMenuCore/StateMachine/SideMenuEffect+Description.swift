// Readable descriptions of what the engine asks a renderer to do, for logs and test failures:
// "beginTransition(opening, leading on the left, interactive)" instead of a nested type dump.

extension SideMenuTransition.Direction: CustomStringConvertible {
  /// "opening" or "closing".
  public var description: String {
    switch self {
    case .opening: "opening"
    case .closing: "closing"
    }
  }
}

extension SideMenuNotification: CustomStringConvertible {
  /// The notification as written in code: "willOpen(leading)", "progress(leading, 0.5)".
  public var description: String {
    switch self {
    case .willOpen(let edge): "willOpen(\(edge))"
    case .didOpen(let edge): "didOpen(\(edge))"
    case .willClose(let edge): "willClose(\(edge))"
    case .didClose(let edge): "didClose(\(edge))"
    case .openingCancelled(let edge): "openingCancelled(\(edge))"
    case .closingCancelled(let edge): "closingCancelled(\(edge))"
    case .progress(let edge, let progress): "progress(\(edge), " + describeNumber(progress) + ")"
    }
  }
}

extension SideMenuAnnouncement: CustomStringConvertible {
  /// "menuOpened(leading)" or "menuClosed(leading)".
  public var description: String {
    switch self {
    case .menuOpened(let edge): "menuOpened(\(edge))"
    case .menuClosed(let edge): "menuClosed(\(edge))"
    }
  }
}

extension SideMenuAccessibilityEffect: CustomStringConvertible {
  /// "focusMenu(leading)", "focusContent" or "announce(menuOpened(leading))".
  public var description: String {
    switch self {
    case .focusMenu(let edge): "focusMenu(\(edge))"
    case .focusContent: "focusContent"
    case .announce(let announcement): "announce(\(announcement))"
    }
  }
}

extension SideMenuEffect: CustomStringConvertible {
  /// The effect in one line, its payload summarised:
  /// - "beginTransition(opening, leading on the left, interactive)" (or "animated");
  /// - "endTransition(closing, leading on the left, animated, completed: true)";
  /// - "applyFrame(progress 0.5, menu x -163 pt, scrim 0.25)": the opening progress, the menu's
  ///   left edge on screen in points and the scrim's alpha, the values that tell frames apart;
  /// - "notify(didOpen(leading))", "accessibility(focusContent)";
  /// - "runCompletion(#3, finished: true)" (the completion token's raw value);
  /// - "setDisplayLinkActive(true)", "setContentInteractionEnabled(false)";
  /// - "diagnostic(timeWentBackwards(previous: 2 s, given: 1 s))".
  public var description: String {
    switch self {
    case .beginTransition(let transition):
      "beginTransition(" + describeTransition(transition) + ")"
    case .endTransition(let transition, let completed):
      "endTransition(" + describeTransition(transition) + ", completed: \(completed))"
    case .applyFrame(let frame):
      "applyFrame(progress " + describeNumber(frame.progress) + ", menu x "
        + describePoints(frame.menuFrameOnScreen.minX) + ", scrim "
        + describeNumber(frame.scrimAlpha) + ")"
    case .notify(let notification): "notify(\(notification))"
    case .accessibility(let effect): "accessibility(\(effect))"
    case .runCompletion(let token, let finished):
      "runCompletion(#\(token.rawValue), finished: \(finished))"
    case .setDisplayLinkActive(let active): "setDisplayLinkActive(\(active))"
    case .setContentInteractionEnabled(let enabled): "setContentInteractionEnabled(\(enabled))"
    case .diagnostic(let diagnostic): "diagnostic(\(diagnostic))"
    }
  }

  /// "opening, leading on the left, interactive".
  private func describeTransition(_ transition: SideMenuTransition) -> String {
    "\(transition.direction), \(transition.edge) on the \(transition.side), "
      + (transition.isInteractive ? "interactive" : "animated")
  }
}
