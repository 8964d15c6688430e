import FormsKit
import FormsKitModel
import Foundation

/// One form on the terminal: its session plus what only the terminal needs
/// (the text being edited, the option cursor of a multiple-choice row, a
/// filter, the scroll position).
@MainActor
protocol TerminalScreenProtocol: AnyObject {
    var title: String? { get }
    var theme: FormTheme { get }
    var submitTitle: String { get }
    var isDirty: Bool { get }
    var isSubmittable: Bool { get }
    var isSubmitting: Bool { get }
    var scrollOffset: Int { get set }
    func appear()
    func handle(_ key: Key, keyMap: KeyMap) -> ScreenCommand
    func submit() async -> ScreenSubmission
    func waitForPendingValidations() async
    var hasPendingWork: Bool { get }
    func content(width: Int, palette: TerminalPalette, spinner: Character) -> ScreenContent
    func help(keyMap: KeyMap) -> [(keys: String, action: String)]
    var problems: [String] { get }
}

/// A screen's laid-out content and where its focused row is.
struct ScreenContent {
    var lines: [StyledLine]
    var focusedLines: Range<Int>?
}

@MainActor
final class TerminalScreen<Form: ValidatableForm>: TerminalScreenProtocol {
    let session: FormSession<Form>
    private let submitter: (@MainActor () async throws -> Any)?
    /// The text of the focused row while it is edited.
    var editor: (row: PartialKeyPath<Form>, editor: LineEditor)?
    /// Why the focused row's text is not applied (not a number, not a date).
    var editorProblem: String?
    /// The highlighted option of each multiple-choice row.
    var optionCursors: [PartialKeyPath<Form>: Int] = [:]
    /// The filter being typed in a multiple-choice row.
    var filter: (row: PartialKeyPath<Form>, text: String, isTyping: Bool)?
    var scrollOffset = 0
    /// The last failure that was not about fields (a network error).
    var failureMessage: String?

    init(session: FormSession<Form>) {
        self.session = session
        self.submitter = FormSubmitter.make(for: session)
    }

    var controller: FormController<Form> { session.controller }
    var title: String? { session.layout.title }
    var theme: FormTheme { session.layout.theme }
    var submitTitle: String { session.layout.submitTitle }
    var isDirty: Bool { controller.isDirty }
    var isSubmittable: Bool { submitter != nil }
    var isSubmitting: Bool { controller.isLoading }
    var hasPendingWork: Bool { controller.isLoading || !controller.pendingValidations.isEmpty }

    func appear() {
        session.appear()
        if controller.focus == nil { session.focusNext() }
        syncEditor()
    }

    /// Problems about the whole form, shown above it.
    var problems: [String] {
        var problems = controller.formErrors
        problems += controller.unmatchedErrors.keys.sorted().map { "\($0): \(controller.unmatchedErrors[$0, default: []].joined(separator: "; "))" }
        if let failureMessage { problems.append(failureMessage) }
        return problems
    }

    func waitForPendingValidations() async {
        await controller.waitForPendingValidations()
    }

    func submit() async -> ScreenSubmission {
        guard let submitter else { return .notSubmittable }
        failureMessage = nil
        do {
            let output = try await submitter()
            syncEditor()
            return .succeeded(output)
        } catch is ValidationError {
            syncEditor()
            return .failed
        } catch is CancellationError {
            return .failed
        } catch {
            failureMessage = (error as? any LocalizedError)?.errorDescription ?? "\(error)"
            return .failed
        }
    }

    // MARK: Keys

    func handle(_ key: Key, keyMap: KeyMap) -> ScreenCommand {
        syncEditor()
        if keyMap.abort.contains(key) { return .abort }
        if keyMap.submit.contains(key) { return .submit }
        if let filter, filter.isTyping, handleFilterTyping(key, keyMap: keyMap) { return .none }
        if keyMap.cancel.contains(key) {
            if filter != nil {
                filter = nil
                return .none
            }
            return .cancel
        }
        if keyMap.next.contains(key) {
            move { session.focusNext() }
            return .none
        }
        if keyMap.previous.contains(key) {
            move { session.focusPrevious() }
            return .none
        }
        guard let id = controller.focus, let row = session.row(id) else { return .none }
        return handle(key, on: row, keyMap: keyMap)
    }

    private func move(_ change: () -> Void) {
        change()
        syncEditor()
    }

