/// The names of the checkboxes and checkbox groups a page marked as
/// present (``HTMLFormDecoder/presenceKey``): a few on most pages, looked
/// through one by one; a set when there are many.
struct PresenceMarks {
    /// The most names looked through one by one: comparing a few short
    /// names costs less than hashing one.
    private static let longestList = 16
    private let list: [String]
    private let set: Set<String>?

    init(_ names: [String]) {
        list = names
        set = names.count > Self.longestList ? Set(names) : nil
    }

    func contains(_ name: String) -> Bool {
        if let set { return set.contains(name) }
        for index in 0..<list.count where list[index] == name { return true }
        return false
    }
}
