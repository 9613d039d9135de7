#if os(iOS)
  import UIKit

  /// How a side menu looks beyond what ``SideMenuStyle`` animates: colours, blur and the
  /// scrim's accessibility label. Both the UIKit layer and SwiftUI's `sideMenu` modifiers take
  /// it; everything that moves or decides lives in ``SideMenuConfiguration``.
  ///
  /// ```swift
  /// var appearance = SideMenuAppearance()
  /// appearance.blurEffectStyle = .systemMaterial
  /// appearance.scrimAccessibilityLabel = NSLocalizedString("Close menu", comment: "")
  /// ```
  @MainActor
  public struct SideMenuAppearance {
    /// The scrim's colour; its opacity comes from the style (``SideMenuStyle/scrimOpacityWhenOpen``)
    /// and multiplies this colour's own alpha. Default: black (the tutorials' dimming view).
    public var scrimColor: UIColor
    /// The colour of the menu's and the content's shadows. Default: black.
    public var shadowColor: UIColor
    /// What shows behind content that moves or shrinks in a modal presentation (for example
    /// around ``SideMenuStyle/scaleDown``'s content). Default: black.
    public var backdropColor: UIColor
    /// A blur placed behind the menu, or `nil` for none. Give the menu's view a clear (or
    /// translucent) background to see it. Skipped while Reduce Transparency is on. Default:
    /// `nil` (SideMenu's `blurEffectStyle` had the same default).
    public var blurEffectStyle: UIBlurEffect.Style?
    /// What stands in for the blur while Reduce Transparency is on: an opaque background, as
    /// Apple asks of translucent backgrounds. Default: `.systemBackground` (white, or black in
    /// dark mode).
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
    public init(
      scrimColor: UIColor = .black,
      shadowColor: UIColor = .black,
      backdropColor: UIColor = .black,
      blurEffectStyle: UIBlurEffect.Style? = nil,
      scrimAccessibilityLabel: String = SideMenuStrings.closeMenu,
      menuOpenedAnnouncement: String = SideMenuStrings.menuOpened,
      menuClosedAnnouncement: String = SideMenuStrings.menuClosed,
      contentTransitionDuration: Double = 0.25,
      reducedTransparencyColor: UIColor = .systemBackground
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
    }
  }
#endif
