import FormsKit
import Testing

struct AddressForm: ValidatableForm {
    @Validated(.isNotEmpty()) var street = ""
    @Validated(name: "zip", .pattern("^[0-9]{5}$", message: "Five digits")) var postalCode = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.street, wrappedBy: \._street), .init(\.postalCode, wrappedBy: \._postalCode)]
    }
}

struct OrderForm: ValidatableForm, SubmittableForm {
    var shipping = AddressForm()
    var billing = AddressForm()
    @Validated(.isTrue()) var acceptsTerms = false

    var validatedFields: [ValidatedField<Self>] {
        shipping.validatedFields.map { $0.nested(in: \.shipping) }
            + billing.validatedFields.map { $0.nested(in: \.billing) }
            + [.init(\.acceptsTerms, wrappedBy: \._acceptsTerms)]
    }

    @MainActor
    func submit() async throws -> Int {
        throw ValidationError.invalid(errors: ["billing.zip": ["Unknown postal code"]])
    }
}

struct PollOption: ValidatableForm {
    @Validated(.isNotEmpty(message: "Enter an option")) var text = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.text, wrappedBy: \._text)] }
}

struct PollForm: ValidatableForm {
    var options = [PollOption(), PollOption()]

    var validatedFields: [ValidatedField<Self>] {
        options.indices.flatMap { index in
            options[index].validatedFields.map { $0.nested(in: \.options[index], name: "options.\(index)") }
        }
    }
}

@MainActor
@Suite("Forms built from sub-forms")
struct NestedFormTests {
    @Test("Nested fields are counted, named with their path, and focusable")
    func nestedFields() {
        let controller = FormController(form: OrderForm())
        controller.form.shipping.street = "1 Infinite Loop"
        #expect(controller.isDirty)
        controller.form.billing.postalCode = "123"
        controller.validate()
        #expect(
            controller.validationErrors == [
                "shipping.zip": ["Five digits"],
                "billing.street": ["This field is required"],
                "billing.zip": ["Five digits"],
                "acceptsTerms": ["Must be accepted"],
            ])
        controller.focusFirstInvalidField()
        #expect(controller.focus == \OrderForm.shipping.postalCode)
        #expect(controller.validationState(of: \.billing.postalCode) == .invalid(messages: ["Five digits"]))
    }

    @Test("Server errors reach nested fields by their path name")
    func nestedServerErrors() async {
        let controller = FormController(form: OrderForm())
        for path in [\OrderForm.shipping, \OrderForm.billing] {
            controller.form[keyPath: path].street = "Main St 1"
            controller.form[keyPath: path].postalCode = "12345"
        }
        controller.form.acceptsTerms = true
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.form.billing.$postalCode == .invalid(messages: ["Unknown postal code"]))
        #expect(controller.unmatchedErrors.isEmpty)
    }

    @Test("Fields of sub-forms in an array, named by index")
    func arrayOfSubForms() {
        let controller = FormController(form: PollForm())
        controller.form.options[0].text = "Yes"
        controller.validate()
        #expect(controller.validationErrors == ["options.1.text": ["Enter an option"]])
        #expect(controller.validatedKeyPaths == [\PollForm.options[0].text, \PollForm.options[1].text])
        controller.form.options[1].text = "No"
        #expect(controller.isValid)
    }

    @Test("Fields read and write as members of the controller, in place")
    func dynamicMembers() {
        let controller = FormController(form: ProfileForm.make())
        controller.name = "A"
        #expect(controller.form.name == "A")
        #expect(controller.$name == .editing)
        #expect(controller.isDirty)
        controller.validate()
        #expect(controller.$name == .invalid(messages: ["Must be at least 2 characters"]))
        controller.name = "Ada"
        #expect(controller.$name == .valid)
        controller.notes = "not validated, still writable"
        #expect(controller.form.notes == "not validated, still writable")
    }
}

@MainActor
@Suite("State reads without the form")
struct StateReadTests {
    /// Every way a field's state can change, each followed by a comparison of
    /// the controller's constant-time read with the field itself.
    @Test("validationState(of:) agrees with the field after every kind of change")
    func agreesWithTheForm() async {
        let probe = SubmitProbe()
        probe.outcome = { throw ValidationError.invalid(errors: ["name": ["Taken"]]) }
        let controller = FormController(form: ProfileForm.make(probe: probe))
        func check(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let form = controller.form
            #expect(controller.validationState(of: \.name) == form.$name, "\(step): name", sourceLocation: sourceLocation)
            #expect(controller.validationState(of: \.email) == form.$email, "\(step): email", sourceLocation: sourceLocation)
            #expect(controller.validationState(of: \.bio) == form.$bio, "\(step): bio", sourceLocation: sourceLocation)
            #expect(controller.validationState(of: \.age) == form.$age, "\(step): age", sourceLocation: sourceLocation)
        }
        check("initial")
        controller.form.name = "A"
        check("edit")
        controller.validate()
        check("validate")
        controller.focus = \.age
        controller.form.age = -3
        controller.focus = \.name
        check("blur")
        controller.form.fillValidly()
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        check("server error")
        var copy = controller.form
        copy.email = "x"
        copy.validate()
        controller.form = copy
        check("whole form assigned")
        controller.populate(from: .init(name: "Grace", email: "grace@example.com"))
        check("populate")
        controller.name = ""
        check("dynamic member edit")
        controller.reset()
        check("reset")
    }
}
