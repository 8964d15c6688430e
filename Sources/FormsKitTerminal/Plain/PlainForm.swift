import Foundation
import FormsKit
import FormsKitModel

/// A form as line-by-line prompts: one question per line on standard error,
/// answered on standard input. A screen reader can follow it and a script can
/// answer it through a pipe:
///
/// ```sh
/// printf 'Team\nada@example.com\ny\n' | my-tool create-plan
/// ```
///
/// It is the same form as the interactive one: rows appear and disappear by
/// their conditions, repeated groups offer to add elements, links open other
/// forms, every answer is validated at once and asked again until it is
/// valid, and a failed submission asks again for what the server rejected.
/// Press Enter to keep the value shown in brackets; answer `-` to clear it.
@MainActor
public struct PlainForm<Root: SubmittableForm & ValidatableForm> {
    private let session: FormSession<Root>
    private let readLine: () -> String?
    private let write: (String) -> Void

    /// A plain form reading answers with `readLine` and writing prompts with `write`.
    public init(
        session: FormSession<Root>,
        readLine: @escaping () -> String? = { Swift.readLine(strippingNewline: true) },
        write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.session = session
        self.readLine = readLine
        self.write = write
    }

    /// Asks every question, then submits. Input that ends before the form is
    /// submitted aborts.
    public func run() async -> TerminalFormOutcome<Root.Output> {
        let prompter = PlainPrompter(readLine: readLine, write: write)
        prompter.say("Press Enter to keep the value in [brackets]; answer - to clear it.")
        switch await prompter.run(session, isRoot: true) {
        case .submitted(let output as Root.Output): return .submitted(output)
        case .submitted, .closed, .cancelled: return .cancelled
        case .ended:
            prompter.say("")
            prompter.say("Input ended before the form was submitted.")
            return .aborted
        }
    }
}

/// Asks the questions of one form and of the forms its links open.
@MainActor
final class PlainPrompter {
    private let readLine: () -> String?
    private let write: (String) -> Void

    enum Result {
        case submitted(Any)
        /// A form with nothing to submit was finished.
        case closed
        case cancelled
        /// Input ended.
        case ended
    }

    private enum Step {
        case next, ended
        /// Ask this row again later: an Add row offers another element.
        case again
    }

    init(readLine: @escaping () -> String?, write: @escaping (String) -> Void) {
        self.readLine = readLine
        self.write = write
    }

    func say(_ line: String) {
        write(line + "\n")
    }

    private func ask(_ prompt: String) -> String? {
        write(prompt + " ")
        return readLine()
    }

