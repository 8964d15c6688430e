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
    let accessor: any FieldAccessor<Form>

    /// Creates an entry from the value key path and the wrapper's key path.
    ///
    /// The field's property name (its key in error dictionaries when it has
    /// no `name:`) is read from the form by reflection, once per
    /// ``FormController``, when a name is first needed: the stored property
    /// that holds the wrapper (`_email`) gives `email`.
    ///
    /// - Parameters:
    ///   - keyPath: The property, `\.name`.
    ///   - wrapperKeyPath: Its wrapper, `\._name`.
    public init<V: Equatable>(
        _ keyPath: KeyPath<Form, V>,
        wrappedBy wrapperKeyPath: WritableKeyPath<Form, Validated<V>>
    ) {
        self.keyPath = keyPath
        self.accessor = ValidatedFieldAccessor(wrapper: wrapperKeyPath, naming: FieldNaming(propertyName: nil))
    }

    /// Creates an entry that also carries the property's name, so error
    /// dictionaries need not derive it by reflection. The `@ValidatableForm`
    /// macro uses this.
    public init<V: Equatable>(
        _ keyPath: KeyPath<Form, V>,
        wrappedBy wrapperKeyPath: WritableKeyPath<Form, Validated<V>>,
        propertyName: String
    ) {
        self.keyPath = keyPath
        self.accessor = ValidatedFieldAccessor(wrapper: wrapperKeyPath, naming: FieldNaming(propertyName: propertyName))
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
    ///     `shipping.street`. Defaults to the path of stored properties to the
    ///     sub-form, read by reflection: `shipping`, or `options.2` for the
    ///     element at index 2 of `options`, `extra` for the value of an
    ///     optional `extra`. Pass one for paths through computed properties
    ///     or dictionaries, or to name the sub-form differently.
    public func nested<Parent>(in path: WritableKeyPath<Parent, Form>, name: String? = nil) -> ValidatedField<Parent> {
        guard let keyPath = (path as PartialKeyPath<Parent>).appending(path: keyPath as AnyKeyPath) else {
            preconditionFailure("FormsKit: cannot append \(keyPath) to \(path).")
        }
        return ValidatedField<Parent>(keyPath: keyPath, accessor: accessor.nested(in: path, name: name))
    }

    /// This field of a sub-form, as a field of a form that holds the sub-form
    /// as the element at `index` of the array at `array`: the same field as
    /// `nested(in: \.options[index], name: name)`.
    ///
    /// ```swift
    /// struct PollForm: ValidatableForm {
    ///     var options = [OptionForm(), OptionForm()]
    ///
    ///     var validatedFields: [ValidatedField<Self>] {
    ///         options.indices.flatMap { index in
    ///             options[index].validatedFields.map { $0.nested(in: \.options, at: index) }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - array: The parent form's array of sub-forms, `\.options`.
    ///   - index: The element's index.
    ///   - name: The prefix of the field's name in error dictionaries, as
    ///     for ``nested(in:name:)``; by default `options.2` for the element
    ///     at index 2 of `options`.
    public func nested<Parent>(in array: WritableKeyPath<Parent, [Form]>, at index: Int, name: String? = nil) -> ValidatedField<Parent> {
        nested(in: array.appending(path: \[Form][index]), name: name)
    }

    init(keyPath: PartialKeyPath<Form>, accessor: any FieldAccessor<Form>) {
        self.keyPath = keyPath
        self.accessor = accessor
    }

    /// The field's key in error dictionaries: its `name:`, or else its
    /// property name (`address.street` for a field inside a nested value).
    ///
    /// Derives the name from `form` by reflection each time it is called
    /// (unless every part of it was given), which takes time proportional to
    /// the form's size. ``ValidatableForm/validationErrors`` and
    /// ``FormController`` name all fields at once, in one pass.
    public func name(in form: Form) -> String {
        FieldNameTable(fields: [accessor], form: form).name(of: 0, configuredName: accessor.configuredName(in: form))
    }
}
