import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Observation

/// What a native form screen adds to a `FormSession`, with no UI framework:
/// the screen's sections, what a row's action asks of the screen, SwiftUI's
/// delete and move, the toolbar's action, and the form's draft. The views
/// read and edit the session itself: it is `@Observable`, as its controller
/// is, so they follow every change.
///
/// ```swift
/// let model = FormScreenModel(form: AddServerForm())
/// await model.keepDrafts(in: FileDraftStore(folder: support), key: "add-server")
/// FormScreen(model: model)
/// ```
@MainActor
@Observable
public final class FormScreenModel<Form: ValidatableForm> {
    /// The session the screen shows.
    @ObservationIgnored public let session: FormSession<Form>
    /// The result of the last submission made through ``submit()``.
    public private(set) var lastSubmission: SubmissionResult?

    /// Where drafts are kept, and this form's key there (``keepDrafts(in:key:)``).
    @ObservationIgnored private var drafts: (store: any FormDraftStore, key: String)?
    /// When the draft is written: the rule every surface keeps.
    @ObservationIgnored private var keeping: DraftKeeping
    /// A draft left by an earlier run, offered until it is restored or
    /// discarded.
    public private(set) var offeredDraft: FormDraft?
    /// Why the last call to the draft store failed, in the person's
    /// language ("The draft could not be saved (…): what is typed is still
    /// here, but will not be back if the app quits."), until a call works
    /// again. The screen shows it under the form's problems; it is logged
    /// too, in English.
    public private(set) var draftFailure: String?

    /// A model for `session`.
    public init(session: FormSession<Form>) {
        self.session = session
        keeping = DraftKeeping(session)
    }

    /// A model for `form`, laid out by `layout`.
    public convenience init(form: Form, layout: FormLayout<Form>) {
        self.init(session: FormSession(form: form, layout: layout))
    }

    /// Shows the form in `language` (the environment's locale): its
    /// layout's texts and FormsKit's words; what is typed stays.
    public func show(in language: FormLanguage) {
        guard language != shownLanguage else { return }
        shownLanguage = language
        FormLanguage.withLanguage(language) { session.show(in: language) }
    }

    /// The language ``show(in:)`` last showed the form in.
    @ObservationIgnored private var shownLanguage: FormLanguage?

    // MARK: Structure

    /// The visible sections with their visible rows, each with its native
    /// control; repeated groups gathered with their elements.
    package var sections: [ScreenSection<Form>] {
        session.resolve().filter(\.isVisible).map(screenSection)
    }

    private func screenSection(_ section: ResolvedSection<Form>) -> ScreenSection<Form> {
        var items: [ScreenItem<Form>] = []
        var header: String? = section.section.headerText
        var footer: String? = section.section.footerText
        var pendingGroup: (id: String, elements: [Int: [ScreenRow<Form>]], add: ScreenRow<Form>?)?

        func flushGroup() {
            guard let group = pendingGroup else { return }
            pendingGroup = nil
            let definition = session.group(named: group.id)
            let count = session.elementCount(ofGroup: group.id)
            let elements = group.elements.keys.sorted().map { ScreenGroupElement(index: $0, rows: group.elements[$0] ?? []) }
            items.append(
                .group(
                    ScreenGroup(
                        id: group.id,
                        elements: elements,
                        addRow: group.add,
                        canDelete: count > (definition?.minimum ?? 0),
                        canMove: count > 1
                    )
                )
            )
        }

        for resolved in section.rows where resolved.isVisible {
            let row = ScreenRow(resolved: resolved, control: NativeControl(row: resolved.row))
            switch resolved.place {
            case .header:
                header = header ?? resolved.row.anatomy.title
            case .footer:
                footer = footer ?? resolved.row.anatomy.title
            case .row:
                flushGroup()
                items.append(.row(row))
            case .element(let group, let index):
                if pendingGroup?.id != group {
                    flushGroup()
                    pendingGroup = (group, [:], nil)
                }
                pendingGroup?.elements[index, default: []].append(row)
            case .add(let group):
                if pendingGroup?.id != group {
                    flushGroup()
                    pendingGroup = (group, [:], nil)
                }
                pendingGroup?.add = row
            }
        }
        flushGroup()
        return ScreenSection(id: section.index, header: header, footer: footer, items: items)
    }

    // MARK: Actions

    /// What the screen must do after a row was used.
    package enum Action {
        /// Nothing more.
        case none
        /// Submit the form (call ``submit()``).
        case submit
        /// Leave the form (asking first when it has changes).
        case cancel
        /// Put every field back as it was (`FormSession.startOver()`),
        /// asking first when the form has changes.
        case startOver
        /// Open a linked form or page.
        case open(FormDestination)
    }

    /// Return in a row: moves focus to the next field, or asks to submit,
    /// as the row's submit action says.
    package func commit(_ id: PartialKeyPath<Form>) -> Action {
        Self.action(session.commit(id))
    }

    /// A tap on a button, link or toggle row.
    package func activate(_ id: PartialKeyPath<Form>) -> Action {
        Self.action(session.activate(id))
    }

    /// Validates and submits. On failure focus moves to the first row that
    /// is wrong; nothing typed is lost. Submitted, the form's draft goes.
    @discardableResult
    public func submit() async -> SubmissionResult {
        let result = await session.submit()
        lastSubmission = result
        if case .submitted = result, let drafts {
            await attempt(.remove) { try await drafts.store.removeDraft(for: drafts.key) }
            keeping.markKept(session)
        }
        return result
    }