    /// `yes`/`no` questions; Enter gives `default`.
    private func confirm(_ question: String, default: Bool) -> Bool? {
        while true {
            guard let answer = ask("\(question) (y/n) [\(`default` ? "y" : "n")]:") else { return nil }
            switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
            case "": return `default`
            case "y", "yes", "true", "on", "1": return true
            case "n", "no", "false", "off", "0": return false
            default: say("✗ Answer y or n.")
            }
        }
    }

    func run<Form: ValidatableForm>(_ session: FormSession<Form>, isRoot: Bool) async -> Result {
        let controller = session.controller
        say("")
        say("== \(session.layout.title ?? "Form") ==")
        var onlyInvalid = false
        while true {
            var asked: Set<PartialKeyPath<Form>> = []
            while let next = nextRow(in: session, after: asked, onlyInvalid: onlyInvalid) {
                asked.insert(next.id)
                switch await answer(next, in: session) {
                case .next: break
                case .again: asked.remove(next.id)
                case .ended: return .ended
                }
            }
            guard let submitter = FormSubmitter.make(for: session) else { return .closed }
            let verb = session.layout.submitTitle
            guard let confirmed = confirm("\(verb) \(session.layout.title ?? "the form")?", default: true) else { return .ended }
            guard confirmed else { return isRoot ? .cancelled : .closed }
            do {
                let output = try await submitter()
                if !isRoot { say("✓ Saved \(session.layout.title ?? "the form").") }
                return .submitted(output)
            } catch {
                for message in controller.formErrors { say("✗ \(message)") }
                for (key, messages) in controller.unmatchedErrors.sorted(by: { $0.key < $1.key }) {
                    say("✗ \(key): \(messages.joined(separator: "; "))")
                }
                if !(error is ValidationError) { say("✗ \((error as? any LocalizedError)?.errorDescription ?? "\(error)")") }
                say("Some answers need another look.")
                onlyInvalid = true
            }
        }
    }

    /// The next row to ask or show, by the layout's current order.
    private func nextRow<Form: ValidatableForm>(in session: FormSession<Form>, after asked: Set<PartialKeyPath<Form>>, onlyInvalid: Bool) -> ResolvedRow<Form>? {
        let controller = session.controller
        return session.resolve().flatMap(\.rows).first { row in
            guard !asked.contains(row.id), row.isEnabled else { return false }
            guard onlyInvalid else {
                if case .button(let button) = row.row.control, button.role != .plain, button.role != .destructive { return false }
                return row.isFocusable || row.row.control.isInformation
            }
            if let field = row.row.field { return !(controller.validationState(of: field)?.isValid ?? true) }
            if let group = row.repetition?.group, let repeated = session.group(named: group) {
                return controller.validationState(of: repeated.field)?.isInvalid ?? false
            }
            return false
        }
    }

    private func answer<Form: ValidatableForm>(_ resolved: ResolvedRow<Form>, in session: FormSession<Form>) async -> Step {
        let row = resolved.row
        let controller = session.controller
        let title = row.anatomy.title
        switch row.control {
        case .note:
            say(title)
            return .next
        case .value(let value):
            say("\(title): \(value.text(in: controller))")
            return .next
        case .button:
            guard let press = confirm(title + "?", default: false) else { return .ended }
            guard press else { return .next }
            session.activate(row.id)
            // A repeated group's Add row is offered again after the new element.
            return session.group(addedBy: row.id) != nil ? .again : .next
        case .link(let link):
            guard let open = confirm("Open \(title)?", default: false) else { return .ended }
            guard open else { return .next }
            switch link.destination.kind {
            case .page(let id):
                say("\(link.destination.title) (\(id)) is a page the host application shows.")
            case .form(let makeSession):
                if case .ended = await runNested(makeSession()) { return .ended }
            }
            return .next
        case .custom:
            guard let press = confirm(title + "?", default: false) else { return .ended }
            if press { session.activate(row.id) }
            return .next
        default:
            break
        }
        // Rows with a value: show what is wrong already (a server's message),
        // then ask until the answer is valid.
        if let field = row.field {
            for message in controller.messages(for: field) { say("✗ \(title): \(message)") }
        }
        while true {
            guard let input = prompt(for: row, in: session) else { return .ended }
            if let problem = apply(input, to: row, in: session) {
                say("✗ \(problem)")
                continue
            }
            guard let field = row.field else { return .next }
            controller.validate(field)
            await controller.waitForPendingValidations()
            let messages = controller.messages(for: field)
            if messages.isEmpty { return .next }
            for message in messages { say("✗ \(message)") }
        }
    }

    private func runNested<Session: AnyFormSession>(_ session: Session) async -> Result {
        await run(session.typedSession, isRoot: false)
    }

    /// Asks for a row's value; `nil` when input ended.
    private func prompt<Form: ValidatableForm>(for row: FormRow<Form>, in session: FormSession<Form>) -> String? {
        let controller = session.controller
        let title = row.anatomy.title
        switch row.control {
        case .text(let text):
            let current = text.text(in: controller)
            if text.style == .multiline {
                say("\(title) [\(current.replacingOccurrences(of: "\n", with: " / "))] — several lines, end with a line holding only a period:")
                var lines: [String] = []
                while let line = readLine() {
                    if line == "." { return lines.joined(separator: "\n") }
                    if lines.isEmpty, line.isEmpty { return "" }
                    lines.append(line)
                }
                return lines.isEmpty ? nil : lines.joined(separator: "\n")
            }
            let shown = text.style == .secure ? String(repeating: "•", count: current.count) : current
            return ask("\(title) [\(shown)]:")
        case .number(let number):
            var hint = ""
            if let range = number.range { hint = " (\(number.format.string(range.lowerBound))–\(number.format.string(range.upperBound)))" }
            return ask("\(title)\(hint) [\(number.text(in: controller))]:")
        case .toggle(let toggle):
            return ask("\(title)? (y/n) [\(toggle.isOn(in: controller) ? "y" : "n")]:")
        case .choice(let choice):
            let labels = choice.optionLabels(in: controller)
            say("\(title): " + labels.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: "  "))
            let current = choice.selectedIndex(in: controller).map { labels[$0] } ?? ""
            return ask("\(title), a number or a name [\(current)]:")
        case .multipleChoice(let choices):
            let labels = choices.optionLabels(in: controller)
            say("\(title): " + labels.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: "  "))
            let current = choices.selectedIndices(in: controller).sorted().map { String($0 + 1) }.joined(separator: ",")
            return ask("\(title), numbers separated by commas [\(current)]:")
        case .date(let date):
            return ask("\(title) (\(date.pattern)) [\(date.text(in: controller))]:")
        default:
            return ""
        }
    }

    /// Applies an answer; returns why it cannot be used, if it cannot.
    private func apply<Form: ValidatableForm>(_ input: String, to row: FormRow<Form>, in session: FormSession<Form>) -> String? {
        let controller = session.controller
        let answer = input.trimmingCharacters(in: .whitespaces)
        let clears = answer == "-"
        switch row.control {
        case .text(let text):
            if clears { session.setText("", for: row.id) }
            else if !input.isEmpty { session.setText(text.style == .multiline ? input : answer, for: row.id) }
        case .number(let number):
            if clears { session.setNumber(nil, for: row.id) }
            else if !answer.isEmpty {
                guard let value = number.format.parse(answer), !number.isInteger || value == value.rounded() else {
                    return number.isInteger ? "Enter a whole number." : "Enter a number."
                }
                session.setNumber(value, for: row.id)
            }
        case .toggle:
            switch answer.lowercased() {
            case "": break
            case "y", "yes", "true", "on", "1": session.setOn(true, for: row.id)
            case "n", "no", "false", "off", "0": session.setOn(false, for: row.id)
            default: return "Answer y or n."
            }
        case .choice(let choice):
            guard !answer.isEmpty else { return nil }
            let labels = choice.optionLabels(in: controller)
            if let number = Int(answer), labels.indices.contains(number - 1) {
                session.select(number - 1, for: row.id)
            } else if let index = labels.firstIndex(where: { $0.caseInsensitiveCompare(answer) == .orderedSame }) {
                session.select(index, for: row.id)
            } else {
                return "Choose one of 1 to \(labels.count), or type an option's name."
            }
        case .multipleChoice(let choices):
            guard !answer.isEmpty else { return nil }
            let labels = choices.optionLabels(in: controller)
            var wanted: Set<Int> = []
            if !clears {
                for part in answer.split(separator: ",") {
                    guard let number = Int(part.trimmingCharacters(in: .whitespaces)), labels.indices.contains(number - 1) else {
                        return "Give numbers from 1 to \(labels.count), separated by commas."
                    }
                    wanted.insert(number - 1)
                }
            }
            for index in choices.selectedIndices(in: controller).symmetricDifference(wanted) {
                session.toggleOption(index, for: row.id)
            }
        case .date(let date):
            if clears { session.setDate(nil, for: row.id) }
            else if !answer.isEmpty {
                guard let value = DateText.date(from: answer, components: date.components) else {
                    return "Enter a date as \(date.pattern)."
                }
                session.setDate(value, for: row.id)
            }
        default:
            break
        }
        return nil
    }
}

extension RowControl {
    /// Rows that only inform: notes and read-only values.
    var isInformation: Bool {
        switch self {
        case .note, .value: return true
        default: return false
        }
    }
}
