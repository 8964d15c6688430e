/// One entry of a form's ``ValidatableForm/validatedFields``: a field's value
/// key path together with the key path of its ``Validated`` wrapper.
///
/// ```swift
/// var validatedFields: [ValidatedField<Self>] {
///     [.init(\.name, wrappedBy: \._name)]
/// }
/// ```
///
/// The value key path (`\.name`) identifies the field everywhere else: in
/// ``FormController/focus``, in rows of a form layout, in form rules.
public struct ValidatedField<Form> {
    /// The value key path: the field's identity for focus and layout.
    public let keyPath: PartialKeyPath<Form>

    /// Reads and updates the wrapper inside a form value.
    let accessor: FieldAccessor<Form>

    /// Creates an entry from the value key path and the wrapper's key path.
    ///
    /// - Parameters:
    ///   - keyPath: The property, `\.name`.
    ///   - wrapperKeyPath: Its wrapper, `\._name`.
    public init<V: Equatable>(
        _ keyPath: KeyPath<Form, V>,
        wrappedBy wrapperKeyPath: WritableKeyPath<Form, Validated<V>>
    ) {
        self.keyPath = keyPath
        self.accessor = TypedFieldAccessor(wrapper: wrapperKeyPath, propertyName: nil)
    }

    /// Creates an entry that also carries the property's name, so error
    /// dictionaries need not derive it. The `@ValidatableForm` macro uses this.
    public init<V: Equatable>(
        _ keyPath: KeyPath<Form, V>,
        wrappedBy wrapperKeyPath: WritableKeyPath<Form, Validated<V>>,
        propertyName: String
    ) {
        self.keyPath = keyPath
        self.accessor = TypedFieldAccessor(wrapper: wrapperKeyPath, propertyName: propertyName)
    }

    /// The field's key in error dictionaries: its `name:`, or else its
    /// property name (`address.street` for a field inside a nested value).
    public func name(in form: Form) -> String {
        accessor.explicitName(in: form) ?? accessor.propertyName
    }
}
