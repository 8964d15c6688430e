extension Validated {
    /// When the field validates: `@Validated(name: "tos", mode: .always, …)`.
    ///
    /// A type of its own for each field type, as in upstream FormsKit, so
    /// `func f<T>(_ mode: Validated<T>.Mode)` compiles. Code that handles
    /// fields of any type uses ``ValidationMode``, which has the same cases.
    public enum Mode: Hashable, Sendable, CaseIterable {
        /// Validates at creation and on every change.
        case always
        /// Stays quiet until the field is first validated (by
        /// ``FormController/validate()`` or ``FormController/submit()``), then
        /// re-validates on every change, so errors clear as the user fixes them.
        /// The default.
        case onChange
        /// Validates only on ``FormController/validate()`` and
        /// ``FormController/submit()``. An edit clears a shown error (the field
        /// returns to ``Validated/State/editing``) but does not re-validate.
        case onSubmit
        /// Stays quiet until focus leaves the field (or the form is validated),
        /// then re-validates on every change.
        case onBlur

        /// The mode of a field of this type, from a type-erased mode.
        @inlinable
        public init(_ mode: ValidationMode) {
            switch mode {
            case .always: self = .always
            case .onChange: self = .onChange
            case .onSubmit: self = .onSubmit
            case .onBlur: self = .onBlur
            }
        }
    }
}
