/// A plan, as the FormsKit README's "Create Plan" sheet creates it.
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
}
