import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

extension HTMLFormDecoder {
    /// A JSON body as the submission a browser would have sent for the same
    /// form, so that it decodes through the same mapping (``decode(_:into:limits:)``),
    /// and the members that cannot be applied, by field name:
    ///
    /// ```json
    /// {"name": "Ada", "teamSize": 12, "newsletter": false, "country": "unitedKingdom",
    ///  "interests": [0, "music"], "options": ["Tea", "Soup"], "_fk_action": "submit"}
    /// ```
    ///
    /// What a form's output writes, a request may give. Text fields take
    /// strings; numbers take numbers or strings; checkboxes take `true` and
    /// `false`; a choice takes its option's value as the output writes it
    /// (`"unitedKingdom"`), its label, or its position from 0, and a
    /// multiple choice an array of those; `null` is empty. An array is a
    /// repeated group's elements in order (objects for elements of several
    /// rows); an object's members nest as dotted names. A member of the
    /// wrong type, or one that names no field, is a problem on that name,
    /// not a value silently dropped or read as something else. The body is
    /// checked against `limits` as an urlencoded one is: its size, the
    /// number of values, names' length and depth, values' length and group
    /// sizes.
    public static func submission(
        fromJSON body: [UInt8], for session: FormSession<Form>, limits: SubmittedFormLimits = .standard
    ) throws(SubmittedFormError) -> (submission: SubmittedForm, problems: [String: String]) {
        guard body.count <= limits.maximumBodySize else { throw .bodyTooLarge(size: body.count, limit: limits.maximumBodySize) }
        // A field's name has at most `maximumNameDepth` parts: one object or
        // array each, and one array more for a multiple choice's indices.
        // Deeper nesting is refused before it is decoded, in one pass, as
        // Foundation's decoder takes time cubic in the depth to read it.
        let deepest = limits.maximumNameDepth + 1
        let shape = JSONShape.scan(body, depthLimit: deepest)
        guard shape.depth <= deepest else {
            throw .invalidJSON(
                reason: "objects and arrays are nested more than \(deepest) deep; a field's name has at most \(limits.maximumNameDepth) parts")
        }
        if let name = shape.repeatedName {
            throw .invalidJSON(reason: "the member \"\(name.prefix(64))\" appears twice in one object; send each field once")
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(body))
        } catch {
            // The decoder's own words ("Expected to decode Dictionary<String,
            // Any>…") are for a programmer; the person sending is told what
            // is wrong with the body.
            throw .invalidJSON(reason: "the body is not valid JSON")
        }
        guard case .object(let members) = value else { throw .invalidJSON(reason: "the body is not a JSON object of field names") }
        var fields: [String: JSONField] = [:]
        let outline = session.outline
        let version = session.structureVersion
        for index in 0..<outline.count {
            guard let field = JSONField(outline[index].row.control, in: session.controller) else { continue }
            fields[JSONField.pattern(of: session.htmlName(ofRowAt: index, in: outline, version: version))] = field
        }
        var groups: [String: String] = [:]
        for section in 0..<session.layout.sections.count {
            for group in session.repeatedGroups(inSection: section) {
                // Named as a page posts its elements, as the schema names them.
                if let name = session.elementNamePrefix(ofGroup: group.id) { groups[name] = group.id }
            }
        }
        var flattener = Flattener(fields: fields, groups: groups, limits: limits)
        try flattener.add(members, prefix: "")
        return (try SubmittedForm(checking: flattener.pairs, limits: limits), flattener.problems)
    }

    /// Decodes a JSON body into `session`: ``submission(fromJSON:for:limits:)``
    /// then ``decode(_:into:limits:)``, with the members that could not be
    /// applied among the decoding's problems.
    public static func decode(
        json body: [UInt8], into session: FormSession<Form>, limits: SubmittedFormLimits = .standard
    ) throws(SubmittedFormError) -> HTMLFormDecoding {
        let (submission, problems) = try submission(fromJSON: body, for: session, limits: limits)
        let decoding = decode(submission, into: session, limits: limits)
        guard !problems.isEmpty else { return decoding }
        return HTMLFormDecoding(
            action: decoding.action, problems: decoding.problems.merging(problems) { $1 }, groupEdit: decoding.groupEdit,
            repeatedName: decoding.repeatedName)
    }
}

