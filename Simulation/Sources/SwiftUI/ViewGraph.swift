// The view graph: how the model runs a view tree as SwiftUI documents it.
//
// - A view's body runs when the view is first shown and when its inputs change: its own state
//   (`@State`, `@StateObject`, `@ObservedObject`, `@GestureState`), the environment, or because
//   its parent ran again and handed it a new value ("SwiftUI … recomputes the view's body when
//   the value changes": https://developer.apple.com/documentation/swiftui/state). Apple compares
//   a parent's new value of a child with the old one and may skip the child; the comparison is
//   undocumented, so the model takes the stricter reading: a child of a view whose body ran
//   runs again. A view whose inputs did not change never runs.
// - Changes are coalesced: any number in one run-loop turn make one update, at the turn's end
//   (the stricter reading of "SwiftUI updates the view", never inside the change). Work the
//   update sets off (`onChange`, `onAppear`, `onPreferenceChange` actions, which "SwiftUI runs
//   after the update": https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:))
//   changes state for the next turn's update, so the device is not at rest until all of it
//   has run.
// - Identity is structural: a view keeps its node (and its state) while the same type stays at
//   the same place in its parent's body; an `if` branch, an optional turning `nil`, or an
//   `AnyView` of another type is a new view
//   (https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)).
// - What a person sees: every drawing view and every modifier that places, fades or transforms
//   renders into a simulated `UIView`, so hit-testing, VoiceOver's reach and what the render
//   server draws follow what SwiftUI shows.
import Combine
import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// The safe areas a view may extend into, by region: beyond its proposed rectangle, in points.
struct _SafeAreas {
  var container = EdgeInsets()
  var keyboard = EdgeInsets()

  /// What a view that respects every region keeps clear of, per edge.
  var effective: EdgeInsets {
    EdgeInsets(
      top: max(container.top, keyboard.top), leading: max(container.leading, keyboard.leading),
      bottom: max(container.bottom, keyboard.bottom),
      trailing: max(container.trailing, keyboard.trailing))
  }
}

/// What a view is rendered with: the size offered, its environment, its safe areas, the named
/// coordinate spaces around it and the accessibility attributes modifiers above it set.
@MainActor
struct _RenderContext {
  var proposal: CGSize
  var environment: EnvironmentValues
  var safeAreas = _SafeAreas()
  var coordinateSpaces: [AnyHashable: UIView] = [:]
  var accessibility = _AccessibilityAttributes()
  var keyboardShortcut: (key: KeyEquivalent, modifiers: EventModifiers)?
  unowned let graph: _ViewGraph
  /// The hosting view, for reserved regions (ReservedRegions.swift).
  weak var host: UIView?
}

/// A rendered view: its root `UIView`, size, preferences and stacking order.
@MainActor
struct _RenderOutput {
  var view: UIView?
  var size: CGSize
  var preferences = _PreferenceValues()
  var zIndex: Double = 0
}

/// The preference values a subtree produces, by key
/// (https://developer.apple.com/documentation/swiftui/preferencekey: values are combined with
/// the key's `reduce(value:nextValue:)`, in view order).
struct _PreferenceValues {
  struct Entry {
    var value: Any
    var reduce: (Any, Any) -> Any
  }
  var entries: [ObjectIdentifier: Entry] = [:]

  mutating func merge(_ other: _PreferenceValues) {
    for (key, entry) in other.entries {
      if let mine = entries[key] {
        entries[key] = Entry(value: mine.reduce(mine.value, entry.value), reduce: mine.reduce)
      } else {
        entries[key] = entry
      }
    }
  }

  func value<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    (entries[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue
  }

  mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    entries[ObjectIdentifier(key)] = Entry(
      value: value,
      reduce: { old, next in
        // Entries are keyed by the key's type, so both are `K.Value`.
        guard var combined = old as? K.Value, let next = next as? K.Value else { return old }
        K.reduce(value: &combined, nextValue: { next })
        return combined
      })
  }
}

/// The accessibility attributes modifiers set on the element below them.
struct _AccessibilityAttributes {
  var hidden = false
  var label: String?
  var traits = AccessibilityTraits()
  var actions: [(AccessibilityActionKind, () -> Void)] = []
  var sortPriority: Double?
  var isEmpty: Bool {
    !hidden && label == nil && traits.rawValue == 0 && actions.isEmpty && sortPriority == nil
  }
}

