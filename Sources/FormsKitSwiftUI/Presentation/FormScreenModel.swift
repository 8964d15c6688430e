import FormsKit
import FormsKitModel
import Foundation
import Observation

/// Everything a native form screen shows and does, over a `FormSession`,
/// with no UI framework: the SwiftUI views only read it and call it.
///
/// The controller is `@Observable`, so views follow its form, focus and
/// submission state. What the session keeps besides (text typed into number
/// and date fields that does not read yet, notices) is announced through
/// ``changeCount``, which every change made through the model increments.
///
/// ```swift
/// let model = FormScreenModel(form: AddServerForm())
/// model.setText("https://", for: \.url)
/// model.messages(for: \.url)     // the field's messages, as the terminal shows them
/// ```
@MainActor
@Observable
public final class FormScreenModel<Form: ValidatableForm> {
    /// The session the screen shows.
    @ObservationIgnored public let session: FormSession<Form>
    /// Increments on every change made through the model, so views that
    /// read it redraw for changes the controller does not announce.
    public private(set) var changeCount = 0
    /// The result of the last submission made through ``submit()``.
    @ObservationIgnored public private(set) var lastSubmission: SubmissionResult?

    /// Where drafts are kept, and this form's key there (``keepDrafts(in:key:)``).
    @ObservationIgnored private var drafts: (store: any FormDraftStore, key: String)?
    /// The controller's revision when the draft was last saved.
    @ObservationIgnored private var draftRevision = 0
    /// A draft left by an earlier run, offered until it is restored or
    /// discarded.
    public private(set) var offeredDraft: FormDraft?
    /// Why the last call to the draft store failed ("The draft could not
    /// be saved: no space left on device."), until a call works again; the
    /// failure is logged too. A screen may show it: what is typed is still
    /// in the form, but would not be back after the app quits.
    public private(set) var draftFailure: String?

    /// A model for `session`.
    public init(session: FormSession<Form>) {
        self.session = session
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
        changeCount += 1
    }

    /// The language ``show(in:)`` last showed the form in.
    @ObservationIgnored private var shownLanguage: FormLanguage?

    /// The form's controller: the single source of truth for values, states
    /// and focus.
    public var controller: FormController<Form> { session.controller }

    /// The form's title.
    public var title: String? { session.layout.title }

    /// The form's layout.
    public var layout: FormLayout<Form> { session.layout }

    // MARK: Structure

