extension SimulatedDevice {
  /// The element VoiceOver has focus on (moved by `.screenChanged`/`.layoutChanged` posts).
  public var voiceOverFocus: NSObject? { SimulationAccessibility.focusedElement }

  /// The elements VoiceOver can reach, in order (see
  /// `SimulationAccessibility.reachableElements(in:)` for the rules).
  public func accessibleElements() -> [NSObject] {
    SimulationAccessibility.reachableElements(in: window)
  }

  /// VoiceOver's two-finger Z: `accessibilityPerformEscape()` on the focused element, then on
  /// its ancestors until one returns true. Returns whether one did.
  ///
  /// Apple documents only "Implement this method on an element or containing view that can be
  /// revealed modally" (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()),
  /// not the order of the search. Both an ancestor view and a view controller overriding it are
  /// known to work on devices, so the simulation asks each ancestor view and, at a controller's
  /// root view, that controller before going on to the superview.
  @discardableResult
  public func voiceOverEscape() -> Bool {
    var view = (voiceOverFocus as? UIView) ?? (accessibleElements().first as? UIView)
    while let current = view {
      if current.accessibilityPerformEscape()
        || (current.next as? UIViewController)?.accessibilityPerformEscape() == true
      {
        runTurn()
        return true
      }
      view = current.superview
    }
    runTurn()
    return false
  }

  /// VoiceOver's double tap on `element`: `accessibilityActivate()`; when it returns false,
  /// VoiceOver taps at the element's centre.
  public func voiceOverActivate(_ element: UIView) {
    if !element.accessibilityActivate() {
      let frame = element.simulationFrameInWindow
      tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
    runTurn()
  }
}