/// The `UIView` a SwiftUI view renders into. Like SwiftUI's, it takes touches only where it
/// draws (a filled shape, a text, a control, a `contentShape`): empty space in a stack or a
/// frame lets touches through to what is below, and a parent's bounds clip no hit-testing
/// (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:): "the
/// content shape … defines the area for hit testing").
@MainActor
public final class _SwiftUIView: UIView {
  /// Whether the view's own area takes touches.
  var isHitTarget = false
  /// The accessibility actions of an element (`accessibilityAction`).
  var activateAction: (() -> Void)?
  var escapeAction: (() -> Void)?
  /// `accessibilitySortPriority`: higher first among siblings.
  var sortPriority: Double = 0
  /// The SwiftUI type this view draws, for reading the tree in tests.
  public internal(set) var swiftUIType = ""

  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
    }
    return isHitTarget && bounds.contains(point) ? self : nil
  }

  public override func accessibilityActivate() -> Bool {
    guard let activateAction else { return false }
    activateAction()
    return true
  }

  public override func accessibilityPerformEscape() -> Bool {
    guard let escapeAction else { return false }
    escapeAction()
    return true
  }
}

/// One view's place in the tree: its state and its children, kept while its identity lasts.
@MainActor
public final class _ViewNode {
  let type: Any.Type
  weak var parent: _ViewNode?
  unowned let graph: _ViewGraph
  var children: [Int: _ViewNode] = [:]
  /// Dynamic properties' storage and what modifiers keep between updates, by name.
  var storage: [String: AnyObject] = [:]
  var values: [String: Any] = [:]
  /// The node's own view, when it draws.
  var ownView: _SwiftUIView?
  var isDirty = false
  var lastOutput: _RenderOutput?
  /// Re-renders this node with the inputs of its last render (after its own state changed).
  var rerender: (() -> _RenderOutput)?
  /// What the node does to its children's preferences (`preference`, `transformPreference`,
  /// `onPreferenceChange`).
  var preferenceTransform: ((inout _PreferenceValues) -> Void)?
  /// Called when the node leaves the tree (`onDisappear`, recognizers).
  var teardowns: [() -> Void] = []
  /// A control's keyboard shortcut, for the scene's key handling.
  var shortcut: _KeyboardShortcutControl?

  init(type: Any.Type, parent: _ViewNode?, graph: _ViewGraph) {
    self.type = type
    self.parent = parent
    self.graph = graph
  }

  /// The child at `slot`, kept if it is of `type`, replaced (its state lost) otherwise.
  func child(_ slot: Int, _ type: Any.Type) -> _ViewNode {
    if let existing = children[slot], existing.type == type { return existing }
    children[slot]?.remove()
    let node = _ViewNode(type: type, parent: self, graph: graph)
    children[slot] = node
    return node
  }

  /// Removes the children at slots not in `kept`.
  func removeChildren(except kept: Set<Int>) {
    for slot in Array(children.keys) where !kept.contains(slot) {
      children[slot]?.remove()
      children[slot] = nil
    }
  }

  func remove() {
    for child in children.values { child.remove() }
    children = [:]
    for teardown in teardowns { teardown() }
    teardowns = []
    ownView?.removeFromSuperview()
    lastOutput?.view?.removeFromSuperview()
  }

  /// Marks the node's body as needing to run (its state changed).
  func invalidate() {
    guard !isDirty else { return }
    isDirty = true
    graph.scheduleUpdate()
  }

  /// The node's view, made on first use.
  func view(_ name: String) -> _SwiftUIView {
    if let ownView { return ownView }
    let view = _SwiftUIView()
    view.swiftUIType = name
    ownView = view
    return view
  }

  func storageObject<T: AnyObject>(_ key: String, _ make: () -> T) -> T {
    if let existing = storage[key] as? T { return existing }
    let made = make()
    storage[key] = made
    return made
  }

  /// The children's preferences in view order, combined, then this node's own transform.
  func combinedPreferences() -> _PreferenceValues {
    var combined = _PreferenceValues()
    for slot in children.keys.sorted() {
      if let output = children[slot]?.lastOutput { combined.merge(output.preferences) }
    }
    preferenceTransform?(&combined)
    return combined
  }
}

/// Places a rendered child inside `parent`: its bounds are its size and its top-left corner at
/// `origin` (in the parent's coordinates); the child's transform is left as it is.
@MainActor
func _place(_ output: _RenderOutput, in parent: UIView, at origin: CGPoint) {
  guard let view = output.view else { return }
  if view.superview !== parent { parent.addSubview(view) }
  view.bounds = CGRect(origin: .zero, size: output.size)
  view.center = CGPoint(x: origin.x + output.size.width / 2, y: origin.y + output.size.height / 2)
}

