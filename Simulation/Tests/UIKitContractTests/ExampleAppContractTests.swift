// Contract tests of the UIKit the example app uses beyond SideMenuKit's needs: table views,
// bar button items in the navigation bar, the navigation delegate, actions, buttons, labels,
// switches, stack views and the small part of Auto Layout. One test per cited behaviour.
import Foundation
import Testing
import UIKit
import UIKitSimulation

/// A data source and delegate with fixed rows, recording the selections.
@MainActor
final class RowsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  let rows: [String]
  var selected: [Int] = []
  init(_ rows: [String]) { self.rows = rows }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// A cell class of its own, to see that the registered class is the one made.
final class MarkedCell: UITableViewCell {}

/// A target of a bar button item's target–action, dispatching as the translator makes types do.
@MainActor
final class BarItemTarget: NSObject, SelectorDispatching {
  var senders: [AnyObject] = []
  func respondsToSelector(_ selector: Selector) -> Bool { selector.name == "tapped(_:)" }
  func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector.name == "tapped(_:)" else { return false }
    senders.append(argument as AnyObject)
    return true
  }
}

@MainActor
final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  var events: [String] = []
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    events.append(
      "willShow \(viewController.title ?? "") inWindow=\(viewController.viewIfLoaded?.window != nil)"
    )
  }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { events.append("didShow \(viewController.title ?? "")") }
}

@MainActor
@Suite(.serialized)
struct TableViewContractTests {
  /// A table in a plain controller's view, shown on a fresh device.
  func showTable(_ source: RowsSource, on device: SimulatedDevice) -> UITableView {
    let controller = UIViewController()
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    controller.view.addSubview(table)
    device.show(controller)
    return table
  }

