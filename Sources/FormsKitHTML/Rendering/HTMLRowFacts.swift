/// What the HTML surface works out once per outline about a row, beyond its
/// name: kept by the session (`FormSession.rowFacts`), a class so that
/// reading it back is a class cast.
final class HTMLRowFacts {
    /// What the row's field's rules let the browser check.
    let constraints: BrowserConstraints

    init(constraints: BrowserConstraints) {
        self.constraints = constraints
    }
}
