import FormsKit
import Testing

struct ServerDown: Error, Equatable {}

@MainActor
@Suite("Submission")
struct SubmissionTests {
    @Test("A failed pre-flight validation ends in .failure and never calls submit()")
    func preflightFailure() async {
        let probe = SubmitProbe()
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.email = "not-an-email"
        await #expect(
            throws: ValidationError.invalid(errors: [
                "name": ["This field is required"],
                "contact_email": ["Enter an email address such as name@example.com"],
            ])
        ) {
            try await controller.submit()
        }
        #expect(probe.calls == 0)
        #expect(controller.focus == \ProfileForm.name)
        guard case .failure(let error) = controller.state, error is ValidationError else {
            Issue.record("expected .failure(ValidationError), got \(controller.state)")
            return
        }
        #expect(controller.form.email == "not-an-email", "nothing typed is lost")
    }

    @Test("Server errors land on fields by name or property name; the rest is kept")
    func serverErrorRemap() async {
        let probe = SubmitProbe()
        probe.outcome = {
            throw ValidationError.invalid(errors: [
                "contact_email": ["Already registered"],
                "name": ["Reserved word"],
                "coupon": ["Expired"],
                ValidationError.formWideKey: ["Try again after the maintenance window"],
            ])
        }
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.fillValidly()
        controller.focus = \.bio
        await #expect(throws: ValidationError.self) { try await controller.submit() }

        #expect(controller.form.$name == .invalid(messages: ["Reserved word"]))
        #expect(controller.form.$email == .invalid(messages: ["Already registered"]))
        #expect(controller.unmatchedErrors == ["coupon": ["Expired"]])
        #expect(controller.formErrors == ["Try again after the maintenance window"])
        #expect(controller.focus == \ProfileForm.name, "focus moves to the first invalid field")
        #expect(controller.isValid == false)

        // Editing re-validates with the field's own rules and clears the server's message.
        controller.form.name = "Ada Byron"
        #expect(controller.form.$name == .valid)
    }

    @Test("Fields without a name are keyed by their property name")
    func propertyNameKeys() {
        var form = ProfileForm.make()
        form.validate()
        #expect(form.validationErrors.keys.sorted() == ["name"])
        form.email = "x"
        form.validate()
        #expect(form.validationErrors.keys.sorted() == ["contact_email", "name"])
    }

    @Test("A second submit while one is running is refused and changes nothing")
    func doubleSubmit() async throws {
        let probe = SubmitProbe()
        probe.holds = true
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.fillValidly()
        let first = Task { try await controller.submit() }
        await probe.waitUntilHeld()
        await #expect(throws: FormSubmissionError.alreadySubmitting) { try await controller.submit() }
        #expect(controller.isLoading)
        probe.release()
        #expect(try await first.value == "saved")
        #expect(probe.calls == 1)
    }

    @Test("A cancelled submit returns the controller to its earlier state")
    func cancellation() async {
        let probe = SubmitProbe()
        probe.holds = true
        probe.outcome = {
            try Task.checkCancellation()
            return "saved"
        }
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.fillValidly()
        let submission = Task { try await controller.submit() }
        await probe.waitUntilHeld()
        submission.cancel()
        probe.release()
        await #expect(throws: CancellationError.self) { try await submission.value }
        guard case .initial = controller.state else {
            Issue.record("expected .initial after cancellation, got \(controller.state)")
            return
        }
        #expect(controller.isDirty, "the baseline did not move")
    }

    @Test("Other errors end in .failure and leave the fields alone")
    func otherErrors() async {
        let probe = SubmitProbe()
        probe.outcome = { throw ServerDown() }
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.fillValidly()
        await #expect(throws: ServerDown.self) { try await controller.submit() }
        guard case .failure(let error) = controller.state else {
            Issue.record("expected .failure, got \(controller.state)")
            return
        }
        #expect(error is ServerDown)
        #expect(controller.form.$name == .valid)
        #expect(controller.isDirty)
    }

    @Test("Auto-focus on failure can be turned off")
    func autoFocusOff() async {
        let controller = FormController(form: ProfileForm.make())
        controller.shouldFocusFirstInvalidFieldOnSubmit = false
        controller.focus = \.bio
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.focus == \ProfileForm.bio)
    }

    @Test("A new submission clears the previous one's form-wide messages")
    func newSubmissionClearsMessages() async throws {
        let probe = SubmitProbe()
        probe.outcome = { throw ValidationError.invalid(errors: [ValidationError.formWideKey: ["Busy"]]) }
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.fillValidly()
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.formErrors == ["Busy"])
        probe.outcome = { "saved" }
        _ = try await controller.submit()
        #expect(controller.formErrors.isEmpty)
        guard case .success = controller.state else {
            Issue.record("expected .success, got \(controller.state)")
            return
        }
    }
}
