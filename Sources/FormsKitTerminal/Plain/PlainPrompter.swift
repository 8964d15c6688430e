import FormsKit
import FormsKitModel
import Foundation

/// Asks the questions of one form and of the forms its links open, through
/// the form's session; the navigator keeps the rules for moving between
/// forms.
@MainActor
final class PlainPrompter {
    /// How asking a form ended.
    enum Ending {
        case submitted(Any)
        /// The form was left without submitting.
        case left
        case ended
        case aborted
        case failed(String)
    }

    /// What one question led to.
    private enum Step {
        case next
        /// Nothing was asked: the row was only said (a note, a value, a
        /// row not available now). Going back passes over it.
        case told
        /// Ask this row again later (an Add row after adding an element).
        case again
        case back
        case ended
        case aborted
    }

    private enum Confirmation {
        case yes, no, back, ended, aborted
    }

    private let read: (_ prompt: String, _ masked: Bool) -> PlainLine
    private let write: (String) -> Void
    private let navigator: FormNavigator
    /// Called after each answer: a draft is saved there.
    var afterEachAnswer: (() -> Void)?
    /// Runs a submission, watching for Ctrl-C, which cancels it; whether
    /// Ctrl-C came. Without it, a submission runs as it is.
    var submitting: ((@escaping @MainActor () async -> Void) async -> Bool)?
    /// Called when the forms open change (a link opened one, or one
    /// closed): the offer of a draft a run left of a form just opened.
    var afterNavigation: (() -> DraftOffer?)?

    init(read: @escaping (_ prompt: String, _ masked: Bool) -> PlainLine, write: @escaping (String) -> Void, navigator: FormNavigator) {
        self.read = read
        self.write = write
        self.navigator = navigator
    }

    func say(_ line: String) {
        write(line + "\n")
    }

    private func ask(_ prompt: String, masked: Bool = false) -> PlainLine {
        read(prompt + " ", masked)
    }

    // MARK: A form

