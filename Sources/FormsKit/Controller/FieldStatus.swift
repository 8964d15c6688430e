/// The facts about one field that a ``FormController`` keeps counts of.
struct FieldStatus: OptionSet, Hashable {
    let rawValue: UInt8

    /// The value differs from the baseline.
    static let dirty = FieldStatus(rawValue: 1 << 0)
    /// The state is `.valid`.
    static let valid = FieldStatus(rawValue: 1 << 1)
    /// The state is `.invalid`.
    static let invalid = FieldStatus(rawValue: 1 << 2)
}
