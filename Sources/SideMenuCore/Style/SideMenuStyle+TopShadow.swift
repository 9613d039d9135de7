extension SideMenuStyle {
  /// The shadow of whichever view is on top (``stacking``): the menu's over the content, the
  /// content's over the menu — one setting for the edge that casts a shadow, as SideMenu's
  /// `onTopShadowOpacity` / `onTopShadowRadius`. Reading gives the top view's opacity (0…1 when
  /// open) and radius (points); setting writes only the top view's fields, so changing
  /// ``stacking`` later keeps each view's own shadow. The view underneath casts none you can see.
  ///
  /// ```swift
  /// var style = SideMenuStyle.viewSlideOut          // the content is on top
  /// style.topShadow = (opacity: 0.4, radius: 5)      // sets the content's shadow
  /// ```
  public var topShadow: (opacity: Double, radius: Double) {
    get {
      switch stacking {
      case .menuAboveContent: (menuShadowOpacityWhenOpen, menuShadowRadius)
      case .contentAboveMenu: (contentShadowOpacityWhenOpen, contentShadowRadius)
      }
    }
    set {
      switch stacking {
      case .menuAboveContent:
        menuShadowOpacityWhenOpen = newValue.opacity
        menuShadowRadius = newValue.radius
      case .contentAboveMenu:
        contentShadowOpacityWhenOpen = newValue.opacity
        contentShadowRadius = newValue.radius
      }
    }
  }
}