  // UIKit's IndexPath additions: `row` and `section` are its two indexes.
  @Test func indexPathRowAndSectionAreItsIndexes() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.section == 1)
    #expect(Array(path) == [1, 3])
  }

  // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  // A registered class is the one dequeued; "This method always returns a valid cell" — an
  // unregistered identifier (an exception on a device) is recorded as misuse.
  @Test func dequeueMakesACellOfTheRegisteredClass() {
    let device = SimulatedDevice()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(MarkedCell.self, forCellReuseIdentifier: "marked")
    let path = IndexPath(row: 0, section: 0)
    let cell = table.dequeueReusableCell(withIdentifier: "marked", for: path)
    #expect(cell is MarkedCell)
    #expect(cell.reuseIdentifier == "marked")
    #expect(device.misuses.isEmpty)
    _ = table.dequeueReusableCell(withIdentifier: "unknown", for: path)
    #expect(device.misuses.contains { $0.contains("unable to dequeue") })
  }

  // The data source gives the rows; a plain table stacks them, 44 pt each, from the top of its
  // content, which the automatic content-inset adjustment (a table bounces vertically) and the
  // resting offset `-adjustedContentInset.top` show below the top safe area; rows move with
  // `contentOffset`.
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
  @Test func rowsComeFromTheDataSourceStackedBelowTheSafeArea() {
    let device = SimulatedDevice()
    let source = RowsSource(["One", "Two", "Three"])
    let table = showTable(source, on: device)
    let top = device.model.portraitSafeArea.top
    #expect(table.visibleCells.map(\.simulationText) == ["One", "Two", "Three"])
    #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88], "in the content's space")
    #expect(table.contentOffset.y == -top)
    #expect(
      table.visibleCells.map(\.simulationFrameInWindow.minY) == [top, top + 44, top + 88])
    table.contentOffset.y = 44 - top
    #expect(table.visibleCells.map(\.simulationFrameInWindow.minY) == [top - 44, top, top + 44])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.width == 393)
  }

  // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  @Test func reloadDataAsksTheDataSourceAgain() {
    let device = SimulatedDevice()
    let source = RowsSource(["One"])
    let table = showTable(source, on: device)
    #expect(table.numberOfRows(inSection: 0) == 1)
    let other = RowsSource(["A", "B"])
    table.dataSource = other
    table.reloadData()
    device.runTurn()
    #expect(table.visibleCells.map(\.simulationText) == ["A", "B"])
  }

  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  // "Tells the delegate a row is selected": a tap on a row selects that row.
  @Test func tappingARowTellsTheDelegateItIsSelected() {
    let device = SimulatedDevice()
    let source = RowsSource(["One", "Two", "Three"])
    let table = showTable(source, on: device)
    let second = table.visibleCells[1].convert(CGPoint(x: 100, y: 22), to: nil)
    device.tap(at: second)
    #expect(source.selected == [1])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == nil)
  }

  // A touch that lifts on another row (or below the rows) selects nothing.
  @Test func aTouchThatLiftsElsewhereSelectsNothing() {
    let device = SimulatedDevice()
    let source = RowsSource(["One", "Two"])
    let table = showTable(source, on: device)
    let first = table.visibleCells[0].convert(CGPoint(x: 100, y: 22), to: nil)
    let finger = device.touchDown(at: first)
    finger.move(to: CGPoint(x: first.x, y: first.y + 44))
    finger.lift()
    device.tap(at: CGPoint(x: 100, y: 600))
    #expect(source.selected.isEmpty)
  }

  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear()
  @Test func aClearBackgroundConfigurationClearsTheCell() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.backgroundConfiguration = .clear()
    #expect(cell.backgroundColor == .clear)
  }

  // https://developer.apple.com/documentation/uikit/uitableview/separatoreffect
  // "The effect applied to table separators": none by default, and a vibrancy effect keeps the
  // blur it was made for (https://developer.apple.com/documentation/uikit/uivibrancyeffect/init(blureffect:)).
  @Test func separatorsHaveNoEffectUntilOneIsSet() throws {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.separatorEffect == nil)
    let blur = UIBlurEffect(style: .systemMaterial)
    table.separatorEffect = UIVibrancyEffect(blurEffect: blur)
    let vibrancy = try #require(table.separatorEffect as? UIVibrancyEffect)
    #expect(vibrancy.simulationBlurEffect === blur)
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  // A collection view is a scroll view with its layout, and a background colour of its own.
  @Test func aCollectionViewIsAScrollViewWithItsLayout() {
    let layout = UICollectionViewLayout()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    #expect(collection.collectionViewLayout === layout)
    let asView: UIView = collection
    #expect(asView is UIScrollView)
    collection.backgroundColor = .clear
    #expect(collection.backgroundColor == .clear)
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
  // "An array of visible cells currently displayed by the collection view": a cell below the
  // bounds is not among them until the view scrolls to it.
  @Test func aCollectionViewsVisibleCellsAreThoseInItsBounds() {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewLayout())
    let shown = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    let below = UICollectionViewCell(frame: CGRect(x: 0, y: 150, width: 100, height: 60))
    collection.addSubview(shown)
    collection.addSubview(below)
    collection.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(collection.visibleCells == [shown])
    collection.contentOffset = CGPoint(x: 0, y: 100)
    #expect(collection.visibleCells == [below])
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration-39dc0
  // A collection cell's content view fills it, and a clear background configuration clears it.
  @Test func aCollectionCellHasAContentViewAndABackgroundConfiguration() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.frame == cell.bounds)
    cell.backgroundConfiguration = .clear()
    #expect(cell.backgroundColor == .clear)
    cell.backgroundConfiguration = nil
    #expect(cell.backgroundColor == nil)
  }

  // https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  // Content goes in an effect view's `contentView`, which fills it; a scroll view's pan calls
  // every target added to it ("You may call this method multiple times to specify multiple
  // target-action pairs"), and no more once removed.
  @Test func aScrollViewsPanCallsEveryTargetAddedToIt() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    scroll.contentSize = CGSize(width: 300, height: 900)
    root.view.addSubview(scroll)
    let counter = PanCounter()
    scroll.panGestureRecognizer.addTarget(counter, action: Selector("count(_:)"))
    device.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), duration: 0.3)
    device.runUntilIdle()
    #expect(counter.states.first == .began)
    #expect(counter.states.last == .ended)
    #expect(scroll.contentOffset.y > 0)
    let calls = counter.states.count
    scroll.panGestureRecognizer.removeTarget(counter, action: Selector("count(_:)"))
    device.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), duration: 0.3)
    device.runUntilIdle()
    #expect(counter.states.count == calls)
    let effectView = UIVisualEffectView(effect: nil)
    effectView.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
    #expect(effectView.contentView.superview === effectView)
  }
}

