import FormsKitMacros
import FormsKitModel

/// Seed 003's poll: a variable list of options, each focusable as
/// `\.options[index]`. Enter in an option adds the next one and focuses it
/// at once (the seed needs a delay for that in SwiftUI).
@ValidatableForm
public struct PollForm: SubmittableForm, PresentableForm {
    /// The question asked.
    @Validated(.isNotEmpty(message: "Ask a question"))
    public var question = ""
    @Validated(
        .count(min: 2, message: "Offer at least two options"),
        .satisfies("Fill in every option") { $0.allSatisfy { !$0.isEmptyForValidation } },
        .uniqueItems(message: "Each option must be different")
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

    @MainActor
    public func submit() async throws -> Poll {
        Poll(question: question, options: options)
    }

    public var layout: FormLayout<Self> {
        FormLayout(title: "New Poll", submitTitle: "Post") {
            FormSection {
                TextRow("Question", \.question)
            }
            FormSection("Options", footer: "Enter in an option adds another.") {
                RepeatedRows(\.options, id: "options", addTitle: "Add option", minimum: 2, maximum: 10, newElement: { "" }) { index in
                    TextRow("Option \(index + 1)", \.options[index])
                        .onSubmit { session in session.appendElement(toGroup: "options") }
                }
            }
        }
        .focusOnAppear(\.options[0])
    }
}
