// The UIKit the example app (Examples/SideMenuExample) uses beyond what SideMenuKit itself
// needs: table views, bar button items and the navigation bar they sit in, actions, labels,
// switches, stack views, a small part of Auto Layout, and the app and scene delegates. Only
// what the example exercises is modelled; each behaviour cites the page it follows.
import Foundation

// MARK: Index paths

/// Apple: UIKit's `IndexPath` additions — `row` and `section` are its two indexes.
/// https://developer.apple.com/documentation/foundation/indexpath/row
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

// MARK: Text

/// Apple: `enum NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// Apple: `class UIFont` — a name and a point size; only text styles are modelled.
public class UIFont: NSObject, @unchecked Sendable {
  /// Apple: `struct UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
  }

  /// The text style the font was made for, if any.
  public let simulationTextStyle: TextStyle?
  public let pointSize: CGFloat

  private init(textStyle: TextStyle?, pointSize: CGFloat) {
    simulationTextStyle = textStyle
    self.pointSize = pointSize
  }

  /// Apple: "Returns an instance of the system font for the specified text style … scaled
  /// for the user's selected content size category." At the default (Large) size, body and
  /// headline are 17 pt (Human Interface Guidelines, "Typography", iOS Dynamic Type sizes).
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(textStyle: style, pointSize: 17)
  }
}

extension UIColor {
  /// Apple: `class var systemTeal: UIColor` (a fixed tint here, not a dynamic colour).
  public static let systemTeal = UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1)
}

// MARK: Images, actions and menus

/// Apple: `class UIImage` — only a system symbol's name; nothing is drawn.
public class UIImage: NSObject, @unchecked Sendable {
  /// The SF Symbol name it was made from.
  public let simulationSystemName: String?

  /// Apple: "Creates an image object that contains a system symbol image"; `nil` when there is
  /// no such symbol — the simulation knows every name.
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) {
    simulationSystemName = name
    super.init()
  }
}

/// Apple: `class UIMenuElement`.
@MainActor
open class UIMenuElement: NSObject {
  open var title: String
  open var image: UIImage?
  package init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}

/// Apple: `class UIMenu` (declared for `UIBarButtonItem`'s initializer; menus are not modelled).
@MainActor
open class UIMenu: UIMenuElement {}

/// Apple: `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Apple: `class UIAction` — "A menu element that performs its action in a closure."
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  private let handler: UIActionHandler
  /// Apple: the object that sent the action (here: the bar button item or control), set while
  /// the handler runs.
  open private(set) var sender: Any?

  /// Apple: `convenience init(title:image:identifier:discoverabilityTitle:attributes:state:
  /// handler:)`; the simulation keeps the title, the image and the handler.
  public convenience init(
    title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler
  ) {
    self.init(title: title, image: image, actionHandler: handler)
  }

  private init(title: String, image: UIImage?, actionHandler: @escaping UIActionHandler) {
    handler = actionHandler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as the action's sender, as UIKit does when the element
  /// that owns it is activated.
  package func simulationPerform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

// MARK: Bar button items and the navigation bar

extension UIBarButtonItem {
  /// Apple: "Creates a plain-style item using the specified title, image, primary action, and
  /// context menu." The item takes its title and image from `primaryAction` when it has one.
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction.map(\.title)
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
  }

  /// What a tap on the item does: its `primaryAction`'s handler, otherwise its `action` sent
  /// to its `target` (Apple: "The action to send to target when a person taps the item",
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:target:action:menu:)).
  package func simulationActivate() {
    if let primaryAction {
      primaryAction.simulationPerform(sender: self)
    } else if let action {
      _ = (target as? any SelectorDispatching)?.performSelector(action, with: self)
    }
  }
}