/// What JSON a row of the form takes, by the kind of its control.
private enum JSONField {
    /// The labels and output names of a choice's options, read when a
    /// request names an option.
    typealias Options = () -> (labels: [String], names: [String?])

    /// Strings (text, dates, times, passwords).
    case text
    /// A date and a time: a string as a browser sends it, or an RFC 3339
    /// date-time, read on the server's clock.
    case dateTime
    /// A time of day: a string as a browser sends it, or an RFC 3339
    /// time, read on the server's clock today.
    case timeOfDay
    /// Numbers, or strings to read as numbers.
    case number
    /// `true` or `false`.
    case toggle
    /// An option, by output name, label or position.
    case choice(Options)
    /// An array of options.
    case multipleChoice(Options)
    /// Nothing: files need a multipart body.
    case file

    /// What `control` takes; `nil` for rows that take nothing.
    init?<Form>(_ control: RowControl<Form>, in controller: FormController<Form>) {
        switch control {
        case .text: self = .text
        case .date(let date):
            switch date.components {
            case .date: self = .text
            case .time: self = .timeOfDay
            case .dateAndTime: self = .dateTime
            }
        case .number: self = .number
        case .toggle: self = .toggle
        case .choice(let choice):
            self = .choice { (choice.optionLabels(in: controller), choice.optionOutputNames(in: controller)) }
        case .multipleChoice(let choice):
            self = .multipleChoice { (choice.optionLabels(in: controller), choice.optionOutputNames(in: controller)) }
        case .file: self = .file
        case .value, .note, .button, .link, .custom: return nil
        }
    }

    /// `name` with a repeated group's element positions as `*`
    /// (`options.2` is `options.*`), so that every element's rows share a
    /// kind, however many elements the request sends.
    static func pattern(of name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.allSatisfy(\.isASCIIDigit) && !$0.isEmpty ? "*" : String($0) }
            .joined(separator: ".")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// What one pass over a JSON text's bytes finds before it is decoded: how
/// deep it nests its objects and arrays (brackets inside strings do not
/// count), and a member named twice in one object, which a decoder keeps
/// one of without a word.
enum JSONShape {
    /// What the pass found.
    struct Findings: Equatable {
        /// The depth of the deepest object or array (`0` for a scalar), or
        /// `limit + 1` as soon as it is deeper than the limit.
        var depth = 0
        /// The first member name that appears twice in one object.
        var repeatedName: String?
    }

    /// Reads `body`, stopping as soon as it nests deeper than `limit`.
    static func scan(_ body: [UInt8], depthLimit limit: Int) -> Findings {
        var findings = Findings()
        /// The member names of each open object, `nil` for an array.
        var open: [Set<ArraySlice<UInt8>>?] = []
        /// Whether the next string in the innermost object is a name.
        var expectsName = false
        var index = 0
        while index < body.count {
            let byte = body[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                var hasEscape = false
                while index < body.count, body[index] != UInt8(ascii: "\"") {
                    if body[index] == UInt8(ascii: "\\") {
                        hasEscape = true
                        index += 1
                    }
                    index += 1
                }
                if expectsName, let names = open.last, var names {
                    expectsName = false
                    var name = body[start..<min(index, body.count)]
                    // `"a"` and `"\u0061"` are one name: escapes are decoded.
                    if hasEscape, let decoded = try? JSONDecoder().decode(String.self, from: Data(body[(start - 1)...min(index, body.count - 1)])) {
                        name = ArraySlice(decoded.utf8)
                    }
                    if !names.insert(name).inserted, findings.repeatedName == nil {
                        findings.repeatedName = String(decoding: name, as: UTF8.self)
                    }
                    open[open.count - 1] = names
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open.append(byte == UInt8(ascii: "{") ? [] : nil)
                expectsName = byte == UInt8(ascii: "{")
                findings.depth = max(findings.depth, open.count)
                if findings.depth > limit { return findings }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
                expectsName = false
            case UInt8(ascii: ","):
                expectsName = open.last.map { $0 != nil } ?? false
            default:
                break
            }
            index += 1
        }
        return findings
    }
}

/// JSON members as name/value pairs, the way a browser names them, and
/// the members that cannot be, by name.
private struct Flattener {
    let fields: [String: JSONField]
    let groups: [String: String]
    let limits: SubmittedFormLimits
    var pairs: [(name: String, value: String)] = []
    var problems: [String: String] = [:]

