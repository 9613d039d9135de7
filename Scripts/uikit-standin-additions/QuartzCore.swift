// Additions to the UIKit type-check stand-in: QuartzCore (Core Animation)
// declarations that /work/shared/uikit-typecheck/Sources/QuartzCore.swift lacks.
//
// Compiled INTO the UIKit stand-in module (`--standin-additions`), so in the
// stand-in these are `UIKit.CADisplayLink` / `UIKit.CAFrameRateRange`; on iOS
// they live in QuartzCore, which `import UIKit` re-exports. Same spelling for
// client code either way.
//
// Every declaration is copied from the developer.apple.com page cited above it
// (docs corpus, 2026 pages). Bodies are stand-in values only.

// MARK: - CAFrameRateRange

// https://developer.apple.com/documentation/quartzcore/caframeraterange
// Apple: `struct CAFrameRateRange` (imported C struct, iOS 15+).
// `Sendable` / `_ObjCValueBridged` are stand-in conventions for imported C
// structs (the importer makes trivial C structs Sendable; the bridge lets it
// appear in the @objc property `CADisplayLink.preferredFrameRateRange`).
// Not added: `maximum` (listed on the struct page, but its own page
// .../caframeraterange/maximum was not in the docs corpus) and the
// "preferred" operator function (.../preferred-39tu4, page not found).
public struct CAFrameRateRange: Sendable, _ObjCValueBridged {
    // Stand-in storage (the C struct's fields are minimum/maximum/preferred: Float).
    private var _maximum: Float = 0
    private var _preferred: Float = 0

    // https://developer.apple.com/documentation/quartzcore/caframeraterange/init()
    // Apple: `init()`
    public init() { minimum = 0 }

    // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    // Apple: `init(minimum: Float, maximum: Float, preferred: Float? = nil)`
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self._maximum = maximum
        self._preferred = preferred ?? 0
    }

    // https://developer.apple.com/documentation/quartzcore/caframeraterange/minimum
    // Apple: `var minimum: Float`
    public var minimum: Float

    // https://developer.apple.com/documentation/quartzcore/caframeraterange/preferred-7l3ki
    // Apple: `var preferred: Float? { get set }` (Swift overlay property; optional)
    public var preferred: Float? { get { fatalError() } set {} }

    // https://developer.apple.com/documentation/quartzcore/caframeraterange/default
    // Apple: `static let `default`: CAFrameRateRange`
    public static let `default`: CAFrameRateRange = CAFrameRateRange()
}

// MARK: - CADisplayLink

// https://developer.apple.com/documentation/quartzcore/cadisplaylink
// Apple: `class CADisplayLink` (Objective-C class, subclass of NSObject;
// the page shows NO @MainActor, so it is not main-actor isolated and not Sendable).
@objc open class CADisplayLink: NSObject {

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    // Apple: `init(target: Any, selector sel: Selector)` (imported from
    // +displayLinkWithTarget:selector:; the target is retained).
    public convenience init(target: Any, selector sel: Selector) { self.init() }

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    // Apple: `func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)`
    // (not @objc here: Linux Foundation's RunLoop is not an Objective-C class)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/remove(from:formode:)
    // Apple: `func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode)`
    // (not @objc here, same reason)
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    // Apple: `func invalidate()` (thread safe per the page)
    @objc open func invalidate() {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    // Apple: `var timestamp: CFTimeInterval { get }`
    @objc open var timestamp: CFTimeInterval { fatalError() }

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration
    // Apple: `var duration: CFTimeInterval { get }`
    @objc open var duration: CFTimeInterval { fatalError() }

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    // Apple: `var targetTimestamp: CFTimeInterval { get }` (iOS 10+)
    @objc open var targetTimestamp: CFTimeInterval { fatalError() }

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
    // Apple: `var isPaused: Bool { get set }`
    @objc open var isPaused: Bool = false

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    // Apple: `var preferredFrameRateRange: CAFrameRateRange { get set }` (iOS 15+)
    @objc open var preferredFrameRateRange: CAFrameRateRange = .default
}

// MARK: - CAKeyframeAnimation

// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode
// Apple: `struct CAAnimationCalculationMode : Hashable, Equatable, RawRepresentable, @unchecked Sendable`
public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable, _ObjCValueBridged {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
// Apple: `class CAKeyframeAnimation : CAPropertyAnimation`
@objc open class CAKeyframeAnimation: CAPropertyAnimation {
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/values
    // Apple: `var values: [Any]? { get set }`
    @objc open var values: [Any]?
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes
    // Apple: `var keyTimes: [NSNumber]? { get set }`
    // (not @objc here: Linux Foundation classes are not Objective-C classes)
    open var keyTimes: [NSNumber]?
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions
    // Apple: `var timingFunctions: [CAMediaTimingFunction]? { get set }`
    @objc open var timingFunctions: [CAMediaTimingFunction]?
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode
    // Apple: `var calculationMode: CAAnimationCalculationMode { get set }`
    @objc open var calculationMode: CAAnimationCalculationMode = .linear
}
