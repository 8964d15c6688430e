import FormsKitMacros
import FormsKitModel

/// Seed 002's example: a name and a toggle in a card with a headline.
@ValidatableForm
public struct CardSettingsForm: PresentableForm {
    /// A name.
    @Validated(.isNotEmpty()) public var name = "Ada"
    /// Whether notifications are on.
    @Validated public var notifications = true

    /// The seed's values.
    public init() {}

    public var layout: FormLayout<Self> {
        FormLayout(title: "Settings", appearance: .card) {
            FormSection {
                TextRow("Name", \.name)
                ToggleRow("Notifications", \.notifications)
            }
        }
    }
}
