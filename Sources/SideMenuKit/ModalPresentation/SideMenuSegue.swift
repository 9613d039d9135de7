#if os(iOS)
  import UIKit

  /// A storyboard segue that shows its destination as a side menu from the leading edge: set a
  /// segue's kind to Custom and its class to `SideMenuSegue` (or ``SideMenuTrailingSegue``).
  ///
  /// The source's side menu is used when it has one (``UIKit/UIViewController/sideMenuHost``
  /// finds a ``SideMenuPresentation`` or ``SideMenuController``), so the configuration set up
  /// there applies; otherwise the menu is presented with
  /// ``UIKit/UIViewController/presentSideMenu(_:edge:configuration:appearance:animated:completion:)``.
  /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()
  @MainActor
  open class SideMenuSegue: UIStoryboardSegue {
    /// The edge the menu comes from. Default: leading.
    open var edge: SideMenuEdge { .leading }

    /// Shows the destination as the side menu on ``edge``.
    override open func perform() {
      if let container = source.sideMenuHost as? SideMenuController {
        container.setMenu(destination, for: edge)
        container.open(edge)
        return
      }
      source.presentSideMenu(destination, edge: edge)
    }
  }

  /// A storyboard segue that shows its destination as a side menu from the trailing edge.
  @MainActor
  open class SideMenuTrailingSegue: SideMenuSegue {
    /// The trailing edge.
    override open var edge: SideMenuEdge { .trailing }
  }
#endif
