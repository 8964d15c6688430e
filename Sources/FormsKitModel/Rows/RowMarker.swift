import FormsKit

/// The value behind the key path of a row that is not bound to a field (a
/// button, a link), so that `FormController/focus` can name such rows too.
public struct RowMarker: Hashable, Sendable {}

extension ValidatableForm {
    /// A key path naming the row called `name`: `\Form.[row: "add"]`.
    ///
    /// Rows that are not bound to a value (buttons, links) are focused through
    /// this key path, so the controller's `FormController/focus` stays the
    /// single source of truth for every focusable row.
    public subscript(row name: String) -> RowMarker { RowMarker() }
}

extension FormRow {
    /// The key path that names a row called `name`.
    static func markerKeyPath(_ name: String) -> PartialKeyPath<Form> {
        \Form.[row: name]
    }
}
