#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The example app's delegate. The window is built by ``SceneDelegate``, which Info.plist's
  /// scene manifest names.
  final class AppDelegate: UIResponder, UIApplicationDelegate {}

  #if canImport(SideMenuKit)
    /// The app's entry point: `AppDelegate.main()` is what `@main` on the delegate would call.
    /// It exists only where SideMenuKit is a module of its own (a real app build, or
    /// `Scripts/typecheck-uikit.sh`), so the examples also type-check compiled into one module
    /// together with the library, where two apps' entry points would collide.
    @main
    enum SideMenuExampleMain {
      @MainActor static func main() { AppDelegate.main() }
    }
  #endif
#endif
