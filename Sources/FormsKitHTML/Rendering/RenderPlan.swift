import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// What one render needs of a session, read before any markup is written:
/// the visible sections and their rows as the page shows them
/// (``HTMLRow``), the repeated groups' sizes, and whether a row submits the
/// form or takes a file. Writing the page reads nothing else.
struct RenderPlan {
    /// A visible section with its visible rows.
    struct Section {
        let headerText: String?
        let footerText: String?
        /// Whether the footer says that Enter adds an element, which only
        /// the script does: shown only when it runs.
        let footerNeedsScript: Bool
        let rows: [HTMLRow]
    }

    /// What a repeated group's element buttons need.
    struct Group {
        /// What an element is called in the buttons' words ("option").
        let itemName: String
        /// Below how many elements Remove is disabled.
        let minimum: Int
        let count: Int
        /// Whether Enter in the last element adds one (`appendsOnSubmit`).
        var appendsOnEnter = false
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

    init<Form>(_ renderer: HTMLFormRenderer<Form>, session: FormSession<Form>) {
        let outline = session.outline
        let version = session.structureVersion
        let layoutSections = session.layout.sections
        let ranges = session.outlineSectionRanges
        let controller = session.controller
        // Each row's source, worked out once per outline.
        var sources: [HTMLRowSource<Form>] = []
        sources.reserveCapacity(outline.count)
        for index in outline.indices {
            sources.append(
                session.rowFacts(at: index, outlineVersion: version, rowCount: outline.count) {
                    let row = outline[index].row
                    let source = HTMLRowSource(
                        outline[index], name: session.htmlName(ofRowAt: index, in: outline, version: version),
                        constraints: row.field.map { BrowserConstraints(controller.clientCheckKinds(for: $0)) } ?? BrowserConstraints(),
                        pageURL: renderer.pageURL)
                    // The checks' messages are in the outline's language,
                    // which the kept sources share: worked out once.
                    source.liveValidation = row.field.flatMap { Self.liveValidation(of: source, field: $0, in: session) }
                    return source
                })
        }
        // Which rows show and can be used, by section (`nil` for a hidden
        // one), read in one access to the form.
        let visible: [[(index: Int, isEnabled: Bool, disabledReason: String?)]?] = controller.readForm { form in
            layoutSections.indices.map { sectionIndex in
                guard session.isSectionShown(sectionIndex, layoutSections[sectionIndex], in: form) else { return nil }
                return ranges[sectionIndex].compactMap { index in
                    let source = sources[index]
                    if source.isUnconditional { return (index, true, nil) }
                    guard source.row.isVisible(in: form) else { return nil }
                    let isEnabled = source.row.isEnabled(in: form)
                    return (index, isEnabled, isEnabled ? nil : source.row.disabledReason(in: form))
                }
            }
        }
        let validatesLive = renderer.liveValidation != .off
        let autofocus = renderer.focusesFocusedRow ? controller.focus : nil
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
            for (index, isEnabled, disabledReason) in rows {
                let source = sources[index]
                let field = source.row.field
                var messages: [String] = []
                var text: String?
                if renderer.showsErrors {
                    (messages, text) = session.messagesAndText(
                        for: source.row, keepsDrafts: source.keepsDrafts, fieldIndex: field.flatMap { controller.fieldIndex(of: $0) })
                    if let problem = renderer.decodingProblems[source.facts.name] { messages.insert(problem, at: 0) }
                } else if source.keepsDrafts {
                    // Text as typed shows without its message too: a draft
                    // put back, or a page shown again before it was sent.
                    text = session.draftTextAndProblem(of: source.row).text
                }
                var groupName: String?
                switch source.place {
                case .element(let name, _), .add(let name): groupName = name
                case .header, .row, .footer: break
                }
                if let name = groupName {
                    // A repeated group's messages show on the row they are anchored to.
                    if renderer.showsErrors {
                        if group?.name != name {
                            let messages = session.messages(ofGroup: name)
                            group = (name, messages.isEmpty ? nil : session.messageAnchor(ofGroup: name), messages)
                        }
                        if let group, let anchor = group.anchor, anchor == source.row.id { messages += group.messages }
                    }
                    if groups[name] == nil, let definition = session.group(named: name) {
                        groups[name] = Group(
                            itemName: definition.itemName, minimum: definition.minimum, count: session.elementCount(ofGroup: name),
                            appendsOnEnter: definition.appendsOnSubmit)
                    }
                }
                let liveValidation = validatesLive ? source.liveValidation : nil
                var row = HTMLRow(
                    facts: source.facts, place: source.place, title: source.title, subtitle: source.subtitle, messages: messages,
                    isDisabled: !isEnabled, isDerived: source.showsDerivedValue, liveValidation: liveValidation, control: source.read(session, text))
                row.disabledReason = disabledReason
                if let autofocus, autofocus == source.row.id { row.hasAutofocus = true }
                // Enter in the last element of a group that adds on Enter
                // adds (the live script presses its Add button).
                if case .element(let name, let index) = source.place, let group = groups[name], group.appendsOnEnter, index == group.count - 1 {
                    row.entersAdd = HTMLFormAction.addValue(group: name)
                }
                planned.append(row)
                hasSubmitRow = hasSubmitRow || source.submitsForm
                hasFileRow = hasFileRow || source.takesFile
            }
            let section = layoutSections[sectionIndex]
            sections.append(
                Section(
                    headerText: section.headerText, footerText: section.footerText, footerNeedsScript: section.footerDescribesAddingOnEnter,
                    rows: planned))
        }
        self.sections = sections
        self.groups = groups
        self.hasSubmitRow = hasSubmitRow
        self.hasFileRow = hasFileRow
    }

    /// What the live script checks in `source`'s row, whose field is
    /// `field`: the field's rules a browser can run and what the control
    /// itself refuses, as the server reads it; `nil` when there is nothing
    /// to check as the person types.
    private static func liveValidation<Form>(
        of source: HTMLRowSource<Form>, field: PartialKeyPath<Form>, in session: FormSession<Form>
    ) -> (checks: String, mode: String)? {
        let controller = session.controller
        var checks = controller.clientChecks(for: field)
        if session.layout.texts != nil { checks = checks.map { ClientCheck($0.kind, message: session.translated($0.message)) } }
        if let limit = source.characterLimit {
            checks.append(ClientCheck(.maximumLength(limit), message: ValidationMessages.text(for: .tooLong(maximum: limit))))
        }
        if let entry = source.numberEntry {
            if entry.isInteger { checks.append(ClientCheck(.wholeNumber, message: ValidationMessages.text(for: .notAWholeNumber))) }
            if let range = entry.range {
                let message = ValidationMessages.text(
                    for: .outOfRange(lower: entry.format.string(range.lowerBound), upper: entry.format.string(range.upperBound)))
                checks.append(ClientCheck(.minimum(.number(range.lowerBound)), message: message))
                checks.append(ClientCheck(.maximum(.number(range.upperBound)), message: message))
            }
        }
        guard !checks.isEmpty, let mode = controller.validationMode(of: field), mode != .onSubmit else { return nil }
        return (LiveValidationData.json(checks), mode == .onBlur ? "blur" : "change")
    }
}

/// A message to show, for the summary and inline: `id` is the control it
/// links to, `nil` for messages about the whole form.
struct HTMLErrorEntry {
    let id: String?
    let messages: [String]
}
