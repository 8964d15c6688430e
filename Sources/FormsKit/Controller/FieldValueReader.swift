/// Reads the value at one key path of a form as cheaply as the field
/// allows, worked out on the first read (on any controller of the form
/// type) and kept:
///
/// - a validated field stored inline: copied from its
///   ``FieldValueLocation`` (a location depends on the form type alone);
/// - a validated field with no fixed place (in an element of an array):
///   reached in place through its wrapper, as a write reaches it, rather
///   than by copying the element out (worked out again when the form's
///   list of fields is read anew, as it is when elements come and go);
/// - anything else: through the key path, as before.
///
/// A control keeps one for its bound value, so every surface's read of a
/// row (a render, a keystroke's redraw) costs a copy or a projection rather
/// than a key path's read in the unspecialized code that runs it.
@MainActor
package final class FieldValueReader<Form, Value> {
    private enum Strategy {
        case location(FieldValueLocation<Form, Value>)
        case field(FieldValueAccessor<Form, Value>, list: ObjectIdentifier)
        case keyPath
    }

    // Set once, by the initializer; read only on the main actor.
    nonisolated(unsafe) private let keyPath: KeyPath<Form, Value>
    /// `nil` until the first read.
    private var strategy: Strategy?

    nonisolated package init(_ keyPath: KeyPath<Form, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the key path in `controller`'s form, observed as
    /// ``FormController/value(at:)`` observes it.
    package func value(in controller: FormController<Form>) -> Value {
        switch strategy {
        case .location(let location):
            return controller.value(at: location)
        case .field(let accessor, let list) where list == controller.schema?.fieldListIdentity:
            return controller.value(of: accessor)
        case .keyPath:
            return controller.value(at: keyPath)
        case .field, nil:
            let found = resolve(in: controller)
            strategy = found
            switch found {
            case .location(let location): return controller.value(at: location)
            case .field(let accessor, _): return controller.value(of: accessor)
            case .keyPath: return controller.value(at: keyPath)
            }
        }
    }

    private func resolve(in controller: FormController<Form>) -> Strategy {
        if let location = controller.valueLocation(of: keyPath) { return .location(location) }
        if let (accessor, list) = controller.fieldValueAccessor(of: keyPath) { return .field(accessor, list: list) }
        return .keyPath
    }
}
