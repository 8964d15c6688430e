import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel

/// One form as the OpenAPI document describes it: its title, the schema of
/// its JSON body, and for a form in steps the schema of a step's body.
struct WebFormAPIForm {
    var title: String?
    /// The body that submits the whole form at once.
    var whole: FormJSONSchema
    /// The body of one step, for a form in steps: the step's answers and
    /// where the flow is (`_fk_flow`, `_fk_step`, `_fk_action`).
    var step: FormJSONSchema?
    /// Whether the form has a file row, which JSON cannot send.
    var takesFiles: Bool
    /// The schema of the form's output, when its type can be read
    /// (``OutputSchemaReader``).
    var output: FormJSONSchema?

    /// `session`'s form described, in the language in effect; `wording`
    /// says what a step's body that names an unknown flow is answered.
    init<Form: ValidatableForm & SendableMetatype>(session: FormSession<Form>, limits: SubmittedFormLimits, wording: WebFormWording) {
        title = session.layout.title
        takesFiles = session.outline.contains { $0.row.control.isFile }
        output = (Form.self as? any SubmittableForm.Type).flatMap { OutputSchemaReader.schema(of: outputType(of: $0)) }
        whole = HTMLFormDecoder.jsonSchema(for: session, limits: limits)
        guard session.hasSteps else { return }
        // A step sends what it asks, so nothing is required of it; the
        // flow's own members say which flow and step, and where to go.
        var step = whole
        step.dialect = nil
        step.required = []
        var action = FormJSONSchema(types: [.string])
        action.enumValues = [.string(HTMLFormAction.nextStepValue), .string(HTMLFormAction.previousStepValue), .string(HTMLFormAction.submitValue)]
        step.properties[HTMLFormAction.key] = action
        // A flow is one an earlier answer gave, with its cookie: any other
        // is answered 400, as one that expired.
        var flow = FormJSONSchema(types: [.string])
        flow.pattern = "^[A-Za-z0-9_-]{1,32}$"
        flow.rules.append(FormJSONSchema.Rule(kind: "flow", messages: [wording.flowExpired]))
        step.properties[WebFormResponder<Form>.flowFieldName] = flow
        var number = FormJSONSchema(types: [.integer])
        number.minimum = .integer(0)
        step.properties[WebFormResponder<Form>.stepFieldName] = number
        step.required = [HTMLFormAction.key]
        self.step = step
    }
}

/// The output type of a form that can be submitted.
private func outputType<Form: SubmittableForm>(of form: Form.Type) -> Any.Type {
    Form.Output.self
}
