#if os(iOS)
  import UIKit
  import SideMenuCore

  /// The view that carries the menu: the menu controller's view fills it, an optional blur,
  /// Liquid Glass or opaque colour sits behind that, both rounded to the engine's
  /// `menuCornerRadius` (a floating panel), and the host's transform, alpha and shadow are the
  /// engine's menu frame.
  ///
  /// It is also where the menu's keyboard and VoiceOver escape land: it becomes first responder
  /// when the menu opens, offers the Escape key command, and answers VoiceOver's two-finger
  /// scrub (`accessibilityPerformEscape`), which UIKit sends up the view hierarchy from the
  /// focused element.
  @MainActor
  final class SideMenuMenuHostView: UIView {
    var onEscape: (() -> Void)?
    /// Called when the host's traits change (dark mode), so colours can be resolved again.
    var onTraitChange: (() -> Void)?
    /// The blur or glass, or the opaque view that stands in for it.
    private var background: UIView?
    /// What ``background`` shows (kept so an unchanged appearance rebuilds nothing).
    private(set) var backgroundKind = SideMenuMenuBackground.none
    /// The blur's or glass's effect at full strength.
    private var blurEffect: UIVisualEffect?
    /// Animates the effect's strength while the menu fades (see ``setContentAlpha(_:)``).
    private var blurFade: UIViewPropertyAnimator?
    private(set) weak var menuView: UIView?
    /// The corner radius the background and the menu's view are rounded to, in points.
    private(set) var cornerRadius: CGFloat = 0
    /// How the menu's view's layer was before it was rounded, restored when it leaves.
    private var savedMenuCorners: (radius: CGFloat, curve: CALayerCornerCurve, masks: Bool)?
    /// The stretch fill (``SideMenuFrameState/menuStretchFillFrame``): a strip beside the
    /// host's outer edge, outside its bounds, shown only while the menu is stretched past open,
    /// with the menu's background, so that the stretch is a translation and the host's size
    /// never changes. Below the menu's view, above the blur.
    let stretchFill = UIView()
    /// The fill's own blur (or opaque stand-in), when the host has one.
    private var stretchFillBackground: UIView?
    /// Whether the menu's views are made clear over a blur or glass
    /// (``SideMenuAppearance/adaptsMenuContentToBlur``).
    var adaptsMenuContent = true {
      didSet { if adaptsMenuContent != oldValue { adaptMenuContent() } }
    }
    /// Whether the rows of the menu's lists are made vibrant over a blur
    /// (``SideMenuAppearance/makesMenuCellsVibrant``).
    var makesCellsVibrant = false {
      didSet { if makesCellsVibrant != oldValue { adaptMenuContent() } }
    }
    /// What ``adaptMenuContent()`` changed in the menu's views, to give back.
    private var adaptedViews: [AdaptedView] = []
    /// The rows made vibrant.
    private let cellVibrancy = SideMenuCellVibrancy()

    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.masksToBounds = false
      layer.shadowOffset = .zero
      // Shown by its alpha (0 or 1), not `isHidden`: a motion played on the render server
      // animates opacity frame by frame, and no hidden flag.
      stretchFill.alpha = 0
      // Touches on the fill reach the host (see `point(inside:with:)`), as they reached the
      // stretched menu.
      stretchFill.isUserInteractionEnabled = false
      stretchFill.autoresizingMask = []
      addSubview(stretchFill)
    }

    /// Places the stretch fill (host coordinates, before the host's transform) and shows or
    /// hides it; writes only what changed. Shown, it takes the menu view's background colour
    /// (the colour the stretched menu view showed there).
    func setStretchFill(frame: CGRect, shown: Bool) {
      if stretchFill.bounds.size != frame.size {
        stretchFill.bounds = CGRect(origin: .zero, size: frame.size)
      }
      update(stretchFill, \.center, CGPoint(x: frame.midX, y: frame.midY))
      update(stretchFill, \.alpha, shown ? 1 : 0)
      if shown, stretchFill.backgroundColor !== menuView?.backgroundColor {
        stretchFill.backgroundColor = menuView?.backgroundColor
      }
    }

    /// The host's bounds, and the stretch fill while it is shown (the stretched menu took
    /// touches there).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      if super.point(inside: point, with: event) { return true }
      return stretchFill.alpha > 0 && stretchFill.frame.contains(point)
    }

    /// While a motion plays on the render server, touches land where the menu is drawn, not
    /// where its model values already rest (``SideMenuDrawnHitTesting``): a finger on the
    /// moving menu catches it, one beside it is the scrim's.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let drawn = SideMenuDrawnHitTesting.drawnPoint(point, in: self) else { return nil }
      return super.hitTest(drawn, with: event)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    /// Puts the menu's view in the host, filling it — also a view embedded before and detached
    /// since (a kept menu at its next opening).
    func embed(_ view: UIView) {
      if view === menuView, view.superview === self { return }
      detachMenu()
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
      menuView = view
      roundMenuView()
      adaptMenuContent()
      applyReservedInsets()
    }

    /// What the system reserves over the menu beyond the safe area UIKit gives it (a camera in
    /// use, the vertical bar: the engine's ``SideMenuFrameState/menuSafeAreaInsets`` less the
    /// safe area), in points.
    private(set) var reservedInsets = UIEdgeInsets.zero
    /// What this host added to the menu controller's `additionalSafeAreaInsets`, so the app's
    /// own value is kept.
    private var addedSafeArea = UIEdgeInsets.zero

    /// Keeps the menu's content clear of `insets` as the safe area keeps it clear of the sensor
    /// housing: added to the menu controller's `additionalSafeAreaInsets` ("Custom insets that
    /// you specify to modify the view controller's safe area",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets);
    /// a menu that is a plain view (an overlay's) is inset in the host by `plainView` instead,
    /// the host's background still behind the whole menu. Both come from the engine
    /// (``SideMenuContainer/reservedContentInsets(of:)``). Only a change is written.
    ///
    /// - Parameters:
    ///   - insets: The insets beyond the safe area, points.
    ///   - plainView: How far a plain-view menu is inset in the host, points.
    func setReservedInsets(_ insets: UIEdgeInsets, plainView: UIEdgeInsets) {
      guard insets != reservedInsets || plainView != plainViewInsets else { return }
      reservedInsets = insets
      plainViewInsets = plainView
      applyReservedInsets()
    }

    /// How far a plain-view menu is inset in the host, points (see
    /// ``setReservedInsets(_:plainView:)``).
    private var plainViewInsets = UIEdgeInsets.zero

    private func applyReservedInsets() {
      guard let menuView else { return }
      if let controller = menuView.next as? UIViewController {
        var insets = controller.additionalSafeAreaInsets
        insets.top += reservedInsets.top - addedSafeArea.top
        insets.left += reservedInsets.left - addedSafeArea.left
        insets.bottom += reservedInsets.bottom - addedSafeArea.bottom
        insets.right += reservedInsets.right - addedSafeArea.right
        addedSafeArea = reservedInsets
        if controller.additionalSafeAreaInsets != insets {
          controller.additionalSafeAreaInsets = insets
        }
      } else {
        let frame = bounds.inset(by: plainViewInsets)
        if menuView.frame != frame { menuView.frame = frame }
      }
    }

    /// The order of the host's own views, bottom to top: the blur, the stretch fill, the menu.
    private func orderSubviews() {
      if let background { sendSubviewToBack(background) }
      if let menuView, menuView.superview === self { bringSubviewToFront(menuView) }
    }

    /// Takes the menu's view out of the host, its corners as they were.
    func detachMenu() {
      restoreMenuContent()
      restoreMenuCorners()
      if let controller = menuView?.next as? UIViewController, addedSafeArea != .zero {
        var insets = controller.additionalSafeAreaInsets
        insets.top -= addedSafeArea.top
        insets.left -= addedSafeArea.left
        insets.bottom -= addedSafeArea.bottom
        insets.right -= addedSafeArea.right
        controller.additionalSafeAreaInsets = insets
      }
      addedSafeArea = .zero
      menuView?.removeFromSuperview()
      menuView = nil
    }

    /// Rounds the background and the menu's view to `radius` points with continuous corners,
    /// clipping both (the menu's rows must not cross a panel's rounded edge). Only a change is
    /// written. `layer.cornerRadius` with `masksToBounds` rather than iOS 26's
    /// `cornerConfiguration`: it rounds a glass `UIVisualEffectView` too (Apple's "Implementing
    /// Liquid Glass Design in UIKit" sets `layer.cornerRadius` and `clipsToBounds` on one), works
    /// on iOS 15, and Mac Catalyst, where `cornerConfiguration` is unavailable.
    /// https://developer.apple.com/documentation/uikit/uiview/cornerconfiguration-7l0ja
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornercurve
    func setCornerRadius(_ radius: CGFloat) {
      guard radius != cornerRadius else { return }
      cornerRadius = radius
      if let background { Self.round(background, radius) }
      roundMenuView()
    }

    private func roundMenuView() {
      guard let menuView else { return }
      guard cornerRadius > 0 else { return restoreMenuCorners() }
      if savedMenuCorners == nil {
        let layer = menuView.layer
        savedMenuCorners = (layer.cornerRadius, layer.cornerCurve, layer.masksToBounds)
      }
      Self.round(menuView, cornerRadius)
    }

    /// Gives the menu's view back the corners it had before it was rounded.
    private func restoreMenuCorners() {
      defer { savedMenuCorners = nil }
      guard let menuView, let saved = savedMenuCorners else { return }
      menuView.layer.cornerRadius = saved.radius
      menuView.layer.cornerCurve = saved.curve
      menuView.layer.masksToBounds = saved.masks
    }

    /// Only what differs is written (each write is work for Core Animation's commit).
    private static func round(_ view: UIView, _ radius: CGFloat) {
      let layer = view.layer
      if layer.cornerRadius != radius { layer.cornerRadius = radius }
      if radius > 0, layer.cornerCurve != .continuous { layer.cornerCurve = .continuous }
      if layer.masksToBounds != (radius > 0) { layer.masksToBounds = radius > 0 }
    }

    /// Shows what ``SideMenuMenuBackground/resolve(_:isGlassAvailable:isReduceTransparencyEnabled:)``
    /// decided behind the menu: a `UIVisualEffectView` for glass or a blur, a plain view for an
    /// opaque colour (Reduce Transparency: "…replace translucent backgrounds with opaque ones"),
    /// nothing for none. An unchanged background is left as it is.
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
    /// https://developer.apple.com/documentation/uikit/uiglasseffect
    ///
    /// - Parameter kind: The background.
    func setBackground(_ kind: SideMenuMenuBackground) {
      guard kind != backgroundKind || (background == nil && kind != .none) else { return }
      defer { adaptMenuContent() }
      stopBlurFade()
      background?.removeFromSuperview()
      background = nil
      stretchFillBackground?.removeFromSuperview()
      stretchFillBackground = nil
      blurEffect = nil
      backgroundKind = kind
      let effect: UIVisualEffect?
      switch kind {
      case .none: return
      case .opaque: effect = nil
      case .blur, .glass: effect = kind.makeEffect()
      }
      func makeBackground() -> UIView {
        let view: UIView
        if let effect {
          view = UIVisualEffectView(effect: effect)
        } else {
          view = UIView()
          if case .opaque(let color) = kind { view.backgroundColor = color }
        }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isUserInteractionEnabled = false
        return view
      }
      let view = makeBackground()
      view.frame = bounds
      Self.round(view, cornerRadius)
      insertSubview(view, at: 0)
      background = view
      blurEffect = effect
      // The fill shows the same background; it is shown only past open, at full alpha, so it
      // never takes part in the fade.
      let fillBackground = makeBackground()
      fillBackground.frame = stretchFill.bounds
      stretchFill.addSubview(fillBackground)
      stretchFillBackground = fillBackground
      orderSubviews()
    }

    /// Makes the menu's views let a blur or glass behind them show, as SideMenu's blur menus
    /// did (``SideMenuAppearance/adaptsMenuContentToBlur``): clear backgrounds on the menu's
    /// root view and on the table and collection views in it, vibrant table separators over a
    /// blur, and vibrant rows when the appearance asks for them (``SideMenuCellVibrancy``).
    /// Undone first, so it follows the background as it changes (Reduce Transparency turns the
    /// blur into an opaque colour, and the menu's own colours come back).
    /// https://developer.apple.com/documentation/uikit/uitableview/separatoreffect
    /// https://developer.apple.com/documentation/uikit/uivibrancyeffect/init(blureffect:)
    private func adaptMenuContent() {
      restoreMenuContent()
      guard adaptsMenuContent, let menuView else { return }
      let blur: UIBlurEffect?
      switch backgroundKind {
      case .none, .opaque: return
      case .blur(let style): blur = UIBlurEffect(style: style)
      case .glass: blur = nil
      }
      for view in Self.backgroundViews(in: menuView) {
        let table = view as? UITableView
        adaptedViews.append(
          AdaptedView(
            view: view, backgroundColor: view.backgroundColor,
            separatorEffect: table?.separatorEffect))
        view.backgroundColor = .clear
        if let table, let blur { table.separatorEffect = UIVibrancyEffect(blurEffect: blur) }
      }
      if makesCellsVibrant, let blur {
        let lists = adaptedViews.compactMap { $0.view as? UIScrollView }.filter {
          $0 is UITableView || $0 is UICollectionView
        }
        cellVibrancy.apply(UIVibrancyEffect(blurEffect: blur), to: lists)
      }
    }

    /// The menu's root view and the table and collection views inside it (not inside their
    /// cells: a row's own views are the data source's).
    private static func backgroundViews(in root: UIView) -> [UIView] {
      var found = [root]
      var pending = root is UITableView || root is UICollectionView ? [] : root.subviews
      while let view = pending.popLast() {
        if view is UITableView || view is UICollectionView {
          found.append(view)
        } else {
          pending += view.subviews
        }
      }
      return found
    }

    /// Gives the menu's views back what ``adaptMenuContent()`` changed, where the app has not
    /// changed it since.
    private func restoreMenuContent() {
      cellVibrancy.restore()
      for adapted in adaptedViews {
        guard let view = adapted.view else { continue }
        if view.backgroundColor == .clear { view.backgroundColor = adapted.backgroundColor }
        if let table = view as? UITableView, table.separatorEffect is UIVibrancyEffect {
          table.separatorEffect = adapted.separatorEffect
        }
      }
      adaptedViews = []
    }

    /// Fades the menu: its views' alpha, and the blur's strength — never the blur view's
    /// alpha or an ancestor's, which Apple documents as breaking the effect ("…alpha values
    /// less than 1 … on the visual effect view or any of its superviews causes many effects to
    /// look incorrect or not show up at all"). The blur's strength follows a paused property
    /// animator's `fractionComplete`, stopped whenever the fade reaches an end (a paused
    /// animator must not be released).
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview
    func setContentAlpha(_ alpha: CGFloat) {
      // The stretch fill shows only past open, at full alpha (see `setStretchFill`).
      for subview in subviews
      where subview !== stretchFill && (subview !== background || blurEffect == nil) {
        if subview.alpha != alpha { subview.alpha = alpha }
      }
      guard let blurView = background as? UIVisualEffectView, let blurEffect else { return }
      if alpha >= 1 || alpha <= 0 {
        stopBlurFade()
        blurView.effect = alpha >= 1 ? blurEffect : nil
        return
      }
      if blurFade == nil {
        blurView.effect = nil
        let fade = UIViewPropertyAnimator(duration: 1, curve: .linear) {
          blurView.effect = blurEffect
        }
        fade.pauseAnimation()
        blurFade = fade
      }
      blurFade?.fractionComplete = alpha
    }

    private func stopBlurFade() {
      blurFade?.stopAnimation(true)
      blurFade = nil
    }

    /// A paused property animator must not be released ("It is an error to release a paused or
    /// stopped property animator"): the fade stops, the blur at full strength, when the host
    /// leaves the window — a window whose root is replaced mid-fade, a released overlay.
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
    override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      guard newWindow == nil, blurFade != nil else { return }
      stopBlurFade()
      (background as? UIVisualEffectView)?.effect = blurEffect
    }

    /// A view of the menu's whose background or separators were adapted, and what they were.
    private struct AdaptedView {
      weak var view: UIView?
      let backgroundColor: UIColor?
      let separatorEffect: UIVisualEffect?
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      onTraitChange?()
    }

    override var canBecomeFirstResponder: Bool { true }

    /// Escape closes the menu. `wantsPriorityOverSystemBehavior` stays `false` (the default):
    /// text input sees the key first (Escape cancels a marked-text composition in a search
    /// field inside the menu), and the command gets it when text input does not use it.
    /// https://developer.apple.com/documentation/uikit/uikeycommand/wantspriorityoversystembehavior
    override var keyCommands: [UIKeyCommand]? {
      [
        UIKeyCommand(
          input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escapePressed(_:)))
      ]
    }

    @objc private func escapePressed(_ command: UIKeyCommand) {
      onEscape?()
    }

    override func accessibilityPerformEscape() -> Bool {
      onEscape?()
      return true
    }
  }
#endif
