import FormsKitExamples

/// What the `plans.json` of an earlier version holds: the plans, and the
/// values last saved by the forms that save theirs (Display, Profile,
/// Settings), by form. Read once, to import it into a new database.
///
/// A file without saved forms is a list of plans; with saved forms it is an
/// object: `{"plans": [...], "forms": {"display": {...}}}`.
struct StoreDocument: Equatable, Sendable {
    var plans: [Plan]
    var forms: [String: StoredJSON] = [:]
}

extension StoreDocument: Codable {
    private enum CodingKeys: String, CodingKey {
        case plans, forms
    }

    init(from decoder: any Decoder) throws {
        // The first version's file is a bare list of plans; any other is the keyed document below.
        if let plans = try? decoder.singleValueContainer().decode([Plan].self) {
            self.init(plans: plans)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            plans: try container.decode([Plan].self, forKey: .plans),
            forms: try container.decodeIfPresent([String: StoredJSON].self, forKey: .forms) ?? [:])
    }

    func encode(to encoder: any Encoder) throws {
        guard !forms.isEmpty else {
            var container = encoder.singleValueContainer()
            try container.encode(plans)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(plans, forKey: .plans)
        try container.encode(forms, forKey: .forms)
    }
}

/// Any JSON value, kept as it was read: a saved form's values, which the
/// import does not need to understand.
indirect enum StoredJSON: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([StoredJSON])
    case object([String: StoredJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Each kind is tried in turn: a failure means the value is of another kind.
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([StoredJSON].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: StoredJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            // Whole numbers as integers, so that `16` reads back as an `Int`.
            if value == value.rounded(), abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
