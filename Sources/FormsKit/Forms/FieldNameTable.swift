/// The names of a form's fields, derived together: the keys of error
/// dictionaries and of server errors, and the names cross-field rules use.
///
/// Names given in code (the macro's `propertyName:`, `name:` prefixes of
/// sub-forms) are taken as they are. If any part of any name is not given,
/// the table marks those fields in one scratch copy of the form and walks the
/// copy once (``PropertyNames/paths(toTags:in:)``). Building the table is
/// linear in the size of the form: one copy, one tag per field, one walk that
/// stops when every tag is found, and then per field a look at its own path,
/// whose length does not grow with the number of fields.
///
/// A ``FormController`` builds one table per list of fields, the first time
/// a name is needed, never on an edit.
struct FieldNameTable {
    /// Each field's name, by position in `validatedFields`.
    let names: [FieldName]

    init<Form>(fields: [any FieldAccessor<Form>], form: Form) {
        var paths = [[PropertyNames.Component]?](repeating: nil, count: fields.count)
        if fields.contains(where: { $0.naming.needsReflection }) {
            var scratch = form
            var tagged: [Int] = []
            for (index, field) in fields.enumerated() where field.naming.needsReflection {
                if field.tag(&scratch, UInt32(tagged.count + 1)) { tagged.append(index) }
            }
            let found = PropertyNames.paths(toTags: tagged.count, in: scratch)
            for (tag, index) in tagged.enumerated() { paths[index] = found[tag] }
        }
        names = fields.indices.map { fields[$0].naming.resolve(path: paths[$0], position: $0) }
    }

    /// The key of field `index` in error dictionaries: its `name:` (`configuredName`)
    /// or else its property name, after the names of its sub-forms.
    func name(of index: Int, configuredName: String?) -> String {
        configuredName.map(names[index].prefixed) ?? names[index].propertyName
    }
}
