import FormsKitMacros
import FormsKitModel

/// A settings screen: General with a navigation row (Display) and a
/// toggle, Account with an action row that opens the profile (the
/// every-row-kind reference form), and a Demos section whose links open
/// every other example form.
@ValidatableForm
public struct SettingsForm: SubmittableForm, PresentableForm {
    /// Where the Create Plan demo saves plans.
    public let plans: PlanStore
    /// Haptic feedback, on the Haptics page.
    @Validated public var haptics = true

    /// Settings whose Create Plan link uses `plans`.
    public init(plans: PlanStore) {
        self.plans = plans
    }

    /// The settings that were saved.
    public struct Values: Codable, Equatable, Sendable {
        /// Haptic feedback.
        public var haptics: Bool
    }

    @MainActor
    public func submit() async throws -> Values {
        Values(haptics: haptics)
    }

    public var layout: FormLayout<Self> {
        let plans = self.plans
        return FormLayout(title: "Settings") {
            FormSection("General") {
                LinkRow("Display", to: .form("Display") { FormSession(form: DisplaySettingsForm()) })
                ToggleRow("Haptics", \.haptics)
            }
            FormSection("Account") {
                ButtonRow("Edit profile", opens: .form("Profile") { FormSession(form: ProfileForm()) })
            }
            FormSection("Demos", footer: "Each demo can also be opened directly: formskit-demo <name>.") {
                LinkRow("Create plan", to: .form("New Plan") { FormSession(form: CreatePlanForm(store: plans)) })
                LinkRow("Add server", to: .form("Add Server") { FormSession(form: AddServerForm()) })
                LinkRow("Edit tag", to: .form("Edit Tag") { FormSession(form: EditTagForm()) })
                LinkRow("Poll", to: .form("New Poll") { FormSession(form: PollForm()) })
                LinkRow("Card", to: .form("Card") { FormSession(form: CardSettingsForm()) })
            }
        }
    }
}
