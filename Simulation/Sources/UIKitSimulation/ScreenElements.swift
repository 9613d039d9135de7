/// Finding what a person sees on the screen and tapping it there: a bar button item, or any
/// view showing a given text. Shaped like a UI test's queries (`app.buttons["Menu"].tap()`),
/// so the same scenarios could run under XCTest; each tap is a real touch at the element's
/// on-screen centre, delivered by hit testing — something covering the element gets it.
extension SimulatedDevice {
  /// The window rectangle of `item` as its navigation bar shows it, or `nil` when no visible
  /// navigation bar in the window shows it.
  public func frame(of item: UIBarButtonItem) -> CGRect? {
    for bar in views(of: UINavigationBar.self, in: window) where bar.simulationIsVisible {
      if let view = bar.simulationView(for: item) { return view.convert(view.bounds, to: nil) }
    }
    return nil
  }

  /// Taps `item` where it is on screen. Returns `false` (and taps nothing) when it is not
  /// shown.
  @discardableResult
  public func tap(_ item: UIBarButtonItem) -> Bool {
    guard let frame = frame(of: item) else { return false }
    tap(at: CGPoint(x: frame.midX, y: frame.midY))
    return true
  }

  /// The visible views on screen whose text (a label's, a table row's, a button's title) is
  /// `text`, front-most last: visible (not hidden, alpha ≥ 0.01 up to the window) with their
  /// centre on the screen. (The centre, not the area: the simulation has no intrinsic content
  /// size, so a label a stack view would size on a device keeps a zero size here.)
  public func views(showing text: String) -> [UIView] {
    views(of: UIView.self, in: window).filter { view in
      guard shownText(of: view) == text, view.simulationIsVisible else { return false }
      let frame = view.convert(view.bounds, to: nil)
      return window.bounds.contains(CGPoint(x: frame.midX, y: frame.midY))
    }
  }

  /// Whether some view on screen shows `text`.
  public func isShowing(_ text: String) -> Bool { !views(showing: text).isEmpty }

  /// Taps the front-most view showing `text`, at its centre. Returns `false` when nothing on
  /// screen shows it.
  @discardableResult
  public func tap(text: String) -> Bool {
    guard let view = views(showing: text).last else { return false }
    let frame = view.convert(view.bounds, to: nil)
    tap(at: CGPoint(x: frame.midX, y: frame.midY))
    return true
  }

  private func shownText(of view: UIView) -> String? {
    if let cell = view as? UITableViewCell { return cell.simulationText }
    if let label = view as? UILabel, !(label.superview?.superview is UITableViewCell) {
      return label.text
    }
    if let button = view as? UIButton { return button.currentTitle }
    return nil
  }

  private func views<View: UIView>(of type: View.Type, in root: UIView) -> [View] {
    var found: [View] = []
    if let match = root as? View { found.append(match) }
    for subview in root.subviews { found += views(of: type, in: subview) }
    return found
  }
}
