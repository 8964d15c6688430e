/// A JSON Schema (draft 2020-12) of what a form takes as JSON: the body a
/// program sends instead of a browser's form, as
/// ``HTMLFormDecoder/jsonSchema(for:limits:)`` writes it from the form's
/// definition.
///
/// It says what a schema can say: each field's JSON type, which fields are
/// required, lengths, ranges, choices, formats and counts. What it cannot
/// (a rule that reads other fields, a check on the server, a length counted
/// in characters as people see them) each field lists in
/// `x-formskit-rules` (``rules``), by kind and in the words the server
/// answers with, so a client knows those refusals can come. The schema is
/// never stricter than the server where the two count differently: a
/// length FormsKit counts in grapheme clusters is a `minLength` at most
/// (code points are never fewer) and no `maxLength` below the server's own
/// limit on a value's bytes.
///
/// It encodes with `JSONEncoder` (keys sorted for a stable document).
public struct FormJSONSchema: Hashable, Sendable, Encodable {
    /// A JSON type, as `type` names it.
    public enum JSONType: String, Hashable, Sendable, Encodable {
        case object, array, string, number, integer, boolean, null
    }

    /// A number of `minimum`, `maximum` or `multipleOf`: whole numbers are
    /// written exactly, whatever their size.
    public enum Number: Hashable, Sendable, Encodable {
        case integer(Int64)
        case real(Double)

        /// `value` as an integer when it is a whole number an `Int64` holds.
        public init(_ value: Double) {
            if value.rounded() == value, let whole = Int64(exactly: value) {
                self = .integer(whole)
            } else {
                self = .real(value)
            }
        }

        /// The number as a `Double`.
        public var value: Double {
            switch self {
            case .integer(let whole): return Double(whole)
            case .real(let real): return real
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .integer(let whole): try container.encode(whole)
            case .real(let real): try container.encode(real)
            }
        }
    }

    /// A rule the schema's keywords do not say, or say only in part: an
    /// entry of `x-formskit-rules`.
    public struct Rule: Hashable, Sendable, Encodable {
        /// What kind of rule: `required` (text must hold more than white
        /// space), `minimumLength` and `maximumLength` (in grapheme
        /// clusters), `pattern` (ICU syntax), `email`, `url`, `matches`,
        /// `range`, `step`, `format`, `file`, `predicate`, `dateLimit`,
        /// `uniqueItems`, `count`, `fileType`, `crossField`, `asynchronous`,
        /// `submission` (what the form's submission checks, said in
        /// ``value``), `custom`, `flow`; on the form, `changed` (it holds
        /// saved values, and submits once one of them changed).
        public var kind: String
        /// What the server answers when a value fails the rule, in the
        /// request's language; empty when it only knows for a value.
        public var messages: [String]
        /// A limit the rule counts to.
        public var limit: Int?
        /// The rule's value: a pattern, the field whose value must match,
        /// URL schemes, what a submission checks, the name of a rule type
        /// of the form's own.
        public var value: String?

        public init(kind: String, messages: [String], limit: Int? = nil, value: String? = nil) {
            self.kind = kind
            self.messages = messages
            self.limit = limit
            self.value = value
        }
    }

    /// `$schema`, on the document's root.
    public var dialect: String?
    /// A title: a field's label, a form's title.
    public var title: String?
    /// The JSON types a value may have.
    public var types: [JSONType] = []
    /// An object's members.
    public var properties: [String: FormJSONSchema] = [:]
    /// The members an object must have.
    public var required: [String] = []
    /// Whether an object may have other members (`false`: a member that
    /// names no field is refused).
    public var additionalProperties: Bool?
    /// The fewest and most items of an array, and whether they must differ.
    public var minItems: Int?
    public var maxItems: Int?
    public var uniqueItems: Bool?
    /// The shortest and longest text, in Unicode code points.
    public var minLength: Int?
    public var maxLength: Int?
    /// An ECMA-262 regular expression the text must contain a match of.
    public var pattern: String?
    /// A format: `email`, `uri`, `date`, `time`, `date-time`.
    public var format: String?
    /// The smallest and largest number, and what a number must be a multiple of.
    public var minimum: Number?
    public var maximum: Number?
    public var multipleOf: Number?
    /// The values allowed.
    public var enumValues: [JSONValue]?
    /// The words for each of ``enumValues``, in order (`x-enumNames`).
    public var enumTitles: [String]?
    /// A value the server takes but never gives back (a password).
    public var writeOnly: Bool?
    /// What the server checks that the keywords do not say (`x-formskit-rules`).
    public var rules: [Rule] = []
    private var itemsBox: [FormJSONSchema] = []

    /// An empty schema, which any value passes.
    public init() {}

    /// A schema of values of `types`.
    public init(types: [JSONType]) {
        self.types = types
    }

    /// The schema of an array's items.
    public var items: FormJSONSchema? {
        get { itemsBox.first }
        set { itemsBox = newValue.map { [$0] } ?? [] }
    }

    private enum CodingKeys: String, CodingKey {
        case dialect = "$schema"
        case title, type, properties, required, additionalProperties, items, minItems, maxItems, uniqueItems
        case minLength, maxLength, pattern, format, minimum, maximum, multipleOf, writeOnly
        case enumValues = "enum"
        case enumTitles = "x-enumNames"
        case rules = "x-formskit-rules"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(dialect, forKey: .dialect)
        try container.encodeIfPresent(title, forKey: .title)
        if types.count == 1 {
            try container.encode(types[0], forKey: .type)
        } else if !types.isEmpty {
            try container.encode(types, forKey: .type)
        }
        if types.contains(.object) || !properties.isEmpty { try container.encode(properties, forKey: .properties) }
        if !required.isEmpty { try container.encode(required, forKey: .required) }
        try container.encodeIfPresent(additionalProperties, forKey: .additionalProperties)
        try container.encodeIfPresent(items, forKey: .items)
        try container.encodeIfPresent(minItems, forKey: .minItems)
        try container.encodeIfPresent(maxItems, forKey: .maxItems)
        try container.encodeIfPresent(uniqueItems, forKey: .uniqueItems)
        try container.encodeIfPresent(minLength, forKey: .minLength)
        try container.encodeIfPresent(maxLength, forKey: .maxLength)
        try container.encodeIfPresent(pattern, forKey: .pattern)
        try container.encodeIfPresent(format, forKey: .format)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
        try container.encodeIfPresent(multipleOf, forKey: .multipleOf)
        try container.encodeIfPresent(enumValues, forKey: .enumValues)
        try container.encodeIfPresent(enumTitles, forKey: .enumTitles)
        try container.encodeIfPresent(writeOnly, forKey: .writeOnly)
        if !rules.isEmpty { try container.encode(rules, forKey: .rules) }
    }
}
