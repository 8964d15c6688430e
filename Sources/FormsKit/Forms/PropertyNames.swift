/// Finds where fields sit in a form value, by reflection, so fields declared
/// without a name can be keyed by their property name: `email` for
/// `@Validated var email`, `shipping.street` for a field of a sub-form,
/// `options.2.text` for one of an array of sub-forms.
///
/// The caller marks each field it wants named with a tag (a number stored in
/// the ``Validated`` wrapper) in a scratch copy of the form, through the
/// wrapper's key path; ``paths(toTags:in:)`` then walks the copy's stored
/// properties once, with `Mirror`, and reads the labels that lead to each
/// tagged wrapper. Nothing depends on how key paths describe themselves.
enum PropertyNames {
    /// One stored property (or array element) on the way from a form to a field.
    struct Component {
        /// The property's label, or the element's index; `nil` for the
        /// value inside an `Optional`, which adds nothing to the name.
        let label: String?
        /// The type of the value stored there.
        let type: ObjectIdentifier
    }

    /// The path to each tagged field of `form`: element `k` is the path to
    /// the field tagged `k + 1`, ending with the field's wrapper; `nil` when
    /// no such field was found.
    ///
    /// One walk over the form's stored values, which stops as soon as every
    /// tag is found: linear in the size of the form. The walk does not go
    /// into the fields themselves, nor into class instances (fields reached
    /// through a reference are not tagged; see `FieldAccessor.tag(_:_:)`).
    static func paths(toTags count: Int, in form: Any) -> [[Component]?] {
        var walk = Walk(paths: Array(repeating: nil, count: count), remaining: count)
        walk.visit(form)
        return walk.paths
    }

    private struct Walk {
        var paths: [[Component]?]
        var remaining: Int
        var stack: [Component] = []

        mutating func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle != .class else { return }
            let isOptional = mirror.displayStyle == .optional
            var offset = 0
            for child in mirror.children {
                guard remaining > 0 else { return }
                defer { offset += 1 }
                let label = isOptional ? nil : child.label ?? String(offset)
                if let field = child.value as? any NameTaggedField {
                    let tag = Int(field.nameTag)
                    if tag > 0, tag <= paths.count, paths[tag - 1] == nil {
                        paths[tag - 1] = stack + [Component(label: label, type: ObjectIdentifier(type(of: child.value)))]
                        remaining -= 1
                    }
                    continue
                }
                stack.append(Component(label: label, type: ObjectIdentifier(type(of: child.value))))
                visit(child.value)
                stack.removeLast()
            }
        }
    }

    /// The labels of `components` joined by dots. With `endsAtField`, the last
    /// label is a wrapper's (`_email`), whose underscore is dropped.
    static func joined(_ components: ArraySlice<Component>, endsAtField: Bool) -> String {
        var labels = components.compactMap(\.label)
        if endsAtField, let last = labels.last, last.hasPrefix("_") {
            labels[labels.count - 1] = String(last.dropFirst())
        }
        return labels.joined(separator: ".")
    }

    /// A property name in lowercase words: `ownerEmail` and `owner_email`
    /// give "owner email", `address.street` gives "street".
    static func words(_ propertyName: String) -> String {
        let last = propertyName.split(separator: ".").last.map(String.init) ?? propertyName
        var words = ""
        var previous: Character?
        for character in last {
            if character == "_" || character == "-" {
                if !words.isEmpty, words.last != " " { words.append(" ") }
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                words.append(" ")
                words.append(contentsOf: character.lowercased())
            } else {
                words.append(contentsOf: character.lowercased())
            }
            previous = character
        }
        return words
    }
}

/// A ``Validated`` wrapper, seen through reflection: its name tag.
protocol NameTaggedField {
    var nameTag: UInt32 { get }
}

extension Validated: NameTaggedField {}
