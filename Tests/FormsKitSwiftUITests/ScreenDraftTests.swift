import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitSwiftUI
import Foundation
import Testing

/// Drafts in the platform-neutral model behind the SwiftUI screen: what
/// the screen saves, offers, restores and discards.
@MainActor
@Suite("Screen drafts")
struct ScreenDraftTests {
    /// Drafts kept in memory, as a test's store.
    actor MemoryDrafts: FormDraftStore {
        var drafts: [String: FormDraft] = [:]
        func save(_ draft: FormDraft, for key: String) { drafts[key] = draft }
        func draft(for key: String) -> FormDraft? { drafts[key] }
        func removeDraft(for key: String) { drafts[key] = nil }
    }

    @Test("A change is saved as a draft; a new screen offers it, and Restore puts it back; submitting removes it")
    func saveOfferRestore() async throws {
        let store = MemoryDrafts()
        let model = FormScreenModel(form: EditTagForm())
        await model.keepDrafts(in: store, key: "edit-tag")
        #expect(model.offeredDraft == nil)
        await model.saveDraft()
        #expect(await store.drafts.isEmpty, "nothing changed: nothing saved")
        model.session.setText("Release notes", for: \EditTagForm.title)
        await model.saveDraft()
        #expect(await store.drafts["edit-tag"]?.values["title"] == ["Release notes"])

        let next = FormScreenModel(form: EditTagForm())
        await next.keepDrafts(in: store, key: "edit-tag")
        #expect(next.draftOffer?.hasPrefix("Restore what you typed at ") == true)
        next.session.setText("Other", for: \EditTagForm.newTag)
        await next.saveDraft()
        #expect(await store.drafts["edit-tag"]?.values["title"] == ["Release notes"], "an offered draft is not overwritten")
        next.restoreOfferedDraft()
        #expect(next.offeredDraft == nil)
        #expect(next.session.text(of: \EditTagForm.title) == "Release notes")
        if case .submitted = await next.submit() {
            #expect(await store.drafts.isEmpty, "submitted: the draft goes")
        } else {
            Issue.record("the restored form submits")
        }
    }

    /// A store that fails while it is broken.
    actor SwitchableDrafts: FormDraftStore {
        var drafts: [String: FormDraft] = [:]
        var broken = false
        func setBroken(_ value: Bool) { broken = value }
        func save(_ draft: FormDraft, for key: String) throws {
            if broken { throw BrokenDrafts.Full() }
            drafts[key] = draft
        }
        func draft(for key: String) throws -> FormDraft? {
            if broken { throw BrokenDrafts.Full() }
            return drafts[key]
        }
        func removeDraft(for key: String) throws {
            if broken { throw BrokenDrafts.Full() }
            drafts[key] = nil
        }
    }

    /// A store that fails every call, as a full disk.
    struct BrokenDrafts: FormDraftStore {
        struct Full: Error, CustomStringConvertible {
            var description: String { "no space left on device" }
        }
        func save(_ draft: FormDraft, for key: String) throws { throw Full() }
        func draft(for key: String) throws -> FormDraft? { throw Full() }
        func removeDraft(for key: String) throws { throw Full() }
    }

    @Test("A store that fails is told (draftFailure, and the log), not dropped; a call that works again clears it (regression: dropped)")
    func storeFailureTold() async {
        let model = FormScreenModel(form: EditTagForm())
        await model.keepDrafts(in: BrokenDrafts(), key: "edit-tag")
        #expect(model.draftFailure?.contains("no space left on device") == true, "\(model.draftFailure ?? "nothing told")")
        model.session.setText("Release notes", for: \EditTagForm.title)
        await model.saveDraft()
        #expect(model.draftFailure?.contains("no space left on device") == true)
        #expect(model.session.text(of: \EditTagForm.title) == "Release notes", "what was typed stays")
        // The store works again: the next save writes what failed, though
        // nothing changed since.
        let store = SwitchableDrafts()
        let retried = FormScreenModel(form: EditTagForm())
        await retried.keepDrafts(in: store, key: "edit-tag")
        retried.session.setText("Release notes", for: \EditTagForm.title)
        await store.setBroken(true)
        await retried.saveDraft()
        #expect(retried.draftFailure != nil)
        await store.setBroken(false)
        await retried.saveDraft()
        #expect(retried.draftFailure == nil)
        #expect(await store.drafts["edit-tag"]?.values["title"] == ["Release notes"], "written on the next try (review: never retried)")
        let working = FormScreenModel(form: EditTagForm())
        await working.keepDrafts(in: MemoryDrafts(), key: "edit-tag")
        #expect(working.draftFailure == nil)
    }

    @Test("Discard removes the offered draft and leaves the form as it is")
    func discard() async {
        let store = MemoryDrafts()
        await store.save(FormDraft(values: ["title": ["Old"]], savedAt: Date()), for: "edit-tag")
        let model = FormScreenModel(form: EditTagForm())
        await model.keepDrafts(in: store, key: "edit-tag")
        #expect(model.offeredDraft != nil)
        await model.discardOfferedDraft()
        #expect(model.offeredDraft == nil)
        #expect(await store.drafts.isEmpty)
        #expect(model.session.text(of: \EditTagForm.title) != "Old")
    }
}
