import FormsKitHTML

/// An OpenAPI 3.1 document of a server's form routes, as
/// ``WebFormsOpenAPI`` writes it: the parts it uses, encoded with the
/// names OpenAPI gives them.
struct OpenAPIDocument: Encodable {
    struct Info: Encodable {
        var title: String
        var version: String
        var description: String?
    }

    struct PathItem: Encodable {
        var parameters: [Parameter]?
        var get: Operation?
        var post: Operation?
    }

    struct Operation: Encodable {
        var operationId: String
        var summary: String?
        var description: String?
        var parameters: [Parameter]?
        var requestBody: RequestBody?
        var responses: [String: Response]
    }

    struct Parameter: Encodable {
        enum Place: String, Encodable { case path, header }
        var name: String
        var place: Place
        var required: Bool
        var description: String?
        var schema: Schema

        enum CodingKeys: String, CodingKey {
            case name
            case place = "in"
            case required, description, schema
        }
    }

    struct RequestBody: Encodable {
        var required: Bool
        var content: [String: MediaType]
    }

    struct MediaType: Encodable {
        var schema: Schema
    }

    struct Response: Encodable {
        var description: String
        var content: [String: MediaType]?
    }

    struct Components: Encodable {
        var schemas: [String: Schema]
    }

    /// A schema in the document: a form's own, a reference to one of the
    /// components, or one of the few shapes the answers have.
    indirect enum Schema: Encodable {
        case form(FormJSONSchema)
        case reference(String)
        case anyOf([Schema], description: String?)
        /// Any JSON value.
        case anything(description: String)
        case string(maxLength: Int?, pattern: String? = nil)
        case integer(minimum: Int)
        case array(of: Schema)
        case object(properties: [String: Schema], required: [String], additional: Schema?)

        private enum Key: String, CodingKey {
            case ref = "$ref"
            case anyOf, description, type, maxLength, pattern, minimum, items, properties, required, additionalProperties
        }

        func encode(to encoder: any Encoder) throws {
            if case .form(let schema) = self {
                try schema.encode(to: encoder)
                return
            }
            var container = encoder.container(keyedBy: Key.self)
            switch self {
            case .form: break
            case .reference(let name):
                try container.encode("#/components/schemas/" + name, forKey: .ref)
            case .anyOf(let schemas, let description):
                try container.encode(schemas, forKey: .anyOf)
                try container.encodeIfPresent(description, forKey: .description)
            case .anything(let description):
                try container.encode(description, forKey: .description)
            case .string(let maxLength, let pattern):
                try container.encode("string", forKey: .type)
                try container.encodeIfPresent(maxLength, forKey: .maxLength)
                try container.encodeIfPresent(pattern, forKey: .pattern)
            case .integer(let minimum):
                try container.encode("integer", forKey: .type)
                try container.encode(minimum, forKey: .minimum)
            case .array(let items):
                try container.encode("array", forKey: .type)
                try container.encode(items, forKey: .items)
            case .object(let properties, let required, let additional):
                try container.encode("object", forKey: .type)
                try container.encode(properties, forKey: .properties)
                if !required.isEmpty { try container.encode(required, forKey: .required) }
                if let additional { try container.encode(additional, forKey: .additionalProperties) }
            }
        }
    }

    var openapi = "3.1.0"
    var info: Info
    var paths: [String: PathItem]
    var components: Components
}
