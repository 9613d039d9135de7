import SideMenuKit
import UIKit

/// Mode 3, in-place overlay: a trailing filter menu over a "map", with a floating button kept
/// above it.
final class OverlayDemoViewController: UIViewController {
  private var overlay: SideMenuOverlay?
  private let floatingButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Overlay"
    view.backgroundColor = .systemTeal

    floatingButton.setTitle("Filters", for: .normal)
    floatingButton.backgroundColor = .systemBackground
    floatingButton.layer.cornerRadius = 22
    floatingButton.addTarget(self, action: #selector(filtersTapped), for: .touchUpInside)
    floatingButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(floatingButton)
    // Above the tab bar and the home indicator, whatever the device: the safe area's bottom.
    NSLayoutConstraint.activate([
      floatingButton.leadingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      floatingButton.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      floatingButton.widthAnchor.constraint(equalToConstant: 120),
      floatingButton.heightAnchor.constraint(equalToConstant: 44),
    ])

    var configuration = SideMenuConfiguration()
    configuration.leading.isEnabled = false
    configuration.trailing.isEnabled = true
    configuration.trailing.width = .fraction(0.6, minimum: 240, maximum: 320)
    configuration.trailing.style = .menuSlideIn
    let overlay = SideMenuOverlay(hostView: view, configuration: configuration)
    overlay.contentViewController = self
    overlay.setMenu(for: .trailing) { Self.makeFilterMenu() }
    overlay.pin([floatingButton])
    overlay.addEdgeGesture()
    self.overlay = overlay
  }

  /// The filter menu. The host view runs under the navigation bar (and the tab bar and the
  /// home indicator), and the menu fills the host view's height, so its content is laid out
  /// in its layout margins, which include the safe area
  /// (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea):
  /// the title then starts below the navigation bar instead of under it.
  private static func makeFilterMenu() -> UIView {
    let menu = UIView()
    menu.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Filters"
    title.font = .preferredFont(forTextStyle: .headline)
    let stack = UIStackView(arrangedSubviews: [title])
    for name in ["Open now", "Parking", "Wheelchair access"] {
      let label = UILabel()
      label.text = name
      let toggle = UISwitch()
      toggle.accessibilityLabel = name
      let row = UIStackView(arrangedSubviews: [label, toggle])
      row.spacing = 8
      stack.addArrangedSubview(row)
    }
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    menu.addSubview(stack)
    let margins = menu.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
    ])
    return menu
  }

  @objc private func filtersTapped() {
    overlay?.toggle(.trailing)
  }
}