/// The graph of one hosted view tree: renders, schedules updates, runs post-update actions.
@MainActor
public final class _ViewGraph {
  private(set) lazy var root = _ViewNode(type: _ViewGraph.self, parent: nil, graph: self)
  let renderRoot: (_ViewNode) -> _RenderOutput
  private(set) var isUpdateScheduled = false
  private var postUpdateActions: [() -> Void] = []
  /// How many times each view type's body ran, by type name.
  public private(set) var bodyEvaluations: [String: Int] = [:]
  /// How many updates (passes over dirty views) ran.
  public private(set) var updateCount = 0
  /// Called before each update: the host refreshes the root's inputs (its size, environment)
  /// and says whether they changed.
  var refreshInputs: () -> Bool = { false }
  private var isUpdating = false

  init(renderRoot: @escaping (_ViewNode) -> _RenderOutput) {
    self.renderRoot = renderRoot
  }

  // MARK: Scheduling

  /// Asks for an update at the end of this turn; the device is not at rest until it has run
  /// (an empty item on the main queue asks for the turn).
  func scheduleUpdate() {
    if !isUpdateScheduled, !isUpdating { SimulationRunLoop.main.perform {} }
    isUpdateScheduled = true
  }

  func enqueue(_ action: @escaping () -> Void) { postUpdateActions.append(action) }

  func countBody(_ type: Any.Type) {
    bodyEvaluations[String(describing: type), default: 0] += 1
  }

  /// The number of body evaluations of views whose type name starts with `prefix`.
  public func bodyEvaluations(of prefix: String) -> Int {
    bodyEvaluations.filter { $0.key.hasPrefix(prefix) }.reduce(0) { $0 + $1.value }
  }

  /// One update: the root if its inputs changed, else every topmost dirty node; then the
  /// actions the update set off.
  func update(force: Bool = false) {
    let inputsChanged = refreshInputs()
    guard force || inputsChanged || isUpdateScheduled || root.lastOutput == nil else { return }
    isUpdateScheduled = false
    isUpdating = true
    updateCount += 1
    if force || inputsChanged || root.isDirty || root.lastOutput == nil {
      clearDirty(root)
      root.lastOutput = renderRoot(root)
    } else {
      for node in topmostDirty(root) {
        rerender(node)
      }
    }
    isUpdating = false
    let actions = postUpdateActions
    postUpdateActions = []
    for action in actions { action() }
  }

  private func clearDirty(_ node: _ViewNode) {
    node.isDirty = false
    for child in node.children.values { clearDirty(child) }
  }

  private func topmostDirty(_ node: _ViewNode) -> [_ViewNode] {
    if node.isDirty { return [node] }
    return node.children.sorted(by: { $0.key < $1.key }).flatMap { topmostDirty($0.value) }
  }

  /// Re-renders a node whose own state changed, with the inputs of its last render; if its
  /// size or preferences changed, its parent renders again too (they are its parent's input).
  private func rerender(_ node: _ViewNode) {
    var current = node
    while true {
      clearDirty(current)
      guard let old = current.lastOutput, let rerender = current.rerender, current.parent != nil
      else {
        clearDirty(root)
        root.lastOutput = renderRoot(root)
        return
      }
      let output = rerender()
      if output.size == old.size, output.view === old.view {
        // The same place in the parent: refresh the ancestors' preferences.
        var ancestor = current.parent
        while let node = ancestor {
          node.lastOutput?.preferences = node.combinedPreferences()
          ancestor = node.parent
        }
        return
      }
      guard let parent = current.parent else { return }
      current = parent
    }
  }

  // MARK: Rendering

  /// Renders `view` into `node`.
  func render<V: View>(_ view: V, _ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let output: _RenderOutput
    if let primitive = view as? any _PrimitiveView {
      output = primitive._render(node, context)
      // Accessibility attributes set above a drawing view are that view's.
      if let drawn = output.view as? _SwiftUIView, drawn === node.ownView,
        !context.accessibility.isEmpty
      {
        _applyAccessibility(context.accessibility, to: drawn)
      }
    } else if let representable = view as? any UIViewRepresentable {
      output = representable._renderRepresentable(node, context)
    } else {
      _installDynamicProperties(view, node, context.environment)
      countBody(V.self)
      let body = view.body
      let child = node.child(0, V.Body.self)
      output = render(body, child, context)
      node.rerender = { [unowned self, unowned node] in
        let output = self.render(view, node, context)
        return output
      }
    }
    node.isDirty = false
    node.lastOutput = output
    return output
  }
}

extension _ViewGraph {
  /// The state objects of type `T` the tree's views own, in tree order.
  public func stateObjects<T: ObservableObject>(_ type: T.Type) -> [T] {
    var found: [T] = []
    func visit(_ node: _ViewNode) {
      for key in node.storage.keys.sorted() {
        if let box = node.storage[key] as? _StateObjectBox<T>, let object = box.object {
          found.append(object)
        }
      }
      for (_, child) in node.children.sorted(by: { $0.key < $1.key }) { visit(child) }
    }
    visit(root)
    return found
  }
}
