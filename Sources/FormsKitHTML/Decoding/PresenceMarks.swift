/// The names of the checkboxes and checkbox groups a page marked as
/// present (``HTMLFormDecoder/presenceKey``): a few on most pages, compared
/// with the submission's values one by one (in place when ASCII); a set
/// when there are many. Names are compared as Swift compares text either
/// way.
struct PresenceMarks {
    /// The most names looked through one by one: comparing a few short
    /// names costs less than hashing one.
    private static let longestList = 16
    private let submission: URLEncodedForm
    /// The first presence pair; the others follow it in the submission's
    /// chain of pairs of one name.
    private let first: Int?
    private let set: Set<String>?

    init(in submission: URLEncodedForm) {
        self.submission = submission
        first = submission.firstPair(named: HTMLFormKeys.presence, hash: HTMLFormKeys.presenceHash)
        var count = 0
        var next = first
        while let position = next, count <= Self.longestList {
            count += 1
            next = submission.pair(after: position)
        }
        set = count > Self.longestList ? Set(submission.values(for: HTMLFormKeys.presence)) : nil
    }

    func contains(_ name: String) -> Bool {
        if let set { return set.contains(name) }
        var next = first
        while let position = next {
            if submission.value(at: position, isText: name) { return true }
            next = submission.pair(after: position)
        }
        return false
    }
}
