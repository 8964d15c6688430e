/// What a text field holds, and the hints each surface derives from it: the
/// on-screen keyboard, capitalisation, autocorrection, and the autocomplete
/// token (HTML's `autocomplete`, UIKit's `textContentType`).
public struct TextContentKind: Hashable, Sendable {
    /// A name for snapshots and diagnostics: `plain`, `email`, ...
    public var name: String
    /// The keyboard a touch surface shows.
    public var keyboard: KeyboardHint
    /// How a touch surface capitalises.
    public var autocapitalization: AutocapitalizationHint
    /// Whether a surface may autocorrect.
    public var autocorrects: Bool
    /// What browsers and password managers may fill in, as an HTML
    /// `autocomplete` token (`email`, `url`, `tel`, `username`, `new-password`...).
    public var autocomplete: String?

    /// Creates a kind.
    public init(
        name: String,
        keyboard: KeyboardHint = .default,
        autocapitalization: AutocapitalizationHint = .sentences,
        autocorrects: Bool = true,
        autocomplete: String? = nil
    ) {
        self.name = name
        self.keyboard = keyboard
        self.autocapitalization = autocapitalization
        self.autocorrects = autocorrects
        self.autocomplete = autocomplete
    }

    /// Ordinary text.
    public static let plain = TextContentKind(name: "plain")
    /// An email address.
    public static let email = TextContentKind(name: "email", keyboard: .email, autocapitalization: .never, autocorrects: false, autocomplete: "email")
    /// A URL (an "add server" sheet's field: no capitalisation, no autocorrection).
    public static let url = TextContentKind(name: "url", keyboard: .url, autocapitalization: .never, autocorrects: false, autocomplete: "url")
    /// A telephone number.
    public static let phone = TextContentKind(name: "phone", keyboard: .phone, autocapitalization: .never, autocorrects: false, autocomplete: "tel")
    /// A person's name.
    public static let personName = TextContentKind(name: "name", autocapitalization: .words, autocorrects: false, autocomplete: "name")
    /// A user name.
    public static let username = TextContentKind(name: "username", autocapitalization: .never, autocorrects: false, autocomplete: "username")
    /// A new password (for secure rows).
    public static let newPassword = TextContentKind(name: "new-password", autocapitalization: .never, autocorrects: false, autocomplete: "new-password")
    /// The current password (for secure rows).
    public static let currentPassword = TextContentKind(
        name: "current-password", autocapitalization: .never, autocorrects: false, autocomplete: "current-password")
    /// A search query: the browser's search field (`type="search"`), a
    /// touch keyboard with a Search key, no capitalisation.
    public static let search = TextContentKind(name: "search", keyboard: .search, autocapitalization: .never)
    /// A one-time code.
    public static let oneTimeCode = TextContentKind(
        name: "one-time-code", keyboard: .number, autocapitalization: .never, autocorrects: false, autocomplete: "one-time-code")
}

/// The keyboard a touch surface shows.
public enum KeyboardHint: String, Hashable, Sendable, CaseIterable {
    case `default`, email, url, phone, number, decimal
    /// Text to search for: a keyboard with a Search key.
    case search
}

/// How a touch surface capitalises typed text.
public enum AutocapitalizationHint: String, Hashable, Sendable, CaseIterable {
    case never, words, sentences, characters
}
