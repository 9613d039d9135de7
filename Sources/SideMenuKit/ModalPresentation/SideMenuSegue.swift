#if os(iOS)
  import UIKit
  import SideMenuCore

  /// A storyboard segue that shows its destination as a side menu from the leading edge: set a
  /// segue's kind to Custom and its class to `SideMenuSegue` (or ``SideMenuTrailingSegue``).
  /// For segues from the menu into the content, see ``SideMenuShowSegue`` and
  /// ``SideMenuPresentSegue``.
  ///
  /// The source's side menu is used when it has one — the ``SideMenuPresentation``,
  /// ``SideMenuController`` or ``SideMenuOverlay`` that ``UIKit/UIViewController/sideMenuHost``
  /// finds for the source, its navigation or tab bar controller, or a screen below it in the
  /// stack (the migration guide's set-up: one presentation for the navigation controller) — so
  /// the configuration and appearance set up there apply; otherwise the menu is presented with
  /// ``UIKit/UIViewController/presentSideMenu(_:edge:configuration:appearance:animated:completion:)``.
  ///
  /// The destination is shown **once**: it is released after it closes, as a menu made by
  /// `setMenu(for:_:)` is, and the edge's own menu (`setMenu`) is neither replaced nor changed,
  /// so the next edge drag opens the app's menu. On an edge with no menu of its own (a
  /// ``SideMenuTrailingSegue`` where only the leading edge has one) the edge opens for this
  /// menu and takes no drags again once it has closed.
  /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()
  @MainActor
  open class SideMenuSegue: UIStoryboardSegue {
    /// The edge the menu comes from. Default: leading.
    open var edge: SideMenuEdge { .leading }

    /// Shows the destination as the side menu on ``edge``, once.
    override open func perform() {
      if let host = source.sideMenuHost as? any SideMenuSingleUseMenuHost {
        host.singleUseMenu.open(destination, on: edge, animated: true, completion: nil)
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

#if os(iOS)
  import UIKit

  /// A storyboard segue **from the menu into the content**: shows its destination in the
  /// content's navigation stack with ``pushStyle`` and closes the menu (as
  /// ``SideMenuHost/show(_:pushStyle:animated:)`` does), in every mode. Draw it from a menu row
  /// to the screen, set its kind to Custom and its class to `SideMenuShowSegue` (or one of the
  /// subclasses naming a push style: ``SideMenuReplaceStackSegue``,
  /// ``SideMenuPopToExistingSegue``).
  ///
  /// The storyboard performs it as any segue: the menu controller's `prepare(for:sender:)` sees
  /// it first, with its `destination`, and may change the push style there:
  ///
  /// ```swift
  /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
  ///   if let show = segue as? SideMenuShowSegue, segue.identifier == "inbox" {
  ///     show.pushStyle = .popToExistingOrPush
  ///   }
  /// }
  /// ```
  ///
  /// When the source is in no side menu, it falls back to UIKit's own show
  /// (`show(_:sender:)`).
  /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()
  @MainActor
  open class SideMenuShowSegue: UIStoryboardSegue {
    /// How the destination joins the content's stack. Default: ``defaultPushStyle``; set it in
    /// `prepare(for:sender:)` to choose per segue.
    public var pushStyle: SideMenuPushStyle

    /// The push style a segue of this class starts with: ``SideMenuPushStyle/push`` here;
    /// subclasses name others.
    open class var defaultPushStyle: SideMenuPushStyle { .push }

    /// Creates the segue; a storyboard calls this.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier in the storyboard.
    ///   - source: The controller the segue starts from (in the menu).
    ///   - destination: The screen to show in the content.
    override public init(
      identifier: String?, source: UIViewController, destination: UIViewController
    ) {
      pushStyle = Self.defaultPushStyle
      super.init(identifier: identifier, source: source, destination: destination)
    }

    /// Shows the destination in the content through the source's side menu.
    override open func perform() {
      guard let host = source.sideMenuHost else {
        source.show(destination, sender: nil)
        return
      }
      host.show(destination, pushStyle: pushStyle, animated: true)
    }
  }

  /// A ``SideMenuShowSegue`` that replaces the content's stack: for top-level sections.
  @MainActor
  open class SideMenuReplaceStackSegue: SideMenuShowSegue {
    /// ``SideMenuPushStyle/replaceStack``.
    override open class var defaultPushStyle: SideMenuPushStyle { .replaceStack }
  }

  /// A ``SideMenuShowSegue`` that pops back to a screen of the destination's class when the
  /// stack has one, and pushes otherwise.
  @MainActor
  open class SideMenuPopToExistingSegue: SideMenuShowSegue {
    /// ``SideMenuPushStyle/popToExistingOrPush``.
    override open class var defaultPushStyle: SideMenuPushStyle { .popToExistingOrPush }
  }

  /// A storyboard segue from the menu that **presents** its destination from the content:
  /// through ``SideMenuHost/present(_:animated:completion:)``, so the menu closes first (while
  /// `dismissesWhenPresentingFromMenu` is on) and the destination is presented once it has
  /// gone, in every mode. Kind Custom, class `SideMenuPresentSegue`; the source's
  /// `prepare(for:sender:)` sees it first. Outside a side menu it presents from the source.
  /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()
  @MainActor
  open class SideMenuPresentSegue: UIStoryboardSegue {
    /// Presents the destination from the content through the source's side menu.
    override open func perform() {
      guard let host = source.sideMenuHost else {
        source.present(destination, animated: true)
        return
      }
      host.present(destination, animated: true, completion: nil)
    }
  }
#endif
