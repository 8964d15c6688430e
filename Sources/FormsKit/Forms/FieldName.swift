/// A field's name, in its two parts.
struct FieldName {
    /// The names of the sub-forms that lead to the field, joined (`shipping`,
    /// `options.2`); `nil` for a field of the form itself.
    let prefix: String?
    /// The field's own property name.
    let ownName: String
    /// The parts of the prefix, each with the type of the sub-form its step
    /// of ``FieldNaming`` leads to, outermost first: where an array's
    /// element starts (see ``FormSchema/arrayName(ofField:elementType:elementIndex:in:)``).
    var parts: [(subForm: ObjectIdentifier, name: String)] = []

    /// The property name with its prefix: the key of a field without `name:`.
    var propertyName: String { prefixed(ownName) }

    /// `name` (a field's `name:`) after the prefix.
    func prefixed(_ name: String) -> String {
        prefix.map { "\($0).\(name)" } ?? name
    }
}