/// Apple: `class UINavigationBar` — the bar at the top of a navigation controller's view,
/// showing the top controller's `navigationItem` (Apple: "The navigation bar displays the
/// items of the topmost view controller",
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller). Modelled: it sits
/// below the top safe-area inset, 44 pt high (the long-observed compact bar height; Apple
/// does not document it), above the top view, hidden with `isNavigationBarHidden`; each bar
/// button item of the top item gets a 44 × 44 pt tappable view (left items from the leading
/// side, right items from the trailing side, 8 pt apart) that activates the item on touch-up
/// inside, so a test taps an item as a person does: at its place on the screen, through hit
/// testing. Item views are rebuilt from the navigation item before every hit test and lookup.
@MainActor
open class UINavigationBar: UIView {
  package weak var navigationController: UINavigationController?
  private var itemViews: [SimulationBarButtonView] = []

  /// The view showing `item` on screen, if the top controller's navigation item holds it.
  public func simulationView(for item: UIBarButtonItem) -> UIView? {
    refreshItemViews()
    return itemViews.first { $0.item === item }
  }

  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    refreshItemViews()
    return super.hitTest(point, with: event)
  }

  private func refreshItemViews() {
    let navigationItem = navigationController?.topViewController?.navigationItem
    let left = navigationItem?.leftBarButtonItems ?? navigationItem?.leftBarButtonItem.map { [$0] }
    let right =
      navigationItem?.rightBarButtonItems ?? navigationItem?.rightBarButtonItem.map { [$0] }
    let wanted = (left ?? []).map { ($0, true) } + (right ?? []).map { ($0, false) }
    let current = itemViews.map { ($0.item, $0.isLeading) }
    let unchanged =
      wanted.count == current.count
      && zip(wanted, current).allSatisfy { $0.0 === $1.0 && $0.1 == $1.1 }
    if !unchanged {
      for view in itemViews { view.removeFromSuperview() }
      itemViews = wanted.map { SimulationBarButtonView(item: $0.0, isLeading: $0.1) }
      for view in itemViews { addSubview(view) }
    }
    let size: CGFloat = 44
    let spacing: CGFloat = 8
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var leading: CGFloat = spacing
    var trailing: CGFloat = spacing
    if bounds.height > bounds.width {
      // A vertical bar (iOS 27.1): the items stacked from the top, below the status bar
      // (leading items first), centred across the strip.
      var y = Swift.max(safeAreaInsets.top, spacing)
      for view in itemViews.filter(\.isLeading) + itemViews.filter({ !$0.isLeading }) {
        let frame = CGRect(x: (bounds.width - size) / 2, y: y, width: size, height: size)
        if view.frame != frame { view.frame = frame }
        y += size + spacing
      }
      return
    }
    for view in itemViews {
      let offset: CGFloat
      if view.isLeading {
        offset = leading
        leading += size + spacing
      } else {
        offset = trailing
        trailing += size + spacing
      }
      let fromLeft = view.isLeading != rightToLeft
      let x = fromLeft ? offset : bounds.width - offset - size
      let frame = CGRect(x: x, y: 0, width: size, height: size)
      if view.frame != frame { view.frame = frame }
    }
  }
}

extension UIView {
  /// Whether this view ends the search for the navigation bar whose strip a view's safe area
  /// counts: a navigation bar (whose own views count none) or a navigation controller's view.
  var isNavigationAncestor: Bool {
    self is UINavigationBar || owningViewController is UINavigationController
  }

  /// The nearest of this view and its ancestors that `isNavigationAncestor`.
  func simulationNavigationAncestor() -> UIView? {
    var view: UIView? = self
    while let current = view {
      if current.isNavigationAncestor { return current }
      view = current.superview
    }
    return nil
  }

  /// The navigation controller whose bar a view's safe area counts, from the view's nearest
  /// navigation ancestor (as the safe-area walk kept it; searched again if it no longer is one,
  /// its controller gone).
  private func simulationNavigationController(under nearest: UIView?) -> (
    UIView, UINavigationController
  )? {
    var current = nearest
    if let kept = nearest, !kept.isNavigationAncestor { current = simulationNavigationAncestor() }
    guard let current, !(current is UINavigationBar),
      let navigation = current.owningViewController as? UINavigationController
    else { return nil }
    return (current, navigation)
  }

