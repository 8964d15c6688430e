import FormsKit
import FormsKitModel

/// What the decoder worked out once about a template's form to check a
/// submission without a session: each input row's name, what it takes and
/// how a value reaches a detached copy of the form, and the repeated groups'
/// sizes. Kept with the template.
final class HTMLDetachedDecodingPlan<Form: ValidatableForm> {
    /// A row, kept once (a class: a row's control and section are large
    /// values, and the decoder reads the rows one by one).
    final class Row {
        let name: String
        /// The name's hash in a submission's table of names, worked out once.
        let nameHash: Int
        let input: HTMLRowInput
        /// Whether the row and its section are always shown and usable.
        /// Declared with what every row's decoding reads, before the large
        /// row and section that only a conditional row's reads: one or two
        /// cache lines of the row read, not three.
        let isUnconditional: Bool
        /// How the row's value reaches the form: one of these four is set
        /// (not an enum, whose payload each read would copy and retain).
        let text: DetachedTextInput<Form>?
        let toggle: (@MainActor (FormController<Form>, inout Form, Bool) -> Void)?
        let choice: (@MainActor (FormController<Form>, inout Form, Int) -> Bool)?
        let multipleChoice: (@MainActor (FormController<Form>, inout Form, [Int]) -> Bool)?
        let row: FormRow<Form>
        let section: FormSection<Form>

        init(name: String, input: HTMLRowInput, detached: DetachedInput<Form>, row: FormRow<Form>, section: FormSection<Form>, isUnconditional: Bool) {
            self.name = name
            self.nameHash = URLEncodedForm.nameHash(name)
            self.input = input
            var text: DetachedTextInput<Form>?
            var toggle: (@MainActor (FormController<Form>, inout Form, Bool) -> Void)?
            var choice: (@MainActor (FormController<Form>, inout Form, Int) -> Bool)?
            var multipleChoice: (@MainActor (FormController<Form>, inout Form, [Int]) -> Bool)?
            switch detached {
            case .text(let input): text = input
            case .toggle(let setOn): toggle = setOn
            case .choice(let choose): choice = choose
            case .multipleChoice(let choose): multipleChoice = choose
            }
            self.text = text
            self.toggle = toggle
            self.choice = choice
            self.multipleChoice = multipleChoice
            self.row = row
            self.section = section
            self.isUnconditional = isUnconditional
        }
    }

    /// The rows that take input, in page order; empty when `isUsable` is false.
    let rows: [Row]
    /// ``rows`` as plain references, read with `unsafeDowncast`: taking an
    /// element of `rows` in code generic over the form called the generic
    /// array's subscript, and retained the row, for every row.
    let rowReferences: [AnyObject]
    /// Where ``rowReferences`` keeps its elements (it is never changed):
    /// the rows read as plain references, without retaining each.
    nonisolated(unsafe) let rowStart: UnsafeRawPointer
    /// How many rows there are: ``rows``'s count, kept (counting the list
    /// of rows, in code generic over the form, asked the run time for the
    /// row type).
    let rowCount: Int
    /// How many of them take text that is parsed (a number, a date): a
    /// submission keeps what was typed into each.
    let parsedTextCount: Int
    /// The template's controller, which nobody edits: what the detached
    /// writers and the check read about the form's fields.
    let controller: FormController<Form>
    /// The template's form, detached: each request's copy starts from it.
    let form: Form
    /// The repeated groups (a form has a few: looked through, not hashed).
    let groups: [DetachedGroupFacts]
    /// The type of the checks this plan's requests make, looked up once.
    let checkType = DetachedHTMLFormCheck<Form>.self
    /// Whether a submission can be checked without a session: no row whose
    /// control a detached form cannot take, no row told of each
    /// change, no asynchronous rules, no form that cannot be submitted
    /// unchanged (a populated one).
    let isUsable: Bool

