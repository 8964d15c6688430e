/// A person's account, as an app keeps it: what the account form edits.
public struct Account: Codable, Equatable, Sendable {
    /// Who it is, as the app's sign-in knows them.
    public var id: String
    public var name: String
    public var email: String

    public init(id: String, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}
