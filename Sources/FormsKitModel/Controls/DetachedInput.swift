import FormsKit

/// How a row's control puts a submitted value into a detached copy of the
/// form (one no controller owns, `FormController.detachedCopy()`): what a
/// server does to check a request without making a session, with the same
/// conversions the control makes for a session.
///
/// `nil` from ``RowControl/detachedInput`` for controls that have no such
/// way (files, custom rows, buttons): a submission that sets one of those
/// goes through a session.
package enum DetachedInput<Form: ValidatableForm> {
    /// Text, written as typed (a `String` field) or parsed (a number, a
    /// date, formatted text).
    case text(DetachedTextInput<Form>)
    /// A checkbox.
    case toggle(@MainActor (FormController<Form>, inout Form, Bool) -> Void)
    /// One option, by its index; `false` when the form does not offer it.
    case choice(@MainActor (FormController<Form>, inout Form, Int) -> Bool)
    /// Options by index; `false` when one of them is not offered (the
    /// others are chosen).
    case multipleChoice(@MainActor (FormController<Form>, inout Form, [Int]) -> Bool)
}

/// Text written into a detached copy of the form (``DetachedInput/text(_:)``).
/// A class: read once per row and request in code generic over the form,
/// a structure's copy looked its type up at run time each time.
package final class DetachedTextInput<Form: ValidatableForm> {
    /// Whether the text is the value (a `String` field), with nothing to parse.
    package let isVerbatim: Bool
    /// The most characters kept.
    package let characterLimit: Int?
    private let write: @MainActor (FormController<Form>, inout Form, String) -> InputProblem?

    init(isVerbatim: Bool, characterLimit: Int?, write: @escaping @MainActor (FormController<Form>, inout Form, String) -> InputProblem?) {
        self.isVerbatim = isVerbatim
        self.characterLimit = characterLimit
        self.write = write
    }

    /// Writes `text`, cut to ``characterLimit``, into `form`, a detached
    /// copy of `controller`'s form; why it does not read, when it does not
    /// (the value is then left as it was).
    @MainActor package func write(_ text: String, into form: inout Form, fieldsOf controller: FormController<Form>) -> InputProblem? {
        guard let characterLimit else { return write(controller, &form, text) }
        return write(controller, &form, text.prefix(characters: characterLimit))
    }
}

extension RowControl {
    /// How the control puts a submitted value into a detached copy of the
    /// form; `nil` for controls a submission cannot set that way.
    package var detachedInput: DetachedInput<Form>? {
        switch self {
        case .text(let control): return .text(control.detachedText)
        case .number(let control): return .text(control.detachedText)
        case .date(let control): return .text(control.detachedText)
        case .toggle(let control): return .toggle(control.setOnDetached)
        case .choice(let control): return .choice(control.chooseDetached)
        case .multipleChoice(let control): return .multipleChoice(control.chooseDetached)
        case .file, .value, .note, .button, .link, .custom: return nil
        }
    }
}

/// What a text typed into a parsed field sets: a value (`nil` for none),
/// or nothing, with the reason.
enum TextReading<Value> {
    case value(Value?)
    case problem(InputProblem)

    /// Hands the value read to `write`; the problem, when there is one.
    func write(with write: (Value?) -> Void) -> InputProblem? {
        switch self {
        case .value(let value):
            write(value)
            return nil
        case .problem(let problem):
            return problem
        }
    }
}
