/// When a ``Validated`` field validates. Spelled `Validated<T>.Mode` in upstream FormsKit.
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

extension Validated {
    /// When a field validates.
    public typealias Mode = ValidationMode
}
