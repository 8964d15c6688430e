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
    /// How the value is read.
    private enum Way {
        /// Not yet worked out: before the first read.
        case unknown
        /// At the field's place in the form.
        case location(FieldValueLocation<Form, Value>)
        /// Through the key path: it has no location.
        case keyPath
    }

    // Set once, by the initializer; read only on the main actor.
    nonisolated(unsafe) private let keyPath: KeyPath<Form, Value>
    private var way = Way.unknown

    nonisolated package init(_ keyPath: KeyPath<Form, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the key path in `controller`'s form, observed as
    /// ``FormController/value(at:)`` observes it.
    package func value(in controller: FormController<Form>) -> Value {
        if case .unknown = way {
            way = controller.valueLocation(of: keyPath).map(Way.location) ?? .keyPath
        }
        guard case .location(let location) = way else { return controller.value(at: keyPath) }
        return controller.value(at: location, otherwise: keyPath)
    }
}
