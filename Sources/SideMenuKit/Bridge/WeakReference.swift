#if os(iOS)
  import UIKit
  import SideMenuCore

  /// A weak reference, for lists and records that must not keep views, recognizers or touches
  /// alive (Apple: never retain a touch; a view outlives nothing it is pinned in).
  @MainActor
  struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) { self.object = object }
  }
#endif
