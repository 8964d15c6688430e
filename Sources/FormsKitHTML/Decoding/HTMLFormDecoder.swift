import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// Applies a browser's submission to a form session, through the same calls
/// the terminal and SwiftUI make: typed text for text, numbers and dates
/// (kept as typed when it does not read, with the field's message), ticks for
/// checkboxes, option indices for choices.
///
/// ```swift
/// let submission = try SubmittedForm(parsing: body)
/// let result = HTMLFormDecoder.decode(submission, into: session)
/// if result.action == .submit { _ = await session.submit() }
/// ```
///
/// A value that does not convert never fails the request: text stays as typed
/// with its input problem, and a choice that was not offered becomes a message
/// on that field (``HTMLFormDecoding/problems``). Only fields that were on the
/// page are changed; an unchecked box or an empty checkbox group, which
/// browsers do not send, clears its value because the page marked the field as
/// present.
public enum HTMLFormDecoder<Form: ValidatableForm> {
    /// Applies `submission` to `session` and applies the action of the button
    /// that sent it, except submitting, which the caller does (it is
    /// asynchronous).
    ///
    /// A repeated group's elements are taken in the order they were sent,
    /// whatever their indices (`options.7`, `options.2` become the first and
    /// second option), so a page's script may add, drop and reorder
    /// elements. A group's count above `limits.maximumGroupSize`, or above
    /// its own maximum, is cut to it, with a message on the group.
    public static func decode(
        _ submission: SubmittedForm, into session: FormSession<Form>, limits: SubmittedFormLimits = .standard
    ) -> HTMLFormDecoding {
        // A browser sends numbers and dates in its wire formats (`2.5`,
        // `2026-11-21`), whatever the page's language.
        TextConventions.withConventions(.iso) { decodeSent(submission, into: session, limits: limits) }
    }

    private static func decodeSent(
        _ submission: SubmittedForm, into session: FormSession<Form>, limits: SubmittedFormLimits
    ) -> HTMLFormDecoding {
        var problems: [String: String] = [:]
        var repeatedName: String? = submission.isRepeated(HTMLFormAction.key) ? HTMLFormAction.key : nil
        let submission = matchGroups(submission, in: session, limits: limits, problems: &problems)
        let present = Set(submission.values(for: HTMLFormKeys.presence))
        let outline = session.outline
        let version = session.structureVersion
        // The values as one edit: form rules react once, at the end, to
        // every change (when no row's handler is told of each change).
        session.editInOneGo {
            for index in 0..<outline.count {
                let row = outline[index].row
                let name = session.htmlName(ofRowAt: index, in: outline, version: version)
                // Whether the row is shown and usable, read as each row comes:
                // a value set above may show or enable it.
                func isUsable() -> Bool { isShownAndUsable(outline[index], in: session) }
                if row.control.holdsOneValue, repeatedName == nil, submission.isRepeated(name) { repeatedName = name }
                switch row.control {
                case .text, .number:
                    guard let sent = submission.value(for: name), isUsable() else { continue }
                    session.setText(sent, for: row)
                case .date:
                    guard let sent = submission.value(for: name), isUsable() else { continue }
                    session.setText(modelDate(sent), for: row)
                case .toggle:
                    guard present.contains(name), isUsable() else { continue }
                    session.setOn(submission.contains(name), for: row)
                case .choice:
                    guard let sent = submission.value(for: name), isUsable() else { continue }
                    // Rows the loop reaches are shown and usable: a choice that
                    // is not made is one not offered.
                    guard let index = Int(sent), session.select(index, for: row) else {
                        problems[name] = ValidationMessages.text(for: .notAnOption)
                        continue
                    }
                case .multipleChoice(let choice):
                    guard present.contains(name), isUsable() else { continue }
                    let count = choice.optionLabels(in: session.controller).count
                    var indices: Set<Int> = []
                    for value in submission.values(for: name) {
                        if let index = Int(value), (0..<count).contains(index) {
                            indices.insert(index)
                        } else {
                            problems[name] = ValidationMessages.text(for: .notAnOption)
                        }
                    }
                    session.selectOptions(indices, for: row)
                case .file:
                    // A file input left empty sends no file: the value stays.
                    guard let file = submission.files[name], isUsable() else { continue }
                    session.setFile(file, for: row)
                case .value, .note, .button, .link, .custom:
                    continue
                }
            }
        }
        var action = HTMLFormAction(value: submission.value(for: HTMLFormAction.key))
        // Cancel and Start over are buttons of the form's own: a page
        // without one cannot send it (Cancel would let go of a draft).
        switch action {
        case .cancel where !hasButton(.cancel, in: session), .reset where !hasButton(.reset, in: session),
            .confirmReset where !hasButton(.reset, in: session):
            action = .unknown(submission.value(for: HTMLFormAction.key) ?? "")
        default: break
        }
        var groupEdit: GroupEditResult?
        switch action {
        case .add(let group): groupEdit = session.appendElement(toGroup: group)
        case .remove(let group, let index):
            groupEdit = session.removeElement(at: index, fromGroup: group)
            // Focus on the element now in its place (the page comes back
            // with it focused, not the page's top).
            if groupEdit == .done { session.focusElement(at: max(0, min(index, session.elementCount(ofGroup: group) - 1)), ofGroup: group) }
        case .move(let group, let index, let offset):
            let destination = elementPosition(index, movedBy: offset)
            groupEdit = session.moveElement(from: index, to: destination, inGroup: group)
            if groupEdit == .done { session.focusElement(at: destination, ofGroup: group) }
        case .reset: if !session.controller.isDirty { session.startOver() }
        case .confirmReset: session.startOver()
        case .activate(let name): activateButton(named: name, in: session)
        case .submit, .cancel, .refresh, .discardDraft, .restoreDraft, .saveDraft, .language, .nextStep, .previousStep, .unknown: break
        }
        return HTMLFormDecoding(action: action, problems: problems, groupEdit: groupEdit, repeatedName: repeatedName)
    }

