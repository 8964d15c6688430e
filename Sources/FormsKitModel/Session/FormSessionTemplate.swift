import FormsKit

/// A form and its layout, prepared once, from which sessions are made
/// cheaply: one per web request, one per sheet opened.
///
/// Making a ``FormSession`` from a form builds its layout, reads its
/// `validatedFields`, links and counts every field, works out the fields'
/// names, and expands the layout into its outline. For a server that makes
/// a session for every request, that is most of a request's work, and it is
/// the same every time. A template does it once; ``makeSession()`` copies
/// the prepared form and shares the rest:
///
/// ```swift
/// let signUp = FormSessionTemplate(form: SignUpForm())
///
/// router.addWebForm(at: "/sign-up", configuration: configuration) {
///     signUp.makeSession()
/// }
/// ```
///
/// Every session made from a template is independent: its own values,
/// messages, focus and submission. What is shared is what does not change
/// with values: the layout (its titles, rows, options and the closures that
/// decide what shows, which read each session's own values), and what was
/// worked out about the fields (their names, rules and modes).
///
/// ### When not to use one
/// The template's layout is made once, from the template's form. When a
/// form's layout depends on data that differs between sessions (a title
/// with the signed-in user's name, options read from a store when the
/// layout is built), make each session with ``FormSession/init(form:layout:)``
/// instead, or the first session's data would show in every other.
@MainActor
public final class FormSessionTemplate<Form: ValidatableForm> {
    /// A session nobody edits, kept to be copied.
    private let prototype: FormSession<Form>

    /// A template for `form`, laid out by `layout`.
    public init(form: Form, layout: FormLayout<Form>) {
        prototype = FormSession(form: form, layout: layout)
        // Worked out now, once, rather than by the first session that needs it.
        _ = prototype.currentOutline
        prototype.controller.prepareFieldFacts()
    }

    /// A new session: a copy of the template's form, with its layout.
    public func makeSession() -> FormSession<Form> {
        FormSession(replicating: prototype)
    }
}

extension FormSessionTemplate where Form: PresentableForm {
    /// A template for a form that knows its own layout.
    public convenience init(form: Form) {
        self.init(form: form, layout: form.layout)
    }
}
