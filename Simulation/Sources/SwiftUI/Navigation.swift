// `NavigationStack`, `NavigationPath` and `navigationDestination(for:destination:)`, as far as a
// side menu's gestures depend on them: on iOS a navigation stack is a UIKit navigation
// controller, so its back swipes are the UIKit model's `interactivePopGestureRecognizer` (and,
// from iOS 26, `interactiveContentPopGestureRecognizer`), which really pop.
//
// Device behaviour (Apple documents the SwiftUI API, not its UIKit backing; Xcode's view
// debugger shows it): a `NavigationStack` on iPhone is a `UINavigationController` subclass with
// one hosting controller per screen, and its back swipe is UIKit's. The model keeps one plain
// view controller per screen, the screen's SwiftUI views rendered into its view by this graph.
import CoreGraphics
import Foundation
import UIKit

/// Apple: `struct NavigationPath` — "A type-erased list of data representing the content of a
/// navigation stack." https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []
  public init() {}
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// The destinations `navigationDestination(for:destination:)` declared inside one stack, by
/// the type of value they present.
@MainActor
final class _NavigationDestinations {
  var byType: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

  func view(for value: AnyHashable) -> AnyView? {
    for make in byType.values { if let view = make(value) { return view } }
    return nil
  }
}

private struct _NavigationDestinationsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: _NavigationDestinations? = nil
}

extension EnvironmentValues {
  var _navigationDestinations: _NavigationDestinations? {
    get { self[_NavigationDestinationsKey.self] }
    set { self[_NavigationDestinationsKey.self] = newValue }
  }
}

/// One stack's UIKit side: its navigation controller, one view controller per screen, and the
/// delegate that hears a back swipe's pop.
@MainActor
final class _NavigationStackBox: NSObject, UINavigationControllerDelegate {
  let navigation: UINavigationController
  var screens: [UIViewController]
  /// Shortens the app's path to `count` screens beyond the root.
  var popTo: (Int) -> Void = { _ in }

  override init() {
    let root = UIViewController()
    screens = [root]
    navigation = UINavigationController(rootViewController: root)
    super.init()
    navigation.delegate = self
  }

  /// Apple (`NavigationStack(path:root:)`): the stack "updates path" as a person navigates
  /// back: a pop UIKit completed (a back swipe, the back button) shortens the path.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    let shown = navigationController.viewControllers.count
    if shown < screens.count {
      screens.removeLast(screens.count - shown)
      popTo(shown - 1)
    }
  }
}

/// Apple: `struct NavigationStack<Data, Root: View>` (iOS 16) — "A view that displays a root
/// view and enables you to present additional views over the root view."; with a path binding,
/// "the stack … presents the views for the path's elements" and updates the path as the person
/// navigates back. https://developer.apple.com/documentation/swiftui/navigationstack
///
/// Modelled: a `UINavigationController` (UIKit model: its bar, its push and pop, its back
/// swipes) whose screens are the root and one destination per path element, found by the
/// value's type among the `navigationDestination(for:destination:)`s inside the stack. A path
/// that changes while no transition runs sets the stack (without animation: pushes and pops
/// from the path are not what the scenarios drive); a back swipe that completes shortens the
/// path. Fills the space offered.
public struct NavigationStack<Data, Root: View>: View, _PrimitiveView {
  let root: Root
  let path: Binding<[AnyHashable]>?
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("NavigationStack")
    let box = node.storageObject("navigation") { () -> _NavigationStackBox in
      let box = _NavigationStackBox()
      view.addSubview(box.navigation.view)
      return box
    }
    let navigation = box.navigation
    let frame = CGRect(origin: .zero, size: context.proposal)
    if navigation.view.frame != frame { navigation.view.frame = frame }
    let path = path
    box.popTo = { count in
      guard let path, path.wrappedValue.count > count else { return }
      path.wrappedValue = Array(path.wrappedValue.prefix(count))
    }
    let destinations = node.storageObject("destinations") { _NavigationDestinations() }
    var inner = context
    inner.environment._navigationDestinations = destinations
    // The root first: it declares the destinations.
    let rootOutput = node.graph.render(root, node.child(0, Root.self), inner)
    _placeScreen(rootOutput, in: box.screens[0], size: context.proposal)
    let elements = path?.wrappedValue ?? []
    var kept: Set<Int> = [0]
    var screens = [box.screens[0]]
    for (index, element) in elements.enumerated() {
      guard let destination = destinations.view(for: element) else { break }
      let screen = index + 1 < box.screens.count ? box.screens[index + 1] : UIViewController()
      let output = node.graph.render(destination, node.child(index + 1, AnyView.self), inner)
      _placeScreen(output, in: screen, size: context.proposal)
      screens.append(screen)
      kept.insert(index + 1)
    }
    node.removeChildren(except: kept)
    if navigation.navigationTransition == nil,
      !screens.elementsEqual(navigation.viewControllers, by: { $0 === $1 })
    {
      box.screens = screens
      navigation.setViewControllers(screens, animated: false)
    }
    return _RenderOutput(
      view: view, size: context.proposal, preferences: node.combinedPreferences())
  }
}

/// Puts a screen's rendered views in its view controller's view.
@MainActor
private func _placeScreen(_ output: _RenderOutput, in screen: UIViewController, size: CGSize) {
  guard let screenView = screen.view else { return }
  if screenView.bounds.size != size { screenView.bounds.size = size }
  _place(output, in: screenView, at: .zero)
}

extension NavigationStack where Data == NavigationPath {
  /// Apple: `init(@ViewBuilder root: () -> Root)` — "Creates a navigation stack that manages its
  /// own navigation state." https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }
}

extension NavigationStack {
  /// Apple: `init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data:
  /// MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  /// Data.Element: Hashable` — "Creates a navigation stack with homogeneous navigation state
  /// that you can control." https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { new in
        path.wrappedValue = Data(new.compactMap { $0.base as? Data.Element })
      })
  }
}

extension View {
  /// Apple: `func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder
  /// destination: @escaping (D) -> C) -> some View` — "Associates a destination view with a
  /// presented data type for use within a navigation stack."
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      _ContextEffect { _, context, content in
        context.environment._navigationDestinations?.byType[ObjectIdentifier(D.self)] = {
          value in
          (value.base as? D).map { AnyView(destination($0)) }
        }
        return content(context)
      })
  }
}
