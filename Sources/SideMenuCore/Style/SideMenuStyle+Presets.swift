// The built-in styles. The first eight carry the names and factors of the presentation styles of
// jonkykong/SideMenu (`SideMenuPresentationStyle.swift`), so its users can migrate by name; the
// last three come from the seed tutorials (`docs/seed-tutorials.md`: the modal and the container
// tutorial's menus) and from RESideMenu. The README's
// "Migrating from SideMenu" table maps each of them.

extension SideMenuStyle {
  /// The menu slides in over the content, which stays put (SideMenu's `menuSlideIn`).
  public static let menuSlideIn = SideMenuStyle(
    stacking: .menuAboveContent, menuOffsetWhenClosed: -1)

  /// The content slides aside to reveal the menu lying still beneath it (SideMenu's
  /// `viewSlideOut`, its default).
  public static let viewSlideOut = SideMenuStyle(
    stacking: .contentAboveMenu, contentOffsetWhenOpen: 1)

  /// The content slides aside while the menu slides in beside it (SideMenu's
  /// `viewSlideOutMenuIn`).
  public static let viewSlideOutMenuIn = SideMenuStyle(
    stacking: .contentAboveMenu, menuOffsetWhenClosed: -1, contentOffsetWhenOpen: 1)

  /// The menu fades in over the content (SideMenu's `menuDissolveIn`).
  public static let menuDissolveIn = SideMenuStyle(
    stacking: .menuAboveContent, menuAlphaWhenClosed: 0)

  /// The content slides aside while the menu slides in half as far: parallax (SideMenu's
  /// `viewSlideOutMenuPartialIn`).
  public static let viewSlideOutMenuPartialIn = SideMenuStyle(
    stacking: .contentAboveMenu, menuOffsetWhenClosed: -0.5, contentOffsetWhenOpen: 1)

  /// The content slides aside while the menu slides out from under it (SideMenu's
  /// `viewSlideOutMenuOut`).
  public static let viewSlideOutMenuOut = SideMenuStyle(
    stacking: .contentAboveMenu, menuOffsetWhenClosed: 1, contentOffsetWhenOpen: 1)

  /// The content slides aside while the menu moves half a width out from under it (SideMenu's
  /// `viewSlideOutMenuPartialOut`).
  public static let viewSlideOutMenuPartialOut = SideMenuStyle(
    stacking: .contentAboveMenu, menuOffsetWhenClosed: 0.5, contentOffsetWhenOpen: 1)

  /// The content slides aside while the menu beneath grows from 95 % to full size (SideMenu's
  /// `viewSlideOutMenuZoom`). SideMenu draws this menu on top, which shows it over the content
  /// before the content has moved; here the content stays on top so the closed menu is hidden.
  public static let viewSlideOutMenuZoom = SideMenuStyle(
    stacking: .contentAboveMenu, menuScaleWhenClosed: 0.95, contentOffsetWhenOpen: 1)

  /// The menu slides in over the content, which is dimmed by a 50 % black scrim that closes the
  /// menu when tapped: the modal-presentation tutorial's menu, and the library's default. (Android
  /// dims 60 %, Flutter 54 %, Material 3 32 %; 50 % keeps the content legible behind the scrim.)
  public static let slideOver = SideMenuStyle(
    stacking: .menuAboveContent, menuOffsetWhenClosed: -1,
    menuShadowOpacityWhenOpen: 0.25, menuShadowRadius: 8, scrimOpacityWhenOpen: 0.5)

  /// The content slides aside over the menu, gaining a shadow (opacity 0.8) and 10-point rounded
  /// corners: the container tutorial's menu (there with a fixed 260-point width; see
  /// ``SideMenuWidth/fixed(_:)``).
  public static let slideAside = SideMenuStyle(
    stacking: .contentAboveMenu, contentOffsetWhenOpen: 1, contentCornerRadiusWhenOpen: 10,
    contentShadowOpacityWhenOpen: 0.8, contentShadowRadius: 4)

  /// The content shrinks to 80 % with 24-point rounded corners and a soft shadow as it moves
  /// aside, while the menu fades in from a quarter width away (in the manner of RESideMenu).
  public static let scaleDown = SideMenuStyle(
    stacking: .contentAboveMenu, menuOffsetWhenClosed: -0.25, menuAlphaWhenClosed: 0,
    contentOffsetWhenOpen: 1, contentScaleWhenOpen: 0.8, contentCornerRadiusWhenOpen: 24,
    contentShadowOpacityWhenOpen: 0.3, contentShadowRadius: 16)

  /// The library's default style: ``slideOver``.
  public static let standard = slideOver

  /// Every built-in style with its name, in the order the documentation lists them.
  public static let presets: [(name: StaticString, style: SideMenuStyle)] = [
    ("menuSlideIn", .menuSlideIn),
    ("viewSlideOut", .viewSlideOut),
    ("viewSlideOutMenuIn", .viewSlideOutMenuIn),
    ("menuDissolveIn", .menuDissolveIn),
    ("viewSlideOutMenuPartialIn", .viewSlideOutMenuPartialIn),
    ("viewSlideOutMenuOut", .viewSlideOutMenuOut),
    ("viewSlideOutMenuPartialOut", .viewSlideOutMenuPartialOut),
    ("viewSlideOutMenuZoom", .viewSlideOutMenuZoom),
    ("slideOver", .slideOver),
    ("slideAside", .slideAside),
    ("scaleDown", .scaleDown),
  ]
}
