import Foundation

/// Encodes the JSON these routes answer with: keys sorted, dates in ISO 8601.
enum JSONAnswers {
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // The web core's own answers (errors, problems, steps) always encode; an app's output goes through output(_:), which throws.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    /// A submitted form's output as JSON when it is `Encodable`, else `{}`.
    static func output(_ output: Any) throws -> Data {
        guard let encodable = output as? any Encodable else { return Data("{}".utf8) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(encodable)
    }
}
