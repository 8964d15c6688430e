/// How a field's name is made, and which parts of it were given.
///
/// A field's name is the names of the sub-forms that lead to it (each one the
/// `name:` given to ``ValidatedField/nested(in:name:)``, or else the path of
/// the property that holds the sub-form), followed by the field's property
/// name (given by the `@ValidatableForm` macro, or else its own property's).
/// What was not given is read from the form by reflection: see
/// ``PropertyNames`` and ``FieldNameTable``.
struct FieldNaming {
    /// One ``ValidatedField/nested(in:name:)`` on the way to the field.
    struct Step {
        /// The sub-form's type: where the step ends in a path of stored properties.
        let subForm: ObjectIdentifier
        /// The `name:` given for the sub-form, if any.
        let name: String?
    }

    /// The sub-forms that lead to the field, outermost first.
    let steps: [Step]
    /// The field's property name, when it was given (`propertyName:`).
    let propertyName: String?

    init(propertyName: String?) {
        self.steps = []
        self.propertyName = propertyName
    }

    private init(steps: [Step], propertyName: String?) {
        self.steps = steps
        self.propertyName = propertyName
    }

    /// Whether some part of the name must be read from the form.
    var needsReflection: Bool {
        propertyName == nil || steps.contains { $0.name == nil }
    }

    /// The naming of the same field seen from a form that holds its form, of
    /// type `subForm`, in a property (named `name`, if given).
    func nested(in subForm: Any.Type, name: String?) -> FieldNaming {
        FieldNaming(steps: [Step(subForm: ObjectIdentifier(subForm), name: name)] + steps, propertyName: propertyName)
    }

    /// The field's name from the path reflection found to its wrapper.
    ///
    /// The path is cut into one part per step where the step's sub-form type
    /// first appears, and a last part for the field; a given name replaces
    /// its part. Without a path (reflection did not find the field) only
    /// given names are used, and a field without one is named `#` and its
    /// position.
    ///
    /// - Parameters:
    ///   - path: The stored properties from the form to the wrapper, or `nil`.
    ///   - position: The field's position in the form's `validatedFields`.
    func resolve(path: [PropertyNames.Component]?, position: Int) -> FieldName {
        var prefix: [String] = []
        var parts: [(subForm: ObjectIdentifier, name: String)] = []
        var start = 0
        for step in steps {
            if let path, let end = path[start...].firstIndex(where: { $0.type == step.subForm }) {
                prefix.append(step.name ?? PropertyNames.joined(path[start...end], endsAtField: false))
                start = end + 1
            } else if let name = step.name {
                prefix.append(name)
            } else {
                continue
            }
            parts.append((step.subForm, prefix[prefix.count - 1]))
        }
        let own: String
        if let propertyName {
            own = propertyName
        } else if let path, start < path.count {
            own = PropertyNames.joined(path[start...], endsAtField: true)
        } else {
            own = "#\(position)"
        }
        let joinedPrefix = prefix.filter { !$0.isEmpty }.joined(separator: ".")
        return FieldName(prefix: joinedPrefix.isEmpty ? nil : joinedPrefix, ownName: own, parts: parts)
    }
}
