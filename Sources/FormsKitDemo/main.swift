import FormsKit
struct Broken: ValidatableForm {
    @Validated var a = ""
    var notValidated = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.a, wrappedBy: \._a)] }
    var formRules: [FormRule<Self>] { [.rule(for: \.notValidated) { _ in nil }] }
}
MainActor.assumeIsolated {
    let c = FormController(form: Broken())
    print("created", c.isValid)
}
