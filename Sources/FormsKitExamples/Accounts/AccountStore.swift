/// The accounts of an app's people, in memory: where the account form
/// reads the signed-in person's account and saves it.
public actor AccountStore {
    private var accounts: [String: Account]

    /// A store holding `accounts`.
    public init(_ accounts: [Account] = []) {
        self.accounts = Dictionary(accounts.map { ($0.id, $0) }) { first, _ in first }
    }

    /// The account of the person `id`; `nil` when there is none.
    public func account(id: String) -> Account? {
        accounts[id]
    }

    /// Keeps `account`, in place of the one with its id.
    public func save(_ account: Account) {
        accounts[account.id] = account
    }
}
