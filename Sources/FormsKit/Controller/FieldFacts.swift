import Foundation

/// What a ``FormSchema`` works out about its fields the first time it is
/// needed and keeps: their names, the rules a client can run, what those
/// check, and their modes. Each is fixed when a field is declared, so it is
/// the same for every copy of a form with the same fields, and replicated
/// schemas share one `FieldFacts` (see ``FormSchema/replica()``).
///
/// Schemas replicated from one template are used by sessions in different
/// tasks at once (one per web request), so the facts are read and written
/// only through ``withLock(_:)``: a fact worked out twice at the same time
/// is the same fact, whichever write lands last. Each schema keeps its own
/// copy of what it has read, read without the lock.
final class FieldFacts {
    private let lock = NSLock()
    private var facts: Facts

    init(fieldCount: Int) {
        facts = Facts(fieldCount: fieldCount)
    }

    /// Runs `body` on the facts with the lock held.
    func withLock<Result>(_ body: (inout Facts) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&facts)
    }
}

/// The facts themselves.
struct Facts {
    /// The fields' names, derived by reflection.
    var nameTable: FieldNameTable?
    /// Fields by name and by property name.
    var indexByName: [String: Int]?
    /// Each field's rules that can describe themselves to a client.
    var clientRules: [[any ClientCheckableRule]?]
    /// What each field's client-checkable rules check.
    var clientKinds: [[ClientCheck.Kind]?]
    /// When each field validates.
    var modes: [ValidationMode?]
    /// Each field's key in error dictionaries.
    var names: [String?]
    /// ``names``, all of them, in field order, once every one is known.
    var allNames: [String]?
    /// Fields by the identity of the key path object that found them
    /// (``FormSchema/index(of:)``), with the object.
    var indexByIdentity: [ObjectIdentifier: (keyPath: AnyKeyPath, index: Int?)] = [:]

    init(fieldCount: Int) {
        clientRules = Array(repeating: nil, count: fieldCount)
        clientKinds = Array(repeating: nil, count: fieldCount)
        modes = Array(repeating: nil, count: fieldCount)
        names = Array(repeating: nil, count: fieldCount)
    }
}
