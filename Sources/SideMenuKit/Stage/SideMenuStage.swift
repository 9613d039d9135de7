#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The views every mode shares — the menu's host, the scrim and the content's shadow — and
  /// the one place an engine frame becomes view properties. Each mode puts these views in its
  /// own superview and tells the stage which view is the content.
  ///
  /// Mapping of ``SideMenuFrameState`` (nothing here is computed, only copied):
  /// - menu: `bounds`/`center` from `menuFrame` (never `frame`, which is undefined under a
  ///   transform), `transform`, `alpha`, `isHidden`, layer shadow with a `shadowPath`;
  /// - content: `transform`, `alpha`, layer corner radius and shadow (its frame is the
  ///   container's bounds);
  /// - scrim: the content's bounds and transform, its dimming view's alpha;
  /// - z-order from `isMenuAboveContent`.
  @MainActor
  final class SideMenuStage {
    let menuHost = SideMenuMenuHostView()
    let scrim = SideMenuScrimView()
    /// Draws the content's shadow when the content is clipped to rounded corners (a clipped
    /// layer cannot draw its own shadow).
    let contentShadow = UIView()
    private let dimming = UIView()
    private(set) weak var content: UIView?
    /// Whether the content view is ours to size and clip (a container child's host, a
    /// snapshot) rather than someone else's view we only transform (the presenting view).
    private var ownsContent = false
    private var savedContent: SavedLayerState?
    private var arrangedMenuAbove: Bool?
    private var pinned: [WeakView] = []
    var appearance: SideMenuAppearance {
      didSet { applyAppearance() }
    }

    init(driver: SideMenuDriver, appearance: SideMenuAppearance) {
      self.appearance = appearance
      dimming.frame = scrim.bounds
      dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      dimming.isUserInteractionEnabled = false
      dimming.alpha = 0
      scrim.addSubview(dimming)
      scrim.clipsToBounds = true
      scrim.onActivate = { [weak driver] in driver?.scrimActivated() }
      scrim.onEscape = { [weak driver] in driver?.escape() }
      menuHost.onEscape = { [weak driver] in driver?.escape() }
      scrim.addGestureRecognizer(driver.makeScrimTapGestureRecognizer())
      scrim.addGestureRecognizer(driver.makePanGestureRecognizer())
      menuHost.addGestureRecognizer(driver.makePanGestureRecognizer())
      contentShadow.isUserInteractionEnabled = false
      contentShadow.backgroundColor = .clear
      contentShadow.layer.shadowOffset = .zero
      applyAppearance()
    }

    private func applyAppearance() {
      dimming.backgroundColor = appearance.scrimColor
      scrim.accessibilityLabel = appearance.scrimAccessibilityLabel
      menuHost.layer.shadowColor = appearance.shadowColor.cgColor
      contentShadow.layer.shadowColor = appearance.shadowColor.cgColor
      menuHost.setBlur(appearance.blurEffectStyle)
    }

    // MARK: - Installing

    /// Adds the menu host and the scrim (and the content's shadow when the content is ours) to
    /// `superview`. Call ``arrange(in:menuAboveContent:)`` (done by ``apply(_:containerBounds:)``)
    /// to order them.
    func install(in superview: UIView) {
      var views: [UIView] = [scrim, menuHost]
      if ownsContent { views.insert(contentShadow, at: 0) }
      for view in views where view.superview !== superview { superview.addSubview(view) }
      arrangedMenuAbove = nil
    }

    /// Removes the stage's views (not the content, which belongs to its mode).
    func uninstall() {
      for view in [scrim, menuHost, contentShadow] { view.removeFromSuperview() }
      arrangedMenuAbove = nil
    }

    /// Sets the view that moves as the content, remembering how it looked so it can be
    /// restored exactly.
    ///
    /// - Parameters:
    ///   - view: The content view, or `nil` when the content does not move (the overlay).
    ///   - owned: Whether the stage may size and clip it.
    func setContent(_ view: UIView?, owned: Bool) {
      if view !== content { restoreContent() }
      content = view
      ownsContent = owned
      savedContent = view.map(SavedLayerState.init)
      arrangedMenuAbove = nil
    }

    /// Puts the content back as it was before the menu touched it.
    func restoreContent() {
      if let content, let savedContent { savedContent.restore(on: content) }
      savedContent = nil
    }

    /// Views that always stay above the menu (an overlay's floating button).
    func pin(_ views: [UIView]) {
      pinned = views.map(WeakView.init)
      arrangedMenuAbove = nil
    }

    // MARK: - Frames

    /// Copies one engine frame onto the views.
    ///
    /// - Parameters:
    ///   - frame: The frame state.
    ///   - containerBounds: The container's bounds (the content's and scrim's frame).
    func apply(_ frame: SideMenuFrameState, containerBounds: CGRect) {
      // `frame` is undefined while `transform` is not the identity, so every view here is
      // placed by `bounds` and `center`:
      // https://developer.apple.com/documentation/uikit/uiview/frame
      let menuFrame = CGRect(frame.menuFrame)
      menuHost.bounds = CGRect(origin: .zero, size: menuFrame.size)
      menuHost.center = CGPoint(x: menuFrame.midX, y: menuFrame.midY)
      menuHost.transform = CGAffineTransform(frame.menuTransform)
      menuHost.alpha = CGFloat(frame.menuAlpha)
      menuHost.isHidden = frame.isMenuHidden
      setShadow(
        on: menuHost.layer, opacity: frame.menuShadowOpacity, radius: frame.menuShadowRadius,
        path: UIBezierPath(rect: menuHost.bounds).cgPath)

      let contentBounds = CGRect(origin: .zero, size: containerBounds.size)
      let contentCenter = CGPoint(x: containerBounds.midX, y: containerBounds.midY)
      let contentTransform = CGAffineTransform(frame.contentTransform)
      let radius = CGFloat(frame.contentCornerRadius)
      let roundedPath = UIBezierPath(roundedRect: contentBounds, cornerRadius: radius).cgPath
      if let content {
        if ownsContent {
          content.bounds = contentBounds
          content.center = contentCenter
          content.layer.masksToBounds = radius > 0
          contentShadow.bounds = contentBounds
          contentShadow.center = contentCenter
          contentShadow.transform = contentTransform
          contentShadow.alpha = CGFloat(frame.contentAlpha)
          setShadow(
            on: contentShadow.layer, opacity: frame.contentShadowOpacity,
            radius: frame.contentShadowRadius, path: roundedPath)
        } else {
          // Someone else's view: round and shadow its layer without clipping its contents
          // (its look is saved in `SavedLayerState` and restored when the menu is gone).
          content.layer.shadowColor = appearance.shadowColor.cgColor
          setShadow(
            on: content.layer, opacity: frame.contentShadowOpacity,
            radius: frame.contentShadowRadius, path: roundedPath)
        }
        content.transform = contentTransform
        content.alpha = CGFloat(frame.contentAlpha)
        content.layer.cornerRadius = radius
        content.layer.cornerCurve = .continuous
      }

      scrim.bounds = contentBounds
      scrim.center = contentCenter
      scrim.transform = contentTransform
      scrim.layer.cornerRadius = radius
      scrim.layer.cornerCurve = .continuous
      scrim.isHidden = frame.isMenuHidden
      dimming.alpha = CGFloat(frame.scrimAlpha)

      if let superview = menuHost.superview {
        arrange(in: superview, menuAboveContent: frame.isMenuAboveContent)
      }
    }

    /// An explicit `shadowPath` spares Core Animation an offscreen pass to find the shape.
    private func setShadow(on layer: CALayer, opacity: Double, radius: Double, path: CGPath) {
      layer.shadowOpacity = Float(opacity)
      layer.shadowRadius = CGFloat(radius)
      layer.shadowPath = opacity > 0 ? path : nil
    }

    /// Orders the stage's views in `superview` (only when the order changes): the content and
    /// its scrim below or above the menu; pinned views always on top.
    func arrange(in superview: UIView, menuAboveContent: Bool) {
      guard arrangedMenuAbove != menuAboveContent else { return }
      arrangedMenuAbove = menuAboveContent
      let order: [UIView?] =
        menuAboveContent
        ? [contentShadow, content, scrim, menuHost]
        : [menuHost, contentShadow, content, scrim]
      for case let view? in order where view.superview === superview {
        superview.bringSubviewToFront(view)
      }
      for case let view? in pinned.map(\.view) where view.superview === superview {
        superview.bringSubviewToFront(view)
      }
    }

    // MARK: - Interaction and accessibility

    /// `setContentInteractionEnabled`: while the content is not interactive, the scrim takes
    /// its touches (and closes the menu on a tap, if the configuration says so).
    func setContentInteractionEnabled(_ enabled: Bool) {
      scrim.isUserInteractionEnabled = !enabled
      scrim.isAccessibilityElement = !enabled
    }

    /// Makes the menu modal for VoiceOver and moves focus into it, or hands focus back to the
    /// content.
    func accessibility(_ effect: SideMenuAccessibilityEffect) {
      switch effect {
      case .focusMenu:
        menuHost.accessibilityViewIsModal = true
        // A modal element hides its siblings, including the scrim: list it after the menu so
        // the "Close menu" button stays reachable.
        if let menuView = menuHost.menuView { menuHost.accessibilityElements = [menuView, scrim] }
        menuHost.becomeFirstResponder()
        UIAccessibility.post(notification: .screenChanged, argument: menuHost.menuView ?? menuHost)
      case .focusContent:
        menuHost.accessibilityViewIsModal = false
        menuHost.accessibilityElements = nil
        if menuHost.isFirstResponder { menuHost.resignFirstResponder() }
        UIAccessibility.post(notification: .screenChanged, argument: content)
      case .announce(.menuOpened):
        UIAccessibility.post(
          notification: .announcement, argument: appearance.menuOpenedAnnouncement)
      case .announce(.menuClosed):
        UIAccessibility.post(
          notification: .announcement, argument: appearance.menuClosedAnnouncement)
      }
    }
  }

  /// A view held weakly.
  @MainActor
  struct WeakView {
    weak var view: UIView?
  }

  /// The look of someone else's view before the menu changed it, restored exactly afterwards.
  @MainActor
  struct SavedLayerState {
    var transform: CGAffineTransform
    var alpha: CGFloat
    var cornerRadius: CGFloat
    var cornerCurve: CALayerCornerCurve
    var masksToBounds: Bool
    var shadowColor: CGColor?
    var shadowOpacity: Float
    var shadowRadius: CGFloat
    var shadowOffset: CGSize
    var shadowPath: CGPath?
    var isUserInteractionEnabled: Bool
    var isHidden: Bool

    init(_ view: UIView) {
      transform = view.transform
      alpha = view.alpha
      cornerRadius = view.layer.cornerRadius
      cornerCurve = view.layer.cornerCurve
      masksToBounds = view.layer.masksToBounds
      shadowColor = view.layer.shadowColor
      shadowOpacity = view.layer.shadowOpacity
      shadowRadius = view.layer.shadowRadius
      shadowOffset = view.layer.shadowOffset
      shadowPath = view.layer.shadowPath
      isUserInteractionEnabled = view.isUserInteractionEnabled
      isHidden = view.isHidden
    }

    func restore(on view: UIView) {
      view.transform = transform
      view.alpha = alpha
      view.layer.cornerRadius = cornerRadius
      view.layer.cornerCurve = cornerCurve
      view.layer.masksToBounds = masksToBounds
      view.layer.shadowColor = shadowColor
      view.layer.shadowOpacity = shadowOpacity
      view.layer.shadowRadius = shadowRadius
      view.layer.shadowOffset = shadowOffset
      view.layer.shadowPath = shadowPath
      view.isUserInteractionEnabled = isUserInteractionEnabled
      view.isHidden = isHidden
    }
  }
#endif
