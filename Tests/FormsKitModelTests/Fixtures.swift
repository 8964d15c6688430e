import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

enum Theme: String, CaseIterable, Hashable { case system, light, dark }
enum Interest: String, CaseIterable, Hashable { case swift, rust, go, haskell }

/// A profile form whose validatedFields order (email first) differs from its
/// layout's (name first), to show focus follows the layout.
struct ProfileForm: ValidatableForm, SubmittableForm {
    @Validated(.isNotEmpty()) var name = ""
    @Validated(.email()) var email = ""
    @Validated var newsletter = false
    @Validated(.range(0...120)) var age = 30
    @Validated var theme = Theme.system
    @Validated var interests: Set<Interest> = []
    @Validated var birthday: Date? = nil
    @Validated var password = ""
    @Validated var bio = ""
    var serverErrors: [String: [String]] = [:]

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.email, wrappedBy: \._email), .init(\.name, wrappedBy: \._name),
            .init(\.newsletter, wrappedBy: \._newsletter), .init(\.age, wrappedBy: \._age),
            .init(\.theme, wrappedBy: \._theme), .init(\.interests, wrappedBy: \._interests),
            .init(\.birthday, wrappedBy: \._birthday), .init(\.password, wrappedBy: \._password),
            .init(\.bio, wrappedBy: \._bio),
        ]
    }

    @MainActor
    func submit() async throws -> String {
        if !serverErrors.isEmpty { throw ValidationError.invalid(errors: serverErrors) }
        return name
    }
}

extension ProfileForm {
    static var layout: FormLayout<ProfileForm> {
        FormLayout(title: "Profile") {
            FormSection("You") {
                TextRow("Name", \.name, content: .personName)
                TextRow("Email", \.email, content: .email)
                SecureTextRow("Password", \.password, content: .newPassword)
                NumberRow("Age", \.age, range: 0...120)
            }
            FormSection("Preferences") {
                ToggleRow("Newsletter", \.newsletter)
                ChoiceRow("Theme", \.theme, style: .segmented) { $0.rawValue.capitalized }
                MultipleChoiceRow("Interests", \.interests) { $0.rawValue.capitalized }
                DateRow("Birthday", \.birthday)
                    .visible { $0.newsletter }
                MultilineTextRow("Bio", \.bio)
                    .enabled { !$0.name.isEmpty }
            }
            FormSection {
                ValueRow("Greeting") { "Hello, \($0.name.isEmpty ? "stranger" : $0.name)" }
                ButtonRow("Save", role: .submit)
                ButtonRow("Start over", role: .reset)
            }
        }
    }
}

/// A poll over a plain array.
struct OptionsForm: ValidatableForm {
    @Validated(.count(min: 2, message: "At least two"), .uniqueItems()) var options = ["", ""]
    /// A plain text beside the group, for focus to go to.
    var note = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.options, wrappedBy: \._options)] }

    static var layout: FormLayout<OptionsForm> {
        FormLayout(title: "Options") {
            FormSection {
                RepeatedRows(\.options, id: "options", addTitle: "Add option", minimum: 1, maximum: 4, newElement: { "" }) { index in
                    TextRow("Option \(index + 1)", \.options[index])
                }
            }
        }
    }
}

extension OptionsForm: SubmittableForm {
    @MainActor
    func submit() async throws -> [String] { options }
}