    func run<Session: AnyFormSession>(_ erased: Session) async -> Ending {
        let session = erased.typedSession
        let title = erased.title ?? TerminalWords.text("plain.theForm")
        say("")
        say("== \(erased.title ?? TerminalWords.text("plain.form")) ==")
        // The rows gone through, and whether each was asked (or only said).
        var asked: [(id: PartialKeyPath<Session.Form>, isQuestion: Bool)] = []
        var askedSet: Set<PartialKeyPath<Session.Form>> = []
        /// Goes back to the last question asked, to ask it again with the
        /// rows said after it; `false` when there is none.
        func goBack() -> Bool {
            guard let last = asked.lastIndex(where: \.isQuestion) else { return false }
            for entry in asked[last...] { askedSet.remove(entry.id) }
            asked.removeSubrange(last...)
            return true
        }
        var onlyInvalid = false
        // A form in steps says each step as it comes, and asks all of it.
        var shownStep = session.stepIndex
        if let progress = session.stepProgress { say(progress.text) }
        func sayStepIfChanged() {
            guard session.stepIndex != shownStep else { return }
            shownStep = session.stepIndex
            asked = []
            askedSet = []
            if let progress = session.stepProgress { say(progress.text) }
        }
        while true {
            var section: Int?
            while let index = nextQuestion(in: session, asked: askedSet, onlyInvalid: onlyInvalid) {
                let id = session.outline[index].id
                if !onlyInvalid, section != session.outline[index].section {
                    if let section { sayFooter(of: section, in: session) }
                    section = session.outline[index].section
                    if let header = session.layout.sections[session.outline[index].section].headerText { say("— \(header) —") }
                }
                if onlyInvalid {
                    // Why the list was refused, before the row it is about.
                    for message in groupMessages(anchoredAt: id, in: session) { say("✗ \(message)") }
                }
                let step = await answer(index, in: session)
                afterEachAnswer?()
                switch step {
                case .next, .told:
                    asked.append((id, step == .next))
                    askedSet.insert(id)
                case .again:
                    break
                case .back:
                    if !goBack() {
                        // Before the step's first question: the step before.
                        if session.goBackAStep() {
                            section = nil
                        } else {
                            say(TerminalWords.text("plain.firstQuestion"))
                        }
                    }
                case .ended: return .ended
                case .aborted: return .aborted
                }
                // A button (the review's Change) may have shown another step.
                if session.stepIndex != shownStep { section = nil }
                sayStepIfChanged()
            }
            if let section { sayFooter(of: section, in: session) }
            // Before the last step: check this one, then ask the next.
            if !session.isOnLastStep {
                switch await session.continueToNextStep() {
                case .moved:
                    onlyInvalid = false
                    sayStepIfChanged()
                case .invalid, .lastStep:
                    say(TerminalWords.text("plain.needsAnotherLook"))
                    onlyInvalid = true
                    asked = []
                    askedSet = []
                }
                continue
            }
            guard session.isSubmittable else {
                say(TerminalWords.text("plain.doneWith", ["title": title]))
                return .left
            }
            say(TerminalWords.text("plain.allAnswered", ["title": title]))
            switch confirm(Self.question(session.layout.submitTitle), default: true) {
            case .ended: return .ended
            case .aborted: return .aborted
            case .back:
                _ = goBack()
                continue
            case .no:
                say(TerminalWords.text("plain.notSubmitted"))
                switch confirm(TerminalWords.text("plain.leaveQuestion", ["title": title]), default: true) {
                case .ended: return .ended
                case .aborted: return .aborted
                case .yes:
                    if navigator.isShowingChild {
                        say(TerminalWords.text("plain.left", ["title": title]))
                    } else if navigator.hasSubmittedLinkedForm {
                        say(TerminalWords.text("screen.cancelledAfterLinkedForms", ["title": title]))
                    } else {
                        say(TerminalWords.text("plain.cancelled"))
                    }
                    return .left
                case .no, .back:
                    asked = []
                    askedSet = []
                    onlyInvalid = false
                    continue
                }
            case .yes:
                break
            }
            let result = SubmissionBox()
            var interrupted = false
            if let submitting {
                interrupted = await submitting { result.value = await session.submit() }
            } else {
                result.value = await session.submit()
            }
            // Ctrl-C aborts, unless it came too late to stop the submission:
            // then the form was submitted, and is said to be.
            guard let submission = result.value, !interrupted || submission.output != nil else { return .aborted }
            switch submission {
            case .submitted(let output):
                let isMainForm = !navigator.isShowingChild
                navigator.didSubmit(erased, output: output)
                // The main form's success is said as full screen and inline
                // say it; a linked form's is the navigator's status.
                if isMainForm {
                    say("✓ " + (erased.successMessage ?? TerminalWords.text("screen.submitted")))
                } else if let status = navigator.status {
                    say("✓ " + status)
                }
                return .submitted(output)
            case .invalid:
                for problem in session.formProblems { say("✗ \(problem)") }
                say(TerminalWords.text("plain.needsAnotherLook"))
                // The answer may be on an earlier step, now shown.
                sayStepIfChanged()
                onlyInvalid = true
                asked = []
                askedSet = []
            case .failed(let message):
                say("✗ \(session.translated(message))")
                switch confirm(TerminalWords.text("plain.tryAgain"), default: true) {
                case .yes, .back: continue
                case .no: return .failed(message)
                case .ended: return .ended
                case .aborted: return .aborted
                }
            case .cancelled:
                return .aborted
            case .unavailable(let reason):
                say(reason)
                return .left
            }
        }
    }

    private func sayFooter<Form: ValidatableForm>(of section: Int, in session: FormSession<Form>) {
        if let footer = session.layout.sections[section].footerText { say(footer) }
    }

    /// The next row to ask or show, in the layout's current order.
    private func nextQuestion<Form: ValidatableForm>(in session: FormSession<Form>, asked: Set<PartialKeyPath<Form>>, onlyInvalid: Bool) -> Int? {
        let outline = session.outline
        return outline.indices.first { index in
            let entry = outline[index]
            guard !asked.contains(entry.id), session.isVisible(at: index) else { return false }
            if onlyInvalid {
                if let group = entry.group, !session.messages(ofGroup: group).isEmpty { return true }
                return !session.messages(for: entry.id).isEmpty
            }
            // Submit, Cancel and Reset are asked for at the end.
            return !entry.row.control.actsOnWholeForm
        }
    }

    // MARK: A question

