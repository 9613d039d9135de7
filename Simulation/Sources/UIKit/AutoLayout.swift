// A small part of Auto Layout: enough for constraints that fix a view's frame directly — each
// axis given by two of its edges, an edge and a size, or a centre and a size, relative to the
// superview, a layout guide of it, or a sibling — as the example app's pinned overlay button
// uses. Not modelled (documented differences from a device): inequalities and priorities
// (ignored), intrinsic content size, constraints across more than one level of hierarchy, and
// under-determined axes (the frame keeps what it had on that axis).

/// Apple: `class NSLayoutConstraint` — "The relationship between two user interface objects
/// that must be satisfied by the constraint-based layout system."
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Apple: `enum NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case notAnAttribute = 0
  }

  /// Apple: `enum NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  /// Apple: `enum NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable { case horizontal, vertical }

  open private(set) weak var firstItem: AnyObject?
  open private(set) var firstAttribute: Attribute
  open private(set) var relation: Relation
  open private(set) weak var secondItem: AnyObject?
  open private(set) var secondAttribute: Attribute
  open private(set) var multiplier: CGFloat
  /// Apple: "The constant added to the multiplied second attribute participating in the
  /// constraint." Changing it lays the views out again.
  open var constant: CGFloat {
    didSet { owningView?.superview?.setNeedsLayout() }
  }

  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// The anchors' initializer: the items as objects (an `Any` holding an optional would be
  /// boxed on Linux, not bridged).
  package init(
    first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
    _ attr2: Attribute, constant c: CGFloat
  ) {
    firstItem = first
    firstAttribute = attr1
    self.relation = relation
    secondItem = second
    secondAttribute = attr2
    multiplier = 1
    constant = c
    super.init()
  }

  /// The view whose frame the constraint sets (its first item, or the view owning that guide).
  var owningView: UIView? {
    (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
  }

  /// Apple: "You can activate or deactivate a constraint by changing this property. Note that
  /// only active constraints affect the calculated layout … For newly created constraints,
  /// the isActive property is false by default."
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive = false {
    didSet {
      guard isActive != oldValue, let view = owningView else { return }
      if isActive {
        view.simulationConstraints.append(self)
      } else {
        view.simulationConstraints.removeAll { $0 === self }
      }
      view.superview?.setNeedsLayout()
    }
  }

  /// Apple: "The effect of this method is the same as setting the isActive property of each
  /// constraint to true." https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// Apple: `class NSLayoutAnchor` — makes constraints between two items' attributes.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  package weak var item: AnyObject?
  package let attribute: NSLayoutConstraint.Attribute

  package init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  private func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
    _ constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, attribute, relation, second: anchor.item, anchor.attribute, constant: constant)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, 0)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, 0) }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, 0) }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.equal, anchor, c) }
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, c) }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, c) }
}

/// Apple: `class NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Apple: `class NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Apple: `class NSLayoutDimension`.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  private func make(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: item, attribute, relation, second: nil, .notAnAttribute, constant: c)
  }
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, c) }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, c)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, c)
  }
}

/// Apple: `class UILayoutGuide` — a rectangle in its owning view. The two the simulation
/// knows: the safe area ("The layout guide representing the portion of your view that is
/// unobscured by bars and other content",
/// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide) and the layout
/// margins (UIView.h: "The edges of this guide are constrained to equal the edges of the view
/// inset by the layoutMargins" — the margins in effect, safe area, system minimum and
/// superview's margins included: see `UIView.layoutMargins`).
@MainActor
open class UILayoutGuide: NSObject {
  package enum Kind { case safeArea, margins }
  open private(set) weak var owningView: UIView?
  package let kind: Kind

  package init(owningView: UIView, kind: Kind) {
    self.owningView = owningView
    self.kind = kind
  }

