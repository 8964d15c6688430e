import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// A row asked or told: the prompter's one switch over controls, and the
// questions a value is typed or chosen at.
extension PlainPrompter {
    /// Asks about the row at `index`, or tells it: the prompter's one switch
    /// over controls.
    func answer<Form: ValidatableForm>(_ index: Int, in session: FormSession<Form>) async -> Step {
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
    func answer(_ prompt: String, masked: Bool = false, clear: () -> Applied, text: (String) -> Applied) -> Applied {
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
    enum Applied {
        case applied
        case problem(String)
        case back
        case ended
        case aborted
    }

    /// Asks with `prompt` until the answer reads and the row's field is valid.
    func valueQuestion<Form: ValidatableForm>(
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
    func groupMessages<Form: ValidatableForm>(anchoredAt id: PartialKeyPath<Form>, in session: FormSession<Form>) -> [String] {
        guard let (group, _) = session.element(containing: id), session.messageAnchor(ofGroup: group) == id else { return [] }
        return session.messages(ofGroup: group)
    }

    /// A value typed as text, with `hints` after the row's subtitle.
    func textQuestion<Form: ValidatableForm>(_ resolved: ResolvedRow<Form>, hints controlHints: [String], in session: FormSession<Form>) async -> Step {
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
}
