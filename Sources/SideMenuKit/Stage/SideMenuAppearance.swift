#if os(iOS)
  import UIKit
  import SideMenuCore

  /// How a side menu looks beyond what ``SideMenuStyle`` animates: colours, blur or Liquid Glass
  /// and the scrim's accessibility label. Both the UIKit layer and SwiftUI's `sideMenu` modifiers take
  /// it; everything that moves or decides lives in ``SideMenuConfiguration``.
  ///
  /// ```swift
  /// var appearance = SideMenuAppearance()
  /// appearance.blurEffectStyle = .systemMaterial    // iOS 15–18, and 26 without glass
  /// appearance.glassEffectStyle = .regular         // Liquid Glass on iOS 26
  /// appearance.scrimAccessibilityLabel = NSLocalizedString("Close menu", comment: "")
  /// ```
  @MainActor
  public struct SideMenuAppearance {
    /// The scrim's colour; its opacity comes from the style (``SideMenuStyle/scrimOpacityWhenOpen``)
    /// and multiplies this colour's own alpha. Default: black (the modal seed tutorial's dimming
    /// view, `docs/seed-tutorials.md`).
    public var scrimColor: UIColor
    /// The colour of the menu's and the content's shadows. Default: black.
    public var shadowColor: UIColor
    /// What shows behind content that moves or shrinks in a modal presentation (for example
    /// around ``SideMenuStyle/scaleDown``'s content). Default: black.
    public var backdropColor: UIColor
    /// A blur placed behind the menu, or `nil` for none. The menu's own backgrounds are made
    /// clear so it shows (``adaptsMenuContentToBlur``). Skipped while Reduce Transparency is on.
    /// Default: `nil` (SideMenu's `blurEffectStyle` had the same default).
    public var blurEffectStyle: UIBlurEffect.Style?
    /// Whether the menu controller's views adapt to a blur or glass behind them, as SideMenu's
    /// blur menus did: while one is shown (not under Reduce Transparency, where an opaque
    /// colour stands in), the background colour of the menu's root view and of every table and
    /// collection view in it is made clear, and tables draw their separators with a vibrancy
    /// effect of the blur (`separatorEffect = UIVibrancyEffect(blurEffect:)`; glass has no
    /// blur effect to make one from, so separators stay as they are). What was changed is
    /// given back when the menu leaves (a kept menu gets its own colours back between
    /// openings) or the blur goes. Set the views' colours before the menu opens (in
    /// `viewDidLoad`), as the menu's view is adapted when it is put in place.
    ///
    /// Rows keep their own backgrounds (a plain cell's default one is opaque: "UITableViewCell
    /// automatically sets up a default background configuration") unless
    /// ``makesMenuCellsVibrant`` is on; without it, give them `backgroundConfiguration =
    /// .clear()` in the data source. UIKit modes only (SwiftUI's menu views are your own).
    /// Default: `true`.
    /// https://developer.apple.com/documentation/uikit/uitableview/separatoreffect
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration-24e8e
    public var adaptsMenuContentToBlur: Bool
    /// Whether the rows of the menu's tables and collection views are vibrant over the blur, as
    /// SideMenu's `UITableViewVibrantCell` made them — without a cell subclass: while the blur
    /// is shown and ``adaptsMenuContentToBlur`` is on, each row the list shows gets a clear
    /// background (`backgroundConfiguration = .clear()`) and its `contentView` is put in a
    /// `UIVisualEffectView` with `UIVibrancyEffect(blurEffect:)` of the blur, so labels and
    /// template images take on the blur's colours. Rows the list makes as a finger scrolls it
    /// are adapted as they appear (one first shown while the list glides on after the finger
    /// lifts, at the next touch or opening); everything is given back when the blur goes (Reduce
    /// Transparency, glass, no blur) or the menu leaves. Your row views should follow
    /// `tintColorDidChange()` (labels and template images do), as Apple asks of vibrant
    /// content. Default: `false` (SideMenu's rows were vibrant only when made of its subclass).
    /// https://developer.apple.com/documentation/uikit/uivibrancyeffect
    public var makesMenuCellsVibrant = false
    /// Liquid Glass behind the menu — a `UIVisualEffectView` with a `UIGlassEffect` of this style
    /// (iOS 26 and later; SwiftUI's `glassEffect(_:in:)`) — or `nil` for none. It takes the
    /// menu's shape: with a ``SideMenuStyle/menuPanel`` (iPadOS 26's floating sidebar,
    /// ``SideMenuPanel/floating``) the glass is the inset, rounded panel. The menu's own
    /// backgrounds are made clear so it shows (``adaptsMenuContentToBlur``).
    ///
    /// Where glass cannot be shown the menu falls back: on iOS 15–18, and on every version in an
    /// app built with Xcode 16 (whose iOS 18 SDK has no glass), to ``blurEffectStyle`` (or,
    /// without one, the opaque ``reducedTransparencyColor``, so the menu never turns see-through),
    /// and while Reduce Transparency is on, on every version, to ``reducedTransparencyColor``
    /// (Apple: "…reduce transparency … replace translucent backgrounds with opaque ones"),
    /// switching as the setting changes. Default: `nil`.
    /// https://developer.apple.com/documentation/uikit/uiglasseffect
    public var glassEffectStyle: SideMenuGlassEffectStyle?
    /// A tint for the glass (`UIGlassEffect.tintColor`, SwiftUI's `Glass.tint(_:)`), or `nil`
    /// for the glass's own colour. Default: `nil`.
    /// https://developer.apple.com/documentation/uikit/uiglasseffect/tintcolor
    public var glassTintColor: UIColor?
    /// What stands in for the blur or the glass while Reduce Transparency is on (and for glass
    /// without a blur before iOS 26): an opaque background, as Apple asks of translucent
    /// backgrounds. Default: `.systemBackground` (white, or black in dark mode).
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
    public var reducedTransparencyColor: UIColor
    /// The scrim's VoiceOver label; it is exposed as a button that closes the menu. Default:
    /// ``SideMenuStrings/closeMenu`` ("Close menu", localised from the package's strings).
    public var scrimAccessibilityLabel: String
    /// What VoiceOver announces when a menu opens beside content that stays interactive
    /// (``SideMenuConfiguration/isContentInteractiveWhileOpen``): such a menu is not modal, so
    /// focus stays where it is. Default: ``SideMenuStrings/menuOpened``.
    public var menuOpenedAnnouncement: String
    /// What VoiceOver announces when such a menu closes. Default: ``SideMenuStrings/menuClosed``.
    public var menuClosedAnnouncement: String
    /// How long ``SideMenuController/setContentViewController(_:animated:completion:)``
    /// cross-dissolves the old content into the new, in seconds. Default: 0.25, a short
    /// cross-fade. It swaps screens rather than moving the menu, so it is a look, not the
    /// engine's motion.
    public var contentTransitionDuration: Double

    /// Creates an appearance; every parameter has the documented default.
    ///
    /// - Parameters:
    ///   - scrimColor: The scrim's colour.
    ///   - shadowColor: The shadows' colour.
    ///   - backdropColor: The colour behind moving content in a modal presentation.
    ///   - blurEffectStyle: The blur behind the menu, or `nil`.
    ///   - scrimAccessibilityLabel: The scrim's VoiceOver label.
    ///   - menuOpenedAnnouncement: The announcement when a non-modal menu opens.
    ///   - menuClosedAnnouncement: The announcement when a non-modal menu closes.
    ///   - contentTransitionDuration: The content swap's cross-dissolve, in seconds.
    ///   - reducedTransparencyColor: The blur's opaque stand-in under Reduce Transparency.
    ///   - glassEffectStyle: The Liquid Glass behind the menu (iOS 26 and later), or `nil`.
    ///   - glassTintColor: The glass's tint, or `nil`.
    ///   - adaptsMenuContentToBlur: Whether the menu's views are made clear (and table
    ///     separators vibrant) over a blur or glass.
    public init(
      scrimColor: UIColor = .black,
      shadowColor: UIColor = .black,
      backdropColor: UIColor = .black,
      blurEffectStyle: UIBlurEffect.Style? = nil,
      scrimAccessibilityLabel: String = SideMenuStrings.closeMenu,
      menuOpenedAnnouncement: String = SideMenuStrings.menuOpened,
      menuClosedAnnouncement: String = SideMenuStrings.menuClosed,
      contentTransitionDuration: Double = 0.25,
      reducedTransparencyColor: UIColor = .systemBackground,
      glassEffectStyle: SideMenuGlassEffectStyle? = nil,
      glassTintColor: UIColor? = nil,
      adaptsMenuContentToBlur: Bool = true
    ) {
      self.scrimColor = scrimColor
      self.shadowColor = shadowColor
      self.backdropColor = backdropColor
      self.blurEffectStyle = blurEffectStyle
      self.scrimAccessibilityLabel = scrimAccessibilityLabel
      self.menuOpenedAnnouncement = menuOpenedAnnouncement
      self.menuClosedAnnouncement = menuClosedAnnouncement
      self.contentTransitionDuration = contentTransitionDuration
      self.reducedTransparencyColor = reducedTransparencyColor
      self.glassEffectStyle = glassEffectStyle
      self.glassTintColor = glassTintColor
      self.adaptsMenuContentToBlur = adaptsMenuContentToBlur
    }
  }

  /// A style of Liquid Glass (UIKit's `UIGlassEffect.Style`, SwiftUI's `Glass`), for
  /// ``SideMenuAppearance/glassEffectStyle``: a type of its own because Apple's exist only from
  /// iOS 26 and the appearance is built on iOS 15.
  /// https://developer.apple.com/documentation/uikit/uiglasseffect/style
  public enum SideMenuGlassEffectStyle: Equatable, Hashable, Sendable, CaseIterable {
    /// "Standard glass effect style" (`UIGlassEffect.Style.regular`, SwiftUI's `Glass.regular`):
    /// the one for a sidebar.
    case regular
    /// "Clear glass effect style" (`UIGlassEffect.Style.clear`, SwiftUI's `Glass.clear`): more
    /// see-through, for a menu over rich media.
    case clear
  }
#endif
