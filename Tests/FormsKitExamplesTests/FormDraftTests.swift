import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// Drafts: what a session keeps of what was typed, put back in a new one,
/// and where a folder of drafts keeps them.
@MainActor
@Suite("Drafts")
struct FormDraftTests {
    @Test("A draft holds every value as typed, and a new session restored from it shows them; a password is never in it")
    func signUpDraft() async throws {
        let session = FormSession(form: SignUpForm())
        session.setText("ada@example.com", for: \SignUpForm.email)
        session.setText("correct horse", for: \SignUpForm.password)
        session.setText("correct horse", for: \SignUpForm.confirmation)
        session.select(1, for: \SignUpForm.accountType)
        #expect(await session.continueToNextStep() == .moved)
        session.setText("Analytical Engines", for: \SignUpForm.companyName)
        let draft = session.makeDraft(at: Date(timeIntervalSince1970: 1_000))
        #expect(draft.values["email"] == ["ada@example.com"])
        #expect(draft.values["accountType"] == ["business"], "by the value's name, the same in every language")
        #expect(draft.values["companyName"] == ["Analytical Engines"])
        #expect(draft.values["password"] == nil && draft.values["confirmation"] == nil)
        let encoded = String(decoding: try JSONEncoder().encode(draft), as: UTF8.self)
        #expect(!encoded.contains("correct horse"), "a password is never written to a draft")
        #expect(draft.step == 1 && draft.seenSteps == [0, 1])

        let restored = FormSession(form: SignUpForm())
        restored.restore(draft)
        #expect(restored.text(of: \SignUpForm.email) == "ada@example.com")
        #expect(restored.controller.form.accountType == .business)
        #expect(restored.text(of: \SignUpForm.companyName) == "Analytical Engines")
        #expect(restored.stepProgress?.text == "Step 2 of 4: Company", "the step the person was on")
        #expect(restored.text(of: \SignUpForm.password).isEmpty)
        #expect(restored.controller.isDirty, "a restored draft is work not yet submitted")
    }

    @Test("Repeated groups keep their size; text that is not a number yet is kept as typed")
    func groupsAndTypedText() throws {
        let poll = FormSession(form: PollForm())
        poll.setText("Lunch?", for: \PollForm.question)
        _ = poll.appendElement(toGroup: "options")
        _ = poll.appendElement(toGroup: "options")
        poll.setText("Tea", for: \PollForm.options[0])
        poll.setText("Soup", for: \PollForm.options[3])
        let draft = poll.makeDraft()
        #expect(draft.groupCounts["options"] == 4)
        let restored = FormSession(form: PollForm())
        restored.appear()
        let focus = restored.controller.focus
        restored.restore(draft)
        #expect(restored.controller.form.options == ["Tea", "", "", "Soup"])
        #expect(restored.controller.focus == focus, "focus stays where the form put it (regression: on the last row restored)")
        #expect(restored.text(of: \PollForm.question) == "Lunch?")
        // Fewer than the form starts with, down to its minimum.
        var smaller = draft
        smaller.groupCounts["options"] = 2
        let trimmed = FormSession(form: PollForm())
        _ = trimmed.appendElement(toGroup: "options")
        trimmed.restore(smaller)
        #expect(trimmed.controller.form.options.count == 2)

        let plan = FormSession(form: DisplaySettingsForm())
        let size = try #require(plan.outline.first { if case .number = $0.row.control { true } else { false } }?.id)
        plan.setText("12x", for: size)
        let typed = FormSession(form: DisplaySettingsForm())
        typed.restore(plan.makeDraft())
        #expect(typed.text(of: size) == "12x", "kept as typed, with its problem")
        #expect(typed.inputProblem(of: size) != nil)
    }

    @Test(
        "The offer names the time on a 24-hour or 12-hour clock as the person's locale has it, and the day when it is not today (regression: 18:30 said 06:30)")
    func offerTime() {
        let evening = DateComponents(calendar: Calendar.current, year: 2026, month: 11, day: 27, hour: 18, minute: 30).date!
        let draft = FormDraft(values: [:], savedAt: evening)
        let today = draft.restoreQuestion(now: evening.addingTimeInterval(60))
        #expect(today.hasPrefix("Restore what you typed at "))
        #expect(today.contains("18:30") || today.contains("6:30 PM") || today.contains("6:30\u{202F}PM"), "\(today)")
        let later = draft.restoreQuestion(now: evening.addingTimeInterval(3 * 24 * 60 * 60))
        #expect(later.hasPrefix("Restore what you typed on ") && later.contains("2026"), "\(later)")
    }

    @Test("A folder of drafts: one file a key, only its owner may read it, replaced whole; gone after its lifetime or when removed")
    func fileStore() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-drafts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = SettableNow(Date(timeIntervalSince1970: 1_000_000))
        let store = FileDraftStore(folder: folder, lifetime: .seconds(60), now: { clock.now })
        let draft = FormDraft(values: ["name": ["Ada"]], savedAt: clock.now)
        try await store.save(draft, for: "create-plan/../../etc")
        #expect(try await store.draft(for: "create-plan/../../etc") == draft)
        #expect(try store.keys() == ["create-plan/../../etc"])
        let file = store.url(for: "create-plan/../../etc")
        #expect(file.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path, "a key never names a file elsewhere")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        // Replaced whole.
        var newer = draft
        newer.values["name"] = ["Grace"]
        try await store.save(newer, for: "create-plan/../../etc")
        #expect(try await store.draft(for: "create-plan/../../etc")?.values["name"] == ["Grace"])
        // Expired: none, and the file goes.
        clock.now = clock.now.addingTimeInterval(61)
        #expect(try await store.draft(for: "create-plan/../../etc") == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // A damaged file is no draft.
        try Data("{not json".utf8).write(to: store.url(for: "damaged"))
        #expect(try await store.draft(for: "damaged") == nil)
        try await store.save(draft, for: "removed")
        try await store.removeDraft(for: "removed")
        #expect(try await store.draft(for: "removed") == nil)
        try await store.removeDraft(for: "never saved")
    }
}

/// What time it is, as a test sets it.
private final class SettableNow: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Date
    init(_ date: Date) { value = date }
    var now: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
