/// Where a validated field's value lies in a form's memory: what a surface
/// works out once per row (``FormController/valueLocation(of:)``) to read
/// the value on every render without projecting the field's key path.
///
/// In code generic over the form (every surface's, unspecialized), reading
/// `\.email` through its key path costs a projection of the computed
/// property, a temporary buffer for a path of several components and
/// generic metadata lookups; reading at a location is one copy of the value.
/// A location depends only on the form's type, never on a form value, so it
/// stays valid for every controller of the type.
package struct FieldValueLocation<Form, Value> {
    /// Bytes from the start of the form (or of the element) to the field's value.
    let offset: Int
    /// The element of an array in the form that holds the field, if any.
    let element: ElementPlace<Form>?
}

extension FormController {
    /// Where the value at `keyPath` lies in the form's memory, when
    /// `keyPath` is a validated field's whose wrapper is stored inline (a
    /// stored property of the form, or of a struct stored in it, or of an
    /// element of an array stored so, nested with
    /// ``ValidatedField/nested(in:at:name:)``); `nil` otherwise (a class's
    /// property, a plain property, a path through a subscript), when
    /// `value(at:)` with the location cannot be used.
    package func valueLocation<Value>(of keyPath: KeyPath<T, Value>) -> FieldValueLocation<T, Value>? {
        guard let schema, let index = schema.index(of: keyPath) else { return nil }
        let field = schema.fields[index]
        // The field's value key path is the wrapper's `wrappedValue`, as
        // its writes already assume (they go through the wrapper); the
        // type check keeps the read typed whatever a list declares.
        guard let offset = field.valueOffset, field.valueType == Value.self else { return nil }
        return FieldValueLocation(offset: offset, element: field.elementPlace)
    }

    /// The value at `location`, read in place: as `value(at:)` with
    /// `keyPath`, the field's key path, reads it, observed alike, for a
    /// fraction of the cost. When the location is in an element the array
    /// does not have (now), the value is read through `keyPath`.
    package func value<Value>(at location: FieldValueLocation<T, Value>, otherwise keyPath: KeyPath<T, Value>) -> Value {
        value(atOffset: location.offset, in: location.element, otherwise: keyPath)
    }

    /// The value `offset` bytes from the start of the form, or of `element`
    /// when it is given: a location's parts (see ``FieldValueReader``).
    func value<Value>(atOffset offset: Int, in element: ElementPlace<T>?, otherwise keyPath: KeyPath<T, Value>) -> Value {
        observeFormAccess()
        return withStorage { form in
            guard let address = Self.address(atOffset: offset, in: element, inFormAt: &form) else { return form[keyPath: keyPath] }
            return address.assumingMemoryBound(to: Value.self).pointee
        }
    }

    /// The address `offset` bytes into the form at `form` (the form's
    /// address for the call, passed as `&form`), or into `element` of it,
    /// for a read before the form next changes; `nil` when the array has
    /// no such element.
    private static func address(atOffset offset: Int, in element: ElementPlace<T>?, inFormAt form: UnsafeMutablePointer<T>) -> UnsafeRawPointer? {
        // `offset` came from the form type's own layout for a stored
        // `Validated<Value>`'s value (``FieldAccessor/valueOffset``), from
        // the start of the form or of its element.
        guard let element else { return UnsafeRawPointer(form) + offset }
        return element.elementAddress(inFormAt: UnsafeRawPointer(form)).map { $0 + offset }
    }
}
