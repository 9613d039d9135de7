#if canImport(UIKit) && !os(watchOS)
  #if canImport(SideMenuKit)
    import SideMenuKit
  #endif
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
      floatingButton.frame = CGRect(x: 20, y: view.bounds.height - 120, width: 120, height: 44)
      floatingButton.autoresizingMask = [.flexibleTopMargin, .flexibleRightMargin]
      floatingButton.addTarget(self, action: #selector(filtersTapped), for: .touchUpInside)
      view.addSubview(floatingButton)

      var configuration = SideMenuConfiguration()
      configuration.leading.isEnabled = false
      configuration.trailing.isEnabled = true
      configuration.trailing.width = .fraction(0.6, minimum: 240, maximum: 320)
      configuration.trailing.style = .menuSlideIn
      let overlay = SideMenuOverlay(hostView: view, configuration: configuration)
      overlay.contentViewController = self
      overlay.setMenu(for: .trailing) {
        let label = UILabel()
        label.text = "Filters"
        label.textAlignment = .center
        label.backgroundColor = .systemBackground
        return label
      }
      overlay.pin([floatingButton])
      overlay.addEdgeGesture()
      self.overlay = overlay
    }

    @objc private func filtersTapped() {
      overlay?.toggle(.trailing)
    }
  }
#endif
