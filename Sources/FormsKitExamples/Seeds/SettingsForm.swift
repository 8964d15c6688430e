import FormsKitMacros
import FormsKitModel

/// A settings screen: General with a navigation row (Display) and a
/// toggle, Account with an action row that opens the profile (the
/// every-row-kind reference form), and a Demos section whose links open
/// every other example form.
@ValidatableForm
public struct SettingsForm: StoredForm {
    /// Where the Create Plan demo saves plans, and the settings, display
    /// and profile are kept.
    public let plans: PlanStore
    /// Haptic feedback, on the Haptics page.
    @Validated public var haptics = true

    /// Settings kept in `plans`, whose Create Plan link uses it too: open
    /// them with `plans.session(for:)` to see what was saved last.
    public init(plans: PlanStore) {
        self.plans = plans
    }

    public var store: PlanStore? { plans }
    public static let storeKey = "settings"

    public mutating func load(_ values: Values) {
        haptics = values.haptics
    }

    /// The settings that were saved.
    public struct Values: Codable, Equatable, Sendable {
        /// Haptic feedback.
        public var haptics: Bool
    }

    public func submit() async throws -> Values {
        try await keep(Values(haptics: haptics))
    }

    public var layout: FormLayout<Self> {
        let plans = self.plans
        return FormLayout(title: "Settings", successMessage: "Settings saved.", bundle: ExampleTexts.bundle) {
            FormSection("General") {
                LinkRow("Display", to: .form("Display") { plans.session(for: DisplaySettingsForm(store: plans)) })
                ToggleRow("Haptics", \.haptics)
            }
            FormSection("Account") {
                ButtonRow("Edit profile", opens: .form("Profile") { plans.session(for: ProfileForm(store: plans)) })
            }
            FormSection("Demos", footer: "Each demo also opens on its own.") {
                LinkRow("Create plan", to: .form("New Plan") { FormSession(form: CreatePlanForm(store: plans)) })
                LinkRow("Add server", to: .form("Add Server") { FormSession(form: AddServerForm()) })
                LinkRow("Edit tag", to: .form("Edit Tag") { FormSession(form: EditTagForm()) })
                LinkRow("Poll", to: .form("New Poll") { FormSession(form: PollForm()) })
                LinkRow("Card", to: .form("Card") { FormSession(form: CardSettingsForm()) })
                LinkRow("Sign up", to: .form("Sign up") { FormSession(form: SignUpForm()) })
            }
        }
    }
}
