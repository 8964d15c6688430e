import FormsKit
import FormsKitModel

/// Applies a browser's submission to a form session, through the same calls
/// the terminal and SwiftUI make: typed text for text, numbers and dates
/// (kept as typed when it does not read, with the field's message), ticks for
/// checkboxes, option indices for choices.
///
/// ```swift
/// let submission = try URLEncodedForm(parsing: body)
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
    /// The name of the hidden inputs that mark checkboxes and checkbox groups
    /// as present on the page.
    public static var presenceKey: String { HTMLFormKeys.presence }
    /// The name of the hidden inputs that give a repeated group's element
    /// count on the page (`options:3`).
    public static var groupCountKey: String { HTMLFormKeys.groupCount }

    /// Applies `submission` to `session` and applies the action of the button
    /// that sent it, except submitting, which the caller does (it is
    /// asynchronous).
    ///
    /// A repeated group's elements are taken in the order they were sent,
    /// whatever their indices (`options.7`, `options.2` become the first and
    /// second option), so a page's script may add, drop and reorder
    /// elements. A group's count above `limits.maximumGroupSize`, or above
    /// its own maximum, is cut to it, with a message on the group.
    @MainActor
    public static func decode(
        _ submission: URLEncodedForm, into session: FormSession<Form>, limits: URLEncodedFormLimits = .standard
    ) -> HTMLFormDecoding {
        var problems: [String: String] = [:]
        let submission = matchGroups(submission, in: session, limits: limits, problems: &problems)
        let present = PresenceMarks(in: submission)
        let outline = session.outline
        let version = session.structureVersion
        let sections = session.layout.sections
        // What each row takes and its name, worked out once per outline.
        let facts = HTMLOutlineFacts.of(session, outline: outline, version: version).rows
        // The values as one edit: form rules react once, at the end, to
        // every change (when no row's handler is told of each change).
        session.editInOneGo {
            for index in 0..<outline.count {
                let rowFacts = facts[index]
                let name = rowFacts.name
                // Rows the submission sets nothing through are passed over
                // before the row is looked at. A single value is looked up
                // once (each lookup hashes the name).
                var sent: String?
                switch rowFacts.input {
                case .text, .date, .choice:
                    sent = submission.value(for: name)
                    guard sent != nil else { continue }
                case .toggle, .multipleChoice: guard present.contains(name) else { continue }
                case .file: guard submission.files[name] != nil else { continue }
                case .none: continue
                }
                // Whether the row is shown and usable, read as each row comes:
                // a value set above may show or enable it.
                if !(rowFacts.isUnconditional && rowFacts.sectionIsUnconditional) {
                    guard isShownAndUsable(outline[index], sections: sections, in: session) else { continue }
                }
                // The row as kept with its facts, made for this session's form.
                let reader = unsafeDowncast(rowFacts.reader, to: HTMLRowReader<Form>.self)
                switch rowFacts.input {
                case .text:
                    guard let sent else { continue }
                    // A `String` field's text, set without copying the row
                    // when the values are applied in one go.
                    if let writer = reader.verbatimWriter, session.setVerbatimText(sent, with: writer) { continue }
                    session.setText(sent, for: reader.row)
                case .date:
                    if let sent { session.setText(modelDate(sent), for: reader.row) }
                case .toggle:
                    session.setOn(submission.contains(name), for: reader.row)
                case .choice:
                    guard let value = sent else { continue }
                    // Rows the loop reaches are shown and usable: a choice that
                    // is not made is one not offered.
                    guard let index = Int(value), session.select(index, for: reader.row) else {
                        problems[name] = ValidationMessages.text(for: .notAnOption)
                        continue
                    }
                case .multipleChoice:
                    guard case .multipleChoice(let choice) = reader.row.control else { continue }
                    let count = choice.optionLabels(in: session.controller).count
                    var indices: Set<Int> = []
                    for value in submission.values(for: name) {
                        if let index = Int(value), (0..<count).contains(index) {
                            indices.insert(index)
                        } else {
                            problems[name] = ValidationMessages.text(for: .notAnOption)
                        }
                    }
                    session.selectOptions(indices, for: reader.row)
                case .file:
                    // A file input left empty sends no file: the value stays.
                    if let file = submission.files[name] { session.setFile(file, for: reader.row) }
                case .none:
                    continue
                }
            }
        }
        let action = HTMLFormAction(value: submission.value(for: HTMLFormAction.key))
        var groupEdit: GroupEditResult?
        switch action {
        case .add(let group): groupEdit = session.appendElement(toGroup: group)
        case .remove(let group, let index): groupEdit = session.removeElement(at: index, fromGroup: group)
        case .move(let group, let index, let offset): groupEdit = session.moveElement(from: index, to: elementPosition(index, movedBy: offset), inGroup: group)
        case .reset: session.controller.reset()
        case .activate(let name): activateButton(named: name, in: session)
        case .submit, .cancel: break
        }
        return HTMLFormDecoding(action: action, problems: problems, groupEdit: groupEdit)
    }

    /// Runs the action of the button row whose name the page gave its
    /// button, when it is shown and usable: a button of the form's own, as
    /// the terminal's Enter on it does. Links, Submit, Cancel and Reset have
    /// actions of their own; a name no such button has does nothing.
    @MainActor
    private static func activateButton(named name: String, in session: FormSession<Form>) {
        let outline = session.outline
        let version = session.structureVersion
        let sections = session.layout.sections
        for index in 0..<outline.count {
            let row = outline[index].row
            guard case .button(let button) = row.control, button.destination == nil, button.role == .plain || button.role == .destructive,
                session.group(addedBy: row.id) == nil, session.htmlName(ofRowAt: index, in: outline, version: version) == name
            else { continue }
            guard isShownAndUsable(outline[index], sections: sections, in: session) else { return }
            session.activate(row.id)
            return
        }
    }

    /// Whether `entry` is shown (it and its section) and can be used, read
    /// for the form's values now.
    @MainActor
    private static func isShownAndUsable(_ entry: OutlineRow<Form>, sections: [FormSection<Form>], in session: FormSession<Form>) -> Bool {
        let section = sections[entry.section]
        let row = entry.row
        if section.isUnconditional && row.isUnconditional { return true }
        return session.controller.readForm { section.isVisible(in: $0) && row.isVisible(in: $0) && row.isEnabled(in: $0) }
    }

    /// Makes each repeated group as long as it was on the page, so that the
    /// submitted elements' fields exist before their values are applied;
    /// returns the submission with each group's elements numbered 0, 1, 2…
    /// in the order they were sent.
    @MainActor
    private static func matchGroups(
        _ submission: URLEncodedForm, in session: FormSession<Form>, limits: URLEncodedFormLimits, problems: inout [String: String]
    ) -> URLEncodedForm {
        var submission = submission
        // A page sends one marker per group; only the first is applied, so
        // a body of repeated markers cannot make the server add and remove
        // elements over and over.
        var matched: Set<String> = []
        for marker in submission.values(for: groupCountKey) {
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
            let maximum = min(definition.maximum ?? Int.max, limits.maximumGroupSize)
            if count > maximum {
                problems[name] = ValidationMessages.text(for: .tooManyItems(maximum: maximum))
                count = maximum
            }
            if current < count { current = session.appendElements(toGroup: group, upTo: count) }
            while current > count, case .done = session.removeElement(at: current - 1, fromGroup: group) { current -= 1 }
        }
        return submission
    }

    /// `submission` with the elements of the group named `group` numbered
    /// in the order they first appear (in names, and in presence markers,
    /// then in files' names), and how many there were; unchanged, and
    /// `nil`, when none was sent. Files go with their elements.
    private static func renumbering(_ submission: URLEncodedForm, group: String) -> (URLEncodedForm, Int?) {
        let (sent, isInOrder) = sentElements(of: submission, group: group)
        if isInOrder { return (submission, sent) }
        // In another order, or with gaps: numbered by first appearance.
        let names = GroupElementNames(group: group)
        var positions: [Int: Int] = [:]
        for position in 0..<submission.pairCount {
            guard let index = names.element(ofPairAt: position, in: submission), positions[index] == nil else { continue }
            positions[index] = positions.count
        }
        // A multipart body's files come apart from its pairs: an element
        // sent with files alone comes after the others.
        for name in submission.files.keys.sorted() {
            guard let index = names.elementIndexAndEnd(in: name)?.index, positions[index] == nil else { continue }
            positions[index] = positions.count
        }
        func renumbered(_ name: String) -> String {
            guard let (index, rest) = names.position(in: name), let new = positions[index] else { return name }
            return names.prefix + String(new) + rest
        }
        let pairs = submission.pairs.map { pair in
            pair.name == presenceKey ? (pair.name, renumbered(pair.value)) : (renumbered(pair.name), pair.value)
        }
        var files: [String: UploadedFile] = [:]
        for (name, file) in submission.files { files[renumbered(name)] = file }
        return (URLEncodedForm(pairs: pairs, files: files), positions.count)
    }

    /// How many elements of the group named `group` `submission` sends
    /// (`nil` for none), and whether they come as a page without a script
    /// sends them: one after another, numbered 0, 1, 2… Checked without a
    /// table: each index is the last one seen or the next.
    static func sentElements(of submission: URLEncodedForm, group: String) -> (count: Int?, isInOrder: Bool) {
        sentElements(of: submission, names: GroupElementNames(group: group))
    }

    /// ``sentElements(of:group:)`` for the group whose elements' names are `names`.
    static func sentElements(of submission: URLEncodedForm, names: GroupElementNames) -> (count: Int?, isInOrder: Bool) {
        var last = -1
        for position in 0..<submission.pairCount {
            guard let index = names.element(ofPairAt: position, in: submission), index != last else { continue }
            guard index == last + 1 else { return (nil, false) }
            last = index
        }
        return (last < 0 ? nil : last + 1, true)
    }

    /// A group count marker's group and count (`teammates:3`): the text
    /// before its last `:` and the number after it; `nil` when it has no
    /// `:` or no count of zero or more. An ASCII marker's `:` is found by
    /// its byte; others' as a character (a `:` a combining mark follows is
    /// not one).
    static func groupCountMarker(_ marker: String) -> (group: String, count: Int)? {
        var marker = marker
        if let ascii = marker.withUTF8({ asciiGroupCountMarker($0) }) { return ascii }
        guard let colon = marker.lastIndex(of: ":"), let count = Int(marker[marker.index(after: colon)...]), count >= 0 else { return nil }
        return (String(marker[..<colon]), count)
    }

    /// ``groupCountMarker(_:)`` of an ASCII marker, read from its bytes (its
    /// count as `Int(_:)` reads it: a sign, then digits, within `Int`);
    /// `nil` when a byte is not ASCII, `.some(nil)` when it is no marker.
    private static func asciiGroupCountMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> (group: String, count: Int)?? {
        var colon = -1
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: ":") { colon = index }
        }
        guard colon >= 0 else { return .some(nil) }
        var index = colon + 1
        var isNegative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        // Digits, at least one, to the end.
        guard let (count, end) = ASCIIDigits.read(bytes, from: index), end > index, end == bytes.count else { return .some(nil) }
        // Below zero is not a count (`-0` is zero).
        guard !isNegative || count == 0 else { return .some(nil) }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<colon]), as: UTF8.self), count)
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
}