/// Records the states a pan's action is sent in, dispatching as the translator makes types do.
@MainActor
final class PanCounter: NSObject, SelectorDispatching {
  var states: [UIGestureRecognizer.State] = []
  func respondsToSelector(_ selector: Selector) -> Bool { selector.name == "count(_:)" }
  func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector.name == "count(_:)", let pan = argument as? UIPanGestureRecognizer else {
      return false
    }
    states.append(pan.state)
    return true
  }
}

@MainActor
@Suite(.serialized)
struct BarButtonContractTests {
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  // The item takes its title from the primary action when it has none; tapping the item on
  // screen runs the action's handler with the item as sender.
  @Test func tappingAnItemWithAPrimaryActionRunsItsHandler() {
    let device = SimulatedDevice()
    let screen = UIViewController()
    var senders: [AnyObject?] = []
    let item = UIBarButtonItem(
      primaryAction: UIAction(title: "Menu") { action in senders.append(action.sender as AnyObject?)
      })
    #expect(item.title == "Menu")
    screen.navigationItem.leftBarButtonItem = item
    device.show(UINavigationController(rootViewController: screen))
    #expect(device.tap(item))
    #expect(senders.count == 1)
    #expect(senders.first.flatMap { $0 } === item)
  }

  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:target:action:menu:)
  // "The action to send to target when a person taps the item."
  @Test func tappingAnItemWithTargetAndActionSendsTheAction() {
    let device = SimulatedDevice()
    let screen = UIViewController()
    let target = BarItemTarget()
    let item = UIBarButtonItem(
      title: "Go", style: .plain, target: target, action: Selector("tapped(_:)"))
    screen.navigationItem.rightBarButtonItem = item
    device.show(UINavigationController(rootViewController: screen))
    #expect(device.tap(item))
    #expect(target.senders.count == 1)
    #expect(target.senders.first === item)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  // The bar sits below the status bar, shows the top controller's items (left from the
  // leading side, right from the trailing side) and hides with `isNavigationBarHidden`; its
  // items are then not on screen.
  @Test func theNavigationBarShowsTheTopItemsBelowTheStatusBar() throws {
    let device = SimulatedDevice()
    let screen = UIViewController()
    let left = UIBarButtonItem(title: "L")
    let right = UIBarButtonItem(title: "R")
    screen.navigationItem.leftBarButtonItem = left
    screen.navigationItem.rightBarButtonItem = right
    let navigation = UINavigationController(rootViewController: screen)
    device.show(navigation)
    let top = device.model.portraitSafeArea.top
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: top, width: 393, height: 44))
    let leftFrame = try #require(device.frame(of: left))
    let rightFrame = try #require(device.frame(of: right))
    #expect(leftFrame.minX < 100 && rightFrame.maxX > 293)
    #expect(leftFrame.minY == top && rightFrame.minY == top)
    // Apple: the root view's safe area accounts for "other visible bars".
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    #expect(screen.view.safeAreaInsets.top == top + 44)
    navigation.isNavigationBarHidden = true
    device.runTurn()
    #expect(device.frame(of: left) == nil)
    #expect(screen.view.safeAreaInsets.top == top)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  // The delegate hears `willShow` before the view is shown and `didShow` after the push ends.
  @Test func theDelegateHearsWillShowBeforeAndDidShowAfterAPush() {
    let device = SimulatedDevice()
    let root = UIViewController()
    root.title = "root"
    let navigation = UINavigationController(rootViewController: root)
    let delegate = RecordingNavigationDelegate()
    navigation.delegate = delegate
    device.show(navigation)
    let next = UIViewController()
    next.title = "next"
    navigation.pushViewController(next, animated: true)
    #expect(delegate.events == ["willShow next inWindow=false"])
    device.runUntilIdle()
    #expect(delegate.events == ["willShow next inWindow=false", "didShow next"])
  }
}