    /// Runs the action of the button row whose name the page gave its
    /// button, when it is shown and usable: a button of the form's own, as
    /// the terminal's Enter on it does. Links, Submit, Cancel and Reset have
    /// actions of their own; a name no such button has does nothing.
    private static func activateButton(named name: String, in session: FormSession<Form>) {
        let outline = session.outline
        let version = session.structureVersion
        for index in 0..<outline.count {
            let row = outline[index].row
            guard row.control.runsOwnAction, session.group(addedBy: row.id) == nil,
                session.htmlName(ofRowAt: index, in: outline, version: version) == name
            else { continue }
            guard isShownAndUsable(outline[index], in: session) else { return }
            session.activate(row.id)
            return
        }
    }

    /// Whether the page shows a button of `role` that can be pressed.
    private static func hasButton(_ role: ButtonControl<Form>.Role, in session: FormSession<Form>) -> Bool {
        let outline = session.outline
        return outline.indices.contains { index in
            guard case .button(let button) = outline[index].row.control, button.destination == nil, button.role == role else { return false }
            return isShownAndUsable(outline[index], in: session)
        }
    }

    /// Whether `entry` is shown (it and its section) and can be used, read
    /// for the form's values now.
    private static func isShownAndUsable(_ entry: OutlineRow<Form>, in session: FormSession<Form>) -> Bool {
        let section = session.layout.sections[entry.section]
        let row = entry.row
        // In a form split into steps only the step shown is on the page: a
        // field of another step that is sent is not taken.
        if !session.hasSteps, section.isUnconditional && row.isUnconditional { return true }
        return session.controller.readForm { session.isSectionShown(entry.section, section, in: $0) && row.isVisible(in: $0) && row.isEnabled(in: $0) }
    }

