/// A plan, as the "Create Plan" sheet of upstream FormsKit's README (rozd/forms-kit) creates it.
public struct Plan: Codable, Equatable, Sendable {
    /// The plan's name, unique within a store (ignoring case).
    public var name: String
    /// The owner's email address; may be empty.
    public var ownerEmail: String

    /// Creates a plan.
    public init(name: String, ownerEmail: String) {
        self.name = name
        self.ownerEmail = ownerEmail
    }

    /// The owner's email is `email` in JSON, as the Create Plan form names
    /// the field, so that a JSON request may send what an answer gives.
    private enum CodingKeys: String, CodingKey {
        case name
        case ownerEmail = "email"
        /// What plan files written before the field was named for the form
        /// call the owner's email.
        case storedOwnerEmail = "ownerEmail"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        ownerEmail =
            try container.decodeIfPresent(String.self, forKey: .ownerEmail)
            ?? container.decode(String.self, forKey: .storedOwnerEmail)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(ownerEmail, forKey: .ownerEmail)
    }
}
