/// A value ``NotEmptyRule`` can check: text, collections, and optionals of them.
public protocol EmptinessCheckable {
    /// Whether the value counts as not filled in. Text that is only
    /// whitespace counts as empty.
    var isEmptyForValidation: Bool { get }
}

extension String: EmptinessCheckable {
    public var isEmptyForValidation: Bool { self[...].isEmptyForValidation }
}

extension Substring: EmptinessCheckable {
    public var isEmptyForValidation: Bool {
        // ASCII bytes decide at once; Unicode properties only for the rest.
        for byte in utf8 {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x00..<0x80: return false
            default: return unicodeScalars.allSatisfy(\.properties.isWhitespace)
            }
        }
        return true
    }
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
