import FormsKitMacros
import FormsKitModel

/// The signed-in person's own account: their name and email address, under
/// a title with their name. A server makes it for each request, from the
/// account of whoever sent it, so nobody sees or edits another's.
@ValidatableForm
public struct AccountForm: SubmittableForm, PresentableForm {
    /// Whose account it is: not a field, never sent by the browser.
    public let account: Account
    let store: AccountStore

    @Validated(.isNotEmpty(message: "Enter your name"), .maxLength(80))
    public var name = ""

    @Validated(.isNotEmpty(), .email())
    public var email = ""

    /// The form of `account`, saved to `store`.
    public init(account: Account, store: AccountStore) {
        self.account = account
        self.store = store
        name = account.name
        email = account.email
    }

    /// Saves the account as edited, and answers with it.
    public func submit() async throws -> Account {
        let edited = Account(id: account.id, name: name, email: email)
        await store.save(edited)
        return edited
    }

    public var layout: FormLayout<Self> {
        FormLayout(
            title: ExampleTexts.text("{name}'s account", ["name": account.name]), submitTitle: "Save", successMessage: "Account saved.",
            bundle: ExampleTexts.bundle
        ) {
            FormSection {
                TextRow("Name", \.name, content: .personName, characterLimit: 80)
                TextRow("Email", \.email, content: .email, characterLimit: 254)
            }
        }
    }
}
