import UIKit

/// The example app's delegate. The window is built by ``SceneDelegate``, which Info.plist's
/// scene manifest names.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
