@_exported import FormsKit

/// Makes a struct a ``FormsKit/ValidatableForm`` and derives its
/// `validatedFields` from its `@Validated` properties.
///
/// ```swift
/// import FormsKitMacros
///
/// @ValidatableForm
/// struct SignupForm {
///     @Validated(.isNotEmpty(), .email()) var email = ""
///     @Validated(.minLength(8)) var password = ""
/// }
/// ```
///
/// expands to the conformance and
///
/// ```swift
/// var validatedFields: [ValidatedField<Self>] {
///     [.init(\.email, wrappedBy: \._email, propertyName: "email"),
///      .init(\.password, wrappedBy: \._password, propertyName: "password")]
/// }
/// ```
///
/// listing the fields in declaration order, which is also their focus order.
/// Fields keep their `name:` when they have one. The hand-written list, and
/// the chance of pairing `\.a` with `\._b`, are gone.
@attached(member, names: named(validatedFields))
@attached(extension, conformances: ValidatableForm)
public macro ValidatableForm() = #externalMacro(module: "FormsKitMacrosPlugin", type: "ValidatableFormMacro")