  /// The side insets a visible vertical navigation bar (iOS 27.1) of the innermost navigation
  /// controller whose view contains this one adds, in this view's coordinates: how far the
  /// strip reaches in from each side (Apple: the root view's insets "account for the status
  /// bar, other visible bars"). `nil` without one. `nearest`: this view's
  /// `simulationNavigationAncestor()`.
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  package func simulationVerticalBarInsets(under nearest: UIView?) -> (
    left: CGFloat, right: CGFloat
  )? {
    guard let (current, navigation) = simulationNavigationController(under: nearest) else {
      return nil
    }
    let bar = navigation.navigationBar
    guard bar.superview === current, !bar.isHidden, current !== self,
      bar.bounds.height > bar.bounds.width
    else { return nil }
    let strip = bar.convert(bar.bounds, to: self)
    let left = Swift.max(0, strip.maxX - bounds.minX)
    let right = Swift.max(0, bounds.maxX - strip.minX)
    return left <= right
      ? (Swift.min(left, bounds.width), 0) : (0, Swift.min(right, bounds.width))
  }

  /// The bottom of the visible navigation bar of the innermost navigation controller whose
  /// view contains this one, in this view's coordinates (`nil` when there is none, or this view
  /// is in the bar). `nearest`: this view's `simulationNavigationAncestor()`.
  package func simulationNavigationBarBottom(under nearest: UIView?) -> CGFloat? {
    guard let (current, navigation) = simulationNavigationController(under: nearest) else {
      return nil
    }
    let bar = navigation.navigationBar
    guard bar.superview === current, !bar.isHidden, current !== self else { return nil }
    // A vertical bar adds to a side inset instead (`simulationVerticalBarInsets`).
    guard bar.bounds.height <= bar.bounds.width else { return nil }
    // In this view's frame, not its bounds' space (a scrolled scroll view's starts at its
    // content offset).
    return bar.convert(bar.bounds, to: self).maxY - bounds.minY
  }
}

/// The on-screen view of one bar button item (UIKit's is private, too).
@MainActor
final class SimulationBarButtonView: UIControl {
  let item: UIBarButtonItem
  let isLeading: Bool

  init(item: UIBarButtonItem, isLeading: Bool) {
    self.item = item
    self.isLeading = isLeading
    super.init(frame: .zero)
    isAccessibilityElement = true
    accessibilityLabel = item.accessibilityLabel ?? item.title
    simulationAddAction(for: .touchUpInside) { [weak item] in item?.simulationActivate() }
  }

  required init?(coder: NSCoder) { nil }
}

/// Apple: `protocol UINavigationControllerDelegate` (requirements optional on a device;
/// defaults here do nothing).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Apple: "Notifies the delegate before the navigation controller displays a view
  /// controller's view and navigation item properties."
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// Apple: "Notifies the delegate after the navigation controller displays a view
  /// controller's view and navigation item properties."
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

// MARK: Table views

/// Apple: `protocol UITableViewDataSource` (the two required methods; the number of sections
/// is optional and defaults to 1, as on a device:
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Apple: `protocol UITableViewDelegate` (requirements optional; defaults here do nothing).
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
  /// Apple: "Tells the delegate a row is selected" — when the person lifts a finger that
  /// touched down on the row without scrolling.
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// Apple: `protocol UIContentConfiguration`.
@MainActor
public protocol UIContentConfiguration {}

/// Apple: `struct UIListContentConfiguration` — the text of a list cell.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
  public var text: String?
  public var secondaryText: String?
}

/// Apple: `struct UIBackgroundConfiguration`.
public struct UIBackgroundConfiguration: Sendable {
  /// The background colour (`nil`: the cell's default).
  public var backgroundColor: UIColor?

  /// Apple: "Creates a configuration for a clear background."
  /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear()
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .clear)
  }
}

/// Apple: `class UITableViewCell` — a row. Its content configuration's text is shown in a
/// label in its `contentView` (so a test finds a row by its text, as a person reads it).
@MainActor
open class UITableViewCell: UIView {
  /// Apple: `enum UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }

