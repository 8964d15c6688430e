/// A value ``NotEmptyRule`` can check: text, collections, and optionals of them.
public protocol EmptinessCheckable {
    /// Whether the value counts as not filled in. Text that is only
    /// whitespace counts as empty.
    var isEmptyForValidation: Bool { get }
}

extension String: EmptinessCheckable {
    public var isEmptyForValidation: Bool { allSatisfy(\.isWhitespace) }
}

extension Substring: EmptinessCheckable {
    public var isEmptyForValidation: Bool { allSatisfy(\.isWhitespace) }
}

extension Array: EmptinessCheckable {
    public var isEmptyForValidation: Bool { isEmpty }
}

extension Set: EmptinessCheckable {
    public var isEmptyForValidation: Bool { isEmpty }
}

extension Dictionary: EmptinessCheckable {
    public var isEmptyForValidation: Bool { isEmpty }
}

extension Optional: EmptinessCheckable where Wrapped: EmptinessCheckable {
    public var isEmptyForValidation: Bool { self?.isEmptyForValidation ?? true }
}
