import FormsKit
import Foundation

/// The terminal's own words: the help footer, the list of keys, the
/// questions and answers of plain mode. English here; the other languages
/// in `Resources/<tag>.lproj/Localizable.strings`.
package enum TerminalWords {
    /// The words, in every language the module has them in; the package's
    /// tests check each translation against them.
    package static let catalog = TextCatalog(english: english, bundle: ResourceBundle.of(target: "FormsKitTerminal", module: .module))

    static let english: [String: String] = [
        // The help footer (each beside its key).
        "help.next": "next",
        "help.back": "back",
        "help.submit": "submit",
        "help.continue": "continue",
        "help.cancel": "cancel",
        "help.keys": "keys",
        "help.scroll": "scroll",
        "help.close": "close",
        "help.remove": "remove",
        "help.move": "move",
        "help.moveUp": "move up",
        "help.moveDown": "move down",
        "help.newLine": "new line",
        "edit.cutAtLimit|one": "Only {count} character fits here: the rest was left out.",
        "edit.cutAtLimit|other": "Only {count} characters fit here: the rest was left out.",
        "help.line": "line",
        "help.change": "change",
        "help.toggle": "toggle",
        "help.option": "option",
        "help.choose": "choose",
        "help.filter": "filter",
        "help.open": "open",
        "help.press": "press",
        // The list of every key.
        "keys.form": "Form",
        "keys.moving": "Moving",
        "keys.rows": "Rows",
        "keys.lists": "Lists",
        "keys.text": "Text",
        "keys.submit": "submit",
        "keys.cancel": "cancel; close a filter or this list",
        "keys.goBack": "go back to the form before; close a filter or this list",
        "keys.abort": "quit at once",
        "keys.keys": "show or close this list (? only outside text)",
        "keys.next": "next row",
        "keys.previous": "previous row",
        "keys.pageDown": "a page down; at the end, the last row",
        "keys.pageUp": "a page up; at the start, the first row",
        "keys.first": "first row (outside text)",
        "keys.last": "last row (outside text)",
        "keys.activate": "move on; press a button, open a link; submit from the last row",
        "keys.toggle": "toggle a switch; choose the highlighted option",
        "keys.change": "change a choice, number or switch; move among options",
        "keys.filter": "filter a list of options",
        "keys.removeElement": "remove the focused element",
        "keys.moveElementUp": "move it up",
        "keys.moveElementDown": "move it down",
        "keys.cursor": "move the cursor",
        "keys.lineEnds": "start or end of the line",
        "keys.word": "a word left or right",
        "keys.deleteCharacter": "delete a character",
        "keys.deleteWord": "delete a word",
        "keys.deleteWordBefore": "delete the word before the cursor",
        "keys.deleteToEnds": "delete to the start or end of the line",
        // The full screen.
        "screen.cancelled": "Cancelled: nothing was submitted.",
        "screen.cancelledAfterLinkedForms": "Cancelled: {title} was not submitted; what its other forms saved is kept.",
        "screen.submitted": "Submitted.",
        "screen.none": "None",
        "toggle.on": "On",
        "toggle.off": "Off",
        "screen.noOptionMatches": "No option matches",
        "screen.yesOrNo": "(y/n)",
        "screen.noTerminal": "There is no terminal to draw the form on. Run it in a terminal, or use plain mode (--plain) to answer line by line.",
        // Yes and no, as typed: the letters this language answers with
        // (`y` and `n` are always understood too).
        "answer.yes": "y",
        "answer.no": "n",
        "answer.yesWord": "yes",
        "answer.noWord": "no",
        // Plain mode.
        "rightToLeft.unordered":
            "This terminal may show right-to-left text letter by letter reversed (tmux, screen and xterm do). Use a terminal that orders it (Terminal on macOS, Konsole, GNOME Terminal) outside tmux, or --language with another language.",
        // Two lines at 40 columns: the status line's room.
        "rightToLeft.unorderedShort": "Right-to-left text may show reversed here (tmux, screen, xterm).",
        "plain.intro": "Answer each question and press Enter. Enter alone keeps the value in [brackets];",
        "plain.introKeys": "- clears it; < goes back a question; start with \\ to type a - or < as text.",
        "plain.restored": "Restored. Enter keeps each answer.",
        "drafts.failed": "Drafts could not be kept in {folder} ({reason}): what was typed is not saved for next time.",
        "drafts.fileInTheWay": "a file is in the way at {path}; move it, or remove it",
        "plain.inputEnded": "Input ended before the form was submitted.",
        "plain.theForm": "the form",
        "plain.form": "Form",
        "plain.firstQuestion": "This is the first question.",
        "plain.needsAnotherLook": "Some answers need another look.",
        "plain.doneWith": "Done with {title}.",
        "plain.allAnswered": "All questions of “{title}” are answered.",
        "plain.notSubmitted": "Not submitted.",
        "plain.leaveQuestion": "Leave “{title}” without submitting?",
        "plain.left": "Left {title}; nothing was submitted.",
        "plain.cancelled": "Cancelled: nothing was submitted.",
        "plain.tryAgain": "Try again?",
        "plain.notAvailable": "{title}: not available now.",
        "plain.notAvailableBecause": "{title}: not available now ({reason}).",
        "plain.open": "Open {title}",
        "plain.answerYesOrNo": "Answer {yes} or {no}.",
        "plain.chooseOne": "Choose one of 1 to {count}, or type an option's name.",
        "plain.numberOrName": "{title}, a number or a name",
        "plain.numbersOrNames": "{title}, numbers or names separated by commas",
        "plain.noneChosen": "none chosen",
        "plain.giveNumbers": "Give numbers from 1 to {count} or option names, separated by commas.",
        "plain.example": "e.g. {example}",
        "plain.range": "{lower} to {upper}",
        "plain.optional": "optional",
        "plain.filePath": "a file's path",
        "plain.severalLines": "several lines; end with a line holding only a period",
        "plain.backTo": "Back to {title}",
        "plain.startedOver": "Every field is back as it was.",
        "plain.empty": "(empty)",
        "plain.groupRemoves": "r N removes {item} N",
        "plain.groupMovesIt": "m N M moves it to M",
        "plain.groupMoves": "m N M moves {item} N to M",
        "plain.groupToAdd": "{yes} to add",
        "plain.groupToGoOn": "{no} to go on",
        "plain.groupToRemove": "r and a number to remove",
        "plain.groupToMove": "m and two numbers to move",
        "plain.groupChange": "Change the {items}?",
        "plain.answerOneOf": "Answer {answers}.",
        "plain.noSuchElementNone": "There is no {item} {number}: there are no {items} yet.",
        "plain.noSuchElementOne": "There is no {item} {number}: answer 1.",
        "plain.noSuchElement": "There is no {item} {number}: answer a number from 1 to {count}.",
        "plain.listSeparator": ", ",
        "plain.question": "{text}?",
        "plain.prompt": "{question}:",
    ]

    /// The text under `key` in the language in effect.
    static func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        catalog.text(key, in: FormLanguage.current, arguments)
    }

    /// The text under `key` in the plural form `count` calls for, in the
    /// language in effect.
    static func text(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        catalog.text(key, count: count, in: FormLanguage.current, arguments)
    }

    /// Whether `text` answers yes (`true`), no (`false`), or neither, in the
    /// language in effect or in English.
    /// "Answer y or n.", in the language's letters.
    static var answerYesOrNo: String {
        text("plain.answerYesOrNo", ["yes": text("answer.yes"), "no": text("answer.no")])
    }

    static func yesOrNo(_ text: String) -> Bool? {
        let answer = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch answer {
        case "y", "yes", "true", "on", "1": return true
        case "n", "no", "false", "off", "0": return false
        default: break
        }
        if answer == self.text("answer.yes").lowercased() || answer == self.text("answer.yesWord").lowercased() { return true }
        if answer == self.text("answer.no").lowercased() || answer == self.text("answer.noWord").lowercased() { return false }
        return nil
    }
}
