// Contract tests of hardware key commands through the responder chain.
import Testing
import UIKit
import UIKitSimulation

/// A root controller with an Escape key command, whose action it handles.
@MainActor
final class EscapeController: UIViewController, SelectorDispatching {
  static let close: Selector = "close(_:)"
  var closeCount = 0
  var declaresCommand = true

  override var keyCommands: [UIKeyCommand]? {
    declaresCommand
      ? [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.close)] : nil
  }

  func performSelector(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector == Self.close else { return false }
    closeCount += 1
    return true
  }

  func respondsToSelector(_ selector: Selector) -> Bool { selector == Self.close }
}

@MainActor
@Suite(.serialized)
struct KeyCommandContractTests {
  /// A device showing an `EscapeController` with a focused text field in its view.
  func showWithFocusedField() -> (SimulatedDevice, EscapeController) {
    let controller = EscapeController()
    let device = SimulatedDevice()
    device.show(controller)
    let field = UITextField()
    controller.view.addSubview(field)
    field.becomeFirstResponder()
    return (device, controller)
  }

  // https://developer.apple.com/documentation/uikit/uikeycommand
  // https://developer.apple.com/documentation/uikit/uiresponder/keycommands
  // "The key commands that trigger actions on this responder": UIKit looks along the
  // responder chain from the first responder, and the action goes to the first responder in
  // the chain that can perform it (`target(forAction:withSender:)`).
  @Test func escapeReachesACommandDeclaredUpTheResponderChain() {
    let (device, controller) = showWithFocusedField()
    #expect(device.press(key: UIKeyCommand.inputEscape))
    #expect(controller.closeCount == 1)
  }

  // https://developer.apple.com/documentation/uikit/uikeycommand
  // A key nobody declares, or a modifier combination that does not match, handles nothing.
  @Test func aKeyWithoutAMatchingCommandIsNotHandled() {
    let (device, controller) = showWithFocusedField()
    #expect(!device.press(key: UIKeyCommand.inputEscape, modifiers: .command))
    #expect(!device.press(key: "x"))
    controller.declaresCommand = false
    #expect(!device.press(key: UIKeyCommand.inputEscape))
    #expect(controller.closeCount == 0)
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/next
  // A responder outside the chain from the first responder (a sibling's controller) never
  // gets the key.
  @Test func aCommandOutsideTheResponderChainIsNotReached() {
    let (device, root) = deviceWithRoot()
    let sibling = EscapeController()
    root.addChild(sibling)
    root.view.addSubview(sibling.view)
    sibling.didMove(toParent: root)
    let field = UITextField()
    root.view.addSubview(field)
    field.becomeFirstResponder()
    #expect(!device.press(key: UIKeyCommand.inputEscape))
    #expect(sibling.closeCount == 0)
  }
}
