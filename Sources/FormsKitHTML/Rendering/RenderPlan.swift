import FormsKit
import FormsKitModel

/// What one render needs of a session, worked out in one pass before any
/// markup is written: the visible sections and rows (their visibility and
/// whether they can be used read in one access to the form), each row's
/// name on the wire and its messages, and whether a row submits the form.
///
/// The plan is not generic: it holds each row's place in the outline and
/// the row's facts (a class kept per outline), so the renderer walks plain
/// arrays. Code generic over the form runs unspecialized, and each generic
/// value it copies, or array of them it indexes, costs a metadata lookup.
/// For the same reason its loops index arrays rather than zip, enumerate
/// or filter them.
struct RenderPlan {
    /// A visible row.
    struct Row {
        /// Its position in the session's outline.
        let index: Int
        let isEnabled: Bool
        let messages: [String]
        /// The text the session shows for a row whose text is parsed (a
        /// number, a date), read with its messages; `nil` for other rows
        /// and when messages are not shown.
        let text: String?
        /// What is worked out once per outline about the row: its place,
        /// ids, browser constraints and recorded markup.
        let facts: HTMLRowFacts
    }

    /// A visible section with its visible rows.
    struct Section {
        let headerText: String?
        let footerText: String?
        let rows: ArraySlice<Row>
    }

    /// The rows that show, and each section's part of them (`nil` for a
    /// hidden section): one list for the whole form, so a render makes
    /// one array, not one a section.
    struct VisibleRows {
        var rows: [(index: Int, isEnabled: Bool)] = []
        var bySection: [Range<Int>?] = []

        init(rowCapacity: Int, sectionCount: Int) {
            rows.reserveCapacity(rowCapacity)
            bySection.reserveCapacity(sectionCount)
        }

        /// Every row of sections whose rows are at `ranges` of the outline.
        init(everyRowOf ranges: [Range<Int>], rowCount: Int) {
            self.init(rowCapacity: rowCount, sectionCount: ranges.count)
            for range in ranges {
                let start = rows.count
                for index in range { rows.append((index, true)) }
                bySection.append(start..<rows.count)
            }
        }
    }

    let sections: [Section]
    /// How many rows show, in all sections.
    var rowCount: Int { sections.last.map { $0.rows.endIndex } ?? 0 }
    /// What is worked out once per outline about the whole of it.
    let outlineFacts: HTMLOutlineFacts
    /// Whether a visible row submits the form, so no Submit is added after
    /// the sections.
    let hasSubmitRow: Bool
    /// Whether a visible row is a file, so the form is sent as
    /// `multipart/form-data`.
    let hasFileRow: Bool

