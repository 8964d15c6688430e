import Foundation

/// What a field accessor does to a field's wrapper at an address, run by the
/// wrapper's own type.
///
/// ``TypedFieldAccessor`` keeps `Validated<Value>.self` as one of these. A
/// call through it carries the wrapper's type with it, where the accessor's
/// code, generic over the form and the value and not specialized, would
/// otherwise look the type `Validated<Value>` up in the runtime's tables on
/// every call (a hashed lookup under a lock: about 380 instructions, more
/// than the validation of a short text). The work is done in this
/// protocol's extension, where the wrapper's type is `Self`, given by the
/// caller, rather than in `Validated`'s, which would look it up again.
protocol FieldWrapperOperations {
    /// Runs the field's rules; reports to its ledger.
    mutating func validateForAccessor() -> (status: FieldStatus, state: ValidationState)
    /// Runs the field's rules, as ``validateForAccessor()`` does, in a field
    /// linked to no ledger (a detached form's): nothing to report, so the
    /// status is read once, afterwards.
    mutating func checkDetachedForAccessor() -> (status: FieldStatus, state: ValidationState)
    /// Sets the field's value to `value` through its wrapped value (which
    /// validates by the field's mode and reports); `false` when `value` is
    /// not of the field's type.
    mutating func assignForAccessor<NewValue>(_ value: NewValue) -> Bool
    /// Makes `source`'s value the baseline; returns the field's status and
    /// state afterwards.
    mutating func adoptBaselineForAccessor(from source: borrowing Self) -> (status: FieldStatus, state: ValidationState)
    /// Replaces the messages of the form's rules, when they differ; a live
    /// field validates again. Reports to the field's ledger.
    mutating func setFormRuleMessagesForAccessor(_ messages: [String])
    /// Whether the value of the field at `other`, of this type, equals
    /// this field's (which is not changed).
    mutating func hasValue(equalToValueOfFieldAt other: UnsafeRawPointer) -> Bool
}

extension FieldWrapperOperations {
    /// ``validateForAccessor()`` on the wrapper at `field`.
    static func validate(at field: UnsafeMutableRawPointer) -> (status: FieldStatus, state: ValidationState) {
        field.assumingMemoryBound(to: Self.self).pointee.validateForAccessor()
    }

    /// ``checkDetachedForAccessor()`` on the wrapper at `field`.
    static func checkDetached(at field: UnsafeMutableRawPointer) -> (status: FieldStatus, state: ValidationState) {
        field.assumingMemoryBound(to: Self.self).pointee.checkDetachedForAccessor()
    }

    /// ``adoptBaselineForAccessor(from:)`` on the wrapper at `field`, from
    /// the wrapper at `source`.
    static func adoptBaseline(at field: UnsafeMutableRawPointer, from source: UnsafeRawPointer) -> (status: FieldStatus, state: ValidationState) {
        field.assumingMemoryBound(to: Self.self).pointee.adoptBaselineForAccessor(from: source.assumingMemoryBound(to: Self.self).pointee)
    }

    /// ``setFormRuleMessagesForAccessor(_:)`` on the wrapper at `field`.
    static func setFormRuleMessages(_ messages: [String], at field: UnsafeMutableRawPointer) {
        field.assumingMemoryBound(to: Self.self).pointee.setFormRuleMessagesForAccessor(messages)
    }

    /// Whether the wrappers at `field` and `other`, both of this type,
    /// hold equal values.
    static func valuesEqual(at field: UnsafeRawPointer, and other: UnsafeRawPointer) -> Bool {
        // Mutating, as the other operations are, so that the field is read
        // where it lies rather than copied for the call.
        UnsafeMutableRawPointer(mutating: field).assumingMemoryBound(to: Self.self).pointee.hasValue(equalToValueOfFieldAt: other)
    }

    /// ``assignForAccessor(_:)`` on the wrapper at `field`.
    static func assign<NewValue>(_ value: NewValue, at field: UnsafeMutableRawPointer) -> Bool {
        field.assumingMemoryBound(to: Self.self).pointee.assignForAccessor(value)
    }
}

extension Validated: FieldWrapperOperations {
    mutating func validateForAccessor() -> (status: FieldStatus, state: ValidationState) {
        _ = validate()
        return (status, state)
    }

    // Copies specialized for the commonest values, which this generic
    // entry point switches to at run time: a server checks every field of
    // every request here, and the generic code reads the rules and compares
    // the value with its baseline through witness tables.
    @_specialize(exported:false,where T == String)
    @_specialize(exported:false,where T == Bool)
    @_specialize(exported:false,where T == Int?)
    @_specialize(exported:false,where T == Date?)
    mutating func checkDetachedForAccessor() -> (status: FieldStatus, state: ValidationState) {
        runValidation()
        return (status, state)
    }

    mutating func assignForAccessor<NewValue>(_ value: NewValue) -> Bool {
        // Compared as types, not cast through `Any`: no box, no optional.
        guard NewValue.self == T.self else { return false }
        // The same type: the bits are the value (copied, as any cast copies).
        wrappedValue = unsafeBitCast(value, to: T.self)
        return true
    }

    mutating func adoptBaselineForAccessor(from source: borrowing Self) -> (status: FieldStatus, state: ValidationState) {
        baseline = source.value
        return (status, state)
    }

    mutating func hasValue(equalToValueOfFieldAt other: UnsafeRawPointer) -> Bool {
        value == other.assumingMemoryBound(to: Self.self).pointee.value
    }

    mutating func setFormRuleMessagesForAccessor(_ messages: [String]) {
        guard formRuleMessages != messages else { return }
        let before = status
        formRuleMessages = messages
        if isLive { runValidation() }
        report(from: before, valueChanged: false)
    }
}
