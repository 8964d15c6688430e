import FormsKit
import Foundation

/// The form model's own words: what it says on every surface (a step's
/// progress, a review's answers, a draft's question, a list's limits).
/// English here; the other languages in `Resources/<tag>.lproj/Localizable.strings`.
package enum ModelWords {
    /// The words, in every language the module has them in. Public so that
    /// a translation can be checked (`TextCatalog.missingTranslations(in:)`).
    package static let catalog = TextCatalog(english: english, bundle: ResourceBundle.of(target: "FormsKitModel", module: .module))

    static let english: [String: String] = [
        "step.progress": "Step {number} of {count}: {title}",
        "layout.continue": "Continue",
        "layout.back": "Back",
        "layout.add": "Add",
        "layout.untitled": "The form",
        "review.change": "Change {step}",
        "answer.none": "Not given",
        "answer.set": "Set",
        "answer.notSet": "Not set",
        "answer.yes": "Yes",
        "answer.no": "No",
        "answer.separator": ", ",
        "draft.restoreToday": "Restore what you typed at {time}?",
        "draft.restoreOnDay": "Restore what you typed on {day} at {time}?",
        "group.item": "item",
        "group.items": "items",
        "group.atMost|one": "At most {count} {item}.",
        "group.atMost|other": "At most {count} {items}.",
        "group.atLeast|one": "Keep at least {count} {item}.",
        "group.atLeast|other": "Keep at least {count} {items}.",
        "group.alreadyFirst": "Already the first {item}.",
        "group.alreadyLast": "Already the last {item}.",
        "navigator.done": "{title}: done.",
        "navigator.hostPage": "{title} ({id}) is a page the host application shows.",
        "submission.nothingToSubmit": "This form has nothing to submit.",
        "file.placeholder": "path of a file",
        "date.letters.day": "dd",
        "date.letters.month": "mm",
        "date.letters.year": "yyyy",
        "date.letters.hour": "hh",
        "date.letters.minute": "mm",
    ]

    /// The text under `key` in the language in effect.
    static func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        catalog.text(key, in: .current, arguments)
    }

    /// The text under `key` in the plural form `count` calls for.
    static func text(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        catalog.text(key, count: count, in: .current, arguments)
    }
}
