import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// What was wrong with a JSON submission, the body of its 422 answer:
///
/// ```json
/// {"errors": {"name": ["A plan named “Personal” already exists. Choose another name."]},
///  "formErrors": []}
/// ```
///
/// `errors` is keyed by field name, the keys `ValidationError.invalid(errors:)`
/// uses (a field's `name:`, else its path, such as `options.2`), including
/// names a server's error gave that match no field. Messages about the form
/// as a whole, those a server sent under
/// `ValidationError.formWideKey`, are in `formErrors`.
public struct SubmissionProblems: Codable, Hashable, Sendable {
    /// Each field's messages, by field name.
    public var errors: [String: [String]]
    /// Messages about the whole form.
    public var formErrors: [String]

    /// Problems of your own.
    public init(errors: [String: [String]], formErrors: [String]) {
        self.errors = errors
        self.formErrors = formErrors
    }

    /// The problems `session` shows after a failed submission: why typed
    /// text does not read, each field's messages, a server's messages, and
    /// `decodingProblems` (values that could not be applied), with
    /// `formErrors` after the form-wide ones.
    package init<Form: ValidatableForm>(session: FormSession<Form>, decodingProblems: [String: String] = [:], formErrors: [String] = []) {
        let controller = session.controller
        // The form's own messages in the request's language, as its page
        // shows them.
        var errors = controller.validationErrors.mapValues { session.translated($0) }
        for index in session.outline.indices where session.isVisible(at: index) {
            let row = session.outline[index].row
            guard let field = row.field, let name = controller.fieldName(of: field), let problem = session.inputProblem(of: row) else { continue }
            // Only why the text was not taken: the field's rules judged the
            // value before it.
            errors[name] = [problem.message]
        }
        for (name, messages) in controller.unmatchedErrors {
            errors[name, default: []] += session.translated(messages)
        }
        for (name, message) in decodingProblems {
            errors[name] = [message] + errors[name, default: []]
        }
        self.errors = errors
        self.formErrors = session.translated(controller.formErrors) + formErrors
    }
}
