// UIKit stand-in additions: which element an assistive technology has in focus.
//   https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:)
//   https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
//   https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/notificationvoiceover
//   https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-9ziiu

extension UIAccessibility {
    /// Apple: `struct AssistiveTechnologyIdentifier` (Hashable, RawRepresentable; `init(rawValue: String)`)
    public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Apple: `init(rawValue: String)`
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Apple: `nonisolated static let notificationVoiceOver: UIAccessibility.AssistiveTechnologyIdentifier`
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        /// Apple: `nonisolated static let notificationSwitchControl: UIAccessibility.AssistiveTechnologyIdentifier`
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    /// Apple: `@MainActor static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any?`
    @MainActor public static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? { fatalError() }

    /// Apple: `@MainActor static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect`
    @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { fatalError() }
}
