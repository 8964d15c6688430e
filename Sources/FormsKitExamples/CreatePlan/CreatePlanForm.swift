import FormsKitMacros
import FormsKitModel

/// The Create Plan form of upstream FormsKit's README: a required name of at
/// least three characters and an optional owner email, submitted to a
/// ``PlanStore`` that rejects names already taken.
@ValidatableForm
public struct CreatePlanForm: SubmittableForm {
    /// Where the plan is created.
    public let store: PlanStore

    /// The plan's name.
    @Validated(name: "name", .isNotEmpty(message: "Name is required"), .minLength(3), .checkedWhenSubmitted("A plan's name must be unique."))
    public var name: String = ""

    /// The owner's email address.
    @Validated(name: "email", .email())
    public var ownerEmail: String = ""

    /// An empty form that submits to `store`.
    public init(store: PlanStore) {
        self.store = store
    }

    public func submit() async throws -> Plan {
        try await store.create(name: name, ownerEmail: ownerEmail)
    }
}

extension CreatePlanForm: PresentableForm {
    /// The README's Create Plan sheet: two fields, focus on the name.
    public var layout: FormLayout<Self> {
        FormLayout(title: "New Plan", submitTitle: "Create", successMessage: "Plan created.", bundle: ExampleTexts.bundle) {
            FormSection(footer: "A plan's name must be unique.") {
                TextRow("Name", \.name, content: .plain, placeholder: "Team", characterLimit: 60)
                TextRow("Owner email", \.ownerEmail, content: .email, placeholder: "name@example.com", characterLimit: 254)
            }
        }
        .focusOnAppear(\.name)
        .successMessage { ExampleTexts.text("Plan {name} created.", ["name": SuccessWords.quoted($0.name)]) }
    }
}