    // MARK: Drafts

    /// Keeps what is typed as a draft under `key` in `store` (a
    /// `FileDraftStore` in the app's Application Support folder), and
    /// offers the draft an earlier run left (``offeredDraft``). The screen
    /// saves a second after each change and when the app goes to the
    /// background (``saveDraft()``); submitting removes the draft.
    public func keepDrafts(in store: any FormDraftStore, key: String) async {
        drafts = (store, key)
        keeping = DraftKeeping(session)
        offeredDraft = await attempt(.read) { try await store.draft(for: key) } ?? nil
    }

    /// "Restore what you typed at 14:03?", while a draft is offered.
    public var draftOffer: String? {
        offeredDraft?.restoreQuestion()
    }

    /// Puts the offered draft back in the form.
    public func restoreOfferedDraft() {
        guard let draft = offeredDraft else { return }
        offeredDraft = nil
        session.restore(draft)
    }

    /// Removes the offered draft; the form stays as it is.
    public func discardOfferedDraft() async {
        guard offeredDraft != nil, let drafts else { return }
        offeredDraft = nil
        await attempt(.remove) { try await drafts.store.removeDraft(for: drafts.key) }
    }

    /// Saves the draft when the form changed since the last save (a form
    /// back as it was has its draft removed), by the rule every surface
    /// keeps (`DraftKeeping`). A draft still offered is not overwritten: the
    /// person has not said what to do with it.
    public func saveDraft() async {
        guard let drafts, offeredDraft == nil, let change = keeping.due(session) else { return }
        let call: DraftStoreCall
        switch change {
        case .save: call = .save
        case .remove: call = .remove
        }
        let done: Void? = await attempt(call) { try await drafts.store.apply(change, for: drafts.key) }
        // A failed save is tried again at the next call, changed or not.
        if done == nil { keeping.writeFailed() }
    }

    /// Makes one call to the draft store: a failure is logged and kept in
    /// ``draftFailure``, and the form goes on as it is.
    @discardableResult
    private func attempt<Value>(_ doing: DraftStoreCall, _ call: () async throws -> Value) async -> Value? {
        do {
            let value = try await call()
            draftFailure = nil
            return value
        } catch {
            draftFailure = doing.failure(error)
            DraftLog.error(doing.logLine(error))
            return nil
        }
    }

    // MARK: Steps and toolbar

    /// The title of the toolbar's confirming action: the layout's submit
    /// title, or its continue title before the last step.
    package var primaryActionTitle: String {
        session.isOnLastStep ? session.layout.submitTitle : session.layout.continueTitle
    }

    /// Whether there is a step to go back to.
    package var canGoBackAStep: Bool {
        session.stepProgress.map { !$0.isFirst } ?? false
    }

    /// The toolbar's confirming action: on the last step (or a form shown
    /// whole) ``submit()``; before it, checks the step and shows the next,
    /// or stays with the step's messages, and answers `nil`.
    @discardableResult
    package func submitOrContinue() async -> SubmissionResult? {
        guard !session.isOnLastStep else { return await submit() }
        _ = await session.continueToNextStep()
        return nil
    }

    // MARK: Repeated groups

    /// Deletes the elements at `offsets` (SwiftUI's `onDelete`), last first.
    /// Stops at the group's minimum; `FormSession.notice` then says why.
    @discardableResult
    package func deleteElements(at offsets: some Sequence<Int>, inGroup id: String) -> GroupEditResult {
        for offset in offsets.sorted(by: >) {
            let result = session.removeElement(at: offset, fromGroup: id)
            guard case .done = result else { return result }
        }
        return .done
    }

    /// Moves the elements at `source` to `destination` (SwiftUI's `onMove`:
    /// `destination` counts positions before the move, so moving the first of
    /// three elements to the end passes 3).
    @discardableResult
    package func moveElements(from source: some Sequence<Int>, toOffset destination: Int, inGroup id: String) -> GroupEditResult {
        let count = session.elementCount(ofGroup: id)
        let order = Self.orderAfterMoving(Set(source), toOffset: destination, count: count)
        // Selection sort by single moves: position by position, bring the
        // element that belongs there.
        var current = Array(0..<count)
        for target in order.indices where current[target] != order[target] {
            guard let from = current.firstIndex(of: order[target]) else { continue }
            let result = session.moveElement(from: from, to: target, inGroup: id)
            guard case .done = result else { return result }
            current.insert(current.remove(at: from), at: target)
        }
        return .done
    }

    /// The order of `count` elements after the ones at `source` move to
    /// `destination`, as SwiftUI's `move(fromOffsets:toOffset:)` orders them.
    package static func orderAfterMoving(_ source: Set<Int>, toOffset destination: Int, count: Int) -> [Int] {
        let moving = (0..<count).filter(source.contains)
        let staying = (0..<count).filter { !source.contains($0) }
        let insertion = min(max(destination - moving.filter { $0 < destination }.count, 0), staying.count)
        return Array(staying[..<insertion]) + moving + Array(staying[insertion...])
    }

    private static func action(_ result: ActivationResult) -> Action {
        switch result {
        case .ignored, .handled: return .none
        case .submit: return .submit
        case .cancel: return .cancel
        case .startOver: return .startOver
        case .open(let destination): return .open(destination)
        }
    }
}

extension FormScreenModel where Form: PresentableForm {
    /// A model for a form that knows its own layout.
    public convenience init(form: Form) {
        self.init(form: form, layout: form.layout)
    }
}
