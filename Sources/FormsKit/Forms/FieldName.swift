/// A field's name, in its two parts.
struct FieldName {
    /// The names of the sub-forms that lead to the field, joined (`shipping`,
    /// `options.2`); `nil` for a field of the form itself.
    let prefix: String?
    /// The field's own property name.
    let ownName: String

    /// The property name with its prefix: the key of a field without `name:`.
    var propertyName: String { prefixed(ownName) }

    /// `name` (a field's `name:`) after the prefix.
    func prefixed(_ name: String) -> String {
        prefix.map { "\($0).\(name)" } ?? name
    }
}
