/// A form: a value type whose ``Validated`` fields take part in validation.
///
/// ```swift
/// struct SignupForm: ValidatableForm {
///     @Validated(name: "email", .isNotEmpty(message: "Required"), .email())
///     var email: String = ""
///
///     @Validated(name: "password", .minLength(8))
///     var password: String = ""
///
///     var validatedFields: [ValidatedField<Self>] {
///         [.init(\.email, wrappedBy: \._email),
///          .init(\.password, wrappedBy: \._password)]
///     }
/// }
/// ```
///
/// With the `@ValidatableForm` macro (module `FormsKitMacros`) the
/// `validatedFields` list is derived from the `@Validated` properties instead.
///
/// A form's `validatedFields` should list the same fields, in the same order,
/// whatever the form's values: ``FormController`` reads it once.
public protocol ValidatableForm {
    /// The fields that take part in validation, in focus order.
    var validatedFields: [ValidatedField<Self>] { get }

    /// Rules that involve more than one field or need to wait for an answer:
    /// cross-field rules (password confirmation) and asynchronous rules
    /// ("is this name free?"). Run by ``FormController``. Empty by default.
    var formRules: [FormRule<Self>] { get }
}

extension ValidatableForm {
    public var formRules: [FormRule<Self>] { [] }

    /// Whether every field is ``ValidationState/valid``.
    ///
    /// This looks at every field. A ``FormController`` answers the same question
    /// in constant time with ``FormController/isValid``.
    public var isValid: Bool {
        for field in validatedFields where !field.accessor.state(in: self).isValid {
            return false
        }
        return true
    }

    /// Validates every field now, whatever its mode, including the form's
    /// cross-field rules (asynchronous rules need a ``FormController``).
    ///
    /// For a form without a controller. A ``FormController`` validates its
    /// form with ``FormController/validate()``.
    ///
    /// - Returns: Whether every field is valid.
    @discardableResult
    public mutating func validate() -> Bool {
        let fields = validatedFields
        let schema = FormSchema(fields: fields, rules: formRules, formName: "\(Self.self)")
        schema.evaluateAllCrossFieldRules(in: &self)
        var isValid = true
        for field in fields {
            field.accessor.validate(&self)
            isValid = isValid && field.accessor.state(in: self).isValid
        }
        return isValid
    }

    /// The messages of every invalid field, keyed by the field's name (its
    /// `name:` or, without one, its property name).
    ///
    /// Property names are read from the form by reflection, in one pass over
    /// it, when some field is invalid; see ``ValidatedField/init(_:wrappedBy:)``.
    public var validationErrors: [String: [String]] {
        let fields = validatedFields.map { $0.accessor }
        var names: FieldNameTable?
        var errors: [String: [String]] = [:]
        for (index, field) in fields.enumerated() {
            let messages = field.state(in: self).messages
            if !messages.isEmpty {
                let table = names ?? FieldNameTable(fields: fields, form: self)
                names = table
                errors[table.name(of: index, configuredName: field.configuredName(in: self)), default: []]
                    .append(contentsOf: messages)
            }
        }
        return errors
    }
}
