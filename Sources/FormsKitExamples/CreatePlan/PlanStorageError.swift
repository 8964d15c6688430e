/// An error of a ``PlanStorage`` that can tell whether the values it was
/// given, rather than the storage, were at fault: text the database cannot
/// hold, a value over one of its limits.
///
/// ``PlanStore`` turns such a refusal into a message on the form, as it
/// does a rule's, so that a person's answers never end in a server error;
/// any other error of the storage is the storage's.
public protocol PlanStorageError: Error {
    /// Whether the storage refused the values it was given, which are what
    /// must change.
    var refusesValues: Bool { get }
}
