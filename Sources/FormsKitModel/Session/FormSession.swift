import FormsKit
import Foundation
import Observation

/// A form being used: its ``FormLayout`` and its `FormController`, with
/// everything that happens between a person's input and what a surface
/// shows, the same on every surface:
///
/// - which rows are shown and usable, in order (`outline`), with lookups
///   that cost the same at any size;
/// - focus and its movement, the `onSubmit` chain (``commit(_:)``);
/// - typed text parsed into values, with the text kept as typed when it does
///   not read (``setText(_:for:)``, `inputProblem(of:)`);
/// - what is wrong, per row and with the whole form (`messages(for:)`,
///   ``formProblems``);
/// - submission and when it is available (``submit()``);
/// - repeated groups: add, remove, move, and where their messages show.
///
/// A surface only draws the session and turns its input into these calls.
/// The controller's `FormController/focus` is the single source of truth for
/// focus; the session moves it, and follows it when it is moved elsewhere.
///
/// The session is `Observable`, as its controller is: a SwiftUI view, or
/// `withObservationTracking`, that reads what the session holds itself
/// (text kept as typed, notices, the step, the layout) is told when it
/// changes. What the session only caches is not observed.
public final class FormSession<Form: ValidatableForm>: Observable {
    /// The form's controller.
    public let controller: FormController<Form>
    /// The form's layout, in the language the session shows it in.
    public var layout: FormLayout<Form> {
        get {
            observation.read()
            return shownLayout
        }
        set {
            shownLayout = newValue
            layoutDidChange()
            observation.changed()
        }
    }
    var shownLayout: FormLayout<Form>
    /// Tells observers when what the session holds itself changes. Code in
    /// this module reads the storage behind ``layout``, ``notice`` and the
    /// others (`shownLayout`, `shownStep`, `typedText`), and each call that
    /// shows the session's state notes one read: observation costs a call
    /// per read, which a render would otherwise pay for every row.
    let observation = SessionObservation()
    /// The layout as the form wrote it, before it was put into a language.
    private let writtenLayout: FormLayout<Form>
    /// Called with every activation and value change made through the session.
    public var eventHandler: ((FormEvent<Form>) -> Void)?
    /// Something to tell the user now that is not about a field: why an
    /// element cannot be added, why a button is disabled. Surfaces show it
    /// until ``clearNotice()``.
    public internal(set) var notice: String? {
        get {
            observation.read()
            return shownNotice
        }
        set {
            shownNotice = newValue
            observation.changed()
        }
    }
    private var shownNotice: String?
    /// Why the last submission failed, when that was not about fields: a
    /// network error, a full disk. Part of ``formProblems``.
    public internal(set) var failureMessage: String? {
        get {
            observation.read()
            return shownFailure
        }
        set {
            shownFailure = newValue
            observation.changed()
        }
    }
    private var shownFailure: String?

    /// Text typed into rows whose value is parsed (numbers, dates), kept as
    /// typed: while the row is edited, and whenever it does not read. Edited
    /// in place, each edit told to observers; the calls that show it
    /// (`text(of:)`, `inputProblem(of:)`, `messages(for:)`) note their reads.
    var typedText: [PartialKeyPath<Form>: TextDraft] {
        didSet {
            typedTextRevision &+= 1
            observation.changed()
        }
    }
    /// Counts the edits of ``typedText``, which the controller's revision
    /// does not: a draft keeps typed text that does not read yet, so its
    /// keeping asks both.
    private(set) var typedTextRevision = 0
    /// The repeated groups, in layout order, with their sections.
    private(set) var groups: [(section: Int, group: RepeatedRows<Form>)]
    /// Each group's id, in ``groups`` order: found without copying groups.
    package private(set) var groupIDs: [String]
    /// Rows outside repeated groups, by id, for constant-time lookup even
    /// when the outline is out of date.
    private var staticRows: [PartialKeyPath<Form>: FormRow<Form>]
    /// The rows of each repeated group's elements, by group and index: a
    /// row depends only on its element's index, so it is made once.
    private var repeatedRowCache: [String: [Int: [FormRow<Form>]]]
    private var outlineCache: FormOutline<Form>?
    /// The controller's revision when the outline was last found current.
    private var outlineRevision = -1
    private var outlinesMade = 0
    /// Where each group's messages show: the element they are about, found
    /// for the messages the group had then.
    var groupAnchors: [String: (messages: [String], element: Int?)]
    /// Set while ``editInOneGo(_:)`` runs: edits leave finding the groups'
    /// anchors to its end.
    var editsHeldForOneGo = false
    /// Submits the form, when it is a `SubmittableForm`.
    let submitter: (nonisolated(nonsending) () async throws -> Any)?
    /// What surfaces worked out about the outline's rows
    /// (``rowName(at:outlineVersion:rowCount:orMake:)``,
    /// ``rowFacts(at:outlineVersion:rowCount:orMake:)``), for the outline of
    /// version `rowCacheVersion`.
    private var rowCache: RowCache?
    private var rowCacheVersion = -1
    /// The values of the last draft made (``makeDraft(at:)``), with the
    /// controller's revision they were made at: a session made from a
    /// template takes its prototype's, so a page that hashes what it shows
    /// does not read every row again.
    var draftValuesMade: (revision: Int, values: [String: [String]])?
    /// For a form split into steps, the position in the layout's steps of
    /// the one shown; 0 otherwise.
    @_spi(FormsKitSurface) public internal(set) var stepIndex: Int {
        get {
            observation.read()
            return shownStep
        }
        set {
            shownStep = newValue
            observation.changed()
        }
    }
    var shownStep = 0
    /// Set when the review sent the person to a step to change an answer:
    /// Continue then goes back to the review.
    var returnsToReview = false
    /// The positions of the steps shown so far: on the way back to the
    /// review, a step the answers newly call for and not yet seen is shown
    /// first.
    var seenSteps: Set<Int> = []

