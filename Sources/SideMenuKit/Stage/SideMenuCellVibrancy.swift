#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Makes the rows of the menu's tables and collection views vibrant over the menu's blur
  /// (``SideMenuAppearance/makesMenuCellsVibrant``), what SideMenu 6.5.0's
  /// `UITableViewVibrantCell` subclass did for its rows (jonkykong/SideMenu,
  /// `Pod/Classes/UITableViewVibrantCell.swift`): a clear row background, and the row's views in
  /// a `UIVisualEffectView` whose effect is a `UIVibrancyEffect` made for the blur. Apple: a
  /// vibrancy effect helps "the content placed inside the contentView" of its effect view
  /// "become more vivid", so each row's `contentView` moves into one; everything is given back
  /// by ``restore()``.
  /// https://developer.apple.com/documentation/uikit/uivibrancyeffect
  /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear()
  ///
  /// A list makes rows as they come into view, and reuses them after; so the rows it shows are
  /// adapted when the menu is, and again at each step of a scroll by a finger (a target on the
  /// list's `panGestureRecognizer`, which Apple lets any object add: "You may call this method
  /// multiple times to specify multiple target-action pairs"). A reused row is adapted already.
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  @MainActor
  final class SideMenuCellVibrancy: NSObject {
    /// The effect the rows are shown through, or `nil` while nothing is adapted.
    private var effect: UIVibrancyEffect?
    /// The lists whose scrolls are followed. Unchecked so that `deinit` can take the targets
    /// off: Apple does not say a recognizer keeps its targets alive, so none must outlive this
    /// object (a host released with a kept menu still in it). Only touched on the main thread.
    nonisolated(unsafe) private var lists: [WeakReference<UIScrollView>] = []
    /// The rows adapted, and what they had.
    private var adaptedCells: [AdaptedCell] = []

    /// Shows the rows of `lists` through `effect`, now and as the lists scroll. Call
    /// ``restore()`` first when the effect or the lists change.
    ///
    /// - Parameters:
    ///   - effect: A vibrancy effect made for the blur behind the menu.
    ///   - lists: The menu's table and collection views.
    func apply(_ effect: UIVibrancyEffect, to lists: [UIScrollView]) {
      self.effect = effect
      for list in lists {
        self.lists.append(WeakReference(list))
        list.panGestureRecognizer.addTarget(self, action: #selector(listScrolled(_:)))
        adaptRows(of: list)
      }
    }

    /// Gives every adapted row its views and background back (a background the app has changed
    /// since is the app's, and kept), and stops following the lists.
    func restore() {
      for list in lists {
        list.object?.panGestureRecognizer.removeTarget(
          self, action: #selector(listScrolled(_:)))
      }
      lists = []
      for adapted in adaptedCells {
        guard let cell = adapted.cell else { continue }
        if let wrapper = adapted.wrapper {
          if let content = Self.contentView(of: cell), content.superview === wrapper.contentView {
            cell.insertSubview(content, belowSubview: wrapper)
          }
          wrapper.removeFromSuperview()
        }
        if Self.background(of: cell)?.backgroundColor == .clear {
          Self.setBackground(adapted.background, of: cell)
        }
      }
      adaptedCells = []
      effect = nil
    }

    deinit {
      // UIKit releases views, and so their hosts, on the main thread.
      MainActor.assumeIsolated {
        for list in lists {
          list.object?.panGestureRecognizer.removeTarget(
            self, action: #selector(listScrolled(_:)))
        }
      }
    }

    @objc private func listScrolled(_ pan: UIPanGestureRecognizer) {
      guard let list = pan.view as? UIScrollView else { return }
      adaptRows(of: list)
    }

    /// Adapts the rows `list` shows that are not adapted yet. Laid out first: a scroll moves
    /// the offset now and places its rows at the next layout pass.
    private func adaptRows(of list: UIScrollView) {
      guard let effect else { return }
      list.layoutIfNeeded()
      let cells: [UIView]
      if let table = list as? UITableView {
        cells = table.visibleCells
      } else if let collection = list as? UICollectionView {
        cells = collection.visibleCells
      } else {
        cells = []
      }
      for cell in cells where !adaptedCells.contains(where: { $0.cell === cell }) {
        guard let content = Self.contentView(of: cell) else { continue }
        var adapted = AdaptedCell(cell: cell, background: Self.background(of: cell))
        Self.setBackground(.clear(), of: cell)
        let wrapper = UIVisualEffectView(effect: effect)
        wrapper.frame = cell.bounds
        wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.insertSubview(wrapper, aboveSubview: content)
        // The content view keeps its frame: the wrapper fills the row from its origin.
        wrapper.contentView.addSubview(content)
        adapted.wrapper = wrapper
        adaptedCells.append(adapted)
      }
    }

    private static func contentView(of cell: UIView) -> UIView? {
      (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
    }

    private static func background(of cell: UIView) -> UIBackgroundConfiguration? {
      (cell as? UITableViewCell)?.backgroundConfiguration
        ?? (cell as? UICollectionViewCell)?.backgroundConfiguration
    }

    /// A background configuration rather than `backgroundColor`: a row draws the one it has
    /// ("UITableViewCell automatically sets up a default background configuration"), and "a
    /// background configuration is mutually exclusive with background views".
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration-24e8e
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration-39dc0
    private static func setBackground(_ background: UIBackgroundConfiguration?, of cell: UIView) {
      if let cell = cell as? UITableViewCell {
        cell.backgroundConfiguration = background
      } else if let cell = cell as? UICollectionViewCell {
        cell.backgroundConfiguration = background
      }
    }

    /// A row made vibrant: its wrapper, and the background it had.
    private struct AdaptedCell {
      weak var cell: UIView?
      let background: UIBackgroundConfiguration?
      weak var wrapper: UIVisualEffectView?

      init(cell: UIView, background: UIBackgroundConfiguration?) {
        self.cell = cell
        self.background = background
      }
    }
  }
#endif
