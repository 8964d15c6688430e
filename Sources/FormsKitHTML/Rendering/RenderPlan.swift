import FormsKit
import FormsKitModel

/// What one render needs of a session, read before any markup is written:
/// the visible sections and their rows as the page shows them
/// (``HTMLRow``), the repeated groups' sizes, and whether a row submits the
/// form or takes a file. Writing the page reads nothing else.
struct RenderPlan {
    /// A visible section with its visible rows.
    struct Section {
        let headerText: String?
        let footerText: String?
        let rows: [HTMLRow]
    }

    /// What a repeated group's element buttons need.
    struct Group {
        /// What an element is called in the buttons' words ("option").
        let itemName: String
        /// Below how many elements Remove is disabled.
        let minimum: Int
        let count: Int
    }

    let sections: [Section]
    /// The repeated groups, by id.
    let groups: [String: Group]
    /// Whether a visible row submits the form, so no Submit is added after
    /// the sections.
    let hasSubmitRow: Bool
    /// Whether a visible row takes a file, so the form is sent as
    /// `multipart/form-data`.
    let hasFileRow: Bool

    @MainActor
    init<Form>(_ renderer: HTMLFormRenderer<Form>, session: FormSession<Form>) {
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
                    if row.isUnconditional { return (index, true) }
                    guard row.isVisible(in: form) else { return nil }
                    return (index, row.isEnabled(in: form))
                }
            }
        }
        let validatesLive = renderer.liveValidation != .off
        var sections: [Section] = []
        var groups: [String: Group] = [:]
        var hasSubmitRow = false
        var hasFileRow = false
        // The repeated group whose rows are being planned: where its
        // messages show, and what they are, looked up once.
        var group: (name: String, anchor: PartialKeyPath<Form>?, messages: [String])?
        for (sectionIndex, rows) in visible.enumerated() {
            guard let rows else { continue }
            var planned: [HTMLRow] = []
            planned.reserveCapacity(rows.count)
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
                if let name = entry.group, groups[name] == nil, let definition = session.group(named: name) {
                    groups[name] = Group(itemName: definition.itemName, minimum: definition.minimum, count: session.elementCount(ofGroup: name))
                }
                let facts = session.rowFacts(at: index, outlineVersion: version, rowCount: outline.count) {
                    HTMLRowFacts(
                        name: name, hasHint: row.anatomy.subtitle != nil,
                        constraints: row.field.map { BrowserConstraints(controller.clientCheckKinds(for: $0)) } ?? BrowserConstraints())
                }
                planned.append(
                    HTMLRow(
                        entry, facts: facts, messages: messages, text: text, isEnabled: isEnabled, session: session, pageURL: renderer.pageURL,
                        showsErrors: renderer.showsErrors, validatesLive: validatesLive))
                hasSubmitRow = hasSubmitRow || row.control.submitsForm
                hasFileRow = hasFileRow || row.control.takesFile
            }
            let section = layoutSections[sectionIndex]
            sections.append(Section(headerText: section.headerText, footerText: section.footerText, rows: planned))
        }
        self.sections = sections
        self.groups = groups
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
