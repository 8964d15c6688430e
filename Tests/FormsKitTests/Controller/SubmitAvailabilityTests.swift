import FormsKit
import Observation
import Testing

/// Translates the two reasons Submit is unavailable.
private struct FrenchSubmitMessages: ValidationMessageProvider {
    func text(for message: ValidationMessage) -> String? {
        switch message {
        case .submissionInProgress: return "Un envoi est déjà en cours."
        case .noChanges: return "Rien n'a encore changé."
        default: return nil
        }
    }
}

@MainActor
@Suite("When Submit is available")
struct SubmitAvailabilityTests {
    @Test("A fresh create form can be submitted untouched, to show what is missing")
    func createForm() async {
        let probe = SubmitProbe()
        let controller = FormController(form: ProfileForm.make(probe: probe))
        #expect(controller.isPopulated == false)
        #expect(controller.isDirty == false)
        #expect(controller.canSubmit)
        #expect(controller.submitUnavailability == nil)

        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.messages(for: \.name) == ["This field is required"])
        #expect(controller.canSubmit, "a failed submission keeps Submit available")
        #expect(controller.isPopulated == false)
        #expect(probe.calls == 0)
    }

    @Test("An edit form is submittable only once changed")
    func editForm() {
        let controller = FormController(form: ProfileForm.make())
        controller.populate(from: .init(name: "Grace", email: "grace@example.com"))
        #expect(controller.isPopulated)
        #expect(controller.canSubmit == false)
        #expect(controller.submitUnavailability == .unchanged)
        #expect(controller.submitUnavailability?.message == "Nothing has changed yet.")

        controller.name = "Grace Hopper"
        #expect(controller.canSubmit)
        #expect(controller.submitUnavailability == nil)

        controller.name = "Grace"
        #expect(controller.canSubmit == false, "typing the saved value back is no change")
        #expect(controller.submitUnavailability == .unchanged)
    }

    @Test("A successful submit turns a create form into an edit form")
    func submitSavesBaseline() async throws {
        let controller = FormController(form: ProfileForm.make())
        controller.form.fillValidly()
        _ = try await controller.submit()
        #expect(controller.isPopulated)
        #expect(controller.canSubmit == false)
        #expect(controller.submitUnavailability == .unchanged)
        controller.bio = "Poetry"
        #expect(controller.canSubmit)
    }

    @Test("Nothing can be submitted while a submission runs, changed or not")
    func loading() async throws {
        let probe = SubmitProbe()
        probe.holds = true
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.fillValidly()
        let submission = Task { try await controller.submit() }
        await probe.waitUntilHeld()
        #expect(controller.isLoading)
        #expect(controller.canSubmit == false)
        #expect(controller.submitUnavailability == .submitting)
        #expect(controller.submitUnavailability?.message == "A submission is already running.")

        controller.name = "Ada Lovelace"
        #expect(controller.isDirty)
        #expect(controller.submitUnavailability == .submitting, "a running submission comes first")

        probe.release()
        _ = try await submission.value
        #expect(controller.canSubmit, "the edit made meanwhile is unsaved")
        #expect(controller.submitUnavailability == nil)
    }

    @Test("A cancelled submission leaves a create form a create form")
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
        #expect(controller.isPopulated == false)
        #expect(controller.canSubmit)
    }

    @Test("reset() keeps the kind of form")
    func reset() {
        let create = FormController(form: ProfileForm.make())
        create.name = "Ada"
        create.reset()
        #expect(create.isPopulated == false)
        #expect(create.canSubmit, "an untouched create form stays submittable")

        let edit = FormController(form: ProfileForm.make())
        edit.populate(from: .init(name: "Grace", email: "grace@example.com"))
        edit.name = "Grace Hopper"
        #expect(edit.canSubmit)
        edit.reset()
        #expect(edit.isPopulated)
        #expect(edit.canSubmit == false)
        #expect(edit.submitUnavailability == .unchanged)
    }

    @Test("isPopulated, canSubmit and submitUnavailability are observable")
    func observable() async throws {
        let probe = SubmitProbe()
        probe.holds = true
        let controller = FormController(form: ProfileForm.make(probe: probe))
        var changes = 0
        func track() {
            withObservationTracking {
                _ = controller.isPopulated
                _ = controller.canSubmit
                _ = controller.submitUnavailability
            } onChange: {
                MainActor.assumeIsolated { changes += 1 }
            }
        }

        track()
        controller.populate(from: .init(name: "Grace", email: "grace@example.com"))
        #expect(changes == 1, "populate")

        track()
        controller.name = "Grace Hopper"
        #expect(changes == 2, "edit")

        controller.form.fillValidly()
        track()
        let submission = Task { try await controller.submit() }
        await probe.waitUntilHeld()
        #expect(changes == 3, "submission starts")

        track()
        probe.release()
        _ = try await submission.value
        #expect(changes == 4, "submission ends")

        let fresh = FormController(form: ProfileForm.make())
        fresh.form.fillValidly()
        var populatedChanges = 0
        withObservationTracking {
            _ = fresh.isPopulated
        } onChange: {
            MainActor.assumeIsolated { populatedChanges += 1 }
        }
        _ = try await fresh.submit()
        #expect(populatedChanges == 1, "a successful submit saves the baseline")
    }

    @Test("The reasons have localizable messages")
    func localizable() {
        #expect(SubmitUnavailability.submitting.message == "A submission is already running.")
        #expect(SubmitUnavailability.unchanged.message == "Nothing has changed yet.")
        ValidationMessages.withProvider(FrenchSubmitMessages()) {
            #expect(SubmitUnavailability.submitting.message == "Un envoi est déjà en cours.")
            #expect(SubmitUnavailability.unchanged.message == "Rien n'a encore changé.")
        }
    }
}
