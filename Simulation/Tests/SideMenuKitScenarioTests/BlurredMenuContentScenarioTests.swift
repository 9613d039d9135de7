import SideMenuKit
import Testing
import UIKitSimulation

/// A menu controller as SideMenu's users write one: a table view with the system's opaque
/// backgrounds, set in `viewDidLoad`.
@MainActor
final class TableMenuViewController: UIViewController {
  let table = UITableView(frame: .zero, style: .plain)
  let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    table.backgroundColor = .systemBackground
    list.backgroundColor = .secondarySystemBackground
    let stack = UIView(frame: view.bounds)
    stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
    list.frame = CGRect(x: 0, y: 400, width: 300, height: 200)
    stack.addSubview(table)
    stack.addSubview(list)
    view.addSubview(stack)
  }
}

/// A menu of rows: a table of three (its data source) and a collection view with two cells in
/// view and a third below them, reached by scrolling.
@MainActor
final class RowsMenuViewController: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: .zero, style: .plain)
  let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  let items = [UICollectionViewCell(), UICollectionViewCell(), UICollectionViewCell()]

  override func viewDidLoad() {
    super.viewDidLoad()
    table.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    list.frame = CGRect(x: 0, y: 400, width: 300, height: 200)
    list.contentSize = CGSize(width: 300, height: 400)
    for (index, item) in items.enumerated() {
      item.frame = CGRect(
        x: 0, y: CGFloat(index) * 100 + (index == 2 ? 100 : 0), width: 300, height: 100)
      list.addSubview(item)
    }
    view.addSubview(table)
    view.addSubview(list)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }

  /// The vibrancy effect a row's content is shown through, or `nil` when it is the row's own.
  static func vibrancy(of cell: UIView, content: UIView) -> UIVibrancyEffect? {
    guard content.superview !== cell,
      let wrapper = content.superview?.superview as? UIVisualEffectView,
      wrapper.superview === cell, content.superview === wrapper.contentView
    else { return nil }
    return wrapper.effect as? UIVibrancyEffect
  }
}

/// SideMenu's blur menus cleared the menu's table backgrounds and made its separators vibrant
/// (`SideMenuNavigationController.setupBlur()`); here the menu host does it for any menu
/// controller while a blur or glass is behind it, and gives the colours back.
@MainActor
@Suite(.serialized)
struct BlurredMenuContentScenarioTests {
  /// A device with a menu of `menu` (kept: the same controller at every opening) in `mode`.
  private func host(
    _ mode: Mode, menu: UIViewController, appearance: SideMenuAppearance,
    device: SimulatedDevice = SimulatedDevice()
  ) -> (any SideMenuHost, SimulatedDevice) {
    let content = RecordingViewController("content")
    let navigation = UINavigationController(rootViewController: content)
    switch mode {
    case .modal:
      device.show(navigation)
      let presentation = SideMenuPresentation(
        presentingViewController: content, appearance: appearance)
      presentation.setMenu(menu, for: .leading)
      return (presentation, device)
    case .container:
      let container = SideMenuController(contentViewController: navigation, appearance: appearance)
      container.setMenu(menu, for: .leading)
      device.show(container)
      return (container, device)
    case .overlay:
      device.show(navigation)
      let overlay = SideMenuOverlay(hostView: content.view, appearance: appearance)
      overlay.setMenu(for: .leading, controller: { menu })
      return (overlay, device)
    }
  }

  private var blur: SideMenuAppearance {
    var appearance = SideMenuAppearance()
    appearance.blurEffectStyle = .systemMaterial
    return appearance
  }

  @Test(arguments: Mode.allCases)
  func aBlurMenusTablesAreClearWithVibrantSeparatorsAndGetTheirColoursBack(mode: Mode) throws {
    let menu = TableMenuViewController()
    let (host, device) = host(mode, menu: menu, appearance: blur)
    host.open(.leading)
    device.runUntilIdle()
    #expect(host.driver.isOpen)
    #expect(menu.view.backgroundColor == .clear)
    #expect(menu.table.backgroundColor == .clear)
    #expect(menu.list.backgroundColor == .clear)
    let vibrancy = try #require(menu.table.separatorEffect as? UIVibrancyEffect)
    #expect(vibrancy.simulationBlurEffect.style == .systemMaterial)
    host.close()
    device.runUntilIdle()
    #expect(menu.view.backgroundColor == .systemBackground)
    #expect(menu.table.backgroundColor == .systemBackground)
    #expect(menu.list.backgroundColor == .secondarySystemBackground)
    #expect(menu.table.separatorEffect == nil)
    // The kept menu is adapted again at its next opening.
    host.open(.leading)
    device.runUntilIdle()
    #expect(menu.table.backgroundColor == .clear)
  }