    mutating func add(_ members: [String: JSONValue], prefix: String) throws(SubmittedFormError) {
        // Object members have no order in JSON; sorting keeps the result
        // the same from run to run.
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            try add(value, name: prefix + key)
        }
    }

    mutating func add(_ value: JSONValue, name: String) throws(SubmittedFormError) {
        guard pairs.count < limits.maximumPairCount else { throw .tooManyPairs(limit: limits.maximumPairCount) }
        // The wire format's own keys (`_fk_action`) are as a browser sends them.
        if name.hasPrefix("_fk_") {
            switch value {
            case .string(let text): pairs.append((name, text))
            case .number(let text) where name != HTMLFormAction.key: pairs.append((name, text))
            default: throw .invalidJSON(reason: "\"\(name.prefix(64))\" must be a string, as a form sends it")
            }
            return
        }
        let field = fields[JSONField.pattern(of: name)]
        if case .object(let members) = value {
            // An object nests names; a field that takes one value takes
            // no object (an empty one would otherwise pass unseen).
            if field != nil {
                problems[name] = expected(field)
                return
            }
            try add(members, prefix: name + ".")
            return
        }
        if case .array(let elements) = value, !isMultipleChoice(field) {
            guard elements.count <= limits.maximumGroupSize else {
                throw .indexTooLarge(name: String(name.prefix(40)) + "." + String(limits.maximumGroupSize), limit: limits.maximumGroupSize)
            }
            if let group = groups[name] {
                pairs.append((HTMLFormKeys.groupCount, group + ":" + String(elements.count)))
            } else if field != nil {
                problems[name] = expected(field)
                return
            }
            for (index, element) in elements.enumerated() {
                try add(element, name: name + "." + String(index))
            }
            return
        }
        guard let field else {
            // Kept in the pairs, where the request's limits check its name;
            // the decoder applies nothing a form has no row for.
            // An element of a group the session has no element of yet has
            // no rows to tell its kind: it is passed as it is.
            if isInGroup(name) {
                if case .string(let text) = value { pairs.append((name, text)) } else if case .number(let text) = value { pairs.append((name, text)) }
                return
            }
            pairs.append((name, ""))
            problems[name] = ValidationMessages.text(for: .noSuchField)
            return
        }
        switch (field, value) {
        case (.text, .string(let text)), (.number, .string(let text)), (.number, .number(let text)):
            pairs.append((name, text))
        case (.dateTime, .string(let text)):
            pairs.append((name, Self.localDateTime(fromRFC3339: text) ?? text))
        case (.timeOfDay, .string(let text)):
            pairs.append((name, Self.localTime(fromRFC3339: text) ?? text))
        case (.text, .null), (.number, .null), (.dateTime, .null), (.timeOfDay, .null):
            pairs.append((name, ""))
        case (.toggle, .bool(let isOn)):
            pairs.append((HTMLFormKeys.presence, name))
            if isOn { pairs.append((name, "on")) }
        case (.toggle, .null):
            pairs.append((HTMLFormKeys.presence, name))
        case (.choice(let options), _):
            guard case .null = value else {
                guard let position = position(of: value, options: options) else {
                    problems[name] = expected(field)
                    return
                }
                pairs.append((name, String(position)))
                return
            }
            pairs.append((name, ""))
        case (.multipleChoice(let options), .array(let elements)):
            pairs.append((HTMLFormKeys.presence, name))
            for element in elements {
                guard let position = position(of: element, options: options) else {
                    problems[name] = expected(field)
                    return
                }
                pairs.append((name, String(position)))
            }
        case (.multipleChoice, .null):
            pairs.append((HTMLFormKeys.presence, name))
        case (.file, .null):
            // No file, as a file input left empty sends none.
            break
        default:
            problems[name] = expected(field)
        }
    }

