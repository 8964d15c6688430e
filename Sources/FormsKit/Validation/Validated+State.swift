extension Validated {
    /// Where the field is in its validation life cycle: the projected value
    /// `$field`.
    ///
    /// Switch over it to drive UI. It has exactly these four cases, as in
    /// upstream FormsKit. It is a type of its own for each field type, so
    /// helpers generic over the field's type read as upstream FormsKit's do:
    ///
    /// ```swift
    /// func errorText<T>(for state: Validated<T>.State) -> String? {
    ///     state.messages.first
    /// }
    /// ```
    ///
    /// Code that handles fields of any type uses ``ValidationState``, which has
    /// the same cases.
    public enum State: Hashable, Sendable {
        /// Not edited or validated since the field's baseline was set.
        case idle
        /// Edited but not validated yet (or waiting for an asynchronous check).
        case editing
        /// Passed every rule.
        case valid
        /// Failed; `messages` holds every failing rule's message, in order; a
        /// missing value has one, from the rule that requires it (``NotEmptyRule``).
        case invalid(messages: [String])

        /// The state of a field of this type, from a type-erased state.
        @inlinable
        public init(_ state: ValidationState) {
            switch state {
            case .idle: self = .idle
            case .editing: self = .editing
            case .valid: self = .valid
            case .invalid(let messages): self = .invalid(messages: messages)
            }
        }

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
}

extension Validated.State: CustomStringConvertible {
    public var description: String {
        ValidationState(self).description
    }
}