@MainActor
@Suite(.serialized)
struct ControlsContractTests {
  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  @Test func aButtonsTitleFallsBackToTheNormalStatesTitle() {
    let button = UIButton(type: .system)
    #expect(button.buttonType == .system)
    button.setTitle("Filters", for: .normal)
    #expect(button.title(for: .highlighted) == "Filters")
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.title(for: .highlighted) == "Pressed")
    #expect(button.currentTitle == "Filters")
  }

  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  // https://developer.apple.com/documentation/uikit/uilabel/textalignment
  @Test func aLabelStartsWithOneLineAndNaturalAlignment() {
    let label = UILabel()
    #expect(label.numberOfLines == 1)
    #expect(label.textAlignment == .natural)
    // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    #expect(headline.simulationTextStyle == .headline)
    #expect(headline.pointSize == 17)
  }

  // https://developer.apple.com/documentation/uikit/uiswitch
  @Test func tappingASwitchTogglesItAndSendsValueChanged() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 51, height: 31))
    var changes = 0
    toggle.simulationAddAction(for: .valueChanged) { changes += 1 }
    controller.view.addSubview(toggle)
    device.show(controller)
    device.tap(at: CGPoint(x: 120, y: 310))
    #expect(toggle.isOn)
    #expect(changes == 1)
  }

  // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  @Test func arrangedSubviewsAreSubviews() {
    let first = UILabel()
    let stack = UIStackView(arrangedSubviews: [first])
    let second = UISwitch()
    stack.addArrangedSubview(second)
    #expect(stack.arrangedSubviews == [first, second])
    #expect(stack.subviews == [first, second])
  }

  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  @Test func aSystemImageKeepsItsSymbolName() {
    #expect(UIImage(systemName: "line.3.horizontal")?.simulationSystemName == "line.3.horizontal")
  }
}

@MainActor
@Suite(.serialized)
struct AutoLayoutContractTests {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  // Only active constraints count; activated ones place a view that does not translate its
  // autoresizing mask at the next layout pass, against the superview's safe-area guide.
  @Test func activeConstraintsPlaceTheViewAgainstTheSafeArea() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(pinned)
    let guide = controller.view.safeAreaLayoutGuide
    let constraints = [
      pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -20),
      pinned.widthAnchor.constraint(equalToConstant: 120),
      pinned.heightAnchor.constraint(equalToConstant: 44),
    ]
    #expect(constraints.allSatisfy { !$0.isActive })
    device.show(controller)
    #expect(pinned.frame == .zero)
    NSLayoutConstraint.activate(constraints)
    device.runTurn()
    let bottom = 852 - device.model.portraitSafeArea.bottom
    #expect(pinned.frame == CGRect(x: 20, y: bottom - 64, width: 120, height: 44))
    // Deactivated, a constraint no longer moves the view.
    NSLayoutConstraint.deactivate([constraints[0]])
    constraints[1].constant = -40
    device.runTurn()
    #expect(pinned.frame == CGRect(x: 20, y: bottom - 84, width: 120, height: 44))
  }

  // https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
  // A plain view's margins guide is its safe area inset by the default 8 pt margins; leading
  // and trailing edges pinned to it set the width. (A controller's root view has the system
  // minimum instead: LayoutMarginsContractTests.)
  @Test func theMarginsGuideIsTheSafeAreaInsetByTheMargins() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    plain.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(plain)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    plain.addSubview(content)
    let margins = plain.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    device.show(controller)
    let top = device.model.portraitSafeArea.top
    #expect(content.frame == CGRect(x: 8, y: top + 8, width: 393 - 16, height: 10))
  }
}