    /// The visible sections with their visible rows, each with its native
    /// control; repeated groups gathered with their elements.
    public var sections: [ScreenSection<Form>] {
        _ = changeCount
        return session.resolve().filter(\.isVisible).map(screenSection)
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

    // MARK: Reading

    /// The text a text, number or date row shows: what was typed, kept as
    /// typed when it does not read.
    public func text(of id: PartialKeyPath<Form>) -> String {
        _ = changeCount
        return session.text(of: id)
    }

    /// Why the typed text of a number or date row does not read, if it does not.
    public func inputProblem(of id: PartialKeyPath<Form>) -> String? {
        _ = changeCount
        return session.inputProblem(of: id)?.message
    }

    /// The messages to show under a row: what does not read, then the
    /// field's validation messages (and a repeated group's, on the element
    /// they are about).
    public func messages(for id: PartialKeyPath<Form>) -> [String] {
        _ = changeCount
        return session.messages(for: id)
    }

    /// Whether an asynchronous check of the row's field runs.
    public func isChecking(_ id: PartialKeyPath<Form>) -> Bool {
        session.isChecking(id)
    }

    /// Messages about the whole form, shown above it: form-wide messages
    /// from the server, messages for names that match no field, a failed
    /// submission's reason.
    public var formProblems: [String] {
        _ = changeCount
        return session.formProblems
    }

    /// Something to tell the user that is not about a field (why an element
    /// cannot be added, why Submit does nothing).
    public var notice: String? {
        _ = changeCount
        return session.notice
    }

    /// Whether a row is on: toggles.
    public func isOn(_ id: PartialKeyPath<Form>) -> Bool {
        session.isOn(id)
    }

    /// A number row's value.
    public func number(_ id: PartialKeyPath<Form>) -> Double? {
        session.number(of: id)
    }

    /// A choice row's option labels.
    public func optionLabels(_ id: PartialKeyPath<Form>) -> [String] {
        session.optionLabels(of: id)
    }

    /// A choice row's selected option.
    public func selectedIndex(_ id: PartialKeyPath<Form>) -> Int? {
        session.selectedIndex(of: id)
    }

    /// A multiple-choice row's selected options.
    public func selectedIndices(_ id: PartialKeyPath<Form>) -> Set<Int> {
        session.selectedIndices(of: id)
    }

    /// A date row's value.
    public func date(_ id: PartialKeyPath<Form>) -> Date? {
        session.date(of: id)
    }

    /// A value row's text.
    public func valueText(_ id: PartialKeyPath<Form>) -> String {
        session.valueText(of: id)
    }

    /// A custom row's content.
    public func customContent(_ id: PartialKeyPath<Form>) -> ChromeNode? {
        session.customContent(of: id)
    }

    // MARK: Editing

    /// Sets a text, number or date row from typed text.
    public func setText(_ text: String, for id: PartialKeyPath<Form>) {
        changing { session.setText(text, for: id) }
    }

    /// Turns a toggle on or off.
    public func setOn(_ isOn: Bool, for id: PartialKeyPath<Form>) {
        changing { session.setOn(isOn, for: id) }
    }

    /// Sets a number row (stepper, slider).
    public func setNumber(_ number: Double?, for id: PartialKeyPath<Form>) {
        changing { session.setNumber(number, for: id) }
    }

    /// Selects an option of a choice row.
    public func select(_ index: Int, for id: PartialKeyPath<Form>) {
        changing { session.select(index, for: id) }
    }

    /// Ticks or unticks an option of a multiple-choice row.
    public func toggleOption(_ index: Int, for id: PartialKeyPath<Form>) {
        changing { session.toggleOption(index, for: id) }
    }

    /// Sets a date row.
    public func setDate(_ date: Date?, for id: PartialKeyPath<Form>) {
        changing { session.setDate(date, for: id) }
    }

    /// Sets (or, with `nil`, clears) a file row's file.
    public func setFile(_ file: UploadedFile?, for id: PartialKeyPath<Form>) {
        changing { session.setFile(file, for: id) }
    }

    // MARK: Actions

    /// What the screen must do after a row was used.
    public enum Action {
        /// Nothing more.
        case none
        /// Submit the form (call ``submit()``).
        case submit
        /// Leave the form (asking first when it has changes).
        case cancel
        /// Put every field back as it was (call ``startOver()``), asking
        /// first when the form has changes (``isDirty``).
        case startOver
        /// Open a linked form or page.
        case open(FormDestination)
    }

    /// Return in a row: moves focus to the next field, or asks to submit,
    /// as the row's submit action says.
    public func commit(_ id: PartialKeyPath<Form>) -> Action {
        changing { Self.action(session.commit(id)) }
    }

    /// A tap on a button, link or toggle row.
    public func activate(_ id: PartialKeyPath<Form>) -> Action {
        changing { Self.action(session.activate(id)) }
    }

    /// Moves focus where the layout says it goes when the form appears.
    public func appear() {
        changing { session.appear() }
    }

    /// Whether the form has changes that starting over or leaving would lose.
    public var isDirty: Bool { session.controller.isDirty }

    /// Puts every field back as it was, once the user has said yes (see
    /// ``Action/startOver``).
    public func startOver() {
        changing { session.startOver() }
    }

    /// Validates and submits. On failure focus moves to the first row that
    /// is wrong; nothing typed is lost. Submitted, the form's draft goes.
    @discardableResult
    public func submit() async -> SubmissionResult {
        changeCount &+= 1
        let result = await session.submit()
        lastSubmission = result
        if case .submitted = result, let drafts {
            await attempt(.remove) { try await drafts.store.removeDraft(for: drafts.key) }
            draftRevision = session.controller.revision
        }
        changeCount &+= 1
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
        draftRevision = session.controller.revision
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
        changing { session.restore(draft) }
    }

    /// Removes the offered draft; the form stays as it is.
    public func discardOfferedDraft() async {
        guard offeredDraft != nil, let drafts else { return }
        offeredDraft = nil
        await attempt(.remove) { try await drafts.store.removeDraft(for: drafts.key) }
        changeCount &+= 1
    }

    /// Saves the draft when the form changed since the last save (a form
    /// back as it was has its draft removed). A draft still offered is not
    /// overwritten: the person has not said what to do with it.
    public func saveDraft() async {
        guard let drafts, offeredDraft == nil, session.controller.revision != draftRevision else { return }
        let revision = session.controller.revision
        let done: Void?
        if session.hasChangesADraftKeeps {
            let draft = session.makeDraft()
            done = await attempt(.save) { try await drafts.store.save(draft, for: drafts.key) }
        } else {
            done = await attempt(.remove) { try await drafts.store.removeDraft(for: drafts.key) }
        }
        // A failed save is tried again at the next call, changed or not.
        if done != nil { draftRevision = revision }
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
            let message = doing.failure(error)
            draftFailure = message
            DraftLog.error(message)
            return nil
        }
    }