    /// Makes each repeated group as long as it was on the page, so that the
    /// submitted elements' fields exist before their values are applied;
    /// returns the submission with each group's elements numbered 0, 1, 2…
    /// in the order they were sent.
    private static func matchGroups(
        _ submission: SubmittedForm, in session: FormSession<Form>, limits: SubmittedFormLimits, problems: inout [String: String]
    ) -> SubmittedForm {
        var submission = submission
        // A page sends one marker per group; only the first is applied, so
        // a body of repeated markers cannot make the server add and remove
        // elements over and over.
        var matched: Set<String> = []
        for marker in submission.values(for: HTMLFormKeys.groupCount) {
            guard let (group, sentCount) = groupCountMarker(marker) else { continue }
            var count = sentCount
            guard matched.insert(group).inserted, let definition = session.group(named: group) else { continue }
            // A group of sub-forms kept in a plain array is named by its
            // elements' fields: with none (a template without elements),
            // one is added to name it, and removed below if none was sent,
            // or at once if its fields give no name (named otherwise than
            // by their index), when the group is left as it was.
            var current = session.elementCount(ofGroup: group)
            var addedToName = false
            if count > 0, current == 0, session.controller.fieldName(of: definition.field) == nil {
                if case .done = session.appendElement(toGroup: group) {
                    addedToName = true
                    current = 1
                }
            }
            guard let name = session.elementNamePrefix(ofGroup: group) else {
                if addedToName { _ = session.removeElement(at: 0, fromGroup: group) }
                continue
            }
            let (renumbered, sent) = renumbering(submission, group: name)
            submission = renumbered
            if let sent { count = sent }
            count = cappedCount(count, of: definition, named: name, limits: limits, problems: &problems)
            if current < count { current = session.appendElements(toGroup: group, upTo: count) }
            while current > count, case .done = session.removeElement(at: current - 1, fromGroup: group) { current -= 1 }
        }
        // A group sent without its marker (a hand-made request, a page's
        // script that lost it) grows to hold every element sent: none is
        // dropped without a message. It does not shrink, as nothing says
        // how many the page had.
        for group in session.groupIDs where !matched.contains(group) {
            guard let definition = session.group(named: group), let name = session.elementNamePrefix(ofGroup: group) else { continue }
            let (renumbered, sent) = renumbering(submission, group: name)
            guard let sent else { continue }
            submission = renumbered
            let count = cappedCount(sent, of: definition, named: name, limits: limits, problems: &problems)
            if session.elementCount(ofGroup: group) < count { _ = session.appendElements(toGroup: group, upTo: count) }
        }
        return submission
    }

    /// `count` cut to what the group and the limits allow, with a message
    /// on the group when it was cut.
    private static func cappedCount(
        _ count: Int, of group: RepeatedRows<Form>, named name: String, limits: SubmittedFormLimits, problems: inout [String: String]
    ) -> Int {
        let maximum = min(group.maximum ?? Int.max, limits.maximumGroupSize)
        guard count > maximum else { return count }
        problems[name] = ValidationMessages.text(for: .tooManyItems(maximum: maximum))
        return maximum
    }

    /// `submission` with the elements of the group named `group` numbered
    /// in the order they first appear (in names, and in presence markers,
    /// then in files' names), and how many there were; unchanged, and
    /// `nil`, when none was sent. Files go with their elements.
    private static func renumbering(_ submission: SubmittedForm, group: String) -> (SubmittedForm, Int?) {
        let names = GroupElementNames(group: group)
        var positions: [Int: Int] = [:]
        var isInOrder = true
        for pair in submission.pairs {
            guard let index = names.element(of: pair) else { continue }
            if positions[index] == nil {
                isInOrder = isInOrder && index == positions.count
                positions[index] = positions.count
            } else {
                // An element seen before, after another: not one after another.
                isInOrder = isInOrder && index == positions.count - 1
            }
        }
        if isInOrder { return (submission, positions.isEmpty ? nil : positions.count) }
        // A multipart body's files come apart from its pairs: an element
        // sent with files alone comes after the others.
        for name in submission.files.keys.sorted() {
            guard let index = names.position(in: name)?.index, positions[index] == nil else { continue }
            positions[index] = positions.count
        }
        func renumbered(_ name: String) -> String {
            guard let (index, rest) = names.position(in: name), let new = positions[index] else { return name }
            return names.prefix + String(new) + rest
        }
        let pairs = submission.pairs.map { pair in
            pair.name == HTMLFormKeys.presence ? (pair.name, renumbered(pair.value)) : (renumbered(pair.name), pair.value)
        }
        var files: [String: UploadedFile] = [:]
        for (name, file) in submission.files { files[renumbered(name)] = file }
        return (SubmittedForm(pairs: pairs, files: files), positions.count)
    }

