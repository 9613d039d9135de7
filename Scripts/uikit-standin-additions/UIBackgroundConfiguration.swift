// Additions to the UIKit type-check stand-in: cell background configurations, used by the
// example app's menu (Examples/SideMenuExample/MenuViewController.swift) to let a blur behind
// the menu show through its rows. Copied from the developer.apple.com pages cited above each
// declaration (docs corpus, 2026 pages). Bodies are stand-in values only.

// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct
// Apple: `struct UIBackgroundConfiguration` (iOS 14+). `Sendable` is not on the page and
// is left out.
public struct UIBackgroundConfiguration {
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear()
  // Apple: `static func clear() -> UIBackgroundConfiguration`
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundcolor
  // Apple: `var backgroundColor: UIColor? { get set }`
  public var backgroundColor: UIColor? {
    get { fatalError() }
    set {}
  }
}

extension UITableViewCell {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration-24e8e
  // Apple: `@MainActor @preconcurrency var backgroundConfiguration: UIBackgroundConfiguration? { get set }`
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { fatalError() }
    set {}
  }
}

extension UICollectionViewCell {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration-39dc0
  // Apple: `@MainActor @preconcurrency var backgroundConfiguration: UIBackgroundConfiguration? { get set }`
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { fatalError() }
    set {}
  }
}
