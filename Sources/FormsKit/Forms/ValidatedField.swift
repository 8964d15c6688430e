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
        self.accessor = TypedFieldAccessor(wrapper: wrapperKeyPath, propertyName: nil, namePrefix: nil)
    }

    /// Creates an entry that also carries the property's name, so error
    /// dictionaries need not derive it. The `@ValidatableForm` macro uses this.
    public init<V: Equatable>(
        _ keyPath: KeyPath<Form, V>,
        wrappedBy wrapperKeyPath: WritableKeyPath<Form, Validated<V>>,
        propertyName: String
    ) {
        self.keyPath = keyPath
        self.accessor = TypedFieldAccessor(wrapper: wrapperKeyPath, propertyName: propertyName, namePrefix: nil)
    }

    /// This field of a sub-form, as a field of a form that holds the sub-form
    /// at `path`.
    ///
    /// Build forms from reusable parts, or from an array of parts:
    ///
    /// ```swift
    /// struct OrderForm: ValidatableForm {
    ///     var shipping = AddressForm()
    ///     var billing = AddressForm()
    ///
    ///     var validatedFields: [ValidatedField<Self>] {
    ///         shipping.validatedFields.map { $0.nested(in: \.shipping) }
    ///             + billing.validatedFields.map { $0.nested(in: \.billing) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: Where the parent form keeps the sub-form: a property
    ///     (`\.shipping`) or an element of an array (`\.options[2]`).
    ///   - name: The prefix of the field's name in error dictionaries; the
    ///     field of `\.shipping` whose own name is `street` is named
    ///     `shipping.street`. Defaults to the path's property name; pass one
    ///     for paths through arrays (`options.2`).
    public func nested<Parent>(in path: WritableKeyPath<Parent, Form>, name: String? = nil) -> ValidatedField<Parent> {
        let prefix = name ?? PropertyNames.name(of: path, in: Parent.self)
        guard let keyPath = (path as PartialKeyPath<Parent>).appending(path: keyPath as AnyKeyPath) else {
            preconditionFailure("FormsKit: cannot append \(keyPath) to \(path).")
        }
        return ValidatedField<Parent>(keyPath: keyPath, accessor: accessor.nested(in: path, prefix: prefix))
    }

    init(keyPath: PartialKeyPath<Form>, accessor: FieldAccessor<Form>) {
        self.keyPath = keyPath
        self.accessor = accessor
    }

    /// The field's key in error dictionaries: its `name:`, or else its
    /// property name (`address.street` for a field inside a nested value).
    public func name(in form: Form) -> String {
        accessor.name(in: form)
    }
}