    /// A group count marker's group and count (`teammates:3`): the text
    /// before its last `:` and the number after it; `nil` when it has no
    /// `:` or no count of zero or more.
    static func groupCountMarker(_ marker: String) -> (group: String, count: Int)? {
        guard let colon = marker.lastIndex(of: ":"), let count = Int(marker[marker.index(after: colon)...]), count >= 0 else { return nil }
        return (String(marker[..<colon]), count)
    }

    /// A browser's `datetime-local` value (`2026-11-22T09:30`) as the model's text.
    static func modelDate(_ value: String) -> String {
        // Sixteen characters take sixteen bytes at least: a shorter text
        // (a date without a time, most) is passed over without counting.
        guard value.utf8.count >= 16 else { return value }
        return value.count == 16 && value.dropFirst(10).first == "T" ? value.prefix(10) + " " + value.dropFirst(11) : value
    }
}

/// What ``HTMLFormDecoder`` found in a submission.
public struct HTMLFormDecoding {
    /// The action of the button that sent the form.
    public let action: HTMLFormAction
    /// Messages about values that could not be applied, by field name: show
    /// them with ``HTMLFormRenderer/decodingProblems``.
    public let problems: [String: String]
    /// The result of an add, remove or move, when the action was one.
    public let groupEdit: GroupEditResult?
    /// A name sent more than once where one value is meant (a text, number,
    /// date or single choice, or the button): a browser never sends that,
    /// so the page was altered. Answer 400 with
    /// ``SubmittedFormError/repeatedName(name:)``; only the first value
    /// was applied.
    public let repeatedName: String?

    /// A decoding's findings.
    public init(action: HTMLFormAction, problems: [String: String], groupEdit: GroupEditResult?, repeatedName: String? = nil) {
        self.action = action
        self.problems = problems
        self.groupEdit = groupEdit
        self.repeatedName = repeatedName
    }
}

/// The names of a repeated group's elements' fields (`teammates.2.email`).
struct GroupElementNames {
    /// The group's name and a dot (`teammates.`).
    let prefix: String

    init(group: String) {
        prefix = group + "."
    }

    /// The element index in `name` and what follows it (`.email`).
    func position(in name: String) -> (index: Int, rest: Substring)? {
        guard name.hasPrefix(prefix) else { return nil }
        let afterPrefix = name.dropFirst(prefix.count)
        let digits = afterPrefix.prefix { $0.isASCII && $0.isNumber }
        let rest = afterPrefix[digits.endIndex...]
        guard !digits.isEmpty, rest.isEmpty || rest.first == ".", let index = Int(digits) else { return nil }
        return (index, rest)
    }

    /// The element a pair names: in its name, or in its value for a
    /// presence marker.
    func element(of pair: (name: String, value: String)) -> Int? {
        position(in: pair.name == HTMLFormKeys.presence ? pair.value : pair.name)?.index
    }
}

extension RowControl {
    /// Whether a browser sends one value for the row's field: a text,
    /// number, date or single choice.
    fileprivate var holdsOneValue: Bool {
        switch self {
        case .text, .number, .date, .choice: return true
        case .toggle, .multipleChoice, .file, .value, .note, .button, .link, .custom: return false
        }
    }
}
