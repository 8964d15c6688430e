import FormsKit
import Testing

/// Translates the toolbar's words.
private struct FrenchToolbarWords: ValidationMessageProvider {
    func text(for message: ValidationMessage) -> String? {
        switch message {
        case .cancelTitle: return "Annuler"
        case .submitTitle: return "Envoyer"
        case .discardChangesQuestion: return "Abandonner les modifications ?"
        case .discardChangesAction: return "Abandonner"
        case .keepEditingAction: return "Continuer"
        default: return nil
        }
    }
}

/// The logic behind `.formToolbar(controller:…)`: what Submit and Cancel do in
/// each state of the form.
@MainActor
@Suite("The form toolbar's state")
struct FormToolbarStateTests {
    @Test("A fresh create form: Submit enabled untouched, Cancel leaves at once")
    func freshCreateForm() {
        let controller = FormController(form: ProfileForm.make())
        let toolbar = FormToolbarState(controller: controller)
        #expect(toolbar.isSubmitEnabled)
        #expect(toolbar.submitUnavailability == nil)
        #expect(toolbar.showsProgress == false)
        #expect(toolbar.cancelAction == .dismiss)
        #expect(toolbar.isInteractiveDismissDisabled == false)
        #expect(toolbar.cancelTitle == "Cancel")
        #expect(toolbar.submitTitle == "Submit")
    }

    @Test("Changes make Cancel ask before discarding and block interactive dismissal")
    func changedForm() {
        let controller = FormController(form: ProfileForm.make())
        controller.form.name = "Ada"
        let toolbar = FormToolbarState(controller: controller)
        #expect(toolbar.cancelAction == .askToDiscard)
        #expect(toolbar.isInteractiveDismissDisabled)
        #expect(toolbar.discardQuestion == "Discard changes?")
        #expect(toolbar.discardTitle == "Discard Changes")
        #expect(toolbar.keepEditingTitle == "Keep Editing")

        controller.form.name = ""
        #expect(FormToolbarState(controller: controller).cancelAction == .dismiss, "typing the value back is no change")
    }

    @Test("preventsAccidentalDismiss: false never asks")
    func optedOut() {
        let controller = FormController(form: ProfileForm.make())
        controller.form.name = "Ada"
        let toolbar = FormToolbarState(controller: controller, cancelTitle: "Close", submitTitle: "Create", preventsAccidentalDismiss: false)
        #expect(toolbar.cancelAction == .dismiss)
        #expect(toolbar.isInteractiveDismissDisabled == false)
        #expect(toolbar.cancelTitle == "Close")
        #expect(toolbar.submitTitle == "Create")
    }

    @Test("An unchanged edit form disables Submit with the reason")
    func unchangedEditForm() {
        let controller = FormController(form: ProfileForm.make())
        controller.populate(from: .init(name: "Grace", email: "grace@example.com"))
        var toolbar = FormToolbarState(controller: controller)
        #expect(toolbar.isSubmitEnabled == false)
        #expect(toolbar.submitUnavailability == .unchanged)
        controller.form.bio = "Admiral"
        toolbar = FormToolbarState(controller: controller)
        #expect(toolbar.isSubmitEnabled)
    }

    @Test("While a submission runs: progress instead of Submit")
    func submitting() async {
        let probe = SubmitProbe()
        probe.holds = true
        let controller = FormController(form: ProfileForm.make(probe: probe))
        controller.form.fillValidly()
        let submission = Task { try? await controller.submit() }
        await probe.waitUntilHeld()
        let toolbar = FormToolbarState(controller: controller)
        #expect(toolbar.showsProgress)
        #expect(toolbar.isSubmitEnabled == false)
        #expect(toolbar.submitUnavailability == .submitting)
        probe.release()
        _ = await submission.value
        #expect(FormToolbarState(controller: controller).showsProgress == false)
    }

    @Test("Titles and the question come from the message provider")
    func localized() {
        let controller = FormController(form: ProfileForm.make())
        controller.form.name = "Ada"
        ValidationMessages.withProvider(FrenchToolbarWords()) {
            let toolbar = FormToolbarState(controller: controller)
            #expect(toolbar.cancelTitle == "Annuler")
            #expect(toolbar.submitTitle == "Envoyer")
            #expect(toolbar.discardQuestion == "Abandonner les modifications ?")
            #expect(toolbar.discardTitle == "Abandonner")
            #expect(toolbar.keepEditingTitle == "Continuer")
        }
    }
}
