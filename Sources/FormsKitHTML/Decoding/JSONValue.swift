import Foundation

/// A JSON value, the one FormsKit reads and writes: a JSON body's members
/// and a schema's `enum` values. A number is kept as text: a whole number
/// an `Int64` holds exactly as sent, any other as the nearest `Double`
/// (17 significant digits: Foundation's decoder reads no more) in decimal
/// notation (`1.5e-5` is `0.000015`), which is what a form reads.
public enum JSONValue: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Each kind is tried in turn: a failure means the value is of another kind.
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(String(integer))
        } else if let number = try? container.decode(Double.self) {
            self = .number(Self.decimalNotation(number))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let text):
            // Written as a number again, its digits kept.
            if let whole = Int64(text) {
                try container.encode(whole)
            } else if let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), decimal.isFinite {
                try container.encode(decimal)
            } else if let real = Double(text), real.isFinite {
                try container.encode(real)
            } else {
                throw EncodingError.invalidValue(
                    text, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "\"\(text)\" is not a number JSON can write"))
            }
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }

    /// The members of `body`'s top-level object, when it is one within
    /// `limits` (its size, and no deeper than a field's name goes); `nil`
    /// otherwise, without decoding it: a body nested too deep takes
    /// Foundation's decoder time cubic in its depth, and is refused with its
    /// reason where the submission is decoded.
    package static func members(of body: [UInt8], limits: SubmittedFormLimits) -> [String: JSONValue]? {
        guard body.count <= limits.maximumBodySize,
            JSONShape.scan(body, depthLimit: limits.maximumNameDepth + 1).depth <= limits.maximumNameDepth + 1,
            // A body that is not a JSON object names no member; its decoding says why.
            case .object(let members)? = try? JSONDecoder().decode(JSONValue.self, from: Data(body))
        else { return nil }
        return members
    }

    /// `value` (finite, as JSON's are) in decimal notation: Swift's
    /// shortest digits with the point moved by the exponent.
    static func decimalNotation(_ value: Double) -> String {
        let shortest = value.description
        guard let mark = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(shortest[shortest.index(after: mark)...]) else {
            return HTMLValueText.number(value)
        }
        var mantissa = shortest[..<mark]
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", maxSplits: 1)
        let whole = parts.first.map(String.init) ?? "0"
        var digits = whole + (parts.count > 1 ? String(parts[1]) : "")
        var point = whole.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        }
        if digits.count <= point { return sign + digits + String(repeating: "0", count: point - digits.count) }
        var fraction = digits.dropFirst(point)
        while fraction.last == "0" { fraction = fraction.dropLast() }
        return sign + digits.prefix(point) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
