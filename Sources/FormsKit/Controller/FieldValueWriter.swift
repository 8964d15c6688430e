/// Writes one field's value into detached copies of a form
/// (``FormController/detachedCopy()``) in place, where the form's layout
/// has it, instead of through its key path: a key path to a property
/// wrapper's value is a computed property, and writing through it, in code
/// generic over the form, costs several times what the rest of a decoded
/// field costs.
///
/// The value is written as it is, without the wrapper's setter: the copy is
/// validated as a whole afterwards (``FormController/checkDetached(_:)``),
/// which sets every field's state. Where the field is found is worked out
/// once, against the first controller asked, and reused: a writer belongs
/// to one layout, made for one form type.
@MainActor
package final class FieldValueWriter<Form, Value> {
    // Set once, by the initializer; read only on the main actor.
    nonisolated(unsafe) private let keyPath: WritableKeyPath<Form, Value>
    private var isResolved = false
    private var location: FieldValueLocation<Form, Value>?

    nonisolated package init(_ keyPath: WritableKeyPath<Form, Value>) {
        self.keyPath = keyPath
    }

    /// Writes `value` into `form`, a detached copy of `controller`'s form.
    package func write(_ value: Value, into form: inout Form, fieldsOf controller: FormController<Form>) {
        if !isResolved {
            isResolved = true
            location = controller.valueLocation(of: keyPath)
        }
        guard let location, Self.write(value, at: location, in: &form) else {
            form[keyPath: keyPath] = value
            return
        }
    }
}

extension FieldValueWriter {
    /// Writes `value` where `location` says in `form`; `false` when the
    /// field is an array's element the array does not have. Not isolated:
    /// the closures it passes to `withUnsafeMutablePointer` would otherwise
    /// check at run time that they run on the main actor, on every write.
    nonisolated private static func write(_ value: Value, at location: FieldValueLocation<Form, Value>, in form: inout Form) -> Bool {
        withUnsafeMutablePointer(to: &form) { form -> Bool in
            let start = UnsafeMutableRawPointer(form)
            // `offset` came from the form type's own layout for a stored
            // `Validated<Value>`'s value, from the start of the form or of
            // its element (``FieldAccessor/valueOffset``).
            guard let element = location.element else {
                (start + location.offset).assumingMemoryBound(to: Value.self).pointee = value
                return true
            }
            if let address = element.uniqueElementAddress(inFormAt: start) {
                (address + location.offset).assumingMemoryBound(to: Value.self).pointee = value
                return true
            }
            return element.withMutableElement(inFormAt: start) { address in
                (address + location.offset).assumingMemoryBound(to: Value.self).pointee = value
            } != nil
        }
    }
}
