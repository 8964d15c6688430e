/// Where a ``Validated`` field is in its validation life cycle: the projected
/// value `$field`. Spelled `Validated<T>.State` in upstream FormsKit.
///
/// Switch over it to drive UI. It has exactly these four cases, as in upstream FormsKit;
/// related facts (such as whether an asynchronous check is running) are
/// reported by ``FormController`` instead of by new cases.
public enum ValidationState: Hashable, Sendable {
    /// Not edited or validated since the field's baseline was set.
    case idle
    /// Edited but not validated yet (or waiting for an asynchronous check).
    case editing
    /// Passed every rule.
    case valid
    /// Failed; `messages` holds every failing rule's message, in order.
    case invalid(messages: [String])
}

extension Validated {
    /// Where a field is in its validation life cycle.
    public typealias State = ValidationState
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
