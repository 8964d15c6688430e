/// When a field validates, for code that handles fields of any value type.
///
/// A field's own mode is a ``Validated/Mode``, which has the same cases;
/// convert between the two with ``init(_:)`` and ``Validated/Mode/init(_:)``.
public enum ValidationMode: Sendable, Hashable, CaseIterable {
    /// Validates at creation and on every change.
    case always
    /// Stays quiet until the field is first validated (by
    /// ``FormController/validate()`` or ``FormController/submit()``), then
    /// re-validates on every change, so errors clear as the user fixes them.
    /// The default.
    case onChange
    /// Validates only on ``FormController/validate()`` and
    /// ``FormController/submit()``. An edit clears a shown error (the field
    /// returns to ``ValidationState/editing``) but does not re-validate.
    case onSubmit
    /// Stays quiet until focus leaves the field (or the form is validated),
    /// then re-validates on every change.
    case onBlur
}

extension ValidationMode {
    /// The mode of a field of any value type.
    @inlinable
    public init<T>(_ mode: Validated<T>.Mode) {
        switch mode {
        case .always: self = .always
        case .onChange: self = .onChange
        case .onSubmit: self = .onSubmit
        case .onBlur: self = .onBlur
        }
    }
}
