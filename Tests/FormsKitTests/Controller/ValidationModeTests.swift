import FormsKit
import Testing

@MainActor
@Suite("Validation modes through the controller")
struct ValidationModeTests {
    @Test(".onChange stays quiet until first validated, then re-validates on every change")
    func onChange() {
        let controller = FormController(form: ProfileForm.make())
        controller.form.name = "A"
        #expect(controller.form.$name == .editing)
        controller.validate()
        #expect(controller.form.$name == .invalid(messages: ["Must be at least 2 characters"]))
        controller.form.name = "Ad"
        #expect(controller.form.$name == .valid)
        controller.form.name = ""
        #expect(controller.form.$name == .invalid(messages: ["This field is required"]))
    }

    @Test(".onSubmit only validates on validate(); an edit clears the shown error")
    func onSubmit() {
        let controller = FormController(form: ProfileForm.make())
        controller.form.bio = "far too long a biography"
        #expect(controller.form.$bio == .editing)
        controller.validate()
        #expect(controller.form.$bio == .invalid(messages: ["Must be no more than 10 characters"]))
        controller.form.bio = "still far too long"
        #expect(controller.form.$bio == .editing, "no re-validation on change, error cleared")
        controller.form.bio = "short"
        #expect(controller.form.$bio == .editing)
        controller.validate()
        #expect(controller.form.$bio == .valid)
    }

    @Test(".onBlur validates when focus leaves the field, then on every change")
    func onBlur() {
        let controller = FormController(form: ProfileForm.make())
        controller.focus = \.age
        controller.form.age = -1
        #expect(controller.form.$age == .editing)
        controller.focus = \.name
        #expect(controller.form.$age == .invalid(messages: ["Must be at least 0"]))
        controller.form.age = 5
        #expect(controller.form.$age == .valid)
    }

    @Test("Leaving an .onChange field does not validate it")
    func blurDoesNotValidateOnChange() {
        let controller = FormController(form: ProfileForm.make())
        controller.focus = \.name
        controller.form.name = "A"
        controller.focus = \.email
        #expect(controller.form.$name == .editing)
    }

    @Test("isValid is true only when every field is valid")
    func isValid() {
        let controller = FormController(form: ProfileForm.make())
        #expect(controller.isValid == false, "untouched fields are not validated yet")
        controller.form.fillValidly()
        #expect(controller.validate())
        #expect(controller.isValid)
        controller.form.name = ""
        #expect(controller.isValid == false)
        #expect(controller.hasErrors)
        #expect(controller.messages(for: \.name) == ["This field is required"])
        #expect(controller.validationState(of: \.notes) == nil, "notes is not a validated field")
    }

    @Test("A form validated without a controller")
    func formLevelValidate() {
        var form = ProfileForm.make()
        let firstResult = form.validate()
        #expect(firstResult == false)
        #expect(
            form.validationErrors == [
                "name": ["This field is required"]
            ])
        form.fillValidly()
        let secondResult = form.validate()
        #expect(secondResult)
        #expect(form.isValid)
    }
}
