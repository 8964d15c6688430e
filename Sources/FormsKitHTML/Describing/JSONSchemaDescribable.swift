/// A type that gives the JSON Schema of the JSON it encodes to.
///
/// The OpenAPI document describes a form's answer 200 by its output's
/// type. A `Codable` output is read without help; an output that is only
/// `Encodable` (encoded by hand, or with members that cannot be decoded)
/// says what it encodes by conforming to this protocol, or it is described
/// as any JSON:
///
/// ```swift
/// struct Receipt: Encodable, JSONSchemaDescribable {
///     let number: Int
///     static var jsonSchema: FormJSONSchema {
///         var schema = FormJSONSchema(types: [.object])
///         schema.properties = ["number": FormJSONSchema(types: [.integer])]
///         schema.required = ["number"]
///         return schema
///     }
/// }
/// ```
public protocol JSONSchemaDescribable {
    /// The schema of this type's JSON.
    static var jsonSchema: FormJSONSchema { get }
}