  /// Reduce Transparency replaces the blur with an opaque colour: the menu's own colours come
  /// back while it is on, and go clear again when it is off.
  @Test func reduceTransparencyGivesTheMenuItsColoursBack() {
    let menu = TableMenuViewController()
    let (host, device) = host(.modal, menu: menu, appearance: blur)
    host.open(.leading)
    device.runUntilIdle()
    device.setReduceTransparency(true)
    device.runUntilIdle()
    #expect(menu.table.backgroundColor == .systemBackground)
    #expect(menu.table.separatorEffect == nil)
    device.setReduceTransparency(false)
    device.runUntilIdle()
    #expect(menu.table.backgroundColor == .clear)
    #expect(menu.table.separatorEffect is UIVibrancyEffect)
  }

  /// Glass (iOS 26) clears the backgrounds; it has no blur to make a vibrancy effect from.
  @Test func glassClearsTheBackgroundsAndLeavesTheSeparators() {
    let menu = TableMenuViewController()
    var appearance = SideMenuAppearance()
    appearance.glassEffectStyle = .regular
    let (host, device) = host(.container, menu: menu, appearance: appearance)
    host.open(.leading)
    device.runUntilIdle()
    #expect(menu.table.backgroundColor == .clear)
    #expect(menu.table.separatorEffect == nil)
  }

  /// Without a blur, or with the adaptation switched off, the menu's views are the app's.
  @Test(arguments: [false, true])
  func aMenuWithoutABlurOrOptedOutIsLeftAlone(blurred: Bool) {
    let menu = TableMenuViewController()
    var appearance = blurred ? blur : SideMenuAppearance()
    appearance.adaptsMenuContentToBlur = false
    let (host, device) = host(.modal, menu: menu, appearance: appearance)
    host.open(.leading)
    device.runUntilIdle()
    #expect(host.driver.isOpen)
    #expect(menu.view.backgroundColor == .systemBackground)
    #expect(menu.table.backgroundColor == .systemBackground)
    #expect(menu.table.separatorEffect == nil)
    // Switched on while open: adapted at once.
    if blurred {
      host.appearance.adaptsMenuContentToBlur = true
      device.runUntilIdle()
      #expect(menu.table.backgroundColor == .clear)
    }
  }

  /// A colour the app sets while the menu is shown is the app's: it is not overwritten when
  /// the menu closes.
  @Test func aColourTheAppSetsMeanwhileIsKept() {
    let menu = TableMenuViewController()
    let (host, device) = host(.container, menu: menu, appearance: blur)
    host.open(.leading)
    device.runUntilIdle()
    menu.table.backgroundColor = .red
    host.close()
    device.runUntilIdle()
    #expect(menu.table.backgroundColor == .red)
  }

  // MARK: Vibrant rows (SideMenu's `UITableViewVibrantCell`, as configuration)

  private var vibrantBlur: SideMenuAppearance {
    var appearance = blur
    appearance.makesMenuCellsVibrant = true
    return appearance
  }

  /// Every row a list shows: the table's and the collection view's in view.
  private func shownRows(_ menu: RowsMenuViewController) -> [(cell: UIView, content: UIView)] {
    menu.table.visibleCells.map { ($0, $0.contentView) }
      + menu.list.visibleCells.map { ($0, $0.contentView) }
  }

