/// Errors that describe why a form could not be submitted.
///
/// Throw ``invalid(errors:)`` from ``SubmittableForm/submit()`` to report
/// problems the server found. ``FormController/submit()`` maps each entry onto
/// the ``Validated`` field with the same name, keeps entries for unknown names in
/// ``FormController/unmatchedErrors``, and entries under ``formWideKey`` in
/// ``FormController/formErrors``.
///
/// ```swift
/// throw ValidationError.invalid(errors: ["email": ["Already taken"]])
/// ```
public enum ValidationError: Error, Equatable {
    /// The form or one of its rules is set up wrongly; the message says how to fix it.
    case misconfigured(message: String)
    /// Messages keyed by field name. Keys are a field's `name:` or, without one,
    /// its property name; ``formWideKey`` holds messages about the form as a whole.
    case invalid(errors: [String: [String]])

    /// The key under which ``invalid(errors:)`` carries messages that belong to
    /// the whole form rather than to one field (as Django's `__all__`).
    public static let formWideKey = "__form__"
}

extension ValidationError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .misconfigured(let message):
            return "Form misconfigured: \(message)"
        case .invalid(let errors):
            let lines = errors.keys.sorted().map { key in
                let label = key == Self.formWideKey ? "form" : key
                return "\(label): \(errors[key, default: []].joined(separator: "; "))"
            }
            return "Form is invalid (\(lines.joined(separator: ", ")))"
        }
    }
}