    /// An RFC 3339 date-time (`2026-11-21T14:30:00Z`, any offset) as the
    /// server's clock writes it in a browser's form (`2026-11-21T14:30`),
    /// when it falls on a whole minute; `nil` for anything else, which is
    /// read as sent (and, if it is not a browser's form, is the field's
    /// message).
    static func localDateTime(fromRFC3339 text: String) -> String? {
        guard text.utf8.count >= 20, text.utf8.count <= 40 else { return nil }
        let reader = ISO8601DateFormatter()
        // The formatter reads fractions of a second only when told to, and
        // then only with them; a fraction of 0 is still a whole minute.
        reader.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        guard let date = reader.date(from: text.replacingOccurrences(of: "t", with: "T").replacingOccurrences(of: "z", with: "Z")),
            date.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0
        else { return nil }
        let writer = ISO8601DateFormatter()
        writer.timeZone = .current
        writer.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return String(writer.string(from: date).prefix(16))
    }

    /// An RFC 3339 time (`14:30:00Z`, any offset) as the server's clock
    /// writes it in a browser's form (`14:30`), the offset applied on
    /// today's date, when it falls on a whole minute; `nil` for anything
    /// else, which is read as sent.
    static func localTime(fromRFC3339 text: String, today: Date = Date()) -> String? {
        let writer = ISO8601DateFormatter()
        writer.timeZone = .current
        writer.formatOptions = [.withFullDate, .withDashSeparatorInDate]
        guard let local = localDateTime(fromRFC3339: writer.string(from: today) + "T" + text) else { return nil }
        return String(local.suffix(5))
    }

    /// Whether `name` is that of a field of a repeated group's element.
    private func isInGroup(_ name: String) -> Bool {
        guard let dot = name.firstIndex(of: ".") else { return false }
        return groups[String(name[..<dot])] != nil
    }

    private func isMultipleChoice(_ field: JSONField?) -> Bool {
        if case .multipleChoice = field { return true }
        return false
    }

    /// The position of the option `value` names: a position from 0, the
    /// option's output name or its label.
    private func position(of value: JSONValue, options: JSONField.Options) -> Int? {
        switch value {
        case .number(let text): return Int(text)
        case .string(let text):
            let (labels, names) = options()
            if let index = names.firstIndex(where: { $0 == text }) { return index }
            return labels.firstIndex(of: text)
        case .null, .bool, .array, .object: return nil
        }
    }

    /// What a member for `field` must be.
    private func expected(_ field: JSONField?) -> String {
        switch field {
        case .text?, .dateTime?, .timeOfDay?: return ValidationMessages.text(for: .expectsText)
        case .number?: return ValidationMessages.text(for: .notANumber)
        case .toggle?: return ValidationMessages.text(for: .expectsTrueOrFalse)
        case .choice(let options)?, .multipleChoice(let options)?:
            let (labels, names) = options()
            let listed = zip(labels, names).map { label, name in "\"" + (name ?? label) + "\"" }
            return ValidationMessages.text(for: .expectsOneOf(options: listed.joined(separator: ", ")))
        case .file?: return ValidationMessages.text(for: .filesNeedMultipart)
        case nil: return ValidationMessages.text(for: .noSuchField)
        }
    }
}
