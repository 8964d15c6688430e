import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// A 20-field sign-up form, as a web app would define it: text, email,
/// password, number, date, phone and URL fields, a multi-line bio, two
/// pickers, a multiple choice, two checkboxes and a repeated group of three
/// teammates. `validatedFields` is spelled out as the `@ValidatableForm` macro
/// writes it (with property names, so no field is named by reflection).
public struct SignUpForm: ValidatableForm, PresentableForm, SubmittableForm {
    @Validated(.isNotEmpty(message: "Enter your first name"))
    public var firstName = ""
    @Validated(.isNotEmpty(message: "Enter your last name"))
    public var lastName = ""
    @Validated(.minLength(3, message: "Use at least 3 characters for your username"))
    public var username = ""
    @Validated(.isNotEmpty(message: "Enter your email address"), .email())
    public var email = ""
    @Validated(.minLength(8, message: "Use at least 8 characters"))
    public var password = ""
    @Validated public var confirmPassword = ""
    @Validated public var birthday: Date? = nil
    @Validated(.ifPresent(.range(18...120, message: "You must be 18 or over")))
    public var age: Int? = nil
    @Validated(.pattern("^\\+?[0-9 ]{7,15}$", message: "Enter a phone number, like 01632 960 001"))
    public var phone = ""
    @Validated(.url())
    public var website = ""
    @Validated(.isNotEmpty(message: "Enter your company or organisation"))
    public var company = ""
    @Validated(.maxLength(280, message: "Keep your bio to 280 characters"))
    public var bio = ""
    @Validated public var country = Country.unitedKingdom
    @Validated public var plan = Plan.free
    @Validated(.count(min: 1, message: "Choose at least one interest"))
    public var interests: Set<Interest> = []
    @Validated public var newsletter = false
    @Validated(.isTrue(message: "Accept the terms to create an account"))
    public var terms = false
    /// Teammates to invite: a repeated group, three by default.
    public var teammates = [Teammate(), Teammate(), Teammate()]

    /// An empty form.
    public init() {}

    public var validatedFields: [ValidatedField<Self>] {
        var fields: [ValidatedField<Self>] = [
            .init(\.firstName, wrappedBy: \._firstName, propertyName: "firstName"),
            .init(\.lastName, wrappedBy: \._lastName, propertyName: "lastName"),
            .init(\.username, wrappedBy: \._username, propertyName: "username"),
            .init(\.email, wrappedBy: \._email, propertyName: "email"),
            .init(\.password, wrappedBy: \._password, propertyName: "password"),
            .init(\.confirmPassword, wrappedBy: \._confirmPassword, propertyName: "confirmPassword"),
            .init(\.birthday, wrappedBy: \._birthday, propertyName: "birthday"),
            .init(\.age, wrappedBy: \._age, propertyName: "age"),
            .init(\.phone, wrappedBy: \._phone, propertyName: "phone"),
            .init(\.website, wrappedBy: \._website, propertyName: "website"),
            .init(\.company, wrappedBy: \._company, propertyName: "company"),
            .init(\.bio, wrappedBy: \._bio, propertyName: "bio"),
            .init(\.country, wrappedBy: \._country, propertyName: "country"),
            .init(\.plan, wrappedBy: \._plan, propertyName: "plan"),
            .init(\.interests, wrappedBy: \._interests, propertyName: "interests"),
            .init(\.newsletter, wrappedBy: \._newsletter, propertyName: "newsletter"),
            .init(\.terms, wrappedBy: \._terms, propertyName: "terms"),
        ]
        for index in teammates.indices {
            fields += teammates[index].validatedFields.map { $0.nested(in: \.teammates, at: index, name: "teammates.\(index)") }
        }
        return fields
    }

    public var formRules: [FormRule<Self>] {
        [.matches(\.confirmPassword, \.password, message: "The passwords are different")]
    }

    @MainActor
    public func submit() async throws -> String {
        username
    }

    public var layout: FormLayout<Self> {
        FormLayout(title: "Sign up", submitTitle: "Create account") {
            FormSection("Account") {
                TextRow("First name", \.firstName, content: .personName)
                TextRow("Last name", \.lastName, content: .personName)
                TextRow("Username", \.username, content: .username)
                    .subtitle("At least 3 characters")
                TextRow("Email", \.email, content: .email, placeholder: "name@example.com")
                SecureTextRow("Password", \.password, content: .newPassword)
                    .subtitle("At least 8 characters")
                SecureTextRow("Confirm password", \.confirmPassword, content: .newPassword)
            }
            FormSection("About you") {
                DateRow("Date of birth", \.birthday)
                NumberRow("Age", \.age, range: 18...120)
                TextRow("Phone", \.phone, content: .phone)
                TextRow("Website", \.website, content: .url, placeholder: "https://")
                TextRow("Company", \.company)
                MultilineTextRow("Bio", \.bio, placeholder: "A few words", characterLimit: 280)
            }
            FormSection("Preferences") {
                ChoiceRow("Country", \.country) { $0.name }
                ChoiceRow("Plan", \.plan) { $0.name }
                MultipleChoiceRow("Interests", \.interests) { $0.name }
                    .subtitle("Choose at least one")
                ToggleRow("Send me the newsletter", \.newsletter)
                ToggleRow("I accept the terms", \.terms)
            }
            FormSection("Teammates", footer: "We will invite them by email.") {
                RepeatedRows(
                    \.teammates, id: "teammates", addTitle: "Add teammate", minimum: 0, maximum: 10,
                    itemName: "teammate", newElement: { Teammate() }
                ) { index in
                    TextRow("Teammate \(index + 1)", \.teammates[index].email, content: .email)
                }
            }
            FormSection {
                ButtonRow("Create account", role: .submit)
            }
        }
    }

    /// Countries offered.
    public enum Country: String, CaseIterable, Codable, Sendable {
        case canada, france, germany, india, japan, kenya, mexico, unitedKingdom, unitedStates, vietnam

        /// The country's name.
        public var name: String {
            switch self {
            case .canada: return "Canada"
            case .france: return "France"
            case .germany: return "Germany"
            case .india: return "India"
            case .japan: return "Japan"
            case .kenya: return "Kenya"
            case .mexico: return "Mexico"
            case .unitedKingdom: return "United Kingdom"
            case .unitedStates: return "United States"
            case .vietnam: return "Viet Nam"
            }
        }
    }

    /// Plans offered.
    public enum Plan: String, CaseIterable, Codable, Sendable {
        case free, team, enterprise

        /// The plan's name.
        public var name: String {
            switch self {
            case .free: return "Free"
            case .team: return "Team & friends"
            case .enterprise: return "Enterprise"
            }
        }
    }

    /// Topics to follow.
    public enum Interest: String, CaseIterable, Codable, Sendable {
        case accessibility, concurrency, databases, design, servers, security, testing, typography

        /// The topic's name.
        public var name: String {
            rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

/// One element of the sign-up form's repeated group.
public struct Teammate: ValidatableForm {
    @Validated(.email(message: "Enter an email address for this teammate, like name@example.com"))
    public var email = ""

    /// A teammate with no address yet.
    public init() {}

    public var validatedFields: [ValidatedField<Self>] {
        [.init(\.email, wrappedBy: \._email, propertyName: "email")]
    }
}
