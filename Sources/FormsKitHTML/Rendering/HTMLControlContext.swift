import FormsKit

/// What a row's control is written with: its name on the wire, its ids,
/// whether it shows messages or can be used, and what its field's rules let
/// the browser check.
struct HTMLControlContext {
    /// The control's name: its field's name, or its place in the form.
    let name: String
    let id: String
    /// The id of the row's hint, when it has one.
    let hintID: String?
    /// The id of the row's error message.
    let errorID: String
    let isInvalid: Bool
    let isDisabled: Bool
    /// Whether the page's script validates as the user types.
    let validatesLive: Bool
    /// What the field's rules let the browser check.
    let constraints: BrowserConstraints

    init(name: String, hasHint: Bool, isInvalid: Bool, isDisabled: Bool, validatesLive: Bool, constraints: BrowserConstraints) {
        self.name = name
        id = HTMLIdentifier.control(name)
        hintID = hasHint ? HTMLIdentifier.hint(name) : nil
        errorID = HTMLIdentifier.error(name)
        self.isInvalid = isInvalid
        self.isDisabled = isDisabled
        self.validatesLive = validatesLive
        self.constraints = constraints
    }

    /// What the control's `aria-describedby` lists: the hint, then the
    /// error when the row has messages.
    var describedBy: String? {
        guard isInvalid else { return hintID }
        return hintID.map { $0 + " " + errorID } ?? errorID
    }

    /// The checks and mode the live-validation script reads, when it runs.
    func writeLiveValidation(checks: [ClientCheck], mode: ValidationMode?, into html: inout HTMLWriter) {
        guard validatesLive, !checks.isEmpty, let mode, mode != .onSubmit else { return }
        html.attribute("data-fk-checks", LiveValidationData.json(checks))
        html.attribute("data-fk-mode", mode == .onBlur ? "blur" : "change")
    }

    /// `id`, `name`, `aria-describedby`, `aria-invalid` and `disabled`.
    func writeCommon(into html: inout HTMLWriter) {
        html.attribute("id", id)
        html.attribute("name", name)
        html.attribute("aria-describedby", describedBy)
        if isInvalid { html.attribute("aria-invalid", "true") }
        html.flag("disabled", isDisabled)
    }
}