  public let reuseIdentifier: String?
  public let contentView = UIView()
  private let textView = UILabel()

  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    contentView.addSubview(textView)
  }

  public required init?(coder: NSCoder) { nil }

  public override init(frame: CGRect) {
    reuseIdentifier = nil
    super.init(frame: frame)
  }

  /// Apple: "Retrieves a default list content configuration for the cell's style."
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  /// Apple: "Setting a content configuration replaces the existing content view of the cell
  /// with a new content view instance from the configuration." Here: the label's text.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      textView.text = (contentConfiguration as? UIListContentConfiguration)?.text
      textView.accessibilityLabel = textView.text
    }
  }

  /// Apple: the cell's background configuration (`clear()` lets what is behind show through).
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration-24e8e
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
  }

  /// The text the cell shows.
  public var simulationText: String? { textView.text }

  /// Apple: a row is one accessibility element, read by its text.
  open override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? textView.text }
    set { super.accessibilityLabel = newValue }
  }
}

/// Apple: `class UITableView` — one plain section list. Modelled: registered cell classes,
/// `dequeueReusableCell(withIdentifier:for:)` (a cell of the registered class; Apple: "This
/// method always returns a valid cell",
/// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)),
/// `reloadData()` and layout asking the data source for the rows and stacking them from the
/// top of the content (shown below the navigation bar by the scroll view's adjusted content
/// inset and its resting offset, see `UIScrollView`; rows move with `contentOffset`),
/// `rowHeight` 44 pt (the long-observed default height of a plain row; Apple documents
/// `automaticDimension` without a number), and selection: a touch that goes down and up on a
/// row without the table scrolling selects it and calls the delegate's
/// `tableView(_:didSelectRowAt:)`. Not modelled: cell reuse (every reload makes new cells),
/// sections beyond the first, highlighting.
@MainActor
open class UITableView: UIScrollView {
  /// Apple: `enum UITableView.Style`.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

  public let style: Style

  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { setNeedsLayout() }
  }
  open weak var delegate: (any UITableViewDelegate)?
  open var rowHeight: CGFloat = 44
  /// Apple: "The effect applied to table separators" (`UIVisualEffect?`, iOS 8; nil by
  /// default): a `UIVibrancyEffect` of the blur behind the table makes them vibrant. Stored;
  /// the separators' drawing is the render server's.
  /// https://developer.apple.com/documentation/uikit/uitableview/separatoreffect
  open var separatorEffect: UIVisualEffect?
  private var registered: [String: UITableViewCell.Type] = [:]
  private var cells: [UITableViewCell] = []
  private var needsReload = true
  public private(set) var indexPathForSelectedRow: IndexPath?

  /// A table bounces vertically however few its rows (long-observed device behaviour; a
  /// collection view needs `alwaysBounceVertical` for that), so the automatic content-inset
  /// adjustment always includes the top and bottom safe area.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Apple: "Registers a class to use in creating new table cells."
  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cellClass = registered[identifier] else {
      // Apple raises NSInternalInconsistencyException ("unable to dequeue a cell with
      // identifier … must register a nib or a class"); the simulation records it.
      SimulationLog.misuse("unable to dequeue a cell with identifier \(identifier)")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  /// Apple: "Reloads the rows and sections of the table view" — here on the next layout pass.
  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {
    needsReload = true
    setNeedsLayout()
  }

  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The visible cell of a row, laying the rows out first if needed.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    guard indexPath.section == 0, cells.indices.contains(indexPath.row) else { return nil }
    return cells[indexPath.row]
  }

  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return cells
  }

  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) { indexPathForSelectedRow = indexPath }

  /// Apple: "Deselects a given row identified by index path, with an option to animate the
  /// deselection." https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }

  /// Apple: `enum UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

  open override func layoutSubviews() {
    if needsReload || cells.count != (dataSource == nil ? 0 : numberOfRows(inSection: 0)) {
      needsReload = false
      for cell in cells { cell.removeFromSuperview() }
      cells = []
      if let dataSource {
        for row in 0..<dataSource.tableView(self, numberOfRowsInSection: 0) {
          cells.append(dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0)))
        }
      }
      for cell in cells { addSubview(cell) }
    }
    // Rows stand in the content's space (the bounds' origin is the content offset).
    for (row, cell) in cells.enumerated() {
      let frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
      if cell.frame != frame { cell.frame = frame }
    }
    contentSize = CGSize(width: bounds.width, height: CGFloat(cells.count) * rowHeight)
    // The scroll view's own layout last: its content size is known by now.
    super.layoutSubviews()
  }

  private var touchedRow: Int?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedRow = touches.first.flatMap { row(at: $0.location(in: self)) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    defer { touchedRow = nil }
    guard let began = touchedRow, let touch = touches.first,
      row(at: touch.location(in: self)) == began
    else { return }
    let indexPath = IndexPath(row: began, section: 0)
    indexPathForSelectedRow = indexPath
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Apple: a touch the scroll view's pan took over (it began scrolling) is cancelled, and no
  /// row is selected.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedRow = nil
  }

  private func row(at point: CGPoint) -> Int? {
    guard bounds.contains(point), rowHeight > 0 else { return nil }
    // `point` is in the bounds' space, which is the content's.
    guard point.y >= 0 else { return nil }
    let row = Int(point.y / rowHeight)
    return cells.indices.contains(row) ? row : nil
  }
}

