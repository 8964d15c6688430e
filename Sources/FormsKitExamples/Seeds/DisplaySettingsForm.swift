import FormsKitMacros
import FormsKitModel

/// A settings screen's "Display" page, built step by step in code
/// (`appendSection`, `appendRow`, decorations): a theme, a text size, bold
/// text, and an about row with an icon, details and a chevron.
@ValidatableForm
public struct DisplaySettingsForm: StoredForm {
    /// Where the settings are kept between runs; `nil` keeps nothing.
    public let store: PlanStore?

    /// Light, dark, or as the system.
    @Validated public var theme = ProfileForm.Theme.system
    /// Text size in points.
    @Validated public var textSize = 16
    /// Whether text is bold.
    @Validated public var boldText = false

    /// The defaults, kept nowhere.
    public init() {
        store = nil
    }

    /// Settings kept in `store`: open them with `store.session(for:)` to see
    /// what was saved last.
    public init(store: PlanStore) {
        self.store = store
    }

    public static let storeKey = "display"

    public mutating func load(_ values: Values) {
        theme = values.theme
        textSize = values.textSize
        boldText = values.boldText
    }

    /// The display settings that were saved.
    public struct Values: Codable, Equatable, Sendable {
        public var theme: ProfileForm.Theme
        public var textSize: Int
        public var boldText: Bool
    }

    public func submit() async throws -> Values {
        try await keep(Values(theme: theme, textSize: textSize, boldText: boldText))
    }

    public var layout: FormLayout<Self> {
        let form = FormLayoutEditor<Self>(title: "Display")
        let appearance = form.appendSection(header: "Appearance")
        appearance.append(ChoiceRow("Theme", \.theme, style: .segmented) { $0.rawValue.capitalized })
        appearance.append(StepperRow("Text size", \.textSize, range: 12...24, format: NumberFormat(fractionDigits: 0, unit: " pt")))
        appearance.append(ToggleRow("Bold text", \.boldText))
        let about = form.appendSection(header: "About", footer: "Changes apply when you save.")
        about.append(
            ValueRow("Preview") {
                ExampleTexts.text(
                    $0.boldText ? "{theme}, {size} pt, bold" : "{theme}, {size} pt",
                    ["theme": ExampleTexts.text($0.theme.rawValue.capitalized), "size": String($0.textSize)])
            }
        )
        .prepend("👁")
        var layout = form.layout
        layout.submitTitle = "Save"
        layout.successMessage = "Display settings saved."
        layout.texts = ExampleTexts.catalog
        return layout
    }
}
