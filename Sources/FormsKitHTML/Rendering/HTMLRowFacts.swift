/// What a row's control is written with that depends on the row alone: its
/// name on the wire, its ids, and what its field's rules let the browser
/// check. Worked out once per outline and kept with it
/// (`FormSession.rowFacts(at:outlineVersion:rowCount:orMake:)`); a class,
/// so that finding it there is a class cast.
final class HTMLRowFacts {
    /// The control's name: its field's name, or its place in the form.
    let name: String
    let id: String
    /// The id of the row's hint, when it has one.
    let hintID: String?
    /// The id of the row's error message.
    let errorID: String
    /// What the field's rules let the browser check.
    let constraints: BrowserConstraints

    init(name: String, hasHint: Bool, constraints: BrowserConstraints) {
        self.name = name
        id = HTMLIdentifier.control(name)
        hintID = hasHint ? HTMLIdentifier.hint(name) : nil
        errorID = HTMLIdentifier.error(name)
        self.constraints = constraints
    }
}
