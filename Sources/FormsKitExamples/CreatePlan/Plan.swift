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
}