/// The names of a repeated group's elements' fields (`teammates.2.email`),
/// read from a name's bytes in place: every pair's name is read, most are
/// not the group's, and are passed over after a comparison of bytes.
struct GroupElementNames {
    /// The group's name and a dot (`teammates.`).
    let prefix: String
    private let prefixBytes: [UInt8]
    private let firstByte: UInt8?

    init(group: String) {
        prefix = group + "."
        prefixBytes = Array(prefix.utf8)
        firstByte = prefixBytes.first
    }

    /// The element index in `name` and where what follows it (`.email`)
    /// starts, in UTF-8 bytes.
    func elementIndexAndEnd(in name: String) -> (index: Int, end: Int)? {
        // Most names differ in their first byte: passed over before their
        // bytes are borrowed.
        guard name.utf8.first == firstByte else { return nil }
        var name = name
        return name.withUTF8(elementIndexAndEnd(in:))
    }

    /// The element index in a name's UTF-8 `bytes` and where what follows
    /// it starts.
    func elementIndexAndEnd(in bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, end: Int)? {
        guard bytes.count > prefixBytes.count, bytes[0] == firstByte else { return nil }
        for offset in prefixBytes.indices where bytes[offset] != prefixBytes[offset] { return nil }
        guard let (index, end) = ASCIIDigits.read(bytes, from: prefixBytes.count), end > prefixBytes.count,
            end == bytes.count || bytes[end] == UInt8(ascii: ".")
        else { return nil }
        return (index, end)
    }

    /// The element index in `name` and what follows it.
    func position(in name: String) -> (index: Int, rest: Substring)? {
        guard let (index, end) = elementIndexAndEnd(in: name) else { return nil }
        return (index, name[name.utf8.index(name.utf8.startIndex, offsetBy: end)...])
    }

    /// The element the pair at `position` names: in its name, or in its
    /// value for a presence marker. Read in place: no string is made.
    func element(ofPairAt position: Int, in submission: URLEncodedForm) -> Int? {
        if submission.name(at: position, is: HTMLFormKeys.presence, hash: HTMLFormKeys.presenceHash) {
            return submission.withValueBytes(at: position) { elementIndexAndEnd(in: $0)?.index }
        }
        return submission.withNameBytes(at: position) { elementIndexAndEnd(in: $0)?.index }
    }
}
