import FormsKit
import FormsKitModel
import Foundation

extension HTMLFormDecoder {
    /// A JSON body as the submission a browser would have sent for the same
    /// form, so that it decodes through the same mapping (``decode(_:into:limits:)``):
    ///
    /// ```json
    /// {"name": "Ada", "teamSize": 12, "newsletter": false, "interests": [0, 2],
    ///  "options": ["Tea", "Soup"], "_fk_action": "submit"}
    /// ```
    ///
    /// Strings and numbers are typed text; `true` and `false` tick and clear
    /// a checkbox; `null` is empty text; an array is a multiple choice's
    /// option indices, or a repeated group's elements in order (objects for
    /// elements of several rows); an object's members nest as dotted names.
    /// The body is checked against `limits` as an urlencoded one is: its
    /// size, the number of values, names' length and depth, values' length
    /// and group sizes.
    @MainActor
    public static func submission(
        fromJSON body: [UInt8], for session: FormSession<Form>, limits: URLEncodedFormLimits = .standard
    ) throws(URLEncodedFormError) -> URLEncodedForm {
        guard body.count <= limits.maximumBodySize else { throw .bodyTooLarge(size: body.count, limit: limits.maximumBodySize) }
        // A field's name has at most `maximumNameDepth` parts: one object or
        // array each, and one array more for a multiple choice's indices.
        // Deeper nesting is refused before it is decoded, in one pass, as
        // Foundation's decoder takes time cubic in the depth to read it.
        let deepest = limits.maximumNameDepth + 1
        guard JSONNesting.depth(of: body, upTo: deepest) <= deepest else {
            throw .invalidJSON(
                reason: "objects and arrays are nested more than \(deepest) deep; a field's name has at most \(limits.maximumNameDepth) parts")
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
        var multipleChoices: Set<String> = []
        let outline = session.outline
        let version = session.structureVersion
        for index in 0..<outline.count {
            if outline[index].row.control.takesSeveralValues {
                multipleChoices.insert(session.htmlName(ofRowAt: index, in: outline, version: version))
            }
        }
        var groups: [String: String] = [:]
        for section in 0..<session.layout.sections.count {
            for group in session.repeatedGroups(inSection: section) {
                if let name = session.controller.fieldName(of: group.field) { groups[name] = group.id }
            }
        }
        var flattener = Flattener(multipleChoices: multipleChoices, groups: groups, limits: limits)
        try flattener.add(members, prefix: "")
        return try URLEncodedForm(checking: flattener.pairs, limits: limits)
    }

    /// Decodes a JSON body into `session`: ``submission(fromJSON:for:limits:)``
    /// then ``decode(_:into:limits:)``.
    @MainActor
    public static func decode(
        json body: [UInt8], into session: FormSession<Form>, limits: URLEncodedFormLimits = .standard
    ) throws(URLEncodedFormError) -> HTMLFormDecoding {
        decode(try submission(fromJSON: body, for: session, limits: limits), into: session, limits: limits)
    }
}

/// How deep a JSON text nests its objects and arrays, found in one pass
/// over its bytes (brackets inside strings do not count).
enum JSONNesting {
    /// The depth of `body`'s deepest object or array (`0` for a scalar),
    /// or `limit + 1` as soon as it is deeper than `limit`.
    static func depth(of body: [UInt8], upTo limit: Int) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in body {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > limit { return deepest }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return deepest
    }
}

/// JSON members as name/value pairs, the way a browser names them.
private struct Flattener {
    let multipleChoices: Set<String>
    let groups: [String: String]
    let limits: URLEncodedFormLimits
    var pairs: [(name: String, value: String)] = []

    mutating func add(_ members: [String: JSONValue], prefix: String) throws(URLEncodedFormError) {
        // Object members have no order in JSON; sorting keeps the result
        // the same from run to run.
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            try add(value, name: prefix + key)
        }
    }

    mutating func add(_ value: JSONValue, name: String) throws(URLEncodedFormError) {
        guard pairs.count < limits.maximumPairCount else { throw .tooManyPairs(limit: limits.maximumPairCount) }
        switch value {
        case .null: pairs.append((name, ""))
        case .string(let text): pairs.append((name, text))
        case .number(let text): pairs.append((name, text))
        case .bool(let isOn):
            pairs.append((HTMLFormDecoder<EmptyForm>.presenceKey, name))
            if isOn { pairs.append((name, "on")) }
        case .object(let members):
            try add(members, prefix: name + ".")
        case .array(let elements):
            if multipleChoices.contains(name) {
                pairs.append((HTMLFormDecoder<EmptyForm>.presenceKey, name))
                for element in elements { try add(element, name: name) }
            } else {
                guard elements.count <= limits.maximumGroupSize else {
                    throw .indexTooLarge(name: String(name.prefix(40)) + "." + String(limits.maximumGroupSize), limit: limits.maximumGroupSize)
                }
                if let group = groups[name] {
                    pairs.append((HTMLFormDecoder<EmptyForm>.groupCountKey, group + ":" + String(elements.count)))
                }
                for (index, element) in elements.enumerated() {
                    try add(element, name: name + "." + String(index))
                }
            }
        }
    }
}

/// A form with no fields: names the wire format's keys, which do not
/// depend on the form.
private struct EmptyForm: ValidatableForm {
    var validatedFields: [ValidatedField<Self>] { [] }
}

/// A JSON value; numbers kept as written, so `12` stays `12`.
private enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(String(integer))
        } else if let number = try? container.decode(Double.self) {
            self = .number(HTMLValueText.number(number))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
