/// The names of the hidden inputs and buttons a rendered form sends besides
/// its fields; none can be a field's name, which never starts with `_fk_`.
enum HTMLFormKeys {
    /// A field with checkboxes was on the page (its value is the field's
    /// name), so that none ticked clears it.
    static let presence = "_fk_present"
    /// A repeated group's element count on the page (`options:3`).
    static let groupCount = "_fk_group"
}
