import FormsKit
import Foundation

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
/// A template keeps one prepared session for each language sessions are
/// made in, so a page in French costs what a page in English does.
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
/// instead, or the template's data would show in every session.
///
/// ### Sharing between tasks
/// A template is `Sendable`: a server keeps one per form and makes sessions
/// from it in every request's task at once, on every core. Each session
/// lives in the task that made it. What sessions share is read-only once
/// prepared, or kept behind a lock (the fields' names and facts, the rows'
/// names); the closures of the layout and of the form's rules run in each
/// session's own task, so they must not share mutable state of their own,
/// as closures that a `Sendable` value holds must not.
public final class FormSessionTemplate<Form: ValidatableForm>: @unchecked Sendable {
    // `@unchecked`: `source` is never changed after `init`; the prototypes
    // are made, copied and read only with `lock` held, and a copy shares
    // only what is read-only or behind its own lock (see above), so no
    // session's use of what it shares races another's.
    private let lock = NSLock()
    /// The form and layout the prototypes are made from.
    private let source: (form: Form, layout: FormLayout<Form>)
    /// What fills each prototype's form as its saved baseline, if anything.
    private let baseline: ((inout Form) -> Void)?
    /// A session nobody edits for each language, kept to be copied; made
    /// on the language's first use.
    private var prototypes: [FormLanguage: FormSession<Form>] = [:]

    /// A template for `form`, laid out by `layout`. The work is done once,
    /// when the first session is made.
    ///
    /// - Parameters:
    ///   - form: The form every session starts from.
    ///   - layout: How the form is laid out.
    ///   - baseline: Fills the form with saved values, as
    ///     `FormController.populate(_:)` does: sessions then start from them,
    ///     clean and populated (an edit form). For a form whose saved values
    ///     change, make a new template when they do.
    public init(form: Form, layout: FormLayout<Form>, baseline: ((inout Form) -> Void)? = nil) {
        source = (form, layout)
        self.baseline = baseline
    }

    /// A template of the same form and layout whose sessions start from
    /// the values `fill` writes, as their saved baseline: for a form whose
    /// saved values change, one per version of them.
    public func withBaseline(_ fill: @escaping (inout Form) -> Void) -> FormSessionTemplate<Form> {
        FormSessionTemplate(form: source.form, layout: source.layout, baseline: fill)
    }

    /// A new session: a copy of the template's form, with its layout in
    /// the language in effect (`FormLanguage.current`).
    public func makeSession() -> FormSession<Form> {
        let language = FormLanguage.current
        return lock.withLock { FormSession(replicating: prototype(in: language)) }
    }

    /// The prototype for `language`; called with `lock` held.
    private func prototype(in language: FormLanguage) -> FormSession<Form> {
        if let prototype = prototypes[language] { return prototype }
        let prototype = FormLanguage.withLanguage(language) { FormSession(form: source.form, layout: source.layout) }
        if let baseline { prototype.controller.populate(baseline) }
        // Worked out now, once, rather than by every session that needs it.
        _ = prototype.currentOutline
        prototype.controller.prepareFieldFacts()
        _ = FormLanguage.withLanguage(language) { prototype.makeDraft() }
        // Kept for a few dozen languages: tags with every region and
        // extension a caller might pass would otherwise grow it without end.
        if prototypes.count < Self.languagesKept { prototypes[language] = prototype }
        return prototype
    }

    /// How many languages' prepared sessions are kept.
    private static var languagesKept: Int { 32 }
}

extension FormSessionTemplate where Form: PresentableForm {
    /// A template for a form that knows its own layout; `baseline` fills
    /// it with saved values (see ``init(form:layout:baseline:)``).
    public convenience init(form: Form, baseline: ((inout Form) -> Void)? = nil) {
        self.init(form: form, layout: form.layout, baseline: baseline)
    }
}