    @MainActor
    fileprivate init(_ session: FormSession<Form>, form: Form) {
        self.controller = session.controller
        self.form = form
        let outline = session.outline
        let facts = HTMLOutlineFacts.of(session, outline: outline, version: session.structureVersion).rows
        let sections = session.layout.sections
        var rows: [Row] = []
        var isUsable = !session.tellsOfEachChange && session.controller.canCheckDetached && !session.controller.isPopulated
        for index in 0..<outline.count where isUsable {
            let rowFacts = facts[index]
            switch rowFacts.input {
            case .none, .file:
                // A file reaches the form only in a multipart body, which
                // goes through a session (`decodeDetached`); without one the
                // row keeps its value.
                continue
            case .text, .date, .toggle, .choice, .multipleChoice:
                let entry = outline[index]
                guard let detached = entry.row.control.detachedInput else {
                    isUsable = false
                    continue
                }
                rows.append(
                    Row(
                        name: rowFacts.name, input: rowFacts.input, detached: detached, row: entry.row, section: sections[entry.section],
                        isUnconditional: rowFacts.isUnconditional && rowFacts.sectionIsUnconditional))
            }
        }
        var groups: [DetachedGroupFacts] = []
        for id in session.groupIDs {
            guard let name = session.elementNamePrefix(ofGroup: id) else {
                // A group named otherwise than by its elements' fields is
                // matched through a session.
                isUsable = false
                continue
            }
            let count = session.elementCount(ofGroup: id)
            groups.append(
                DetachedGroupFacts(
                    id: id, count: count, maximum: session.group(named: id)?.maximum, names: GroupElementNames(group: name),
                    templateMarker: id + ":" + String(count), isFirstWithItsID: !groups.contains { $0.id == id }))
        }
        self.rows = isUsable ? rows : []
        self.rowReferences = self.rows
        self.rowCount = self.rows.count
        // Kept by `rowReferences`, which is never changed.
        let start = rowReferences.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        // No rows, no reads: any aligned address will do.
        self.rowStart = start ?? UnsafeRawPointer(bitPattern: MemoryLayout<AnyObject>.alignment)!
        var parsedTextCount = 0
        for row in rows {
            if let text = row.text, !text.isVerbatim { parsedTextCount += 1 }
        }
        self.parsedTextCount = parsedTextCount
        self.groups = groups
        self.isUsable = isUsable
    }
}

extension HTMLDetachedDecodingPlan.Row {
    /// Decodes this row's value from `submission` into `form`, a detached
    /// copy of `controller`'s form, as a session's row takes it. A method
    /// of the row: its properties are read in place, where the decoder's
    /// loop, holding the row as a plain reference, copied (and retained)
    /// each one it read.
    @MainActor
    func decode(
        from submission: URLEncodedForm, present: PresenceMarks, place: Int, into form: inout Form, fieldsOf controller: FormController<Form>,
        findings: inout DetachedDecodingFindings
    ) {
        var pair: Int?
        switch input {
        case .text, .date, .choice:
            pair = submission.firstPair(named: name, hash: nameHash)
            guard pair != nil else { return }
        case .toggle, .multipleChoice: guard present.contains(name) else { return }
        case .file, .none: return
        }
        if !isUnconditional {
            guard section.isVisible(in: form), row.isVisible(in: form), row.isEnabled(in: form) else { return }
        }
        // Each reader used where it is kept (`text!`, not `if let`, whose
        // binding copied, and retained, it).
        if text != nil {
            guard let pair else { return }
            let sent = input == .date ? HTMLFormDecoder<Form>.modelDate(submission.value(at: pair)) : submission.value(at: pair)
            let problem = text!.write(sent, into: &form, fieldsOf: controller)
            if !text!.isVerbatim {
                findings.texts.append(DetachedText(row: place, text: sent, problem: problem))
                if problem != nil { findings.hasInputProblem = true }
            }
        } else if toggle != nil {
            toggle!(controller, &form, submission.firstPair(named: name, hash: nameHash) != nil)
        } else if choice != nil {
            guard let pair else { return }
            guard let index = submission.integer(at: pair), choice!(controller, &form, index) else {
                findings.problems[name] = ValidationMessages.text(for: .notAnOption)
                return
            }
        } else if multipleChoice != nil {
            var indices: [Int] = []
            var allRead = true
            // Each value read in place, by the name's hash worked out once.
            var next = submission.firstPair(named: name, hash: nameHash)
            while let position = next {
                if let index = submission.integer(at: position) { indices.append(index) } else { allRead = false }
                next = submission.pair(after: position)
            }
            if !multipleChoice!(controller, &form, indices) || !allRead { findings.problems[name] = ValidationMessages.text(for: .notAnOption) }
        }
    }
}

/// What a detached check's rows found besides their values: the decoding
/// problems by field name, and the parsed rows' texts.
struct DetachedDecodingFindings {
    var problems: [String: String] = [:]
    var texts: [DetachedText] = []
    var hasInputProblem = false

    init(parsedTextCount: Int) {
        texts.reserveCapacity(parsedTextCount)
    }
}

extension FormSessionTemplate {
    /// The plan of this template's form, made on first use and kept with
    /// the template. A property of the template, not a static method of
    /// the plan's type, whose every call asked the run time for that
    /// type's metadata.
    @MainActor
    var htmlDetachedDecodingPlan: HTMLDetachedDecodingPlan<Form> {
        // Keyed by a type that is not generic: a template has one form
        // type, and naming the plan's own type looked it up at run time.
        let key = ObjectIdentifier(HTMLDetachedDecodingPlanKey.self)
        if let kept = surfaceFacts[key] { return unsafeDowncast(kept, to: HTMLDetachedDecodingPlan<Form>.self) }
        let made = HTMLDetachedDecodingPlan(prototypeSession, form: detachedForm)
        surfaceFacts[key] = made
        return made
    }
}