    /// Asks about the row at `index`, or tells it: the prompter's one switch
    /// over controls.
    private func answer<Form: ValidatableForm>(_ index: Int, in session: FormSession<Form>) async -> Step {
        let resolved = session.resolvedRow(at: index)
        let row = resolved.row
        let id = row.id
        let controller = session.controller
        let title = row.anatomy.title
        let isAddRow: Bool
        if case .add = resolved.place { isAddRow = true } else { isAddRow = false }
        if !resolved.isEnabled, !isAddRow {
            say(
                resolved.disabledReason.map { TerminalWords.text("plain.notAvailableBecause", ["title": title, "reason": $0]) }
                    ?? TerminalWords.text("plain.notAvailable", ["title": title]))
            return .told
        }
        switch row.control {
        case .note:
            say(title)
            return .told
        case .value(let value):
            say("\(title): \(value.text(in: controller))")
            return .told
        case .custom(let custom):
            let text = custom.content(in: controller).plainText
            guard custom.isFocusable else {
                say(title.isEmpty ? text : "\(title): \(text)")
                return .told
            }
            return await press(title.isEmpty ? text : title, row: id, in: session)
        case .button:
            if case .add(let group) = resolved.place { return groupQuestion(group, in: session) }
            return await press(title, row: id, in: session)
        case .link:
            return await press(TerminalWords.text("plain.open", ["title": title]), row: id, in: session)
        case .toggle(let toggle):
            return await valueQuestion(id, in: session) {
                self.answer(
                    Self.prompt("\(Self.question(title)) \(Self.yesOrNoChoice) [\(Self.yesOrNoLetter(toggle.isOn(in: controller)))]"),
                    clear: { .problem(TerminalWords.answerYesOrNo) }
                ) {
                    text in
                    guard let isOn = Self.yesOrNo(text) else { return .problem(TerminalWords.answerYesOrNo) }
                    session.setOn(isOn, for: id)
                    return .applied
                }
            }
        case .choice(let choice):
            let labels = choice.optionLabels(in: controller)
            say("\(title): " + labels.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: "  "))
            let problem = Applied.problem(TerminalWords.text("plain.chooseOne", ["count": String(labels.count)]))
            return await valueQuestion(id, in: session) {
                let current = choice.selectedIndex(in: controller).map { " [\(labels[$0])]" } ?? ""
                return self.answer(Self.prompt(TerminalWords.text("plain.numberOrName", ["title": title]) + current), clear: { problem }) { text in
                    guard let index = choice.option(matching: text, in: controller) else { return problem }
                    session.select(index, for: id)
                    return .applied
                }
            }
        case .multipleChoice(let choices):
            let labels = choices.optionLabels(in: controller)
            say("\(title): " + labels.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: "  "))
            return await valueQuestion(id, in: session) {
                let chosen = choices.selectedIndices(in: controller).sorted().map { labels[$0] }
                let current =
                    " [" + (chosen.isEmpty ? TerminalWords.text("plain.noneChosen") : chosen.joined(separator: TerminalWords.text("plain.listSeparator"))) + "]"
                let clear = { () -> Applied in
                    session.selectOptions([], for: id)
                    return .applied
                }
                return self.answer(Self.prompt(TerminalWords.text("plain.numbersOrNames", ["title": title]) + current), clear: clear) { text in
                    guard let indices = choices.options(matching: text, in: controller) else {
                        return .problem(TerminalWords.text("plain.giveNumbers", ["count": String(labels.count)]))
                    }
                    session.selectOptions(indices, for: id)
                    return .applied
                }
            }
        case .text(let text):
            let placeholder = row.anatomy.subtitle == nil ? text.placeholder.map { TerminalWords.text("plain.example", ["example": $0]) } : nil
            return await textQuestion(resolved, hints: [placeholder].compactMap { $0 }, in: session)
        case .number(let number):
            let range = number.range.map {
                TerminalWords.text("plain.range", ["lower": number.format.string($0.lowerBound), "upper": number.format.string($0.upperBound)])
            }
            return await textQuestion(resolved, hints: [range, number.isOptional ? TerminalWords.text("plain.optional") : nil].compactMap { $0 }, in: session)
        case .date(let date):
            return await textQuestion(resolved, hints: [date.pattern] + (date.isOptional ? [TerminalWords.text("plain.optional")] : []), in: session)
        case .file(let file):
            let types = file.acceptedTypes.isEmpty ? nil : file.acceptedTypes.joined(separator: ", ")
            return await textQuestion(
                resolved, hints: [TerminalWords.text("plain.filePath")] + [types].compactMap { $0 } + [TerminalWords.text("plain.optional")], in: session)
        }
    }

    /// Asks `prompt` and reads the answer: input that ended, Ctrl-C, Enter
    /// alone (keep) and `<` (back) are handled here; `-` goes to `clear` and
    /// text to `text`.
    private func answer(_ prompt: String, masked: Bool = false, clear: () -> Applied, text: (String) -> Applied) -> Applied {
        switch ask(prompt, masked: masked) {
        case .end: return .ended
        case .abort: return .aborted
        case .line(let line):
            switch PlainAnswer(line) {
            case .keep: return .applied
            case .back: return .back
            case .clear: return clear()
            case .text(let value): return text(value)
            }
        }
    }

    /// What one answer did to a row's value.
    private enum Applied {
        case applied
        case problem(String)
        case back
        case ended
        case aborted
    }

    /// Asks with `prompt` until the answer reads and the row's field is valid.
    private func valueQuestion<Form: ValidatableForm>(
        _ id: PartialKeyPath<Form>, in session: FormSession<Form>,
        prompt: () -> Applied
    ) async -> Step {
        for message in session.messages(for: id) { say("✗ \(message)") }
        while true {
            switch prompt() {
            case .ended: return .ended
            case .aborted: return .aborted
            case .back: return .back
            case .problem(let message):
                say("✗ \(message)")
            case .applied:
                session.validate(row: id)
                await session.controller.waitForPendingValidations()
                let messages = session.messages(for: id)
                if messages.isEmpty {
                    // What is wrong with the list this row is part of, when it
                    // is about this row (a repeated option): said, not asked
                    // again, as it may be put right in another row.
                    for message in groupMessages(anchoredAt: id, in: session) { say("✗ \(message)") }
                    return .next
                }
                for message in messages { say("✗ \(message)") }
            }
        }
    }

    /// The messages of the repeated group whose element `id` is part of,
    /// when they are about that element.
    private func groupMessages<Form: ValidatableForm>(anchoredAt id: PartialKeyPath<Form>, in session: FormSession<Form>) -> [String] {
        guard let (group, _) = session.element(containing: id), session.messageAnchor(ofGroup: group) == id else { return [] }
        return session.messages(ofGroup: group)
    }

    /// A value typed as text, with `hints` after the row's subtitle.
    private func textQuestion<Form: ValidatableForm>(_ resolved: ResolvedRow<Form>, hints controlHints: [String], in session: FormSession<Form>) async -> Step {
        let row = resolved.row
        guard let entry = row.control.textEntry else { return .told }
        let id = row.id
        let hints = [row.anatomy.subtitle].compactMap { $0 } + controlHints
        let hint = hints.isEmpty ? "" : " (\(hints.joined(separator: "; ")))"
        return await valueQuestion(id, in: session) {
            let current = session.text(of: id)
            let shown = entry.isSecure ? String(repeating: "•", count: current.count) : TextSanitizer.clean(current, keepingNewlines: false)
            let bracket = current.isEmpty ? "" : " [\(shown)]"
            if entry.allowsNewlines {
                say(Self.prompt("\(row.anatomy.title)\(hint)\(bracket) — " + TerminalWords.text("plain.severalLines")))
                var lines: [String] = []
                while true {
                    switch read("", false) {
                    case .abort: return .aborted
                    case .end:
                        guard !lines.isEmpty else { return .ended }
                        session.setText(lines.joined(separator: "\n"), for: id)
                        return .applied
                    case .line(let line):
                        if line == PlainAnswer.end {
                            session.setText(lines.joined(separator: "\n"), for: id)
                            return .applied
                        }
                        if lines.isEmpty {
                            switch PlainAnswer(line) {
                            case .keep: return .applied
                            case .back: return .back
                            case .clear:
                                session.setText("", for: id)
                                return .applied
                            case .text: break
                            }
                        }
                        // Every line, the first too, keeps a backslash typed
                        // as text.
                        lines.append(PlainAnswer.textLine(line))
                    }
                }
            }
            let apply = { (text: String) -> Applied in
                session.setText(text, for: id)
                return session.inputProblem(of: id).map { .problem($0.message) } ?? .applied
            }
            return self.answer(Self.prompt("\(row.anatomy.title)\(hint)\(bracket)"), masked: entry.isSecure, clear: { apply("") }) { text in
                apply(entry.isSecure ? text : text.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    /// A button, link or focusable custom row: pressed on "y".
    private func press<Form: ValidatableForm>(_ question: String, row id: PartialKeyPath<Form>, in session: FormSession<Form>) async -> Step {
        switch confirm(Self.question(question), default: false) {
        case .ended: return .ended
        case .aborted: return .aborted
        case .back: return .back
        case .no: return .next
        case .yes: break
        }
        switch session.activate(id) {
        case .open(let destination):
            navigator.open(destination)
            if let status = navigator.status {
                say(status)
                navigator.status = nil
                return .next
            }
            if let offer = afterNavigation?() {
                switch askYesOrNo(offer.question, default: true) {
                case true?:
                    offer.restore()
                    say(TerminalWords.text("plain.restored"))
                case false?: offer.discard()
                case nil: return .ended
                }
            }
            switch await run(navigator.current) {
            case .ended: return .ended
            case .aborted: return .aborted
            case .left:
                navigator.leave()
                navigator.confirmLeave(discarding: true)
            case .submitted, .failed:
                break
            }
            _ = afterNavigation?()
            navigator.status = nil
            say("")
            say("== " + TerminalWords.text("plain.backTo", ["title": session.layout.title ?? TerminalWords.text("plain.theForm")]) + " ==")
        case .startOver:
            // Asked already: "Start over?" was answered yes.
            session.startOver()
            say(TerminalWords.text("plain.startedOver"))
        case .ignored, .handled, .submit, .cancel:
            if let notice = session.notice { say(notice) }
        }
        return .next
    }

    /// The Add row of a repeated group: add, remove or move elements.
    private func groupQuestion<Form: ValidatableForm>(_ name: String, in session: FormSession<Form>) -> Step {
        guard let group = session.group(named: name) else { return .next }
        let elements = session.outline.filter { $0.group == name }
        let labels = (0..<session.elementCount(ofGroup: name)).map { index -> String in
            let first = elements.first { $0.place == .element(group: name, index: index) && $0.row.control.textEntry != nil }
            let text = first.map { session.text(of: $0.id) } ?? ""
            return text.isEmpty ? TerminalWords.text("plain.empty") : TextSanitizer.clean(text, keepingNewlines: false)
        }
        let plural = group.itemNamePlural.prefix(1).uppercased() + group.itemNamePlural.dropFirst()
        say("\(plural): " + labels.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: "  "))
        for message in session.messages(ofGroup: name) { say("✗ \(message)") }
        let atMaximum = group.maximum.map { labels.count >= $0 } ?? false
        if atMaximum, let message = group.maximumMessage { say(message) }
        // Removing and moving are offered only when they can be done: not
        // at the group's minimum, not with one element.
        let canRemove = labels.count > group.minimum
        let canMove = labels.count > 1
        var edits: [String] = []
        if canRemove { edits.append(TerminalWords.text("plain.groupRemoves", ["item": group.itemName])) }
        if canMove { edits.append(canRemove ? TerminalWords.text("plain.groupMovesIt") : TerminalWords.text("plain.groupMoves", ["item": group.itemName])) }
        let choices = ([Self.yesOrNoLetters] + (edits.isEmpty ? [] : [edits.joined(separator: TerminalWords.text("plain.listSeparator"))])).joined(
            separator: "; ")
        var answers = [
            TerminalWords.text("plain.groupToAdd", ["yes": Self.yesOrNoLetter(true)]),
            TerminalWords.text("plain.groupToGoOn", ["no": Self.yesOrNoLetter(false)]),
        ]
        if canRemove { answers.append(TerminalWords.text("plain.groupToRemove")) }
        if canMove { answers.append(TerminalWords.text("plain.groupToMove")) }
        while true {
            let question = atMaximum ? TerminalWords.text("plain.groupChange", ["items": group.itemNamePlural]) : Self.question(group.addTitle ?? "")
            switch ask(Self.prompt("\(question) (\(choices)) [\(Self.yesOrNoLetter(false))]")) {
            case .end: return .ended
            case .abort: return .aborted
            case .line(let line):
                let words = line.lowercased().split(separator: " ").map(String.init)
                switch PlainAnswer(line) {
                case .keep: return .next
                case .back: return .back
                case .clear: break
                case .text:
                    if let yes = Self.yesOrNo(line.trimmingCharacters(in: .whitespaces)) {
                        guard yes else { return .next }
                        if case .refused(let reason) = session.appendElement(toGroup: name) {
                            say("✗ \(reason)")
                            continue
                        }
                        return .again
                    }
                    // Numbered from 1 as shown. Any number, to the ends of
                    // `Int`, is answered: one that names no element says so
                    // (the first such, for a move), before anything is done.
                    let numbers: [Int]? =
                        if words.count == 2, words[0] == "r", let number = Int(words[1]) {
                            [number]
                        } else if words.count == 3, words[0] == "m", let from = Int(words[1]), let to = Int(words[2]) {
                            [from, to]
                        } else {
                            nil
                        }
                    if let numbers {
                        if let missing = numbers.first(where: { $0 < 1 || $0 > labels.count }) {
                            say(noElement(missing, itemName: group.itemName, itemNamePlural: group.itemNamePlural, count: labels.count))
                            continue
                        }
                        let result =
                            numbers.count == 1
                            ? session.removeElement(at: numbers[0] - 1, fromGroup: name)
                            : session.moveElement(from: numbers[0] - 1, to: numbers[1] - 1, inGroup: name)
                        if case .refused(let reason) = result {
                            say("✗ \(reason)")
                            continue
                        }
                        return .again
                    }
                }
                say("✗ " + TerminalWords.text("plain.answerOneOf", ["answers": answers.joined(separator: TerminalWords.text("plain.listSeparator"))]))
            }
        }
    }

    /// What is said of an answer that names element `number` of a group
    /// that has no such element.
    private func noElement(_ number: Int, itemName: String, itemNamePlural: String, count: Int) -> String {
        switch count {
        case 0: "✗ " + TerminalWords.text("plain.noSuchElementNone", ["item": itemName, "number": String(number), "items": itemNamePlural])
        case 1: "✗ " + TerminalWords.text("plain.noSuchElementOne", ["item": itemName, "number": String(number)])
        default: "✗ " + TerminalWords.text("plain.noSuchElement", ["item": itemName, "number": String(number), "count": String(count)])
        }
    }

    /// Asks `question` until it is answered y or n (Enter: `default`);
    /// `nil` when input ends or is aborted first.
    func askYesOrNo(_ question: String, default: Bool) -> Bool? {
        while true {
            switch confirm(question, default: `default`) {
            case .yes: return true
            case .no: return false
            case .back: continue
            case .ended, .aborted: return nil
            }
        }
    }

    private func confirm(_ question: String, default: Bool) -> Confirmation {
        while true {
            switch ask(Self.prompt("\(question) \(Self.yesOrNoChoice) [\(Self.yesOrNoLetter(`default`))]")) {
            case .end: return .ended
            case .abort: return .aborted
            case .line(let line):
                switch PlainAnswer(line) {
                case .keep: return `default` ? .yes : .no
                case .back: return .back
                case .clear: break
                case .text(let text):
                    if let answer = Self.yesOrNo(text) { return answer ? .yes : .no }
                }
                say("✗ " + TerminalWords.answerYesOrNo)
            }
        }
    }

    private static func yesOrNo(_ text: String) -> Bool? {
        TerminalWords.yesOrNo(text)
    }

    /// A prompt before an answer, as the language writes one: "Name:",
    /// "Nom :".
    private static func prompt(_ question: String) -> String {
        TerminalWords.text("plain.prompt", ["question": question])
    }

    /// `text` asked as a question, as the language marks one: "Newsletter?",
    /// "¿Boletín?", "ニュースレター？".
    private static func question(_ text: String) -> String {
        TerminalWords.text("plain.question", ["text": text])
    }

    /// The letter that answers yes (or no) in the language in effect.
    private static func yesOrNoLetter(_ yes: Bool) -> String {
        TerminalWords.text(yes ? "answer.yes" : "answer.no")
    }

    /// "y/n", in the language's letters.
    private static var yesOrNoLetters: String {
        yesOrNoLetter(true) + "/" + yesOrNoLetter(false)
    }

    /// "(y/n)".
    private static var yesOrNoChoice: String {
        "(" + yesOrNoLetters + ")"
    }

}

/// A submission's result, handed from the task that runs it.
@MainActor
private final class SubmissionBox {
    var value: SubmissionResult?
}