    /// A session for `controller`'s form, laid out by `layout`, in the
    /// language in effect (`FormLanguage.current`): the layout's texts
    /// are put into it through the layout's ``FormLayout/texts``.
    ///
    /// When the form is a `SubmittableForm`, the session can submit it
    /// (``submit()``), whatever the static type it is known by.
    public init(layout: FormLayout<Form>, controller: FormController<Form>) {
        self.writtenLayout = layout
        self.shownLayout = layout.translated(to: .current)
        self.controller = controller
        self.submitter = FormSubmitter.make(for: controller)
        // Set here, not where they are declared: a replica sets them from
        // its source, and would otherwise make each twice (for generic
        // element types, each with a lookup of its type).
        self.typedText = [:]
        self.groups = []
        self.groupIDs = []
        self.staticRows = [:]
        self.repeatedRowCache = [:]
        self.groupAnchors = [:]
        layoutDidChange()
        controller.focusOrder = { [weak self] in self?.validationFocusOrder ?? [] }
        withholdRulesOfUnseenSteps()
    }

    /// Shows the layout the session was made with in `language`: for a
    /// surface whose language changes while the form is open (a SwiftUI
    /// screen whose environment's locale changed). Values, messages and
    /// focus stay.
    public func show(in language: FormLanguage) {
        layout = writtenLayout.translated(to: language)
    }

    /// A session for a copy of `source`'s form with `source`'s layout, which
    /// shares what `source` worked out (the layout's rows, the outline, the
    /// controller's facts about the fields) instead of making it again.
    /// See ``FormSessionTemplate``.
    init(replicating source: FormSession<Form>) {
        let outline = source.currentOutline
        self.writtenLayout = source.writtenLayout
        self.shownLayout = source.shownLayout
        self.controller = FormController(replicating: source.controller)
        self.submitter = FormSubmitter.make(for: controller)
        self.typedText = source.typedText
        self.groups = source.groups
        self.groupIDs = source.groupIDs
        self.staticRows = source.staticRows
        self.repeatedRowCache = source.repeatedRowCache
        self.outlineCache = outline
        self.outlineRevision = controller.revision
        self.outlinesMade = source.outlinesMade
        self.groupAnchors = source.groupAnchors
        // The outline is the source's, so are the names of its rows: the
        // cache is shared until this session's outline changes.
        self.rowCache = source.rowCache(for: outline.version, rowCount: outline.rows.count)
        self.rowCacheVersion = outline.version
        // The replica holds what its source holds: so does a draft of it.
        if let made = source.draftValuesMade, made.revision == source.controller.revision, source.typedText.isEmpty {
            self.draftValuesMade = (controller.revision, made.values)
        }
        controller.focusOrder = { [weak self] in self?.validationFocusOrder ?? [] }
        self.shownStep = source.shownStep
        self.seenSteps = source.seenSteps
        self.returnsToReview = source.returnsToReview
    }

    /// A session for `form`, laid out by `layout`.
    public convenience init(form: Form, layout: FormLayout<Form>) {
        self.init(layout: layout, controller: FormController(form: form))
    }

    /// Forgets the notice once it was shown.
    public func clearNotice() {
        notice = nil
    }

