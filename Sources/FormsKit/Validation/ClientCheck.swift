import Foundation

/// A rule described so that a client can run it too: a browser's constraint
/// attributes, a page's live validation.
///
/// Surfaces read a field's checks with ``FormController/clientChecks(for:)``.
/// The server stays the judge: a client that runs the checks only shows the
/// same messages sooner. Rules that cannot be described (predicates,
/// asynchronous checks, date limits computed at validation time) have no
/// checks and run on the server only. Of the rules declared on a form, a
/// ``FormRule/matches(_:_:message:)`` of text fields has a check, on the
/// field that shows its message.
public struct ClientCheck: Hashable, Sendable {
    /// What is checked.
    public enum Kind: Hashable, Sendable {
        /// A value is required: text with something other than whitespace, a
        /// choice made.
        case required
        /// Text of at least this many characters; empty text is too short,
        /// as ``MinLengthRule`` counts it.
        case minimumLength(Int)
        /// Text of at most this many characters.
        case maximumLength(Int)
        /// A value no smaller than this.
        case minimum(Bound)
        /// A value no larger than this.
        case maximum(Bound)
        /// A number that is a whole multiple of this.
        case multipleOf(Double)
        /// Text that contains a match of this regular expression (ICU
        /// syntax, matched anywhere unless anchored), when there is text.
        case pattern(String)
        /// Text shaped as an email address, when there is text.
        case email
        /// Text that is a URL with one of these schemes (any when empty),
        /// when there is text.
        case url(schemes: [String])
        /// A box that must be checked.
        case checked
        /// A whole number, when there is text: what an integer field reads.
        case wholeNumber
        /// Text equal to that of the field with this name (its name on the
        /// wire and in error dictionaries, ``FormController/fieldName(of:)``),
        /// empty text included: a cross-field rule such as
        /// ``FormRule/matches(_:_:message:)``. Text is equal as Swift's
        /// `String` compares it (canonically equivalent), after each field's
        /// text is normalized as its row stores it. A client checks it again
        /// when either field changes.
        case matches(field: String)
        /// A file of at most this many bytes, when a file is chosen: a
        /// client checks it before sending (an upload too large for the
        /// server is refused whole).
        case maximumFileSize(Int)
    }

    /// A limit of ``Kind/minimum(_:)`` or ``Kind/maximum(_:)``.
    public enum Bound: Hashable, Sendable {
        case number(Double)
        case date(Date)

        /// The bound of `value` when it is a number or a date; `nil` for
        /// other `Comparable` values, which only the server can compare.
        public init?(_ value: some Comparable) {
            switch value {
            case let date as Date: self = .date(date)
            case let integer as any BinaryInteger: self = .number(Double(integer))
            case let real as any BinaryFloatingPoint: self = .number(Double(real))
            default: return nil
            }
        }
    }

    /// What is checked.
    public var kind: Kind
    /// The message the rule gives when the check fails, in the current
    /// language (``ValidationMessages``).
    public var message: String

    /// A check of `kind` that fails with `message`.
    public init(_ kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}

/// A rule that can describe itself as ``ClientCheck``s.
///
/// The built-in text, number, email, URL and `isTrue` rules conform. Conform
/// your own rule when a client can run it:
///
/// ```swift
/// extension PostcodeRule: ClientCheckableRule {
///     public var clientChecks: [ClientCheck] {
///         [ClientCheck(.pattern("^[0-9]{5}$"), message: message)]
///     }
/// }
/// ```
public protocol ClientCheckableRule<Value>: ValidationRule {
    /// The rule as checks a client can run; empty when it cannot be described.
    var clientChecks: [ClientCheck] { get }

    /// What ``clientChecks`` check, without their messages: what HTML's
    /// constraint attributes need. The default reads ``clientChecks``; the
    /// built-in rules give it without formatting a message.
    var clientCheckKinds: [ClientCheck.Kind] { get }
}

extension ClientCheckableRule {
    public var clientCheckKinds: [ClientCheck.Kind] {
        clientChecks.map { $0.kind }
    }
}
