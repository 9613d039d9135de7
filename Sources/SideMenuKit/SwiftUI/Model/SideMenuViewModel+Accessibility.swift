#if os(iOS) && canImport(SwiftUI)
  import Combine
  import SideMenuCore
  import SwiftUI
  import UIKit

  extension SideMenuViewModel {
    /// Ends editing as a menu starts to open or close, as all three UIKit modes do: a field
    /// in the content must not keep typing behind the scrim, nor a hidden menu's field keep the
    /// keyboard up. SwiftUI gives a modifier no way to its descendants' focus, so the request
    /// goes to the first responder, wherever it is: "If target is nil, the app sends the
    /// message to the first responder"
    /// (https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)).
    func endEditing() {
      UIApplication.shared.sendAction(
        #selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }

    /// VoiceOver activated the modal menu's "Close menu" element. It is a request to close,
    /// not a tap on the scrim: the engine ignores scrim taps while tap-to-close is off, and the
    /// element is offered (and announced as a button) either way.
    func closeElementActivated() {
      send(.close(animated: true, completion: nil))
    }

    /// Announces a non-modal menu's change without moving focus.
    func announce(_ announcement: SideMenuAnnouncement) {
      let text: String
      switch announcement {
      case .menuOpened: text = appearance.menuOpenedAnnouncement
      case .menuClosed: text = appearance.menuClosedAnnouncement
      }
      UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Tells VoiceOver the screen changed after the modal trait was applied or removed: into
    /// the menu (its first element), or back to the element that had focus before the menu
    /// took it — the button that opened it, usually — when that element still exists, as
    /// `UIAccessibility.post(notification:argument:)` with an element argument does
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged).
    ///
    /// The element must still be on screen: a view the app took out of the window meanwhile
    /// (a pushed screen, a row that scrolled away) lives on while something holds it, and
    /// focus sent there would land nowhere a person can see; VoiceOver then picks the screen's
    /// first element itself (`nil` argument).
    func postScreenChanged() {
      if isMenuModal {
        UIAccessibility.post(notification: .screenChanged, argument: nil)
      } else if focusAppElementOnClose() {
        focusBeforeMenu = nil
      } else {
        let element = focusBeforeMenu.flatMap { Self.isOnScreen($0) ? $0 : nil }
        UIAccessibility.post(notification: .screenChanged, argument: element)
        focusBeforeMenu = nil
      }
    }

    /// A menu that is not modal begins to close (a docked menu collapsing, by ⌃⌘S, `close()` or
    /// the binding, or undocking closed in a narrower window): the engine moves no focus for it,
    /// so the model remembers whether VoiceOver is on one of its elements now, while the menu
    /// is still where it was drawn. A modal menu is left to the engine's `focusContent`.
    ///
    /// SwiftUI offers a modifier no view hierarchy of the app's elements (the UIKit container
    /// asks `isDescendant(of:)`); what every element has is its `accessibilityFrame`, in screen
    /// coordinates (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe).
    /// Focus is in the menu when the focused element's centre lies in the menu's rectangle on
    /// screen (the stage's, converted with `UIAccessibility.convertToScreenCoordinates(_:in:)`:
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-9ziiu).
    /// An element without a frame (zero) is not taken to be in the menu: focus is moved only
    /// when it is known to be about to disappear.
    func noteFocusInClosingMenu() {
      focusInClosingMenu = nil
      guard !isMenuModal, !frame.isMenuHidden,
        let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
      else { return }
      let element = focused.accessibilityFrame
      guard element.width > 0, element.height > 0 else { return }
      // The menu's rectangle as drawn (its frame under its transform).
      let drawn = CGRect(frame.menuTransform.applied(to: frame.menuFrame))
      let onScreen =
        coordinateAnchor.map { UIAccessibility.convertToScreenCoordinates(drawn, in: $0) }
        ?? drawn
      guard onScreen.contains(CGPoint(x: element.midX, y: element.midY)) else { return }
      focusInClosingMenu = focused
    }

    /// Hands VoiceOver to the content after the update that took a closed menu off the screen,
    /// if it is still on the element it had in that menu (a person may have moved it during
    /// the animation). SwiftUI gives the modifier no element of the app's content to name, so
    /// the post is `.screenChanged` with no element: VoiceOver then moves to the first element
    /// on screen, which is the content's with the menu hidden
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged:
    /// the element "for VoiceOver to move to" is optional). `.layoutChanged` would be the
    /// lighter notification, but Apple says nothing of where VoiceOver goes when it names no
    /// element (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged),
    /// so it may leave focus on the element that went away.
    func moveFocusToContent() {
      guard let element = focusInClosingMenu else { return }
      focusInClosingMenu = nil
      guard
        let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject,
        focused === element
      else { return }
      if focusAppElementOnClose() { return }
      UIAccessibility.post(notification: .screenChanged, argument: nil)
    }

    /// Whether an element VoiceOver had is still where a person sees it: a view by
    /// ``SideMenuVisibility/isShown(_:)``, the UIKit modes' check. Other accessibility elements
    /// (SwiftUI's own) are trusted: their frames are the system's to keep.
    private static func isOnScreen(_ element: AnyObject) -> Bool {
      guard let view = element as? UIView else { return true }
      return SideMenuVisibility.isShown(view)
    }
  }
#endif
