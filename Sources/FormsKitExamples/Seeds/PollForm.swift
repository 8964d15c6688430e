import FormsKitMacros
import FormsKitModel

/// A poll: a question and a variable list of options, each focusable as
/// `\.options[index]`. Enter in an option moves to the next one; in the
/// last, it adds an option and focuses it at once (plain SwiftUI with
/// `@FocusState` needs a delay for that). Options can be removed and moved,
/// and "Pizza" and "pizza" count as the same option.
@ValidatableForm
public struct PollForm: SubmittableForm, PresentableForm {
    /// The question asked.
    @Validated(.isNotEmpty(message: "Ask a question"))
    public var question = ""
    @Validated(
        .count(min: 2, message: "Offer at least two options"),
        .satisfies("Fill in every option") { $0.allSatisfy { !$0.isEmptyForValidation } },
        .uniqueItems(ignoringCase: true, message: "Each option must be different")
    )
    /// The answers offered.
    public var options = ["", ""]

    /// An empty poll with two blank options.
    public init() {}

    /// A poll that was posted.
    public struct Poll: Codable, Equatable, Sendable {
        /// The question.
        public var question: String
        /// The options.
        public var options: [String]
    }

    public func submit() async throws -> Poll {
        Poll(question: question, options: options)
    }

    public var layout: FormLayout<Self> {
        FormLayout(title: "New Poll", submitTitle: "Post", successMessage: "Poll posted.", bundle: ExampleTexts.bundle) {
            FormSection {
                TextRow("Question", \.question, characterLimit: 200)
            }
            FormSection("Options", footer: "Enter in the last option adds another.") {
                RepeatedRows(
                    \.options, id: "options", addTitle: "Add option", minimum: 2, maximum: 10,
                    itemName: "option", newElement: { "" }
                ) { index in
                    TextRow(ExampleTexts.text("Option {number}", ["number": String(index + 1)]), \.options[index], characterLimit: 100)
                }
                .appendingOnSubmit()
            }
            .footerDescribesAddingOnEnter()
        }
        .successMessage {
            ExampleTexts.text("Poll {question} posted with {count} options.", count: $0.options.count, ["question": SuccessWords.quoted($0.question)])
        }
    }
}
