import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// Flavours, for a segmented choice.
public enum Flavor: String, CaseIterable, Hashable { case vanilla, chocolate, mint }
/// Interests, for a multiple choice.
public enum Interest: String, CaseIterable, Hashable { case swift, rust, go, haskell }

/// A form with a row of every kind the terminal screens snapshot.
public struct KitchenSinkForm: ValidatableForm, SubmittableForm {
    /// The defaults.
    public init() {}

    @Validated(.isNotEmpty()) public var name = "Ada"
    @Validated(.minLength(8)) public var password = ""
    @Validated(.range(0...120)) public var age = 36
    @Validated public var newsletter = false
    @Validated public var flavor = Flavor.vanilla
    @Validated public var servings = 2
    @Validated public var volume = 50.0
    @Validated(.count(min: 1, message: "Choose at least one")) public var interests: Set<Interest> = [.swift]
    @Validated public var notes = "Line one\nLine two"

    public var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.name, wrappedBy: \._name), .init(\.password, wrappedBy: \._password), .init(\.age, wrappedBy: \._age),
            .init(\.newsletter, wrappedBy: \._newsletter), .init(\.flavor, wrappedBy: \._flavor), .init(\.servings, wrappedBy: \._servings),
            .init(\.volume, wrappedBy: \._volume), .init(\.interests, wrappedBy: \._interests), .init(\.notes, wrappedBy: \._notes),
        ]
    }

    @MainActor
    public func submit() async throws -> String { name }

    public static var layout: FormLayout<KitchenSinkForm> {
        FormLayout(title: "Everything") {
            FormSection("Text", footer: "Secure text is masked.") {
                TextRow("Name", \.name, content: .personName).subtitle("As on your passport")
                SecureTextRow("Password", \.password)
                NumberRow("Age", \.age, range: 0...120)
            }
            FormSection("Choices") {
                ToggleRow("Newsletter", \.newsletter)
                ChoiceRow("Flavor", \.flavor, style: .segmented) { $0.rawValue.capitalized }
                StepperRow("Servings", \.servings, range: 1...12)
                SliderRow("Volume", \.volume, range: 0...100, step: 10)
                MultipleChoiceRow("Interests", \.interests) { $0.rawValue.capitalized }
                MultilineTextRow("Notes", \.notes)
            }
            FormSection {
                ValueRow("Summary") { "\($0.name), \($0.age)" }
                NoteRow("Everything here is an example.")
                LinkRow("Help", to: .page("help"))
                ButtonRow("Save", role: .submit)
            }
        }
    }
}