// MARK: Switches and stack views

/// Apple: `class UISwitch` — on or off; a tap toggles it and sends `.valueChanged`
/// (https://developer.apple.com/documentation/uikit/uiswitch).
@MainActor
open class UISwitch: UIControl {
  open var isOn = false

  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}

/// Apple: `class UIStackView` — "The stack view ensures that the arrangedSubviews array is
/// always a subset of its subviews array": adding an arranged subview adds it as a subview
/// (https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)).
/// Arranging them (axis, spacing) is not modelled: their frames stay as set.
@MainActor
open class UIStackView: UIView {
  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var spacing: CGFloat = 0

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
    addSubview(view)
  }
}

// MARK: App and scene delegates

/// Apple: `protocol UIApplicationDelegate` (its requirements are optional and none is
/// modelled: the simulation launches no app; scenarios show view controllers with
/// `SimulatedDevice.show(_:)`).
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// Apple: the entry point `@main` on an app delegate calls (it runs `UIApplicationMain`).
  /// The simulation has no app launch, and the translator removes `@main` from the copies it
  /// compiles, so nothing calls this; it stops the test with a message if something does.
  public static func main() {
    preconditionFailure("the simulation does not launch apps; use SimulatedDevice.show(_:)")
  }
}

/// Apple: `protocol UISceneDelegate` (requirements optional; defaults do nothing).
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
}

/// Apple: `protocol UIWindowSceneDelegate`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// Apple: `class UISceneSession` (declared for the delegate's signature; not modelled).
@MainActor
open class UISceneSession: NSObject {}

extension UIScene {
  /// Apple: `class UIScene.ConnectionOptions` (declared for the delegate's signature).
  @MainActor
  open class ConnectionOptions: NSObject {}
}

// MARK: Collection views

/// Apple: `class UICollectionViewLayout` — an abstract layout; the model places nothing.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout: NSObject {
  public override init() { super.init() }
}

/// Apple: `class UICollectionViewCell` — "A single data item when that item is within the
/// collection view's visible bounds": its `contentView` ("The main view that you add your
/// cell's custom content to") and its background configuration (`clear()` lets what is behind
/// show through; like a table cell's, it stands for the cell's background colour here).
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration-39dc0
@MainActor
open class UICollectionViewCell: UIView {
  public let contentView = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) { nil }

  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
  }
}

/// Apple: `class UICollectionView` — as far as a menu's views need it: a scroll view with a
/// layout, a background colour (`backgroundColor`, inherited from `UIView`) and its visible
/// cells ("An array of visible cells currently displayed by the collection view"). Not
/// modelled: data sources and layout (no scenario lays items out): the cells are those a
/// test places in it as subviews, and the visible ones those whose frame meets the bounds
/// (the stricter reading: a cell scrolled out of view is not among them).
/// https://developer.apple.com/documentation/uikit/uicollectionview
/// https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
@MainActor
open class UICollectionView: UIScrollView {
  open var collectionViewLayout: UICollectionViewLayout

  open var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return subviews.compactMap { $0 as? UICollectionViewCell }.filter {
      $0.frame.intersects(bounds)
    }
  }

  /// Apple: `init(frame:collectionViewLayout:)`.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) { nil }
}
