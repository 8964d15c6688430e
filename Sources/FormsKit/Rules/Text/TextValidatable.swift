/// A value text rules can check: `String`, `Substring`, or an optional of
/// either. Text rules such as ``MinLengthRule`` accept any of them, so the
/// same rule works on `String` and `String?` fields.
public protocol TextValidatable {
    /// The text to check, or `nil` when the value is absent (`nil`). Rules
    /// other than ``NotEmptyRule`` let absent values pass: use `.isNotEmpty()`
    /// to require one.
    var validatableText: Substring? { get }
}

extension String: TextValidatable {
    /// The whole string, as a substring made from its bounds (not `self[...]`,
    /// whose bounds are checked against the string again).
    public var validatableText: Substring? { Substring(self) }
}

extension Substring: TextValidatable {
    public var validatableText: Substring? { self }
}

extension Optional: TextValidatable where Wrapped: TextValidatable {
    public var validatableText: Substring? { self?.validatableText }
}
