#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The views every mode shares — the menu's host, the scrim and the content's shadow — and
  /// the one place an engine frame becomes view properties. Each mode puts these views in its
  /// own superview and tells the stage which view is the content.
  ///
  /// Mapping of ``SideMenuFrameState`` (nothing here is computed, only copied):
  /// - menu: `bounds`/`center` from `restingMenuFrame` (never `frame`, which is undefined under
  ///   a transform), `transform` from `restingMenuTransform`, the stretch fill, `alpha`,
  ///   `isHidden`, layer shadow with a `shadowPath` (the resting bounds: the fill, a sublayer,
  ///   is drawn over the shadow, and its other edges are past the container's), corners from
  ///   `menuCornerRadius`;
  /// - content: `transform`, `alpha`, layer corner radius and shadow (its frame is the
  ///   container's bounds);
  /// - scrim: the content's bounds and transform, its dimming view's alpha;
  /// - z-order from `isMenuAboveContent`.
  @MainActor
  final class SideMenuStage {
    let menuHost = SideMenuMenuHostView()
    let scrim = SideMenuScrimView()
    /// Over the vertical bar's strip beside a menu on the bar's edge (iPhone Duo), where the
    /// scrim leaves off: hands touches to the content's views under it, so the bar's controls
    /// stay tappable while the menu is open in every mode (a modal presentation's container
    /// view would otherwise take them).
    let stripPassthrough = SideMenuPassthroughView()
    private weak var driver: SideMenuDriver?
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
    private var pinned: [WeakReference<UIView>] = []
    private let observers = SideMenuNotificationObservers()
    /// The shadow colour resolved for the menu host's traits (dark mode), set once per change
    /// rather than every frame.
    private var resolvedShadowColor: CGColor = UIColor.black.cgColor
    /// The shape each layer's shadow path was last made for, so a frame makes a path only
    /// when the shape changes.
    private var shadowShapes: [ObjectIdentifier: ShadowShape] = [:]
    /// What VoiceOver focused before the menu took focus, given back when it closes.
    fileprivate weak var focusBeforeMenu: NSObject?
    /// The menu was asked to take focus and has not yet been on screen to take it.
    fileprivate var isMenuFocusPending = false
    /// A view VoiceOver must not reach while the menu is modal, although the menu's modality
    /// does not hide it (the modal presentation's presenting view: a sibling of UIKit's
    /// container, not of the menu). Its own setting is restored when the menu closes.
    weak var hiddenFromAccessibilityWhileModal: UIView?
    fileprivate var savedElementsHidden: (view: WeakReference<UIView>, hidden: Bool)?
    var appearance: SideMenuAppearance {
      didSet { applyAppearance() }
    }

    init(driver: SideMenuDriver, appearance: SideMenuAppearance) {
      self.appearance = appearance
      self.driver = driver
      stripPassthrough.isHidden = true
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
      driver.addPanGestureRecognizers(to: scrim)
      driver.addPanGestureRecognizers(to: menuHost)
      // A finger landing on the moving menu or scrim stops it where it is.
      scrim.addGestureRecognizer(driver.makeTouchDownRecognizer())
      menuHost.addGestureRecognizer(driver.makeTouchDownRecognizer())
      contentShadow.isUserInteractionEnabled = false
      contentShadow.backgroundColor = .clear
      contentShadow.layer.shadowOffset = .zero
      menuHost.onTraitChange = { [weak self] in self?.applyColors() }
      // Reduce Transparency can change while the app runs.
      // https://developer.apple.com/documentation/uikit/uiaccessibility/reducetransparencystatusdidchangenotification
      observers.observe(UIAccessibility.reduceTransparencyStatusDidChangeNotification) {
        [weak self] in
        self?.applyBlur()
      }
      applyAppearance()
    }

    private func applyAppearance() {
      scrim.accessibilityLabel = appearance.scrimAccessibilityLabel
      applyColors()
      applyBlur()
    }

    /// Colours resolved for the menu's traits: a `CGColor` does not follow dark mode by
    /// itself ("…resolve it with the trait collection", `UIColor.resolvedColor(with:)`).
    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    private func applyColors() {
      let traits = menuHost.traitCollection
      dimming.backgroundColor = appearance.scrimColor
      resolvedShadowColor = appearance.shadowColor.resolvedColor(with: traits).cgColor
      menuHost.layer.shadowColor = resolvedShadowColor
      contentShadow.layer.shadowColor = resolvedShadowColor
      if let content, !ownsContent { content.layer.shadowColor = resolvedShadowColor }
    }

    /// The menu's glass, blur or opaque stand-in, decided again whenever the appearance or
    /// Reduce Transparency changes.
    private func applyBlur() {
      menuHost.adaptsMenuContent = appearance.adaptsMenuContentToBlur
      menuHost.makesCellsVibrant = appearance.makesMenuCellsVibrant
      menuHost.setBackground(
        .resolve(
          appearance, isGlassAvailable: SideMenuMenuBackground.isGlassAvailable,
          isReduceTransparencyEnabled: UIAccessibility.isReduceTransparencyEnabled))
    }

    // MARK: - Installing

    /// Adds the menu host and the scrim (and the content's shadow when the content is ours) to
    /// `superview`. Call ``arrange(in:menuAboveContent:)`` (done by ``apply(_:containerBounds:)``)
    /// to order them.
    func install(in superview: UIView) {
      var views: [UIView] = [scrim, stripPassthrough, menuHost]
      if ownsContent { views.insert(contentShadow, at: 0) }
      for view in views where view.superview !== superview { superview.addSubview(view) }
      arrangedMenuAbove = nil
      applyColors()  // the traits of where the menu now is
    }

    /// Removes the stage's views (not the content, which belongs to its mode).
    func uninstall() {
      for view in [scrim, stripPassthrough, menuHost, contentShadow] { view.removeFromSuperview() }
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
      pinned = views.map(WeakReference.init)
      arrangedMenuAbove = nil
    }

    // MARK: - Frames

    /// Copies one engine frame onto the views.
    ///
    /// - Parameters:
    ///   - frame: The frame state.
    ///   - containerBounds: The container's bounds.
    ///   - contentFrame: Where the content (and the scrim over it) stands, when it does not
    ///     fill the container (a modal presentation from a sheet); default: the container.
    func apply(_ frame: SideMenuFrameState, containerBounds: CGRect, contentFrame: CGRect? = nil) {
      // `frame` is undefined while `transform` is not the identity, so every view here is
      // placed by `bounds` and `center`:
      // https://developer.apple.com/documentation/uikit/uiview/frame
      // Only what changed is written: each write is work for Core Animation's commit.
      // The engine's frames are in the container's visible area, which starts at its bounds'
      // origin: a scroll view host (a table view) shows its content from `contentOffset`.
      // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
      // The menu is drawn in the engine's resting form: never resized while it moves (a size
      // change lays out its whole tree), a stretch past open is a translation, and the stretch
      // fill covers the room it leaves at the container's edge.
      // One copy of the engine's container per frame, for the scrim and the reserved insets.
      let container = driver?.engineContainer
      let menuFrame = CGRect(frame.restingMenuFrame).offsetBy(
        dx: containerBounds.minX, dy: containerBounds.minY)
      let menuBounds = CGRect(origin: .zero, size: menuFrame.size)
      update(menuHost, \.bounds, menuBounds)
      update(menuHost, \.center, CGPoint(x: menuFrame.midX, y: menuFrame.midY))
      update(menuHost, \.transform, CGAffineTransform(frame.restingMenuTransform))
      update(menuHost, \.isHidden, frame.isMenuHidden)
      menuHost.setStretchFill(
        frame: CGRect(frame.menuStretchFillFrame), shown: frame.isMenuStretchFillShown)
      // The menu fades through its contents, never through the host's alpha (a blur inside
      // must not sit under alpha < 1); its shadow fades with it.
      menuHost.setContentAlpha(CGFloat(frame.menuAlpha))
      // A floating panel's corners (the engine's `menuCornerRadius`): the host rounds its
      // background and the menu's view; the shadow follows the same shape.
      let menuRadius = CGFloat(frame.menuCornerRadius)
      menuHost.setCornerRadius(menuRadius)
      setShadow(
        on: menuHost.layer, opacity: frame.menuShadowOpacity * frame.menuAlpha,
        radius: frame.menuShadowRadius,
        shape: ShadowShape(rect: menuBounds, cornerRadius: menuRadius))

      let contentRect = contentFrame ?? containerBounds
      let contentBounds = CGRect(origin: .zero, size: contentRect.size)
      let contentCenter = CGPoint(x: contentRect.midX, y: contentRect.midY)
      let contentTransform = CGAffineTransform(frame.contentTransform)
      let radius = CGFloat(frame.contentCornerRadius)
      let contentShape = ShadowShape(rect: contentBounds, cornerRadius: radius)
      if let content {
        if ownsContent {
          update(content, \.bounds, contentBounds)
          update(content, \.center, contentCenter)
          update(content.layer, \.masksToBounds, radius > 0)
          update(contentShadow, \.bounds, contentBounds)
          update(contentShadow, \.center, contentCenter)
          update(contentShadow, \.transform, contentTransform)
          update(contentShadow, \.alpha, CGFloat(frame.contentAlpha))
          setShadow(
            on: contentShadow.layer, opacity: frame.contentShadowOpacity,
            radius: frame.contentShadowRadius, shape: contentShape)
        } else {
          // Someone else's view: round and shadow its layer without clipping its contents
          // (its look is saved in `SavedLayerState` and restored when the menu is gone).
          update(content.layer, \.shadowColor, resolvedShadowColor)
          setShadow(
            on: content.layer, opacity: frame.contentShadowOpacity,
            radius: frame.contentShadowRadius, shape: contentShape)
        }
        update(content, \.transform, contentTransform)
        update(content, \.alpha, CGFloat(frame.contentAlpha))
        update(content.layer, \.cornerRadius, radius)
        update(content.layer, \.cornerCurve, .continuous)
      }

      // The engine places the scrim (beside the vertical bar on the menu's edge: the content
      // less the bar's strip, moving with the content) and the strip it leaves to the bar.
      let scrimPlacement =
        container?.scrimPlacement(for: frame, contentFrame: SideMenuRect(contentRect))
        ?? SideMenuScrimPlacement(
          frame: SideMenuRect(contentRect), transform: frame.contentTransform)
      let scrimFrame = CGRect(scrimPlacement.frame)
      update(scrim, \.bounds, CGRect(origin: .zero, size: scrimFrame.size))
      update(scrim, \.center, CGPoint(x: scrimFrame.midX, y: scrimFrame.midY))
      update(scrim, \.transform, CGAffineTransform(scrimPlacement.transform))
      if let strip = scrimPlacement.strip {
        update(stripPassthrough, \.frame, CGRect(strip))
        update(stripPassthrough, \.isHidden, frame.isMenuHidden)
      } else {
        update(stripPassthrough, \.isHidden, true)
      }
      // What the reserved regions add to the menu's content insets (a camera in use, the
      // vertical bar), beyond the safe area UIKit gives it.
      let reservedInsets = container?.reservedContentInsets(of: frame) ?? .zero
      menuHost.setReservedInsets(
        UIEdgeInsets(reservedInsets.beyondSafeArea),
        plainView: UIEdgeInsets(reservedInsets.plainView))
      update(scrim.layer, \.cornerRadius, radius)
      update(scrim.layer, \.cornerCurve, .continuous)
      // A docked menu has no scrim: hidden once a mode change has faded it out.
      update(scrim, \.isHidden, frame.isMenuHidden || (!frame.hasScrim && frame.scrimAlpha <= 0))
      update(dimming, \.alpha, CGFloat(frame.scrimAlpha))

      if let superview = menuHost.superview {
        arrange(in: superview, menuAboveContent: frame.isMenuAboveContent)
      }
      focusMenuIfOnScreen()
    }

    /// An explicit `shadowPath` spares Core Animation an offscreen pass to find the shape; it
    /// is made again only when the shape changes (a path per frame would allocate per frame).
    private func setShadow(on layer: CALayer, opacity: Double, radius: Double, shape: ShadowShape) {
      update(layer, \.shadowOpacity, Float(opacity))
      update(layer, \.shadowRadius, CGFloat(radius))
      let key = ObjectIdentifier(layer)
      guard opacity > 0 else {
        if layer.shadowPath != nil { layer.shadowPath = nil }
        shadowShapes[key] = nil
        return
      }
      guard shadowShapes[key] != shape || layer.shadowPath == nil else { return }
      shadowShapes[key] = shape
      layer.shadowPath =
        shape.cornerRadius > 0
        ? UIBezierPath(roundedRect: shape.rect, cornerRadius: shape.cornerRadius).cgPath
        : UIBezierPath(rect: shape.rect).cgPath
    }

    /// Orders the stage's views in `superview` (only when the order changes): the content and
    /// its scrim below or above the menu; pinned views always on top.
    func arrange(in superview: UIView, menuAboveContent: Bool) {
      guard arrangedMenuAbove != menuAboveContent else { return }
      arrangedMenuAbove = menuAboveContent
      let order: [UIView?] =
        menuAboveContent
        ? [contentShadow, content, scrim, stripPassthrough, menuHost]
        : [menuHost, contentShadow, content, scrim, stripPassthrough]
      for case let view? in order where view.superview === superview {
        superview.bringSubviewToFront(view)
      }
      for case let view? in pinned.map(\.object) where view.superview === superview {
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
        if focusBeforeMenu == nil { rememberFocus() }
        menuHost.accessibilityViewIsModal = true
        if let hidden = hiddenFromAccessibilityWhileModal, savedElementsHidden == nil {
          savedElementsHidden = (WeakReference(hidden), hidden.accessibilityElementsHidden)
          hidden.accessibilityElementsHidden = true
        }
        // A modal element hides its siblings, including the scrim and pinned views: list them
        // after the menu so the "Close menu" button and pinned controls stay reachable.
        if let menuView = menuHost.menuView {
          var elements: [Any] = [menuView]
          if scrim.isAccessibilityElement { elements.append(scrim) }
          elements += pinned.compactMap(\.object)
          menuHost.accessibilityElements = elements
        }
        isMenuFocusPending = true
        focusMenuIfOnScreen()
      case .focusContent:
        isMenuFocusPending = false
        menuHost.accessibilityViewIsModal = false
        restoreAccessibilityOfHiddenView()
        menuHost.accessibilityElements = nil
        if menuHost.isFirstResponder { menuHost.resignFirstResponder() }
        // Back to what had focus before the menu (the button that opened it), if it is still
        // on screen; else the content.
        var target: Any? = content
        if let previous = focusBeforeMenu as? UIView, SideMenuVisibility.isShown(previous) {
          target = previous
        }
        focusBeforeMenu = nil
        UIAccessibility.post(notification: .screenChanged, argument: target)
      case .announce(.menuOpened):
        UIAccessibility.post(
          notification: .announcement, argument: appearance.menuOpenedAnnouncement)
      case .announce(.menuClosed):
        UIAccessibility.post(
          notification: .announcement, argument: appearance.menuClosedAnnouncement)
      }
    }
  }

  /// Keyboard and VoiceOver focus.
  extension SideMenuStage {
    /// Gives the menu the keyboard (first responder, so Escape reaches its key command) and
    /// VoiceOver's focus once it is on screen. A menu asked to take focus before it is in a
    /// window — a modal menu opened without animation, which UIKit puts in the window only
    /// when its deferred presentation starts — takes it at the first frame drawn in the window:
    /// `becomeFirstResponder()` fails outside a window ("you should only call it on that view
    /// if it is part of an active view hierarchy"), and VoiceOver cannot move to what is not on
    /// screen.
    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    func focusMenuIfOnScreen() {
      guard isMenuFocusPending, menuHost.window != nil, !menuHost.isHidden else { return }
      isMenuFocusPending = false
      menuHost.becomeFirstResponder()
      UIAccessibility.post(notification: .screenChanged, argument: menuHost.menuView ?? menuHost)
    }

    /// Remembers what VoiceOver focuses now — when an opening begins, while the control that
    /// opened the menu still has focus — to give focus back when the menu closes.
    func rememberFocus() {
      focusBeforeMenu = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
    }

    /// Gives the presenting view back the VoiceOver setting it had.
    func restoreAccessibilityOfHiddenView() {
      if let saved = savedElementsHidden, let view = saved.view.object {
        view.accessibilityElementsHidden = saved.hidden
      }
      savedElementsHidden = nil
    }
  }

  /// Writes `value` only if it differs from what is there.
  @MainActor
  func update<Root: AnyObject, Value: Equatable>(
    _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value
  ) {
    if root[keyPath: keyPath] != value { root[keyPath: keyPath] = value }
  }

#endif