/// The key of a template's ``HTMLDetachedDecodingPlan`` among its surfaces' facts.
private enum HTMLDetachedDecodingPlanKey {}

/// A repeated group as a detached check needs it.
struct DetachedGroupFacts {
    /// The group's identifier, as its count marker names it.
    let id: String
    /// How many elements the template's form has.
    let count: Int
    /// The most elements the group takes (its own maximum).
    let maximum: Int?
    /// The elements' fields' names, worked out once.
    let names: GroupElementNames
    /// The count marker of the template's page for this group
    /// (`teammates:3`), compared with a marker's bytes in place before
    /// the marker is read: what most submissions send.
    let templateMarker: String
    /// Whether no group before this one in the plan has its identifier: a
    /// marker with it names this group.
    let isFirstWithItsID: Bool
}

/// A parsed row's text as sent, kept by a detached check for the page:
/// the row by its place in the plan's rows.
struct DetachedText {
    let row: Int
    let text: String
    let problem: InputProblem?
}

extension HTMLFormDecoder {
    /// Decodes `submission`, sent by the submit button, into a detached copy
    /// of `template`'s form as ``decode(_:into:limits:)`` decodes into a
    /// session, with the template's plan, and validates it; `nil` when only
    /// a session can take it: the plan is not usable, or a repeated group
    /// was sent with another size or order than the template's. The check
    /// made is the result: one object a request, not a result and a check
    /// of it.
    @MainActor
    static func decodeDetached(
        _ submission: URLEncodedForm, using template: FormSessionTemplate<Form>, limits: URLEncodedFormLimits
    ) -> HTMLFormCheck<Form>? {
        let plan = template.htmlDetachedDecodingPlan
        // Files (a multipart body) go through a session.
        guard plan.isUsable, submission.files.isEmpty else { return nil }
        // Groups: the sizes and order the template has, or a session.
        let firstMarker = submission.firstPair(named: groupCountKey, hash: HTMLFormKeys.groupCountHash)
        if !plan.groups.isEmpty || firstMarker != nil {
            // The groups whose first marker was seen, by their place in the
            // plan's (a form has a few: looked through, not hashed); a
            // marker for a group the form does not have is passed over, as
            // a session passes it over, whether or not one came before.
            var matched = GroupMarks(count: plan.groups.count)
            var next = firstMarker
            while let position = next {
                next = submission.pair(after: position)
                let place: Int
                let count: Int
                if let known = plan.groups.firstIndex(where: { $0.isFirstWithItsID && submission.value(at: position, is: $0.templateMarker) }) {
                    // The template's own marker: its group and count, unread.
                    place = known
                    count = plan.groups[known].count
                } else {
                    guard let (id, sentCount) = groupCountMarker(submission.value(at: position)),
                        let named = plan.groups.firstIndex(where: { $0.id == id })
                    else { continue }
                    place = named
                    count = sentCount
                }
                guard matched.mark(place) else { continue }
                let group = plan.groups[place]
                // Within the limits, or a session cuts the group and says so.
                let (sent, isInOrder) = sentElements(of: submission, names: group.names)
                guard isInOrder, (sent ?? count) == group.count, group.count <= min(group.maximum ?? Int.max, limits.maximumGroupSize) else { return nil }
            }
        }
        let present = PresenceMarks(in: submission)
        var form = plan.form
        let controller = plan.controller
        var found = DetachedDecodingFindings(parsedTextCount: plan.parsedTextCount)
        // The rows read in place where the plan keeps them (for as long as
        // it lives), not retained one by one; each decodes its own value,
        // reading its properties in place.
        let rows = plan.rowStart.assumingMemoryBound(to: HTMLDetachedDecodingPlan<Form>.Row.self)
        for index in 0..<plan.rowCount {
            rows[index].decode(from: submission, present: present, place: index, into: &form, fieldsOf: controller, findings: &found)
        }
        let check = controller.checkDetached(&form)
        // Made through the type the plan keeps: naming the generic class
        // here looked its metadata up at run time on every request.
        return plan.checkType.init(
            form: consume form, check: check, plan: plan, template: template, problems: found.problems, texts: found.texts,
            hasInputProblem: found.hasInputProblem)
    }
}

/// Which of a plan's repeated groups a submission's markers named already:
/// a word of bits for the first 64 (no allocation), a list beyond.
struct GroupMarks {
    private var bits: UInt64 = 0
    private var beyond: [Bool]

    init(count: Int) {
        beyond = count > 64 ? [Bool](repeating: false, count: count - 64) : []
    }

    /// Marks group `place`; `false` when it was marked already.
    mutating func mark(_ place: Int) -> Bool {
        if place < 64 {
            let bit: UInt64 = 1 << UInt64(place)
            defer { bits |= bit }
            return bits & bit == 0
        }
        defer { beyond[place - 64] = true }
        return !beyond[place - 64]
    }
}
