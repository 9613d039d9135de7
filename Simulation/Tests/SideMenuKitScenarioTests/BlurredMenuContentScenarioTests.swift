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
}
