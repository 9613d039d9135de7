import UIKit

/// A plain menu: a list of items; choosing one calls `onSelect`. Used by all three modes.
final class MenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let items: [String]
  var onSelect: ((Int) -> Void)?
  private let tableView = UITableView()

  init(items: [String]) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The system background: SideMenuKit clears the view, the table and (with
    // `SideMenuAppearance.makesMenuCellsVibrant`) the rows while a blur is behind the menu,
    // and gives them back without one (Reduce Transparency, no blur).
    view.backgroundColor = .systemBackground
    tableView.backgroundColor = .systemBackground
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    onSelect?(indexPath.row)
  }
}

/// A screen reached from a menu. `.popToExistingOrPush` finds an earlier screen by its class
/// (as SideMenu's `.popWhenPossible` did), so every destination that should be found again
/// is a class of its own (the subclasses below); a second instance of the same class would
/// pop back to the first one, whatever its title.
class DetailViewController: UIViewController {
  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    let label = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 20))
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.text = title
    label.textAlignment = .center
    label.numberOfLines = 0
    view.addSubview(label)
  }
}

/// The "Settings" destination: its own class, so `.popToExistingOrPush` returns to it.
final class SettingsViewController: DetailViewController {
  init() { super.init(title: "Settings") }
}

/// The "Details" destination of the container's trailing menu.
final class DetailsViewController: DetailViewController {
  init() { super.init(title: "Details") }
}

/// The "History" destination of the container's trailing menu.
final class HistoryViewController: DetailViewController {
  init() { super.init(title: "History") }
}
