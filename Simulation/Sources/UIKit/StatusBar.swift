/// What the window's status bar shows, as UIKit decides it.
public struct SimulationStatusBar: Equatable, Sendable {
  public var isHidden: Bool
  public var style: UIStatusBarStyle
  /// How the last change was animated: the duration of the animation block it was asked in
  /// (0 outside one) and the deciding controller's `preferredStatusBarUpdateAnimation`.
  public var lastChangeDuration: TimeInterval
  public var lastChangeAnimation: UIStatusBarAnimation
}

extension UIWindow {
  /// The controller whose status-bar preferences apply, as Apple describes the hand-over:
  /// from the root view controller, to a presented controller only when it is presented full
  /// screen or sets `modalPresentationCapturesStatusBarAppearance` ("status bar appearance
  /// control is transferred from the presenting to the presented view controller only if the
  /// presented controller's modalPresentationStyle value is UIModalPresentationStyle.fullScreen.
  /// By setting this property to true, you specify the presented view controller controls status
  /// bar appearance, even though presented non-fullscreen"), then down each controller's
  /// `childForStatusBarHidden` / `childForStatusBarStyle` ("If your container view controller
  /// derives its status bar [appearance] from one of its child view controllers, implement this
  /// method and return that child").
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
  func simulationStatusBarController(child: (UIViewController) -> UIViewController?)
    -> UIViewController?
  {
    var controller = rootViewController
    while let presented = controller?.presentedViewController,
      presented.modalPresentationStyle == .fullScreen
        || presented.modalPresentationCapturesStatusBarAppearance
    {
      controller = presented
    }
    var visited = 0
    while let current = controller, let next = child(current), next !== current, visited < 50 {
      controller = next
      visited += 1
    }
    return controller
  }

  /// Re-reads the deciding controllers' preferences (a controller asked with
  /// `setNeedsStatusBarAppearanceUpdate`).
  func simulationUpdateStatusBar(animationDuration: TimeInterval) {
    let hiding = simulationStatusBarController { $0.childForStatusBarHidden }
    let styling = simulationStatusBarController { $0.childForStatusBarStyle }
    let next = SimulationStatusBar(
      isHidden: hiding?.prefersStatusBarHidden ?? false,
      style: styling?.preferredStatusBarStyle ?? .default,
      lastChangeDuration: animationDuration,
      lastChangeAnimation: hiding?.preferredStatusBarUpdateAnimation ?? .fade)
    if next.isHidden != simulationStatusBar.isHidden || next.style != simulationStatusBar.style {
      simulationStatusBar = next
    }
  }
}
