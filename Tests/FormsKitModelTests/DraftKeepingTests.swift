import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// The one rule every surface keeps a draft by: save a form with changes,
/// remove the draft of one back as it began, write once per change, and
/// again after a failed write.
@MainActor
@Suite("Keeping a draft")
struct DraftKeepingTests {
    @Test("A form with changes has its draft saved; one back as it began has it removed")
    func change() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        #expect(session.draftChange() == .remove, "nothing typed")
        session.setText("Ada", for: \ProfileForm.name)
        guard case .save(let draft) = session.draftChange() else {
            Issue.record("a changed form's draft is not saved")
            return
        }
        #expect(draft.values["name"] == ["Ada"])
        session.setText("", for: \ProfileForm.name)
        #expect(session.draftChange() == .remove, "back as it began")
        session.setText("secret", for: \ProfileForm.password)
        #expect(session.draftChange() == .remove, "masked text is never kept")
    }

    @Test("A change is written once, nothing is written for nothing, and a failed write is tried again")
    func schedule() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        var keeping = DraftKeeping(session)
        #expect(keeping.due(session) == nil, "nothing changed")
        session.setText("Ada", for: \ProfileForm.name)
        #expect(keeping.isDue(session))
        guard case .save? = keeping.due(session) else {
            Issue.record("a change is not written")
            return
        }
        #expect(keeping.due(session) == nil, "written once")
        keeping.writeFailed()
        #expect(keeping.isDue(session), "a failed write is due again, unchanged")
        guard case .save? = keeping.due(session) else {
            Issue.record("a failed write is not tried again")
            return
        }
        session.setText("", for: \ProfileForm.name)
        #expect(keeping.due(session) == .remove, "back as it began: the draft goes")
        session.setText("Grace", for: \ProfileForm.name)
        keeping.markKept(session)
        #expect(keeping.due(session) == nil, "kept by other means")
    }

    @Test("Text typed that does not read yet is written too: nothing typed is lost")
    func unreadText() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        var keeping = DraftKeeping(session)
        session.setText("12a", for: \ProfileForm.age)
        #expect(keeping.isDue(session), "the value did not change, but the text did")
        guard case .save(let draft)? = keeping.due(session) else {
            Issue.record("text that does not read is not written")
            return
        }
        #expect(draft.values["age"] == ["12a"])
        #expect(keeping.due(session) == nil, "written once")
        session.setText("12ab", for: \ProfileForm.age)
        guard case .save(let later)? = keeping.due(session) else {
            Issue.record("more text that does not read is not written")
            return
        }
        #expect(later.values["age"] == ["12ab"])
    }
}