    private func layoutDidChange() {
        var rows: [PartialKeyPath<Form>: FormRow<Form>] = [:]
        var groups: [(Int, RepeatedRows<Form>)] = []
        for (index, section) in shownLayout.sections.enumerated() {
            for item in section.items {
                switch item {
                case .row(let row): rows[row.id] = row
                case .repeated(let group): groups.append((index, group))
                }
            }
            for supplement in [section.header, section.footer] {
                if case .row(let row)? = supplement { rows[row.id] = row }
            }
        }
        staticRows = rows
        self.groups = groups
        groupIDs = groups.map { $0.1.id }
        repeatedRowCache = [:]
        outlineCache = nil
        outlineRevision = -1
        draftValuesMade = nil
    }

    // MARK: Outline

    /// The layout's rows in order, repeated groups expanded, hidden rows
    /// included (ask ``isVisible(at:)``). Made anew only when the layout or
    /// a group's number of elements changed.
    @_spi(FormsKitSurface) public var outline: [OutlineRow<Form>] {
        observation.read()
        return currentOutline.rows
    }

    /// Changes whenever ``outline`` is made anew, so a surface can cache
    /// what it derives from the outline (label widths, positions).
    @_spi(FormsKitSurface) public var structureVersion: Int {
        observation.read()
        return currentOutline.version
    }

    /// The position of the row with id `id` in ``outline``.
    @_spi(FormsKitSurface) public func outlineIndex(of id: PartialKeyPath<Form>) -> Int? {
        currentOutline.indexByID[id]
    }

    /// The positions in ``outline`` of the rows of section `section`.
    @_spi(FormsKitSurface) public func outlineRange(ofSection section: Int) -> Range<Int> {
        currentOutline.sectionRanges[section]
    }

    /// The positions in ``outline`` of each section's rows, in layout
    /// order: ``outlineRange(ofSection:)`` for every section at once.
    package var outlineSectionRanges: [Range<Int>] {
        currentOutline.sectionRanges
    }

    var currentOutline: FormOutline<Form> {
        if let outlineCache {
            // Nothing changed since the counts were last checked: no need to look.
            if outlineRevision == controller.revision { return outlineCache }
            if groupsHaveCounts(outlineCache.groupCounts) {
                outlineRevision = controller.revision
                return outlineCache
            }
        }
        let counts = groups.map { entry in controller.readForm(entry.group.count) }
        outlineRevision = controller.revision
        outlinesMade += 1
        let outline = FormOutline(
            layout: shownLayout, groupCounts: counts, version: outlinesMade,
            rowsOfElement: { self.rows(of: $0, element: $1) }, addRow: addRow(of:))
        outlineCache = outline
        return outline
    }

    /// The name a surface gives the row at `index` of the outline of
    /// version `version` (``structureVersion``, read with the ``outline``
    /// the caller walks), made by `make` the first time it is asked for that
    /// outline and kept until the outline is made anew: a row's name depends
    /// only on where it is. Sessions made from one ``FormSessionTemplate``
    /// share the names while their outline is the template's.
    package func rowName(at index: Int, outlineVersion version: Int, rowCount: Int, orMake make: () -> String) -> String {
        rowCache(for: version, rowCount: rowCount).name(at: index, orMake: make)
    }

    /// What a surface works out about the row at `index` of the outline of
    /// version `version` from the row alone (its ids, what its field's
    /// rules let a client check), made by `make` the first time and kept
    /// with the row's name (``rowName(at:outlineVersion:rowCount:orMake:)``),
    /// shared the same way.
    package func rowFacts<Facts>(at index: Int, outlineVersion version: Int, rowCount: Int, orMake make: () -> Facts) -> Facts {
        rowCache(for: version, rowCount: rowCount).facts(at: index, orMake: make)
    }

    private func rowCache(for version: Int, rowCount: Int) -> RowCache {
        if let rowCache, rowCacheVersion == version { return rowCache }
        let cache = RowCache(count: rowCount)
        rowCache = cache
        rowCacheVersion = version
        return cache
    }

    /// Whether every repeated group still has the number of elements in
    /// `counts`: the check made before every use of the outline, so it
    /// allocates nothing.
    private func groupsHaveCounts(_ counts: [Int]) -> Bool {
        guard !groups.isEmpty else { return true }
        return controller.readForm { form in
            for position in groups.indices where groups[position].group.count(form) != counts[position] { return false }
            return true
        }
    }

    /// The rows of element `element` of `group`, made once.
    func rows(of group: RepeatedRows<Form>, element: Int) -> [FormRow<Form>] {
        if let rows = repeatedRowCache[group.id]?[element] { return rows }
        let rows = group.rows(element)
        repeatedRowCache[group.id, default: [:]][element] = rows
        return rows
    }