    private func handle(_ key: Key, on row: FormRow<Form>, keyMap: KeyMap) -> ScreenCommand {
        switch row.control {
        case .text, .date:
            return handleEditing(key, row: row, keyMap: keyMap)
        case .number(let number):
            return number.style == .field
                ? handleEditing(key, row: row, keyMap: keyMap)
                : handleStepper(key, row: row, keyMap: keyMap)
        case .toggle:
            if keyMap.toggle.contains(key) || keyMap.activate.contains(key) { session.activate(row.id) }
            return .none
        case .choice:
            if keyMap.increase.contains(key) || keyMap.toggle.contains(key) { session.moveSelection(of: row.id, by: 1) }
            if keyMap.decrease.contains(key) { session.moveSelection(of: row.id, by: -1) }
            if keyMap.activate.contains(key) { return commit() }
            return .none
        case .multipleChoice(let choices):
            return handleMultipleChoice(key, row: row, choices: choices, keyMap: keyMap)
        case .button, .link, .custom:
            let opens: Bool
            if case .link = row.control { opens = keyMap.increase.contains(key) } else { opens = false }
            guard keyMap.activate.contains(key) || keyMap.toggle.contains(key) || opens else { return .none }
            switch session.activate(row.id) {
            case .submit: return .submit
            case .cancel: return .cancel
            case .open(let destination): return .open(destination)
            case .handled, .ignored:
                syncEditor()
                return .none
            }
        case .value, .note:
            return .none
        }
    }

    private func handleStepper(_ key: Key, row: FormRow<Form>, keyMap: KeyMap) -> ScreenCommand {
        if keyMap.increase.contains(key) { session.step(row.id, by: 1) }
        if keyMap.decrease.contains(key) { session.step(row.id, by: -1) }
        if keyMap.activate.contains(key) { return commit() }
        return .none
    }

    private func handleEditing(_ key: Key, row: FormRow<Form>, keyMap: KeyMap) -> ScreenCommand {
        guard var current = editor, current.row == row.id else { return .none }
        if keyMap.activate.contains(key), !current.editor.allowsNewlines {
            return commit()
        }
        guard current.editor.handle(key) else { return .none }
        editor = current
        apply(current.editor.text, to: row)
        return .none
    }

    /// Enter in a row: the session's `onSubmit` chain.
    private func commit() -> ScreenCommand {
        let result = session.commitFocusedRow()
        syncEditor()
        return result == .submit ? .submit : .none
    }

    private func handleMultipleChoice(_ key: Key, row: FormRow<Form>, choices: MultipleChoiceControl<Form>, keyMap: KeyMap) -> ScreenCommand {
        let visible = visibleOptions(of: row.id, choices: choices)
        var cursor = min(optionCursors[row.id] ?? 0, max(0, visible.count - 1))
        if keyMap.increase.contains(key) { cursor = min(cursor + 1, max(0, visible.count - 1)) }
        if keyMap.decrease.contains(key) { cursor = max(cursor - 1, 0) }
        optionCursors[row.id] = cursor
        if keyMap.toggle.contains(key), visible.indices.contains(cursor) {
            session.toggleOption(visible[cursor], for: row.id)
        }
        if keyMap.filter.contains(key), choices.isFilterable {
            filter = (row.id, "", true)
            optionCursors[row.id] = 0
        }
        if keyMap.activate.contains(key) {
            filter = nil
            return commit()
        }
        return .none
    }

    private func handleFilterTyping(_ key: Key, keyMap: KeyMap) -> Bool {
        guard var current = filter else { return false }
        switch key {
        case .character(let character) where !keyMap.toggle.contains(key):
            current.text.append(character)
        case .backspace:
            if current.text.isEmpty { filter = nil; return true }
            current.text.removeLast()
        case .enter:
            current.isTyping = false
        default:
            return false
        }
        filter = current
        optionCursors[current.row] = 0
        return true
    }

    /// The positions of the options shown (filtered) in a multiple-choice row.
    func visibleOptions(of id: PartialKeyPath<Form>, choices: MultipleChoiceControl<Form>) -> [Int] {
        let text = filter?.row == id ? filter?.text ?? "" : ""
        return choices.indices(matching: text, in: controller)
    }

    // MARK: Editors

    /// Starts or ends the editing buffer to match the focused row.
    func syncEditor() {
        let focus = controller.focus
        if let editor, editor.row == focus { return }
        editor = nil
        editorProblem = nil
        if let filter, filter.row != focus { self.filter = nil }
        guard let focus, let row = session.row(focus) else { return }
        switch row.control {
        case .text(let text):
            editor = (focus, LineEditor(text.text(in: controller), allowsNewlines: text.style == .multiline, limit: text.characterLimit))
        case .number(let number) where number.style == .field:
            editor = (focus, LineEditor(number.text(in: controller)))
        case .date(let date):
            editor = (focus, LineEditor(date.text(in: controller)))
        default:
            break
        }
    }

    /// Applies edited text to the row's value, when it can be read.
    private func apply(_ text: String, to row: FormRow<Form>) {
        editorProblem = nil
        switch row.control {
        case .text:
            session.setText(text, for: row.id)
        case .number(let number):
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                session.setNumber(nil, for: row.id)
            } else if let value = number.format.parse(text), !number.isInteger || value == value.rounded() {
                session.setNumber(value, for: row.id)
            } else {
                editorProblem = number.isInteger ? "Enter a whole number" : "Enter a number"
            }
        case .date(let date):
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                session.setDate(nil, for: row.id)
            } else if let value = DateText.date(from: text, components: date.components) {
                session.setDate(value, for: row.id)
            } else {
                editorProblem = "Enter a date as \(date.pattern)"
            }
        default:
            break
        }
    }
}
