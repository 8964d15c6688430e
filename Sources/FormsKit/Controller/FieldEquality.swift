/// A ``FormRule/matches(_:_:message:)`` rule between two fields stored in
/// the form itself, worked out once by the schema: the fields' offsets and
/// their wrapper's type, so that a check compares the two values where
/// they lie. Projecting the rule's key paths instead, in code generic over
/// the form, walked each key path's components and looked generic types up
/// in the runtime's tables on every check; naming the other field in the
/// default message hashed its key path and put its property name into
/// words on every failure.
final class FieldEquality {
    let fieldOffset: Int
    let otherOffset: Int
    let operations: any FieldWrapperOperations.Type
    /// The other field's position in the form's fields, for its name.
    let otherIndex: Int
    /// The message declared with the rule, if any.
    let message: String?
    /// The other field's property name in words, worked out on the first
    /// failure (a schema's field names do not change).
    private var otherDisplayNameStorage: String?

    /// `nil` unless both fields are stored in the form itself, in wrappers
    /// of the same type.
    init?<Form>(field: FieldAccessor<Form>, other: FieldAccessor<Form>, otherIndex: Int, message: String?) {
        guard field.inlineWrapperOffset >= 0, other.inlineWrapperOffset >= 0,
            ObjectIdentifier(field.wrapperOperations) == ObjectIdentifier(other.wrapperOperations)
        else { return nil }
        fieldOffset = field.inlineWrapperOffset
        otherOffset = other.inlineWrapperOffset
        operations = field.wrapperOperations
        self.otherIndex = otherIndex
        self.message = message
    }

    /// Whether the two fields of the form at `form` hold equal values.
    func valuesAreEqual(inFormAt form: UnsafeRawPointer) -> Bool {
        operations.valuesEqual(at: form + fieldOffset, and: form + otherOffset)
    }

    /// The other field's property name in words ("confirm password"), as
    /// `FieldNames.displayName(of:in:)` gives it.
    func otherDisplayName<Form>(in schema: FormSchema<Form>, form: Form) -> String {
        if let otherDisplayNameStorage { return otherDisplayNameStorage }
        let made = PropertyNames.words(schema.names(in: form).names[otherIndex].propertyName)
        otherDisplayNameStorage = made
        return made
    }
}