    /// The row that appends an element to `group`; at the group's maximum
    /// it stays, disabled, and says why.
    func addRow(of group: RepeatedRows<Form>) -> FormRow<Form>? {
        guard let title = group.addTitle else { return nil }
        let id = group.id
        let row = FormRow<Form>(
            id: group.addRowID, title: title,
            control: .button(
                ButtonControl(role: .plain) { session in
                    session.appendElement(toGroup: id)
                }))
        guard let maximum = group.maximum else { return row }
        let count = group.count
        return row.enabled(when: { count($0) < maximum }, otherwise: group.maximumMessage)
    }

    /// The row with id `id`, wherever it is (including inside repeated groups
    /// and hidden sections), or `nil`.
    @_spi(FormsKitSurface) public func row(_ id: PartialKeyPath<Form>) -> FormRow<Form>? {
        observation.read()
        if let row = staticRows[id] { return row }
        return currentOutline.indexByID[id].map { currentOutline.rows[$0].row }
    }

    /// Whether the row at `index` of ``outline`` is shown: it and its section.
    @_spi(FormsKitSurface) public func isVisible(at index: Int) -> Bool {
        observation.read()
        let entry = currentOutline.rows[index]
        let section = shownLayout.sections[entry.section]
        return controller.readForm { isSectionShown(entry.section, section, in: $0) && entry.row.isVisible(in: $0) }
    }

    /// Whether section `index` of the layout is shown now: its condition
    /// holds and, in a form split into steps, it is on the step shown.
    @_spi(FormsKitSurface) public func isSectionVisible(_ index: Int) -> Bool {
        observation.read()
        let section = shownLayout.sections[index]
        return controller.readForm { isSectionShown(index, section, in: $0) }
    }

    /// Whether `section`, at `index`, is shown for `form`'s values.
    package func isSectionShown(_ index: Int, _ section: FormSection<Form>, in form: Form) -> Bool {
        if !shownLayout.steps.isEmpty, !shownLayout.steps[min(shownStep, shownLayout.steps.count - 1)].sections.contains(index) { return false }
        return section.isVisible(in: form)
    }

    /// The row at `index` of ``outline`` as it stands for the current values.
    @_spi(FormsKitSurface) public func resolvedRow(at index: Int) -> ResolvedRow<Form> {
        observation.read()
        let entry = currentOutline.rows[index]
        let section = shownLayout.sections[entry.section]
        return controller.readForm { form in
            ResolvedRow(entry: entry, sectionVisible: isSectionShown(entry.section, section, in: form), in: form)
        }
    }

    /// The layout's sections and rows for the current values: conditions are
    /// evaluated now, so the result always follows the values. Hidden rows
    /// are included, marked, when asked for. Costs as many rows as the form
    /// has: surfaces that draw part of a form walk ``outline`` instead.
    @_spi(FormsKitSurface) public func resolve(includingHidden: Bool = false) -> [ResolvedSection<Form>] {
        observation.read()
        let outline = currentOutline
        return controller.readForm { form in
            shownLayout.sections.enumerated().compactMap { index, section -> ResolvedSection<Form>? in
                let sectionVisible = isSectionShown(index, section, in: form)
                guard sectionVisible || includingHidden else { return nil }
                var rows = outline.sectionRanges[index].map { ResolvedRow(entry: outline.rows[$0], sectionVisible: sectionVisible, in: form) }
                if !includingHidden { rows.removeAll { !$0.isVisible } }
                return ResolvedSection(index: index, section: section, isVisible: sectionVisible, rows: rows)
            }
        }
    }

    /// The repeated group named `id`.
    @_spi(FormsKitSurface) public func group(named id: String) -> RepeatedRows<Form>? {
        guard let position = groupIDs.firstIndex(of: id) else { return nil }
        return groups[position].group
    }

    /// The repeated group whose Add row has id `rowID`, if it is one.
    @_spi(FormsKitSurface) public func group(addedBy rowID: PartialKeyPath<Form>) -> RepeatedRows<Form>? {
        groups.first { $0.group.addRowID == rowID }?.group
    }

    /// The repeated groups of section `section`, in order.
    @_spi(FormsKitSurface) public func repeatedGroups(inSection section: Int) -> [RepeatedRows<Form>] {
        groups.filter { $0.section == section }.map { $0.group }
    }
}

extension FormSession where Form: PresentableForm {
    /// A session for a form that knows its own layout.
    public convenience init(form: Form) {
        self.init(form: form, layout: form.layout)
    }
}

/// Something that happened through a ``FormSession``, for observers.
public enum FormEvent<Form: ValidatableForm> {
    /// A row was activated (tapped, clicked, Enter on a button).
    case activated(PartialKeyPath<Form>)
    /// A row's value was changed.
    case changed(PartialKeyPath<Form>)
}
