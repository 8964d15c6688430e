/// Requires every item of a collection to be different: no option listed twice.
/// Empty items (text that is only whitespace) are missing, not the same
/// item twice: two blank options are left to a rule that asks for them.
///
/// Items are compared as they are (``init(message:)``), or by a key
/// (``init(by:message:)``), or, for text, ignoring case and surrounding
/// whitespace (``init(ignoringCase:message:)``):
///
/// ```swift
/// @Validated(.uniqueItems(ignoringCase: true, message: "Each option must be different"))
/// var options = ["Pizza", "pizza "]   // invalid: the same option twice
/// ```
public struct UniqueItemsRule<Value: Collection>: ValidationRule {
    /// The message; `nil` uses ``ValidationMessage/duplicateItems``.
    public let message: String?
    /// Whether `value` holds two items with the same key.
    private let hasDuplicates: (Value) -> Bool

    /// Creates a rule that compares items as they are: `"Pizza"` and `"pizza"`
    /// are different items.
    public init(message: String? = nil) where Value.Element: Hashable {
        self.init(by: { $0 }, message: message)
    }

    /// Creates a rule that compares items by `key`: two items are the same
    /// when their keys are equal.
    ///
    /// - Parameters:
    ///   - key: The part of an item that must differ, as `\.email`.
    ///   - message: The message; `nil` uses ``ValidationMessage/duplicateItems``.
    public init<Key: Hashable>(by key: @escaping (Value.Element) -> Key, message: String? = nil) {
        self.message = message
        self.hasDuplicates = { value in
            var seen = Set<Key>(minimumCapacity: value.underestimatedCount)
            for item in value {
                if let text = item as? any EmptinessCheckable, text.isEmptyForValidation { continue }
                if !seen.insert(key(item)).inserted { return true }
            }
            return false
        }
    }

    /// Creates a rule for text items that, with `ignoringCase`, treats items
    /// that differ only in case or in whitespace around them as the same:
    /// `"Pizza "` and `"pizza"` are one option, as people read them.
    ///
    /// Items are compared lowercased (`String.lowercased()`, so `"Äpfel"` and
    /// `"äpfel"` match) after trimming whitespace and newlines at both ends;
    /// whitespace inside an item counts. Without `ignoringCase`, items are
    /// compared exactly, as ``init(message:)`` does.
    public init(ignoringCase: Bool, message: String? = nil) where Value.Element: StringProtocol {
        if ignoringCase {
            self.init(by: { caseInsensitiveKey($0) }, message: message)
        } else {
            self.init(by: { $0 }, message: message)
        }
    }

    public func validate(value: Value) -> String? {
        hasDuplicates(value) ? message ?? ValidationMessages.text(for: .duplicateItems) : nil
    }
}

/// `text` without surrounding whitespace, lowercased: the key of
/// ``UniqueItemsRule/init(ignoringCase:message:)``.
private func caseInsensitiveKey(_ text: some StringProtocol) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
        let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return text[first...last].lowercased()
}

extension ValidationRule {
    /// Requires every item to be different, compared as they are.
    public static func uniqueItems<V>(message: String? = nil) -> Self
    where Self == UniqueItemsRule<V>, V.Element: Hashable {
        UniqueItemsRule(message: message)
    }

    /// Requires every text item to be different; with `ignoringCase`, items
    /// that differ only in case or surrounding whitespace count as the same
    /// (`"Pizza "` and `"pizza"`).
    public static func uniqueItems<V>(ignoringCase: Bool, message: String? = nil) -> Self
    where Self == UniqueItemsRule<V>, V.Element: StringProtocol {
        UniqueItemsRule(ignoringCase: ignoringCase, message: message)
    }

    /// Requires every item to have a different `key`: `.uniqueItems(by: \.email)`.
    public static func uniqueItems<V, Key: Hashable>(
        by key: @escaping (V.Element) -> Key,
        message: String? = nil
    ) -> Self where Self == UniqueItemsRule<V> {
        UniqueItemsRule(by: key, message: message)
    }
}