    // MARK: Steps

    /// Where the person is in a form split into steps ("Step 2 of 4: About
    /// you"); `nil` for a form shown whole.
    public var stepProgress: StepProgress? {
        _ = changeCount
        return session.stepProgress
    }

    /// The title of the toolbar's confirming action: the layout's submit
    /// title, or its continue title before the last step.
    public var primaryActionTitle: String {
        _ = changeCount
        return session.isOnLastStep ? layout.submitTitle : layout.continueTitle
    }

    /// Whether there is a step to go back to.
    public var canGoBackAStep: Bool {
        stepProgress.map { !$0.isFirst } ?? false
    }

    /// Shows the step before, checking nothing and keeping every answer.
    public func goBackAStep() {
        changing { _ = session.goBackAStep() }
    }

    /// The toolbar's confirming action: on the last step (or a form shown
    /// whole) ``submit()``; before it, checks the step and shows the next,
    /// or stays with the step's messages, and answers `nil`.
    @discardableResult
    public func submitOrContinue() async -> SubmissionResult? {
        guard !session.isOnLastStep else { return await submit() }
        changeCount &+= 1
        _ = await session.continueToNextStep()
        changeCount &+= 1
        return nil
    }

    /// Forgets the notice once shown.
    public func clearNotice() {
        changing { session.clearNotice() }
    }

    // MARK: Repeated groups

    /// Adds an element to a group; focus moves to its first field at once,
    /// so the field takes focus as it appears.
    @discardableResult
    public func appendElement(toGroup id: String) -> GroupEditResult {
        changing { session.appendElement(toGroup: id) }
    }

    /// Deletes the elements at `offsets` (SwiftUI's `onDelete`), last first.
    /// Stops at the group's minimum; ``notice`` then says why.
    @discardableResult
    public func deleteElements(at offsets: some Sequence<Int>, inGroup id: String) -> GroupEditResult {
        changing {
            for offset in offsets.sorted(by: >) {
                let result = session.removeElement(at: offset, fromGroup: id)
                guard case .done = result else { return result }
            }
            return .done
        }
    }

    /// Moves the elements at `source` to `destination` (SwiftUI's `onMove`:
    /// `destination` counts positions before the move, so moving the first of
    /// three elements to the end passes 3).
    @discardableResult
    public func moveElements(from source: some Sequence<Int>, toOffset destination: Int, inGroup id: String) -> GroupEditResult {
        changing {
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
    }

    /// The order of `count` elements after the ones at `source` move to
    /// `destination`, as SwiftUI's `move(fromOffsets:toOffset:)` orders them.
    public static func orderAfterMoving(_ source: Set<Int>, toOffset destination: Int, count: Int) -> [Int] {
        let moving = (0..<count).filter(source.contains)
        let staying = (0..<count).filter { !source.contains($0) }
        let insertion = min(max(destination - moving.filter { $0 < destination }.count, 0), staying.count)
        return Array(staying[..<insertion]) + moving + Array(staying[insertion...])
    }

    private func changing<Result>(_ body: () -> Result) -> Result {
        defer { changeCount &+= 1 }
        return body()
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
