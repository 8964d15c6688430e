import FormsKit
import Observation
import Testing

@MainActor
@Suite("Dirty tracking against a baseline")
struct DirtyTrackingTests {
    @Test("Dirty means the value differs from the baseline; typing it back makes the form clean")
    func dirtyByValue() {
        let controller = FormController(form: ProfileForm.make())
        #expect(controller.isDirty == false)
        controller.form.name = "A"
        #expect(controller.isDirty)
        controller.form.name = ""
        #expect(controller.isDirty == false)
        #expect(controller.form.$name == .editing, "the edit is remembered in the state")
    }

    @Test(".always fields do not make an untouched form dirty")
    func alwaysFieldsStayClean() {
        let controller = FormController(form: ConsentForm())
        #expect(controller.form.$accepted == .invalid(messages: ["Please accept"]))
        #expect(controller.isDirty == false)
        #expect(controller.isValid == false)
        #expect(controller.hasErrors)
    }

    @Test("populate(from:) sets a new baseline; reset() returns to it")
    func populateAndReset() {
        let controller = FormController(form: ProfileForm.make())
        controller.populate(from: .init(name: "Grace", email: "grace@example.com"))
        #expect(controller.form.name == "Grace")
        #expect(controller.isDirty == false)
        #expect(controller.form.$name == .idle)

        controller.form.name = "Grace Hopper"
        controller.validate()
        #expect(controller.isDirty)
        controller.reset()
        #expect(controller.form.name == "Grace")
        #expect(controller.isDirty == false)
        #expect(controller.form.$name == .idle)
        guard case .initial = controller.state else {
            Issue.record("reset should return to .initial, got \(controller.state)")
            return
        }
    }

    @Test("A successful submit makes the submitted values the baseline")
    func submitSetsBaseline() async throws {
        let controller = FormController(form: ProfileForm.make())
        controller.form.fillValidly()
        #expect(controller.isDirty)
        _ = try await controller.submit()
        #expect(controller.isDirty == false)
        controller.form.name = "Ada L."
        controller.reset()
        #expect(controller.form.name == "Ada", "reset returns to the submitted values")
    }

    @Test("Edits made while a submission runs stay dirty afterwards")
    func editsDuringSubmission() async throws {
        let probe = SubmitProbe()
        probe.holds = true
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.fillValidly()
        let submission = Task { try await controller.submit() }
        await probe.waitUntilHeld()
        #expect(controller.isLoading)
        controller.form.name = "Ada Lovelace"
        probe.release()
        _ = try await submission.value
        #expect(probe.submittedNames == ["Ada"], "the snapshot taken at submit is what was sent")
        #expect(controller.form.name == "Ada Lovelace", "nothing typed is lost")
        #expect(controller.isDirty, "the later edit is not part of the new baseline")
    }

    @Test("A copy of the form edited elsewhere leaves the controller's counts alone")
    func copiesDoNotLeak() {
        let controller = FormController(form: ProfileForm.make())
        var copy = controller.form
        copy.name = "Someone else"
        #expect(controller.isDirty == false)
        #expect(controller.form.name == "")

        controller.form = copy
        #expect(controller.isDirty, "assigning the copy recounts")
        controller.form.name = ""
        #expect(controller.isDirty == false)
    }

    @Test("Properties that are not @Validated do not count")
    func unvalidatedProperties() {
        let controller = FormController(form: ProfileForm.make())
        controller.form.notes = "scratch"
        #expect(controller.isDirty == false)
    }

    @Test("isDirty and isValid are observable")
    func observable() {
        let controller = FormController(form: ProfileForm.make())
        var changes = 0
        withObservationTracking {
            _ = controller.isDirty
            _ = controller.isValid
        } onChange: {
            MainActor.assumeIsolated { changes += 1 }
        }
        controller.form.name = "Ada"
        #expect(changes == 1)
    }
}
