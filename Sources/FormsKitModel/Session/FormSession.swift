import FormsKit
import Foundation

/// A form being shown: its ``FormLayout`` and its `FormController`, with
/// what every surface needs to run it — which rows are visible and enabled,
/// focus order and movement, edits that report events, activation of buttons
/// and links, repeated groups.
///
/// The controller's `FormController/focus` is the single source of truth
/// for focus; the session only moves it.
@MainActor
public final class FormSession<Form: ValidatableForm> {
    /// The form's controller.
    public let controller: FormController<Form>
    /// The form's layout.
    public var layout: FormLayout<Form> {
        didSet { indexStaticRows() }
    }
    /// Called with every activation and value change made through the session.
    public var eventHandler: (@MainActor (FormEvent<Form>) -> Void)?

    /// Rows outside repeated groups, by id, for constant-time lookup.
    var staticRows: [PartialKeyPath<Form>: FormRow<Form>] = [:]
    /// The rows of each repeated group's elements, by group and index: a
    /// row depends only on its element's index, so it is made once.
    var repeatedRowCache: [String: [Int: [FormRow<Form>]]] = [:]

    /// A session for `controller`'s form, laid out by `layout`.
    public init(layout: FormLayout<Form>, controller: FormController<Form>) {
        self.layout = layout
        self.controller = controller
        indexStaticRows()
        controller.focusOrder = { [weak self] in self?.validationFocusOrder ?? [] }
    }

    /// A session for `form`, laid out by `layout`.
    public convenience init(form: Form, layout: FormLayout<Form>) {
        self.init(layout: layout, controller: FormController(form: form))
    }

    private func indexStaticRows() {
        repeatedRowCache = [:]
        var rows: [PartialKeyPath<Form>: FormRow<Form>] = [:]
        for section in layout.sections {
            for case .row(let row) in section.items { rows[row.id] = row }
            for supplement in [section.header, section.footer] {
                if case .row(let row)? = supplement { rows[row.id] = row }
            }
        }
        staticRows = rows
    }
}

extension FormSession where Form: PresentableForm {
    /// A session for a form that knows its own layout.
    public convenience init(form: Form) {
        self.init(layout: form.layout, controller: FormController(form: form))
    }
}

/// Something that happened through a ``FormSession``, for observers.
public enum FormEvent<Form: ValidatableForm> {
    /// A row was activated (tapped, clicked, Enter).
    case activated(PartialKeyPath<Form>)
    /// A row's value was changed.
    case changed(PartialKeyPath<Form>)
}

/// A form session of any form type, for surfaces that open forms from links.
@MainActor
public protocol AnyFormSession: AnyObject {
    /// The form's type.
    associatedtype Form: ValidatableForm
    /// The session, with its form type. Open an `any AnyFormSession` with a
    /// generic function to reach it: `func show<S: AnyFormSession>(_ s: S)`.
    var typedSession: FormSession<Form> { get }
    /// The form's title.
    var title: String? { get }
}

extension FormSession: AnyFormSession {
    public var typedSession: FormSession<Form> { self }
    public var title: String? { layout.title }
}
