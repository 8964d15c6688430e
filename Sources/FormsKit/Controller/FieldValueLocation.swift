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
package struct FieldValueLocation<Form, Value>: Sendable {
    /// Bytes from the start of the form to the field's value.
    fileprivate let offset: Int
}

extension FormController {
    /// Where the value at `keyPath` lies in the form's memory, when
    /// `keyPath` is a validated field's whose wrapper is stored inline (a
    /// stored property of the form, or of a struct stored in it); `nil`
    /// otherwise (an element of an array, a class's property, a plain
    /// property), when `value(at:)` with the location cannot
    /// be used.
    package func valueLocation<Value>(of keyPath: KeyPath<T, Value>) -> FieldValueLocation<T, Value>? {
        guard let schema, let index = schema.index(of: keyPath) else { return nil }
        let field = schema.fields[index]
        // The field's value key path is the wrapper's `wrappedValue`, as
        // its writes already assume (they go through the wrapper); the
        // type check keeps the read typed whatever a list declares.
        guard let offset = field.valueOffset, field.valueType == Value.self else { return nil }
        return FieldValueLocation(offset: offset)
    }

    /// The value at `location`, read in place: as `value(at:)` with a key path
    /// reads the field's key path, observed alike, for a fraction of the cost.
    package func value<Value>(at location: FieldValueLocation<T, Value>) -> Value {
        observeFormAccess()
        return withStorage { Self.read(at: &$0, offset: location.offset) }
    }

    /// The value of type `Value` at `offset` in the form at `form` (the
    /// form's address for the call, passed as `&form`).
    private static func read<Value>(at form: UnsafeMutablePointer<T>, offset: Int) -> Value {
        // `offset` came from the form type's own layout for a stored
        // `Validated<Value>`'s value (``FieldAccessor/valueOffset``).
        UnsafeRawPointer(form).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
    }
}
