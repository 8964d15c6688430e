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
    /// Whether the field was found in the form's layout: then ``offset``
    /// and ``element`` say where (kept apart, not as an optional
    /// ``FieldValueLocation``, whose every read copied it).
    private var hasLocation = false
    private var offset = 0
    private var element: ElementPlace<Form>?

    nonisolated package init(_ keyPath: WritableKeyPath<Form, Value>) {
        self.keyPath = keyPath
    }

    /// Writes `value` into `form`, a detached copy of `controller`'s form.
    package func write(_ value: Value, into form: inout Form, fieldsOf controller: FormController<Form>) {
        if !isResolved {
            isResolved = true
            if let location = controller.valueLocation(of: keyPath) {
                hasLocation = true
                offset = location.offset
                element = location.element
            }
        }
        // A field of the form itself (most) written where it lies, without
        // reading ``element``, which passing on would copy (and retain).
        if hasLocation, element == nil {
            Self.store(value, offset: offset, inFormAt: &form)
            return
        }
        // `&form` passed as the form's address: no generic call to take it.
        guard hasLocation, Self.write(value, offset: offset, element: element, inFormAt: &form) else {
            form[keyPath: keyPath] = value
            return
        }
    }
}

extension FieldValueWriter {
    /// Writes `value` `offset` bytes into the form at `form`, or into its
    /// `element`; `false` when the field is an array's element the array
    /// does not have. Not isolated: the closure it passes to
    /// `withMutableElement` would otherwise check at run time that it runs
    /// on the main actor, on every write.
    nonisolated private static func write(
        _ value: Value, offset: Int, element: ElementPlace<Form>?, inFormAt form: UnsafeMutablePointer<Form>
    ) -> Bool {
        let start = UnsafeMutableRawPointer(form)
        // `offset` came from the form type's own layout for a stored
        // `Validated<Value>`'s value, from the start of the form or of
        // its element (``FieldAccessor/valueOffset``).
        guard let element else {
            store(value, at: start + offset)
            return true
        }
        if let address = element.mutableElementAddress(inFormAt: start) {
            store(value, at: address + offset)
            return true
        }
        return element.withMutableElement(inFormAt: start) { address in store(value, at: address + offset) } != nil
    }

    /// Stores `value` `offset` bytes into the form at `form`.
    nonisolated private static func store(_ value: Value, offset: Int, inFormAt form: UnsafeMutablePointer<Form>) {
        store(value, at: UnsafeMutableRawPointer(form) + offset)
    }

    /// Stores `value` at `address`, where a value of its type is: a text
    /// (most fields) stored as one, without the generic copy.
    @inline(__always)
    nonisolated private static func store(_ value: Value, at address: UnsafeMutableRawPointer) {
        if Value.self == String.self {
            address.assumingMemoryBound(to: String.self).pointee = unsafeBitCast(value, to: String.self)
        } else {
            address.assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
