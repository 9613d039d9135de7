// UIKit stand-in additions: what the menu host reads of the menu's table and collection views
// to let a blur behind the menu show (SideMenuAppearance.adaptsMenuContentToBlur) and make
// their rows vibrant (SideMenuAppearance.makesMenuCellsVibrant).
//   https://developer.apple.com/documentation/uikit/uicollectionview
//   https://developer.apple.com/documentation/uikit/uicollectionviewlayout
//   https://developer.apple.com/documentation/uikit/uitableview/separatoreffect

/// Apple: `@MainActor class UICollectionViewLayout : NSObject` (iOS 6.0+).
@objc @MainActor open class UICollectionViewLayout: NSObject {}

/// Apple: `@MainActor class UICollectionView : UIScrollView` (iOS 6.0+).
@objc @MainActor open class UICollectionView: UIScrollView {
    /// Apple: `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    /// Apple: `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { fatalError() }
    /// Apple: `var visibleCells: [UICollectionViewCell] { get }`
    /// https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
    @objc open var visibleCells: [UICollectionViewCell] { fatalError() }
}

/// Apple: `@MainActor class UICollectionViewCell : UICollectionReusableView` (iOS 6.0+); the
/// stand-in declares no `UICollectionReusableView`, so it derives from `UIView`, its superclass.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@objc @MainActor open class UICollectionViewCell: UIView {
    /// Apple: `var contentView: UIView { get }`
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    @objc open var contentView: UIView { fatalError() }
}

extension UITableView {
    /// Apple: `@NSCopying var separatorEffect: UIVisualEffect? { get set }` (iOS 8.0+: "The
    /// effect applied to table separators.")
    @objc public var separatorEffect: UIVisualEffect? {
        get { fatalError() }
        set {}
    }
}
