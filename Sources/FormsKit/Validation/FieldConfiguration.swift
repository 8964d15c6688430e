/// The fixed part of a field, shared by every copy of it: its rules, its
/// name and when it validates.
final class FieldConfiguration<T> {
    let rules: [any ValidationRule<T>]
    let name: String?
    let mode: ValidationMode

    init(rules: [any ValidationRule<T>], name: String?, mode: ValidationMode) {
        self.rules = rules
        self.name = name
        self.mode = mode
    }
}
