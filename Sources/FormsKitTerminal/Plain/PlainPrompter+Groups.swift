import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// Repeated groups in plain questions: one question per group's Add row.
extension PlainPrompter {
    /// The Add row of a repeated group: add, remove or move elements.
    func groupQuestion<Form: ValidatableForm>(_ name: String, in session: FormSession<Form>) -> Step {
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
    func noElement(_ number: Int, itemName: String, itemNamePlural: String, count: Int) -> String {
        switch count {
        case 0: "✗ " + TerminalWords.text("plain.noSuchElementNone", ["item": itemName, "number": String(number), "items": itemNamePlural])
        case 1: "✗ " + TerminalWords.text("plain.noSuchElementOne", ["item": itemName, "number": String(number)])
        default: "✗ " + TerminalWords.text("plain.noSuchElement", ["item": itemName, "number": String(number), "count": String(count)])
        }
    }
}