    @MainActor
    init<Form>(_ renderer: HTMLFormRenderer<Form>, session: FormSession<Form>, outline: [OutlineRow<Form>]) {
        let version = session.structureVersion
        let layoutSections = session.layout.sections
        let ranges = session.outlineSectionRanges
        // Each row's facts and the sections', made the first time an
        // outline is rendered.
        let outlineFacts = HTMLOutlineFacts.of(session, outline: outline, version: version)
        outlineFacts.prepareIdentifiers()
        let facts = outlineFacts.rows
        let sectionsAreUnconditional = outlineFacts.sectionsAreUnconditional
        // Which rows show and can be used, read in one access to the form.
        // `form` is borrowed: an optional one would be a copy of the form.
        // The rows are found in a value the closure makes and returns (a
        // non-generic struct, whose type needs no lookup): arrays it
        // captured and appended to were checked for exclusive access on
        // every append.
        func findVisibleRows(in form: Form) -> VisibleRows {
            var found = VisibleRows(rowCapacity: outline.count, sectionCount: sectionsAreUnconditional.count)
            for sectionIndex in sectionsAreUnconditional.indices {
                if !sectionsAreUnconditional[sectionIndex], !layoutSections[sectionIndex].isVisible(in: form) {
                    found.bySection.append(nil)
                    continue
                }
                let start = found.rows.count
                for index in ranges[sectionIndex] {
                    // No copy of the row, nor call to conditions, when it has none.
                    if facts[index].isUnconditional {
                        found.rows.append((index, true))
                    } else {
                        let row = outline[index].row
                        if row.isVisible(in: form) { found.rows.append((index, row.isEnabled(in: form))) }
                    }
                }
                found.bySection.append(start..<found.rows.count)
            }
            return found
        }
        // When every row shows and can be used, no need to read the form.
        let found =
            outlineFacts.isUnconditional
            ? VisibleRows(everyRowOf: ranges, rowCount: outline.count) : session.controller.readForm { findVisibleRows(in: $0) }
        let visible = found.rows
        let visibleBySection = found.bySection
        var sections: [Section] = []
        sections.reserveCapacity(sectionsAreUnconditional.count)
        var hasSubmitRow = false
        var hasFileRow = false
        // The repeated group whose rows are being planned: where its
        // messages show, and what they are, looked up once.
        // (A tuple without generic members: no metadata to look up.)
        var group: (name: String, anchor: AnyKeyPath?, messages: [String])?
        // Read once: the renderer is generic, and each use of it asks for
        // its type's metadata.
        let showsErrors = renderer.showsErrors
        let decodingProblems = renderer.decodingProblems
        let fieldList = session.controller.fieldListIdentity
        var rows: [Row] = []
        rows.reserveCapacity(visible.count)
        var sectionParts: [(section: Int, rows: Range<Int>)] = []
        sectionParts.reserveCapacity(sectionsAreUnconditional.count)
        for sectionIndex in sectionsAreUnconditional.indices {
            guard let part = visibleBySection[sectionIndex] else { continue }
            let start = rows.count
            for position in part {
                let index = visible[position].index
                let rowFacts = facts[index]
                var messages: [String] = []
                var text: String?
                if showsErrors {
                    var groupMessages: [String] = []
                    switch rowFacts.place {
                    case .element(let name, _), .add(let name):
                        if group?.name != name {
                            let messages = session.messages(ofGroup: name)
                            group = (name, messages.isEmpty ? nil : session.messageAnchor(ofGroup: name), messages)
                        }
                        // The group's messages show on the row they are anchored to.
                        if let group, let anchor = group.anchor, anchor == outline[index].row.id { groupMessages = group.messages }
                    case .header, .row, .footer:
                        break
                    }
                    (messages, text) = Self.messagesAndText(
                        forRowAt: index, in: outline, facts: rowFacts, fieldList: fieldList, decodingProblems: decodingProblems,
                        groupMessages: groupMessages, session: session)
                }
                rows.append(Row(index: index, isEnabled: visible[position].isEnabled, messages: messages, text: text, facts: rowFacts))
                hasSubmitRow = hasSubmitRow || rowFacts.isSubmitButton
                hasFileRow = hasFileRow || rowFacts.isFile
            }
            sectionParts.append((sectionIndex, start..<rows.count))
        }
        // Each section's rows are its part of the one list (no copy).
        for (sectionIndex, part) in sectionParts {
            sections.append(
                Section(
                    headerText: outlineFacts.headerTexts[sectionIndex], footerText: outlineFacts.footerTexts[sectionIndex],
                    rows: rows[part]))
        }
        self.sections = sections
        self.outlineFacts = outlineFacts
        self.hasSubmitRow = hasSubmitRow
        self.hasFileRow = hasFileRow
    }
}

extension RenderPlan {
    /// A row's messages: a decoding problem, why its text does not read, its
    /// field's messages, and `groupMessages` (a repeated group's, on the row
    /// they are anchored to); and the text it shows when its text is parsed.
    @MainActor
    static func messagesAndText<Form>(
        forRowAt index: Int, in outline: [OutlineRow<Form>], facts: HTMLRowFacts, fieldList: ObjectIdentifier,
        decodingProblems: [String: String], groupMessages: [String], session: FormSession<Form>
    ) -> (messages: [String], text: String?) {
        // The session's messages start with why typed text does not read;
        // most rows have only those, returned without a copy.
        let shown = session.messagesAndText(
            forRowAt: index, in: outline, keepsDrafts: facts.keepsDrafts,
            fieldIndex: facts.fieldIndex(in: session.controller, list: fieldList))
        var messages = shown.messages
        if !decodingProblems.isEmpty, let problem = decodingProblems[facts.name] { messages.insert(problem, at: 0) }
        if !groupMessages.isEmpty { messages += groupMessages }
        return (messages, shown.text)
    }
}

/// A message to show, for the summary and inline: `id` is the control it
/// links to, `nil` for messages about the whole form.
struct HTMLErrorEntry {
    let id: String?
    let messages: [String]
}
