import FormsKitMacros
import FormsKitModel

/// Focus chained field to field: title, then symbol, then a new tag; Enter
/// moves along the chain and submits from the last field.
@ValidatableForm
public struct EditTagForm: SubmittableForm, PresentableForm {
    /// The tag's title.
    @Validated(.isNotEmpty(message: "A tag needs a title"))
    public var title = ""
    /// The tag's symbol: one emoji or character.
    @Validated(.maxLength(1, message: "One character, such as #"))
    public var symbol = ""
    /// A new tag to add alongside.
    @Validated(.pattern("^[a-z0-9-]*$", message: "Lowercase letters, digits and dashes"))
    public var newTag = ""

    /// An empty form.
    public init() {}

    /// The edited tag, and the new one if any.
    public struct Tags: Codable, Equatable, Sendable {
        /// The edited tag's title.
        public var title: String
        /// The edited tag's symbol, if it has one.
        public var symbol: String?
        /// A tag added alongside.
        public var newTag: String?
    }

    public func submit() async throws -> Tags {
        Tags(title: title, symbol: symbol.isEmpty ? nil : symbol, newTag: newTag.isEmpty ? nil : newTag)
    }

    public var layout: FormLayout<Self> {
        FormLayout(title: "Edit Tag", submitTitle: "Save", successMessage: "Tag saved.", bundle: ExampleTexts.bundle) {
            FormSection("Tag") {
                TextRow("Title", \.title, characterLimit: 60)
                TextRow("Symbol", \.symbol, characterLimit: 1)
            }
            FormSection("Add a tag") {
                TextRow("New tag", \.newTag, placeholder: "release-notes", characterLimit: 40)
            }
        }
        .focusOnAppear(\.title)
        .successMessage { ExampleTexts.text("Tag {title} saved.", ["title": SuccessWords.quoted($0.title)]) }
    }
}
