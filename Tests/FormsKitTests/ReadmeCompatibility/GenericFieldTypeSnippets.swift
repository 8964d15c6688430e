// Helpers generic over a field's value type, declared as upstream FormsKit
// declares its own (`formValidationError<T>(for state: Validated<T>.State, …)`).
// This file compiling is most of the test: with `State` and `Mode` as
// typealiases of non-generic types, each declaration below failed with
// "generic parameter 'T' is not used in function signature".
import FormsKit
import Testing

private func firstMessage<T>(for state: Validated<T>.State) -> String? {
    state.messages.first
}

private func describe<T>(_ mode: Validated<T>.Mode, of _: T.Type) -> String {
    switch mode {
    case .always: return "always"
    case .onChange: return "onChange"
    case .onSubmit: return "onSubmit"
    case .onBlur: return "onBlur"
    }
}

private func isShowingError<T>(_ state: Validated<T>.State) -> Bool {
    if case .invalid = state { return true }
    return false
}

private struct Signup: ValidatableForm {
    @Validated(name: "name", .isNotEmpty(message: "Required"))
    var name: String = ""

    @Validated(name: "age", mode: .onSubmit, .min(18, message: "Adults only"))
    var age: Int = 0

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.name, wrappedBy: \._name), .init(\.age, wrappedBy: \._age)]
    }

    var modes: (name: String, age: String) {
        (describe(_name.mode, of: String.self), describe(_age.mode, of: Int.self))
    }
}

@Suite("Validated<T>.State and Mode in generic code")
@MainActor
struct GenericFieldTypeTests {
    @Test("Generic helpers take each field's own State and Mode")
    func genericHelpers() {
        let controller = FormController(form: Signup())
        #expect(firstMessage(for: controller.form.$name) == nil)
        controller.validate()
        #expect(firstMessage(for: controller.form.$name) == "Required")
        #expect(firstMessage(for: controller.form.$age) == "Adults only")
        #expect(isShowingError(controller.$name))
        #expect(controller.form.modes == ("onChange", "onSubmit"))
    }

    @Test("A field's State converts to and from the type-erased ValidationState")
    func conversions() {
        let controller = FormController(form: Signup())
        controller.validate()
        let typed: Validated<String>.State = controller.form.$name
        let erased = ValidationState(typed)
        #expect(erased == .invalid(messages: ["Required"]))
        #expect(Validated<String>.State(erased) == typed)
        #expect(controller.validationState(of: \.name) == controller.form.$name)
        #expect(controller.validationState(of: \Signup.name as PartialKeyPath<Signup>) == erased)
        #expect(ValidationMode(Validated<Int>.Mode.onBlur) == .onBlur)
        #expect(Validated<Int>.Mode(ValidationMode.always) == .always)
    }
}
