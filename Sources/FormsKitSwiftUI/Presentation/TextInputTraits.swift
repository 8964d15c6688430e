@_spi(FormsKitSurface) import FormsKitModel

/// How a native text control is set up for its content: the keyboard, the
/// capitalisation, autocorrection, the text content type for AutoFill, and the
/// return key. Derived from a row's `TextContentKind` and submit action, with
/// no UI framework, so the mapping is tested on every platform; the SwiftUI
/// views only apply it.
package struct TextInputTraits: Hashable, Sendable {
    /// The keyboard to show (UIKit's `UIKeyboardType`).
    package enum Keyboard: String, Hashable, Sendable {
        case `default`, emailAddress, url, phonePad, numberPad, decimalPad
        /// A keyboard with a Search key (UIKit's `webSearch`).
        case webSearch
    }

    /// How typed text is capitalised (SwiftUI's `TextInputAutocapitalization`).
    package enum Capitalization: String, Hashable, Sendable {
        case never, words, sentences, characters
    }

    /// What the text is, for AutoFill and suggestions (UIKit's
    /// `UITextContentType`).
    package enum ContentType: String, Hashable, Sendable {
        case emailAddress, url, telephoneNumber, name, username, newPassword, password, oneTimeCode
    }

    /// What the return key says (SwiftUI's `SubmitLabel`).
    package enum ReturnKey: String, Hashable, Sendable {
        /// Moves to the next field.
        case next
        /// Submits the form.
        case done
        /// Plain return.
        case `return`
    }

    /// The keyboard.
    package var keyboard: Keyboard
    /// The capitalisation.
    package var capitalization: Capitalization
    /// Whether autocorrection is off.
    package var disablesAutocorrection: Bool
    /// The content type, when one applies.
    package var contentType: ContentType?
    /// The return key.
    package var returnKey: ReturnKey

    /// Traits for text of `content`, in a row whose return key does `submitAction`.
    package init(content: TextContentKind, submitAction: SubmitAction) {
        keyboard = Self.keyboard(for: content.keyboard)
        capitalization = Capitalization(rawValue: content.autocapitalization.rawValue) ?? .sentences
        disablesAutocorrection = !content.autocorrects
        contentType = content.autocomplete.flatMap(Self.contentType(forAutocomplete:))
        returnKey = Self.returnKey(for: submitAction)
    }

    /// Traits for a number field: digits only, or digits and a separator.
    package init(numberAllowingFraction allowsFraction: Bool, submitAction: SubmitAction) {
        keyboard = allowsFraction ? .decimalPad : .numberPad
        capitalization = .never
        disablesAutocorrection = true
        contentType = nil
        returnKey = Self.returnKey(for: submitAction)
    }

    static func keyboard(for hint: KeyboardHint) -> Keyboard {
        switch hint {
        case .default: return .default
        case .email: return .emailAddress
        case .url: return .url
        case .phone: return .phonePad
        case .number: return .numberPad
        case .decimal: return .decimalPad
        case .search: return .webSearch
        }
    }

    /// The content type for an HTML `autocomplete` token, the vocabulary
    /// `TextContentKind` uses.
    static func contentType(forAutocomplete token: String) -> ContentType? {
        switch token {
        case "email": return .emailAddress
        case "url": return .url
        case "tel": return .telephoneNumber
        case "name": return .name
        case "username": return .username
        case "new-password": return .newPassword
        case "current-password": return .password
        case "one-time-code": return .oneTimeCode
        default: return nil
        }
    }

    static func returnKey(for action: SubmitAction) -> ReturnKey {
        switch action {
        case .next: return .next
        case .submit: return .done
        case .none: return .return
        }
    }
}
