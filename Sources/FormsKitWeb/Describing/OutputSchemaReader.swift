import FormsKitHTML
import Foundation

/// The JSON Schema of a form's output, read from its type: what a JSON
/// client gets after a submission (200).
///
/// Swift cannot list an `Encodable` type's members without a value, but a
/// `Decodable` one names them when it decodes: the output type is decoded
/// from a decoder that records each member it asks for, with its type and
/// whether it may be absent. A `Codable` output (the common case, encoded
/// and decoded by the same keys) is described this way. A type that
/// describes itself (``JSONSchemaDescribable``) is taken at its word, first;
/// anything else, or a type whose decoding refuses the stand-in values it
/// is given, is described as any JSON.
enum OutputSchemaReader {
    /// The schema of `type`'s JSON, or `nil` when it cannot be read.
    static func schema(of type: Any.Type) -> FormJSONSchema? {
        if let described = type as? any JSONSchemaDescribable.Type { return described.jsonSchema }
        guard let decodable = type as? any (Decodable & Encodable).Type else { return nil }
        // A type whose decoding refuses the stand-in values is described as any JSON.
        return try? read(decodable)
    }

    private static func read(_ type: any Decodable.Type) throws -> FormJSONSchema {
        if let known = primitive(type) { return known }
        if let cases = caseNames(type) {
            var schema = FormJSONSchema(types: [.string])
            schema.enumValues = cases.map { .string($0) }
            return schema
        }
        let recorder = SchemaRecorder()
        _ = try type.init(from: RecordingDecoder(recorder: recorder, depth: 0))
        return recorder.schema
    }

    /// The schema of the types JSON writes as a single value, as
    /// `JSONAnswers` encodes them (dates in ISO 8601).
    static func primitive(_ type: Any.Type) -> FormJSONSchema? {
        switch type {
        case is String.Type, is Character.Type: return FormJSONSchema(types: [.string])
        case is Bool.Type: return FormJSONSchema(types: [.boolean])
        case is any BinaryInteger.Type: return FormJSONSchema(types: [.integer])
        case is any BinaryFloatingPoint.Type, is Decimal.Type: return FormJSONSchema(types: [.number])
        case is Date.Type:
            var schema = FormJSONSchema(types: [.string])
            schema.format = "date-time"
            return schema
        case is URL.Type:
            var schema = FormJSONSchema(types: [.string])
            schema.format = "uri"
            return schema
        case is UUID.Type:
            var schema = FormJSONSchema(types: [.string])
            schema.format = "uuid"
            return schema
        default: return nil
        }
    }

    /// The names a `CaseIterable` type's cases encode as, when each is a
    /// string.
    static func caseNames(_ type: Any.Type) -> [String]? {
        guard let cases = type as? any (CaseIterable & Encodable).Type else { return nil }
        return names(of: cases)
    }

    private static func names<T: CaseIterable & Encodable>(of type: T.Type) -> [String]? {
        // A case that does not encode as a string: not an enum of strings.
        let names = type.allCases.map { value in (try? JSONEncoder().encode(value)).flatMap { try? JSONDecoder().decode(String.self, from: $0) } }
        guard !names.isEmpty, names.allSatisfy({ $0 != nil }) else { return nil }
        return names.compactMap { $0 }
    }

    /// A stand-in value of `type` for a decoding that asks for one: its
    /// first case, or a primitive's zero.
    static func standIn<T: Decodable>(_ type: T.Type) -> T? {
        if let cases = type as? any CaseIterable.Type { return first(of: cases) as? T }
        switch type {
        case is String.Type: return "" as? T
        case is Bool.Type: return false as? T
        case is Date.Type: return Date(timeIntervalSince1970: 0) as? T
        case is URL.Type: return URL(string: "https://example.com") as? T
        case is UUID.Type: return UUID() as? T
        case is Decimal.Type: return Decimal(0) as? T
        case let integer as any BinaryInteger.Type: return zero(integer) as? T
        case let real as any BinaryFloatingPoint.Type: return zero(real) as? T
        default: return nil
        }
    }

    private static func first<T: CaseIterable>(of type: T.Type) -> Any? { type.allCases.first }
    private static func zero<T: BinaryInteger>(_ type: T.Type) -> Any { T.zero }
    private static func zero<T: BinaryFloatingPoint>(_ type: T.Type) -> Any { T.zero }
}

