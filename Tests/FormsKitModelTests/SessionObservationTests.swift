import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Observation
import Testing

/// A session is `Observable`: what reads it (a SwiftUI view, any
/// `withObservationTracking`) is told when what it read changes, including
/// what the controller does not hold.
@MainActor
@Suite("Observing a session")
struct SessionObservationTests {
    @Test("Text kept as typed, which the form's value does not hold, is observed")
    func typedText() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        let told = ObservedChanges()
        withObservationTracking {
            _ = session.text(of: \ProfileForm.age)
        } onChange: {
            told.add()
        }
        session.setText("12a", for: \ProfileForm.age)
        #expect(session.controller.form.age == 30, "the value is as it was")
        #expect(told.count == 1, "but the text shown changed, and its reader is told")
    }

    @Test("A notice is observed: deleting an element below the minimum says why")
    func notice() {
        let session = FormSession(form: OptionsForm(), layout: OptionsForm.layout)
        #expect(session.removeElement(at: 0, fromGroup: "options") == .done, "two options, at least one")
        let told = ObservedChanges()
        withObservationTracking {
            _ = session.notice
        } onChange: {
            told.add()
        }
        guard case .refused = session.removeElement(at: 0, fromGroup: "options") else {
            Issue.record("deleting below the minimum was not refused")
            return
        }
        #expect(session.notice != nil)
        #expect(told.count == 1)
    }

    @Test("The step shown is observed")
    func step() async {
        let session = FormSession(form: TeamPlanForm(), layout: TeamPlanForm.layout)
        let told = ObservedChanges()
        withObservationTracking {
            _ = session.stepProgress
        } onChange: {
            told.add()
        }
        #expect(await session.continueToNextStep() == .moved)
        #expect(told.count == 1)
        #expect(session.stepProgress?.number == 2)
    }

    @Test("Reading what the session caches (the outline, a row's messages) changes nothing observed")
    func readingIsQuiet() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        let told = ObservedChanges()
        withObservationTracking {
            _ = session.text(of: \ProfileForm.name)
            _ = session.notice
        } onChange: {
            told.add()
        }
        // Each of these makes or reads a cache.
        _ = session.outline
        _ = session.resolve()
        _ = session.messages(for: \ProfileForm.email)
        _ = session.makeDraft()
        #expect(told.count == 0)
    }
}
