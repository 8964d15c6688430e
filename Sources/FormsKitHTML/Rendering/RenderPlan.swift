import FormsKit
import FormsKitModel

/// What one render needs of a session, worked out before any markup is
/// written: the visible sections and rows (their visibility and whether
/// they can be used, read in one access to the form), each row's name on
/// the wire, ids and messages, and whether a row submits the form or takes
/// a file.
@MainActor
struct RenderPlan<Form: ValidatableForm> {
    /// A visible row.
    struct Row {
        let row: FormRow<Form>
        /// Where the row sits in its section.
        let place: OutlineRow<Form>.Place
        /// Its name, ids, state and browser constraints.
        let context: HTMLControlContext
        let messages: [String]
        /// The text the session shows for a row whose text is parsed (a
        /// number, a date), read with its messages; `nil` for other rows
        /// and when messages are not shown.
        let text: String?

        /// The repeated group the row adds an element to, when it is a
        /// group's Add row.
        var addedGroup: String? {
            guard case .add(let group) = place else { return nil }
            return group
        }
    }

    /// A visible section with its visible rows.
    struct Section {
        let headerText: String?
        let footerText: String?
        let rows: [Row]
    }

    let sections: [Section]
    /// Whether a visible row submits the form, so no Submit is added after
    /// the sections.
    let hasSubmitRow: Bool
    /// Whether a visible row takes a file, so the form is sent as
    /// `multipart/form-data`.
    let hasFileRow: Bool

    init(_ renderer: HTMLFormRenderer<Form>, session: FormSession<Form>) {
        let outline = session.outline
        let version = session.structureVersion
        let layoutSections = session.layout.sections
        let ranges = session.outlineSectionRanges
        let controller = session.controller
        // Which rows show and can be used, by section (`nil` for a hidden
        // one), read in one access to the form.
        let visible: [[(index: Int, isEnabled: Bool)]?] = controller.readForm { form in
            layoutSections.indices.map { sectionIndex in
                guard layoutSections[sectionIndex].isVisible(in: form) else { return nil }
                return ranges[sectionIndex].compactMap { index in
                    let row = outline[index].row
                    guard row.isVisible(in: form) else { return nil }
                    return (index, row.isEnabled(in: form))
                }
            }
        }
        var sections: [Section] = []
        var hasSubmitRow = false
        var hasFileRow = false
        // The repeated group whose rows are being planned: where its
        // messages show, and what they are, looked up once.
        var group: (name: String, anchor: PartialKeyPath<Form>?, messages: [String])?
        for (sectionIndex, rows) in visible.enumerated() {
            guard let rows else { continue }
            var planned: [Row] = []
            for (index, isEnabled) in rows {
                let entry = outline[index]
                let row = entry.row
                let name = session.htmlName(ofRowAt: index, in: outline, version: version)
                var messages: [String] = []
                var text: String?
                if renderer.showsErrors {
                    (messages, text) = session.messagesAndText(
                        forRowAt: index, in: outline, keepsDrafts: row.control.keepsDrafts,
                        fieldIndex: row.field.flatMap { controller.fieldIndex(of: $0) })
                    if let problem = renderer.decodingProblems[name] { messages.insert(problem, at: 0) }
                    // A repeated group's messages show on the row they are anchored to.
                    if let name = entry.group {
                        if group?.name != name {
                            let messages = session.messages(ofGroup: name)
                            group = (name, messages.isEmpty ? nil : session.messageAnchor(ofGroup: name), messages)
                        }
                        if let group, let anchor = group.anchor, anchor == row.id { messages += group.messages }
                    }
                }
                let constraints = row.field.map { BrowserConstraints(controller.clientCheckKinds(for: $0)) } ?? BrowserConstraints()
                let context = HTMLControlContext(
                    name: name, hasHint: row.anatomy.subtitle != nil, isInvalid: !messages.isEmpty, isDisabled: !isEnabled,
                    validatesLive: renderer.liveValidation != .off, constraints: constraints)
                planned.append(Row(row: row, place: entry.place, context: context, messages: messages, text: text))
                hasSubmitRow = hasSubmitRow || row.control.submitsForm
                hasFileRow = hasFileRow || row.control.takesFile
            }
            let section = layoutSections[sectionIndex]
            sections.append(Section(headerText: section.headerText, footerText: section.footerText, rows: planned))
        }
        self.sections = sections
        self.hasSubmitRow = hasSubmitRow
        self.hasFileRow = hasFileRow
    }
}

/// A message to show, for the summary and inline: `id` is the control it
/// links to, `nil` for messages about the whole form.
struct HTMLErrorEntry {
    let id: String?
    let messages: [String]
}
