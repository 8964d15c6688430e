import FormsKitMacros
import FormsKitModel

/// Seed 000's settings screen: General with navigation rows, Account with an
/// action row, themed backgrounds; and a Demos section whose links open every
/// other example form.
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
                LinkRow("Display", to: .page("display", title: "Display"))
                ToggleRow("Haptics", \.haptics)
            }
            FormSection("Account") {
                ButtonRow("Edit profile")
            }
            FormSection("Demos", footer: "Each demo can also be opened directly: formskit-demo <name>.") {
                LinkRow("Create plan", to: .form("New Plan") { FormSession(form: CreatePlanForm(store: plans)) })
                LinkRow("Add server", to: .form("Add Server") { FormSession(form: AddServerForm()) })
                LinkRow("Edit tag", to: .form("Edit Tag") { FormSession(form: EditTagForm()) })
                LinkRow("Poll", to: .form("New Poll") { FormSession(form: PollForm()) })
                LinkRow("Card", to: .form("Settings card") { FormSession(form: CardSettingsForm()) })
            }
        }
    }
}
