extension SimulatedDevice {
  /// The element VoiceOver has focus on (moved by `.screenChanged`/`.layoutChanged` posts).
  public var voiceOverFocus: NSObject? { SimulationAccessibility.focusedElement }

  /// The elements VoiceOver can reach, in order.
  ///
  /// Apple: an element is a view with `isAccessibilityElement`; a container's
  /// `accessibilityElements` replaces its subviews; hidden views and
  /// `accessibilityElementsHidden` subtrees are skipped; and "When the value of
  /// [accessibilityViewIsModal] is true, VoiceOver ignores the elements within views that are
  /// siblings of the receiver" — only siblings, not the siblings of its ancestors.
  /// https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal
  /// Reading order here is the hierarchy's (VoiceOver orders by position on screen).
  public func accessibleElements() -> [NSObject] {
    collect(in: window)
  }

  private func collect(in view: UIView) -> [NSObject] {
    guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { return [] }
    if view.isAccessibilityElement { return [view] }
    if let elements = view.accessibilityElements {
      return elements.flatMap { element -> [NSObject] in
        if let subview = element as? UIView {
          guard subview.simulationIsVisible else { return [] }
          return subview.isAccessibilityElement ? [subview] : collect(in: subview)
        }
        return (element as? NSObject).map { [$0] } ?? []
      }
    }
    var subviews = view.subviews
    if let modal = subviews.last(where: { $0.accessibilityViewIsModal && $0.simulationIsVisible }) {
      subviews = [modal]
    }
    return subviews.flatMap { collect(in: $0) }
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
      if current.accessibilityPerformEscape() || (current.next as? UIViewController)?.accessibilityPerformEscape() == true {
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
