import FormsKitMacros
import FormsKitModel

/// A custom card form style's example: a name and a toggle under a headline.
@ValidatableForm
public struct CardSettingsForm: SubmittableForm, PresentableForm {
    /// A name.
    @Validated(.isNotEmpty()) public var name = "Ada"
    /// Whether notifications are on.
    @Validated public var notifications = true

    /// The example's values.
    public init() {}

    /// The card's values.
    public struct Values: Codable, Equatable, Sendable {
        /// The name.
        public var name: String
        /// Whether notifications are on.
        public var notifications: Bool
    }

    public func submit() async throws -> Values {
        Values(name: name, notifications: notifications)
    }

    public var layout: FormLayout<Self> {
        FormLayout(title: "Card", appearance: CardFormAppearance(fallbackTitle: "Card"), successMessage: "Card saved.", bundle: ExampleTexts.bundle) {
            FormSection {
                TextRow("Name", \.name, characterLimit: 60)
                ToggleRow("Notifications", \.notifications)
            }
        }
    }
}
