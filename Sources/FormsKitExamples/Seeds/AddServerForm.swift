import FormsKitMacros
import FormsKitModel

/// A settings app's "Add Server" modal sheet: one URL field, focused on
/// appear, and an Add button. Add, like the toolbar's Add, is never disabled
/// for an invalid URL: pressing it says what is wrong.
@ValidatableForm
public struct AddServerForm: SubmittableForm, PresentableForm {
    /// The server's address.
    @Validated(.isNotEmpty(message: "Enter the server's address"), .url())
    public var server = ""

    /// An empty form.
    public init() {}

    /// A server that was added.
    public struct Server: Codable, Equatable, Sendable {
        /// Its address.
        public var url: String
    }

    public func submit() async throws -> Server {
        Server(url: server)
    }

    public var layout: FormLayout<Self> {
        FormLayout(title: "Add Server", submitTitle: "Add", successMessage: "Server added.", bundle: ExampleTexts.bundle) {
            FormSection {
                TextRow("Server URL", \.server, content: .url, placeholder: "https://mastodon.social", characterLimit: 2_000)
                ButtonRow("Add", role: .submit)
            }
        }
        .focusOnAppear(\.server)
        .successMessage { ExampleTexts.text("Server {server} added.", ["server": SuccessWords.quoted($0.server)]) }
    }
}
