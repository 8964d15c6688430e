/// A form that can be filled from an existing entity, for "Edit" flows.
///
/// Use ``FormController/populate(from:)`` rather than calling
/// ``populate(from:)`` on `controller.form` directly: the controller then
/// treats the populated values as the new baseline, so the form is clean until
/// the user changes something.
public protocol PopulatableForm {
    /// The entity the form is filled from. Load it anywhere, then populate on
    /// the main actor.
    associatedtype Data

    /// Copies the entity's values into the form's fields.
    @MainActor
    mutating func populate(from data: Data)
}
