import FormsKit
import FormsKitModel
import Foundation

/// Sessions of a stored form for a server, which makes one for every
/// request: the form is laid out once, with the values it last saved as
/// its baseline, and once more each time those change (a save here or, after
/// a refresh, in another process sharing the database). A session is then a
/// copy, as from any ``FormSessionTemplate``, with nothing read or filled
/// again.
public final class SavedFormTemplate<Form: StoredForm>: Sendable {
    /// The form's template without saved values, from which templates with
    /// them are made.
    private let blank: FormSessionTemplate<Form>
    private let store: PlanStore?
    /// The template of the values saved last, with their JSON.
    private let current = LockedValue<(saved: Data, template: FormSessionTemplate<Form>)?>(nil)

    /// Sessions of `form`, with the values it last saved in its store.
    public init(form: Form) {
        blank = FormSessionTemplate(form: form)
        store = form.store
    }

    /// A session of the form with the values it last saved, as a baseline
    /// (the form is clean until the person changes something); its
    /// defaults when it saved nothing, or values it cannot read.
    public func makeSession() -> FormSession<Form> {
        guard let store, let data = store.savedData(as: Form.storeKey) else { return blank.makeSession() }
        if let known = current.withLock({ $0?.saved == data ? $0?.template : nil }) { return known.makeSession() }
        // Values an earlier version saved in another shape: the form starts blank.
        guard let saved = try? JSONDecoder().decode(Form.Output.self, from: data) else { return blank.makeSession() }
        let template = blank.withBaseline { $0.load(saved) }
        current.withLock { $0 = (data, template) }
        return template.makeSession()
    }
}