  /// With `makesMenuCellsVibrant`, every row shown over the blur is clear with its content in
  /// a vibrancy effect of the menu's blur, still read and tapped by its text; everything is
  /// given back when the menu closes, and made vibrant again at the next opening.
  @Test(arguments: Mode.allCases)
  func rowsAreVibrantOverTheBlurAndGivenBack(mode: Mode) throws {
    let menu = RowsMenuViewController()
    let (host, device) = host(mode, menu: menu, appearance: vibrantBlur)
    host.open(.leading)
    device.runUntilIdle()
    #expect(host.driver.isOpen)
    let rows = shownRows(menu)
    #expect(rows.count == 5)
    for (cell, content) in rows {
      let vibrancy = try #require(RowsMenuViewController.vibrancy(of: cell, content: content))
      #expect(vibrancy.simulationBlurEffect.style == .systemMaterial)
      #expect(cell.backgroundColor == .clear)
      // The content keeps its place in the row.
      #expect(content.convert(content.bounds, to: cell) == cell.bounds)
    }
    #expect(device.isShowing("Row 1"))
    host.close()
    device.runUntilIdle()
    for (cell, content) in rows {
      #expect(content.superview === cell)
      #expect(!cell.subviews.contains { $0 is UIVisualEffectView })
      #expect(cell.backgroundColor == nil)
    }
    host.open(.leading)
    device.runUntilIdle()
    #expect(
      shownRows(menu).allSatisfy { RowsMenuViewController.vibrancy(of: $0, content: $1) != nil })
  }

  /// A row scrolled into view by a finger is made vibrant as it appears.
  @Test func aRowScrolledIntoViewBecomesVibrant() throws {
    let menu = RowsMenuViewController()
    let (host, device) = host(.container, menu: menu, appearance: vibrantBlur)
    host.open(.leading)
    device.runUntilIdle()
    let third = menu.items[2]
    #expect(!menu.list.visibleCells.contains(third))
    #expect(RowsMenuViewController.vibrancy(of: third, content: third.contentView) == nil)
    let list = menu.list.convert(menu.list.bounds, to: nil)
    device.drag(
      from: CGPoint(x: list.midX, y: list.maxY - 10), to: CGPoint(x: list.midX, y: list.minY + 20),
      duration: 0.4)
    device.runUntilIdle()
    #expect(host.driver.isOpen)
    #expect(menu.list.contentOffset.y > 0)
    #expect(menu.list.visibleCells.contains(third))
    #expect(RowsMenuViewController.vibrancy(of: third, content: third.contentView) != nil)
    #expect(third.backgroundColor == .clear)
    // Each row is wrapped once, however many steps the scroll had.
    for item in menu.items {
      #expect(item.subviews.filter { $0 is UIVisualEffectView }.count == 1)
    }
    host.close()
    device.runUntilIdle()
    #expect(third.contentView.superview === third)
  }

  /// Off by default: SideMenu's rows were vibrant only when made of its subclass.
  @Test func rowsStayTheirOwnByDefault() {
    let menu = RowsMenuViewController()
    let (host, device) = host(.modal, menu: menu, appearance: blur)
    host.open(.leading)
    device.runUntilIdle()
    #expect(host.driver.isOpen)
    #expect(shownRows(menu).allSatisfy { $0.content.superview === $0.cell })
  }

  /// Glass has no blur effect to make a vibrancy effect from: the rows stay their own.
  @Test func glassLeavesTheRowsAlone() {
    let menu = RowsMenuViewController()
    var glass = SideMenuAppearance()
    glass.glassEffectStyle = .regular
    glass.makesMenuCellsVibrant = true
    let (host, device) = host(.container, menu: menu, appearance: glass)
    host.open(.leading)
    device.runUntilIdle()
    #expect(host.driver.isOpen)
    #expect(shownRows(menu).allSatisfy { $0.content.superview === $0.cell })
  }

  /// Reduce Transparency replaces the blur: the rows are given back while it is on and turn
  /// vibrant again when it is off; switched off while open, they are given back at once.
  @Test func reduceTransparencyAndTheSwitchGiveTheRowsBack() {
    let menu = RowsMenuViewController()
    let (host, device) = host(.overlay, menu: menu, appearance: vibrantBlur)
    host.open(.leading)
    device.runUntilIdle()
    device.setReduceTransparency(true)
    device.runUntilIdle()
    #expect(
      shownRows(menu).allSatisfy {
        $0.content.superview === $0.cell && $0.cell.backgroundColor == nil
      })
    device.setReduceTransparency(false)
    device.runUntilIdle()
    #expect(
      shownRows(menu).allSatisfy { RowsMenuViewController.vibrancy(of: $0, content: $1) != nil })
    host.appearance.makesMenuCellsVibrant = false
    device.runUntilIdle()
    #expect(shownRows(menu).allSatisfy { $0.content.superview === $0.cell })
  }
}
