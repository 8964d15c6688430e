/// Where a field is in its validation life cycle, for code that handles fields
/// of any value type, such as ``FormController/validationState(of:)->ValidationState?``.
///
/// A field's own projected value `$field` is a ``Validated/State``, which has
/// the same four cases; convert between the two with ``init(_:)`` and
/// ``Validated/State/init(_:)``. Related facts (such as whether an
/// asynchronous check is running) are reported by ``FormController`` instead
/// of by new cases.
public enum ValidationState: Hashable, Sendable {
    /// Not edited or validated since the field's baseline was set.
    case idle
    /// Edited but not validated yet (or waiting for an asynchronous check).
    case editing
    /// Passed every rule.
    case valid
    /// Failed; `messages` holds every failing rule's message, in order; a
    /// missing value has one, from the rule that requires it (``NotEmptyRule``).
    case invalid(messages: [String])
}

extension ValidationState {
    /// The state of a field of any value type.
    @inlinable
    public init<T>(_ state: Validated<T>.State) {
        switch state {
        case .idle: self = .idle
        case .editing: self = .editing
        case .valid: self = .valid
        case .invalid(let messages): self = .invalid(messages: messages)
        }
    }
}

extension ValidationState {
    /// Whether the state is ``valid``.
    public var isValid: Bool {
        if case .valid = self { return true }
        return false
    }

    /// Whether the state is ``invalid(messages:)``.
    public var isInvalid: Bool {
        if case .invalid = self { return true }
        return false
    }

    /// The failure messages, or an empty array unless the state is ``invalid(messages:)``.
    public var messages: [String] {
        if case .invalid(let messages) = self { return messages }
        return []
    }
}

extension ValidationState: CustomStringConvertible {
    public var description: String {
        switch self {
        case .idle: return "idle"
        case .editing: return "editing"
        case .valid: return "valid"
        case .invalid(let messages): return "invalid(\(messages.joined(separator: "; ")))"
        }
    }
}
