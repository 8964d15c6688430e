/// Reads the value at one key path of a form, where the field lies when it
/// can: the first read works out the field's ``FieldValueLocation`` (on any
/// controller of the form type: a location depends on the type alone),
/// and every read after it copies the value from there instead of
/// projecting the key path. A key path with no location (a plain property,
/// a field nested through a subscript) is read through the key path, as
/// before. A field of an array's element nested with
/// ``ValidatedField/nested(in:at:name:)`` has one, in the array's storage.
///
/// A control keeps one for its bound value, so every surface's read of a
/// row (a render, a keystroke's redraw) costs a copy rather than a key
/// path's projection in the unspecialized code that runs it.
@MainActor
package final class FieldValueReader<Form, Value> {
    // Set once, by the initializer; read only on the main actor.
    nonisolated(unsafe) private let keyPath: KeyPath<Form, Value>
    /// Whether the way to read was worked out: by the first read.
    private var isResolved = false
    /// Where the value lies, once resolved: bytes from the start of the
    /// form, or of `element`'s start when it is set; `nil` when the key
    /// path has no location. Kept as plain values, not a generic enum or
    /// struct, whose metadata code generic over the form would look up on
    /// every read.
    private var offset: Int?
    private var element: ElementPlace<Form>?

    nonisolated package init(_ keyPath: KeyPath<Form, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the key path in `controller`'s form, observed as
    /// ``FormController/value(at:)`` observes it.
    package func value(in controller: FormController<Form>) -> Value {
        if !isResolved {
            isResolved = true
            if let location = controller.valueLocation(of: keyPath) {
                (offset, element) = (location.offset, location.element)
            }
        }
        guard let offset else { return controller.value(at: keyPath) }
        return controller.value(atOffset: offset, in: element, otherwise: keyPath)
    }
}
