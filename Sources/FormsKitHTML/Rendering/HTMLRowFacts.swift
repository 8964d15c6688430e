/// What the HTML surface works out once per outline about a row, beyond its
/// name: kept by the session (`FormSession.rowFacts`), a class so that
/// reading it back is a class cast.
final class HTMLRowFacts {
    /// What the row's field's rules let the browser check.
    let constraints: BrowserConstraints
    /// The id of the row's control.
    let id: String
    /// The id of the row's hint, when it has one.
    let hintID: String?
    /// The id of the row's error message, when it has messages.
    let errorID: String
    /// The row's markup, by ``variant(isInvalid:isDisabled:)``, recorded
    /// the first time a render needs it.
    var templates: [HTMLRowTemplate?] = [nil, nil, nil, nil]

    init(name: String, hasHint: Bool, constraints: BrowserConstraints) {
        self.constraints = constraints
        id = HTMLIdentifier.control(name)
        hintID = hasHint ? HTMLIdentifier.hint(name) : nil
        errorID = HTMLIdentifier.error(name)
    }

    /// Which of ``templates`` a row with or without messages, enabled or
    /// not, is written from.
    static func variant(isInvalid: Bool, isDisabled: Bool) -> Int {
        (isInvalid ? 1 : 0) + (isDisabled ? 2 : 0)
    }

    /// What the row's control is written with.
    func context(name: String, isInvalid: Bool, isDisabled: Bool, validatesLive: Bool) -> HTMLControlContext {
        let describedBy: String?
        if isInvalid {
            describedBy = hintID.map { $0 + " " + errorID } ?? errorID
        } else {
            describedBy = hintID
        }
        return HTMLControlContext(
            name: name, id: id, describedBy: describedBy, isInvalid: isInvalid, isDisabled: isDisabled, validatesLive: validatesLive,
            constraints: constraints)
    }
}