  /// The guide's rectangle in its owning view's coordinates.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let insets = kind == .margins ? view.layoutMargins : view.safeAreaInsets
    let bounds = view.bounds
    // Insets larger than the view leave an empty guide at their meeting point (never a null
    // or negative rectangle).
    let width = Swift.max(0, bounds.width - insets.left - insets.right)
    let height = Swift.max(0, bounds.height - insets.top - insets.bottom)
    return CGRect(
      x: bounds.minX + Swift.min(insets.left, bounds.width),
      y: bounds.minY + Swift.min(insets.top, bounds.height), width: width, height: height)
  }

  open var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  open var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  open var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  open var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  open var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  open var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
}

extension UIView {
  public var safeAreaLayoutGuide: UILayoutGuide { simulationSafeAreaGuide }
  public var layoutMarginsGuide: UILayoutGuide { simulationMarginsGuide }

  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }

  /// Run by the layout pass after `layoutSubviews()`: each subview that does not translate its
  /// autoresizing mask into constraints (Apple: "If you want to use Auto Layout to dynamically
  /// calculate the size and position of your view, you must set this property to false",
  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints)
  /// gets the frame its equality constraints give it.
  package func simulationApplyConstraints() {
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      let constraints = subview.simulationConstraints.filter {
        $0.firstItem === subview && $0.relation == .equal
      }
      guard !constraints.isEmpty else { continue }
      var values: [NSLayoutConstraint.Attribute: CGFloat] = [:]
      for constraint in constraints {
        guard let value = value(of: constraint) else { continue }
        values[physical(constraint.firstAttribute)] = value
      }
      var frame = subview.frame
      resolve(
        &frame.origin.x, &frame.size.width, start: values[.left], end: values[.right],
        center: values[.centerX], length: values[.width])
      resolve(
        &frame.origin.y, &frame.size.height, start: values[.top], end: values[.bottom],
        center: values[.centerY], length: values[.height])
      let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
      guard finite, frame.width >= 0, frame.height >= 0 else {
        SimulationLog.misuse("constraints give \(subview) the frame \(frame); ignored")
        continue
      }
      if frame != subview.frame { subview.frame = frame }
    }
  }

  /// Leading and trailing as left and right, by this view's layout direction.
  private func physical(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch attribute {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return attribute
    }
  }

  /// The constraint's right-hand side, in this view's (the superview's) coordinates.
  private func value(of constraint: NSLayoutConstraint) -> CGFloat? {
    guard let second = constraint.secondItem else {
      return constraint.secondAttribute == .notAnAttribute ? constraint.constant : nil
    }
    let rect: CGRect
    if second === self {
      rect = bounds
    } else if let guide = second as? UILayoutGuide, guide.owningView === self {
      rect = guide.layoutFrame
    } else if let sibling = second as? UIView, sibling.superview === self {
      rect = sibling.frame
    } else {
      SimulationLog.misuse(
        "constraint to an item the simulation's Auto Layout does not resolve: \(second)")
      return nil
    }
    let base: CGFloat
    switch physical(constraint.secondAttribute) {
    case .left: base = rect.minX
    case .right: base = rect.maxX
    case .top: base = rect.minY
    case .bottom: base = rect.maxY
    case .centerX: base = rect.midX
    case .centerY: base = rect.midY
    case .width: base = rect.width
    case .height: base = rect.height
    default: return nil
    }
    return base * constraint.multiplier + constraint.constant
  }

  private func resolve(
    _ origin: inout CGFloat, _ size: inout CGFloat, start: CGFloat?, end: CGFloat?,
    center: CGFloat?, length: CGFloat?
  ) {
    switch (start, end, center, length) {
    case (let start?, let end?, _, _):
      origin = start
      size = end - start
    case (let start?, nil, _, let length?):
      origin = start
      size = length
    case (nil, let end?, _, let length?):
      origin = end - length
      size = length
    case (nil, nil, let center?, let length?):
      origin = center - length / 2
      size = length
    case (let start?, nil, _, nil):
      origin = start
    case (nil, let end?, _, nil):
      origin = end - size
    case (nil, nil, let center?, nil):
      origin = center - size / 2
    case (nil, nil, nil, let length?):
      size = length
    default:
      break
    }
  }
}
