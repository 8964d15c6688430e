import Foundation

/// Where built-in rules get their default messages.
///
/// Replace ``provider`` once at start-up to translate every default message.
/// Rules resolve their text each time they fail, so a change takes effect on
/// the next validation.
public enum ValidationMessages {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: any ValidationMessageProvider = EnglishValidationMessages()

    /// The provider used for every default message. English by default.
    public static var provider: any ValidationMessageProvider {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// The text for `message` from ``provider``, falling back to English.
    public static func text(for message: ValidationMessage) -> String {
        provider.text(for: message) ?? EnglishValidationMessages().text(for: message) ?? "Invalid value"
    }
}