/// What a recording decoding found: the members asked for, or a single
/// value, or an array's items.
private final class SchemaRecorder {
    var schema = FormJSONSchema()
    /// The members a decoding asked whether they are `nil`: optional ones,
    /// which `JSONEncoder` leaves out when they are.
    var optionalMembers: Set<String> = []
}

/// A decoder that answers every request with a stand-in and records it.
/// Nested types are read to a depth of 8, so a recursive type ends.
private struct RecordingDecoder: Decoder {
    let recorder: SchemaRecorder
    let depth: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    struct TooDeep: Error {}

    init(recorder: SchemaRecorder, depth: Int) {
        self.recorder = recorder
        self.depth = depth
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        recorder.schema.types = [.object]
        return KeyedDecodingContainer(KeyedRecorder<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        recorder.schema.types = [.array]
        return UnkeyedRecorder(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueRecorder(decoder: self)
    }

    /// A stand-in for `type`, and its schema.
    func value<T: Decodable>(_ type: T.Type) throws -> (T, FormJSONSchema) {
        if let collection = type as? any DecodableCollection.Type {
            // An array decodes no item from an empty container: the item
            // type is read on its own.
            var schema = FormJSONSchema(types: [.array])
            schema.items = try itemSchema(collection.itemType)
            if collection.itemsAreUnique { schema.uniqueItems = true }
            return (try T(from: RecordingDecoder(recorder: SchemaRecorder(), depth: depth + 1)), schema)
        }
        if let known = OutputSchemaReader.primitive(type), let value = OutputSchemaReader.standIn(type) { return (value, known) }
        if let cases = OutputSchemaReader.caseNames(type), let value = OutputSchemaReader.standIn(type) {
            var schema = FormJSONSchema(types: [.string])
            schema.enumValues = cases.map { .string($0) }
            return (value, schema)
        }
        guard depth < 8 else { throw TooDeep() }
        let nested = SchemaRecorder()
        let value = try T(from: RecordingDecoder(recorder: nested, depth: depth + 1))
        return (value, nested.schema)
    }
}

extension RecordingDecoder {
    fileprivate func itemSchema<Item: Decodable>(_ type: Item.Type) throws -> FormJSONSchema {
        try value(type).1
    }
}

/// An array or a set, whose items the recording reads by their type.
private protocol DecodableCollection {
    static var itemType: any Decodable.Type { get }
    static var itemsAreUnique: Bool { get }
}

extension Array: DecodableCollection where Element: Decodable {
    fileprivate static var itemType: any Decodable.Type { Element.self }
    fileprivate static var itemsAreUnique: Bool { false }
}

extension Set: DecodableCollection where Element: Decodable {
    fileprivate static var itemType: any Decodable.Type { Element.self }
    fileprivate static var itemsAreUnique: Bool { true }
}

private struct KeyedRecorder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    /// Asked before an optional member is decoded (`decodeIfPresent`).
    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.recorder.optionalMembers.insert(key.stringValue)
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (value, schema) = try decoder.value(type)
        let recorder = decoder.recorder
        recorder.schema.properties[key.stringValue] = schema
        if !recorder.optionalMembers.contains(key.stringValue), !recorder.schema.required.contains(key.stringValue) {
            recorder.schema.required.append(key.stringValue)
        }
        return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        // An optional member `JSONEncoder` leaves out when it is `nil`.
        decoder.recorder.optionalMembers.insert(key.stringValue)
        return try decode(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw RecordingDecoder.TooDeep()
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw RecordingDecoder.TooDeep()
    }

    func superDecoder() throws -> any Decoder { throw RecordingDecoder.TooDeep() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw RecordingDecoder.TooDeep() }
}

/// An array: one item is read, for the items' schema; the array it makes
/// is empty.
private struct UnkeyedRecorder: UnkeyedDecodingContainer {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, schema) = try decoder.value(type)
        decoder.recorder.schema.items = schema
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw RecordingDecoder.TooDeep()
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw RecordingDecoder.TooDeep() }
    mutating func superDecoder() throws -> any Decoder { throw RecordingDecoder.TooDeep() }
}

private struct SingleValueRecorder: SingleValueDecodingContainer {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, schema) = try decoder.value(type)
        decoder.recorder.schema = schema
        return value
    }
}
