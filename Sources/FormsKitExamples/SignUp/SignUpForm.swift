import FormsKitMacros
import FormsKitModel

/// A sign-up in steps: the account, a company step only for a business
/// account, a few words about the person, then a review of every answer
/// before the account is created.
@ValidatableForm
public struct SignUpForm: SubmittableForm {
    /// The address an account already uses, so that the server's answer
    /// for a taken address can be tried.
    public static let takenEmail = "taken@example.com"

    /// Personal or business.
    public enum AccountType: String, CaseIterable, Codable, Sendable {
        case personal, business

        /// The type's name.
        public var name: String { self == .personal ? "Personal" : "Business" }
    }

    @Validated(.isNotEmpty(message: "Enter your email address"), .email())
    public var email = ""

    @Validated(.minLength(8, message: "Use at least 8 characters"))
    public var password = ""

    @Validated public var confirmation = ""

    @Validated public var accountType = AccountType.personal

    @Validated public var companyName = ""

    @Validated(.pattern("^$|^[A-Za-z]{2}[0-9]{8,12}$", message: "Enter two letters and 8 to 12 digits, such as GB123456789"))
    public var vatNumber = ""

    @Validated(.isNotEmpty(message: "Enter your full name"))
    public var fullName = ""

    @Validated public var country = ProfileForm.Country.unitedKingdom

    @Validated public var newsletter = false

    /// An empty sign-up.
    public init() {}

    public var formRules: [FormRule<Self>] {
        [
            .matches(\.confirmation, \.password, message: "The passwords are different"),
            .rule(for: \.companyName, dependsOn: \.accountType) { form in
                form.accountType == .business && form.companyName.isEmpty ? "Enter your company\u{2019}s name" : nil
            },
        ]
    }

    /// The account created: everything but the password.
    public struct Account: Codable, Equatable, Sendable {
        public var email: String
        public var accountType: AccountType
        public var companyName: String?
        public var vatNumber: String?
        public var fullName: String
        public var country: ProfileForm.Country
        public var newsletter: Bool
    }

    public func submit() async throws -> Account {
        if email.lowercased() == Self.takenEmail {
            throw ValidationError.invalid(errors: [
                "email": [
                    ExampleTexts.text("An account already uses this email address. Sign in instead, or use another address.")
                ]
            ])
        }
        let business = accountType == .business
        return Account(
            email: email, accountType: accountType, companyName: business ? companyName : nil,
            vatNumber: business && !vatNumber.isEmpty ? vatNumber : nil,
            fullName: fullName, country: country, newsletter: newsletter)
    }
}

extension SignUpForm: PresentableForm {
    /// Four steps, the second only for a business account.
    public var layout: FormLayout<Self> {
        FormLayout(title: "Sign up", submitTitle: "Create account", successMessage: "Account created.", bundle: ExampleTexts.bundle) {
            FormStep("Account") {
                FormSection {
                    TextRow("Email", \.email, content: .email, placeholder: "name@example.com", characterLimit: 254)
                    SecureTextRow("Password", \.password, content: .newPassword)
                    SecureTextRow("Confirm password", \.confirmation, content: .newPassword)
                    ChoiceRow("Account type", \.accountType, style: .segmented) { $0.name }
                }
            }
            FormStep("Company") {
                FormSection(footer: "A VAT number is two letters and 8 to 12 digits.") {
                    TextRow("Company name", \.companyName, characterLimit: 100)
                    // Stored in capitals, as the review shows it and the account keeps it.
                    TextRow("VAT number", \.vatNumber, format: .capitals, formatName: "capitals", placeholder: "GB123456789", characterLimit: 20)
                }
            }
            .shown(when: { $0.accountType == .business })
            FormStep("About you") {
                FormSection {
                    TextRow("Full name", \.fullName, content: .personName, characterLimit: 100)
                    ChoiceRow("Country", \.country) { $0.name }
                    ToggleRow("Newsletter", \.newsletter)
                }
            }
            FormStep.review("Check your answers")
        }
        .successMessage { form in
            // What was created, in one sentence (never the password).
            let account =
                form.accountType == .business
                ? ExampleTexts.text("a business account for {company}", ["company": SuccessWords.quoted(form.companyName)])
                : ExampleTexts.text("a personal account")
            let newsletter = ExampleTexts.text(form.newsletter ? "with the newsletter" : "without the newsletter")
            return ExampleTexts.text(
                "Welcome, {name}: {account}, {email}, {country}, {newsletter}.",
                ["name": form.fullName, "account": account, "email": form.email, "country": ExampleTexts.text(form.country.name), "newsletter": newsletter])
        }
    }
}

extension TextFormat<String> {
    /// Text kept in capitals (`gb123456789` is kept as `GB123456789`), so that
    /// what a page shows back is what is stored.
    static var capitals: Self {
        TextFormat(problem: "", format: { $0 }, parse: { $0.uppercased() })
    }
}
